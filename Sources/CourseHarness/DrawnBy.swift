// Which view draws what a user sees: a body count judges the view a lab
// names only when that view is the one on screen (tenth review, issue 22).
import SwiftUISim

/// Fails, once per text, unless each of `texts` that a user sees is drawn
/// by a body of `type`: some view on its way up `host.visibleTree` (the
/// text itself included) was written by `type`'s body (`declaredIn`).
///
/// A body count of `type` measures the screen only then. A hidden copy of
/// the view (a decoy that skips) is not on screen, and `X(…).body` called
/// inline in another body writes its views as that body's, running with it
/// on every pass while `X`'s count stays at the decoy's.
@MainActor public func expectDrawn<V: View>(by type: V.Type, _ texts: [String], in host: ViewHost, _ when: @autoclosure () -> String = "") {
    let name = ViewHost.name(of: type)
    let tree = host.visibleTree
    for text in texts {
        guard let shown = tree.first(where: { $0.text == text }) else { continue }
        let path = tree.path(to: shown.index)
        guard !path.contains(where: { $0.declaredIn == name }) else { continue }
        let writer = shown.declaredIn ?? "no view of the app"
        let prefix = when().isEmpty ? "" : when() + ", "
        expect(false, prefix + "the “\(text)” a user sees is drawn by \(writer).body, not by a \(name): \(name)'s body count "
            + "does not measure what is on screen. A `\(name)(…).body` called inside another body runs with that body on every "
            + "pass, and a \(name) that is hidden or zero-sized shows nothing; show the \(name) itself")
        return
    }
}
