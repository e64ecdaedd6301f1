import Foundation

/// Measures `check.ratio_vs_swiftc`: the wall time of `course check` on a lab
/// with a warm cache, divided by the bare `swiftc` compile + run of the same
/// files against the cached simulator library (medians of a few runs).
public enum CheckBenchmark {
    public struct Measurement: Sendable {
        public var courseCheck: Double
        public var bareCompileAndRun: Double
        public var ratio: Double { courseCheck / bareCompileAndRun }
    }

    /// - Parameters:
    ///   - courseBinary: the `course` executable to time as a process; nil times
    ///     the same verb in this process.
    public static func measure(
        courseRoot: String, lab name: String, courseBinary: String?, iterations: Int = 3,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CourseError) -> Measurement {
        let course = try Course.load(root: courseRoot)
        let lab = try course.lab(named: name)
        let scratch = try Files.temporaryDirectory(prefix: "course-bench")
        defer { Files.remove(scratch) }
        let workspace = Workspace(root: scratch + "/workspace")
        try workspace.setUp(lab)
        for file in lab.manifest.files where Files.exists(lab.solutionDirectory + "/" + file) {
            try Files.copy(lab.solutionDirectory + "/" + file, to: workspace.directory(for: lab) + "/" + file)
        }
        let runner = try LabRunner.prepare(courseRoot: courseRoot, currentDirectory: scratch, environment: environment, log: { _ in })

        let check: () throws(CourseError) -> Void
        if let courseBinary {
            let process = Subprocess(
                executable: courseBinary,
                arguments: ["check", lab.id, "--course", courseRoot, "--workspace", workspace.root, "--format", "json"],
                environment: environment)
            check = { () throws(CourseError) in _ = try process.run() }
        } else {
            let options = GlobalOptions(course: courseRoot, workspace: workspace.root, environment: environment, currentDirectory: scratch)
            check = { _ = Command.check(lab: lab.id, format: .json).run(options, console: .silent) }
        }

        // The baseline: the same files as one module, compiled by one plain
        // swiftc (the checks' module imports dropped), linked with the harness.
        var inputs = lab.manifest.files.map { workspace.directory(for: lab) + "/" + $0 } + lab.supportFiles
        for path in lab.checkFiles {
            let text = try Files.readText(path, what: "check file").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("@testable import") }.joined(separator: "\n")
            let copy = scratch + "/checks/" + (path as NSString).lastPathComponent
            try Files.writeAtomically(text, to: copy)
            inputs.append(copy)
        }
        try Files.writeAtomically("@main enum Main { @MainActor static func main() { runLabChecks(labChecks) } }\n", to: scratch + "/main/Main.swift")
        inputs.append(scratch + "/main/Main.swift")
        let binary = scratch + "/bare"
        let compile = Subprocess(
            executable: runner.toolchain.swiftc,
            arguments: ["-parse-as-library", "-swift-version", "6", "-Onone", "-module-name", "CourseLab", "-module-cache-path", runner.moduleCache]
                + LabBuild.labPackageName + runner.simulator.importArguments + ["-Xfrontend", "-import-module", "-Xfrontend", "CourseHarness"] + runner.simulator.linkArguments
                + inputs + ["-o", binary],
            environment: environment)
        let bare = { () throws(CourseError) in
            _ = try compile.run()
            _ = try Subprocess(executable: binary, environment: [:]).run()
        }

        try check()  // warm-up: toolchain version memo, page cache
        var courseTimes: [Double] = [], bareTimes: [Double] = []
        for _ in 0..<iterations {
            courseTimes.append(try time(check))
            bareTimes.append(try time(bare))
        }
        return Measurement(courseCheck: median(courseTimes), bareCompileAndRun: median(bareTimes))
    }

    private static func time(_ body: () throws(CourseError) -> Void) throws(CourseError) -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
