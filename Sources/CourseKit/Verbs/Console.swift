import Foundation

/// Where a verb's words go. Results go to `out`; progress notes and errors to
/// `err`, so `--format json` output stays clean.
struct Console: Sendable {
    var style: TerminalStyle
    var width: Int
    /// stdin is a terminal: waiting for a key makes sense.
    var isInteractive: Bool
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    static func standard(environment: [String: String]) -> Console {
        Console(
            style: .detect(for: STDOUT_FILENO, environment: environment),
            width: min(TerminalStyle.terminalWidth(for: STDOUT_FILENO, environment: environment), 100),
            isInteractive: isatty(STDIN_FILENO) == 1,
            write: { TerminalOutput.send($0, to: STDOUT_FILENO) },
            writeError: { TerminalOutput.send($0, to: STDERR_FILENO) })
    }

    /// Swallows everything (used by the benchmark).
    static let silent = Console(style: .plain, width: 80, isInteractive: false, write: { _ in }, writeError: { _ in })

    /// Every line goes through `TerminalText.guarded`: a student's name or
    /// text in it prints as text, whatever escape sequences it holds.
    func print(_ line: String = "") { write(TerminalText.guarded(line) + "\n") }
    func note(_ line: String) { writeError(TerminalText.guarded(line) + "\n") }
    func markdown(_ text: String) { print(MarkdownRenderer.render(text, style: style, width: width)) }
}
