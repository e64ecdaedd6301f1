import CourseKit
import Foundation

/// `check.ratio_vs_swiftc`: `course check` on the test lab with a warm cache
/// versus the bare `swiftc` compile + run of the same files. Goal: ≤ 1.3.
enum CheckBench {
    static func run() {
        // This file is Sources/bench/CheckBench.swift; the lab is the tests' fixture.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/CourseKitTests/Fixtures/course").path
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("course").path
        let binary = FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
        do {
            let measured = try CheckBenchmark.measure(courseRoot: root, lab: "01-counter", courseBinary: binary)
            print("check.ratio_vs_swiftc \(String(format: "%.2f", measured.ratio)) ratio")
            FileHandle.standardError.write(Data(String(
                format: "  course check %.2f s (%@) vs swiftc + run %.2f s\n", measured.courseCheck,
                binary == nil ? "in-process" : "course process", measured.bareCompileAndRun).utf8))
        } catch {
            FileHandle.standardError.write(Data("check.ratio_vs_swiftc: \(error.message)\n".utf8))
        }
    }
}
