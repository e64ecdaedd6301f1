import Foundation

/// How the simulator talks to the learner: SwiftUI's own runtime wording
/// where SwiftUI has one, on standard error.
@MainActor
enum Diagnostics {
    private static var warned: Set<String> = []

    /// Stops the program with a clear message (a lab's mistake, not ours).
    /// Tests swap in a handler that records instead.
    static var failureHandler: (String) -> Never = { message in
        FileHandle.standardError.write(Data("SwiftUISim: error: \(message)\n".utf8))
        exit(1)
    }

    static func fail(_ message: String) -> Never { failureHandler(message) }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("SwiftUISim: warning: \(message)\n".utf8))
    }

    static func warnOnce(_ message: String) {
        if warned.insert(message).inserted { warn(message) }
    }
}

/// `Self._printChanges()`: why the body that is running now ran.
@MainActor
enum ChangeLog {
    /// The node whose body is running now.
    static var running: Node?
    /// Where the lines go: standard output, as in SwiftUI; tests listen here.
    static var output: (String) -> Void = { print($0) }

    static func line(name: String, reasons: [String]) -> String {
        reasons.isEmpty ? "\(name): unchanged." : "\(name): \(reasons.joined(separator: ", ")) changed."
    }
}

extension View {
    /// Prints why this body is running, in SwiftUI's format:
    /// `Name: @self, @identity, _count changed.` or `Name: unchanged.`
    public static func _printChanges() {
        guard let node = ChangeLog.running else { return }
        // `course run --why` printed this line already, with its reasons under it.
        if let why = node.graph.why, why.printsLine(for: node) { return }
        ChangeLog.output(ChangeLog.line(name: node.typeName, reasons: node.runReasonLabels))
    }

    /// Same as `_printChanges()`; SwiftUI sends it to its log instead.
    public static func _logChanges() { _printChanges() }
}
