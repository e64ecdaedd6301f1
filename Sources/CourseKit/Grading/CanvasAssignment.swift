import Foundation

/// The `canvas.csv` column of a lab. Canvas's gradebook import takes a
/// column `Name (123)` for the existing assignment 123 and makes a new
/// assignment of any other column, so the lab's column is, in this order: the
/// `--canvas-assignment "Name (123)"` given for it; else the one roster column
/// (a Canvas gradebook export has one per assignment) whose name is the lab's
/// title or holds its id; else `Title (lab-id)`, which imports as a new
/// assignment.
enum CanvasAssignment {
    /// `Name (123)`: an assignment column as Canvas writes and reads it.
    static func isColumn(_ text: String) -> Bool {
        text.range(of: "^.*\\S.* \\([0-9]+\\)$", options: .regularExpression) != nil
    }

    /// `--canvas-assignment` values, each `Name (123)` for the one lab graded,
    /// or `lab-id=Name (123)`.
    static func parse(_ values: [String], labs: [Lab]) throws(CourseError) -> [String: String] {
        var columns: [String: String] = [:]
        for value in values {
            var lab: Lab?
            var column = value
            if let equals = value.firstIndex(of: "="), let named = labs.first(where: { $0.id == value[..<equals] || $0.folder == value[..<equals] }) {
                lab = named
                column = String(value[value.index(after: equals)...])
            } else if labs.count == 1 {
                lab = labs[0]
            }
            guard let lab else {
                throw CourseError.usage("error: --canvas-assignment \"\(value)\": with several labs, say which: --canvas-assignment 'LAB-ID=Name (123)'.")
            }
            guard isColumn(column) else {
                throw CourseError.usage(
                    "error: --canvas-assignment \"\(column)\" is not a Canvas assignment column: give it as Canvas's gradebook export heads it, \"Name (123)\" with the assignment's id.")
            }
            columns[lab.id] = column
        }
        return columns
    }

    static func column(for lab: GradedLab, report: GradeReport, roster: Roster?) -> String {
        if let given = report.canvasColumns?[lab.id] { return given }
        let fits = (roster?.assignments ?? []).filter { column in
            let name = column[..<(column.range(of: " (", options: .backwards)?.lowerBound ?? column.endIndex)].lowercased()
            return name == lab.title.lowercased() || name.contains(lab.id.lowercased()) || name.hasSuffix(": " + lab.title.lowercased())
        }
        return fits.count == 1 ? fits[0] : "\(lab.title) (\(lab.id))"
    }
}
