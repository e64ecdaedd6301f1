import Observation
import Testing
@testable import SwiftUISim

// Twenty-sixth review (findings 06 and 13 of the twenty-fifth): the labs
// judged "the view that reads the dependency re-runs" by the starter's type
// names, so a correct fix that moved the read into a smaller view was
// refused. `host.tree` now says which view's body wrote each view
// (`declaredInIndex`), holds each view's value (`value`, for Mirror), and
// follows a drawn line to the views that draw it (`writers(of:)`,
// `texts(in:)`, `drawing(_:apartFrom:)`): a check judges the views by what
// they draw, whatever they are called.

@Observable private final class Inbox {
    var name = "Ada"
    var unread = 3
}

private struct UnitsKey: EnvironmentKey {
    static let defaultValue = "g"
}

extension EnvironmentValues {
    fileprivate var drawnLinesUnits: String {
        get { self[UnitsKey.self] }
        set { self[UnitsKey.self] = newValue }
    }
}

@MainActor @Suite struct TwentySixthReviewDrawnLinesTests {
    /// The inbox screen with the count read by a smaller view inside the badge.
    private struct Screen: View {
        let inbox: Inbox
        var body: some View {
            VStack {
                Greeting()
                Badge()
            }
            .environment(inbox)
        }
    }

    private struct Greeting: View {
        @Environment(Inbox.self) private var inbox
        var body: some View { Text("Hello, \(inbox.name)") }
    }

    private struct Badge: View {
        @Environment(Inbox.self) private var inbox
        var body: some View {
            HStack {
                Count()
                Button("Mark all read") { inbox.unread = 0 }
            }
        }
    }

    private struct Count: View {
        @Environment(Inbox.self) private var inbox
        var body: some View { Text("Unread: \(inbox.unread)") }
    }

    @Test func eachViewNamesTheViewWhoseBodyWroteIt() throws {
        let host = ViewHost(Screen(inbox: Inbox()))
        let tree = host.tree
        let count = try #require(tree.first { $0.text == "Unread: 3" })
        let writer = try #require(count.declaredInIndex.map { tree[$0] })
        #expect(ObjectIdentifier(writer.viewType) == ObjectIdentifier(Count.self))
        #expect(tree.writers(of: count.index).map(\.type) == ["Count", "Badge", "Screen"])
        #expect(tree[0].declaredInIndex == nil, "the root was written by no view of the app")
        // The mark-all-read label is written by the badge, not by the count.
        let label = try #require(tree.first { $0.text == "Mark all read" })
        #expect(tree.writers(of: label.index).first?.viewType == Badge.self)
    }

    @Test func eachViewHoldsItsValueForMirror() throws {
        let inbox = Inbox()
        let host = ViewHost(Screen(inbox: inbox))
        let tree = host.tree
        let root = try #require(tree.first { $0.viewType == Screen.self })
        #expect((root.value as? Screen)?.inbox === inbox)
        let badge = try #require(tree.first { $0.viewType == Badge.self })
        let wrappers = Mirror(reflecting: badge.value).children.map { "\(type(of: $0.value))" }
        let fromEnvironment = wrappers.contains { $0.hasPrefix("Environment<") }
        #expect(fromEnvironment)
    }

    @Test func aLineIsDrawnByItsWriterAndTheViewsAroundItThatDrawNothingElse() throws {
        let host = ViewHost(Screen(inbox: Inbox()))
        let tree = host.tree
        let drawn = try #require(tree.drawing("Unread: 3", apartFrom: ["Hello, Ada"]))
        #expect(drawn.writer?.viewType == Count.self)
        // The badge draws the count and a button: it draws the line too; the
        // screen draws the greeting as well, so it is not one of the drawers.
        #expect(drawn.drawers.map(\.type) == ["Count", "Badge"])
        let badge = try #require(tree.first { $0.viewType == Badge.self })
        #expect(tree.texts(in: badge.index) == ["Unread: 3", "Mark all read"])
        #expect(tree.drawing("Unread: 99", apartFrom: []) == nil)
    }

    @Test func onlyTheSmallerViewThatReadsTheCountRuns() throws {
        let inbox = Inbox()
        let host = ViewHost(Screen(inbox: inbox))
        host.resetCounts()
        for _ in 0..<3 {
            inbox.unread += 1
            host.update()
        }
        let tree = host.tree
        let drawn = try #require(tree.drawing("Unread: 6", apartFrom: ["Hello, Ada"]))
        #expect(drawn.writer?.bodyRuns == 3)
        // Every view that ran draws the count and nothing else of the inbox.
        let ran = tree.filter { $0.bodyRuns > 0 }
        #expect(ran.map(\.type) == ["Count"])
        let drawsGreeting = ran.contains { tree.texts(in: $0.index).contains("Hello, Ada") }
        #expect(!drawsGreeting)
        // The count's reader is recorded on the view that draws it.
        let count = try #require(tree.first { $0.viewType == Count.self })
        let readsInbox = count.environment.contains { $0.isRead && ($0.value as AnyObject) === inbox }
        #expect(readsInbox)
        let badge = try #require(tree.first { $0.viewType == Badge.self })
        let badgeReads = badge.environment.contains(where: \.isRead)
        #expect(!badgeReads, "the badge uses the inbox in an action only")
    }

    /// An environment value read by a view modifier of the app's: the
    /// modifier is the writer of what its body draws.
    private struct Amount: ViewModifier {
        let grams: Int
        @Environment(\.drawnLinesUnits) private var units
        func body(content: Content) -> some View { Text("Flour: \(grams) \(units)") }
    }

    private struct Row: View {
        var body: some View { EmptyView().modifier(Amount(grams: 5)) }
    }

    private struct Recipe: View {
        @State private var units = "g"
        var body: some View {
            VStack {
                Button("Switch") { units = units == "g" ? "oz" : "g" }
                Text("Crumble")
                Row()
            }
            .environment(\.drawnLinesUnits, units)
        }
    }

    @Test func aViewModifierThatDrawsTheLineIsItsWriter() throws {
        let host = ViewHost(Recipe())
        host.resetCounts()
        host.tap("Switch")
        let tree = host.tree
        let drawn = try #require(tree.drawing("Flour: 5 oz", apartFrom: ["Crumble"]))
        #expect(drawn.writer?.modifierType == Amount.self)
        #expect(drawn.writer?.value is Amount)
        #expect(drawn.writer?.bodyRuns == 1)
        let readsUnits = drawn.writer?.environment.contains { $0.isRead && $0.value as? String == "oz" } ?? false
        #expect(readsUnits)
        let rowDraws = drawn.drawers.contains { $0.viewType == Row.self }
        #expect(rowDraws, "the row draws the amount and nothing else")
        let row = try #require(tree.first { $0.viewType == Row.self })
        #expect(row.bodyRuns == 0, "the row reads nothing that changed")
    }
}
