import Foundation

/// Measures the `course grade` figures on a generated 20-submission class of
/// one lab, through the real `course` binary (process start, discovery,
/// workers and output writing all included):
/// - `grade.class20_s`: `--jobs 2`, cold result cache, warm simulator cache;
/// - `grade.cached_regrade_s`: the same class again, nothing changed;
/// - `grade.parallel_speedup`: a cold `--jobs 1` run divided by the cold `--jobs 2` run.
public enum GradeBenchmark {
    public struct Measurement: Sendable {
        public var class20: Double
        public var cachedRegrade: Double
        public var serial: Double
        public var parallelSpeedup: Double { serial / class20 }
        public var submissions: Int
        public var isolation: String
    }

    /// - Parameters:
    ///   - courseBinary: the `course` executable (it is also the grading worker).
    ///   - isolation: `auto` or `none`, passed to `--isolation`.
    public static func measure(
        courseRoot: String, lab name: String, courseBinary: String, students: Int = 20, isolation: String = "auto",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CourseError) -> Measurement {
        let course = try Course.load(root: courseRoot)
        let lab = try course.lab(named: name)
        let scratch = try Files.temporaryDirectory(prefix: "course-grade-bench")
        defer { Files.remove(scratch) }
        let submissions = scratch + "/class"
        try writeClass(lab, students: students, to: submissions)
        // Warm the simulator cache (and the toolchain memo) before any timing.
        _ = try LabRunner.prepare(courseRoot: courseRoot, currentDirectory: scratch, environment: environment, log: { _ in })

        func grade(jobs: Int, out: String) throws(CourseError) -> Double {
            let process = Subprocess(
                executable: courseBinary,
                arguments: [
                    "grade", submissions, "--lab", lab.id, "--out", out, "--jobs", String(jobs), "--course", courseRoot,
                    "--isolation", isolation, "--format", "json",
                ],
                environment: environment)
            let start = Date()
            let result = try process.run()
            let seconds = Date().timeIntervalSince(start)
            guard result.termination == .exited(0) else {
                throw CourseError("error: `course grade` failed: " + String(decoding: (result.stderr + result.stdout).suffix(600), as: UTF8.self))
            }
            return seconds
        }
        let class20 = try grade(jobs: 2, out: scratch + "/out2")
        let cached = try grade(jobs: 2, out: scratch + "/out2")
        let serial = try grade(jobs: 1, out: scratch + "/out1")
        return Measurement(class20: class20, cachedRegrade: cached, serial: serial, submissions: students, isolation: isolation)
    }

    /// `grade.looping_student_s`: what one submission whose code loops costs
    /// (`--jobs 1`, whole `course grade` run), against `grade.looping_budget_s`:
    /// the lab's time limit plus what an honest submission costs (its compile,
    /// link and quick runs). A loop costs one check's time limit, not one per check.
    public struct LoopingMeasurement: Sendable {
        public var looping: Double
        public var honest: Double
        public var timeLimit: Double
        public var checks: Int
        public var budget: Double { timeLimit + honest }
    }

    public static func measureLoopingStudent(
        courseRoot: String, lab name: String, courseBinary: String, isolation: String = "auto",
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CourseError) -> LoopingMeasurement {
        let course = try Course.load(root: courseRoot)
        let lab = try course.lab(named: name)
        let scratch = try Files.temporaryDirectory(prefix: "course-grade-bench")
        defer { Files.remove(scratch) }
        let file = lab.manifest.files[0]
        let solved = try Files.readText(lab.solutionDirectory + "/" + file, what: "solution file")
        guard let body = solved.range(of: "var body: some View {") else {
            throw CourseError("error: the solution's \(file) has no `var body: some View {` to make loop")
        }
        // Every check shows a view: every check would loop.
        let looping = solved.replacingCharacters(in: body, with: "var body: some View {\n        let _ = benchSpin()")
            + "\n\nfunc benchSpin() -> Int {\n    var turns = 0\n    while turns >= 0 { turns &+= 0 }\n    return turns\n}\n"
        func grade(_ source: String, _ kind: String) throws(CourseError) -> Double {
            let student = scratch + "/\(kind)/student00"
            try Files.createDirectory(student)
            for other in lab.manifest.files.dropFirst() {
                try Files.writeAtomically(try Files.readText(lab.solutionDirectory + "/" + other, what: "solution file"), to: student + "/" + other)
            }
            try Files.writeAtomically(source, to: student + "/" + file)
            let process = Subprocess(
                executable: courseBinary,
                arguments: [
                    "grade", scratch + "/\(kind)", "--lab", lab.id, "--out", scratch + "/out-\(kind)", "--jobs", "1", "--course", courseRoot,
                    "--isolation", isolation, "--format", "json",
                ],
                environment: environment)
            let start = Date()
            let result = try process.run()
            guard result.termination == .exited(0) else {
                throw CourseError("error: `course grade` failed: " + String(decoding: (result.stderr + result.stdout).suffix(600), as: UTF8.self))
            }
            return Date().timeIntervalSince(start)
        }
        _ = try LabRunner.prepare(courseRoot: courseRoot, currentDirectory: scratch, environment: environment, log: { _ in })
        let honest = try grade(solved, "honest")
        let loop = try grade(looping, "looping")
        return LoopingMeasurement(looping: loop, honest: honest, timeLimit: lab.timeLimit, checks: lab.manifest.checks.count)
    }

    /// A class like a real one: mostly solved, some starters, a few broken
    /// compiles, every file different (a comment), one student per folder.
    static func writeClass(_ lab: Lab, students: Int, to folder: String) throws(CourseError) {
        for index in 0..<students {
            let student = folder + "/" + String(format: "student%02d", index)
            try Files.createDirectory(student)
            for file in lab.manifest.files {
                let solved = lab.solutionDirectory + "/" + file
                let starter = lab.directory + "/Starter/" + file
                var text: String
                switch index % 5 {
                case 3: text = try Files.readText(starter, what: "starter file")
                case 4 where index % 10 == 9: text = try Files.readText(solved, what: "solution file") + "\nlet broken: Int = \"not a number\"\n"
                default: text = try Files.readText(Files.exists(solved) ? solved : starter, what: "solution file")
                }
                text += "\n// submitted by student \(index)\n"
                try Files.writeAtomically(text, to: student + "/" + file)
            }
        }
    }
}
