import Foundation

/// Text on screen. `host.texts` lists these in tree order. A plain value,
/// usable anywhere (an environment default, a model's property), as in
/// SwiftUI: only its `View` conformance is main-actor bound.
///
/// Its styling modifiers (`font`, `bold`, `foregroundStyle`…) return `Text`,
/// so styled texts concatenate. The styles are one word of plain bits
/// (`TextStyles`) next to the string: copying a `Text` retains nothing more
/// than its string, and the common unstyled text costs what it did.
public struct Text: Equatable, Sendable {
    @usableFromInline let content: String
    @usableFromInline var styles = TextStyles()

    // Inlinable: a body that makes a text (the hot path) specialises these
    // in its own module instead of calling the generic entry points.
    @inlinable public init(verbatim content: String) { self.content = content }
    /// Disfavoured, as in SwiftUI: a literal is a `LocalizedStringKey` (its Markdown is rendered).
    @inlinable @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    @inlinable public init(_ key: LocalizedStringKey) { content = key.string }
    /// (`tableName` has no default here, so `Text("literal")` keeps choosing
    /// `init(_: LocalizedStringKey)`, as with SwiftUI's overloads.)
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.string
    }
    init(content: String, styles: TextStyles) {
        self.content = content
        self.styles = styles
    }

    /// The styles both sides share survive (a styled run inside a
    /// concatenation is not kept apart). A run that draws no glyph (empty,
    /// or only spaces) lends the result nothing: the other run's style is
    /// how all of it draws (`Text("") + Text(post).foregroundColor(.white)` is white).
    public static func + (lhs: Text, rhs: Text) -> Text {
        let styles: TextStyles
        if lhs.content.allSatisfy(\.isWhitespace) { styles = rhs.styles }
        else if rhs.content.allSatisfy(\.isWhitespace) { styles = lhs.styles }
        else { styles = lhs.styles == rhs.styles ? lhs.styles : TextStyles() }
        return Text(content: lhs.content + rhs.content, styles: styles)
    }
}

extension Text: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.text = view.content
        if !view.styles.isEmpty {
            children.facts.modifier = view.styles.description
            children.facts.drawing = view.styles.drawing
        }
    }
    public static var _role: _ViewRole { .primitive }
}

/// A string key, as SwiftUI uses for localisable text; here only its text.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    /// What a `Text` of this key shows: its Markdown rendered (MarkdownText.swift).
    @usableFromInline let string: String
    public init(_ string: String) { self.string = MarkdownText.render(string) }
    public init(stringLiteral value: String) { string = MarkdownText.render(value) }
    public init(stringInterpolation: StringInterpolation) {
        string = MarkdownText.render(stringInterpolation.format, arguments: stringInterpolation.arguments)
    }

    /// `Text("\(price, specifier: "%.2f")")` as well as plain interpolation.
    /// The literal parts are the format (Markdown is read there); the
    /// interpolated values are its arguments.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { format += literal }
        public mutating func appendInterpolation<T>(_ value: T) { append("\(value)") }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(FormatSpecifier.format(value, specifier))
        }
        public mutating func appendInterpolation(_ value: Text) { append(value.content) }

        mutating func append(_ argument: String) {
            format.append(MarkdownText.argumentMarker)
            arguments.append(argument)
        }
    }
}

public struct Image: Equatable, Sendable {
    let name: String
    /// An SF Symbol (`Image(systemName:)`), not an asset.
    var isSymbol = false
    /// `resizable()`: it takes the size it is offered, as a shape does.
    var isResizable = false
    public init(_ name: String) { self.name = name }
    public init(systemName: String) { name = systemName; isSymbol = true }
    public init(decorative name: String) { self.name = name }
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Image: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {
        // A symbol draws its name under the variants in effect (`.symbolVariant(.fill)`).
        let name = view.isSymbol ? SymbolNames.resolved(view.name, under: children.node.environment.symbolVariants) : view.name
        children.facts.modifier = "Image(\(name))"
        children.facts.layout = .image(resizable: view.isResizable)
        // A symbol that is one solid shape paints that shape, like a filled `Shape`.
        if view.isSymbol { children.facts.paintedShape = SymbolShapes.solidShape(of: name) }
        // What of its box the glyph inks: a mask keeps only that (`ViewHost.keptShare`).
        if view.isSymbol, case let ink = SymbolShapes.inkedShare(of: name), ink < 1 {
            children.facts.shapeGeometry = ViewHost.ShapeGeometry([.glyph(ink: ink)])
        }
    }
    public static var _role: _ViewRole { .primitive }
}

/// A `Button` (not a view with a tap gesture): `ViewHost.tapRoute`.
protocol _SystemButton {}

/// A control that runs an action when tapped (`host.tap("label")`).
public struct Button<Label: View>: View, _SystemButton {
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        // A custom `PrimitiveButtonStyle` owns the tap: what its body draws
        // is the tap target, and the action runs when it calls `trigger()`.
        if let primitive = children.node.environment.primitiveButtonStyleInEffect {
            children.append(primitive.render(AnyView(view.label), view.action))
            return
        }
        children.facts.control = .button(action: view.action)
        if let style = children.node.environment.buttonStyleInEffect {
            children.append(style.render(AnyView(view.label), ButtonPress.isPressed(children.node)))
        } else {
            children.append(view.label)
        }
    }
    public static var _role: _ViewRole { .primitive }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button {
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == SwiftUISim.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUISim.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUISim.Label(titleKey, systemImage: systemImage) }
    }
    // Apple's `Button(_:systemImage:role:action:)`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUISim.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUISim.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button is for (iOS 15; `confirm` and `close` iOS 26). A role is
/// told by its name, and names the default label of `Button(role:action:)`.
public struct ButtonRole: Equatable, Sendable {
    let defaultTitle: String
    public static let destructive = ButtonRole(defaultTitle: "Delete")
    public static let cancel = ButtonRole(defaultTitle: "Cancel")
    /// "A role that indicates a button that confirms an operation" (iOS 26).
    public static let confirm = ButtonRole(defaultTitle: "Done")
    /// "Unlike a cancel operation, a close operation doesn't lose progress" (iOS 26).
    public static let close = ButtonRole(defaultTitle: "Close")
}

extension Button where Label == Text {
    /// iOS 26: "Creates a button that displays a default label". SwiftUI draws
    /// the role's system label (a checkmark for `confirm`, an xmark for `close`);
    /// here a text of its name ("Done", "Close", "Cancel", "Delete"), what a
    /// check finds the button by.
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(role.defaultTitle) }
    }
}

/// An on/off switch bound to a `Bool` (`host.toggle("label")`).
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .toggle(isOn: view.isOn)
        // A custom `ToggleStyle` draws it and flips `isOn` itself
        // (`ViewHost.toggle(_:)` taps what it draws).
        if let style = children.node.environment.toggleStyleInEffect {
            children.append(style.render(AnyView(view.label), view.isOn))
        } else {
            children.append(view.label)
        }
    }
    public static var _role: _ViewRole { .primitive }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// An editable text bound to a `String` (`host.type("abc", into: "prompt")`).
public struct TextField: View {
    public typealias Body = Never
    let prompt: String
    let text: Binding<String>

    public init<S: StringProtocol>(_ prompt: S, text: Binding<String>) {
        self.prompt = String(prompt)
        self.text = text
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .textField(prompt: view.prompt, text: view.text)
    }
    public static var _role: _ViewRole { .primitive }
}

public typealias SecureField = TextField

/// A label made of a title and an icon.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon
    public static func _expand(_ view: Self, into children: inout _Children) {
        // A label style draws it (Views/LabelStyleInEffect.swift).
        if let style = children.node.environment.labelStyleInEffect {
            return style.draw(title: AnyView(view.title), icon: AnyView(view.icon), into: &children)
        }
        children.facts.layout = .label
        children.append(view.icon)
        children.append(view.title)
    }
    public static var _role: _ViewRole { .primitive }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
}

public struct Spacer: View, Equatable {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// A Spacer's minimum length is 0 cells unless given (SwiftUI's is 8 points).
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.layout = .spacer(minLength: view.minLength.map { min(Cells.rows($0), Cells.columns($0)) } ?? 0)
    }
    public static var _role: _ViewRole { .primitive }
}

public struct Divider: View, Equatable {
    public typealias Body = Never
    public init() {}
    public static func _expand(_ view: Self, into children: inout _Children) { children.facts.layout = .divider }
    public static var _role: _ViewRole { .primitive }
}

public struct ProgressView: View {
    public typealias Body = Never
    let title: String?
    let value: Double?
    public init() { title = nil; value = nil }
    public init<S: StringProtocol>(_ title: S) { self.title = String(title); value = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        title = nil
        self.value = value.map { Double($0 / total) }
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        // A custom ProgressViewStyle draws it (Views/ProgressStyleInEffect.swift).
        if let style = children.node.environment.progressViewStyleInEffect {
            return style.draw(view.value, view.title, into: &children)
        }
        if let title = view.title { children.facts.text = title }
        // On an iPhone a circular style is the spinner whatever the value:
        // indeterminate, no share shown (SystemProgressStyle).
        children.facts.progress = children.node.environment.systemProgressStyle.shownShare(of: view.value)
    }
    public static var _role: _ViewRole { .primitive }
}

/// A `specifier:` checked before it reaches `String(format:)`: exactly one
/// conversion that fits the value (`%d` and kin for integers, `%f` and kin
/// for floating point, `%@` for text), no `*` widths. A format that does not
/// match its argument would read memory it was not given; such a specifier
/// shows the value as plain text instead.
enum FormatSpecifier {
    static func format<T: CVarArg>(_ value: T, _ specifier: String) -> String {
        guard let conversion = singleConversion(in: specifier) else { return "\(value)" }
        let fits: Bool
        switch conversion {
        case "d", "i", "u", "o", "x", "X": fits = value is any BinaryInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": fits = value is any BinaryFloatingPoint
        case "@": fits = value is String
        default: fits = false
        }
        return fits ? String(format: specifier, value) : "\(value)"
    }

    /// The conversion character of the only `%…` in `specifier` (`%%` aside),
    /// or nil when there is none, more than one, or one this does not allow.
    private static func singleConversion(in specifier: String) -> Character? {
        var found: Character?
        var characters = specifier.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            var next = characters.next()
            if next == "%" { continue }
            while let flag = next, "-+ #0'".contains(flag) { next = characters.next() }
            while let digit = next, digit.isASCII, digit.isNumber { next = characters.next() }
            if next == "." {
                next = characters.next()
                while let digit = next, digit.isASCII, digit.isNumber { next = characters.next() }
            }
            while let length = next, "hlqLjzt".contains(length) { next = characters.next() }
            guard let conversion = next, found == nil, "diuoxXfFeEgGaA@".contains(conversion) else { return nil }
            found = conversion
        }
        return found
    }
}
