import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import CourseKit

@Suite struct TerminalStyleTests {
    @Test func colourOnlyOnATerminalWithoutOptOut() throws {
        let terminal = try #require(PseudoTerminal())
        #expect(TerminalStyle.detect(for: terminal.follower, environment: ["TERM": "xterm-256color"]) == .colored)
        #expect(TerminalStyle.detect(for: terminal.follower, environment: [:]) == .colored)
        #expect(TerminalStyle.detect(for: terminal.follower, environment: ["NO_COLOR": "1"]) == .plain)
        #expect(TerminalStyle.detect(for: terminal.follower, environment: ["NO_COLOR": ""]) == .colored)
        #expect(TerminalStyle.detect(for: terminal.follower, environment: ["TERM": "dumb"]) == .plain)

        let pipe = CapturedPipe()
        #expect(TerminalStyle.detect(for: pipe.writer, environment: ["TERM": "xterm"]) == .plain)
    }

    @Test func helpersAreIdentityWithoutColour() {
        let plain = TerminalStyle.plain
        let all: [(String) -> String] = [
            plain.bold, plain.dim, plain.italic, plain.underline, plain.red, plain.green, plain.yellow,
            plain.blue, plain.magenta, plain.cyan,
        ]
        for helper in all { #expect(helper("text") == "text") }
        #expect(TerminalStyle.colored.red("x") == "\u{1B}[31mx\u{1B}[39m")
        #expect(TerminalStyle.colored.bold(TerminalStyle.colored.red("x") + " y") == "\u{1B}[1m\u{1B}[31mx\u{1B}[39m y\u{1B}[22m")
    }

    @Test func widthFromTerminalThenColumnsThenDefault() throws {
        let terminal = try #require(PseudoTerminal(columns: 123))
        #expect(TerminalStyle.terminalWidth(for: terminal.follower, environment: ["COLUMNS": "40"]) == 123)
        let pipe = CapturedPipe()
        #expect(TerminalStyle.terminalWidth(for: pipe.writer, environment: ["COLUMNS": "40"]) == 40)
        #expect(TerminalStyle.terminalWidth(for: pipe.writer, environment: ["COLUMNS": "wide"]) == 80)
        #expect(TerminalStyle.terminalWidth(for: pipe.writer, environment: [:]) == 80)
    }

    @Test func screenControlOnlyReachesATerminal() throws {
        let pipe = CapturedPipe()
        Screen.clear(pipe.writer)
        Screen.hideCursor(pipe.writer)
        Screen.showCursor(pipe.writer)
        #expect(pipe.readAll().isEmpty)

        let terminal = try #require(PseudoTerminal())
        Screen.clear(terminal.follower)
        Screen.hideCursor(terminal.follower)
        let output = terminal.screenOutput()
        #expect(output.contains("\u{1B}[2J\u{1B}[H"))
        #expect(output.contains("\u{1B}[?25l"))
    }

    @Test func displayWidthCountsWideCharactersAndSkipsEscapes() {
        #expect("abc".terminalWidth == 3)
        #expect("🎉x".terminalWidth == 3)
        #expect("日本".terminalWidth == 4)
        #expect("é".terminalWidth == 1)
        #expect(TerminalStyle.colored.bold("abc").terminalWidth == 3)
    }
}
