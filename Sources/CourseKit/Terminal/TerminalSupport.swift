import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a lock, for the few objects of this folder that are
/// shared between threads (progress from parallel grading, watcher state).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

enum TerminalOutput {
    /// Writes straight to a file descriptor, after flushing stdio so that text
    /// already `print`ed cannot arrive after ours.
    static func send(_ text: String, to fd: Int32) {
        fflush(nil)
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // The reader went away (`course watch | head`): stop as a tool killed by
                // SIGPIPE would, but through `exit` so the terminal is restored.
                if errno == EPIPE, fd == STDOUT_FILENO { exit(ExitCode.outputClosed) }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

extension String {
    /// Columns this text occupies in a terminal: wide (CJK, emoji) characters
    /// take two, ANSI escape sequences none.
    var terminalWidth: Int {
        var width = 0
        var inEscape = false
        for character in self {
            if inEscape {
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                continue
            }
            width += character.terminalColumns
        }
        return width
    }
}

extension Character {
    var terminalColumns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        case 0..<0x20, 0x7F:
            return 0
        default:
            return 1
        }
    }
}
