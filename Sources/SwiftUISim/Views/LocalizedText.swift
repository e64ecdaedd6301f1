import Foundation

// Localized text: the `Text` overloads that take a comment or bundle, and
// `LocalizedStringResource` (iOS 16). The simulator has one language, so each
// shows its key (SwiftUI shows the key when no table has it).
// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)

extension Text {
    /// `Text("Done", comment: "…")`: the comment is for translators. (The
    /// comment is required here, and the overload disfavoured, so
    /// `Text("literal")` still picks `init(_: LocalizedStringKey)`; with a
    /// table name it is the overload in Primitives.swift.)
    @_disfavoredOverload
    public init(_ key: LocalizedStringKey, bundle: Bundle? = nil, comment: StaticString) {
        self.init(key)
    }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1ixut (LocalizedStringResource;
    /// disfavoured so a literal stays a `LocalizedStringKey`).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}

/// A string to look up in the app's tables later (Foundation, iOS 16). On
/// Linux Foundation lacks it; here it keeps its key, which is what shows.
/// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public var table: String?
    public var comment: String?
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
    public init(_ key: StaticString, table: String? = nil, comment: StaticString? = nil) {
        self.key = key.description
        self.table = table
        self.comment = comment?.description
    }
    public var description: String { key }
}

// The titled views and modifiers that take a `LocalizedStringResource`
// beside a `LocalizedStringKey` (Apple added them with iOS 16-18, and
// Xcode 26's string-catalog symbols make them everyday: `Button(.done)`).
// Each shows the resource's key, as `Text(_:)` does. Disfavoured, so a
// literal stays a `LocalizedStringKey`.

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleResource) }, footer: { EmptyView() })
    }
}

extension Stepper where Label == Text {
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleResource) }
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleResource) } }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(LocalizedStringKey(stringLiteral: titleResource.key), systemImage: name)
    }
}

extension TextField {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) { self.init(titleResource.key, text: text) }
}

extension View {
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(LocalizedStringKey(stringLiteral: titleResource.key))
    }
}
