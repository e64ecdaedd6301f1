import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Long text to read (a lesson with its lab's task) goes through a pager on
/// a terminal, as `git log` and `man` do: `$COURSE_PAGER`, else `$PAGER`,
/// else `less -R` (with `LESS=FRX` unless `LESS` is set: colours pass, text
/// that fits one screen is just printed, and what was read stays on the
/// screen after `q`). Never when standard output is not a terminal (a pipe,
/// a file, CI), never for `TERM=dumb`, never with the pager set to `""` or
/// `cat`; with no `less` on `PATH` and no pager set, text prints as it is.
struct Pager: Sendable {
    /// The shell command (`sh -c`).
    var command: String
    /// The pager's environment.
    var environment: [String: String]
    /// The terminal's rows and columns.
    var rows: Int
    var columns: Int

    /// The pager for standard output, or nil when text should just be printed.
    static func detect(environment: [String: String]) -> Pager? {
        guard isatty(STDOUT_FILENO) == 1, environment["TERM"] != "dumb" else { return nil }
        let chosen = environment["COURSE_PAGER"] ?? environment["PAGER"]
        let command = (chosen ?? "less -R").trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty, command != "cat" else { return nil }
        if chosen == nil, !onPath("less", environment: environment) { return nil }
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        return Pager(
            command: command, environment: pagerEnvironment, rows: TerminalStyle.terminalHeight(for: STDOUT_FILENO, environment: environment),
            columns: TerminalStyle.terminalWidth(for: STDOUT_FILENO, environment: environment))
    }

    /// Whether `text` takes more rows than the terminal has (long lines wrap),
    /// keeping `reserved` rows for what is printed after it.
    func isLonger(_ text: String, reserved: Int = 0) -> Bool {
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            rows += max(1, (String(line).terminalWidth + columns - 1) / max(columns, 1))
            if rows + reserved >= self.rows { return true }
        }
        return false
    }

    /// Shows `text` in the pager and waits until the reader quits it.
    /// Returns false when the pager could not run (the caller prints instead).
    func show(_ text: String) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        // Ctrl-C belongs to the pager (less uses it) while it runs: we wait, then go on.
        let previousInterrupt = signal(SIGINT, SIG_IGN), previousQuit = signal(SIGQUIT, SIG_IGN), previousPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
            signal(SIGPIPE, previousPipe)
        }
        let words: [String] = ["/bin/sh", "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        fflush(nil)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return false
        }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                break  // the reader quit before the end (EPIPE): fine
            }
            bytes = bytes.dropFirst(written)
        }
        close(ends[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // 126/127: the shell could not run the pager at all.
        let exited = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
        return exited != 126 && exited != 127
    }

    static func onPath(_ program: String, environment: [String: String]) -> Bool {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            access(String(folder) + "/" + program, X_OK) == 0
        }
    }
}
