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
        /// `--replace`: grades of another class in --out may be replaced (`studentsDropped`).
        var replace = false
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
        try CourseRoot.refuseUntrustedForGrading(root)
        let course = try Course.load(root: root)
        let selected = try options.lab.map { name throws(CourseError) in try course.lab(named: name) }
        let roster = try options.roster.map { path throws(CourseError) in try Roster.load(path) }
        let given = absolute(options.submissions, options.global.currentDirectory)
        let names = try options.namePattern.map { pattern throws(CourseError) in try NameScheme.custom(pattern) }
        // Everything the command line names is checked before --out is made or locked.
        // SUBMISSIONS may be the LMS's download zip itself: read by the grader
        // into a private staging folder, graded as a folder is (`ExportArchive`).
        let export = Files.kind(given) == .file
        guard export || Files.isDirectory(given) else {
            throw CourseError.usage(
                "error: the submissions folder \(given) does not exist (or is not a folder or the LMS's download zip).")
        }
        if export, InPlaceListing.kind(of: given) != .zip {
            throw CourseError.usage(
                "error: \(given) is a file but not a zip: give the LMS's download zip (submissions.zip) or the folder it was unpacked into.")
        }
        let out = absolute(options.out, options.global.currentDirectory)
        // An --out inside SUBMISSIONS would be read as a student's folder, and
        // its files written among the students' (the nineteenth review).
        // Judged as the kernel reads the paths (`realpath(3)`: a link is
        // followed before the `..` after it), before --out is made, and
        // again once it exists (the twentieth review: `LINK/../grades`).
        try refuseInside(out, given)
        let existed = Files.exists(out)
        try Files.createDirectory(out)
        do { try refuseInside(out, given) } catch {
            if !existed { rmdir(out) }
            throw error
        }
        guard access(out, W_OK) == 0 else { throw CourseError("error: the output folder \(out) is not writable.") }
        try OutputFolder.lock(out)

        let extracted = export ? try ExportArchive.extract(given) : nil
        let staged = extracted?.path ?? given
        defer { if export { RunFolders.remove(staged) } }
        // Gradescope's export wraps the class in `assignment_<id>_export/` (the twenty-fifth review), believed only in its shape.
        let submissions = extracted?.classRoot ?? staged
        // Archives handed in are unpacked for this run only.
        let archives = Archives()
        defer { archives.remove() }
        var found: SubmissionDiscovery.Found
        do {
            found = try SubmissionDiscovery.discover(
                in: submissions, labs: course.labs, only: selected, roster: roster, names: names, archives: archives,
                fromExport: export, refusedParts: extracted?.refused ?? [:])
        } catch {
            // The staging folder is gone when this is read: the zip is named instead.
            throw export ? CourseError(error.message.replacingOccurrences(of: staged, with: given), exitCode: error.exitCode) : error
        }
        if export {
            // What discovery says names the zip, never the staging folder removed at the end of the run.
            found.warnings = found.warnings.map { $0.replacingOccurrences(of: staged, with: given) }
            found.skipped = found.skipped.map { $0.replacingOccurrences(of: staged, with: given) }
            // How the zip was read, when not as the LMS writes it (counts for `--strict`).
            found.warnings += extracted?.notes ?? []
            found.skipped += extracted?.notes ?? []
        }
        // A folder: what the LMS wrote cannot be told from what a student's
        // archive wrote if one was unpacked there (`FolderProvenance`).
        // The twenty-sixth review: an unpack can erase its own residue (GNU
        // tar replaces an archive with a folder of its name), so a folder in
        // an LMS's layout is never taken as verified, evidence or not: said
        // once (`--strict` exits 3), naming the zip to grade instead.
        if !export, let warning = FolderProvenance.warning(submissions) ?? found.lmsLayout.map(unverifiedFolder) {
            found.warnings.append(warning)
            found.skipped.append(warning)
        }
        // `--all`: the labs someone handed in work for, never an unchanged starter (`AllLabs`).
        let allLabs = selected == nil ? AllLabs.select(&found, courseLabs: course.labs) : []
        // Nothing to grade is a mistake (a download not unpacked yet, a typo'd
        // path), not an empty class: its outputs would replace the last run's.
        guard !found.submissions.isEmpty else {
            let said = found.skipped.prefix(5).map { "\n  " + $0 }.joined() + (found.skipped.count > 5 ? "\n  … and \(found.skipped.count - 5) more" : "")
            throw CourseError.usage("error: no submissions found in \(given)" + (selected.map { " for lab \($0.id)" } ?? "")
                + (said.isEmpty ? ": it holds no student folder and no LMS file." : "; what it holds was passed over:" + said))
        }
        // Judged by the labs this run writes grades of (the labs it found
        // submissions for), not those it may grade (`--all`: the twentieth review).
        let earlier = try earlierReport(in: out, replace: options.replace)
        try refuseOtherLabs(in: out, earlier: earlier.report, labs: labsFound(found.submissions.map(\.lab.id)))
        // The last run here stopped while writing (we hold the lock: it is not running): said, and every file is written again.
        let resumed = OutputFolder.isIncomplete(out)
        // The whole class, before a shard is cut from it (merge checks the shards add up to it).
        let wholeClass = found.submissions.map(\.student)
        // What this run writes into --out: the whole class, or a shard's slice of it.
        let writes = options.shard.map { Array($0.students(of: wholeClass)) } ?? wholeClass
        let dropped = try studentsDropped(
            from: out, earlier: earlier.report, labs: labsFound(found.submissions.map(\.lab.id)), writes: writes, shard: options.shard?.description,
            replace: options.replace)
        let classContent = options.shard == nil ? nil : Shard.classContentHash(found.submissions)
        if options.shard != nil {
            let mine = Set(writes)
            found.submissions = found.submissions.filter { mine.contains($0.student) }
        }
        let labs = selected.map { [$0] } ?? allLabs
        var outcome = Outcome(
            report: GradeReport(labs: labs.map(GradedLab.init), records: [], shard: options.shard?.description, isolation: "", warnings: found.warnings))
        if options.shard != nil {
            outcome.report.classStudents = Set(wholeClass).count
            outcome.report.classList = Shard.classListHash(wholeClass)
            outcome.report.classContent = classContent
        }
        let columns = try CanvasAssignment.parse(options.canvasAssignments, labs: labs)
        outcome.report.canvasColumns = columns.isEmpty ? nil : columns
        outcome.report.lmsStudents = found.lmsStudents.isEmpty ? nil : found.lmsStudents.sorted()
        // Grades dropped from --out (`--replace`) are said as what was not read: `--strict` exits 3.
        outcome.report.skipped = found.skipped + earlier.replaced + droppedWarning(dropped, out: out)
        outcome.report.ignored = found.ignored
        outcome.report.distrusted = found.distrusted.isEmpty ? nil : found.distrusted
        outcome.report.checkedStudents = found.checkedStudents.isEmpty ? nil : found.checkedStudents.sorted()
        outcome.report.roster = roster?.digest
        outcome.report.gradescopeAccounts = found.gradescopeAccounts.isEmpty ? nil : found.gradescopeAccounts.sorted()
        outcome.warnings = found.warnings + earlier.replaced + droppedWarning(dropped, out: out)
        if resumed {
            outcome.warnings.append(
                "\(out) was left incomplete by an earlier run that stopped while writing it (\(OutputFolder.incompleteFile)): "
                    + "its files mixed runs; this run writes every file again")
        }
        if options.shard != nil, Files.exists(out + "/canvas.csv") {
            outcome.warnings.append("\(out)/canvas.csv is removed: a shard writes none (`course grade merge` writes it for the whole class)")
        }

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
        (outcome.written, outcome.unwritten, outcome.removed) = (written.files, written.failures, written.removed)
        outcome.unmatched = Unmatched(outcome.report, roster: roster)
        outcome.seconds = Date().timeIntervalSince(start)
        return outcome
    }

    /// The line for a folder in `lms`'s download layout that holds no
    /// archive, link or hard link: that proves nothing (GNU tar unlinks an
    /// archive to make a folder of its name, and in member order can
    /// hard-link a classmate's file into its uploader's folder, then write
    /// over the classmate's path: every trace gone), so where its files came
    /// from is not verified (the twenty-sixth review, findings 01, 04, 09).
    static func unverifiedFolder(_ lms: String) -> String {
        "this folder is in \(lms)'s download layout, and where its files came from cannot be verified from a folder: a student's archive "
            + "unpacked in it can replace a classmate's file (or Gradescope's submission_metadata.yml) and remove itself, leaving nothing to see. "
            + "Grade the LMS's download zip instead (`course grade submissions.zip --lab …`): the grader reads it itself, and nothing a student's "
            + "archive holds can have been unpacked into it"
    }

    /// `course grade merge OUT… --out DIR`.
    static func merge(
        _ directories: [String], out: String, roster: String?, replace: Bool = false, currentDirectory: String
    ) throws(CourseError) -> (report: GradeReport, written: GradeOutputs.Written, warnings: [String]) {
        let out = absolute(out, currentDirectory)
        // --out may not be one of the folders read: the merged report would replace that shard's.
        for directory in directories where resolved(absolute(directory, currentDirectory)) == resolved(out) {
            throw CourseError.usage(
                "error: --out \(out) is one of the folders to merge (\(directory)): its results would be replaced by the merge. Give --out a new folder.")
        }
        var reports: [(directory: String, report: GradeReport)] = []
        for directory in directories {
            // A folder a `course grade` run is still writing is not read (a shared lock, held to the end of the merge).
            try OutputFolder.lockShared(absolute(directory, currentDirectory))
            // A run into it stopped while writing: its files mix runs (the twenty-sixth review).
            if OutputFolder.isIncomplete(absolute(directory, currentDirectory)) {
                throw CourseError.usage(
                    "error: \(directory) is incomplete: the `course grade` run writing it stopped before it finished "
                        + "(\(OutputFolder.incompleteFile) is there), so its files may be from different runs. Run that shard's "
                        + "`course grade` again, then merge.")
            }
            reports.append((directory, try GradeOutputs.readReport(absolute(directory, currentDirectory))))
        }
        try Shard.verify(reports.map { ($0.directory, $0.report) })
        var report = try GradeOutputs.merge(reports)
        let roster = try roster.map { path throws(CourseError) in try Roster.load(path) }
        // Who each grade is entered for is judged class-wide, here, with the roster (`IdentityAtMerge`).
        try IdentityAtMerge.apply(&report, roster: roster)
        // Said on merge's terminal too: it writes canvas.csv (the twenty-second review).
        var identityWarnings: [String] = []
        if let roster {
            // The roster may not be the shards': its matches are checked again (canvas.csv follows them).
            let matching = roster.match(report.students, lms: Set(report.lmsStudents ?? []), checked: Set(report.checkedStudents ?? []))
            // Look-alikes of roster keys, judged class-wide too: the two may be in different shards (the twenty-second review).
            let lookAlikes = SubmissionDiscovery.rosterLookAlikes(roster, students: report.students, lms: Set(report.lmsStudents ?? []))
            identityWarnings = lookAlikes + matching.warnings
            report.warnings = (report.warnings ?? []) + identityWarnings.filter { !(report.warnings ?? []).contains($0) }
            // Each refused match is said in that student's feedback, as a run given the whole class says it.
            for index in report.records.indices {
                if let reason = matching.refused[report.records[index].student], !report.records[index].notes.contains(reason) {
                    report.records[index].notes.insert(reason, at: 0)
                }
            }
        }
        try Files.createDirectory(out)
        try OutputFolder.lock(out)
        let earlier = try earlierReport(in: out, replace: replace)
        try refuseOtherLabs(in: out, earlier: earlier.report, labs: labsFound(report.records.map(\.lab)))
        let dropped = try studentsDropped(
            from: out, earlier: earlier.report, labs: labsFound(report.records.map(\.lab)), writes: report.students, shard: report.shard, replace: replace)
        report.skipped = (report.skipped ?? []) + earlier.replaced + droppedWarning(dropped, out: out)
        let written = try GradeOutputs.write(report, roster: roster, to: out)
        return (report, written, identityWarnings + earlier.replaced + droppedWarning(dropped, out: out))
    }

    /// The `results.json` an earlier run left in --out, which the checks
    /// that protect it read (`refuseOtherLabs`, `studentsDropped`): nil when
    /// there is none. One that is there but cannot be read (emptied, cut
    /// short, not JSON, or a format this version does not read) is refused
    /// (exit 2, naming it), not taken as empty: taken as empty, another
    /// section's run removed the class's feedback and Gradescope files
    /// without a word, exit 0 (the twenty-third review). With `--replace`
    /// it is graded over, and said (`replaced`: a warning, and in
    /// `unmatched.json`'s skipped, so `--strict` exits 3).
    static func earlierReport(in out: String, replace: Bool) throws(CourseError) -> (report: GradeReport?, replaced: [String]) {
        let path = out + "/" + GradeOutputs.reportFile
        guard Files.kind(path) != .missing else { return (nil, []) }
        do {
            return (try GradeOutputs.readReport(out), [])
        } catch {
            let why = error.message.hasPrefix("error: ") ? String(error.message.dropFirst(7)) : error.message
            guard replace else {
                throw CourseError.usage(
                    "error: \(path) is there but cannot be read as a `course grade` results file (\(why)): it may hold the grades of "
                        + "students this run does not grade, whose feedback and Gradescope files this run would remove. "
                        + "Move \(out) aside (or restore its results.json), or pass --replace to grade over it.")
            }
            return (nil, ["\(path) could not be read (\(why)); graded over it (--replace): any grades it held, and the feedback "
                + "and Gradescope files of students this run does not grade, are replaced"])
        }
    }

    /// The students an earlier run graded into --out, for the labs this run
    /// writes, that this run does not write grades of: their grades and
    /// feedback go. Refused (exit 2) unless `--replace` (the twenty-second
    /// review):
    /// - an --out written by a run of another kind: `results.json` says
    ///   whether a whole-class run (or a merge) wrote it, or shard K/N of a
    ///   grading; a shard over a whole run's results would keep its slice
    ///   only (and remove canvas.csv), a whole run over a shard's, or a shard
    ///   of another K/N, is not a rerun of it;
    /// - any student's grades dropped, whatever the overlap: none of this
    ///   run's students there is another class's gradebook (a second
    ///   section); one id shared with it (an `alice` in both sections) is no
    ///   proof of a rerun. A student who left the class is dropped with
    ///   `--replace`, named (`droppedWarning`) and counted by `--strict`.
    /// `writes` are the students this run writes (a shard's slice, not the
    /// whole class it was cut from).
    static func studentsDropped(
        from out: String, earlier: GradeReport?, labs: [String], writes: [StudentID], shard: String?, replace: Bool
    ) throws(CourseError) -> [StudentID] {
        guard let earlier else { return [] }
        let before = earlier.records.filter { labs.contains($0.lab) }.map(\.student)
        guard !before.isEmpty else { return [] }
        let now = Set(writes)
        let dropped = Array(Set(before).subtracting(now)).sorted()
        guard !replace else { return dropped }
        func kind(_ shard: String?) -> String { shard.map { "shard \($0) of a grading (--shard \($0))" } ?? "a whole-class run (or a merge)" }
        if earlier.shard != shard {
            throw CourseError.usage(
                "error: \(out) holds the results of \(kind(earlier.shard)) (\(GradeOutputs.reportFile)), and this run is \(kind(shard)): "
                    + "it would replace them with its own\(shard == nil ? "" : " slice (\(now.count) student(s); no canvas.csv)")"
                    + (dropped.isEmpty ? "" : ", dropping the grades of \(dropped.count) student(s) (\(listed(dropped, 3)))") + ". "
                    + "Give each shard its own --out and join them with `course grade merge`, or pass --replace to replace them.")
        }
        guard !dropped.isEmpty else { return [] }
        if !before.contains(where: now.contains) {
            throw CourseError.usage(
                "error: \(out) holds the grades of \(dropped.count) other student(s) (\(listed(dropped, 3))) and none of this run's: "
                    + "another class's, whose gradebook this run would replace. Give each class or section its own --out, "
                    + "or pass --replace to replace them.")
        }
        throw CourseError.usage(
            "error: \(out) holds the grades of \(dropped.count) student(s) this run does not grade (\(listed(dropped, 10))); "
                + "this run would drop them. If they left the class, pass --replace (the run names them, and --strict exits 3); "
                + "if they are another class's or section's (sharing an id with this one is no rerun), give each its own --out.")
    }

    /// Up to `limit` ids, quoted, and how many more.
    static func listed(_ ids: [StudentID], _ limit: Int) -> String {
        ids.prefix(limit).map(\.text).map { Self.quoted($0) }.joined(separator: ", ") + (ids.count > limit ? ", … and \(ids.count - limit) more" : "")
    }

    /// The line that says whose grades a run dropped from --out.
    static func droppedWarning(_ dropped: [StudentID], out: String) -> [String] {
        guard !dropped.isEmpty else { return [] }
        return ["\(dropped.count) student(s) graded into \(out) before are not in this run; their grades and feedback there are replaced (--replace): "
            + listed(dropped, 10)]
    }

    /// A student id in a message (the console makes it safe to print: `TerminalText.guarded`).
    static func quoted(_ id: String) -> String { "\"\(id)\"" }

    /// An --out inside SUBMISSIONS would be read as a student's folder, and
    /// its files written among the students' (the nineteenth review).
    static func refuseInside(_ out: String, _ submissions: String) throws(CourseError) {
        let (realSubmissions, realOut) = (resolved(submissions), resolved(out))
        if realOut == realSubmissions || realOut.hasPrefix(realSubmissions.hasSuffix("/") ? realSubmissions : realSubmissions + "/") {
            throw CourseError.usage(
                "error: the output folder \(out) is inside the submissions folder \(submissions): it would be graded as a student's folder. "
                    + "Give --out a folder outside \(submissions).")
        }
    }

    /// A path as the kernel reads it, for a path that may not exist yet:
    /// its longest existing prefix through `realpath(3)` (each link followed
    /// before a `..` after it: `here/../grades`, `here` a link, is the link
    /// target's parent's `grades`), the rest (no links: it does not exist)
    /// appended, its `.` and `..` taken lexically.
    static func resolved(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var split = components.count
        while split > 0, !Files.exists("/" + components[..<split].joined(separator: "/")) { split -= 1 }
        var parts = realPath("/" + components[..<split].joined(separator: "/")).split(separator: "/").map(String.init)
        for part in components[split...] {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `realpath(3)` of an existing path (the path itself if it cannot be resolved).
    static func realPath(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// The labs of these records, each once, in first-seen order.
    static func labsFound(_ labs: [String]) -> [String] {
        labs.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// An --out holding another lab's results (grading week by week into one
    /// folder) is refused: this run's outputs would replace them (the
    /// nineteenth review). `labs` are the labs this run writes grades of
    /// (found submissions of; a merge's shards' records), never those it
    /// might grade: an `--all` run that finds only lab 02 may not replace
    /// lab 01's grades (the twentieth review). The earlier results are
    /// judged by the labs they hold grades of.
    static func refuseOtherLabs(in out: String, earlier: GradeReport?, labs: [String]) throws(CourseError) {
        let path = out + "/" + GradeOutputs.reportFile
        guard let earlier else { return }
        let other = labsFound(earlier.records.map(\.lab)).filter { !labs.contains($0) }
        guard !other.isEmpty else { return }
        throw CourseError.usage(
            "error: \(out) holds the results of lab(s) \(other.joined(separator: ", ")) (\(GradeOutputs.reportFile)), which this run "
                + "(\(labs.count == 1 ? labs[0] : "\(labs.count) labs")) does not grade: its outputs would replace them. "
                + "Give each lab its own --out (e.g. grades/\(labs.count == 1 ? labs[0] : "all")), or remove \(path) to replace them.")
    }

    /// `GradeReport.grader`: what must be the same for two shards' grades to be one gradebook's.
    static func stamp(_ runner: LabRunner) -> String {
        "\(CLI.version); \((runner.simulator.directory as NSString).lastPathComponent); scenario seeds \(ScenarioSeeds.count)"
    }

    static func absolute(_ path: String, _ base: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
    }
}
