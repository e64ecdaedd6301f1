import Testing
@testable import SwiftUISim

// Red-team round 16: an HStack apportions space by `.layoutPriority`
// (Apple, layoutPriority(_:), iOS 13); every `@State` change is recorded
// (`ViewHost.stateWrites`), so a width kept in state in any view is seen.

private struct NameRow: View {
    let name: String
    let priority: Double
    var body: some View {
        HStack {
            Text(name).layoutPriority(priority)
            Spacer()
            Text("Follow")
            Text("Message")
        }
    }
}

private struct WidthInState: View {
    @State private var width: CGFloat = 0
    var body: some View {
        GeometryReader { proxy in
            Text(width >= 200 ? "wide" : "narrow")
                .onAppear { width = proxy.size.width }
                .onChange(of: proxy.size.width) { _, new in width = new }
        }
    }
}

@MainActor private func textFrame(_ host: ViewHost, _ text: String) -> ViewHost.Frame? {
    host.visibleTree.first { $0.type == "Text" && $0.text == text }?.frame
}

@MainActor struct SixteenthReviewSimTests {
    @Test func layoutPriorityGivesTheTextTheSpaceItNeedsFirst() throws {
        let name = "Grace Brewster Hopper"
        // At 50 columns the name needs 21 of them: with priority 1 it gets them
        // all (the Spacer and the buttons need less than what is left).
        let host = ViewHost(NameRow(name: name, priority: 1), screen: .init(width: 50, height: 5))
        let frame = try #require(textFrame(host, name))
        #expect(frame.width == name.count && frame.height == 1, "\(host.dumpLayout())")
        let message = try #require(textFrame(host, "Message"))
        #expect(message.x + "Message".count == 50, "the Spacer pushes the buttons to the trailing edge: \(host.dumpLayout())")
        // Short of room, the higher priority text is offered what is left minus
        // the lower ones' minimum: it stays whole, and the lower ones shrink
        // ("encourages the higher priority view to shrink later").
        host.screen = .init(width: 30, height: 5)
        let narrow = try #require(textFrame(host, name))
        #expect(narrow.width == name.count && narrow.height == 1, "\(host.dumpLayout())")
        #expect((textFrame(host, "Message")?.width ?? 0) < "Message".count, "\(host.dumpLayout())")
        // Without the priority the least flexible go first: the name wraps.
        let plain = ViewHost(NameRow(name: name, priority: 0), screen: .init(width: 30, height: 5))
        #expect((textFrame(plain, name)?.height ?? 0) > 1, "\(plain.dumpLayout())")
    }

    @Test func equalPrioritiesShareAsBefore() throws {
        // The same row with the default priority on both sides lays out as an
        // HStack without `.layoutPriority` does.
        let plain = ViewHost(NameRow(name: "Grace Brewster Hopper", priority: 0), screen: .init(width: 50, height: 5))
        let unmarked = ViewHost(HStack { Text("Grace Brewster Hopper"); Spacer(); Text("Follow"); Text("Message") },
                                screen: .init(width: 50, height: 5))
        #expect(textFrame(plain, "Grace Brewster Hopper") == textFrame(unmarked, "Grace Brewster Hopper"))
    }

    @Test func priorityIsSeenThroughModifiersAroundIt() throws {
        // Two texts that both want the whole row: the one marked (under a
        // padding) gets its ideal width; the other is what is left.
        let host = ViewHost(HStack(spacing: 0) {
            Text("aaaa bbbb cccc dddd")
            Text("eeee ffff gggg hhhh").layoutPriority(1).padding(.horizontal, 8)
        }, screen: .init(width: 30, height: 5))
        let marked = try #require(textFrame(host, "eeee ffff gggg hhhh"))
        #expect(marked.width == 19 && marked.height == 1, "\(host.dumpLayout())")
    }

    @Test func aResizeThatOnlyLayoutAnswersEvaluatesNothing() throws {
        let fits = ViewHost(ViewThatFits(in: .horizontal) {
            HStack { Text("Grace Brewster Hopper"); Text("Follow") }
            VStack { Text("Grace Brewster Hopper"); Text("Follow") }
        }, screen: .init(width: 40, height: 5))
        #expect(fits.evaluations > 0, "mounting builds the views")
        fits.resetCounts()
        fits.screen = .init(width: 25, height: 5)
        let stacked = (fits.frame(of: "Follow")?.y ?? 0) > (fits.frame(of: "Grace Brewster Hopper")?.y ?? 0)
        #expect(stacked && fits.evaluations == 0, "\(fits.dumpLayout())")
        // A GeometryReader's content runs again for the new size.
        let reader = ViewHost(GeometryReader { proxy in
            if proxy.size.width >= 200 { Text("wide") } else { Text("narrow") }
        }, screen: .init(width: 40, height: 5))
        reader.resetCounts()
        reader.screen = .init(width: 20, height: 5)
        #expect(reader.texts == ["narrow"] && reader.evaluations > 0)
    }

    @Test func stateWritesNameEveryChangedValue() throws {
        let host = ViewHost(WidthInState(), screen: .init(width: 40, height: 5))
        #expect(host.stateWrites == ["WidthInState.width"], "the onAppear write at mount: \(host.stateWrites)")
        host.resetCounts()
        #expect(host.stateWrites.isEmpty)
        host.screen = .init(width: 20, height: 5)
        _ = host.texts
        #expect(host.stateWrites == ["WidthInState.width"], "the onChange write on the resize: \(host.stateWrites)")
    }
}
