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
        // Never through a link: a linked file is refused, a linked folder not entered.
        let entries = Files.walk(submission).filter { $0.path.hasSuffix(".swift") && $0.kind != .directory }
        let swift = entries.map(\.path)
        let lab = try chooseLab(course, files: swift)
        // Several files of one name (a repository with copies): the shallowest wins.
        var submitted: [(name: String, submittedName: String, path: String)] = []
        for path in swift.sorted(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }) {
            let name = (path as NSString).lastPathComponent
            if !submitted.contains(where: { $0.name == name }) { submitted.append((name: name, submittedName: path, path: submission + "/" + path)) }
        }
        var found = SubmissionDiscovery.pair("submission", lab: lab, submitted: submitted)
        // A name that would act on whoever reads the results (a line break, ESC…) is refused, as in `course grade`.
        found.refused = swift.compactMap { path in
            Untrusted.nameProblem(path).map { "the file name \(SubmissionDiscovery.shown(path)) holds \($0): rename the file" }
        }
        found.refused += entries.filter { $0.kind == .symbolicLink }.map { SubmissionDiscovery.linkRefusal(SubmissionDiscovery.shown($0.path)) }
        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: global.currentDirectory, environment: environment, isolation: isolation, log: log)
        let scratch = try RunFolders.make("course-autograde")
        defer { RunFolders.remove(scratch) }
        let engine = GradeEngine(
            runner: runner, workerExecutable: workerExecutable, jobs: 1, force: true, cache: GradeCache(directory: scratch + "/cache"),
            environment: environment)
        let record = try engine.grade([found]) { _, _ in }[0]
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
