/// iOS 16: how a `LabeledContent` arranges its label and content. As the
/// other control styles here, a style is recorded (`labeledContentStyle`)
/// and not applied: labelled content shows as label, then content.
/// https://developer.apple.com/documentation/swiftui/labeledcontentstyle
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a labeled-content style gets: the label and the content, as views.
@MainActor
public struct LabeledContentStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into children: inout _Children) {}
        public static var _role: _ViewRole { .group }
    }
    public struct Content: View {
        public typealias Body = Never
        public static func _expand(_ view: Self, into children: inout _Children) {}
        public static var _role: _ViewRole { .group }
    }
    public let label = Label()
    public let content = Content()
}

/// The platform's arrangement (label leading, content trailing).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; Spacer(); configuration.content } }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(_RecordedModifier("labeledContentStyle(\(S.self))"))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// A style's own `makeBody` building on the standard labeled content.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
