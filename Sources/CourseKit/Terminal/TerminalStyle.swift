import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether to emit colour, and the helpers that add it. With colour off every
/// helper returns its text unchanged, so callers never need to branch.
public struct TerminalStyle: Sendable, Equatable {
    public var usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public static let plain = TerminalStyle(usesColor: false)
    public static let colored = TerminalStyle(usesColor: true)

    /// Colour only on a terminal, never with `NO_COLOR` set to anything
    /// non-empty (https://no-color.org), never for `TERM=dumb`.
    public static func detect(
        for fd: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalStyle {
        let optedOut = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return TerminalStyle(usesColor: isatty(fd) == 1 && !optedOut && !dumb)
    }

    /// Columns of the terminal behind `fd`; else `COLUMNS`; else 80.
    public static func terminalWidth(
        for fd: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }

    /// Rows of the terminal behind `fd`; else `LINES`; else 24.
    public static func terminalHeight(
        for fd: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        if let lines = environment["LINES"].flatMap(Int.init), lines > 0 {
            return lines
        }
        return 24
    }

    public func bold(_ text: String) -> String { paint(text, on: 1, off: 22) }
    public func dim(_ text: String) -> String { paint(text, on: 2, off: 22) }
    public func italic(_ text: String) -> String { paint(text, on: 3, off: 23) }
    public func underline(_ text: String) -> String { paint(text, on: 4, off: 24) }
    public func red(_ text: String) -> String { paint(text, on: 31, off: 39) }
    public func green(_ text: String) -> String { paint(text, on: 32, off: 39) }
    public func yellow(_ text: String) -> String { paint(text, on: 33, off: 39) }
    public func blue(_ text: String) -> String { paint(text, on: 34, off: 39) }
    public func magenta(_ text: String) -> String { paint(text, on: 35, off: 39) }
    public func cyan(_ text: String) -> String { paint(text, on: 36, off: 39) }

    /// Each attribute ends with its own reset code (not `0m`), so styles nest:
    /// `bold(red("x") + " y")` keeps " y" bold.
    private func paint(_ text: String, on: Int, off: Int) -> String {
        guard usesColor, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}
