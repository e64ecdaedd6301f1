import Testing
@testable import SwiftUISim

// The seventeenth review, two simulator mechanisms:
// - content closures SwiftUI runs apart from the body that wrote them (a
//   `GeometryReader`'s content, a `ForEach`'s rows) are counted, when they
//   re-run on their own, for the view of the app that wrote them
//   (`TreeNode.contentRuns`). Apple, GeometryReader: "a container view that
//   defines its content as a function of its own size"; Observation tracks the
//   properties read while SwiftUI builds view content ("Managing model data in
//   your app", iOS 17).
// - a `State(wrappedValue:)` whose `#function` has no parenthesis is settled
//   where it is installed: a declaration is the backing storage (`_x`) of the
//   type `#function` named; anything else is an explicit call, which takes a
//   plain value (Apple, `State.init(wrappedValue:)`), evaluated on every init.

@MainActor @Observable private final class Shelf {
    var values = [0, 0, 0]
}

/// Reads the whole array in a GeometryReader's content, not in its body.
private struct ReaderCell: View {
    let shelf: Shelf
    let index: Int
    var body: some View {
        GeometryReader { _ in Text("cell \(index): \(shelf.values[index])") }
    }
}

/// Reads the whole array in a one-element ForEach's row closure.
private struct ForEachCell: View {
    let shelf: Shelf
    let index: Int
    var body: some View {
        ForEach([index], id: \.self) { index in Text("cell \(index): \(shelf.values[index])") }
    }
}

private struct Cells<Cell: View>: View {
    @State private var shelf = Shelf()
    let cell: (Shelf, Int) -> Cell
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in cell(shelf, index) }
            Button("Bump") { shelf.values[0] += 1 }
        }
    }
}

@MainActor private enum Built {
    static var models = 0
}

@MainActor @Observable private final class Thing {
    init() { Built.models += 1 }
}

/// `State(wrappedValue:)` in a closure a static computed property returns: `#function` is "makeState".
private struct FromAccessor: View {
    let refreshes: Int
    @State private var thing: Thing
    init(refreshes: Int) {
        self.refreshes = refreshes
        _thing = Self.makeState()
    }
    private static var makeState: () -> State<Thing> { { State(wrappedValue: Thing()) } }
    var body: some View { Text("accessor \(refreshes)") }
}

/// A stored closure of another type: `#function` is that type's name.
@MainActor private enum ThingStorage {
    static let make: () -> State<Thing> = { State(wrappedValue: Thing()) }
    static var state: State<Thing> { State(wrappedValue: Thing()) }
}

private struct FromOtherType: View {
    let refreshes: Int
    @State private var thing: Thing
    init(refreshes: Int) {
        self.refreshes = refreshes
        _thing = ThingStorage.make()
    }
    var body: some View { Text("other \(refreshes)") }
}

private struct FromComputedStatic: View {
    let refreshes: Int
    @State private var thing: Thing
    init(refreshes: Int) {
        self.refreshes = refreshes
        _thing = ThingStorage.state
    }
    var body: some View { Text("computed \(refreshes)") }
}

/// A declaration in a dynamic property of the app's and in a generic view: still lazy.
private struct Holder: DynamicProperty {
    @State var thing = Thing()
}

private struct Declared<Tag>: View {
    let refreshes: Int
    @State private var thing = Thing()
    var holder = Holder()
    var body: some View { Text("declared \(refreshes)") }
}

private struct Refreshing<Child: View>: View {
    let child: (Int) -> Child
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            child(refreshes)
        }
    }
}

@MainActor @Suite struct SeventeenthReviewContentAndStateTests {
    @Test func aGeometryReadersOwnContentRunCountsForTheViewThatWroteIt() {
        let host = ViewHost(Cells { ReaderCell(shelf: $0, index: $1) })
        host.resetCounts()
        host.tap("Bump")
        #expect(host.texts.contains("cell 0: 1"))
        let cells = host.tree.filter { $0.type == "ReaderCell" }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.bodyRuns == 0 }, "no body re-ran")
        #expect(cells.map(\.contentRuns) == [1, 1, 1], "each cell's GeometryReader content read the array and re-ran")
        #expect(host.evaluations > 0)
        host.resetCounts()
        #expect(host.tree.allSatisfy { $0.contentRuns == 0 }, "a new counting round starts at 0")
    }

    @Test func aForEachsRowClosureCountsForTheViewThatWroteIt() {
        let host = ViewHost(Cells { ForEachCell(shelf: $0, index: $1) })
        host.resetCounts()
        host.tap("Bump")
        #expect(host.texts.contains("cell 0: 1"))
        let cells = host.tree.filter { $0.type == "ForEachCell" }
        #expect(cells.map(\.bodyRuns) == [0, 0, 0])
        #expect(cells.map(\.contentRuns) == [1, 1, 1])
    }

    @Test func aBodyRunIsNotAContentRun() {
        // A parent re-running makes its closures' views again in its own pass: that is its body run.
        let host = ViewHost(Refreshing { refreshes in GeometryReader { _ in Text("r \(refreshes)") } })
        host.resetCounts()
        host.tap("Refresh")
        #expect(host.texts.contains("r 1"))
        #expect(host.tree.allSatisfy { $0.contentRuns == 0 })
    }

    private func models(_ child: @escaping (Int) -> some View) -> Int {
        Built.models = 0
        let host = ViewHost(Refreshing(child: child), release: .xcode27)
        for _ in 0..<3 { host.tap("Refresh") }
        return Built.models
    }

    @Test func anExplicitStateCallWhoseFunctionNameHasNoParenthesisRunsOnEveryInit() {
        #expect(models { FromAccessor(refreshes: $0) } == 4, "a static var's closure: #function \"makeState\"")
        #expect(models { FromOtherType(refreshes: $0) } == 4, "another type's stored closure: #function \"ThingStorage\"")
        #expect(models { FromComputedStatic(refreshes: $0) } == 4, "another type's computed static var")
        // The site is remembered: a new host made the same way evaluates at every init from the first.
        #expect(models { FromAccessor(refreshes: $0) } == 4)
    }

    @Test func declarationsStayLazyUnderXcode27() {
        #expect(models { Declared<Int>(refreshes: $0) } == 2, "a generic view's and a dynamic property's declarations: once each per identity")
        Built.models = 0
        let host = ViewHost(Refreshing { Declared<String>(refreshes: $0) }, release: .xcode26)
        for _ in 0..<3 { host.tap("Refresh") }
        #expect(Built.models == 8, "the wrapper (Xcode 26) evaluates both on every init")
    }

    @Test func theDeclaringNameIsTheInnermostWithoutGenericArguments() {
        #expect(StateCallSite.declaredName(of: Declared<Int>.self) == "Declared")
        #expect(StateCallSite.declaredName(of: Holder.self) == "Holder")
    }
}
