// iOS 15's `searchable(text:placement:prompt:suggestions:)` (deprecated since
// for `searchSuggestions(_:)`, still in use): the search field, with the
// suggestions recorded as `searchSuggestions(_:)` records them.
// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:suggestions:)
// (docs/simulator.md, "Round 9b: SwiftData and Core Data": found on corpus-r9's Core Data files)
extension View {
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
    public func searchable<V: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: V, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }
}
