import Foundation
import Testing

/// Every worked example in `Lessons/examples/` runs through the real
/// `course run` and prints exactly its `/* Expected output:` … `*/` block,
/// and the lesson quotes each of those lines.
@Suite struct LessonExamplesTests {
    static let examplesDirectory = CourseSandbox.packageRoot + "/Lessons/examples"
    static let lessonsDirectory = CourseSandbox.packageRoot + "/Lessons"

    /// File names of the examples, in course order.
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// Examples whose output differs from real SwiftUI because of a known
    /// simulator bug (file name → the bug). Empty: every example currently
    /// prints what SwiftUI would.
    static let knownSimulatorBugs: [String: String] = [:]

    /// The lines between `/* Expected output:` and the closing `*/`.
    static func expectedOutput(of source: String) -> [String]? {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("/* Expected output:") }) else { return nil }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "*/" })
        else { return nil }
        return Array(lines[(start + 1)..<end])
    }

    static func lines(of output: String) -> [String] {
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 8, "\(Self.examples)")
    }

    @Test(arguments: examples)
    func examplePrintsItsExpectedOutput(_ name: String) throws {
        let path = Self.examplesDirectory + "/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try #require(Self.expectedOutput(of: source), "\(name) has no /* Expected output: … */ block")

        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(["run", path], directory: sandbox.root)
        #expect(result.status == 0, "\(name): \(result.output)")

        let actual = Self.lines(of: result.stdout)
        if let bug = Self.knownSimulatorBugs[name] {
            withKnownIssue("simulator bug: \(bug)") {
                #expect(actual == expected, "\(name) printed:\n\(result.stdout)")
            }
        } else {
            #expect(actual == expected, "\(name) printed:\n\(result.stdout)\nstderr:\n\(result.stderr)")
        }
    }

    /// The lesson text quotes the example's output: each expected line appears
    /// as a whole line of `Lessons/NN-slug.md`.
    @Test(arguments: examples)
    func lessonQuotesTheExpectedOutput(_ name: String) throws {
        let source = try String(contentsOfFile: Self.examplesDirectory + "/" + name, encoding: .utf8)
        let expected = try #require(Self.expectedOutput(of: source))
        let lesson = Self.lessonsDirectory + "/" + name.replacingOccurrences(of: ".swift", with: ".md")
        let text = try String(contentsOfFile: lesson, encoding: .utf8)
        let lessonLines = Set(text.components(separatedBy: "\n"))
        for line in expected {
            let quoted = lessonLines.contains(line)
            #expect(quoted, "\(lesson) does not quote the line \"\(line)\"")
        }
    }
}
