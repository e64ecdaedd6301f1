import Foundation

// iOS 26 / macOS 26: rich text editing (round 11). `TextEditor` over an
// `AttributedString` with a selection (`AttributedTextSelection`),
// `AttributedString.transformAttributes(in:body:)` to restyle what is
// selected, and the font resolution an editor's "Bold" button reads
// (`Font.resolve(in:)` with `\.fontResolutionContext`, `Font.Resolved`,
// `Font.default`). There is no text selection gesture here: a selection is
// what the app makes (`AttributedTextSelection(range:)`), an empty one is an
// insertion point whose typing attributes a transform changes, and typed
// text replaces the string's characters as in `TextEditor(text:)`.
// https://developer.apple.com/documentation/swiftui/texteditor/init(text:selection:),
// https://developer.apple.com/documentation/swiftui/attributedtextselection,
// https://developer.apple.com/documentation/foundation/attributedstring/transformattributes(in:body:),
// https://developer.apple.com/documentation/swiftui/font/resolve(in:),
// https://developer.apple.com/documentation/swiftui/font/resolved,
// https://developer.apple.com/documentation/swiftui/font/default

/// Apple: the selection in an attributed text editor: ranges of the text, or an insertion point.
public struct AttributedTextSelection: Equatable, Sendable {
    /// The selected ranges; empty for an insertion point.
    var ranges: [Range<AttributedString.Index>]
    /// What text typed at the insertion point gets.
    var typingAttributes = AttributeContainer()

    /// An insertion point at the start of the text.
    public init() { ranges = [] }
    /// A selection of one range.
    public init(range: Range<AttributedString.Index>) { ranges = range.isEmpty ? [] : [range] }

    public static func == (a: Self, b: Self) -> Bool { a.ranges == b.ranges && a.typingAttributes == b.typingAttributes }
}

extension AttributedString {
    /// iOS 26: "Apply a change to the attributes in the entire selection": to
    /// each run in the selection, only the part inside it; at an insertion
    /// point, to the typing attributes.
    public mutating func transformAttributes<E: Error>(
        in selection: inout AttributedTextSelection, body: (inout AttributeContainer) throws(E) -> Void
    ) throws(E) {
        guard !selection.ranges.isEmpty else {
            try body(&selection.typingAttributes)
            return
        }
        for range in selection.ranges {
            let runs = self[range].runs.map { ($0.range, $0.attributes) }
            for (runRange, attributes) in runs {
                var container = attributes
                try body(&container)
                self[runRange].setAttributes(container)
            }
        }
    }
}

extension TextEditor {
    /// iOS 26: an editor of rich text with its selection (typing replaces the
    /// characters, as `TextEditor(text:)` over an attributed string).
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>) {
        self.init(text: text)
    }
}

extension Font {
    /// iOS 26: "The effective SwiftUI font used in any given environment" (the body size here).
    public static var `default`: Font { Font(name: "default") }

    /// iOS 15: "Information used to resolve a font" (`\.fontResolutionContext`).
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        init() {}
        public var debugDescription: String { "Font.Context(Dynamic Type: large)" }
    }

    /// iOS 26: "A concrete font value": its traits, read from how the font was made.
    public struct Resolved: Hashable, Sendable {
        let font: Font
        /// A bold trait, or a weight of semibold or more (`headline` is semibold).
        public var isBold: Bool {
            [".bold", ".semibold", ".heavy", ".black"].contains { font.name.contains($0) } || font.name.hasPrefix("headline")
        }
        public var isItalic: Bool { font.name.contains(".italic") }
        public var isMonospaced: Bool { font.name.contains(".monospaced") }
        public var isSmallCaps: Bool { false }
        public var isLowercaseSmallCaps: Bool { false }
        public var isUppercaseSmallCaps: Bool { false }
        public var pointSize: CGFloat { CGFloat(font.size) }
        public var width: Font.Width { .standard }
    }

    /// iOS 26: "Evaluates this font to a resolved font given the current context."
    public func resolve(in context: Font.Context) -> Font.Resolved { Resolved(font: self) }
}

extension EnvironmentValues {
    /// iOS 15: "Information used to resolve a font."
    public var fontResolutionContext: Font.Context { Font.Context() }
}
