import Testing
@testable import SwiftUISim

// Identity continuity (`host.rebuilds`): a view torn down and built again at
// the same data identity is recorded whether or not it holds state; and what
// a user can see (`texts`, `dump(visibleOnly:)`).

private struct Label: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
    var pinned = false
}

@MainActor @Suite struct RebuildsTests {
    @Test func anIfElseShowingTheSameViewRebuildsItWithoutAnyState() {
        struct Screen: View {
            @State private var loud = false
            var body: some View {
                VStack {
                    Toggle("Loud", isOn: $loud)
                    if loud { Label(title: "HELLO") } else { Label(title: "hello") }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.rebuilds.isEmpty, "the first mount rebuilds nothing")
        host.toggle("Loud")
        let rebuilds = host.rebuilds(of: Label.self)
        #expect(rebuilds.count == 1, "\(host.rebuilds)")
        #expect(rebuilds.first?.cause == .branchFlipped)
        #expect(rebuilds.first?.action == "toggle(\"Loud\")")
        #expect(rebuilds.first?.isRequested == false)
        host.resetCounts()
        #expect(host.rebuilds.isEmpty, "resetCounts() forgets rebuilds")
    }

    @Test func aRebuildSaysWhatRanAgain() {
        struct Loader: View {
            var body: some View { Text("feed").onAppear {}.task {} }
        }
        struct Screen: View {
            @State private var wide = false
            var body: some View {
                VStack {
                    Toggle("Wide", isOn: $wide)
                    if wide { Loader().padding() } else { Loader() }
                }
            }
        }
        let host = ViewHost(Screen())
        host.toggle("Wide")
        #expect(host.rebuilds.first?.restarted == ["onAppear", "task"], "\(host.rebuilds)")
        #expect(host.rebuilds.first?.description.contains("(onAppear, task ran again)") == true, "\(host.rebuilds)")
    }

    @Test func oneViewWhoseValueChangesIsNotRebuilt() {
        struct Screen: View {
            @State private var loud = false
            var body: some View {
                VStack {
                    Toggle("Loud", isOn: $loud)
                    Label(title: loud ? "HELLO" : "hello").opacity(loud ? 1 : 0.5)
                }
            }
        }
        let host = ViewHost(Screen())
        host.toggle("Loud")
        host.toggle("Loud")
        #expect(host.rebuilds.isEmpty, "\(host.rebuilds)")
    }

    @Test func aForEachRowShownByAnotherTypeIsItsElementRebuilt() {
        struct Pinned: View {
            let item: Item
            var body: some View { Button("📌 " + item.title) {} }
        }
        struct Screen: View {
            @State private var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
            var body: some View {
                VStack {
                    Button("Pin one") { items[0].pinned.toggle() }
                    ForEach(items) { item in
                        if item.pinned { Pinned(item: item) } else { Label(title: item.title).overlay(Button("unpinned") {}) }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Pin one")
        #expect(host.rebuilds.filter { $0.inside == nil }.count == 1, "\(host.rebuilds)")
        #expect(host.rebuilds.first?.element == "1")
        #expect(host.rebuilds.first?.oldType == "Label" && host.rebuilds.first?.type.hasSuffix("Pinned") == true, "\(host.rebuilds)")
    }

    @Test func insertingAndRemovingRowsIsNotARebuild() {
        struct Screen: View {
            @State private var items = [Item(id: 1, title: "one")]
            var body: some View {
                VStack {
                    Button("Add") { items.insert(Item(id: items.count + 1, title: "new"), at: 0) }
                    Button("Drop") { items.removeLast() }
                    ForEach(items) { Label(title: $0.title) }
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Add")
        host.tap("Drop")
        #expect(host.rebuilds.isEmpty, "\(host.rebuilds)")
    }

    @Test func aNewIDIsARequestedRebuild() {
        struct Screen: View {
            @State private var generation = 0
            var body: some View {
                VStack {
                    Button("Reset") { generation += 1 }
                    Label(title: "form").id(generation)
                }
            }
        }
        let host = ViewHost(Screen())
        host.tap("Reset")
        #expect(host.rebuilds(of: Label.self).map(\.isRequested) == [true], "\(host.rebuilds)")
    }

    @Test func aTextFieldRebuiltUnderAnIfIsRecorded() {
        struct Form: View {
            @State private var email = ""
            var body: some View {
                VStack {
                    if email.contains("@") {
                        TextField("Email", text: $email)
                    } else {
                        TextField("Email", text: $email).overlay(Rectangle().stroke(Color.red))
                    }
                }
            }
        }
        let host = ViewHost(Form())
        host.type("a@", into: "Email")
        #expect(host.rebuilds.contains { $0.type.hasPrefix("TextField") }, "\(host.rebuilds)")
    }
}

@MainActor @Suite struct OnScreenTests {
    @Test func textsLeaveOutWhatOpacityZeroHiddenOrAZeroFrameHides() {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("shown")
                    Text("faded").opacity(0)
                    Text("hidden").hidden()
                    Text("squashed").frame(width: 0, height: 10)
                    Text("half").opacity(0.5)
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.texts == ["shown", "half"])
        #expect(host.dump().contains("faded"), "dump() is the whole tree")
        #expect(!host.dump(visibleOnly: true).contains("faded"))
    }

    @Test func aClearOrTransparentPaintIsNotDrawn() {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("a").background(Color.yellow.opacity(0))
                    Text("b").background(Color.clear)
                    Text("c").background(Color.yellow)
                }
            }
        }
        let host = ViewHost(Screen())
        let visible = host.dump(visibleOnly: true)
        #expect(!host.snapshot().contains("░"), "no yellow a user can see:\n\(host.snapshot())")
        struct Swatches: View {
            var body: some View {
                VStack {
                    Color.yellow.opacity(0).frame(width: 3, height: 1)
                    Color.yellow.frame(width: 3, height: 1)
                    Color.yellow.frame(width: 3, height: 1).opacity(0)
                    Text("x").padding().background(Color.yellow.opacity(0))
                }
            }
        }
        struct OneSwatch: View {
            var body: some View { VStack { Color.yellow.frame(width: 3, height: 1) } }
        }
        let swatches = ViewHost(Swatches()).snapshot(), one = ViewHost(OneSwatch()).snapshot()
        #expect(one.contains("░"))
        #expect(swatches.filter { $0 == "░" }.count == one.filter { $0 == "░" }.count, "only the opaque swatch is drawn:\n\(swatches)")
        #expect(visible.components(separatedBy: "yellow").count == 2, "\(visible)")
        #expect(!visible.contains("clear"), "\(visible)")
    }
}
