// iOS 17's search placeholder (macOS 14): `ContentUnavailableView.search` and
// `.search(text:)` are views of Apple's own content types, not the title /
// system-image form — `ContentUnavailableView<SearchUnavailableContent.Label,
// SearchUnavailableContent.Description, SearchUnavailableContent.Actions>` —
// so code that names the type, or returns both spellings from one branch,
// compiles as on Apple's platforms.
// https://developer.apple.com/documentation/swiftui/contentunavailableview/search
// https://developer.apple.com/documentation/swiftui/contentunavailableview/search(text:)
// https://developer.apple.com/documentation/swiftui/searchunavailablecontent
//
// What shows: "No Results" over the magnifying glass, or "No Results for
// “query”" for `.search(text:)`, and "Check the spelling or try a new search."
// as iOS words them. Apple parses the query of an enclosing `searchable` into
// the plain `.search`'s description; the simulator does not (its search field
// is an accessory, not an environment value), so `.search` names no query.
//
// `ContentUnavailableView(.search)` (a call seen in apps) does not compile
// here: no initialiser of Apple's takes a `ContentUnavailableView`, and Swift
// infers no generic arguments for the type from a member of one of its
// specialisations (docs/simulator.md, "Round 16").

/// Apple: "A structure that represents the body of a static placeholder
/// search view." You don't create it; `ContentUnavailableView.search` does.
public struct SearchUnavailableContent: Sendable {
    /// Apple: "A view that represents the label of a static placeholder search view."
    public struct Label: View {
        let query: String?
        public var body: some View {
            SwiftUISim.Label(query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }
    /// Apple: "A view that represents the description of a static `ContentUnavailableView.search` view."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// Apple: "A view that represents the actions of a static `ContentUnavailableView.search` view." (None.)
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                      SearchUnavailableContent.Actions> {
        Self(label: { SearchUnavailableContent.Label(query: nil) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        Self(label: { SearchUnavailableContent.Label(query: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}
