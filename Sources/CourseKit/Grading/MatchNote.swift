import Foundation

/// What a student's own feedback (feedback/, Gradescope's `output`) may say
/// about a roster or Gradescope match that was refused or contested: the one
/// place those sentences are made (the twenty-third review). They name the
/// student's own id only, never a roster row (its name, ID, SIS ids,
/// e-mail) nor another submission's id: a student who typed a classmate's
/// number as a folder name or Gradescope SID was answered with the
/// classmate's name, ids, e-mail and folder. The details (which row, whose
/// submission) go to the instructor only: the terminal, summary.html,
/// results.json's warnings and unmatched.json.
enum MatchNote {
    /// Why a submission's roster match was refused, as its student is told.
    enum Refusal {
        /// It matches one row, but only through that column (an id a student
        /// can choose), while another submission matches no row.
        case onlyThrough(column: String)
        /// It matches several rows.
        case severalRows
        /// Another submission matches the same row.
        case sharedRow
    }

    static let sortedOut = "your instructor has the details; ask them to sort it out"

    /// The note for a submission whose roster match was refused.
    static func refused(_ student: StudentID, _ refusal: Refusal) -> String {
        let id = SubmissionDiscovery.shown(student.text)
        let why = switch refusal {
        case .onlyThrough(let column):
            "your id \(id) matches a roster row only through its \(column), which a student can choose, and another submission matches "
                + "no row at all, so the grader cannot tell that the row is yours"
        case .severalRows:
            "your id \(id) matches more than one row of the roster, and the grader will not guess which is you"
        case .sharedRow:
            "your id \(id) matches a roster row that another submission also matches, and the grader will not guess which is that student's"
        }
        return "your submission could not be matched to the roster: " + why + "; this grade was entered for no one in the LMS import ("
            + sortedOut + ")"
    }

    /// The note for a student whose own row another, refused, submission also matched.
    static let contested =
        "another submission also matches your roster row; it was not counted as yours (" + sortedOut + ")"

    /// The note for a Gradescope account whose typed SID was not believed:
    /// its own SID and the id it was graded under (its own e-mail, or its
    /// own Gradescope folder), never why in terms of a classmate's row or account.
    static func sidNotBelieved(sid: String, under: String) -> String {
        "graded under \(under), not the SID \(SubmissionDiscovery.shown(sid)) you typed: what the grader knows does not confirm that "
            + "SID is yours (" + sortedOut + "); correct your SID in Gradescope if it is wrong"
    }
}
