/// `gradebook.csv`: `student`, one column per lab id, `total`, and, when the
/// LMS marked any submission late (Canvas's `LATE`), a `late` column listing
/// that student's late labs. A lab a student did not submit is an empty cell;
/// roster students with no submission at all get a row of empty cells. A
/// submission the grader could not grade is an empty cell too, and that
/// student's total is empty (imported, a 0 or a partial total would be a grade).
enum GradebookCSV {
    static func render(_ report: GradeReport, roster: Roster?) -> String {
        let anyLate = report.records.contains { $0.late == true }
        var text = CSV.row(["student"] + report.labs.map(\.id) + ["total"] + (anyLate ? ["late"] : []))
        for student in GradeOutputs.students(report, roster: roster) {
            let records = report.records(of: student)
            // A submission the grader could not grade has an empty cell, and its student no total (`gradedScore`).
            let cells = report.labs.map { lab in records.first { $0.lab == lab.id }.flatMap(\.gradedScore).map(String.init) ?? "" }
            let ungraded = records.contains { $0.gradedScore == nil }
            let total = records.isEmpty || ungraded ? "" : String(records.reduce(0) { $0 + $1.score })
            let late = records.filter { $0.late == true }.map(\.lab).joined(separator: " ")
            text += CSV.row([student.text] + cells + [total] + (anyLate ? [late] : []))
        }
        return text
    }
}
