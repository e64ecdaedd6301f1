import Foundation
import SwiftParser
import SwiftSyntax

/// Which labs an `--all` run grades (the twenty-first review). Every
/// student has every lab's starter (`course` hands them out), and an
/// untouched starter scores points: a student who copied the starters of
/// labs not yet due into their hand-in got a higher `total` than a classmate
/// with the same work, and one student's extra folders put a column per lab
/// into gradebook.csv and canvas.csv.
///
/// The rule (an assignment is graded when someone handed in work for it, as
/// nbgrader and Gradescope grade the assignment the instructor collects):
/// - a submission whose every lab file is the lab's starter as code, as
///   handed out, is not attempted: it is not graded (no points, no record,
///   an empty cell), and each lab's such submissions are listed (`skipped`,
///   so `--strict` exits 3). As code, not bytes (the twenty-second review:
///   a starter with one comment added was work handed in): the files'
///   SwiftSyntax tokens without their trivia, so comments, white space,
///   line ends (CRLF) and layout changed in a starter are still the starter;
/// - a lab is graded, and gets a column, only when someone handed in more
///   than its starter; `--all` writes columns for those labs only, in the
///   course's order;
/// - a lab that fewer than half of the students handed in work for is
///   graded, and said, naming them (a column that lab's classmates will see
///   empty, points in those students' totals); not only when exactly one did
///   (the twenty-second review: two who copied the starters in passed).
/// `--lab ID` grades what it is asked for, as before.
enum AllLabs {
    /// Whether every lab file of the submission is its starter, unchanged as code.
    static func isUnchangedStarter(_ submission: Submission) -> Bool {
        let expected = submission.lab.manifest.files
        guard !expected.isEmpty, submission.missing.isEmpty, submission.refused.isEmpty, submission.files.count == expected.count else { return false }
        return submission.files.allSatisfy { file in
            guard let handedIn = try? StudentFile.read(file.path, shown: file.submittedName),
                  let starter = FileManager.default.contents(atPath: submission.lab.starterDirectory + "/" + file.name)
            else { return false }
            return handedIn == starter || sameCode(handedIn, starter, name: file.submittedName)
        }
    }

    /// Whether two Swift files are the same code: the same tokens (kind and
    /// text), their trivia (comments, white space, line ends) aside. Each is
    /// read as the text the grader grades (`StudentFile.gradedText`: the
    /// twenty-third review found a starter saved as UTF-16 or Windows-1252,
    /// which the grader converts and grades, compared as UTF-8 and so taken
    /// for work handed in). A file that nests too deeply to be read safely
    /// here, in the grader's own process (`NestingLimit`), is not the starter
    /// (it is graded, and the grading worker refuses it); nor is a file that
    /// is not text.
    static func sameCode(_ handedIn: Data, _ starter: Data, name: String = "") -> Bool {
        guard let starterText = StudentFile.gradedText(starter, name: name), let handedInText = StudentFile.gradedText(handedIn, name: name),
              let starter = codeTokens(starterText), let handedIn = codeTokens(handedInText)
        else { return false }
        return handedIn == starter
    }

    /// The file's tokens in order, without trivia; missing tokens (the
    /// parser's repairs) left out, unexpected text kept. Nil when it nests
    /// deeper than `NestingLimit` (checked on the text before parsing, and
    /// on the tree by an iterative walk).
    static func codeTokens(_ text: String) -> [TokenKind]? {
        guard NestingLimit.scan(text) == nil else { return nil }
        let tree = Parser.parse(source: text)
        var tokens: [TokenKind] = []
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            guard depth <= NestingLimit.syntaxLevels else { return nil }
            if let token = node.as(TokenSyntax.self) {
                if token.presence == .present { tokens.append(token.tokenKind) }
                continue
            }
            stack += node.children(viewMode: .sourceAccurate).reversed().map { ($0, depth + 1) }
        }
        return tokens
    }

    /// Leaves out the unchanged starters and the labs no one handed in work
    /// for; returns the labs to grade, in `courseLabs`' order.
    static func select(_ found: inout SubmissionDiscovery.Found, courseLabs: [Lab]) -> [Lab] {
        func skip(_ what: String) {
            found.warnings.append(what)
            found.skipped.append(what)
        }
        let students = Set(found.submissions.map(\.student)).count
        var starters: [String: [StudentID]] = [:]
        found.submissions.removeAll { submission in
            guard isUnchangedStarter(submission) else { return false }
            starters[submission.lab.id, default: []].append(submission.student)
            return true
        }
        let attempted = Set(found.submissions.map(\.lab.id))
        for lab in courseLabs {
            guard let ids = starters[lab.id] else { continue }
            let list = ids.sorted().prefix(SubmissionDiscovery.maxListed).map { SubmissionDiscovery.shown($0.text) }.joined(separator: ", ")
                + (ids.count > SubmissionDiscovery.maxListed ? ", …" : "")
            let verdict = attempted.contains(lab.id)
                ? "they were not graded (no points: their cells are left empty)"
                : "no one handed in more, so the lab was not graded and has no column in gradebook.csv or canvas.csv"
            skip("--all: \(ids.count) submission(s) of \(lab.id) are its starter as handed out, unchanged as code (comments, white space and text encoding aside; not attempted): \(list); " + verdict
                + ". Grade a lab on purpose with --lab \(lab.id)")
        }
        let graded = courseLabs.filter { attempted.contains($0.id) }
        for lab in graded where students > 1 {
            let by = Set(found.submissions.filter { $0.lab.id == lab.id }.map(\.student)).sorted()
            guard by.count * 2 < students else { continue }
            let list = by.prefix(SubmissionDiscovery.maxListed).map { SubmissionDiscovery.shown($0.text) }.joined(separator: ", ")
                + (by.count > SubmissionDiscovery.maxListed ? ", … and \(by.count - SubmissionDiscovery.maxListed) more" : "")
            found.warnings.append(
                "--all: only \(by.count) of \(students) students handed in work for \(lab.id) (\(list)); it was graded, and its column "
                    + "is in gradebook.csv and canvas.csv (empty for the others) and counts in \(by.count == 1 ? "that student's total" : "their totals"): "
                    + "if \(lab.id) is not due yet, grade the labs that are with --lab")
        }
        return graded
    }
}
