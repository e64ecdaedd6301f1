import CourseKit
import Foundation

/// `grade.class20_s`, `grade.cached_regrade_s` and `grade.parallel_speedup`:
/// `course grade` on a 20-submission class of the tests' fixture lab.
/// Goal for the speedup (`--jobs 1` vs `--jobs 2`): at least 1.6.
/// `grade.looping_student_s` against `grade.looping_budget_s` (the lab's time
/// limit plus an honest submission's cost): goal at most the budget.
enum GradeBench {
    static func run() {
        // This file is Sources/bench/GradeBench.swift; the lab is the tests' fixture.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/CourseKitTests/Fixtures/course").path
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("course").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            FileHandle.standardError.write(Data("grade.*: no `course` executable next to bench (\(binary)); run `swift build -c release` first\n".utf8))
            return
        }
        do {
            let measured = try GradeBenchmark.measure(courseRoot: root, lab: "01-counter", courseBinary: binary)
            print("grade.class20_s \(String(format: "%.2f", measured.class20)) s")
            print("grade.cached_regrade_s \(String(format: "%.2f", measured.cachedRegrade)) s")
            print("grade.parallel_speedup \(String(format: "%.2f", measured.parallelSpeedup)) ratio")
            FileHandle.standardError.write(Data(String(
                format: "  %d submissions: --jobs 1 %.2f s, --jobs 2 %.2f s (isolation %@)\n", measured.submissions, measured.serial,
                measured.class20, measured.isolation).utf8))
        } catch {
            FileHandle.standardError.write(Data("grade.*: \(error.message)\n".utf8))
        }
        do {
            let loop = try GradeBenchmark.measureLoopingStudent(courseRoot: root, lab: "01-counter", courseBinary: binary)
            print("grade.looping_student_s \(String(format: "%.2f", loop.looping)) s")
            print("grade.looping_budget_s \(String(format: "%.2f", loop.budget)) s")
            FileHandle.standardError.write(Data(String(
                format: "  a looping submission (%d checks, %.0f s time limit): %.2f s; an honest one: %.2f s; every check's limit in turn would be ≥ %.0f s\n",
                loop.checks, loop.timeLimit, loop.looping, loop.honest, Double(loop.checks) * loop.timeLimit).utf8))
        } catch {
            FileHandle.standardError.write(Data("grade.looping_*: \(error.message)\n".utf8))
        }
    }
}
