import Foundation
import SwiftUISim

// TipKit (iOS 17, macOS 14): tips that appear once configured and go away
// for good when closed or invalidated. Built after the simulator, since a
// tip's content is SwiftUI's `Text` and `Image` and `TipView` is a view
// (SimulatorLibrary.standInsOnSimulator; docs/simulator.md, "Round 8").
// https://developer.apple.com/documentation/tipkit
//
// Modelled: `Tips.configure` must run before any tip shows (Apple: "Tips
// won't display until you call configure"); a tip's status is `.available`
// until invalidated (its close button, `invalidate(reason:)`, or its
// `Tips.MaxDisplayCount` reached), then `.invalidated` for the rest of the
// process (the datastore is memory; `Tips.resetDatastore()` clears it);
// the testing switches. Not modelled: the `#Rule` and `@Parameter` macros
// (a tip's `rules` default to none, so it shows), `Tips.Event` donations
// only count, display frequency is recorded (no time passes here).

/// Apple: "A type that sets a tip's content, as well as the conditions for when it displays."
/// https://developer.apple.com/documentation/tipkit/tip
public protocol Tip: Identifiable, Sendable where ID == String {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}

extension Tip {
    /// The tip's type name, as TipKit's default identifier.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Option = TipOption

    /// https://developer.apple.com/documentation/tipkit/tip/status
    @MainActor public var status: Tips.Status { Tips.datastore.status(of: self) }
    /// https://developer.apple.com/documentation/tipkit/tip/shouldDisplay
    @MainActor public var shouldDisplay: Bool { status == .available }
    /// https://developer.apple.com/documentation/tipkit/tip/invalidate(reason:)
    @MainActor public func invalidate(reason: Tips.InvalidationReason) { Tips.datastore.invalidate(id, reason: reason) }
}

/// https://developer.apple.com/documentation/tipkit/tipoption
public protocol TipOption: Sendable {}

/// https://developer.apple.com/documentation/tipkit/tips
public enum Tips {
    /// https://developer.apple.com/documentation/tipkit/tips/action
    public struct Action: Identifiable, Sendable {
        public let id: String
        let label: @Sendable () -> Text
        let handler: @Sendable () -> Void
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
            self.label = { Text(title) }
            self.handler = handler
        }
        public init(id: String? = nil, perform handler: @escaping @Sendable () -> Void = {}, _ label: @escaping @Sendable () -> Text) {
            self.id = id ?? UUID().uuidString
            self.label = label
            self.handler = handler
        }
        public func callAsFunction() { handler() }
    }

    /// A display rule. Apple builds them with the `#Rule` macro, which the
    /// simulator does not have; a tip with no rules shows.
    /// https://developer.apple.com/documentation/tipkit/tips/rule
    public struct Rule: Sendable {
        let isSatisfied: @Sendable () -> Bool
        public init(_ isSatisfied: @escaping @Sendable () -> Bool) { self.isSatisfied = isSatisfied }
    }

    /// https://developer.apple.com/documentation/tipkit/tips/status
    public enum Status: Equatable, Sendable {
        case pending, available, invalidated(InvalidationReason)
    }

    /// https://developer.apple.com/documentation/tipkit/tips/invalidationreason
    public enum InvalidationReason: Equatable, Sendable {
        case actionPerformed, displayCountExceeded, tipClosed
    }

    /// https://developer.apple.com/documentation/tipkit/tips/event
    public struct Event: Identifiable, Sendable {
        public let id: String
        public init(id: String) { self.id = id }
        /// How many times the event was donated in this process.
        @MainActor public var donations: Int { Tips.datastore.donations[id, default: 0] }
        @MainActor public func donate() { Tips.datastore.donations[id, default: 0] += 1 }
        @MainActor public func donate() async { Tips.datastore.donations[id, default: 0] += 1 }
    }

    /// https://developer.apple.com/documentation/tipkit/tips/maxdisplaycount
    public struct MaxDisplayCount: TipOption {
        let count: Int
        public init(_ count: Int) { self.count = count }
    }
    /// https://developer.apple.com/documentation/tipkit/tips/ignoresdisplayfrequency
    public struct IgnoresDisplayFrequency: TipOption {
        let ignores: Bool
        public init(_ ignores: Bool) { self.ignores = ignores }
    }

    /// https://developer.apple.com/documentation/tipkit/tips/configurationoption
    public struct ConfigurationOption: Sendable {
        enum Kind: Sendable { case frequency(DisplayFrequency), location(DatastoreLocation), cloudKit(String) }
        let kind: Kind
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption { .init(kind: .frequency(displayFrequency)) }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { .init(kind: .location(location)) }
        public static func cloudKitContainer(_ container: CloudKitContainerOption) -> ConfigurationOption { .init(kind: .cloudKit(container.name)) }

        /// https://developer.apple.com/documentation/tipkit/tips/configurationoption/displayfrequency
        public struct DisplayFrequency: Equatable, Sendable {
            /// Seconds after one tip shows before another may.
            public let interval: TimeInterval
            public init(_ interval: TimeInterval) { self.interval = interval }
            public static let immediate = DisplayFrequency(0)
            public static let hourly = DisplayFrequency(3_600)
            public static let daily = DisplayFrequency(86_400)
            public static let weekly = DisplayFrequency(7 * 86_400)
            public static let monthly = DisplayFrequency(30 * 86_400)
        }
        /// https://developer.apple.com/documentation/tipkit/tips/configurationoption/datastorelocation
        public struct DatastoreLocation: Sendable {
            let url: URL?
            public static let applicationDefault = DatastoreLocation(url: nil)
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(url: nil) }
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(url: url) }
            public init(url: URL?) { self.url = url }
        }
        public struct CloudKitContainerOption: Sendable {
            let name: String
            public static let automatic = CloudKitContainerOption(name: "automatic")
            public static func named(_ name: String) -> CloudKitContainerOption { CloudKitContainerOption(name: name) }
        }
    }

    /// Thrown by `configure` when called twice, as TipKit does.
    public enum TipKitError: Error, Sendable { case tipsDatastoreAlreadyConfigured }

    /// https://developer.apple.com/documentation/tipkit/tips/configure(_:)
    @MainActor public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        guard !datastore.configured else { throw TipKitError.tipsDatastoreAlreadyConfigured }
        datastore.configured = true
        for option in configuration {
            if case .frequency(let frequency) = option.kind { datastore.displayFrequency = frequency }
        }
    }
    /// https://developer.apple.com/documentation/tipkit/tips/resetdatastore()
    @MainActor public static func resetDatastore() throws {
        datastore.reset()
    }
    @MainActor public static func showAllTipsForTesting() { datastore.testing = .showAll }
    @MainActor public static func hideAllTipsForTesting() { datastore.testing = .hideAll }
    @MainActor public static func showTipsForTesting(_ tips: [any Tip.Type]) { datastore.testing = .show(Set(tips.map { String(describing: $0) })) }
    @MainActor public static func hideTipsForTesting(_ tips: [any Tip.Type]) { datastore.testing = .hide(Set(tips.map { String(describing: $0) })) }

    /// The process's tips: what has been configured, closed and displayed.
    /// Observable, so a `TipView` whose tip is closed updates (the graph
    /// tracks what a body reads).
    @MainActor public static let datastore = Datastore()

    @MainActor @Observable public final class Datastore {
        enum Testing: Equatable { case none, showAll, hideAll, show(Set<String>), hide(Set<String>) }
        public internal(set) var configured = false
        public internal(set) var displayFrequency = ConfigurationOption.DisplayFrequency.immediate
        var invalidated: [String: InvalidationReason] = [:]
        var displayCounts: [String: Int] = [:]
        var donations: [String: Int] = [:]
        var testing = Testing.none

        func status<T: Tip>(of tip: T) -> Status {
            let type = String(describing: T.self)
            switch testing {
            case .showAll: return .available
            case .hideAll: return .pending
            case .show(let types) where types.contains(type): return .available
            case .hide(let types) where types.contains(type): return .pending
            default: break
            }
            if let reason = invalidated[tip.id] { return .invalidated(reason) }
            guard configured, tip.rules.allSatisfy({ $0.isSatisfied() }) else { return .pending }
            return .available
        }
        func invalidate(_ id: String, reason: InvalidationReason) {
            if invalidated[id] == nil { invalidated[id] = reason }
        }
        /// A tip view appeared showing the tip: count it against its `MaxDisplayCount`.
        /// Apple: a tip with `MaxDisplayCount(n)` is invalidated once it has displayed n times;
        /// here the (n+1)th appearance finds it invalidated and shows nothing.
        func displayed<T: Tip>(_ tip: T) {
            let shown = displayCounts[tip.id, default: 0]
            for case let limit as MaxDisplayCount in tip.options where shown >= limit.count {
                invalidate(tip.id, reason: .displayCountExceeded)
                return
            }
            displayCounts[tip.id] = shown + 1
        }
        func reset() {
            configured = false
            invalidated = [:]
            displayCounts = [:]
            donations = [:]
            testing = .none
            displayFrequency = .immediate
        }
    }
}
