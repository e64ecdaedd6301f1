// iOS 16's system buttons for editing: `PasteButton` and `RenameButton`.
// Each is a button the graph taps like any other (its label is the one iOS
// shows). A paste button pastes what the app's pasteboard holds of its
// type (the UIKit stand-in's `UIPasteboard.general`, shared in the process:
// strings and URLs) and, like Apple's, is disabled when it holds none. A
// rename button calls the `rename` action `renameAction(_:)` set above it.
// https://developer.apple.com/documentation/swiftui/pastebutton
// https://developer.apple.com/documentation/swiftui/renamebutton

public struct PasteButton: View {
    public typealias Body = Never
    let paste: @MainActor () -> Bool
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        paste = {
            let items: [T] = (UIPasteboard.general.strings ?? []).compactMap { $0 as? T } + (UIPasteboard.general.urls ?? []).compactMap { $0 as? T }
            guard !items.isEmpty else { return false }
            onPaste(items)
            return true
        }
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        let hasItems = !(UIPasteboard.general.strings ?? []).isEmpty || !(UIPasteboard.general.urls ?? []).isEmpty
        children.append(Button(action: { _ = view.paste() }) { Label("Paste", systemImage: "doc.on.clipboard") }.disabled(!hasItems))
    }
    public static var _role: _ViewRole { .container }
}

public struct RenameButton<Label: View>: View {
    public typealias Body = Never
    public init() where Label == SwiftUISim.Label<Text, Image> {}
    public static func _expand(_ view: Self, into children: inout _Children) {
        let node = children.node
        children.append(Button(action: { node.environment.rename?() }) { SwiftUISim.Label("Rename", systemImage: "pencil") })
    }
    public static var _role: _ViewRole { .container }
}

extension View {
    /// iOS 16: what a `RenameButton` (or `rename` from the environment) below it does.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }
    /// iOS 16: renaming focuses the field bound to `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction(action: { isFocused.set(true) }))
    }
}

/// iOS 14: a tree of data shown as rows, each with children below a
/// disclosure. Apple's rows start collapsed; here they are shown that way:
/// the top-level elements' rows (expanding one is a `DisclosureGroup`'s job).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    public typealias Body = Never
    let rows: ForEach<Data, ID, Leaf>
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = ForEach(data, id: id, content: content)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.rows) }
    public static var _role: _ViewRole { .group }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
}

/// iOS 13: a shape style that tiles an image. Drawn here as no colour (an
/// image's pixels are not known), so what it fills is not judged by colour.
public struct ImagePaint: ShapeStyle, Equatable {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        (self.image, self.sourceRect, self.scale) = (image, sourceRect, scale)
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension View {
    /// iOS 18: focuses the search field of `searchable` when `condition` becomes true (recorded: one focus is a text field's here).
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(_RecordedModifier("searchFocused")) }
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        modifier(_RecordedModifier("searchFocused"))
    }
}

extension View {
    /// iOS 15: the text a search suggestion completes the query with; iOS 16: the token it adds.
    /// No one picks a suggestion here (recorded).
    public func searchCompletion(_ completion: String) -> some View { modifier(_RecordedModifier("searchCompletion")) }
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { modifier(_RecordedModifier("searchCompletion")) }
}
