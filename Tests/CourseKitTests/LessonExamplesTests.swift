import Foundation
import Testing

/// Every worked example in `Lessons/examples/` runs through the real
/// `course run` and prints exactly its `/* Expected output:` … `*/` block,
/// and the lesson quotes each of those lines. An example may also have a
/// `/* Expected output with --why …:` block: what `course run FILE --why …`
/// prints (the flags between "with" and the colon), checked the same way.
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
        expectedBlocks(of: source).first { $0.flags.isEmpty }?.lines
    }

    /// Every expected-output block: the `course run` flags it is for (none
    /// for the plain block) and its lines.
    static func expectedBlocks(of source: String) -> [(flags: [String], lines: [String])] {
        let lines = source.components(separatedBy: "\n")
        var blocks: [(flags: [String], lines: [String])] = []
        for (start, line) in lines.enumerated() where line.hasPrefix("/* Expected output") && line.hasSuffix(":") {
            guard let end = lines[(start + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "*/" }) else { continue }
            let heading = line.dropFirst("/* Expected output".count).dropLast()
            let flags = heading.hasPrefix(" with ") ? heading.dropFirst(6).split(separator: " ").map(String.init) : []
            blocks.append((flags, Array(lines[(start + 1)..<end])))
        }
        return blocks
    }

    /// Examples with a block for `course run … --why`, with its flags.
    static let whyExamples: [String] = examples.filter { name in
        let source = (try? String(contentsOfFile: examplesDirectory + "/" + name, encoding: .utf8)) ?? ""
        return expectedBlocks(of: source).contains { !$0.flags.isEmpty }
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

    /// Lessons 7 and 8 show `course run --why`: their examples have a block for it.
    @Test func theInvalidationAndPipelineLessonsShowWhy() {
        #expect(Self.whyExamples.contains { $0.hasPrefix("07-") }, "\(Self.whyExamples)")
        #expect(Self.whyExamples.contains { $0.hasPrefix("08-") }, "\(Self.whyExamples)")
    }

    @Test(arguments: whyExamples)
    func examplePrintsItsExpectedWhyOutput(_ name: String) throws {
        let path = Self.examplesDirectory + "/" + name
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        for block in Self.expectedBlocks(of: source) where !block.flags.isEmpty {
            let result = try sandbox.run(["run", path] + block.flags, directory: sandbox.root)
            #expect(result.status == 0, "\(name) \(block.flags): \(result.output)")
            #expect(Self.lines(of: result.stdout) == block.lines, "\(name) \(block.flags) printed:\n\(result.stdout)\nstderr:\n\(result.stderr)")
        }
    }

    /// The lesson text quotes the example's output: each expected line appears
    /// as a whole line of `Lessons/NN-slug.md` (the `--why` blocks' too).
    @Test(arguments: examples)
    func lessonQuotesTheExpectedOutput(_ name: String) throws {
        let source = try String(contentsOfFile: Self.examplesDirectory + "/" + name, encoding: .utf8)
        try #require(Self.expectedOutput(of: source) != nil)
        let expected = Self.expectedBlocks(of: source).flatMap(\.lines)
        let lesson = Self.lessonsDirectory + "/" + name.replacingOccurrences(of: ".swift", with: ".md")
        let text = try String(contentsOfFile: lesson, encoding: .utf8)
        let lessonLines = Set(text.components(separatedBy: "\n"))
        for line in expected {
            let quoted = lessonLines.contains(line)
            #expect(quoted, "\(lesson) does not quote the line \"\(line)\"")
        }
    }
}
