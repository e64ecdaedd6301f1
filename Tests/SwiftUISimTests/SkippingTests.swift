import Testing
@testable import SwiftUISim

// When a parent's body re-runs, which children run theirs again?

private struct Leaf: View {
    var body: some View { Text("leaf") }
}

private struct SkipParent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tap: \(count)") { count += 1 }
            Leaf()
        }
    }
}

@MainActor private var computedRowRuns = 0

private struct ComputedParent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tap: \(count)") { count += 1 }
            rows
        }
    }
    private var rows: some View {
        computedRowRuns += 1
        return Text("rows")
    }
}

@MainActor @Suite struct SkippingTests {
    @Test func structSubviewWithNoInputsIsSkipped() {
        let host = ViewHost(SkipParent())
        for tap in 0..<10 { host.tap("Tap: \(tap)") }
        #expect(host.bodyCount(SkipParent.self) == 11)
        #expect(host.bodyCount(Leaf.self) == 1)
        #expect(host.texts == ["Tap: 10", "leaf"])
    }

    @Test func computedPropertySectionRunsWithTheParent() {
        computedRowRuns = 0
        let host = ViewHost(ComputedParent())
        for tap in 0..<10 { host.tap("Tap: \(tap)") }
        #expect(host.bodyCount(ComputedParent.self) == 11)
        #expect(computedRowRuns == 11)
    }

    @Test func childWithChangedInputRunsAndUnchangedDerivedInputIsSkipped() {
        struct Label: View {
            let value: Int
            var body: some View { Text("value \(value)") }
        }
        struct Parity: View {
            let isEven: Bool
            var body: some View { Text(isEven ? "even" : "odd") }
        }
        struct Parent: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Add 2") { count += 2 }
                    Label(value: count)
                    Parity(isEven: count % 2 == 0)
                }
            }
        }
        let host = ViewHost(Parent())
        host.tap("Add 2")
        host.tap("Add 2")
        #expect(host.bodyCount(Label.self) == 3)
        #expect(host.bodyCount(Parity.self) == 1)
        #expect(host.texts.contains("value 4"))
    }

    @Test func childHoldingACapturingClosureRunsEveryPass() {
        struct Row: View {
            let onSelect: () -> Void
            var body: some View { Text("row") }
        }
        struct Constant: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct Parent: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Tap: \(count)") { count += 1 }
                    Row { count = 0 }
                    Constant(title: "fixed")
                }
            }
        }
        let host = ViewHost(Parent())
        for tap in 0..<5 { host.tap("Tap: \(tap)") }
        #expect(host.bodyCount(Row.self) == 6)
        #expect(host.bodyCount(Constant.self) == 1)
    }

    @Test func classFieldsCompareByIdentity() {
        final class Store {}
        struct Child: View {
            let store: Store
            var body: some View { Text("child") }
        }
        struct Parent: View {
            @State private var count = 0
            let shared = Store()
            var body: some View {
                VStack {
                    Button("Same \(count)") { count += 1 }
                    Child(store: shared)
                }
            }
        }
        struct FreshParent: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Button("Fresh \(count)") { count += 1 }
                    Child(store: Store())
                }
            }
        }
        let same = ViewHost(Parent())
        same.tap("Same 0")
        #expect(same.bodyCount(Parent.self) == 2)
        #expect(same.bodyCount(Child.self) == 1)
        let fresh = ViewHost(FreshParent())
        fresh.tap("Fresh 0")
        #expect(fresh.bodyCount(Child.self) == 2)
    }

    @Test func equatableWithAlwaysTrueEqualitySkipsAndGoesStale() {
        struct Score: View, Equatable {
            let points: Int
            nonisolated static func == (lhs: Score, rhs: Score) -> Bool { true }
            var body: some View { Text("points \(points)") }
        }
        struct Parent: View {
            @State private var points = 0
            var body: some View {
                VStack {
                    Button("Score") { points += 1 }
                    Score(points: points).equatable()
                }
            }
        }
        let host = ViewHost(Parent())
        host.tap("Score")
        host.tap("Score")
        #expect(host.bodyCount(Parent.self) == 3)
        #expect(host.bodyCount(Score.self) == 1)
        #expect(host.texts.contains("points 0"), "the UI is stale: == said nothing changed")
    }

    @Test func equatableViewReRunsWhenEqualitySaysChanged() {
        struct Summary: View, Equatable {
            let total: Int
            let noise: Int
            nonisolated static func == (lhs: Summary, rhs: Summary) -> Bool { lhs.total == rhs.total }
            var body: some View { Text("total \(total)") }
        }
        struct Parent: View {
            @State private var tick = 0
            var body: some View {
                VStack {
                    Button("Tick") { tick += 1 }
                    Summary(total: tick / 2, noise: tick).equatable()
                }
            }
        }
        let host = ViewHost(Parent())
        for _ in 0..<4 { host.tap("Tick") }
        // total goes 0,0,1,1,2: the body runs for 0, 1 and 2.
        #expect(host.bodyCount(Summary.self) == 3)
    }
}

@MainActor @Suite struct InvalidationTests {
    /// A child invalidated before its parent in the same transaction still
    /// runs once: parents update first, so the child runs with its new input.
    @Test func parentsUpdateBeforeTheirChildren() {
        struct Child: View {
            let label: Int
            @Binding var note: String
            var body: some View { Text("\(label) \(note)") }
        }
        struct Parent: View {
            @State private var note = ""
            @State private var label = 0
            var body: some View {
                VStack {
                    // The child is invalidated first (its binding), then the parent.
                    Button("Both") { note += "!"; label += 1 }
                    Child(label: label, note: $note)
                }
            }
        }
        let host = ViewHost(Parent())
        host.tap("Both")
        #expect(host.bodyCount(Child.self) == 2, "one run at mount, one for the tap")
        #expect(host.texts.contains("1 !"))
    }

    @Test func stateChangeThatNoBodyReadsRunsNoBody() {
        struct Silent: View {
            @State private var hidden = 0
            var body: some View { Button("Bump") { hidden += 1 } }
        }
        let host = ViewHost(Silent())
        host.tap("Bump")
        #expect(host.bodyCount(Silent.self) == 1)
    }

    @Test func parentPassingABindingIsNotReEvaluatedWhileTyping() {
        struct Echo: View {
            @Binding var text: String
            var body: some View { Text("echo: \(text)") }
        }
        struct Bystander: View {
            @Binding var text: String
            var body: some View { Text("unread") }
        }
        struct Form: View {
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Echo(text: $name)
                    Bystander(text: $name)
                }
            }
        }
        let host = ViewHost(Form())
        host.type("abc", into: "Name")
        #expect(host.bodyCount(Form.self) == 1)
        #expect(host.bodyCount(Echo.self) == 4)
        #expect(host.bodyCount(Bystander.self) == 1)
        #expect(host.texts == ["echo: abc", "unread"])
    }

    @Test func observableInvalidatesOnlyReadersOfTheChangedProperty() {
        let model = Profile()
        struct NameView: View {
            let profile: Profile
            var body: some View { Text(profile.name) }
        }
        struct AgeView: View {
            let profile: Profile
            var body: some View { Text("\(profile.age)") }
        }
        struct Screen: View {
            let profile: Profile
            var body: some View {
                VStack {
                    NameView(profile: profile)
                    AgeView(profile: profile)
                }
            }
        }
        let host = ViewHost(Screen(profile: model))
        model.name = "Grace"
        host.update()
        #expect(host.bodyCount(NameView.self) == 2)
        #expect(host.bodyCount(AgeView.self) == 1)
        #expect(host.bodyCount(Screen.self) == 1)
        #expect(host.texts == ["Grace", "36"])
    }

    @Test func observableObjectInvalidatesEveryObserver() {
        let settings = LegacySettings()
        struct NameView: View {
            @ObservedObject var settings: LegacySettings
            var body: some View { Text(settings.name) }
        }
        struct VolumeView: View {
            @ObservedObject var settings: LegacySettings
            var body: some View { Text("\(settings.volume)") }
        }
        struct Screen: View {
            let settings: LegacySettings
            var body: some View {
                VStack {
                    NameView(settings: settings)
                    VolumeView(settings: settings)
                }
            }
        }
        let host = ViewHost(Screen(settings: settings))
        settings.name = "Loud"
        host.update()
        #expect(host.bodyCount(NameView.self) == 2)
        #expect(host.bodyCount(VolumeView.self) == 2, "every observer of an ObservableObject re-runs")
        #expect(host.bodyCount(Screen.self) == 1)
    }

    @Test func stateObjectIsCreatedOncePerIdentity() {
        struct Owner: View {
            @StateObject private var settings = LegacySettings()
            var body: some View {
                Button("Louder \(settings.volume)") { settings.volume += 1 }
            }
        }
        let host = ViewHost(Owner())
        host.tap("Louder 5")
        host.tap("Louder 6")
        #expect(host.texts == ["Louder 7"])
        #expect(host.events.filter { $0 == .stateInit("Owner.settings") }.count == 1)
    }

    @Test func environmentObjectAndEnvironmentValuesReachDescendants() {
        struct Reader: View {
            @EnvironmentObject var settings: LegacySettings
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text("\(settings.name) \(isEnabled)") }
        }
        struct Middle: View {
            var body: some View { Reader() }
        }
        struct Root: View {
            @State private var locked = false
            let settings: LegacySettings
            var body: some View {
                VStack {
                    Button("Lock") { locked.toggle() }
                    Middle().disabled(locked)
                }
                .environmentObject(settings)
            }
        }
        let host = ViewHost(Root(settings: LegacySettings()))
        #expect(host.texts == ["Lock", "Quiet true"])
        host.tap("Lock")
        #expect(host.texts == ["Lock", "Quiet false"])
        #expect(host.bodyCount(Middle.self) == 1, "Middle reads nothing from the environment")
        #expect(host.bodyCount(Reader.self) == 2)
    }

    @Test func observableFromTheEnvironmentTracksReads() {
        struct Reader: View {
            @Environment(Profile.self) private var profile
            var body: some View { Text(profile.name) }
        }
        let profile = Profile()
        let host = ViewHost(Reader().environment(profile))
        profile.age += 1
        host.update()
        #expect(host.bodyCount(Reader.self) == 1)
        profile.name = "Alan"
        host.update()
        #expect(host.texts == ["Alan"])
        #expect(host.bodyCount(Reader.self) == 2)
    }

    @Test func bindableGivesBindingsToObservableProperties() {
        struct Editor: View {
            @Bindable var profile: Profile
            var body: some View { TextField("Name", text: $profile.name) }
        }
        let profile = Profile()
        profile.name = ""
        let host = ViewHost(Editor(profile: profile))
        host.type("Ada", into: "Name")
        #expect(profile.name == "Ada")
        #expect(host.bodyCount(Editor.self) == 1, "the editor passes the binding on; it never reads name")
    }
}

@Observable final class Profile {
    var name = "Ada"
    var age = 36
}

final class LegacySettings: ObservableObject {
    @Published var name = "Quiet"
    @Published var volume = 5
}
