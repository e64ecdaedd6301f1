/// `canvas.csv`, Canvas's gradebook import: `Student, ID, SIS User ID,
/// SIS Login ID, Section`, then one `Lab title (lab-id)` column per lab, a
/// `    Points Possible` row, then a row per student. Names and ids come from
/// the roster; without one, a numeric student id (an LMS download's user id)
/// goes in `ID` and any other in `SIS Login ID`.
enum CanvasCSV {
    static func render(_ report: GradeReport, roster: Roster?) -> String {
        var text = CSV.row(["Student", "ID", "SIS User ID", "SIS Login ID", "Section"] + report.labs.map { "\($0.title) (\($0.id))" })
        text += CSV.row(["    Points Possible", "", "", "", ""] + report.labs.map { String($0.maxScore) })
        for student in GradeOutputs.students(report, roster: roster) {
            let records = report.records(of: student)
            let identity: [String]
            if let entry = roster?.entry(for: student) {
                identity = [entry.name.isEmpty ? student.text : entry.name, entry.id, entry.sisUserID, entry.sisLoginID, entry.section]
            } else {
                let text = student.text
                let numeric = text.utf8.allSatisfy { (0x30...0x39).contains($0) }
                identity = [text, numeric ? text : "", "", numeric ? "" : text, ""]
            }
            text += CSV.row(identity + report.labs.map { lab in records.first { $0.lab == lab.id }.map { String($0.score) } ?? "" })
        }
        return text
    }
}
