import Testing
@testable import SwiftUISim

// Twenty-sixth review (finding 11): a lazy container's window counts the
// elements of its ForEach, not the views each element is drawn with.
// Apple, LazyVStack (iOS 14): "The stack is 'lazy,' in that the stack view
// doesn't create items until it needs to render them onscreen"; ForEach
// (iOS 13) "computes views on demand over an underlying collection of
// identified data". A row plus a Divider per message is one message's row:
// the window holds as many messages as without the Divider.

@MainActor
@Suite struct TwentySixthReviewLazyRowsTests {
    struct Row: View {
        let index: Int
        var body: some View { Text("row \(index)") }
    }

    @Test func aDividerUnderEachRowKeepsAWindowOfElements() {
        let host = ViewHost(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { Row(index: $0); Divider() } } }, viewport: 10)
        #expect(host.bodyCount(Row.self) == 10)
        #expect(host.texts.contains("row 9"))
        host.scroll(to: 500)
        #expect(host.texts.contains("row 500"), "\(host.texts)")
    }

    @Test func aZeroHeightViewUnderEachRowKeepsAWindowOfElements() {
        let host = ViewHost(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { Row(index: $0); Color.clear.frame(height: 0) } } }, viewport: 10)
        #expect(host.bodyCount(Row.self) == 10)
        host.scroll(to: 338)
        #expect(host.texts.contains("row 338"), "\(host.texts)")
    }

    @Test func scrollToAnIDFindsTheElementWhateverItsViews() {
        struct Screen: View {
            @State private var target: Int?
            var body: some View {
                VStack {
                    Button("Jump") { target = 700 }
                    ScrollView {
                        LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { Row(index: $0); Divider() } }
                            .scrollTargetLayout()
                    }
                    .scrollPosition(id: $target)
                }
            }
        }
        let host = ViewHost(Screen(), viewport: 10)
        host.tap("Jump")
        #expect(host.texts.contains("row 700"), "\(host.texts)")
    }

    @Test func aLazyStackPerElementScrollsWithTheOuterOne() {
        // Each element a LazyVStack { row; Divider() }: the inner stacks lie
        // where the outer stack's rows put them; after the host scrolls the
        // outer one to element 338, that element is on screen.
        let host = ViewHost(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { index in
            LazyVStack(spacing: 0) { Row(index: index); Divider() }
        } } }, viewport: 10)
        #expect(host.bodyCount(Row.self) == 10)
        #expect(host.texts.contains("row 9"))
        host.scroll(to: 338)
        #expect(host.texts.contains("row 338"), "\(host.texts)")
    }

    @Test func aSectionPerGroupStillCountsTheRowsInside() {
        // A ForEach of sections each holding a ForEach: the inner elements
        // are the rows; the outer element is not one row holding them all.
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { group in
            Section { ForEach(0..<50, id: \.self) { Row(index: group * 100 + $0) } } header: { Text("group \(group)") }
        } } }, viewport: 10)
        #expect(host.bodyCount(Row.self) <= 10)
    }
}
