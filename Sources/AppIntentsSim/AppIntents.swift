import Foundation
import SwiftUISim

// The stand-in for Apple's App Intents as SwiftUI apps' view files use it
// (`import AppIntents`, through `-module-alias`; round 14): an intent
// (`AppIntent`, iOS 16, macOS 13) with its `@Parameter`s and the result its
// `perform()` returns, entities and their queries, enums, dialogs, App
// Shortcuts, iOS 26's `SnippetIntent` and `TargetContentProvidingIntent`, and
// SwiftUI's side of them (`Button(intent:label:)`, iOS 17;
// `onAppIntentExecution(_:perform:)`, iOS 26), which Apple declares in the
// SwiftUI–App Intents cross-import overlay and which code sees when it
// imports both. Built after the simulator.
//
// There is no Siri, Shortcuts app or Spotlight here: nothing runs an intent
// but the app itself. `Button(intent:)` performs its intent when tapped (as
// an interactive widget's or snippet's button does), in a task on the main
// actor; `AppIntentRuns.performed` counts those runs for tests. A query is
// asked for nothing; an App Shortcut is a value.
// https://developer.apple.com/documentation/appintents/appintent
// https://developer.apple.com/documentation/appintents/intentparameter
// https://developer.apple.com/documentation/appintents/appentity
// https://developer.apple.com/documentation/appintents/snippetintent
// https://developer.apple.com/documentation/swiftui/button/init(intent:label:)
// https://developer.apple.com/documentation/swiftui/view/onappintentexecution(_:perform:)

/// Apple: "An interface for providing an app-specific capability that people
/// invoke from system experiences like Siri and the Shortcuts app." (iOS 16)
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    associatedtype PerformResult: IntentResult
    /// The intent's name, as Shortcuts shows it.
    static var title: LocalizedStringResource { get }
    /// iOS 16: what Shortcuts shows under the title.
    static var description: IntentDescription? { get }
    /// iOS 16: whether running the intent brings the app forward.
    static var openAppWhenRun: Bool { get }
    /// iOS 16: the intent's summary of its parameters.
    static var isDiscoverable: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    /// Apple's `AppIntent.Parameter`, what `@Parameter` names.
    public typealias Parameter = IntentParameter
}

/// iOS 16: a type the system identifies across launches (an intent, an entity).
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// iOS 16: an intent's description in Shortcuts.
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// Apple: "A property wrapper that indicates the associated property is an
/// input argument of the app intent." (iOS 16; Apple's is a class, so an
/// intent's `init` assigns through it.) Reading a parameter nobody set stops
/// the program with a message, where Apple's asks the person for a value.
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    public let title: LocalizedStringResource?
    public let parameterDescription: LocalizedStringResource?
    public let requestValueDialog: IntentDialog?

    public convenience init() { self.init(title: nil, description: nil, defaultValue: nil, requestValueDialog: nil) }
    /// iOS 16: `@Parameter(title: "Name", default: …)`.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
                            default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog)
    }
    /// iOS 16: `@Parameter(default: .back)`, the title from the property's name.
    public convenience init(description: LocalizedStringResource? = nil, default defaultValue: Value?,
                            requestValueDialog: IntentDialog? = nil) {
        self.init(title: nil, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog)
    }
    private init(title: LocalizedStringResource?, description: LocalizedStringResource?, defaultValue: Value?, requestValueDialog: IntentDialog?) {
        self.title = title
        self.parameterDescription = description
        self.value = defaultValue
        self.requestValueDialog = requestValueDialog
    }

    public var wrappedValue: Value {
        get {
            guard let value else {
                fatalError("App Intents: the intent's @Parameter\(title.map { " \"\($0)\"" } ?? "") was read before it had a value; set it in the intent's init or give it a default (@Parameter(default: …)).")
            }
            return value
        }
        set { value = newValue }
    }
    public var projectedValue: IntentParameter<Value> { self }
}

/// iOS 16: what an intent's `perform()` returns.
public protocol IntentResult: Sendable {}
/// iOS 16: a result carrying a value (`some IntentResult & ReturnsValue<Int>`).
public protocol ReturnsValue<Value>: IntentResult { associatedtype Value }
/// iOS 16: a result with a dialog Siri speaks.
public protocol ProvidesDialog: IntentResult {}
/// iOS 16: a result showing a SwiftUI view as a snippet.
public protocol ShowsSnippetView: IntentResult {}
/// iOS 26: a result showing a snippet intent's view.
public protocol ShowsSnippetIntent: IntentResult {}
/// iOS 16: a result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// What `.result(…)` builds: the value, the dialog and the snippet view it was given.
public struct IntentResultContainer<Value: Sendable, ToOpen: Sendable, Content: Sendable, Snippet: Sendable>: IntentResult, @unchecked Sendable {
    public let value: Value?
    public let dialog: IntentDialog?
    /// The snippet's view (a SwiftUI view, as `view:` built it).
    public let snippetView: Any?
    public let snippetIntent: (any SnippetIntent)?
    init(value: Value? = nil, dialog: IntentDialog? = nil, view: Any? = nil, snippetIntent: (any SnippetIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.snippetView = view
        self.snippetIntent = snippetIntent
    }
}

extension IntentResultContainer: ReturnsValue where Value: Sendable {}
extension IntentResultContainer: ProvidesDialog {}
extension IntentResultContainer: ShowsSnippetView {}
extension IntentResultContainer: ShowsSnippetIntent {}

extension IntentResult {
    /// iOS 16: an empty result.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }
    /// iOS 16: a result with a dialog.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(dialog: dialog)
    }
    /// iOS 16: a result with a snippet view.
    public static func result<Content: View>(dialog: IntentDialog? = nil, @ViewBuilder view: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, Never, Content> {
        .init(dialog: dialog, view: view())
    }
    /// iOS 16: a result with a value.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        .init(value: value, dialog: dialog)
    }
    /// iOS 16: a result with a value and a snippet view.
    public static func result<Value: Sendable, Content: View>(value: Value, dialog: IntentDialog? = nil, @ViewBuilder view: () -> Content) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Content> {
        .init(value: value, dialog: dialog, view: view())
    }
    /// iOS 26: a result showing a snippet intent's view.
    public static func result<S: SnippetIntent>(dialog: IntentDialog? = nil, snippetIntent: S) -> Self
    where Self == IntentResultContainer<Never, Never, Never, Never> {
        .init(dialog: dialog, snippetIntent: snippetIntent)
    }
}

/// iOS 16: what Siri says or shows (`IntentDialog("Done")`, a string literal).
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let full: LocalizedStringResource
    public let supporting: LocalizedStringResource
    public init(_ full: LocalizedStringResource) { self.full = full; self.supporting = full }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) { self.full = full; self.supporting = supporting }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
    public var description: String { full.key }
}

/// iOS 26: an intent whose result is a snippet (a SwiftUI view) the system
/// shows, whose buttons run other intents (`Button(intent:)`).
public protocol SnippetIntent: AppIntent where PerformResult: ShowsSnippetView {}

/// iOS 26: an intent that changes what a scene shows, received with
/// `onAppIntentExecution(_:perform:)`.
public protocol TargetContentProvidingIntent: AppIntent {
    var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
    public var contentIdentifier: String { String(describing: Self.self) }
}

/// iOS 16: an intent the system defines the meaning of.
public protocol SystemIntent: AppIntent {}

/// iOS 16: an intent that opens an item (`target`) in the app.
public protocol OpenIntent: SystemIntent {
    associatedtype Value: Sendable
    var target: Value { get set }
}

// MARK: Display representations

/// iOS 16: how the system shows a value (title, subtitle, image).
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// iOS 16: the image beside the title.
    public struct Image: Sendable {
        public let systemName: String?
        public let name: String?
        public init(systemName: String) { self.systemName = systemName; self.name = nil }
        public init(named name: String, isTemplate: Bool = false) { self.systemName = nil; self.name = name }
    }
}

/// iOS 16: how the system names a type ("Postcard").
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

// MARK: Entities and enums

/// iOS 16: an app's item the system can refer to (a note, a postcard).
public protocol AppEntity: Identifiable, PersistentlyIdentifiable, Sendable where ID: Sendable & Hashable {
    associatedtype DefaultQuery: EntityQuery
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// iOS 16: how the system finds entities by identifier.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// iOS 16: a query that searches entities by a string.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// iOS 17: a query that can list all its entities.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

/// iOS 16: an enum the system can show and pick from.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

// MARK: App Shortcuts

/// iOS 16: the app's App Shortcuts, available without setup.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// iOS 16: asks the system to read the shortcuts' parameters again.
    public static func updateAppShortcutParameters() {}
}

/// iOS 17: the colour of the app's tiles in Shortcuts.
public enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, lightBlue, teal, blue, navy, grape, purple, pink, grayBlue, grayGreen, grayBrown
}

/// iOS 16: one App Shortcut: an intent and the phrases that run it.
public struct AppShortcut: Sendable {
    public let intentType: any AppIntent.Type
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String) {
        intentType = Intent.self
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// iOS 16: a phrase ("Start \(.applicationName)"); it must name the app.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    }
}

/// iOS 16: the placeholder for the app's name in a phrase.
public enum AppShortcutPhraseToken: Sendable { case applicationName }

/// iOS 16: builds `appShortcuts`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ components: AppShortcut...) -> [AppShortcut] { components }
    public static func buildExpression(_ expression: AppShortcut) -> AppShortcut { expression }
}

// MARK: SwiftUI's side (the cross-import overlay)

/// The intents `Button(intent:)` performed, in order (for tests; Apple has no such record).
@MainActor public enum AppIntentRuns {
    public private(set) static var performed: [String] = []
    static func record(_ intent: some AppIntent) { performed.append(String(describing: type(of: intent))) }
    public static func reset() { performed = [] }
}

extension Button {
    /// iOS 17: a button that performs an intent when tapped (in a widget, a
    /// snippet or the app). Here the intent runs in a task on the main actor;
    /// an error it throws is dropped, as the system shows it and the app does not see it.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {
            AppIntentRuns.record(intent)
            Task { @MainActor in _ = try? await intent.perform() }
        }, label: label)
    }
}

extension Button where Label == Text {
    /// iOS 17: a titled button that performs an intent.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }
}

extension Toggle {
    /// iOS 17: a toggle that performs an intent when flipped (interactive widgets).
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension View {
    /// iOS 26: runs `action` when the app receives an intent aimed at this
    /// scene. Nothing sends one here, so `action` never runs.
    public func onAppIntentExecution<I: TargetContentProvidingIntent>(_ intent: I.Type = I.self, perform action: @escaping @MainActor (I) -> Void) -> some View {
        self
    }
}
