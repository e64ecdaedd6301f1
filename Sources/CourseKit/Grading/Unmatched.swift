import Foundation

/// `unmatched.json`: everything a run could not tie to a student, so that
/// nothing is dropped silently: entries of the submissions folder read as no
/// one's, roster rows no submission matched, submissions matched to no roster
/// row. Printed at the end of the run, on the summary page, and written
/// always (empty lists when all matched); `--strict` exits 3 when any of the
/// first four lists is not empty. `ignored` lists what an LMS writes beside
/// the files (receipts), which is expected and never counts.
struct Unmatched: Codable, Equatable {
    struct Row: Codable, Equatable {
        var name: String
        var id: String
        var sisUserID: String
        var sisLoginID: String
        var folder: String
    }

    var skipped: [String]
    var rosterRowsWithoutSubmission: [Row]
    var submissionsNotInRoster: [String]
    /// Graded students whose row `canvas.csv` leaves out, and why (`CanvasCSV`).
    var leftOutOfCanvasCSV: [String]
    var ignored: [String]
    /// Ids the grader would not believe, each with why: a Gradescope SID
    /// graded under the account's e-mail instead (`GradescopeIdentities`),
    /// a roster row matched only through its ID or SIS columns while another
    /// submission matches no row (`Roster.Matching.unconfirmed`).
    var distrusted: [String]

    var count: Int { skipped.count + rosterRowsWithoutSubmission.count + submissionsNotInRoster.count + leftOutOfCanvasCSV.count + distrusted.count }

    init(_ report: GradeReport, roster: Roster?) {
        skipped = report.skipped ?? []
        ignored = report.ignored ?? []
        distrusted = report.distrusted ?? []
        rosterRowsWithoutSubmission = []
        submissionsNotInRoster = []
        leftOutOfCanvasCSV = CanvasCSV.leftOut(report, roster: roster).map { "\(SubmissionDiscovery.shown($0.student.text)): \($0.reason)" }
        distrusted += CanvasCSV.unvouched(report, roster: roster).map { CanvasCSV.unvouchedReason($0, roster: roster) }
        guard let roster else { return }
        let matching = roster.match(report.students, lms: Set(report.lmsStudents ?? []), checked: Set(report.checkedStudents ?? []))
        let matched = Set(matching.row.values).union(matching.unconfirmed.keys)
        distrusted += matching.unconfirmed.sorted { $0.key < $1.key }.map(\.value)
        rosterRowsWithoutSubmission = roster.entries.indices.filter { !matched.contains($0) }.map { index in
            let entry = roster.entries[index]
            return Row(name: entry.name, id: entry.id, sisUserID: entry.sisUserID, sisLoginID: entry.sisLoginID, folder: entry.folder)
        }
        submissionsNotInRoster = report.students.filter { matching.row[$0] == nil }.map(\.text)
    }

    /// One line each, for the terminal and the summary page.
    var lines: [String] {
        skipped + rosterRowsWithoutSubmission.map { row in
            "roster row with no submission: " + (row.name.isEmpty ? "" : SubmissionDiscovery.shown(row.name) + " ")
                + "(" + [("ID", row.id), ("SIS User ID", row.sisUserID), ("SIS Login ID", row.sisLoginID), ("Folder", row.folder)]
                .filter { !$0.1.isEmpty }.map { "\($0.0) \(SubmissionDiscovery.shown($0.1))" }.joined(separator: ", ") + ")"
        } + submissionsNotInRoster.map { "submission in no roster row: \(SubmissionDiscovery.shown($0)) (graded, but no roster row is theirs)" }
            + leftOutOfCanvasCSV.map { "left out of canvas.csv: " + $0 } + distrusted.map { "distrusted: " + $0 }
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONText.safe(String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)) + "\n"
    }
}
