import Foundation
import SwiftUISim
import ActivityKitSim

// The stand-in for Apple's WidgetKit as SwiftUI code uses it (`import
// WidgetKit`, through `-module-alias`; round 12): a widget's timeline
// provider and entries (iOS 14, macOS 11), its configuration, the
// `widgetFamily` environment value, `WidgetCenter`'s reloads and the preview
// context. Built after the simulator: a widget's content is SwiftUI views.
//
// There is no Home Screen here: nothing asks a provider for a timeline; an
// app's or a test's code calls `getTimeline` itself and shows an entry's view
// in a `ViewHost`. `WidgetCenter` counts the reloads it is asked for
// (`WidgetCenter.reloads`). The family is `.systemSmall`, the default.
// https://developer.apple.com/documentation/widgetkit/timelineprovider
// https://developer.apple.com/documentation/widgetkit/widgetcenter
// https://developer.apple.com/documentation/widgetkit/widgetfamily
// (`containerBackground(_:for: .widget)`, iOS 17, is in the simulator.)

/// Apple: "Values that define the widget's size and shape."
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge
    /// iOS 15 (iPad).
    case systemExtraLarge
    /// iOS 16: the Lock Screen's.
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// watchOS 9.
    case accessoryCorner
    public var description: String { "\(Self.names[rawValue])" }
    private static let names = ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
                                "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"]
}

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }

extension EnvironmentValues {
    /// iOS 14: the family of the widget the view shows in.
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/widgetfamily
    public var widgetFamily: WidgetFamily { self[WidgetFamilyKey.self] }
}

/// Apple: "A type that specifies the date to display a widget, and, optionally, indicates the current relevance of the widget's content."
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}
extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// Apple: "A structure that defines the relevance of a widget's timeline entry."
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { (self.score, self.duration) = (score, duration) }
}

/// Apple: "A type that specifies when WidgetKit requests a new timeline."
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind
    public static let atEnd = Self(kind: .atEnd)
    public static let never = Self(kind: .never)
    public static func after(_ date: Date) -> Self { Self(kind: .after(date)) }
}

/// Apple: "An object that specifies a date for WidgetKit to update a widget's view."
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { (self.entries, self.policy) = (entries, policy) }
}

/// Apple: "An object that contains details about how a widget is rendered, including its size and whether it appears in the widget gallery."
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
    package init(family: WidgetFamily = .systemSmall, isPreview: Bool = false, displaySize: CGSize = CGSize(width: 170, height: 170)) {
        (self.family, self.isPreview, self.displaySize) = (family, isPreview, displaySize)
    }
}

/// Apple: "A type that advises WidgetKit when to update a widget's display."
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Apple: "A type that describes a widget's content."
@MainActor @preconcurrency public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}
extension Never: WidgetConfiguration {}

/// Apple: "An object describing the content of a widget that has no user-configurable options."
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError("StaticConfiguration has no body") }
    public let kind: String
    let content: (Any) -> Content
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.content = { content($0 as! Provider.Entry) }
    }
}

/// A configuration with its display name, description or families (recorded).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    public typealias Body = Never
    public var body: Never { fatalError("a widget configuration has no body") }
    let base: Base
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func description(_ description: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    /// iOS 17.
    public func contentMarginsDisabled() -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
}

/// Apple: "The configuration and content of a widget to display on the Home Screen or in Notification Center."
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}
extension Widget {
    /// The widget extension's entry point (`@main`): there is no Home Screen to serve.
    public static func main() {}
}

/// Apple: "A container used to expose multiple widgets from a single widget extension."
@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}
extension WidgetBundle {
    public static func main() {}
}

/// Several widgets of a bundle.
public struct _WidgetGroup: Widget {
    public init() {}
    public var body: StaticConfiguration<EmptyView> { StaticConfiguration(kind: "", provider: _NoProvider()) { _ in EmptyView() } }
}
public struct _NoEntry: TimelineEntry { public let date = Date() }
public struct _NoProvider: TimelineProvider {
    public func placeholder(in context: Context) -> _NoEntry { _NoEntry() }
    public func getSnapshot(in context: Context, completion: @escaping (_NoEntry) -> Void) { completion(_NoEntry()) }
    public func getTimeline(in context: Context, completion: @escaping (Timeline<_NoEntry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
}

/// Apple: "A custom attribute that constructs a widget bundle's body."
@resultBuilder public enum WidgetBundleBuilder {
    @MainActor public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> _WidgetGroup { _WidgetGroup() }
}

/// Apple: "An object that contains a list of user-configured widgets and is used for reloading widget timelines."
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    /// The reloads asked for: `nil` for all, else the kind (the simulator's record).
    nonisolated(unsafe) package static var reloads: [String?] = []
    private init() {}
    public func reloadAllTimelines() { Self.reloads.append(nil) }
    public func reloadTimelines(ofKind kind: String) { Self.reloads.append(kind) }
}

/// Apple: "A context that configures a widget preview" (the family it shows as).
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}
