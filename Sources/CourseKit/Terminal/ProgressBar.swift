import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of progress: `[######----] 12/30  40%  ETA 0:42  label`.
public struct ProgressBar: Sendable {
    public var style: TerminalStyle

    public init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// `width` is the number of cells between the brackets. A `total` of zero
    /// counts as complete; `completed` is clamped to `0...total`.
    public func render(
        completed: Int, total: Int, width: Int = 30, label: String = "", eta: TimeInterval? = nil
    ) -> String {
        let total = max(total, 0)
        let completed = min(max(completed, 0), total)
        let fraction = total == 0 ? 1 : Double(completed) / Double(total)
        let cells = max(width, 1)
        let filled = Int((fraction * Double(cells)).rounded(.down))
        var line = "[" + style.green(String(repeating: "#", count: filled))
            + style.dim(String(repeating: "-", count: cells - filled)) + "] "
            + "\(completed)/\(total)  \(Int((fraction * 100).rounded(.down)))%"
        if let eta, eta.isFinite, completed < total {
            line += "  ETA " + Self.clock(eta)
        }
        if !label.isEmpty { line += "  " + label }
        return line
    }

    /// `0:42`, `12:05`, `1:02:03`.
    static func clock(_ interval: TimeInterval) -> String {
        let seconds = Int(max(interval, 0).rounded(.up))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }
}

/// Progress of long work (grading a class in parallel). On a terminal the bar
/// is redrawn in place; otherwise (a log, CI) a plain line is printed only
/// every `percentStep` percent, so logs stay short. Safe to call from any
/// thread.
public final class ProgressReporter: Sendable {
    private struct State {
        var completed = 0
        var label = ""
        var lastDrawn: ContinuousClock.Instant?
        var lastPrintedPercent = -1
        var finished = false
    }

    public let total: Int
    private let output: Int32
    private let interactive: Bool
    private let percentStep: Int
    private let bar: ProgressBar
    private let started = ContinuousClock.now
    private let state = Locked(State())

    /// - Parameters:
    ///   - output: where to draw; standard error by default, so standard output
    ///     stays clean for results.
    ///   - interactive: redraw in place; by default, whether `output` is a terminal.
    ///   - percentStep: in non-interactive mode, print a line at most this often.
    public init(
        total: Int, output: Int32 = STDERR_FILENO, interactive: Bool? = nil,
        style: TerminalStyle? = nil, percentStep: Int = 10
    ) {
        self.total = total
        self.output = output
        self.interactive = interactive ?? (isatty(output) == 1)
        self.percentStep = max(percentStep, 1)
        bar = ProgressBar(style: style ?? .detect(for: output))
    }

    /// Records `count` more items done; `label` names the latest (a student:
    /// what it names is shown as text, never run as a terminal sequence).
    public func advance(by count: Int = 1, label: String? = nil) {
        let line: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.completed = min(state.completed + count, total)
            if let label { state.label = Untrusted.visible(label) }
            return nextLine(&state)
        }
        if let line { TerminalOutput.send(line, to: output) }
    }

    /// Draws the final state and ends the line. Further calls do nothing.
    public func finish() {
        let line: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            if interactive { return "\r\u{1B}[2K" + render(state) + "\n" }
            return state.lastPrintedPercent == 100 ? nil : render(state) + "\n"
        }
        if let line { TerminalOutput.send(line, to: output) }
    }

    /// The text to write after an update, or nil when it would only add noise.
    private func nextLine(_ state: inout State) -> String? {
        if interactive {
            // Redrawing faster than the eye can follow only costs time.
            let now = ContinuousClock.now
            if let last = state.lastDrawn, now - last < .milliseconds(50), state.completed < total { return nil }
            state.lastDrawn = now
            return "\r\u{1B}[2K" + render(state)
        }
        let percent = total == 0 ? 100 : state.completed * 100 / total
        let step = percent == 100 ? 100 : percent / percentStep * percentStep
        guard step > state.lastPrintedPercent else { return nil }
        state.lastPrintedPercent = step
        return render(state) + "\n"
    }

    private func render(_ state: State) -> String {
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let eta = state.completed > 0 ? seconds / Double(state.completed) * Double(total - state.completed) : nil
        var line = bar.render(completed: state.completed, total: total, label: state.label, eta: eta)
        if interactive {
            // A line longer than the terminal would wrap, and \r could not undo it.
            let columns = TerminalStyle.terminalWidth(for: output)
            if line.terminalWidth > columns, !state.label.isEmpty {
                let fixed = bar.render(completed: state.completed, total: total, eta: eta).terminalWidth + 2
                line = bar.render(
                    completed: state.completed, total: total,
                    label: String(state.label.prefix(max(columns - fixed - 1, 0))), eta: eta)
            }
        }
        return line
    }
}
