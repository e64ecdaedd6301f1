/// Where a child sits inside its parent: with the child's type, this is its
/// identity. Structural identity uses positions and branches; explicit
/// identity uses `.id(_:)` values and `ForEach` element ids.
enum ChildKey: Hashable {
    case body
    case index(Int)
    case branch(Bool)
    case present
    case element(AnyHashable)
    case explicit(AnyHashable)
}

/// What a view's expansion produced: its children, in order, plus what a
/// built-in view records on its own node (text, control, effects, modifiers).
@MainActor
public struct _Children {
    struct Item {
        var key: ChildKey
        var view: any View
    }

    var items: [Item] = []
    var facts = NodeFacts()
    /// Positions count every child, built or not, so a skipped lazy row
    /// never shifts the identity of the rows after it.
    private var position = 0
    unowned(unsafe) let node: Node

    init(node: Node) { self.node = node }

    mutating func append<Content: View>(_ view: Content, key: ChildKey? = nil) {
        appendRow(key: key) { view }
    }

    /// Appends a child made only if it is built: rows a lazy container
    /// leaves out are never created (their content closure never runs).
    mutating func appendRow<Content: View>(key: ChildKey? = nil, _ make: () -> Content) {
        let key = key ?? .index(position)
        position += 1
        if let window = node.rowWindow, Content._role.kind != .group, !window.claimRow() { return }
        items.append(Item(key: key, view: make()))
    }

    mutating func appendErased(_ value: Any, key: ChildKey) {
        guard let view = value as? any View else {
            preconditionFailure("SwiftUISim: \(type(of: value)) is not a View")
        }
        appendOpened(view, key: key)
    }

    private mutating func appendOpened<Content: View>(_ view: Content, key: ChildKey) {
        append(view, key: key)
    }
}

/// What a built-in view tells the graph about its own node.
struct NodeFacts {
    var text: String?
    var control: Control?
    var modifier: String?
    var effects: [Effect] = []
    var environment: ((inout EnvironmentValues) -> Void)?
    var modifierContent: (any View)?
    /// What the node does in layout (Layout/LayoutRole.swift); nil: transparent.
    var layout: LayoutRole?
}

/// A control the host can operate.
enum Control {
    case button(action: @MainActor () -> Void)
    case toggle(isOn: Binding<Bool>)
    case textField(prompt: String, text: Binding<String>)
}

/// Lifecycle and change effects a modifier attaches to its node.
enum Effect {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    case task(id: AnyHashable?, action: @MainActor @Sendable () async -> Void)
    case change(value: Any, initial: Bool, action: @MainActor (Any, Any) -> Void)
}

/// The rows a lazy container has built so far: the first screenful, then
/// the rows near each index the host scrolled to. Rows outside these ranges
/// are not created.
final class RowWindow {
    let visibleRows: Int
    private(set) var builtRanges: [Range<Int>]
    private var cursor = 0

    init(visibleRows: Int) {
        self.visibleRows = visibleRows
        self.builtRanges = [0..<visibleRows]
    }

    func beginPass() { cursor = 0 }

    /// Counts one row; true if that row is built.
    func claimRow() -> Bool {
        defer { cursor += 1 }
        return builtRanges.contains { $0.contains(cursor) }
    }

    func reveal(around row: Int) {
        let start = max(0, row - visibleRows / 2)
        builtRanges.append(start..<(start + visibleRows))
    }
}
