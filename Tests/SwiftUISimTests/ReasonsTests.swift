import Foundation
import Testing
@testable import SwiftUISim

// Why each body ran and why each child was skipped: one scenario per reason
// kind the engine records (docs/simulator.md, "Why a body ran").

private typealias Reason = ViewHost.Reason

@MainActor private func lastRun<V: View>(_ type: V.Type, in host: ViewHost) -> ViewHost.BodyRun? {
    host.reasons(type).last { $0.outcome == .ran }
}

@MainActor @Suite(.serialized) struct ReasonsTests {
    // MARK: Recording only when asked for

    @Test func reasonsAreOffUnlessAskedFor() {
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let host = ViewHost(Counter())
        host.tap("Count 0")
        #expect(!host.recordsReasons)
        #expect(host.transactions.isEmpty)
        #expect(host.reasons(Counter.self).isEmpty)
        let recording = ViewHost(Counter(), recordsReasons: true)
        #expect(recording.recordsReasons)
        #expect(recording.transactions.map(\.cause) == ["mount"])
    }

    @Test func theStaticSwitchAppliesToHostsMadeAfterIt() {
        struct Leaf: View { var body: some View { Text("leaf") } }
        let before = ViewHost.recordsReasons
        defer { ViewHost.recordsReasons = before }
        ViewHost.recordsReasons = true
        #expect(ViewHost(Leaf()).recordsReasons)
        ViewHost.recordsReasons = false
        #expect(!ViewHost(Leaf()).recordsReasons)
    }

    // MARK: What started each transaction

    @Test func eachTransactionSaysWhatStartedIt() {
        struct Form: View {
            @State private var on = false
            @State private var name = ""
            var body: some View {
                VStack {
                    Toggle("On", isOn: $on)
                    TextField("Name", text: $name)
                    Button("Reset") { name = "" }
                }
            }
        }
        let host = ViewHost(Form(), recordsReasons: true)
        host.toggle("On")
        host.type("ab", into: "Name")
        host.tap("Reset")
        host.update()
        #expect(host.transactions.map(\.cause) == [
            "mount", "toggle(\"On\")", "type(\"a\", into: \"Name\")", "type(\"b\", into: \"Name\")", "tap(\"Reset\")", "update()",
        ])
        #expect(host.transactions.map(\.index) == [0, 1, 2, 3, 4, 5])
        host.resetCounts()
        host.update()
        #expect(host.transactions.map(\.index) == [6], "resetCounts forgets what was recorded; the numbering goes on")
    }

    // MARK: Own inputs: state, binding, @Observable, ObservableObject, environment

    @Test func aStateChangeSaysOldAndNew() throws {
        struct Counter: View {
            @State private var count = 3
            var body: some View { Button("Count \(count)") { count += 1 } }
        }
        let host = ViewHost(Counter(), recordsReasons: true)
        host.tap("Count 3")
        let run = try #require(lastRun(Counter.self, in: host))
        #expect(run.reasons == [Reason(kind: .state, property: "_count", old: "3", new: "4")])
        #expect(run.printChangesLine == "Counter: _count changed.")
        #expect(run.description == "Counter: _count changed.\n  _count: @State changed 3 → 4")
        #expect(run.cause == "tap(\"Count 3\")")
    }

    @Test func aBindingChangeNamesTheChildsProperty() throws {
        struct Echo: View {
            @Binding var text: String
            var body: some View { Text(text) }
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
        let host = ViewHost(Form(), recordsReasons: true)
        host.type("a", into: "Text")
        let run = try #require(lastRun(Echo.self, in: host))
        #expect(run.reasons == [Reason(kind: .binding, property: "_text", old: "\"\"", new: "\"a\"")])
        #expect(run.reasonLines == ["_text: @Binding changed \"\" → \"a\""])
        #expect(host.reasons(Form.self).filter { $0.outcome == .ran }.count == 1, "passing $text on is not a read")
    }

    @Test func anObservablePropertyIsNamedWithOldAndNew() throws {
        struct Name: View {
            let profile: Profile
            var body: some View { Text(profile.name) }
        }
        let profile = Profile()
        let host = ViewHost(Name(profile: profile), recordsReasons: true)
        profile.name = "Lin"
        host.update()
        let run = try #require(lastRun(Name.self, in: host))
        #expect(run.reasons == [Reason(kind: .observableProperty, property: "name", old: "\"Ada\"", new: "\"Lin\"", typeName: "Profile")])
        #expect(run.reasonLines == ["@dependencies: Profile.name changed \"Ada\" → \"Lin\" (an @Observable property this body read)"])
        #expect(run.cause == "update()")
    }

    @Test func anObservableObjectSaysWhichPublishedPropertyChanged() throws {
        struct Volume: View {
            @ObservedObject var settings: LegacySettings
            var body: some View { Text("\(settings.volume)") }
        }
        let settings = LegacySettings()
        let host = ViewHost(Volume(settings: settings), recordsReasons: true)
        settings.volume = 11
        host.update()
        let run = try #require(lastRun(Volume.self, in: host))
        #expect(run.reasons == [Reason(kind: .observableObject, property: "_settings", typeName: "LegacySettings", detail: "volume: 5 → 11")])
        #expect(run.reasonLines.first?.hasPrefix("_settings: LegacySettings sent objectWillChange (volume: 5 → 11)") == true)
    }

    @Test func anEnvironmentChangeSaysOldAndNew() throws {
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
        let host = ViewHost(Root(), recordsReasons: true)
        host.tap("Switch")
        let run = try #require(lastRun(Reader.self, in: host))
        #expect(run.reasons == [Reason(kind: .environment, property: "_scheme", old: "light", new: "dark")])
        let skip = try #require(host.reasons(Bystander.self).last)
        #expect(skip.outcome == .skipped)
        #expect(skip.reasons == [Reason(kind: .noInputs)])
    }

    // MARK: @self, field by field

    struct Model {  // not Equatable: compared field by field
        var title: String
        var items: [Int]
    }

    struct AlwaysDifferent: Equatable, CustomStringConvertible {
        var tag = "not plain data"
        var description: String { "same text" }
        static func == (lhs: Self, rhs: Self) -> Bool { false }
    }

    struct Row: View {
        let value: Int
        let onTap: () -> Void
        let formatter: NumberFormatter
        let model: Model
        let stamp: AlwaysDifferent
        var body: some View { Button("Row \(value)") { onTap() } }
    }

    struct Screen: View {
        @State private var value = 3
        @State private var extra = false
        var body: some View {
            VStack {
                Button("Bump") { value += 1 }
                Button("Extra") { extra.toggle() }
                Row(value: value, onTap: {}, formatter: NumberFormatter(), model: Model(title: "t", items: extra ? [1, 2] : [1]), stamp: AlwaysDifferent())
            }
        }
    }

    @Test func selfChangedSaysWhichFieldsDifferAndWhy() throws {
        let host = ViewHost(Screen(), recordsReasons: true)
        host.tap("Bump")
        var run = try #require(lastRun(Row.self, in: host))
        #expect(run.printChangesLine == "Row: @self changed.")
        #expect(run.reasons.map(\.kind) == [.selfChanged])
        #expect(run.reasons[0].fields == [
            .init(field: "value", why: .valueChanged(old: "3", new: "4")),
            .init(field: "onTap", why: .closure),
            .init(field: "formatter", why: .differentInstance(className: "NumberFormatter")),
            .init(field: "stamp", why: .equatableFalse(typeName: "AlwaysDifferent")),
        ])
        #expect(run.reasonLines == [
            "value: 3 → 4",
            "onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "formatter: a different instance of class NumberFormatter; objects compare by identity",
            "stamp: AlwaysDifferent's == returned false",
        ])
        host.tap("Extra")
        run = try #require(lastRun(Row.self, in: host))
        let model = try #require(run.reasons[0].fields.first { $0.field == "model" })
        #expect(model.why == .fieldByField(typeName: "Model", fields: [.init(field: "items", why: .valueChanged(old: "[1]", new: "[1, 2]"))]))
        #expect(run.reasonLines.contains("model: a non-Equatable struct Model, compared field by field: items: [1] → [1, 2]"))
        #expect(run.summary.contains("`model` (a non-Equatable struct Model) differs in `items`"))
    }

    @Test func theIssuesExampleReadsAsPromised() throws {
        struct Row: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Button(title) { onTap() } }
        }
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("Taps: \(taps)")
                    Button("Tap") { taps += 1 }
                    Row(title: "Hello", onTap: { taps += 1 })
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.tap("Tap")
        #expect(host.why(Row.self).components(separatedBy: "\n").suffix(3) == [
            "── tap(\"Tap\") ──",
            "Row: @self changed.",
            "  onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
        ])
        #expect(lastRun(Row.self, in: host)?.summary == "`@self` changed because `onTap` is a closure")
    }

    @Test func anEquatableViewWhoseEqualsSaysFalse() throws {
        struct Digit: View, Equatable {  // not plain data (a String): compared with ==
            let value: Int
            let unit: String
            nonisolated static func == (lhs: Digit, rhs: Digit) -> Bool { lhs.value == rhs.value }
            var body: some View { Text("\(value) \(unit)") }
        }
        struct Parent: View {
            @State private var value = 1
            @State private var other = 0
            var body: some View {
                VStack {
                    Button("Bump") { value += 1 }
                    Button("Other") { other += 1 }
                    Text("\(other)")
                    Digit(value: value, unit: "goals")
                    Digit(value: 7, unit: "goals").equatable()
                }
            }
        }
        let host = ViewHost(Parent(), recordsReasons: true)
        host.tap("Bump")
        let ran = try #require(lastRun(Digit.self, in: host))
        #expect(ran.reasons == [Reason(kind: .equatableFalse, typeName: "Digit", fields: [.init(field: "value", why: .valueChanged(old: "1", new: "2"))])])
        #expect(ran.reasonLines == ["@self: Digit's == returned false (value: 1 → 2)"])
        host.resetCounts()
        host.tap("Other")
        let skips = host.reasons(Digit.self)
        #expect(skips.map(\.outcome) == [.skipped, .skipped])
        #expect(skips.map(\.reasons) == [
            [Reason(kind: .equatableTrue, typeName: "Digit")],
            [Reason(kind: .equatableTrue, typeName: "Digit", detail: ".equatable()")],
        ])
        #expect(skips.map(\.description) == ["Digit: body skipped: Digit's == returned true.", "Digit: body skipped: Digit's == returned true (.equatable())."])
    }

    // MARK: Skips

    @Test func skippedChildrenSayWhy() throws {
        struct Banner: View {
            let name: String
            let count: Int
            var body: some View { Text(name) }
        }
        struct Archive: View {
            var body: some View { Text("archive") }
        }
        struct Boxed: View {
            let label: String
            let model: ReasonsTests.Model
            var body: some View { Text(label) }
        }
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    Banner(name: "Rovers", count: 2)
                    Archive()
                    Boxed(label: "b", model: .init(title: "x", items: [1]))
                }
            }
        }
        let host = ViewHost(Parent(), recordsReasons: true)
        host.resetCounts()
        host.tap("Tap 0")
        let banner = try #require(host.reasons(Banner.self).first)
        #expect(banner.outcome == .skipped)
        #expect(banner.reasons == [Reason(kind: .equalBitwise, property: "name, count")] || banner.reasons == [Reason(kind: .equalFieldByField, property: "name, count")])
        #expect(host.reasons(Archive.self).first?.reasons == [Reason(kind: .noInputs)])
        #expect(host.reasons(Boxed.self).first?.reasons == [Reason(kind: .equalFieldByField, property: "label, model")])
        #expect(host.reasons(Archive.self).first?.description == "Archive: body skipped: no inputs: Archive has no stored properties, so every new value equals the old one.")
        #expect(host.reasons(Boxed.self).first?.description == "Boxed: body skipped: equal field by field (label, model).")
    }

    // MARK: New identity

    /// A view with state of its own: a new identity re-creates it.
    struct Card: View {
        @State private var draft = ""
        var body: some View { Text("card \(draft)") }
    }

    @Test func aBranchFlipIsANewIdentityAndTheOldOneIsRemoved() throws {
        struct Screen: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    Toggle("Compact", isOn: $compact)
                    if compact { Card().padding(4) } else { Card() }
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        #expect(host.reasons(Card.self).first?.reasons == [Reason(kind: .identity, identity: .firstMount, insideNew: "Screen")])
        host.resetCounts()
        host.toggle("Compact")
        let runs = host.reasons(Card.self)
        #expect(runs.map(\.outcome) == [.ran, .removed])
        #expect(runs[0].reasons == [Reason(kind: .identity, identity: .branchFlipped(toTrue: true))])
        #expect(runs[0].printChangesLine == "Card: @self, @identity, _draft changed.")
        #expect(runs[0].reasonLines == ["@identity: the if/else branch flipped to its if side"])
        #expect(runs[1].reasons == [Reason(kind: .identity, identity: .branchFlipped(toTrue: true))])
        #expect(runs[1].description == "Card: removed: @identity: the if/else branch flipped to its if side; its state is dropped.")
    }

    @Test func anIdChangeIsANewIdentity() throws {
        struct Card: View {
            var body: some View { Text("card") }
        }
        struct Screen: View {
            @State private var version = 1
            var body: some View {
                VStack {
                    Button("Next") { version += 1 }
                    Card().id(version)
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.tap("Next")
        let run = try #require(lastRun(Card.self, in: host))
        #expect(run.reasons == [Reason(kind: .identity, identity: .idChanged(old: "1", new: "2"))])
        #expect(host.reasons(Card.self).last?.outcome == .removed)
    }

    @Test func anAnyViewTypeChangeIsANewIdentity() throws {
        struct Screen: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    Toggle("Compact", isOn: $compact)
                    compact ? AnyView(Card().opacity(0.8)) : AnyView(Card())
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.toggle("Compact")
        let run = try #require(lastRun(Card.self, in: host))
        #expect(run.reasons == [Reason(kind: .identity, identity: .anyViewTypeChanged(old: "Card", new: "Card with .opacity(0.8)"))])
        #expect(run.summary == "new identity (AnyView's wrapped type changed from Card to Card with .opacity(0.8))")
        #expect(host.reasons(Card.self).last?.outcome == .removed)
    }

    @Test func aForEachInsertIsANewIdentityForThatRowOnly() throws {
        struct Row: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct List: View {
            @State private var names = ["a", "b"]
            var body: some View {
                VStack {
                    Button("Add") { names.insert("c", at: 1) }
                    ForEach(names, id: \.self) { Row(name: $0) }
                }
            }
        }
        let host = ViewHost(List(), recordsReasons: true)
        host.resetCounts()
        host.tap("Add")
        let runs = host.reasons(Row.self)
        #expect(runs.filter { $0.outcome == .ran }.map(\.reasons) == [[Reason(kind: .identity, identity: .elementInserted(id: "\"c\""))]])
        #expect(runs.filter { $0.outcome == .skipped }.count == 2)
    }

    @Test func childrenOfANewViewAreNewInsideIt() throws {
        struct Leaf: View {
            var body: some View { Text("leaf") }
        }
        struct Panel: View {
            var body: some View { Leaf() }
        }
        struct Screen: View {
            @State private var show = false
            var body: some View {
                VStack {
                    Button("Show") { show = true }
                    if show { Panel() }
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.tap("Show")
        #expect(lastRun(Panel.self, in: host)?.reasons == [Reason(kind: .identity, identity: .appeared)])
        #expect(lastRun(Leaf.self, in: host)?.reasons == [Reason(kind: .identity, identity: .appeared, insideNew: "Panel")])
        #expect(lastRun(Leaf.self, in: host)?.path == ["Screen", "Panel", "Leaf"])
    }

    @Test func aBindingToAnotherPlaceAndARemovedElementSayWhy() throws {
        struct Field: View {
            @Binding var value: Int
            var body: some View { Text("\(value)") }
        }
        struct Row: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct Screen: View {
            @State private var first = 1
            @State private var second = 2
            @State private var useSecond = false
            @State private var names = ["a", "b"]
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("Switch") { useSecond.toggle() }
                    Button("Drop") { names.removeLast() }
                    Button("Hide") { shown = false }
                    Field(value: useSecond ? $second : $first)
                    ForEach(names, id: \.self) { Row(name: $0) }
                    if shown { Row(name: "extra") }
                }
            }
        }
        let host = ViewHost(Screen(), recordsReasons: true)
        host.tap("Switch")
        let run = try #require(lastRun(Field.self, in: host))
        #expect(run.reasons.first?.fields == [.init(field: "_value", why: .differentBinding)])
        #expect(run.reasonLines == ["_value: a binding to a different place than before"])
        host.resetCounts()
        host.tap("Drop")
        #expect(host.reasons(Row.self).filter { $0.outcome == .removed }.map(\.reasons) == [[Reason(kind: .identity, identity: .elementRemoved(id: "\"b\""))]])
        host.resetCounts()
        host.tap("Hide")
        #expect(host.reasons(Row.self).filter { $0.outcome == .removed }.map(\.reasons) == [[Reason(kind: .identity, identity: .disappeared)]])
    }

    // MARK: Text

    @Test func whyPrintsTheChangesLineThenTheReasonsIndented() {
        struct Digit: View {
            let value: Int
            var body: some View { Text("\(value)") }
        }
        struct Match: View {
            @State private var goals = 0
            var body: some View {
                VStack {
                    Digit(value: goals)
                    Button("Goal") { goals += 1 }
                }
            }
        }
        let host = ViewHost(Match(), recordsReasons: true)
        host.tap("Goal")
        #expect(host.why() == """
            ── mount ──
            Match: @self, @identity, _goals changed.
              @identity: first mount
            Digit: @self, @identity changed.
              @identity: inside a new Match (first mount)
            ── tap("Goal") ──
            Match: _goals changed.
              _goals: @State changed 0 → 1
            Digit: @self changed.
              value: 0 → 1
            """)
    }
}
