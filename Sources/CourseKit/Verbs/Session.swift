import Foundation

/// What every course verb works with: the course, the workspace, progress and
/// the console, found once per invocation.
struct Session {
    var course: Course
    var workspace: Workspace
    var console: Console
    var environment: [String: String]
    var currentDirectory: String
    var progress: CourseProgress

    static func open(_ options: GlobalOptions, console: Console) throws(CourseError) -> Session {
        let environment = options.environment
        let currentDirectory = options.currentDirectory
        let root = try CourseRoot.locate(explicit: options.course, environment: environment, currentDirectory: currentDirectory)
        let course = try Course.load(root: root)
        let workspace = Workspace.locate(
            explicit: options.workspace, environment: environment, courseRoot: root, currentDirectory: currentDirectory)
        let loaded = workspace.progressStore.load(rebuildingFrom: workspace, course: course)
        if let notice = loaded.notice { console.note(console.style.yellow(notice)) }
        return Session(
            course: course, workspace: workspace, console: console, environment: environment,
            currentDirectory: currentDirectory, progress: loaded.progress)
    }

    func saveProgress() throws(CourseError) { try workspace.progressStore.save(progress) }

    /// The first step not done yet (nil when the course is finished).
    var currentStep: Course.Step? { course.steps.first { !progress.isDone($0) } }

    /// The lab a verb without a LAB argument means: the lab whose workspace
    /// folder you are in; else the current lab (the first not passed) once
    /// its files are in the workspace; else the last lab you started before
    /// it (the one just passed, say, before `course next` starts the next);
    /// else the current lab; else, with every lab passed, the last one.
    func defaultLab() throws(CourseError) -> Lab {
        if let here = labOfCurrentDirectory() { return here }
        let current = currentLab()
        if let current, workspace.isSetUp(current) { return current }
        let before = current.flatMap { lab in course.labs.firstIndex { $0.id == lab.id } } ?? course.labs.count
        if let started = course.labs[..<before].last(where: workspace.isSetUp) { return started }
        if let current { return current }
        guard let last = course.labs.last else { throw CourseError("error: this course has no labs yet (Labs/ is empty).") }
        return last
    }

    /// The lab `course watch` follows after its `n` key: the current lab once
    /// `course next` has set up its files, else the one it was watching.
    func labToWatch(after watched: Lab) -> Lab {
        if let current = currentLab(), workspace.isSetUp(current) { return current }
        return watched
    }

    /// The first lab not passed yet, in course order.
    func currentLab() -> Lab? {
        if case .lab(let lab, _)? = course.steps.first(where: { step in
            if case .lab = step { return !progress.isDone(step) } else { return false }
        }) { return lab }
        return nil
    }

    /// The lab whose workspace folder holds the current directory.
    private func labOfCurrentDirectory() -> Lab? {
        let base = workspace.root.hasSuffix("/") ? workspace.root : workspace.root + "/"
        let here = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        guard here.hasPrefix(base) else { return nil }
        let folder = here.dropFirst(base.count).prefix { $0 != "/" }
        return course.labs.first { $0.id == folder }
    }

    func lab(_ name: String?) throws(CourseError) -> Lab {
        if let name { return try course.lab(named: name) }
        return try defaultLab()
    }

    func runner() throws(CourseError) -> LabRunner {
        try LabRunner.prepare(
            courseRoot: course.root, currentDirectory: currentDirectory, environment: environment,
            log: { [console] in console.note(console.style.dim($0)) })
    }

    /// Checks a lab whose files are in the workspace and records the attempt.
    func requireStarted(_ lab: Lab) throws(CourseError) {
        guard workspace.isSetUp(lab) else {
            throw CourseError.usage("error: lab \(lab.id) is not started yet: run `course next` (or `course reset \(lab.id)` for its starter files).")
        }
    }

    mutating func check(_ lab: Lab, runner: LabRunner) throws(CourseError) -> Verdict {
        try requireStarted(lab)
        let verdict = try runner.check(lab, studentDirectory: workspace.directory(for: lab))
        var record = progress.lab(lab.id)
        record.attempts += 1
        record.bestScore = max(record.bestScore, verdict.score)
        // What `course hint` puts first. A run stopped before the checks
        // (a missing file, the policy, a compile error) says nothing of them:
        // the last failures that were measured stay.
        if verdict.stage == .run || verdict.stage == .complete {
            record.lastFailures = verdict.checks.filter { !$0.passed }.map { "check:" + $0.id }
                + Set(verdict.lint.filter(\.counts).map(\.rule)).sorted().map { "rule:" + $0 }
        }
        if verdict.passed, !record.passed {
            record.passed = true
            record.passedAt = ISO8601DateFormatter().string(from: Date())
        }
        progress.labs[lab.id] = record
        try saveProgress()
        refreshEditorProject(runner: runner)
        return verdict
    }

    func display(_ path: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
