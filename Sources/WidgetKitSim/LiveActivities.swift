import Foundation
import SwiftUISim
import ActivityKitSim

// WidgetKit's side of Live Activities (iOS 16.1; round 14): the widget
// configuration of an ActivityKit activity, its Lock Screen view and its
// Dynamic Island (expanded regions, compact and minimal views), and the
// context those views read. Nothing shows them here: a test builds an
// `ActivityViewContext` and shows `lockScreen(_:)` or a region's view in a
// `ViewHost`.
// https://developer.apple.com/documentation/widgetkit/activityconfiguration
// https://developer.apple.com/documentation/widgetkit/dynamicisland
// https://developer.apple.com/documentation/widgetkit/activityviewcontext

/// iOS 16.1: what an activity's views read: its attributes and current state.
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let activityID: String
    /// iOS 16.2: whether the state is past its stale date.
    public let isStale: Bool
    public init(attributes: Attributes, state: Attributes.ContentState, activityID: String = UUID().uuidString, isStale: Bool = false) {
        self.attributes = attributes
        self.state = state
        self.activityID = activityID
        self.isStale = isStale
    }
    public subscript<T>(dynamicMember keyPath: KeyPath<Attributes, T>) -> T { attributes[keyPath: keyPath] }
}

/// iOS 16.1: a Live Activity's widget: its Lock Screen (and banner) view and its Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError("ActivityConfiguration has no body") }
    /// The Lock Screen view for a context (for tests).
    public let lockScreen: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    /// The Dynamic Island for a context (for tests).
    public let dynamicIsland: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        self.lockScreen = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }
}

/// iOS 16.1: where an expanded region sits.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    public static let leading = Self(name: "leading")
    public static let trailing = Self(name: "trailing")
    public static let center = Self(name: "center")
    public static let bottom = Self(name: "bottom")
}

/// iOS 16.1: one region of the expanded Dynamic Island.
@MainActor public struct DynamicIslandExpandedRegion<Content: View> {
    public let position: DynamicIslandExpandedRegionPosition
    public let priority: Double
    public let content: Content
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// iOS 16.1: the expanded Dynamic Island's regions.
@MainActor public struct DynamicIslandExpandedContent<Content: View> {
    /// Each region's position and view, in order.
    public let regions: [(position: DynamicIslandExpandedRegionPosition, view: AnyView)]
}

/// iOS 16.1: builds the expanded regions.
@MainActor @resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public typealias Regions = [(position: DynamicIslandExpandedRegionPosition, view: AnyView)]
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> Regions {
        [(region.position, AnyView(region.content))]
    }
    public static func buildBlock(_ components: Regions...) -> Regions { components.flatMap { $0 } }
    public static func buildOptional(_ component: Regions?) -> Regions { component ?? [] }
    public static func buildEither(first component: Regions) -> Regions { component }
    public static func buildEither(second component: Regions) -> Regions { component }
    public static func buildFinalResult(_ component: Regions) -> DynamicIslandExpandedContent<AnyView> {
        DynamicIslandExpandedContent(regions: component)
    }
}

/// iOS 16.1: a Live Activity's Dynamic Island: expanded, compact and minimal.
@MainActor public struct DynamicIsland {
    public let expanded: [(position: DynamicIslandExpandedRegionPosition, view: AnyView)]
    public let compactLeading: AnyView
    public let compactTrailing: AnyView
    public let minimal: AnyView
    public private(set) var keylineTintColor: Color?
    public private(set) var url: URL?

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// iOS 16.1: the tint of the island's border.
    public func keylineTint(_ color: Color?) -> DynamicIsland { var copy = self; copy.keylineTintColor = color; return copy }
    /// iOS 16.1: the URL a tap opens.
    public func widgetURL(_ url: URL?) -> DynamicIsland { var copy = self; copy.url = url; return copy }
    /// iOS 16.1: the margins of the island's views (recorded nowhere).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat) -> DynamicIsland { self }
}

extension View {
    /// iOS 16.1: the background tint of a Live Activity on the Lock Screen (recorded nowhere).
    public func activityBackgroundTint(_ color: Color?) -> some View { self }
    /// iOS 16.1: the colour of the system's action buttons beside a Live Activity (recorded nowhere).
    public func activitySystemActionForegroundColor(_ color: Color) -> some View { self }
}
