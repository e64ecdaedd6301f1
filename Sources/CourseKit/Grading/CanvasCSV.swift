/// `canvas.csv`, Canvas's gradebook import: `Student, ID, SIS User ID,
/// SIS Login ID, Section`, then one `Lab title (lab-id)` column per lab, a
/// `    Points Possible` row, then a row per student. Names and ids come from
/// the roster, one row per roster row (`Roster.match`), then a row for each
/// submission that matches no row and looks like no row's id.
///
/// The id columns (`ID`, `SIS User ID`, `SIS Login ID`) are filled only from
/// ids the LMS vouches for: a roster row matched, or a Canvas download's user
/// id (Canvas wrote it into the file name) in `ID`. Any other id is one the
/// student chose (a folder or GitHub account name, a typed Gradescope SID,
/// another LMS's user name), and Canvas's importer would grade whoever has
/// that id: a GitHub account named after a classmate's SIS login was imported
/// onto the classmate (the twentieth review). Such a row keeps the id in
/// `Student` only, for the instructor to enter by hand, and is listed
/// (`unvouched`: `unmatched.json`'s `distrusted`, the student's feedback).
///
/// A row made from a student's own id is written only where Canvas can read
/// it as that student alone (`CanvasRowKeys`): Canvas takes any row whose
/// first cell holds "Points Possible" for the points row, and finds a row's
/// user by its ID, SIS ids, then its name, so an id spelling a classmate's
/// name or another row's key would grade the classmate. Such a row is left
/// out, and `unmatched.json` says why (`leftOut`).
enum CanvasCSV {
    static func render(_ report: GradeReport, roster: Roster?) -> String {
        let plan = rows(report, roster: roster)
        var text = CSV.row(["Student", "ID", "SIS User ID", "SIS Login ID", "Section"] + report.labs.map { CanvasAssignment.column(for: $0, report: report, roster: roster) })
        text += CSV.row(["    Points Possible", "", "", "", ""] + report.labs.map { String($0.maxScore) })
        for row in plan.rows { text += CSV.row(row) }
        return text
    }

    /// Students whose row is written with its id columns empty: their id is
    /// their own choice, vouched for by no roster row and no LMS download.
    static func unvouched(_ report: GradeReport, roster: Roster?) -> [StudentID] {
        let lms = Set(report.lmsStudents ?? [])
        let left = Set(leftOut(report, roster: roster).map(\.student))
        let matching = roster.map { $0.match(report.students, lms: lms, checked: Set(report.checkedStudents ?? [])) }
        return report.students.filter { student in
            guard !lms.contains(student), !left.contains(student) else { return false }
            guard let roster, let matching else { return true }
            return matching.row[student] == nil && matching.refused[student] == nil
                && !roster.entries.contains { $0.keys.contains { StudentID($0).lookAlikeKey == student.lookAlikeKey } }
        }
    }

    /// Why a student's row has no ids (`unvouched`): for `unmatched.json` and their feedback.
    static func unvouchedReason(_ student: StudentID, roster: Roster?) -> String {
        "canvas.csv's row for \(SubmissionDiscovery.shown(student.text)) leaves ID, SIS User ID and SIS Login ID empty: the id is one the "
            + "student chose (a folder or account name, a typed SID), which "
            + (roster == nil ? "no roster vouches for (no --roster)" : "matches no row of the roster")
            + ", and Canvas's import would grade whoever has that id; enter this grade by hand, or give --roster"
            + (roster == nil ? "" : " a row for this student (a Folder column naming their folder)")
    }

    /// Students whose row is not written, with the reason.
    static func leftOut(_ report: GradeReport, roster: Roster?) -> [(student: StudentID, reason: String)] {
        rows(report, roster: roster).leftOut
    }

    private static func rows(_ report: GradeReport, roster: Roster?) -> (rows: [[String]], leftOut: [(student: StudentID, reason: String)]) {
        let cells = { (student: StudentID?) -> [String] in
            let records = student.map { report.records(of: $0) } ?? []
            // Not graded by the grader (`gradedScore` nil): an empty cell, never a 0 Canvas would import.
            return report.labs.map { lab in records.first { $0.lab == lab.id }.flatMap(\.gradedScore).map(String.init) ?? "" }
        }
        func identity(_ entry: Roster.Entry, _ fallback: String) -> [String] {
            [entry.name.isEmpty ? fallback : entry.name, entry.id, entry.sisUserID, entry.sisLoginID, entry.section]
        }
        let lms = Set(report.lmsStudents ?? [])
        func raw(_ student: StudentID) -> [String] {
            let text = student.text
            let vouched = lms.contains(student) && !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
            return [text, vouched ? text : "", "", "", ""]
        }
        /// Each row's identity cells, and the student whose own id made them (nil: the roster's).
        var planned: [(identity: [String], scores: [String], ownID: StudentID?)] = []
        if let roster {
            // One row per roster student, whatever the submissions are: a row gets
            // the grade of the one submission matched to it alone (`Roster.match`),
            // and an id refused a row is entered for no one (its own id could be
            // another row's key).
            let matching = roster.match(report.students, lms: Set(report.lmsStudents ?? []), checked: Set(report.checkedStudents ?? []))
            // An id that only looks like a roster key is not written either: an
            // import that matches ids case-insensitively would take it for that row.
            let rosterKeys = Set(roster.entries.flatMap(\.keys).map { StudentID($0).lookAlikeKey })
            var written = Set<Int>()
            for student in report.students {
                if let row = matching.row[student] {
                    planned.append((identity(roster.entries[row], student.text), cells(student), nil))
                    written.insert(row)
                } else if matching.refused[student] == nil, !rosterKeys.contains(student.lookAlikeKey) {
                    planned.append((raw(student), cells(student), student))
                }
            }
            for (index, entry) in roster.entries.enumerated() where !written.contains(index) {
                planned.append((identity(entry, entry.keys.first ?? ""), cells(nil), nil))
            }
        } else {
            planned = report.students.map { (raw($0), cells($0), $0) }
        }
        // The roster's rows are the instructor's: written whatever they hold.
        // A row from a student's own id must be read one way, as no other row.
        var readers: [String: Int] = [:]
        for row in planned { for key in CanvasRowKeys.keys(of: row.identity) { readers[key, default: 0] += 1 } }
        var rows: [[String]] = []
        var leftOut: [(student: StudentID, reason: String)] = []
        for row in planned {
            if let student = row.ownID {
                if let reason = CanvasRowKeys.pointsRowReason(row.identity) {
                    leftOut.append((student, reason))
                    continue
                }
                if let shared = CanvasRowKeys.keys(of: row.identity).first(where: { readers[$0, default: 0] > 1 }) {
                    leftOut.append((student, "Canvas could read its row as another row's student (both have \(CanvasRowKeys.describe(shared))); enter it by hand"))
                    continue
                }
            }
            rows.append(row.identity + row.scores)
        }
        return (rows, leftOut)
    }
}

/// How Canvas's gradebook importer (`GradebookImporter#process_student`)
/// finds the user a row is for: the `ID` cell read as an integer (Ruby's
/// `to_i`: leading digits), else the SIS User ID, else the SIS Login ID,
/// else the `Student` cell equal to a user's name or sortable name. Which of
/// these names a user only Canvas knows, so each is a key the row may be
/// read by. A first cell holding "Points Possible" makes the row the
/// points-possible row (`check_for_non_student_row`), whatever else it holds.
enum CanvasRowKeys {
    static func keys(of identity: [String]) -> [String] {
        var keys: [String] = []
        let digits = identity[1].drop(while: \.isWhitespace).prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty {
            let value = digits.drop { $0 == "0" }
            keys.append("id:" + (value.isEmpty ? "0" : String(value)))
        }
        if !identity[2].isEmpty { keys.append("sis:" + identity[2]) }
        if !identity[3].isEmpty { keys.append("login:" + identity[3].lowercased()) }
        for name in names(identity[0]) { keys.append("name:" + name) }
        return keys
    }

    /// A name as Canvas could match it: as written, and "Last, First" read as "First Last" and back.
    private static func names(_ cell: String) -> [String] {
        let name = cell.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        guard !name.isEmpty else { return [] }
        let parts = name.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { return [name, parts[1] + " " + parts[0]] }
        if let space = name.lastIndex(of: " ") { return [name, name[name.index(after: space)...] + ", " + name[..<space]] }
        return [name]
    }

    static func pointsRowReason(_ identity: [String]) -> String? {
        identity[0].lowercased().contains("points possible")
            ? "its id holds \"Points Possible\", and Canvas reads such a row as the assignment's points, not as a student; grade it by hand" : nil
    }

    static func describe(_ key: String) -> String {
        let (kind, value) = (key.prefix { $0 != ":" }, key.drop { $0 != ":" }.dropFirst())
        let what = ["id": "the ID", "sis": "the SIS User ID", "login": "the SIS Login ID", "name": "the name"][String(kind)] ?? String(kind)
        return "\(what) \(SubmissionDiscovery.shown(String(value)))"
    }
}
