import Foundation

// iOS 27's reordering (macOS 27, watchOS 27, visionOS 27, tvOS 27): a
// container marked with `reorderContainer(for:move:)` whose
// `DynamicViewContent` is marked `reorderable()`, and the
// `ReorderDifference` its `move` closure receives, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/reorderable(),
// https://developer.apple.com/documentation/swiftui/view/reordercontainer(for:isenabled:move:),
// https://developer.apple.com/documentation/swiftui/reorderdifference).
// There is no drag gesture here: both marks are recorded and `move` never
// runs by itself; a test builds a `ReorderDifference` and applies it as the
// app's closure would.

/// iOS 27: "The difference that a reordering operation produces."
public struct ReorderDifference<ItemID, CollectionID> {
    /// "The identifiers of items to move during a reordering operation."
    public var sources: [ItemID]
    /// "The end position of items to move during a reordering operation."
    public var destination: Destination

    public init(sources: [ItemID], destination: Destination) {
        self.sources = sources
        self.destination = destination
    }

    /// "The destination value of a reordering operation."
    public struct Destination {
        /// Where in the collection the sources go.
        public enum Position {
            /// Before the item with this identifier.
            case before(ItemID)
            /// At the end of the collection.
            case end
        }
        public var position: Position
        public var collectionID: CollectionID
        public init(position: Position, collectionID: CollectionID) {
            self.position = position
            self.collectionID = collectionID
        }
    }
}

extension ReorderDifference.Destination where CollectionID == ReorderableSingleCollectionIdentifier {
    public init(position: Position) { self.init(position: position, collectionID: ReorderableSingleCollectionIdentifier()) }
}

extension ReorderDifference: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination.Position: Sendable where ItemID: Sendable, CollectionID: Sendable {}

/// iOS 27: the collection identifier of a container with one collection.
public struct ReorderableSingleCollectionIdentifier: Hashable, Sendable {
    public init() {}
}

extension DynamicViewContent {
    /// iOS 27: lets people reorder this content's views in a reorder container (recorded).
    public func reorderable() -> some DynamicViewContent { modifier(_RecordedModifier("reorderable")) }
    /// iOS 27: the same, for one of several collections in the container (recorded).
    public func reorderable(collectionID: some Hashable & Sendable) -> some DynamicViewContent {
        modifier(_RecordedModifier("reorderable(collectionID:)"))
    }
}

extension View {
    /// iOS 27: a container whose `reorderable()` content people can reorder; `move` gets the change (recorded; no drag here).
    public func reorderContainer<Item: Identifiable>(
        for item: Item.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> ()
    ) -> some View where Item.ID: Sendable {
        modifier(_RecordedModifier("reorderContainer"))
    }
    /// iOS 27: the same, with several collections told apart by `CollectionID` (recorded).
    public func reorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>(
        for item: Item.Type, in collectionID: CollectionID.Type, isEnabled: Bool = true,
        move: @escaping (ReorderDifference<Item.ID, CollectionID>) -> ()
    ) -> some View where Item.ID: Sendable {
        modifier(_RecordedModifier("reorderContainer"))
    }
}
