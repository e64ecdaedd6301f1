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
    /// Where long text to read goes on a terminal (nil: printed as it is).
    var pager: Pager? = nil

    static func standard(environment: [String: String]) -> Console {
        Console(
            style: .detect(for: STDOUT_FILENO, environment: environment),
            width: min(TerminalStyle.terminalWidth(for: STDOUT_FILENO, environment: environment), 100),
            isInteractive: isatty(STDIN_FILENO) == 1,
            write: { TerminalOutput.send($0, to: STDOUT_FILENO) },
            writeError: { TerminalOutput.send($0, to: STDERR_FILENO) },
            pager: Pager.detect(environment: environment))
    }

    /// Swallows everything (used by the benchmark).
    static let silent = Console(style: .plain, width: 80, isInteractive: false, write: { _ in }, writeError: { _ in })

    /// Every line goes through `TerminalText.guarded`: a student's name or
    /// text in it prints as text, whatever escape sequences it holds.
    func print(_ line: String = "") { write(TerminalText.guarded(line) + "\n") }
    func note(_ line: String) { writeError(TerminalText.guarded(line) + "\n") }
    func markdown(_ text: String) { print(MarkdownRenderer.render(text, style: style, width: width)) }

    /// A console like this one whose results are kept (errors still go out),
    /// and what it kept: text to page or print as one.
    func capturing() -> (console: Console, text: Locked<String>) {
        let text = Locked("")
        var copy = self
        copy.write = { piece in text.withLock { $0 += piece } }
        copy.pager = nil
        return (copy, text)
    }

    /// Prints `text`, through the pager when there is one and `text` does not
    /// fit the terminal with `reserved` rows left for what comes after it.
    /// Returns whether the reader saw it in the pager.
    @discardableResult
    func page(_ text: String, reserving reserved: Int = 0) -> Bool {
        if let pager, pager.isLonger(text, reserved: reserved), pager.show(text) { return true }
        write(text)
        return false
    }
}
