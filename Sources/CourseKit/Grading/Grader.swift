import Foundation

/// One `course grade` run, start to finish: find the submissions, take this
/// shard's slice, grade (cache first), write every output. Terminal-free: the
/// caller gets callbacks and draws what it likes.
struct Grader {
    struct Options {
        var submissions: String
        /// nil with `all`.
        var lab: String?
        var all = false
        var out: String
        var jobs: Int
        var roster: String?
        /// `--name-pattern REGEX` (`NameScheme.custom`).
        var namePattern: String?
        /// `--canvas-assignment` values (`CanvasAssignment.parse`).
        var canvasAssignments: [String] = []
        var shard: Shard?
        var force = false
        /// Default: `<out>/.cache`.
        var cacheDirectory: String?
        var isolation = Sandbox.Request.auto
        var workerExecutable: String
        var global: GlobalOptions
    }

    struct Outcome {
        var report: GradeReport
        var graded = 0
        var cached = 0
        var warnings: [String] = []
        var written: [String] = []
        /// Per-student files of an earlier run's students, removed (`OutputFolder.removeStale`).
        var removed: [String] = []
        /// Students' files that could not be written (the rest were).
        var unwritten: [String] = []
        var unmatched = Unmatched(GradeReport(labs: [], records: [], shard: nil, isolation: ""), roster: nil)
        var seconds = 0.0
        var ungradable: [GradeRecord] { report.records.filter { $0.graderError != nil } }
    }

    static func run(
        _ options: Options, log: @escaping @Sendable (String) -> Void, onStart: (_ total: Int) -> Void,
        onResult: @escaping @Sendable (GradeRecord, _ cached: Bool) -> Void
    ) throws(CourseError) -> Outcome {
        let start = Date()
        let environment = options.global.environment
        let root = try CourseRoot.locate(explicit: options.global.course, environment: environment, currentDirectory: options.global.currentDirectory)
        let course = try Course.load(root: root)
        let selected = try options.lab.map { name throws(CourseError) in try course.lab(named: name) }
        let roster = try options.roster.map { path throws(CourseError) in try Roster.load(path) }
        let submissions = absolute(options.submissions, options.global.currentDirectory)
        let names = try options.namePattern.map { pattern throws(CourseError) in try NameScheme.custom(pattern) }
        // Everything the command line names is checked before --out is made or locked.
        guard Files.isDirectory(submissions) else {
            throw CourseError.usage("error: the submissions folder \(submissions) does not exist (or is not a folder).")
        }
        let out = absolute(options.out, options.global.currentDirectory)
        try Files.createDirectory(out)
        guard access(out, W_OK) == 0 else { throw CourseError("error: the output folder \(out) is not writable.") }
        try OutputFolder.lock(out)

        // Archives handed in are unpacked for this run only.
        let archives = Archives()
        defer { archives.remove() }
        var found = try SubmissionDiscovery.discover(
            in: submissions, labs: course.labs, only: selected, roster: roster, names: names, archives: archives)
        // The whole class, before a shard is cut from it (merge checks the shards add up to it).
        let wholeClass = found.submissions.map(\.student)
        if let shard = options.shard {
            let mine = shard.students(of: found.submissions.map(\.student))
            found.submissions = found.submissions.filter { mine.contains($0.student) }
        }
        let labs = selected.map { [$0] } ?? course.labs
        var outcome = Outcome(
            report: GradeReport(labs: labs.map(GradedLab.init), records: [], shard: options.shard?.description, isolation: "", warnings: found.warnings))
        if options.shard != nil {
            outcome.report.classStudents = Set(wholeClass).count
            outcome.report.classList = Shard.classListHash(wholeClass)
        }
        let columns = try CanvasAssignment.parse(options.canvasAssignments, labs: labs)
        outcome.report.canvasColumns = columns.isEmpty ? nil : columns
        outcome.report.lmsStudents = found.lmsStudents.isEmpty ? nil : found.lmsStudents.sorted()
        outcome.report.skipped = found.skipped
        outcome.report.ignored = found.ignored
        outcome.warnings = found.warnings

        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: options.global.currentDirectory, environment: environment, isolation: options.isolation, log: log)
        outcome.report.isolation = runner.sandbox.description
        outcome.report.grader = Self.stamp(runner)
        for index in outcome.report.labs.indices { outcome.report.labs[index].snapshot = try LabSnapshot.hash(of: labs[index]) }
        let engine = GradeEngine(
            runner: runner, workerExecutable: options.workerExecutable, jobs: max(options.jobs, 1), force: options.force,
            cache: GradeCache(directory: options.cacheDirectory.map { absolute($0, options.global.currentDirectory) } ?? out + "/.cache"),
            environment: environment)
        onStart(found.submissions.count)
        let counts = Locked((graded: 0, cached: 0))
        let records = try engine.grade(found.submissions) { record, cached in
            counts.withLock { cached ? ($0.cached += 1) : ($0.graded += 1) }
            onResult(record, cached)
        }
        (outcome.graded, outcome.cached) = counts.withLock { ($0.graded, $0.cached) }
        outcome.report.records = records
        outcome.report.sortRecords()
        let written = try GradeOutputs.write(outcome.report, roster: roster, to: out)
        (outcome.written, outcome.unwritten) = (written.files, written.failures)
        outcome.unmatched = Unmatched(outcome.report, roster: roster)
        outcome.removed = OutputFolder.removeStale(in: out, keeping: written.files)
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// `course grade merge OUT… --out DIR`.
    static func merge(_ directories: [String], out: String, roster: String?, currentDirectory: String) throws(CourseError) -> (GradeReport, GradeOutputs.Written) {
        var reports: [(directory: String, report: GradeReport)] = []
        for directory in directories { reports.append((directory, try GradeOutputs.readReport(absolute(directory, currentDirectory)))) }
        try Shard.verify(reports.map { ($0.directory, $0.report) })
        var report = try GradeOutputs.merge(reports)
        let roster = try roster.map { path throws(CourseError) in try Roster.load(path) }
        if let roster {
            // The roster may not be the shards': its matches are checked again (canvas.csv follows them).
            let matching = roster.match(report.students, lms: Set(report.lmsStudents ?? []))
            report.warnings = (report.warnings ?? []) + matching.warnings.filter { !(report.warnings ?? []).contains($0) }
        }
        let out = absolute(out, currentDirectory)
        try Files.createDirectory(out)
        try OutputFolder.lock(out)
        let written = try GradeOutputs.write(report, roster: roster, to: out)
        OutputFolder.removeStale(in: out, keeping: written.files)
        return (report, written)
    }

    /// `GradeReport.grader`: what must be the same for two shards' grades to be one gradebook's.
    static func stamp(_ runner: LabRunner) -> String {
        "\(CLI.version); \((runner.simulator.directory as NSString).lastPathComponent); scenario seeds \(ScenarioSeeds.count)"
    }

    static func absolute(_ path: String, _ base: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
    }
}
