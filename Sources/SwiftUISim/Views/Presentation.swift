/// Presented content (sheet, fullScreenCover, popover, alert,
/// confirmationDialog, a pushed navigation destination) is a child of the
/// view that presents it, with an identity of its own: it is built when the
/// presenter's binding says so and torn down (state dropped, onDisappear)
/// when it closes. `@Environment(\.dismiss)` inside it closes it.

/// How presented content closes: the presenter's binding set back (a sheet,
/// an alert) or the navigation path shortened (a pushed view).
@MainActor
final class PresentationRecord {
    /// "sheet", "alert", "navigation"…
    let kind: String
    /// Modal content takes the user's input: the host looks for controls
    /// in the last modal presentation only. A pushed view is not modal.
    let isModal: Bool
    /// Alerts and dialogs close when one of their buttons is tapped.
    var closesOnAction = false
    var close: @MainActor () -> Void = {}
    /// Run after the content went away (`sheet(onDismiss:)`).
    var onDismiss: (@MainActor () -> Void)?

    init(kind: String, isModal: Bool) {
        self.kind = kind
        self.isModal = isModal
    }
}

/// The node of presented content: carries its record and puts a dismiss
/// action into its environment.
struct _PresentedContent<Content: View>: View {
    typealias Body = Never
    let content: Content
    let record: PresentationRecord

    static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.presentation = view.record
        children.facts.modifier = view.record.kind
        let action = DismissAction(record: view.record)
        children.facts.environment = { values in
            values.dismiss = action
            values.isPresented = true
        }
        children.append(view.content)
    }
    static var _role: _ViewRole { .container }
}

/// A modifier that presents content while `isPresented` says so. The
/// presented child is keyed by `identity` (an item's id), so a new item is
/// a new presentation.
public struct _PresentationModifier<Presented: View>: ViewModifier, BuiltinModifier {
    static var appliesToEachMember: Bool { false }
    static var readsState: Bool { true }
    let kind: String
    let isModal: Bool
    let closesOnAction: Bool
    /// Read while the modifier expands (so a change re-expands it): nil when
    /// nothing is presented, else the presented content and its identity.
    let presented: @MainActor () -> (identity: AnyHashable, content: Presented)?
    let close: @MainActor () -> Void
    var onDismiss: (@MainActor () -> Void)?

    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = kind
        children.facts.layout = .presenting
        children.append(content, key: .index(0))
        let previous = children.node.facts.remembered as? PresentationRecord
        guard let (identity, presentedContent) = presented() else {
            if let previous, let onDismiss = previous.onDismiss { children.node.graph.afterPass(onDismiss) }
            return
        }
        let record = previous ?? PresentationRecord(kind: kind, isModal: isModal)
        record.close = close
        record.closesOnAction = closesOnAction
        record.onDismiss = onDismiss
        children.facts.remembered = record
        children.append(_PresentedContent(content: presentedContent, record: record), key: .explicit(identity))
    }
}

private var presentedIdentity: AnyHashable { AnyHashable("presented") }

extension View {
    func _present<Presented: View>(
        _ kind: String, modal: Bool = true, closesOnAction: Bool = false, isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> Presented
    ) -> some View {
        modifier(_PresentationModifier(
            kind: kind, isModal: modal, closesOnAction: closesOnAction,
            presented: { isPresented.wrappedValue ? (presentedIdentity, content()) : nil },
            close: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    func _present<Item: Identifiable, Presented: View>(
        _ kind: String, modal: Bool = true, closesOnAction: Bool = false, item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor (Item) -> Presented
    ) -> some View {
        modifier(_PresentationModifier(
            kind: kind, isModal: modal, closesOnAction: closesOnAction,
            presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            close: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    // MARK: Sheets, covers, popovers

    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        _present("sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        _present("sheet", item: item, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        _present("fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        _present("fullScreenCover", item: item, onDismiss: onDismiss, content: content)
    }

    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        _present("popover", isPresented: isPresented, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        _present("popover", item: item, content: content)
    }

    // MARK: Alerts and dialogs

    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
        @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: title, actions: actions(), message: message())
        }
    }
    /// `alert(_:isPresented:presenting:actions:message:)`: the data is passed to the closures.
    public func alert<T, A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: data.map(message))
        }
    }
    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: data.map(message))
        }
    }
    public func alert<T, A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: EmptyView())
        }
    }
    /// `alert(isPresented:) { Alert(…) }` (before iOS 15, still common).
    public func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented, content: content)
    }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert) -> some View {
        _present("alert", closesOnAction: true, item: item, content: content)
    }
    public func actionSheet(isPresented: Binding<Bool>, content: @escaping @MainActor () -> ActionSheet) -> some View {
        _present("actionSheet", closesOnAction: true, isPresented: isPresented, content: content)
    }
    /// iOS 13 (deprecated, still shipping): the sheet shows while `item` is
    /// non-nil, built from it; a new item's identity replaces the sheet, and a
    /// button's tap sets `item` back to nil (as `alert(item:content:)`).
    /// https://developer.apple.com/documentation/swiftui/view/actionsheet(item:content:)
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping @MainActor (T) -> ActionSheet) -> some View {
        _present("actionSheet", closesOnAction: true, item: item, content: content)
    }

    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
    public func confirmationDialog<A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
    public func confirmationDialog<A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> A, @ViewBuilder message: @escaping @MainActor () -> M
    ) -> some View {
        _present("confirmationDialog", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: title, actions: actions(), message: message())
        }
    }
    public func confirmationDialog<T, A: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A
    ) -> some View {
        _present("confirmationDialog", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: EmptyView())
        }
    }

    // MARK: Presentation details (recorded)

    // presentationDetents(_:) and presentationBackgroundInteraction(_:): Views/PresentationCover.swift
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("presentationDragIndicator")) }
    public func presentationCornerRadius(_ radius: CGFloat?) -> some View { modifier(_RecordedModifier("presentationCornerRadius")) }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { modifier(_RecordedModifier("presentationBackground")) }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_RecordedModifier("presentationCompactAdaptation"))
    }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(_RecordedModifier("interactiveDismissDisabled")) }
}

/// An alert's or a dialog's content: its title, its buttons, its message.
/// With no buttons, SwiftUI shows an OK button; so does the simulator.
struct _DialogContent<Actions: View, Message: View>: View {
    typealias Body = Never
    let title: Text
    let actions: Actions
    let message: Message
    static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.title)
        if Actions.self == EmptyView.self || Actions.self == Optional<EmptyView>.self {
            children.append(Button("OK") {})
        } else {
            children.append(view.actions)
        }
        children.append(view.message)
    }
    static var _role: _ViewRole { .group }
}

public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation(), none = PresentationAdaptation(), popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation(), fullScreenCover = PresentationAdaptation()
}

public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry value a view publishes (`.rect(.bounds)` for popovers).
public struct Anchor<Value>: @unchecked Sendable {
    /// The value a `GeometryProxy` reads from this anchor, where the code
    /// that made it knows it (a chart's plot frame); immutable.
    let resolved: Value?
    init() { resolved = nil }
    package init(resolved value: Value) { resolved = value }
    public struct Source: Sendable {
        public static var bounds: Source { Source() }
    }
}

/// The pre-iOS 15 alert value: `Alert(title: Text("Hi"), dismissButton: .default(Text("OK")))`.
public struct Alert: View {
    public typealias Body = Never
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// As the SDK declares them (iOS 13): plain `(() -> Void)?` actions,
    /// neither `@Sendable` nor isolated, so an action kept in a value passes.
    public struct Button {
        let label: Text
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, action: action) }
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.title)
        if let message = view.message { children.append(message) }
        for (index, button) in view.buttons.enumerated() {
            let action = button.action ?? {}
            children.append(SwiftUISim.Button(action: { action() }, label: { button.label }), key: .index(10 + index))
        }
    }
    public static var _role: _ViewRole { .group }
}

/// The pre-iOS 15 action sheet.
public struct ActionSheet: View {
    public typealias Body = Never
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
    public typealias Button = Alert.Button
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.title)
        if let message = view.message { children.append(message) }
        for (index, button) in view.buttons.enumerated() {
            let action = button.action ?? {}
            children.append(SwiftUISim.Button(action: { action() }, label: { button.label }), key: .index(10 + index))
        }
    }
    public static var _role: _ViewRole { .group }
}
