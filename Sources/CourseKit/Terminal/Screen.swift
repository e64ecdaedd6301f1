#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-screen control for `course watch`. Every helper does nothing when
/// the output is not a terminal, so redirected output stays clean.
public enum Screen {
    /// Clears the screen and moves the cursor to the top-left corner.
    public static func clear(_ fd: Int32 = STDOUT_FILENO) {
        send("\u{1B}[2J\u{1B}[H", to: fd)
    }

    public static func hideCursor(_ fd: Int32 = STDOUT_FILENO) {
        send("\u{1B}[?25l", to: fd)
    }

    public static func showCursor(_ fd: Int32 = STDOUT_FILENO) {
        send("\u{1B}[?25h", to: fd)
    }

    private static func send(_ sequence: String, to fd: Int32) {
        guard isatty(fd) == 1 else { return }
        TerminalOutput.send(sequence, to: fd)
    }
}
