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
        let course = try Course.load(root: root)
        guard Files.isDirectory(submission) else { throw CourseError.usage("error: the submission folder \(submission) does not exist.") }
        // The same search as `course grade` (`SubmissionFiles`): subfolders, never through a link.
        let archives = Archives()
        defer { archives.remove() }
        let found = SubmissionFiles(in: submission, shownFolder: "the submission", archives: archives)
        let lab = try chooseLab(course, files: found.files.map(\.relative))
        let (submitted, notes) = found.chosen(for: lab)
        var paired = SubmissionDiscovery.pair("submission", lab: lab, submitted: submitted)
        paired.notes = notes + found.notes + paired.notes
        paired.refused = found.refused + found.files.filter(\.isLink).map { SubmissionDiscovery.linkRefusal(SubmissionDiscovery.shown($0.relative)) }
        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: global.currentDirectory, environment: environment, isolation: isolation, log: log)
        let scratch = try RunFolders.make("course-autograde")
        defer { RunFolders.remove(scratch) }
        let engine = GradeEngine(
            runner: runner, workerExecutable: workerExecutable, jobs: 1, force: true, cache: GradeCache(directory: scratch + "/cache"),
            environment: environment)
        let record = try engine.grade([paired]) { _, _ in }[0]
        try Files.writeAtomically(GradescopeJSON.render([record], labs: [GradedLab(lab)]), to: results)
        return record
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
