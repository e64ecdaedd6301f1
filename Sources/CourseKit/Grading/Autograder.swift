import Foundation

/// `course autograde --gradescope`: inside Gradescope's container, grade the
/// one submission in `/autograder/submission` and write
/// `/autograder/results/results.json`, with the same engine as `course grade`.
struct Autograder {
    var submission = "/autograder/submission"
    var results = "/autograder/results/results.json"
    var lab: String?
    var isolation = Sandbox.Request.auto
    var workerExecutable: String
    var global: GlobalOptions

    func run(log: @escaping @Sendable (String) -> Void) throws(CourseError) -> GradeRecord {
        let environment = global.environment
        let root = try CourseRoot.locate(explicit: global.course, environment: environment, currentDirectory: global.currentDirectory)
        try CourseRoot.refuseUntrustedForGrading(root)
        let course = try Course.load(root: root)
        guard Files.isDirectory(submission) else { throw CourseError.usage("error: the submission folder \(submission) does not exist.") }
        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: global.currentDirectory, environment: environment, isolation: isolation, log: log)
        // Gradescope shows the script's output to instructors only: what applied is said there.
        log("isolation: \(runner.sandbox.description)")
        let record = try grade(folder: submission, shown: "the submission", runner: runner) { files throws(CourseError) in
            try chooseLab(course, files: files)
        }
        guard record.record.gradedScore != nil else {
            // Not graded (a starved run, a worker that crashed): no results.json,
            // so Gradescope shows the autograder as failed and the submission can
            // be rerun; never a score of 0 for what the machine did. One left by
            // an earlier run on this path goes too.
            if Files.exists(results) {
                Files.remove(results)
                log("removed \(results), left by an earlier run: this run has no score to put there")
            }
            return record.record
        }
        try Files.writeAtomically(GradescopeJSON.render([record.record], labs: [record.gradedLab]), to: results)
        return record.record
    }

    /// `--prepare`: everything a first submission would wait for, done now
    /// (at image build, Gradescope's `setup.sh`): the simulator and harness
    /// libraries, the sandbox probe, and for `--lab` (else every lab) its
    /// Support module and the compiler's module cache, by grading the lab's
    /// own starter the way a submission is graded. Writes no results; a
    /// starter the grader itself cannot grade (a broken image) is an error.
    func prepare(log: @escaping @Sendable (String) -> Void) throws(CourseError) -> [GradeRecord] {
        let environment = global.environment
        let root = try CourseRoot.locate(explicit: global.course, environment: environment, currentDirectory: global.currentDirectory)
        try CourseRoot.refuseUntrustedForGrading(root)
        let course = try Course.load(root: root)
        let labs = try lab.map { name throws(CourseError) in [try course.lab(named: name)] } ?? course.labs
        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: global.currentDirectory, environment: environment, isolation: isolation, log: log)
        log("isolation: \(runner.sandbox.description)")
        var records: [GradeRecord] = []
        for lab in labs {
            let graded = try grade(folder: lab.starterDirectory, shown: "the starter", runner: runner) { _ throws(CourseError) in lab }
            if let error = graded.record.graderError {
                throw CourseError("error: this machine cannot grade \(lab.id): its starter could not be graded: \(error)", exitCode: ExitCode.failure)
            }
            records.append(graded.record)
        }
        return records
    }

    /// The same search and engine as `course grade` (`SubmissionFiles`:
    /// subfolders, never through a link), for one folder.
    private func grade(
        folder: String, shown: String, runner: LabRunner, lab choose: ([String]) throws(CourseError) -> Lab
    ) throws(CourseError) -> (record: GradeRecord, gradedLab: GradedLab) {
        let archives = Archives()
        defer { archives.remove() }
        let found = SubmissionFiles(in: folder, shownFolder: shown, archives: archives)
        let lab = try choose(found.files.map(\.relative))
        let (submitted, notes) = found.chosen(for: lab)
        var paired = SubmissionDiscovery.pair("submission", lab: lab, submitted: submitted)
        paired.notes = SubmissionDiscovery.capped(notes + found.notes + paired.notes)
        paired.refused = SubmissionDiscovery.capped(
            found.refused + found.files.filter(\.isLink).map { SubmissionDiscovery.linkRefusal(SubmissionDiscovery.shown($0.relative)) }
                + found.courseSolutionRefusals(for: lab))
        if !paired.missing.isEmpty, !found.passedOver.isEmpty {
            paired.notes.insert(
                "\(paired.missing.joined(separator: ", ")) was not found, and what you handed in holds files that were not graded: "
                    + (found.passedOver + (found.passedOverMore > 0 ? ["… and \(found.passedOverMore) more"] : [])).joined(separator: ", "), at: 0)
        }
        let scratch = try RunFolders.make("course-autograde")
        defer { RunFolders.remove(scratch) }
        let engine = GradeEngine(
            runner: runner, workerExecutable: workerExecutable, jobs: 1, force: true, cache: GradeCache(directory: scratch + "/cache"),
            environment: global.environment)
        return (try engine.grade([paired]) { _, _ in }[0], GradedLab(lab))
    }

    /// `--lab`, else the course's only lab. Never guessed from the files: the
    /// student hands those in, and another lab's files would grade another
    /// lab (red-team review), and Gradescope takes the score as it is.
    private func chooseLab(_ course: Course, files: [String]) throws(CourseError) -> Lab {
        if let lab { return try course.lab(named: lab) }
        if course.labs.count == 1 { return course.labs[0] }
        throw CourseError.usage(
            "error: this course has \(course.labs.count) labs; pass --lab ID in the autograder's run_autograder script "
                + "(the lab is the assignment's, never taken from the files a student hands in): one of \(course.labs.map(\.id).joined(separator: ", ")).")
    }
}
