import Testing
@testable import SwiftUISim

// `Self._printChanges()` says why a body ran, in SwiftUI's own words.

@MainActor @Suite(.serialized) struct PrintChangesTests {
    private func capture(_ work: () -> Void) -> [String] {
        var lines: [String] = []
        let previous = ChangeLog.output
        ChangeLog.output = { lines.append($0) }
        defer { ChangeLog.output = previous }
        work()
        return lines
    }

    @Test func stateChangeNamesTheProperty() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                let _ = Self._printChanges()
                Button("Count \(count)") { count += 1 }
            }
        }
        let lines = capture {
            let host = ViewHost(Counter())
            host.tap("Count 0")
        }
        #expect(lines == ["Counter: @self, @identity, _count changed.", "Counter: _count changed."])
    }

    @Test func newInputFromTheParentIsSelf() {
        struct Badge: View {
            let value: Int
            var body: some View {
                let _ = Self._printChanges()
                Text("\(value)")
            }
        }
        struct Parent: View {
            @State private var value = 0
            var body: some View {
                VStack {
                    Button("Bump \(value)") { value += 1 }
                    Badge(value: value)
                }
            }
        }
        let lines = capture {
            let host = ViewHost(Parent())
            host.tap("Bump 0")
        }
        #expect(lines == ["Badge: @self, @identity changed.", "Badge: @self changed."])
    }

    @Test func observableReadIsDependencies() {
        struct Name: View {
            let profile: Profile
            var body: some View {
                let _ = Self._printChanges()
                Text(profile.name)
            }
        }
        let profile = Profile()
        let lines = capture {
            let host = ViewHost(Name(profile: profile))
            profile.name = "Lin"
            host.update()
        }
        #expect(lines == ["Name: @self, @identity changed.", "Name: @dependencies changed."])
    }

    @Test func observedObjectNamesTheWrapper() {
        struct Volume: View {
            @ObservedObject var settings: LegacySettings
            var body: some View {
                let _ = Self._printChanges()
                Text("\(settings.volume)")
            }
        }
        let settings = LegacySettings()
        let lines = capture {
            let host = ViewHost(Volume(settings: settings))
            settings.volume = 11
            host.update()
        }
        #expect(lines == ["Volume: @self, @identity, _settings changed.", "Volume: _settings changed."])
    }

    @Test func bindingReadNamesTheChildsOwnProperty() {
        struct Echo: View {
            @Binding var text: String
            var body: some View {
                let _ = Self._printChanges()
                Text(text)
            }
        }
        struct Form: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    TextField("Text", text: $text)
                    Echo(text: $text)
                }
            }
        }
        let lines = capture {
            let host = ViewHost(Form())
            host.type("a", into: "Text")
        }
        #expect(lines == ["Echo: @self, @identity, _text changed.", "Echo: _text changed."])
    }
}

@MainActor @Suite struct ModifierAndEnvironmentTests {
    @Test func customViewModifierHoldsStateAndWrapsContent() {
        struct Highlight: ViewModifier {
            @State private var taps = 0
            func body(content: Content) -> some View {
                VStack {
                    content
                    Button("Highlight \(taps)") { taps += 1 }
                }
            }
        }
        struct Screen: View {
            var body: some View { Text("content").modifier(Highlight()) }
        }
        let host = ViewHost(Screen())
        host.tap("Highlight 0")
        host.tap("Highlight 1")
        #expect(host.texts == ["content", "Highlight 2"])
        #expect(host.bodyCount(Screen.self) == 1)
    }

    @Test func environmentChangeReachesReadersThroughSkippedViews() {
        struct Reader: View {
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        struct Bystander: View {
            var body: some View { Reader() }
        }
        struct Root: View {
            @State private var dark = false
            var body: some View {
                VStack {
                    Button("Switch") { dark.toggle() }
                    Bystander()
                }
                .environment(\.colorScheme, dark ? .dark : .light)
            }
        }
        let host = ViewHost(Root())
        host.tap("Switch")
        // Primary text in the dark scheme is white; the environment does not
        // repaint the screen (`preferredColorScheme` would), so it is not seen.
        #expect(host.tree.contains { $0.text == "dark" } && !host.tree.contains { $0.text == "light" })
        #expect(host.whyHidden("dark")?.contains("white on white") == true)
        #expect(host.bodyCount(Bystander.self) == 1)
        #expect(host.bodyCount(Reader.self) == 2)
    }

    @Test func dumpShowsTheTreeWithStateAndModifiers() {
        struct Counter: View {
            @State private var count = 2
            var body: some View {
                VStack {
                    Text("Count").font(.headline).padding(8)
                    Button("Add") { count += 1 }
                }
            }
        }
        let dump = ViewHost(Counter()).dump()
        #expect(dump == """
            Counter [count = 2]
              VStack
                Text "Count" .font(headline) .padding(8)
                Button
                  Text "Add"
            """)
    }

    @Test func bodyCountsListEveryCustomViewInFirstRunOrder() {
        struct Leaf: View { var body: some View { Text("leaf") } }
        struct Root: View { var body: some View { VStack { Leaf(); Leaf() } } }
        let host = ViewHost(Root())
        #expect(host.bodyCounts.map(\.type) == ["ModifierAndEnvironmentTests.Root", "ModifierAndEnvironmentTests.Leaf"], "nested types keep the types they are nested in")
        #expect(host.bodyCounts.map(\.count) == [1, 2])
    }

    @Test func controlNotFoundMessageListsTheControlsOnScreen() {
        let message = ViewHost.notFoundMessage(kind: .button, label: "Save", available: ["Button \"Cancel\"", "Toggle \"Wi-Fi\""])
        #expect(message == """
            no Button labelled "Save" on screen. The controls on screen are:
              - Button "Cancel"
              - Toggle "Wi-Fi"
            """)
    }
}
