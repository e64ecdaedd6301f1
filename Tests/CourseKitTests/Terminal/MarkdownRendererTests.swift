import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import CourseKit

@Suite struct MarkdownRendererTests {
    static let lesson = """
        # When body runs

        A view is a **value**, not an *object*. SwiftUI calls `body` only when the view's _inputs_ changed; read [the guide](https://example.com/guide).

        ## Identity
        - structural: the type plus its position in the tree of views
        - explicit:
          - `.id(_:)`
          - `ForEach` element ids
        1. mount
        2. update

        > Tip: keep bodies cheap.

        ### Example
        ```swift
        struct Counter: View {
            @State var count = 0
        }
        ```

        ---

        | View | Runs | Expected |
        |:-----|-----:|:--------:|
        | Parent | 3 | 3 |
        | `Row` 🎉 | 12 | 1 |
        """

    @Test func plainGolden() {
        let expected = """
            When body runs
            ══════════════

            A view is a value, not an object. SwiftUI
            calls `body` only when the view's inputs
            changed; read the guide
            (https://example.com/guide).

            Identity
            ────────

            • structural: the type plus its position
              in the tree of views
            • explicit:
              ◦ `.id(_:)`
              ◦ `ForEach` element ids

            1. mount
            2. update

            │ Tip: keep bodies cheap.

            ▸ Example

              │ struct Counter: View {
              │     @State var count = 0
              │ }

            ──────────────────────────────────────────

            View     │ Runs │ Expected
            ─────────┼──────┼─────────
            Parent   │    3 │    3
            `Row` 🎉 │   12 │    1
            """
        #expect(MarkdownRenderer.render(Self.lesson, style: .plain, width: 42) == expected)
    }

    @Test func plainOutputHasNoEscapesAndColouredOutputHas() {
        let plain = MarkdownRenderer.render(Self.lesson, style: .plain)
        let colored = MarkdownRenderer.render(Self.lesson, style: .colored)
        #expect(!TerminalTesting.containsEscape(plain))
        #expect(TerminalTesting.containsEscape(colored))
        #expect(colored.contains(TerminalStyle.colored.magenta("struct")))
        #expect(colored.contains(TerminalStyle.colored.bold("value")))
        #expect(colored.contains(TerminalStyle.colored.dim("(https://example.com/guide)")))
    }

    @Test func noColorIsRespectedEvenOnATerminal() throws {
        let terminal = try #require(PseudoTerminal())
        let optedOut = TerminalStyle.detect(for: terminal.follower, environment: ["NO_COLOR": "1", "TERM": "xterm"])
        #expect(!TerminalTesting.containsEscape(MarkdownRenderer.render(Self.lesson, style: optedOut)))
        let normal = TerminalStyle.detect(for: terminal.follower, environment: ["TERM": "xterm"])
        #expect(TerminalTesting.containsEscape(MarkdownRenderer.render(Self.lesson, style: normal)))
    }

    @Test(arguments: [24, 40, 80])
    func wrappedTextFitsTheWidth(width: Int) {
        let text = String(repeating: "Every body call costs time, so **measure** before you `optimise`. ", count: 6)
        for style in [TerminalStyle.plain, .colored] {
            let lines = MarkdownRenderer.render("- " + text + "\n\n> " + text, style: style, width: width)
                .split(separator: "\n")
            #expect(lines.count > 2)
            for line in lines { #expect(String(line).terminalWidth <= width, "\(line)") }
        }
    }

    @Test func inlineMarkupInPlainText() {
        let render = { MarkdownRenderer.render($0, style: .plain) }
        #expect(render("snake_case_name and 2 * 3 * 4 stay") == "snake_case_name and 2 * 3 * 4 stay")
        #expect(render("***both*** and *a **b** c* and __strong__") == "both and a b c and strong")
        #expect(render("escaped \\*stars\\* and ``code with ` tick``") == "escaped *stars* and `code with ` tick`")
        #expect(render("<https://swift.org> and [https://a.b](https://a.b)") == "https://swift.org and https://a.b")
        #expect(render("![diagram](img/tree.png)") == "diagram (img/tree.png)")
        #expect(render("line one  \nline two") == "line one\nline two")
    }

    @Test func headingsLookDistinct() {
        let output = MarkdownRenderer.render("# One\n## Two\n### Three\n#### Four ####", style: .plain)
        #expect(output == "One\n═══\n\nTwo\n───\n\n▸ Three\n\nFour")
        #expect(MarkdownRenderer.render("Title\n=====\nSub\n---", style: .plain) == "Title\n═════\n\nSub\n───")
    }

    @Test func orderedListsKeepTheirNumbersAligned() {
        let markdown = (8...11).map { "\($0). step \($0)" }.joined(separator: "\n")
        let expected = " 8. step 8\n 9. step 9\n10. step 10\n11. step 11"
        #expect(MarkdownRenderer.render(markdown, style: .plain) == expected)
    }

    @Test func looseListItemsWithSeveralParagraphs() {
        let markdown = "- first\n\n  more about first\n- second\n\nafter"
        #expect(MarkdownRenderer.render(markdown, style: .plain) == "• first\n  more about first\n• second\n\nafter")
    }

    @Test func otherLanguagesAndUnclosedFencesArePlain() {
        let colored = MarkdownRenderer.render("```text\nstruct A {}\n```", style: .colored)
        #expect(TerminalTesting.withoutEscapes(colored) == "  │ struct A {}")
        #expect(!colored.contains(TerminalStyle.colored.magenta("struct")))
        #expect(MarkdownRenderer.render("```swift\nlet a = 1\n\n# not a heading", style: .plain)
            == "  │ let a = 1\n  │ \n  │ # not a heading")
    }

    @Test func degenerateInputDoesNotCrash() {
        for markdown in ["", "\n\n", "|", "| a |\n|---|", "[", "[x](", "**", "`", "> ", "- ", "1.", "#", "***", "_a", "|a|b|\n|-|-|\n|1|2|3|\n|4|"] {
            _ = MarkdownRenderer.render(markdown, style: .colored, width: 1)
            _ = MarkdownRenderer.render(markdown, style: .plain)
        }
        #expect(MarkdownRenderer.render("|a|b|\n|-|-|\n|1|2|3|\n|4|", style: .plain) == "a │ b\n──┼──\n1 │ 2\n4 │")
    }
}

@Suite struct MarkdownTableTests {
    @Test func wideTablesWrapTheirCellsToFit() {
        let markdown = """
            | you want to… | put it in |
            |---|---|
            | start async work when the view appears | `.task { … }`, cancelled automatically when the view goes away |
            | react to a change | `.onChange(of:)` |
            """
        let output = MarkdownRenderer.render(markdown, style: .plain, width: 40)
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines { #expect(line.terminalWidth <= 40, "\(line)") }
        #expect(lines.count > 4)
        let separators = Set(lines.filter { $0.contains("│") }.map { $0.firstRange(of: "│")?.lowerBound.utf16Offset(in: $0) })
        #expect(separators.count == 1, "columns line up:\n\(output)")
        #expect(TerminalTesting.withoutEscapes(MarkdownRenderer.render(markdown, style: .colored, width: 40)).split(separator: "\n").count
            == lines.count)
    }
}
