import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single keys without Enter, for `course watch` (n, h, l, q). On a terminal
/// it switches the input to cbreak mode (no line buffering, no echo; Ctrl-C
/// still interrupts) and puts the original mode back on `restore()`, on
/// deinit, at `exit`, and on SIGINT/SIGTERM. When the input is not a terminal
/// (a pipe, a file, /dev/null) nothing is changed and keys are read from the
/// input as it comes, line ends skipped, so scripted input works and nothing
/// ever waits for a key that cannot come.
public final class KeyReader: Sendable {
    /// Whether the input is a terminal (raw keys) rather than a pipe or file.
    public let isInteractive: Bool
    private let input: Int32
    private let ownsTerminalMode: Bool
    private let endOfInput = Locked(false)

    public init(input: Int32 = STDIN_FILENO) {
        self.input = input
        isInteractive = isatty(input) == 1
        ownsTerminalMode = isInteractive && TerminalModeGuard.enterCbreakMode(input)
    }

    deinit {
        restore()
    }

    /// True once a non-terminal input is exhausted: no key will ever come.
    public var isAtEndOfInput: Bool {
        endOfInput.withLock { $0 }
    }

    /// The next key pressed within `timeout` seconds, or nil. Returns as soon
    /// as a key arrives; never waits longer than `timeout`. At the end of a
    /// non-terminal input it waits out the timeout and returns nil, so a loop
    /// polling for keys does not spin.
    public func nextKey(timeout: TimeInterval) -> Character? {
        let deadline = Date(timeIntervalSinceNow: max(timeout, 0))
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if isAtEndOfInput {
                if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
                return nil
            }
            guard waitForInput(seconds: remaining), let byte = readByte() else {
                if remaining <= 0 { return nil }
                continue
            }
            if !isInteractive, byte == 0x0A || byte == 0x0D || byte == 0x20 || byte == 0x09 { continue }
            return decodeKey(startingWith: byte)
        }
    }

    /// Puts the terminal back as it was. Safe to call more than once; call it
    /// before running anything that reads the terminal itself (an editor).
    public func restore() {
        if ownsTerminalMode { TerminalModeGuard.restore(input) }
    }

    private func waitForInput(seconds: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(min(max(seconds, 0), 86_400) * 1000)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready > 0
        }
    }

    /// One byte, or nil at end of input (which is remembered).
    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN { return nil }
            endOfInput.withLock { $0 = true }
            return nil
        }
    }

    private func decodeKey(startingWith byte: UInt8) -> Character {
        if byte == 0x1B {
            // An escape sequence (arrow keys, function keys): drop the rest of
            // it so its letters are not taken for commands.
            guard waitForInput(seconds: 0.05), let introducer = readByte() else { return "\u{1B}" }
            if introducer == UInt8(ascii: "[") {
                while waitForInput(seconds: 0.05), let next = readByte(), !(0x40...0x7E).contains(next) {}
            } else if introducer == UInt8(ascii: "O"), waitForInput(seconds: 0.05) {
                _ = readByte()
            }
            return "\u{1B}"
        }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var bytes = [byte]
        while bytes.count < length, waitForInput(seconds: 0.05), let next = readByte() {
            bytes.append(next)
        }
        return String(decoding: bytes, as: UTF8.self).first ?? "\u{FFFD}"
    }
}

/// The terminal mode to put back, kept where a signal handler and an `atexit`
/// hook can reach it without locks or allocation (neither is safe in a
/// signal handler). Written only under `lock`, from ordinary code.
private enum TerminalModeGuard {
    nonisolated(unsafe) static var savedDescriptor: Int32 = -1
    nonisolated(unsafe) static var savedMode = termios()
    nonisolated(unsafe) static var previousInterruptAction = sigaction()
    nonisolated(unsafe) static var previousTerminateAction = sigaction()
    nonisolated(unsafe) static var exitHookInstalled = false
    static let lock = NSLock()

    /// Returns false when the mode could not be changed, or another reader
    /// already owns it.
    static func enterCbreakMode(_ fd: Int32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard savedDescriptor < 0 else { return false }
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return false }
        var cbreak = original
        cbreak.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &cbreak.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        savedMode = original
        savedDescriptor = fd
        if !exitHookInstalled {
            exitHookInstalled = true
            atexit { TerminalModeGuard.restoreSavedMode() }
        }
        installSignalHandlers()
        guard tcsetattr(fd, TCSANOW, &cbreak) == 0 else {
            uninstallSignalHandlers()
            savedDescriptor = -1
            return false
        }
        return true
    }

    static func restore(_ fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard savedDescriptor == fd else { return }
        restoreSavedMode()
        uninstallSignalHandlers()
        savedDescriptor = -1
    }

    static func restoreSavedMode() {
        if savedDescriptor >= 0 { tcsetattr(savedDescriptor, TCSANOW, &savedMode) }
    }

    private static func installSignalHandlers() {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { signal in TerminalModeGuard.restoreAndRedeliver(signal) }
        #else
        action.__sigaction_u.__sa_handler = { signal in TerminalModeGuard.restoreAndRedeliver(signal) }
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, &previousInterruptAction)
        sigaction(SIGTERM, &action, &previousTerminateAction)
    }

    private static func uninstallSignalHandlers() {
        sigaction(SIGINT, &previousInterruptAction, nil)
        sigaction(SIGTERM, &previousTerminateAction, nil)
    }

    /// Runs inside the signal handler: only async-signal-safe calls. The
    /// signal then goes to whoever handled it before us (by default, it ends
    /// the process), with the terminal already back to normal.
    private static func restoreAndRedeliver(_ signal: Int32) {
        restoreSavedMode()
        if signal == SIGINT {
            sigaction(signal, &previousInterruptAction, nil)
        } else {
            sigaction(signal, &previousTerminateAction, nil)
        }
        raise(signal)
    }
}
