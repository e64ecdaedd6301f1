import Testing
@testable import CourseKit

@Suite struct SwiftHighlighterTests {
    let colored = TerminalStyle.colored

    @Test func plainStyleReturnsCodeUnchanged() {
        let code = "struct A: View { var body: some View { Text(\"hi\") } }"
        #expect(SwiftHighlighter.highlight(code, style: .plain) == code)
    }

    @Test func coloursEachKindOfToken() {
        let code = """
            @State var count = 42 // counter
            struct Row: View { let title = "Row" }
            """
        let output = SwiftHighlighter.highlight(code, style: colored)
        #expect(TerminalTesting.withoutEscapes(output) == code)
        #expect(output.contains(colored.yellow("@State")))
        #expect(output.contains(colored.magenta("struct")))
        #expect(output.contains(colored.magenta("var")))
        #expect(output.contains(colored.blue("42")))
        #expect(output.contains(colored.red("\"Row\"")))
        #expect(output.contains(colored.cyan("View")))
        #expect(output.contains(colored.dim(colored.italic("// counter"))))
    }

    @Test func multiByteCharactersKeepTheirPlaceAndColour() {
        let code = """
            let party = "🎉 café 日本" // 🚀 launch
            let n = 1
            """
        let output = SwiftHighlighter.highlight(code, style: colored)
        #expect(TerminalTesting.withoutEscapes(output) == code)
        #expect(output.contains(colored.red("\"🎉 café 日本\"")))
        #expect(output.contains(colored.dim(colored.italic("// 🚀 launch"))))
        #expect(output.contains(colored.blue("1")))
    }

    @Test(arguments: [
        "struct { let = \"unterminated",
        "func f( { ) } } @@@ 🎉 #if",
        "/* never closed 🚀",
        "",
        "\"\"\"\nmulti 🎉\n",
    ])
    func codeThatDoesNotParseIsKeptIntact(code: String) {
        #expect(TerminalTesting.withoutEscapes(SwiftHighlighter.highlight(code, style: colored)) == code)
    }

    @Test func colourNeverSpansALineBreak() {
        let code = "/* one\ntwo */\nlet s = \"\"\"\n  text\n  \"\"\""
        let output = SwiftHighlighter.highlight(code, style: colored)
        for line in output.split(separator: "\n") {
            let opened = line.ranges(of: #/\x1B\[(1|2|3|4|3[1-6])m/#).count
            let closed = line.ranges(of: #/\x1B\[(22|23|24|39)m/#).count
            #expect(opened == closed, "unbalanced: \(line.debugDescription)")
        }
    }
}
