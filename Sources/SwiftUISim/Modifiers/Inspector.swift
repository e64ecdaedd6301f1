// iOS 17 / macOS 14's inspector: a trailing column beside the content in a
// regular width; "in compact size classes, the inspector is presented as a
// sheet" (Apple, inspector(isPresented:content:)). The simulated device is a
// phone in portrait (compact width), so the inspector is the sheet the graph
// already models: presented while the binding is true, dismissed by
// setting it false. Its column widths are recorded.
// https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)

extension View {
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> V) -> some View {
        _present("sheet", isPresented: isPresented, content: content)
    }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { modifier(_RecordedModifier("inspectorColumnWidth")) }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_RecordedModifier("inspectorColumnWidth"))
    }
}
