import Foundation

// iOS 18 / macOS 15: the selection of a text field or a plain-text editor
// (`TextSelection`, `TextField(_:text:selection:prompt:axis:)`,
// `TextEditor(text:selection:)`). There is no selection gesture here: a
// selection is what the app sets (`TextSelection(range:)`, for instance to
// select a new item's name), and typing into the field (`host.type`) replaces
// its text and leaves an insertion point at the end of the new text, as
// typing does after a selection is replaced.
// https://developer.apple.com/documentation/swiftui/textselection,
// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:),
// https://developer.apple.com/documentation/swiftui/texteditor/init(text:selection:)

/// Apple: "Represents a selection of text": an insertion point, a range, or
/// (on macOS) several ranges.
public struct TextSelection: Hashable, Sendable {
    /// Apple: "The indices of the current selection."
    public enum Indices: Hashable, Sendable {
        /// One range (empty: an insertion point).
        case selection(Range<String.Index>)
        /// Several ranges (macOS).
        case multiSelection(RangeSet<String.Index>)
    }

    /// Apple: "Return the current text selection indices."
    public var indices: Indices

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Apple: "Return `true` if the selection is an insertion point" (a range
    /// whose start and end are the same).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }

    /// The text binding a field with a selection edits: writing the text
    /// (typing) leaves an insertion point at its end.
    @MainActor
    static func typing(into text: Binding<String>, selection: Binding<TextSelection?>) -> Binding<String> {
        Binding(get: { text.wrappedValue }, set: { newText in
            text.wrappedValue = newText
            selection.wrappedValue = TextSelection(insertionPoint: newText.endIndex)
        })
    }
}

extension TextField {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(titleKey.string, text: TextSelection.typing(into: text, selection: selection))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title, text: TextSelection.typing(into: text, selection: selection))
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(titleResource.key, text: TextSelection.typing(into: text, selection: selection))
    }
    public init<Label: View>(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
                             @ViewBuilder label: () -> Label) {
        self.init(StaticText.of(label()) ?? prompt?.content ?? "", text: TextSelection.typing(into: text, selection: selection))
    }
}

extension TextEditor {
    /// iOS 18: a plain-text editor with a binding to its selection.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: TextSelection.typing(into: text, selection: selection))
    }
}
