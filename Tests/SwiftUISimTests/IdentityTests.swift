import Foundation
import Testing
@testable import SwiftUISim

// Identity decides whether state survives and which lifecycle events fire.

private struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
            .onAppear {}
            .onDisappear {}
    }
}

@MainActor @Suite struct IdentityTests {
    @Test func ifElseBranchesAreDifferentIdentities() {
        struct Screen: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    Toggle("Compact", isOn: $compact)
                    if compact {
                        Counter(name: "small")
                    } else {
                        Counter(name: "large")
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("large 0")
        host.tap("large 1")
        host.resetCounts()
        host.toggle("Compact")
        #expect(host.events.contains(.disappear("Counter")))
        #expect(host.events.contains(.appear("Counter")))
        #expect(host.events.contains(.stateInit("Counter.taps")))
        host.toggle("Compact")
        #expect(host.texts.contains("large 0"), "flipping back builds a new Counter: its state starts over")
    }

    @Test func opacityKeepsIdentityAndState() {
        struct Screen: View {
            @State private var dimmed = false
            var body: some View {
                VStack {
                    Toggle("Dim", isOn: $dimmed)
                    Counter(name: "kept").opacity(dimmed ? 0.3 : 1)
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("kept 0")
        host.resetCounts()
        host.toggle("Dim")
        host.toggle("Dim")
        #expect(host.texts.contains("kept 1"))
        #expect(!host.events.contains(.disappear("Counter")))
        #expect(!host.events.contains { if case .stateInit = $0 { true } else { false } })
    }

    /// A removed view's state goes with it, layout asked for or not: its
    /// state object is freed when the transaction that removed it ends.
    @Test func removedViewsFreeTheirState() {
        final class Model: ObservableObject {}
        final class Witness { weak var model: Model? }
        struct Holder: View {
            let witness: Witness
            @StateObject private var model = Model()
            var body: some View { Text("holder").onAppear { witness.model = model } }
        }
        struct Root: View {
            let witness: Witness
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows { Holder(witness: witness) }
                }
            }
        }
        let witness = Witness()
        let host = ViewHost(Root(witness: witness))
        #expect(witness.model != nil)
        host.tap("Hide")
        #expect(witness.model == nil, "the removed view's @StateObject is still alive")
    }

    /// Apple's Group documentation: "the modifier applies to all members of
    /// the group — and not to the group itself"; an `onAppear` on a group
    /// around an `if` runs every time the condition changes.
    @Test func aModifierOnAGroupAppliesToEachMember() {
        struct Screen: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Button("Flip") { on.toggle() }
                    Group {
                        if on { Text("A") } else { Text("B") }
                    }
                    .onAppear {}
                    Group { Text("x"); Text("y") }.id(on)
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Flip")
        host.tap("Flip")
        let appears = host.events.filter { if case .appear = $0 { true } else { false } }
        #expect(appears.count == 3, "one per member that appeared: \(host.events)")
        #expect(host.texts == ["Flip", "B", "x", "y"])
        // `.id` stays on the group as a whole: one identity for both members.
        #expect(host.dump().contains(#"Text "x" .id(false)"#), "\(host.dump())")
    }

    @Test func lazyRowsWithAModifierOnTheirForEachAreStillBuiltByViewport() {
        struct Row: View {
            let index: Int
            var body: some View { Text("row \(index)") }
        }
        let host = ViewHost(ScrollView { LazyVStack { ForEach(0..<1000, id: \.self) { Row(index: $0) }.padding() } }, viewport: 10)
        #expect(host.bodyCount(Row.self) == 10)
        host.scroll(to: 500)
        #expect(host.bodyCount(Row.self) == 20)
    }

    @Test func ifWithoutElseRemovesAndReinserts() {
        struct Screen: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Toggle("Show", isOn: $shown)
                    if shown { Counter(name: "optional") }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("optional 0")
        host.toggle("Show")
        #expect(!host.texts.contains { $0.hasPrefix("optional") })
        #expect(host.events.contains(.disappear("Counter")))
        host.toggle("Show")
        #expect(host.texts.contains("optional 0"))
    }

    @Test func unstableIdResetsStateOnEveryParentPass() {
        struct Screen: View {
            @State private var refreshes = 0
            var body: some View {
                VStack {
                    Button("Refresh \(refreshes)") { refreshes += 1 }
                    Counter(name: "fresh").id(UUID())
                    Counter(name: "stable").id("stable")
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("fresh 0")
        host.tap("stable 0")
        #expect(host.texts.contains("fresh 1"), "tapping the counter itself does not re-run the parent")
        host.tap("Refresh 0")
        #expect(host.texts.contains("fresh 0"), "a new UUID is a new view: state gone")
        #expect(host.texts.contains("stable 1"))
    }

    @Test func anyViewKeepsStateWhileTheWrappedTypeStaysTheSame() {
        struct Other: View {
            var body: some View { Text("other") }
        }
        struct Screen: View {
            @State private var mode = 0
            var body: some View {
                VStack {
                    Button("Mode \(mode)") { mode += 1 }
                    content
                }
            }
            var content: AnyView {
                mode < 2 ? AnyView(Counter(name: "erased")) : AnyView(Other())
            }
        }
        let host = ViewHost(Screen())
        host.tap("erased 0")
        host.tap("Mode 0")
        #expect(host.texts.contains("erased 1"), "same wrapped type: state kept")
        host.tap("Mode 1")
        #expect(host.texts.contains("other"))
        #expect(host.events.contains(.disappear("Counter")))
    }

    @Test func forEachStateFollowsElementIdsAcrossReorderAndRemoval() {
        struct Item: Identifiable, Hashable {
            let id: Int
            let title: String
        }
        struct Screen: View {
            @State private var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
            var body: some View {
                VStack {
                    Button("Reverse") { items.reverse() }
                    Button("Drop first") { items.removeFirst() }
                    ForEach(items) { item in Counter(name: item.title) }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("b 0")
        host.tap("c 0")
        host.tap("c 1")
        host.tap("Reverse")
        #expect(host.texts.suffix(3) == ["c 2", "b 1", "a 0"])
        host.tap("Drop first")
        #expect(host.texts.suffix(2) == ["b 1", "a 0"])
    }

    @Test func forEachOverValuesWithKeyPathIds() {
        struct Screen: View {
            @State private var names = ["x", "y"]
            var body: some View {
                VStack {
                    Button("Insert") { names.insert("w", at: 0) }
                    ForEach(names, id: \.self) { name in Counter(name: name) }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("y 0")
        host.tap("Insert")
        #expect(host.texts.suffix(3) == ["w 0", "x 0", "y 1"])
    }

    @Test func lazyContainersBuildOnlyTheViewport() {
        struct Row: View {
            let index: Int
            var body: some View { Text("row \(index)") }
        }
        struct Lazy: View {
            var body: some View {
                ScrollView { LazyVStack { ForEach(0..<1000) { Row(index: $0) } } }
            }
        }
        struct Eager: View {
            var body: some View {
                ScrollView { VStack { ForEach(0..<1000) { Row(index: $0) } } }
            }
        }
        struct Listed: View {
            var body: some View { List(0..<300, id: \.self) { Row(index: $0) } }
        }
        let lazy = ViewHost(Lazy())
        #expect(lazy.bodyCount(Row.self) == 20)
        lazy.scroll(to: 500)
        #expect(lazy.bodyCount(Row.self) == 40)
        #expect(lazy.texts.contains("row 500"))
        #expect(!lazy.texts.contains("row 100"))
        let eager = ViewHost(Eager())
        #expect(eager.bodyCount(Row.self) == 1000)
        let listed = ViewHost(Listed(), viewport: 10)
        #expect(listed.bodyCount(Row.self) == 10)
    }

    @Test func taskStartsOncePerAppearanceAndIsCancelledOnDisappear() {
        struct Loader: View {
            var body: some View {
                Text("loading").task { try? await Task.sleep(for: .seconds(60)) }
            }
        }
        struct Screen: View {
            @State private var shown = true
            @State private var ticks = 0
            var body: some View {
                VStack {
                    Button("Tick \(ticks)") { ticks += 1 }
                    Toggle("Show", isOn: $shown)
                    if shown { Loader() }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Tick 0")
        host.tap("Tick 1")
        #expect(host.events.filter { $0 == .taskStart("Loader") }.count == 1)
        host.toggle("Show")
        #expect(host.events.contains(.taskCancel("Loader")))
        host.toggle("Show")
        #expect(host.events.filter { $0 == .taskStart("Loader") }.count == 2)
    }

    /// As in SwiftUI, a pass runs its appear and change actions (deepest
    /// view first), then starts its tasks, whatever the modifier order.
    @Test func tasksStartAfterTheAppearAndChangeActionsOfTheirPass() {
        @MainActor final class Log { var lines: [String] = [] }
        struct Probe: View {
            let log: Log
            var body: some View {
                VStack {
                    Text("inner")
                        .task { log.lines.append("inner task") }
                        .onAppear { log.lines.append("inner appear") }
                        .onChange(of: 1, initial: true) { log.lines.append("inner change") }
                }
                .task { log.lines.append("outer task") }
                .onAppear { log.lines.append("outer appear") }
            }
        }
        let log = Log()
        _ = ViewHost(Probe(log: log))
        #expect(log.lines == ["inner appear", "inner change", "outer appear", "inner task", "outer task"])
    }

    @Test func taskWithIdRestartsWhenTheIdChanges() {
        struct Screen: View {
            @State private var query = 0
            var body: some View {
                Button("Query \(query)") { query += 1 }
                    .task(id: query) {}
            }
        }
        let host = ViewHost(Screen())
        host.tap("Query 0")
        #expect(host.events.filter { $0 == .taskStart("Screen") }.count == 2)
        #expect(host.events.filter { $0 == .taskCancel("Screen") }.count == 1)
    }

    @Test func taskInsideBodyStartsOnEveryBodyRun() async {
        final class Starts: @unchecked Sendable { var count = 0 }
        let starts = Starts()
        struct Screen: View {
            let starts: Starts
            @State private var count = 0
            var body: some View {
                let _ = Task { starts.count += 1 }
                Button("Bump \(count)") { count += 1 }
            }
        }
        let host = ViewHost(Screen(starts: starts))
        host.tap("Bump 0")
        host.tap("Bump 1")
        for _ in 0..<100 where starts.count < 3 { await Task.yield() }
        #expect(starts.count == 3)
    }

    @Test func onChangeFiresWithOldAndNewValues() {
        final class Log { var changes: [String] = [] }
        struct Screen: View {
            let log: Log
            @State private var value = 0
            var body: some View {
                Button("Set \(value)") { value += 1 }
                    .onChange(of: value) { old, new in log.changes.append("\(old)->\(new)") }
            }
        }
        let log = Log()
        let host = ViewHost(Screen(log: log))
        host.tap("Set 0")
        host.tap("Set 1")
        #expect(log.changes == ["0->1", "1->2"])
    }
}

@MainActor @Suite struct BindingCollectionTests {
    struct Task: Identifiable {
        let id: Int
        var done = false
    }

    @Test func forEachOverABindingGivesEachRowABindingToItsElement() {
        struct Row: View {
            @Binding var task: Task
            var body: some View { Toggle("Task \(task.id)", isOn: $task.done) }
        }
        struct Screen: View {
            @State private var tasks = [Task(id: 1), Task(id: 2)]
            var body: some View {
                VStack {
                    ForEach($tasks) { $task in Row(task: $task) }
                    Text("done: \(tasks.filter(\.done).count)")
                }
            }
        }
        let host = ViewHost(Screen())
        host.toggle("Task 2")
        #expect(host.texts.last == "done: 1")
        // Each row's binding reads through the whole array's state, so every
        // row depends on the array: both re-run (a known cost of ForEach($items)).
        #expect(host.bodyCount(Row.self) == 4)
    }
}

@MainActor @Suite struct PropertyOrderTests {
    @Test func stateDeclaredAfterABindingKeepsItsValue() {
        struct Field: View {
            @Binding var email: String
            @State private var showsHelp = false
            var body: some View {
                VStack {
                    Button(showsHelp ? "Close help" : "Open help") { showsHelp.toggle() }
                    Text(email)
                }
            }
        }
        struct Form: View {
            @State private var email = "a@b.c"
            var body: some View { Field(email: $email) }
        }
        let host = ViewHost(Form())
        host.tap("Open help")
        host.tap("Close help")
        #expect(host.texts.first == "Open help")
        #expect(host.events.filter { $0 == .stateInit("Field.showsHelp") }.count == 1)
    }
}
