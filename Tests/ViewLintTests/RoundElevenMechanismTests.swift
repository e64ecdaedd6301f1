import Foundation
import Testing
@testable import ViewLint

/// Round 11: the classes round j9's judgement found missing (over-broad observation, index
/// selection, labels as ids, decoding and calendar work in `body`), with severity following
/// what the code proves. The rules' own examples pin where each fires.
@Suite("Missed classes (issue 27, round 11)")
struct RoundElevenMechanismTests {
    static let store = """
        final class Store: ObservableObject {
            @Published var favorites: Set<String> = []
            @Published var elapsed = 0
            @Published var query = ""
            private var timer: Timer?
            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
            }
        }
        struct Catalog: View {
            let items: [String]
            var body: some View { List(items, id: \\.self) { ItemRow(name: $0) } }
        }
        struct ItemRow: View {
            @EnvironmentObject private var store: Store
            let name: String
            var body: some View { Text(name).bold(store.favorites.contains(name)) }
        }
        """

    @Test("broad-observation: an environment object in a row is a warning only when a timer changes what the row does not read")
    func environmentObjectInRows() {
        let ticking = Linter().lint(source: Self.store, path: "Store.swift").filter { $0.rule == "broad-observation" }
        #expect(ticking.map(\.severity) == [.warning] && ticking[0].message.contains("`elapsed` changes on every tick"),
                "\(ticking.map(\.textLine))")
        // Changed only by an action: how often is what the reader checks (a note).
        let untimed = Self.store.replacingOccurrences(
            of: "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }",
            with: "elapsed = 1")
        let note = Linter().lint(source: untimed, path: "Store.swift").filter { $0.rule == "broad-observation" }
        #expect(note.map(\.severity) == [.note], "\(note.map(\.textLine))")
        // Not built per row, nothing busy: silent.
        let single = untimed.replacingOccurrences(of: "List(items, id: \\.self) { ItemRow(name: $0) }", with: "ItemRow(name: \"x\")")
        #expect(Linter().lint(source: single, path: "Store.swift").filter { $0.rule == "broad-observation" }.isEmpty)
    }

    @Test("unstable-id: an index kept as the selection in a list the model rearranges is a warning; a label as id a note")
    func indexSelectionAndLabels() {
        let source = """
            final class Playlist: ObservableObject {
                @Published var songs: [String] = []
                func drop(_ index: Int) { songs.remove(at: index) }
            }
            struct PlaylistView: View {
                @ObservedObject var playlist: Playlist
                @State private var selected: Int?
                let people: [Person]
                var body: some View {
                    List {
                        ForEach(playlist.songs.indices, id: \\.self) { index in
                            Text(playlist.songs[index]).onTapGesture { selected = index }
                        }
                        ForEach(people, id: \\.name) { Text($0.name) }
                    }
                }
            }
            """
        let found = Linter().lint(source: source, path: "Playlist.swift").filter { $0.rule == "unstable-id" }
        #expect(found.contains { $0.severity == .warning && $0.message.hasPrefix("Index as selection") }, "\(found.map(\.textLine))")
        // A label as identity is not reported (withdrawn after round 11: unproven, and labs count every finding).
        #expect(!found.contains { $0.message.contains("`\\.name` is each row's identity") }, "\(found.map(\.textLine))")
        // Appending moves no position: nothing about indices.
        let appending = source.replacingOccurrences(of: "songs.remove(at: index)", with: "songs.append(\"x\")")
        let quiet = Linter().lint(source: appending, path: "Playlist.swift").filter { $0.rule == "unstable-id" }
        #expect(quiet.isEmpty, "\(quiet.map(\.textLine))")
    }

    @Test("allocation-in-body: decoding is blocking work; calendar arithmetic counts only in a walk, as a construction")
    func decodingAndCalendar() {
        let source = """
            struct Avatars: View {
                let payload: Data
                let entries: [Date]
                let date: Date
                var body: some View {
                    let posts = (try? JSONDecoder().decode([Post].self, from: payload)) ?? []
                    let today = entries.filter { Calendar.current.isDateInToday($0) }
                    Text("\\(posts.count) \\(today.count) \\(Calendar.current.isDateInToday(date))")
                }
            }
            """
        let found = Linter().lint(source: source, path: "Avatars.swift").filter { $0.rule == "allocation-in-body" }
        #expect(found.count == 2 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.textLine))")
        #expect(found.contains { $0.message.contains("decodes data") } && found.contains { $0.message.contains("calendar arithmetic") },
                "\(found.map(\.textLine))")
    }
}

extension RoundElevenMechanismTests {
    @Test("broad-observation: a screen reading what a timer's handler sets every tick, while it builds rows, is a note (nested model, @Observable)")
    func tickDrivenScreen() {
        let model = """
            import Observation
            extension Home {
                @Observable final class StateModel {
                    private let timer = DispatchTimer(timeInterval: 5)
                    var timerDate = Date()
                    var readings: [Double] = []
                    func subscribe() {
                        timer.eventHandler = {
                            DispatchQueue.main.async { [weak self] in self?.timerDate = Date() }
                        }
                    }
                }
            }
            """
        let view = """
            extension Home {
                struct RootView: View {
                    @State var state = StateModel()
                    var body: some View {
                        VStack {
                            Text(state.timerDate, style: .relative)
                            ForEach(state.readings, id: \\.self) { Text("\\($0)") }
                        }
                    }
                }
            }
            """
        let found = Linter().lint(sources: [("Model.swift", model), ("RootView.swift", view)]).filter { $0.rule == "broad-observation" }
        #expect(found.map(\.severity) == [.note] && found[0].message.contains("`state.timerDate`"), "\(found.map(\.textLine))")
        let noRows = view.replacingOccurrences(of: "ForEach(state.readings, id: \\.self) { Text(\"\\($0)\") }", with: "Text(\"x\")")
        #expect(Linter().lint(sources: [("Model.swift", model), ("RootView.swift", noRows)]).filter { $0.rule == "broad-observation" }.isEmpty)
    }
}
