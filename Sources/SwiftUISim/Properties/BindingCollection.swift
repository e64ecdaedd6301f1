// iOS 15: a binding to a mutable collection is itself a collection of
// bindings to its elements ("Binding conforms to RandomAccessCollection when
// Value conforms to MutableCollection and RandomAccessCollection"), which is
// what `$items.isEmpty`, `$items.count` and `$items[0]` read. Each element is
// a projection of the collection's binding by index, as `ForEach($items)`'s
// rows are. The conformances are main-actor isolated, as a Binding is.
// https://developer.apple.com/documentation/swiftui/binding

extension Binding: @MainActor Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: location, index: position))
    }
}

/// One element of a collection somewhere, by index (an index need not be
/// Hashable, so not a key path); the same place when base and index are.
final class ElementLocation<Base: MutableCollection>: Location<Base.Element> {
    let base: Location<Base>
    let index: Base.Index
    init(base: Location<Base>, index: Base.Index) {
        self.base = base
        self.index = index
    }
    override func get() -> Base.Element { base.get()[index] }
    override func set(_ newValue: Base.Element) {
        var value = base.get()
        value[index] = newValue
        base.set(value)
    }
    override var root: AnyObject? { base.root }
    override func isSame(as other: Location<Base.Element>) -> Bool {
        guard let other = other as? ElementLocation<Base> else { return false }
        return index == other.index && base.isSame(as: other.base)
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
