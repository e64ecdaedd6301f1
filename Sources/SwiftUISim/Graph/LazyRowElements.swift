/// Twenty-sixth review (finding 11): a lazy container's window counted the
/// views it holds, so an inbox whose `ForEach` draws each message as a row
/// and a `Divider` (or a zero-height `Color.clear`) built half the messages
/// a phone shows, and `host.scroll(to: 338)` landed on message 169.
///
/// What SwiftUI does (Apple docs):
/// - `LazyVStack` (iOS 14): "The stack is 'lazy,' in that the stack view
///   doesn't create items until it needs to render them onscreen": what is
///   built is what lies on screen, whatever views each element is made of.
/// - `ForEach` (iOS 13) "computes views on demand over an underlying
///   collection of identified data": the views of one element come and go
///   together, as the element's row.
/// - `ScrollViewProxy.scrollTo(_:anchor:)` (iOS 14) scrolls "to the view
///   with identifier id": a row is found by its element, not by a count of
///   the views before it.
///
/// Modelled: the window (`RowWindow`, one screenful of rows) counts the
/// elements of a `ForEach` in it, not the views each element expands to.
/// An element drawn as several views (a tuple, a `Group`, an `if`) claims
/// one row, the first time one of its views is counted in a pass, and every
/// other view of it is built or left out with that row. A `ForEach` nested
/// in an element counts its own elements as rows (a `Section` per group).
@MainActor
final class LazyRowElement {
    private var pass = -1
    private var built = false

    /// The element a group mounted in a lazy window draws: a new one for a
    /// `ForEach` element (its key is the element's id), else its parent's.
    static func of(_ node: Node, key: ChildKey) -> LazyRowElement? {
        if key.elementID != nil, node.parent?.view is any _ForEachRows { return LazyRowElement() }
        return node.parent?.rowElement
    }

    /// Whether the element's row is built, claiming it in the window the
    /// first time in this pass.
    func claim(in window: RowWindow) -> Bool {
        if pass != window.pass {
            pass = window.pass
            built = window.claimRow()
        }
        return built
    }
}

/// A `ForEach`, whatever its data (LazyRowElement.of).
protocol _ForEachRows {}
extension ForEach: _ForEachRows {}
