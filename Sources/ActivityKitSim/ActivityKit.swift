import Foundation
import SwiftUISim

// The stand-in for Apple's ActivityKit (`import ActivityKit`, through
// `-module-alias`; round 14): Live Activities (iOS 16.1): an activity's
// attributes and content state, `Activity`'s request, update and end, and
// whether the person allows them. Built after the simulator (an alert's text
// is a `LocalizedStringResource`); WidgetKit's `ActivityConfiguration` and the
// Dynamic Island builders are in the WidgetKit stand-in, as Apple has them.
//
// There is no Lock Screen or Dynamic Island here: `Activity.request` makes an
// activity the app can read back from `Activity.activities`, update and end;
// nothing shows it (a test shows its views in a `ViewHost` with an
// `ActivityViewContext`). Activities are allowed (`areActivitiesEnabled`).
// https://developer.apple.com/documentation/activitykit/activityattributes
// https://developer.apple.com/documentation/activitykit/activity
// https://developer.apple.com/documentation/activitykit/activitycontent

/// iOS 16.1: the data of a Live Activity: fixed attributes and the state that changes.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable & Encodable & Hashable
}

/// iOS 16.2: a state with its stale date and relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}

/// iOS 16.1: where an activity is in its life.
public enum ActivityState: Hashable, Sendable {
    case active, ended, dismissed, stale, pending
}

/// iOS 16.1: how the system delivers updates (`.token`: push notifications).
public struct PushType: Hashable, Sendable {
    public static let token = PushType()
    /// iOS 18: a broadcast channel.
    public static func channel(_ channelId: String) -> PushType { PushType() }
}

/// iOS 16.1: when an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let kind: Int
    public static let `default` = Self(kind: 0)
    public static let immediate = Self(kind: 1)
    public static func after(_ date: Date) -> Self { Self(kind: 2) }
}

/// iOS 16.1: the alert an update shows.
public struct AlertConfiguration: Hashable, Sendable {
    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
    }
    public struct AlertSound: Hashable, Sendable {
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
        let name: String?
    }
}

/// iOS 16.1: a request Apple refuses (too many activities, not allowed).
public enum ActivityAuthorizationError: Error, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, targetMaximumExceeded, persistenceFailure, reconnectNotPermitted,
         unsupported, unsupportedTarget, unentitled, visibility, malformedActivityIdentifier
}

/// iOS 16.1: whether the person allows Live Activities (here: yes).
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { true }
    /// iOS 16.2.
    public var frequentPushesEnabled: Bool { false }
}

/// iOS 16.1: a Live Activity: request one, update its state, end it.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active
    public var pushToken: Data? { nil }
    /// iOS 16.1 (deprecated in 16.2 for `content.state`).
    public var contentState: Attributes.ContentState { content.state }

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        self.id = UUID().uuidString
        self.attributes = attributes
        self.content = content
    }

    private static var running: [Activity<Attributes>] {
        get { _activityStore[ObjectIdentifier(Attributes.self)] as? [Activity<Attributes>] ?? [] }
        set { _activityStore[ObjectIdentifier(Attributes.self)] = newValue }
    }

    /// The app's activities of this kind that have not ended.
    public static var activities: [Activity<Attributes>] { running }

    /// iOS 16.2: starts a Live Activity.
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil) throws -> Activity<Attributes> {
        let activity = Activity(attributes: attributes, content: content)
        running.append(activity)
        return activity
    }

    /// iOS 16.1 (deprecated in 16.2 for `request(attributes:content:pushType:)`).
    public static func request(attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// iOS 16.2: a new state (and an alert, which nothing shows here).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        self.content = content
    }

    /// iOS 16.1 (deprecated in 16.2).
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        content.state = contentState
    }

    /// iOS 16.2: ends the activity, with a last state.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
        Self.running.removeAll { $0 === self }
    }

    /// iOS 16.1 (deprecated in 16.2).
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}

private nonisolated(unsafe) var _activityStore: [ObjectIdentifier: Any] = [:]
