import Foundation

/// The class list (`--roster FILE.csv`): names and LMS ids for the Canvas CSV.
/// Columns are found by header, case and punctuation ignored: `Student` (or
/// `Name`, or `First Name` and `Last Name`), `ID`, `SIS User ID` (or a
/// Gradescope roster's `SID`, `Student ID`), `SIS Login ID`, `Section`,
/// `Email` (or `E-mail`, `Email Address`), and optionally `Folder` (or
/// `Submission`, `Login`, `Username`): the student's folder name or LMS user
/// id. A Canvas gradebook export and a Gradescope roster export work as they are.
///
/// A submission's id matches a row byte for byte: its Folder first; else, for
/// a folder, its ID, SIS User ID, SIS Login ID or e-mail, and for an LMS
/// download's user id (a Canvas user id), its ID only. A match is taken only when it is
/// one to one (`match`): an id that matches several rows, or a row that
/// several submissions match, is matched to no one and said.
public struct Roster: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var id: String
        public var sisUserID: String
        public var sisLoginID: String
        public var section: String
        public var folder: String
        /// The student's e-mail (Gradescope verifies an account's e-mail: `GradescopeIdentities`).
        public var email: String = ""

        var keys: [String] { [folder, id, sisUserID, sisLoginID, email].filter { !$0.isEmpty } }

        /// The one definition of the columns, after Folder, through which a
        /// submission's id reaches this row: an LMS download's user id (which
        /// the LMS wrote) its ID only; any other id (a folder name, a typed
        /// Gradescope SID) its ID, SIS User ID, SIS Login ID and Email. Both
        /// `Roster.candidates` (which places a grade) and
        /// `GradescopeIdentities.rows(of:)` (which checks a typed SID) read
        /// it, so a column that can place a grade is always one the SID check
        /// looks at (the twenty-first review: the check skipped Email).
        func reachingKeys(lms: Bool) -> [String] {
            (lms ? [id] : [id, sisUserID, sisLoginID, email]).filter { !$0.isEmpty }
        }

        /// How the row is named in a message: its name and ids.
        var shown: String {
            let ids = [("ID", id), ("SIS User ID", sisUserID), ("SIS Login ID", sisLoginID), ("Folder", folder), ("Email", email)].filter { !$0.1.isEmpty }
                .map { "\($0.0) \(SubmissionDiscovery.shown($0.1))" }
            return (name.isEmpty ? "" : SubmissionDiscovery.shown(name) + " ") + "(" + ids.joined(separator: ", ") + ")"
        }
    }

    public var entries: [Entry]
    /// Header cells shaped like a Canvas assignment column, `Name (123)`
    /// (`CanvasAssignment`).
    public var assignments: [String] = []
    /// A hash of the roster file's text: results.json records that a run
    /// used a roster, so that `course grade merge` will not write canvas.csv
    /// without one (the twentieth review).
    public var digest: String = ""

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The rows an id could be: those whose Folder equals it byte for byte;
    /// if none, those whose ID (an LMS user id: only ID), SIS User ID or SIS
    /// Login ID does.
    /// `claimed`: rows that some submission matches by Folder, which no
    /// other id can then reach through the other columns (a classmate naming
    /// a folder after your SIS id must not take your row from you).
    func candidates(for student: StudentID, lms: Bool, claimed: Set<Int> = []) -> [Int] {
        let byFolder = entries.indices.filter { !entries[$0].folder.isEmpty && StudentID(entries[$0].folder) == student }
        if !byFolder.isEmpty { return byFolder }
        return entries.indices.filter { index in
            guard !claimed.contains(index) else { return false }
            return entries[index].reachingKeys(lms: lms).contains { StudentID($0) == student }
        }
    }

    /// The row of a student id when exactly one row can be it (see `candidates`).
    public func entry(for student: StudentID, lms: Bool = false) -> Entry? {
        let rows = candidates(for: student, lms: lms)
        return rows.count == 1 ? entries[rows[0]] : nil
    }

    /// Which row each submission's id is, one to one.
    struct Matching {
        /// Each id matched to exactly one row that no other id matched.
        var row: [StudentID: Int] = [:]
        /// Ids refused a row, each with what its feedback says (`MatchNote`: no row quoted).
        var refused: [StudentID: String] = [:]
        /// Ids that matched a row one of the refused ids also matched, with what to tell them.
        var concerned: [StudentID: String] = [:]
        /// For the instructor.
        var warnings: [String] = []
        /// Rows a submission matched only through their ID or SIS columns
        /// while another submission matched no row: not given that grade,
        /// each with why (`unmatched.json`'s `distrusted`).
        var unconfirmed: [Int: String] = [:]
    }

    /// Matches every submission id (`lms`: the ids that are an LMS
    /// download's user ids). An id that matches several rows is matched to
    /// none of them; a row that several ids match is matched to none of
    /// them: never one student's grade on another's row, never two rows of
    /// one student.
    /// `checked`: ids whose match was checked otherwise (a Gradescope SID,
    /// against the account's name: `GradescopeIdentities`).
    func match(_ students: [StudentID], lms: Set<StudentID>, checked: Set<StudentID> = []) -> Matching {
        var matching = Matching()
        var byRow: [Int: [StudentID]] = [:]
        var ambiguous: [(StudentID, [Int])] = []
        let submitted = Set(students)
        let claimed = Set(entries.indices.filter { !entries[$0].folder.isEmpty && submitted.contains(StudentID(entries[$0].folder)) })
        for student in submitted.sorted() {
            let rows = candidates(for: student, lms: lms.contains(student), claimed: claimed)
            if rows.count == 1 { byRow[rows[0], default: []].append(student) } else if rows.count > 1 { ambiguous.append((student, rows)) }
        }
        // A folder's name is not always the instructor's: a GitHub user name,
        // a typed SID. One that equals a classmate's ID or SIS id reaches the
        // classmate's row without any Folder column saying so. While every
        // submission matches a row, each row's match is the only reading; once
        // one matches no row, that one could be the student of any row matched
        // only through those columns (a classmate's login taken as a folder
        // name leaves the owner's own folder matching nothing: the nineteenth
        // review). Such rows get no grade, each said.
        // An id that only looks like a roster key (`JDoe3` beside `jdoe3`,
        // `Jane.Doe@uni.edu` beside `jane.doe@uni.edu`) matches no row, and is
        // the likeliest of all to be the student of the row it looks like: it
        // contests that row (the twenty-second review: it was left out, and a
        // classmate's exact `jdoe3` took the row). Any other id that matches
        // no row contests every row matched only through those columns.
        let unmatched = submitted.filter { candidates(for: $0, lms: lms.contains($0), claimed: claimed).isEmpty }
        let lookAlikes = unmatched.filter { student in entries.contains { $0.keys.contains { StudentID($0).lookAlikeKey == student.lookAlikeKey } } }
        let plainStrangers = unmatched.subtracting(lookAlikes)
        for (row, ids) in byRow where ids.count == 1 {
            let student = ids[0], entry = entries[row]
            let byFolder = !entry.folder.isEmpty && StudentID(entry.folder) == student
            let rowLookAlikes = lookAlikes.filter { alike in entry.keys.contains { StudentID($0).lookAlikeKey == alike.lookAlikeKey } }
            let strangers = plainStrangers.union(rowLookAlikes).sorted()
            if byFolder || lms.contains(student) || checked.contains(student) || strangers.isEmpty {
                matching.row[student] = row
                continue
            }
            let through = [("ID", entry.id), ("SIS User ID", entry.sisUserID), ("SIS Login ID", entry.sisLoginID), ("Email", entry.email)]
                .first { !$0.1.isEmpty && StudentID($0.1) == student }?.0 ?? "ID"
            let others = strangers.prefix(3).map { SubmissionDiscovery.shown($0.text) }.joined(separator: ", ") + (strangers.count > 3 ? ", …" : "")
            let why = "the roster row \(entry.shown) was not given the grade of \(SubmissionDiscovery.shown(student.text)): they match only through "
                + "the row's \(through), which a student can choose as a folder or user name, while \(strangers.count) submission(s) (\(others)) match "
                + "no row and could be that row's student; its canvas.csv cell is left empty. Give the roster a Folder column naming each student's "
                + "folder (or rename the folders) so that every submission matches its own row"
            matching.unconfirmed[row] = why
            matching.warnings.append("refused a roster match: " + why)
            // The row is not quoted: its ids are a classmate's until the match is sorted out.
            matching.refused[student] = MatchNote.refused(student, .onlyThrough(column: through))
        }
        for (student, rows) in ambiguous {
            let list = rows.map { entries[$0].shown }.joined(separator: " and ")
            matching.warnings.append(
                "refused to match the submission \(SubmissionDiscovery.shown(student.text)) to the roster: it matches \(rows.count) rows, \(list), "
                    + "and the grader will not guess whose it is; it is in gradebook.csv under its own id but entered for no one in canvas.csv. "
                    + "Give the roster a Folder column (or rename the folder) so that it matches one row")
            // Neither row is quoted, nor the other submission (`MatchNote`): the rows' ids are classmates'.
            matching.refused[student] = MatchNote.refused(student, .severalRows)
            for row in rows {
                for other in byRow[row] ?? [] where matching.row[other] != nil {
                    matching.concerned[other] = MatchNote.contested
                }
            }
        }
        for (row, ids) in byRow.sorted(by: { $0.key < $1.key }) where ids.count > 1 {
            let list = ids.map { SubmissionDiscovery.shown($0.text) }.joined(separator: " and ")
            matching.warnings.append(
                "refused to match \(ids.count) submissions, \(list), to the roster: each matches the one row \(entries[row].shown), "
                    + "and the grader will not guess which is that student's; each is in gradebook.csv under its own id, and that row's grade "
                    + "in canvas.csv is left empty. Give the roster a Folder column (or rename the folders) so that each row matches one submission")
            for student in ids {
                matching.refused[student] = MatchNote.refused(student, .sharedRow)
            }
        }
        return matching
    }

    static func load(_ path: String) throws(CourseError) -> Roster {
        let text = try Files.readText(path, what: "roster")
        let rows = CSV.parse(text, delimiter: CSV.delimiter(of: text))
        guard let header = rows.first else { throw CourseError.usage("error: the roster \(path) is empty: it needs a header row (Student, ID, SIS User ID, SIS Login ID, Section).") }
        let normalized = header.map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
        // The first of the names, in this order, that the header has: a GitHub
        // Classroom grades export has both `github_username` and
        // `student_repository_name`, and the repository is the cloned folder.
        func column(_ names: String...) -> Int? { names.lazy.compactMap { normalized.firstIndex(of: $0) }.first }
        let name = column("student", "name", "studentname", "fullname", "rosteridentifier")
        // A Gradescope roster export names a student by `First Name` and `Last Name`.
        let (first, last) = (column("firstname"), column("lastname"))
        let id = column("id", "canvasid", "canvasuserid", "userid", "identifier")
        // Gradescope's `SID` is the student number the student types, which is the SIS User ID where Gradescope is linked to Canvas.
        let sisUser = column("sisuserid", "sid", "studentid", "studentnumber")
        let email = column("email", "emailaddress", "loginemail", "emailid")
        let sisLogin = column("sisloginid")
        let section = column("section", "sections")
        let folder = column("folder", "studentrepositoryname", "submission", "login", "username", "githubusername", "github")
        guard name != nil || last != nil || id != nil || sisUser != nil || sisLogin != nil || folder != nil || email != nil else {
            throw CourseError.usage(
                "error: \(path): the header row (\(header.joined(separator: ", "))) names none of the columns Student, ID, SIS User ID (SID), SIS Login ID, Email, Folder.")
        }
        var entries: [Entry] = []
        for (number, row) in rows.dropFirst().enumerated() {
            func value(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return row[index].trimmingCharacters(in: .whitespaces)
            }
            // Moodle's grading worksheet writes a participant id as `Participant 12345`;
            // its download names the folder or file with the number alone.
            var idValue = value(id)
            if idValue.hasPrefix("Participant "), idValue.dropFirst(12).allSatisfy({ $0.isASCII && $0.isNumber }) { idValue = String(idValue.dropFirst(12)) }
            // "Last, First", as Canvas writes a sortable name.
            let split = [value(last), value(first)].filter { !$0.isEmpty }.joined(separator: ", ")
            let entry = Entry(
                name: name == nil ? split : value(name), id: idValue, sisUserID: value(sisUser), sisLoginID: value(sisLogin),
                section: value(section), folder: value(folder), email: value(email))
            // Canvas exports carry a "Points Possible" row and a test student.
            if entry.name == "Points Possible" || entry.name == "Student, Test" { continue }
            guard !entry.keys.isEmpty || !entry.name.isEmpty else {
                let filled = row.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                if filled.isEmpty { continue }
                // Canvas's gradebook export writes, when any assignment posts
                // its grades manually, a second row with no name or id whose
                // assignment cells say `Manual Posting` (older Canvas: `Muted`)
                // (canvas-lms lib/gradebook_exporter.rb, "Possible 'hidden'
                // (muted or manual posting) row"); Canvas's own import passes
                // it over, and so does this (the twenty-first review).
                if filled.allSatisfy({ $0 == "Manual Posting" || $0 == "Muted" }) { continue }
                throw CourseError.usage("error: \(path):\(number + 2): this row has no name and no id.")
            }
            entries.append(entry)
        }
        var roster = Roster(entries: entries)
        roster.digest = SHA256.hex(text)
        roster.assignments = header.map { $0.trimmingCharacters(in: .whitespaces) }.filter(CanvasAssignment.isColumn)
        return roster
    }
}
