import Foundation

/// Which checks a student may see before the instructor releases them
/// (`LabManifest.Check.visibility`, Gradescope's test visibility). Gradescope
/// shows or hides each test itself; the feedback files and the Gradescope
/// `output` text are the grader's own, so it keeps a hidden check out of them.
enum CheckVisibility {
    static let values = ["visible", "hidden", "after_due_date", "after_published"]

    static func visibility(of check: String, lab: String, labs: [GradedLab]) -> String {
        labs.first { $0.id == lab }?.checks.first { $0.id == check }?.visibility ?? "visible"
    }

    /// The record as a student sees it: hidden checks, the body-count rows
    /// of their scenarios and the program's output (headed by check ids)
    /// left out (the reason then names only visible
    /// checks), with a note saying how many and how many points; the score
    /// is unchanged.
    static func forStudent(_ record: GradeRecord, labs: [GradedLab]) -> GradeRecord {
        let hidden = Set(record.verdict.checks.map(\.id).filter { visibility(of: $0, lab: record.lab, labs: labs) != "visible" })
        guard !hidden.isEmpty else { return record }
        var shown = record
        let points = record.verdict.checks.filter { hidden.contains($0.id) }.reduce(0) { $0 + $1.points }
        shown.verdict.checks.removeAll { hidden.contains($0.id) }
        shown.verdict.bodyCounts.removeAll { $0.check.map(hidden.contains) ?? false }
        // The program's output is headed by check ids and says what a hidden check did.
        if !shown.verdict.programOutput.isEmpty {
            shown.verdict.programOutput = ""
            shown.notes.append("the program's output is not shown while some checks are hidden")
        }
        shown.notes.append(
            "\(hidden.count) check\(hidden.count == 1 ? "" : "s") worth \(points) point\(points == 1 ? "" : "s") \(hidden.count == 1 ? "is" : "are") not shown "
                + "until your instructor releases \(hidden.count == 1 ? "it" : "them"); the score above includes \(hidden.count == 1 ? "it" : "them")")
        return shown
    }
}
