import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import CourseKit

/// Serialized: a terminal mode is process-wide state, owned by one reader at a time.
@Suite(.serialized) struct KeyReaderTests {
    @Test func standardInputNeverBlocks() {
        let reader = KeyReader()
        #expect(reader.isInteractive == (isatty(STDIN_FILENO) == 1))
        let started = ContinuousClock.now
        _ = reader.nextKey(timeout: 0.1)
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func emptyPipeTimesOutWithoutAKey() {
        let pipe = CapturedPipe()
        let reader = KeyReader(input: pipe.reader)
        let started = ContinuousClock.now
        #expect(reader.nextKey(timeout: 0.2) == nil)
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(!reader.isAtEndOfInput)
    }

    @Test func scriptedKeysAreReadWithoutTheirLineEnds() {
        let pipe = CapturedPipe()
        pipe.send("n\nh\r\n  é\nq")
        pipe.closeWriter()
        let reader = KeyReader(input: pipe.reader)
        let keys = (0..<4).map { _ in reader.nextKey(timeout: 5) }
        #expect(keys == ["n", "h", "é", "q"])
        let started = ContinuousClock.now
        #expect(reader.nextKey(timeout: 0.1) == nil)
        #expect(reader.isAtEndOfInput)
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func devNullIsAtEndAtOnce() throws {
        let input = open("/dev/null", O_RDONLY)
        try #require(input >= 0)
        defer { close(input) }
        let reader = KeyReader(input: input)
        #expect(reader.nextKey(timeout: 0.05) == nil)
        #expect(reader.isAtEndOfInput)
    }

    @Test func terminalKeysArriveWithoutEnterAndTheModeIsRestored() throws {
        let terminal = try #require(PseudoTerminal())
        #expect(lineMode(of: terminal.follower))
        do {
            let reader = KeyReader(input: terminal.follower)
            #expect(reader.isInteractive)
            #expect(!lineMode(of: terminal.follower))
            terminal.type("h")
            #expect(reader.nextKey(timeout: 10) == "h")
            terminal.type("\u{1B}[Aé")
            #expect(reader.nextKey(timeout: 10) == "\u{1B}")
            #expect(reader.nextKey(timeout: 10) == "é")
            #expect(reader.nextKey(timeout: 0.05) == nil)
            reader.restore()
            #expect(lineMode(of: terminal.follower))
            reader.restore()
        }
        do {
            _ = KeyReader(input: terminal.follower)
        }
        #expect(lineMode(of: terminal.follower), "deinit restores the mode")
    }

    private func lineMode(of fd: Int32) -> Bool {
        var mode = termios()
        guard tcgetattr(fd, &mode) == 0 else { return false }
        return mode.c_lflag & tcflag_t(ICANON) != 0 && mode.c_lflag & tcflag_t(ECHO) != 0
    }
}
