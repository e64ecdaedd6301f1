import Foundation
import Testing

/// `course run FILE --snapshot` draws the screen of every `ViewHost` after
/// mounting and after each action, under a title line; without the flag the
/// program prints only its own output. The program swaps
/// `padding().background(.yellow)` for `background(.yellow).padding()` with
/// one tap, so the two screens show the modifier order as a picture.
@Suite struct RunSnapshotTests {
    static let program = """
        import SwiftUI

        struct Tag: View {
            @State private var fillFirst = false

            var body: some View {
                VStack {
                    if fillFirst {
                        Text("On sale").background(.yellow).padding()
                    } else {
                        Text("On sale").padding().background(.yellow)
                    }
                    Button("Swap") { fillFirst.toggle() }
                }
            }
        }

        let host = ViewHost(Tag(), screen: .init(width: 15, height: 5))
        host.tap("Swap")
        print("texts: \\(host.texts)")

        """

    /// Runs the program through the real `course run`, with extra arguments.
    static func run(_ extra: [String]) throws -> CourseSandbox.Result {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/Tag.swift"
        try program.write(toFile: file, atomically: true, encoding: .utf8)
        return try sandbox.run(["run", file] + extra, directory: sandbox.root)
    }

    @Test func snapshotDrawsEachStep() throws {
        let result = try Self.run(["--snapshot"])
        #expect(result.status == 0, "\(result.output)")
        let lines = LessonExamplesTests.lines(of: result.stdout)
        // 15x5 screen, each row indented by two spaces. Padding then
        // background: the yellow (░) fills the text and its padding, 2
        // columns and 1 row each side (the space between the words shows it).
        // After the tap, background then padding: the yellow is only under
        // the text, the padding around it is empty.
        let expected = [
            "┈┈ screen 15x5 after mount ┈┈",
            "    ░░░░░░░░░░░",
            "    ░░On░sale░░",
            "    ░░░░░░░░░░░",
            "       Swap",
            "",
            "┈┈ screen 15x5 after tap(\"Swap\") ┈┈",
            "",
            "      On░sale",
            "",
            "       Swap",
            "",
            "texts: [\"On sale\", \"Swap\"]",
        ]
        #expect(lines == expected, "course run --snapshot printed:\n\(result.stdout)\nstderr:\n\(result.stderr)")

        // The same facts, independent of the exact layout: one title per
        // step, yellow around the text first, only between its words after.
        let titles = lines.filter { $0.hasPrefix("┈┈ screen ") }
        #expect(titles == ["┈┈ screen 15x5 after mount ┈┈", "┈┈ screen 15x5 after tap(\"Swap\") ┈┈"])
        if let tap = lines.firstIndex(where: { $0.contains("after tap") }) {
            let mount = lines[..<tap], after = lines[tap...]
            #expect(mount.contains { $0.contains("░On░sale░") })
            #expect(mount.filter { $0.contains("░") && !$0.contains("On") }.count == 2, "a padded row above and below")
            #expect(after.contains { $0.contains(" On░sale") && !$0.contains("░O") && !$0.contains("e░") })
            #expect(after.filter { $0.contains("░") }.count == 1, "yellow only on the text's row")
        }
    }

    @Test func withoutTheFlagOnlyTheProgramPrints() throws {
        let result = try Self.run([])
        #expect(result.status == 0, "\(result.output)")
        #expect(LessonExamplesTests.lines(of: result.stdout) == ["texts: [\"On sale\", \"Swap\"]"], "\(result.stdout)")
    }
}
