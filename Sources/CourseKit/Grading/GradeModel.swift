import Foundation

/// A lab as the grading outputs need it: id, title, points and checks.
public struct GradedLab: Codable, Equatable, Sendable {
    public var id: String
    public var title: String
    public var maxScore: Int
    public var checks: [LabManifest.Check]
    public var lint: [LabManifest.LintRule]
    /// The hash of the lab's snapshot that graded it (`LabSnapshot.hash`):
    /// `course grade merge` refuses to join reports that graded one lab id
    /// from two versions of it. Absent in older reports.
    public var snapshot: String? = nil

    init(_ lab: Lab) {
        id = lab.id
        title = lab.title
        maxScore = lab.maxScore
        checks = lab.manifest.checks
        lint = lab.manifest.lint ?? []
    }
}

/// One student's submission for one lab, graded (or found ungradable).
public struct GradeRecord: Codable, Equatable, Sendable {
    /// Exactly as found (compared by its bytes).
    public var student: StudentID
    public var lab: String
    /// The cache key: submission files + lab + simulator + runner.
    public var key: String
    /// The file names as the student submitted them.
    public var files: [String]
    /// What discovery noticed: a renamed or ignored file, a resubmission.
    public var notes: [String]
    public var verdict: Verdict
    /// Set when the grader itself could not grade the submission (its worker
    /// crashed or hung). The submission then scores 0.
    public var graderError: String?
    /// The machine could not judge it, in the run with the others and again
    /// alone at the end: a program starved of the CPU until its time limit,
    /// or killed from outside (`ExitCode.notJudged`); `graderError` says which.
    /// Absent otherwise.
    public var notJudged: Bool? = nil
    /// Wall-clock seconds of the worker (lint + compile + run).
    public var seconds: Double
    /// ISO 8601.
    public var gradedAt: String
    /// The LMS marked the submission late (Canvas's `LATE`); absent otherwise.
    public var late: Bool? = nil

    public var score: Int { graderError == nil ? verdict.score : 0 }
    /// The score to hand to anyone who imports it (canvas.csv, gradebook.csv,
    /// Gradescope's results.json): nil when the grader could not grade the
    /// submission (`graderError`: a starved run, a worker that crashed). No
    /// grade is written for it, never a 0 that would be imported as one.
    public var gradedScore: Int? { graderError == nil ? verdict.score : nil }
    public var maxScore: Int { verdict.maxScore }

    /// What went wrong, in one line, when the submission did not pass.
    public var reason: String? {
        if let graderError { return "could not be graded: \(graderError)" }
        if verdict.passed { return nil }
        if let problem = verdict.problem { return problem.hasPrefix("error: ") ? String(problem.dropFirst(7)) : problem }
        let failed = verdict.checks.filter { !$0.passed }.map(\.id)
        let lint = verdict.lint.filter(\.counts).map(\.rule)
        var parts: [String] = []
        if !failed.isEmpty { parts.append("failed \(failed.joined(separator: ", "))") }
        if !lint.isEmpty { parts.append("lint \(Array(Set(lint)).sorted().joined(separator: ", "))") }
        return parts.isEmpty ? "not passed" : parts.joined(separator: "; ")
    }
}

/// Everything one `course grade` run produced: the source of every output file
/// (`results.json` in the output folder; `course grade merge` joins these).
public struct GradeReport: Codable, Equatable, Sendable {
    public var format = 1
    public var labs: [GradedLab]
    /// Sorted by student, then by lab in course order.
    public var records: [GradeRecord]
    /// `K/N` when this is one shard of a class.
    public var shard: String?
    /// With `shard`: how many students the whole class had, the shards' slices
    /// together (`course grade merge` checks the shards add up to it).
    public var classStudents: Int?
    /// With `shard`: a hash of the whole class's ids (sorted, by their
    /// bytes), so that shards cut from different class lists are not merged.
    public var classList: String?
    /// With `shard`: a hash of every submission of the whole class (ids,
    /// labs, file names and bytes), so that shards of two gradings of one
    /// class (a resubmission graded into one shard only) are not merged.
    public var classContent: String?
    /// How student programs were isolated (see `Isolation`).
    public var isolation: String
    /// What discovery skipped or refused in the submissions folder (names it
    /// will not guess at), for the summary page. Absent in older reports.
    public var warnings: [String]?
    /// The student ids that are an LMS download's user ids (matched to a
    /// roster's ID column only, `Roster.match`). Absent in older reports.
    public var lmsStudents: [StudentID]?
    /// Entries of the submissions folder read as no one's (`Unmatched`).
    /// Absent in older reports.
    public var skipped: [String]?
    /// What an LMS writes beside the files handed in (receipts), passed over.
    public var ignored: [String]?
    /// Ids discovery would not believe (a Gradescope SID graded under the
    /// e-mail), for `unmatched.json`'s `distrusted`. Absent in older reports.
    public var distrusted: [String]?
    /// Gradescope ids whose SID was checked against the roster's names
    /// (`Roster.match`'s `checked`). Absent in older reports.
    public var checkedStudents: [StudentID]?
    /// The roster's hash (`Roster.digest`) when the run was given one:
    /// `course grade merge` then needs `--roster` too. Absent otherwise.
    public var roster: String?
    /// Each Gradescope account of the export, with the id it was graded
    /// under, so that `course grade merge --roster` checks the SIDs against
    /// its roster as `course grade --roster` does (`IdentityAtMerge`).
    /// Absent when the export was not Gradescope's.
    public var gradescopeAccounts: [GradescopeAccount]?
    /// `--canvas-assignment`: each lab's canvas.csv column, `Name (123)`.
    public var canvasColumns: [String: String]?
    /// What graded it: the course version, the simulator build (its sources,
    /// harness and toolchain) and the scenario seeds per check. Shards of one
    /// class must agree (`course grade merge`). Absent in older reports.
    public var grader: String?

    public init(labs: [GradedLab], records: [GradeRecord], shard: String?, isolation: String, warnings: [String] = []) {
        self.labs = labs
        self.records = records
        self.shard = shard
        self.isolation = isolation
        self.warnings = warnings
        sortRecords()
    }

    mutating func sortRecords() {
        let order = Dictionary(labs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        records.sort { ($0.student, order[$0.lab] ?? .max) < ($1.student, order[$1.lab] ?? .max) }
    }

    /// Students in order, each once.
    public var students: [StudentID] {
        var seen = Set<StudentID>()
        return records.map(\.student).filter { seen.insert($0).inserted }
    }

    public func records(of student: StudentID) -> [GradeRecord] { records.filter { $0.student == student } }

    public func record(student: StudentID, lab: String) -> GradeRecord? {
        records.first { $0.student == student && $0.lab.sameBytes(lab) }
    }
}

/// A Gradescope submitter as `submission_metadata.yml` lists them.
public struct GradescopeAccount: Codable, Equatable, Sendable, Comparable {
    public var folder: String
    public var name: String
    public var sid: String
    public var email: String
    /// The id the account's grade was recorded under: the SID, or the e-mail when the SID was not believed.
    public var gradedAs: StudentID

    public static func < (a: GradescopeAccount, b: GradescopeAccount) -> Bool {
        (StudentID(a.folder), StudentID(a.email)) < (StudentID(b.folder), StudentID(b.email))
    }
}

extension Verdict {
    /// A verdict for a submission that never reached the runner.
    static func notRun(_ lab: GradedLab, stage: Stage = .files, problem: String) -> Verdict {
        Verdict(
            lab: lab.id, title: lab.title, passed: false, score: 0, maxScore: lab.maxScore, stage: stage, problem: problem,
            checks: lab.checks.map { .init(id: $0.id, text: $0.text, points: $0.points, passed: false, message: "not run") },
            lint: [], bodyCounts: [], compilerOutput: "", programOutput: "", ignoredChannelLines: 0, seconds: 0)
    }
}
