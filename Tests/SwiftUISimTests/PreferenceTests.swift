import Testing
@testable import SwiftUISim

// Preferences without sizes: each screen names itself, the container collects
// the names, as `navigationTitle` sends a title up to its stack.
// https://developer.apple.com/documentation/swiftui/preferences
// https://developer.apple.com/documentation/swiftui/preferencekey

private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Screen: View {
    let title: String
    var body: some View { Text(title).preference(key: TitlesKey.self, value: [title]) }
}

private struct Container: View {
    @State private var titles: [String] = []
    @State private var showsSecond = false
    @State private var wraps = false
    var body: some View {
        VStack {
            Text("titles: \(titles.joined(separator: ","))")
            Toggle("Second", isOn: $showsSecond)
            Toggle("Wrap", isOn: $wraps)
            Group {
                VStack {
                    Screen(title: "A")
                    if showsSecond { Screen(title: "B") }
                    Text("no title")
                }
                // Apple: "Applies a transformation to a preference value."
                .transformPreference(TitlesKey.self) { if wraps { $0 = $0.map { "[\($0)]" } } }
            }
            // https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
            .onPreferenceChange(TitlesKey.self) { titles = $0 }
        }
    }
}

private struct Overridden: View {
    @State private var seen: [String] = []
    var body: some View {
        VStack {
            Text("seen: \(seen.joined(separator: ","))")
            VStack {
                Screen(title: "child")
            }
            // A parent's value replaces its content's (what it sets is the view's value).
            .preference(key: TitlesKey.self, value: ["parent"])
            .onPreferenceChange(TitlesKey.self) { seen = $0 }
        }
    }
}

@MainActor @Suite struct PreferenceTests {
    @Test func valuesReduceInTreeOrderAndReachTheObserver() {
        let host = ViewHost(Container())
        #expect(host.texts.first == "titles: A", "the first value differs from the default: the action ran after the mount")
        host.toggle("Second")
        #expect(host.texts.first == "titles: A,B", "children reduce in tree order: \(host.texts)")
        host.toggle("Wrap")
        #expect(host.texts.first == "titles: [A],[B]")
        host.toggle("Second")
        #expect(host.texts.first == "titles: [A]", "a removed view's value goes with it")
    }

    @Test func theActionRunsInATransactionAfterTheChange() {
        let host = ViewHost(Container(), recordsReasons: true)
        host.toggle("Second")
        let causes = host.transactions.map(\.cause)
        #expect(causes.suffix(2) == [#"toggle("Second")"#, "onPreferenceChange(TitlesKey)"], "\(causes)")
        let count = host.bodyCount(Container.self)
        host.update()
        #expect(host.bodyCount(Container.self) == count, "an unchanged value runs nothing")
    }

    @Test func aParentsPreferenceReplacesItsContents() {
        #expect(ViewHost(Overridden()).texts.first == "seen: parent")
    }
}
