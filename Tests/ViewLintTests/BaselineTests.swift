import Foundation
import Testing
@testable import ViewLint

/// `course lint --baseline FILE`: today's findings written once, later runs
/// report only new ones, whatever lines the old ones moved to.
@Suite("course lint --baseline")
struct BaselineTests {
    static let feed = """
        struct Feed: View {
            let posts: [String]
            var body: some View {
                VStack {
                    Text("feed").id(UUID())
                    List(posts, id: \\.self) { Text($0).id(UUID()) }
                }
            }
        }

        """

    @Test("the first run writes the baseline and reports nothing; moved findings stay quiet; new ones are reported")
    func writesThenFilters() throws {
        let scratch = try Scratch()
        let source = try scratch.write("App/Feed.swift", Self.feed)
        let baseline = scratch.path + "/viewlint-baseline.json"

        let first = runLint([scratch.path + "/App", "--baseline", baseline])
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.isEmpty)
        #expect(first.stderr.contains("wrote 2 findings to the baseline"))
        let written = try Baseline.load(from: baseline)
        #expect(written.findings.map(\.path) == ["App/Feed.swift", "App/Feed.swift"])
        #expect(written.findings.allSatisfy { $0.declaration == "Feed.body" && $0.rule == "unstable-id" })
        #expect(written.findings.map(\.snippet).contains("Text(\"feed\").id(UUID())"))

        // The same findings, moved down and re-indented: nothing new, exit 0.
        let moved = "import SwiftUI\n\n// A comment\n" + Self.feed.replacingOccurrences(of: "        Text(\"feed\")", with: "            Text(\"feed\")")
        try moved.write(toFile: source, atomically: true, encoding: .utf8)
        let second = runLint([scratch.path + "/App", "--baseline", baseline])
        #expect(second.code == 0, "\(second.stdout)")
        #expect(second.stdout.isEmpty)
        #expect(second.stderr.contains("0 errors, 0 warnings, 0 notes new (2 in the baseline not shown)"), "\(second.stderr)")

        // A third `.id(UUID())`: one more of the same text in the same declaration is new, and fails the run.
        let added = moved.replacingOccurrences(of: "        }\n    }\n}", with: "        Text(\"feed\").id(UUID())\n        }\n    }\n}")
        try added.write(toFile: source, atomically: true, encoding: .utf8)
        let third = runLint([scratch.path + "/App", "--baseline", baseline])
        #expect(third.code == 1)
        let lines = third.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("[unstable-id]") == true, "\(third.stdout)")

        // The baseline is read, never rewritten, by later runs.
        #expect(try Baseline.load(from: baseline) == written)
    }

    @Test("an unreadable baseline is a usage error")
    func unreadableBaseline() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Feed.swift", Self.feed)
        let baseline = try scratch.write("baseline.json", "{not json")
        let run = runLint([file, "--baseline", baseline])
        #expect(run.code == 2)
        #expect(run.stderr.contains("cannot read the baseline"))
    }
}
