/// `canvas.csv`, Canvas's gradebook import: `Student, ID, SIS User ID,
/// SIS Login ID, Section`, then one `Lab title (lab-id)` column per lab, a
/// `    Points Possible` row, then a row per student. Names and ids come from
/// the roster, one row per roster row (`Roster.match`), then a row for each
/// submission that matches no row and looks like no row's id; without a roster, a numeric student id
/// (an LMS download's user id) goes in `ID` and any other in `SIS Login ID`.
enum CanvasCSV {
    static func render(_ report: GradeReport, roster: Roster?) -> String {
        var text = CSV.row(["Student", "ID", "SIS User ID", "SIS Login ID", "Section"] + report.labs.map { CanvasAssignment.column(for: $0, report: report, roster: roster) })
        text += CSV.row(["    Points Possible", "", "", "", ""] + report.labs.map { String($0.maxScore) })
        let cells = { (student: StudentID?) -> [String] in
            let records = student.map { report.records(of: $0) } ?? []
            return report.labs.map { lab in records.first { $0.lab == lab.id }.map { String($0.score) } ?? "" }
        }
        func identity(_ entry: Roster.Entry, _ fallback: String) -> [String] {
            [entry.name.isEmpty ? fallback : entry.name, entry.id, entry.sisUserID, entry.sisLoginID, entry.section]
        }
        func raw(_ student: StudentID) -> [String] {
            let text = student.text
            let numeric = text.utf8.allSatisfy { (0x30...0x39).contains($0) }
            return [text, numeric ? text : "", "", numeric ? "" : text, ""]
        }
        guard let roster else {
            for student in report.students { text += CSV.row(raw(student) + cells(student)) }
            return text
        }
        // One row per roster student, whatever the submissions are: a row gets
        // the grade of the one submission matched to it alone (`Roster.match`),
        // and an id refused a row is entered for no one (its own id could be
        // another row's key).
        let matching = roster.match(report.students, lms: Set(report.lmsStudents ?? []))
        // An id that only looks like a roster key is not written either: an
        // import that matches ids case-insensitively would take it for that row.
        let rosterKeys = Set(roster.entries.flatMap(\.keys).map { StudentID($0).lookAlikeKey })
        var written = Set<Int>()
        for student in report.students {
            if let row = matching.row[student] {
                text += CSV.row(identity(roster.entries[row], student.text) + cells(student))
                written.insert(row)
            } else if matching.refused[student] == nil, !rosterKeys.contains(student.lookAlikeKey) {
                text += CSV.row(raw(student) + cells(student))
            }
        }
        for (index, entry) in roster.entries.enumerated() where !written.contains(index) {
            text += CSV.row(identity(entry, entry.keys.first ?? "") + cells(nil))
        }
        return text
    }
}
