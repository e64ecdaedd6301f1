// `Section(isExpanded:content:header:)` (iOS 17, macOS 14): a section whose
// content shows only while the binding is true; its header stays.
// https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)

/// The content of an expandable section: shown while `isExpanded` is true,
/// and updated when the binding's value changes (it reads it).
public struct _ExpandableContent<Content: View>: View {
    public typealias Body = Never
    let isExpanded: Binding<Bool>
    let content: Content
    public static func _expand(_ view: Self, into children: inout _Children) {
        if view.isExpanded.wrappedValue { children.append(view.content) }
    }
    public static var _role: _ViewRole { _ViewRole(kind: .group, tracksReads: true) }
}

extension Section where Footer == EmptyView {
    public init<C: View>(isExpanded: Binding<Bool>, @ViewBuilder content: () -> C, @ViewBuilder header: () -> Parent)
    where Content == _ExpandableContent<C> {
        self.init(content: { _ExpandableContent(isExpanded: isExpanded, content: content()) }, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol, C: View>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C)
    where Content == _ExpandableContent<C> {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
    public init<C: View>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> C)
    where Content == _ExpandableContent<C> {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
