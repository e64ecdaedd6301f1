/// One child per element, each identified by the element's id, so a row's
/// state follows its element across inserts, moves and removals.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    /// `id: \.self`, the common case, skips the key path lookup.
    let isIdentity: Bool
    /// `ForEach(0..<n) { … }`: constant data, read once (as in SwiftUI).
    var isConstant = false
    /// `ForEach(subviews:)` (iOS 18): fills the data with the members of a
    /// view, which only the graph can list (Views/ContainerSubviews.swift).
    var resolveData: ((inout _Children) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
        isIdentity = (\Data.Element.self as AnyKeyPath) == id
    }

    private func identifier(of element: Data.Element) -> ID {
        isIdentity ? unsafeBitCast(element, to: ID.self) : element[keyPath: id]
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        var view = view
        if view.isConstant { keepInitialData(of: &view, in: &children) }
        view.resolveData?(&children)
        children.facts.rowData = view
        children.openRows(count: view.data.count)
        let rows = view
        children.noteRowLookup(count: view.data.count) { target in
            // A scroll target matches a row by its id (`scrollTo(_:anchor:)`:
            // "The identifier of a child view to scroll to").
            let typed = target.base as? ID
            guard let index = rows.data.firstIndex(where: { element in
                let id = rows.identifier(of: element)
                return typed.map { $0 == id } ?? (AnyHashable(id) == target)
            }) else { return nil }
            return rows.data.distance(from: rows.data.startIndex, to: index)
        }
        var seen = Set<ID>(minimumCapacity: view.data.count)
        var duplicates: [ID: Int] = [:]
        var reported = false
        for element in view.data {
            let id = view.identifier(of: element)
            var key = ChildKey.element(AnyHashable(id))
            if !seen.insert(id).inserted {
                let occurrence = duplicates[id, default: 0] + 1
                duplicates[id] = occurrence
                if !reported {
                    let message = """
                        \(Node.displayName(of: Self.self)): the ID \(id) occurs multiple times within the \
                        collection, this will give undefined results!
                        """
                    Diagnostics.warn(message)
                    ViewHost.repeatedIDHandler?(message)
                    reported = true
                }
                // Keep the tree well-formed: later duplicates get a key of their own.
                key = .element(AnyHashable([AnyHashable(id), AnyHashable(occurrence)]))
            }
            children.appendRow(key: key) { view.content(element) }
        }
    }
    public static var _role: _ViewRole { .group }

    func holdsRow(_ key: AnyHashable) -> Bool {
        if let typed = key.base as? ID { return data.contains { identifier(of: $0) == typed } }
        return data.contains { AnyHashable(identifier(of: $0)) == key }
    }

    /// SwiftUI reads a constant `ForEach`'s data once: later data is ignored,
    /// with its warning when the count changed.
    private static func keepInitialData(of view: inout Self, in children: inout _Children) {
        guard let initial = children.node.facts.remembered as? Data else {
            children.facts.remembered = view.data
            return
        }
        children.facts.remembered = initial
        if view.data.count != initial.count {
            Diagnostics.warn("""
                \(Node.displayName(of: Self.self)) count (\(view.data.count)) != its initial count (\(initial.count)). \
                `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` \
                or use `ForEach(_:id:content:)` and provide an explicit `id`!
                """)
        }
        view.data = initial
    }
}

/// A view made from a collection (`ForEach`, and modifiers on it), the
/// receiver of SwiftUI's list-editing modifiers.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach: _RowData {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// List editing: recorded on each row; the host has no swipe to call it.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_RecordedModifier("onDelete"))
    }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_RecordedModifier("onMove"))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// SwiftUI's helper for `onDelete`: removes the elements at these offsets.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// SwiftUI's helper for `onMove`: moves the elements at `source` to before `destination`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach {
    /// `ForEach($items) { $item in … }`: each row gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [(index: C.Index, id: C.Element.ID)], ID == C.Element.ID,
        C.Element: Identifiable, C.Index: Hashable {
        let elements = data.wrappedValue.indices.map { (index: $0, id: data.wrappedValue[$0].id) }
        self.init(elements, id: \.id) { element in
            content(Binding(location: ProjectedLocation(base: data.location, keyPath: \C.[element.index])))
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range: only its first value is read (use `id: \.self`
    /// for a range that changes).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
        isConstant = true
    }
}

/// A view whose type is hidden. The subtree is kept only while the wrapped
/// type stays the same; a different type is a different identity.
public struct AnyView: View {
    public typealias Body = Never
    /// Boxed, as in SwiftUI (a class holds the view): a stored `AnyView`
    /// compares by that box, so a new one is never equal to the old one.
    private let box: AnyViewBox
    var storage: any View { box.view }

    public init<V: View>(_ view: V) {
        box = (view as? AnyView)?.box ?? AnyViewBox(view)
    }
    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.appendErased(view.storage, key: .index(0))
    }
    public static var _role: _ViewRole { .container }
}

/// Compares its content with the content's own `==`: when `==` says equal,
/// the content's body is skipped even if other fields changed.
public struct EquatableView<Content: View & Equatable>: View {
    public typealias Body = Never
    public var content: Content
    public init(content: Content) { self.content = content }

    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .equatableView }
}

extension EquatableView: _EquatableViewComparing {
    func _isEqual(to other: Any) -> Bool {
        guard let other = other as? EquatableView<Content> else { return false }
        return content == other.content
    }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

final class AnyViewBox {
    let view: any View
    init(_ view: any View) { self.view = view }
}
