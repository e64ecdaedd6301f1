/// What SwiftUI reports at run time (Xcode shows them as purple runtime
/// issues) when a program changes state while a body is being computed:
/// the update it is part of is already under way, so the change "will cause
/// undefined behavior". The simulator finds them where SwiftUI does, in the
/// state write and in an observed object's publisher.
extension ViewHost {
    /// Called with each such issue and the view whose body was running.
    /// Lab programs fail the running check with it; elsewhere nothing is called.
    public static var runtimeIssueHandler: (@MainActor (_ issue: String) -> Void)?

    /// Whether a view's body is being computed now: work a lab's support
    /// code sees done then (a model built, a request started) is done in
    /// `body`, however the program stores it.
    @MainActor public static var isRunningBody: Bool { Graph.current != nil }
}

@MainActor
enum RuntimeIssues {
    /// SwiftUI's wording (a `@State` or `@Binding` write).
    static let stateDuringUpdate = "Modifying state during view update, this will cause undefined behavior."
    /// SwiftUI's wording (an `ObservableObject`'s publisher).
    static let publishingDuringUpdate = "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    /// Reports `issue` if a body is running now.
    static func noteIfUpdating(_ issue: String) {
        guard let node = Graph.current else { return }
        Diagnostics.warn(issue)
        ViewHost.runtimeIssueHandler?("\(issue) (while \(node.typeName).body ran)")
    }
}
