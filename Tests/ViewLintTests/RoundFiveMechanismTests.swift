import Foundation
import Testing
@testable import ViewLint

/// Issue 27, fifth round: facts from another file decide severity (a loader that caches its
/// result, the arguments every construction passes, `.id(…)` where another file builds the view),
/// linted as `course lint FOLDER` lints.
@Suite("Cross-file facts (issue 27, round 5)")
struct RoundFiveMechanismTests {
    private static let loader = """
        import Foundation
        struct Island: Decodable {
            let name: String
            private static var cached: [Island]?
            static func all() -> [Island] {
                CACHE
                let data = (try? Data(contentsOf: URL(fileURLWithPath: "/tmp/islands.json"))) ?? Data()
                let loaded = (try? JSONDecoder().decode([Island].self, from: data)) ?? []
                Self.cached = loaded
                return loaded
            }
        }
        """

    @Test("expensive-init: a loader in another file that returns its static cache once set is not per-init work; without the test it is")
    func memoizedLoader() throws {
        let view = """
            import SwiftUI
            struct IslandList: View {
                let islands = Island.all()
                var body: some View { Text("\\(islands.count)") }
            }
            struct Home: View {
                @State private var names: [String] = []
                var body: some View {
                    List(names, id: \\.self) { _ in IslandList() }
                        .task { names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? [] }
                }
            }
            """
        let cached = try lintFolder(["Island.swift": Self.loader.replacingOccurrences(of: "CACHE", with: "guard cached == nil else { return cached ?? [] }"), "List.swift": view])
        #expect(summary(cached, "expensive-init").isEmpty)
        let uncached = try lintFolder(["Island.swift": Self.loader.replacingOccurrences(of: "CACHE", with: ""), "List.swift": view])
        #expect(summary(uncached, "expensive-init") == ["List.swift:3:warning"])
        // Seventh round: built once by a parent, its init runs once per parent pass, which is not proven often.
        let once = try lintFolder(["Island.swift": Self.loader.replacingOccurrences(of: "CACHE", with: ""),
                                   "List.swift": view.replacingOccurrences(of: "List(names, id: \\.self) { _ in IslandList() }", with: "IslandList()")])
        #expect(summary(once, "expensive-init") == ["List.swift:3:note"])
        #expect(once.first { $0.rule == "expensive-init" }?.message.contains("check how often the parent's body runs") == true)
    }

    @Test("unstable-id: a range over a parameter is silent when every construction passes a constant, a note when one passes a variable")
    func rangeBoundArguments() throws {
        let grid = """
            import SwiftUI
            struct Grid: View {
                let rows: Int
                var body: some View { ForEach(0..<rows) { Text("\\($0)") } }
            }
            """
        let constant = try lintFolder(["Grid.swift": grid, "Week.swift": """
            import SwiftUI
            struct Week: View {
                private let labels = ["Mon", "Tue", "Wed"]
                var body: some View { VStack { Grid(rows: labels.count); Grid(rows: 6) } }
            }
            """])
        #expect(summary(constant, "unstable-id").isEmpty)
        let variable = try lintFolder(["Grid.swift": grid, "Week.swift": """
            import SwiftUI
            struct Week: View {
                @State private var count = 3
                var body: some View { VStack { Grid(rows: count); Grid(rows: 6) } }
            }
            """])
        #expect(summary(variable, "unstable-id") == ["Grid.swift:4:note"])
    }

    @Test("stateobject-from-parent: a @State copy is a note when every construction, in another file, is given .id(…)")
    func keyedInAnotherFile() throws {
        let chat = """
            import SwiftUI
            struct ChatView: View {
                @State var chat: String
                init(chat: String) { _chat = State(initialValue: chat) }
                var body: some View { Text(chat) }
            }
            """
        let keyed = try lintFolder(["Chat.swift": chat, "Root.swift": """
            import SwiftUI
            struct Root: View {
                @State private var selected = "a"
                var body: some View { ChatView(chat: selected).id(selected) }
            }
            """])
        #expect(summary(keyed, "stateobject-from-parent") == ["Chat.swift:4:note"])
        let unkeyed = try lintFolder(["Chat.swift": chat, "Root.swift": """
            import SwiftUI
            struct Root: View {
                @State private var selected = "a"
                var body: some View { ChatView(chat: selected) }
            }
            """])
        #expect(summary(unkeyed, "stateobject-from-parent") == ["Chat.swift:4:error"])
    }
}
