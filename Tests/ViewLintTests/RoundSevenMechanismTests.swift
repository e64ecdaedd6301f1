import Foundation
import Testing
@testable import ViewLint

/// Issue 27, seventh round: a warning or an error only where the code proves the cost or the bug
/// (`Evidence`); what the linter suspects is a note saying what to check. Linted as
/// `course lint FOLDER` lints, across files.
@Suite("Evidence decides severity (issue 27, round 7)")
struct RoundSevenMechanismTests {
    private static func board(_ tasks: String, extra: String = "") -> String {
        """
        import SwiftUI
        struct Board: View {
            \(tasks)
            let columns: [Column]
            var body: some View {
                ForEach(columns) { column in
                    Text("\\(tasks.filter { $0.column == column.id }.count)")
                }
                \(extra)
            }
        }
        """
    }

    @Test("rows × items: a warning over a collection filled from a decode or a listing, a note saying what to check over a parameter")
    func perRowNeedsAProvenCollection() throws {
        let given = try lintFolder(["Board.swift": Self.board("let tasks: [Task]")])
        #expect(summary(given, "inline-collection-transform") == ["Board.swift:7:note"])
        #expect(given.first { $0.rule == "inline-collection-transform" }?.message.contains("not proven from the code; check how many items `tasks` can hold") == true)
        let decoded = try lintFolder(["Board.swift": Self.board("@State private var tasks: [Task] = []",
            extra: ".task { tasks = (try? JSONDecoder().decode([Task].self, from: Data())) ?? [] }")])
        #expect(summary(decoded, "inline-collection-transform") == ["Board.swift:7:warning"])
        // Filled by a model in another file, named the same: the parent's decoded list is the parameter.
        let model = """
            import Foundation
            final class TaskStore: ObservableObject {
                @Published var tasks: [Task] = []
                func load() async throws {
                    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                    tasks = try JSONDecoder().decode([Task].self, from: data)
                }
            }
            """
        let fetched = try lintFolder(["Board.swift": Self.board("let tasks: [Task]"), "TaskStore.swift": model])
        #expect(summary(fetched, "inline-collection-transform") == ["Board.swift:7:warning"])
    }

    @Test("a collection the code caps (`if x.count > n { x = Array(x.prefix(n)) }`) is a few, whatever fills it")
    func cappedCollectionIsBounded() throws {
        let history = """
            import Foundation
            final class History: ObservableObject {
                @Published var tasks: [Task] = []
                func load() { tasks = (try? JSONDecoder().decode([Task].self, from: Data())) ?? [] }
                func add(_ task: Task) {
                    tasks.insert(task, at: 0)
                    if tasks.count > 10 { tasks = Array(tasks.prefix(10)) }
                }
            }
            """
        let found = try lintFolder(["Board.swift": Self.board("let tasks: [Task]"), "History.swift": history])
        #expect(summary(found, "inline-collection-transform") == ["Board.swift:7:note"])
    }

    @Test("side-effect-in-body: a main-thread hop under `if !Thread.isMainThread` in another file never runs in body")
    func offMainThreadBranch() throws {
        let fetch = """
            import AppKit
            func appIcon(for path: String) -> NSImage {
                if !Thread.isMainThread {
                    return DispatchQueue.main.sync { NSWorkspace.shared.icon(forFile: path) }
                }
                return NSWorkspace.shared.icon(forFile: path)
            }
            func badge(for path: String) -> NSImage {
                DispatchQueue.main.async { print(path) }
                return NSWorkspace.shared.icon(forFile: path)
            }
            """
        let view = """
            import SwiftUI
            struct Icon: View {
                let path: String
                var body: some View {
                    Image(nsImage: appIcon(for: path))
                    Image(nsImage: badge(for: path))
                }
            }
            """
        let found = try lintFolder(["Fetch.swift": fetch, "Icon.swift": view])
        #expect(summary(found, "side-effect-in-body") == ["Icon.swift:6:error"], "\(found)")
    }

    @Test("expensive-init: per row a warning, once per parent pass a note that says what to check")
    func initWorkNeedsRows() throws {
        let row = """
            import SwiftUI
            struct Row: View {
                let data: Data
                let items = (try? JSONDecoder().decode([String].self, from: Data())) ?? []
                var body: some View { Text("\\(items.count)") }
            }
            """
        let once = try lintFolder(["Row.swift": row, "Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Row(data: Data()) } }"])
        #expect(summary(once, "expensive-init") == ["Row.swift:4:note"])
        #expect(once.first { $0.rule == "expensive-init" }?.message.contains("check how often the parent's body runs") == true)
        let rows = try lintFolder(["Row.swift": row, "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                let blobs: [Data]
                var body: some View { List(blobs, id: \\.self) { Row(data: $0) } }
            }
            """])
        #expect(summary(rows, "expensive-init") == ["Row.swift:4:warning"])
    }

    @Test("shared-row-state across files: the row view's own @State is per row; the list's one @State written by every row is a warning")
    func sharedRowState() throws {
        let perRow = """
            import SwiftUI
            struct PathRow: View {
                let path: String
                @State private var size: Int64 = 0
                var body: some View { Text("\\(size)").onAppear { size = 1 } }
            }
            struct Paths: View {
                let paths: [String]
                var body: some View { ForEach(paths, id: \\.self) { PathRow(path: $0) } }
            }
            """
        #expect(summary(try lintFolder(["Paths.swift": perRow]), "shared-row-state").isEmpty)
        let shared = """
            import SwiftUI
            struct Paths: View {
                let paths: [String]
                @State private var size: Int64 = 0
                var body: some View {
                    ForEach(paths, id: \\.self) { path in
                        Text("\\(path): \\(size)").onAppear { size = Int64(path.count) }
                    }
                }
            }
            """
        #expect(summary(try lintFolder(["Paths.swift": shared]), "shared-row-state") == ["Paths.swift:7:warning"])
    }

    @Test("broad-observation: a shared object observed for one flag while its output grows is a note naming both")
    func broadObservation() throws {
        let console = """
            import Foundation
            final class Console: ObservableObject {
                static let shared = Console()
                @MainActor @Published var output = ""
                @MainActor @Published var show = false
                @MainActor @Published var height: Double = 200
                @MainActor func append(_ line: String) { output += line }
            }
            """
        let page = """
            import SwiftUI
            struct Page: View {
                @ObservedObject private var console = Console.shared
                var body: some View { Text(console.show ? "open" : "closed") }
            }
            """
        let found = try lintFolder(["Console.swift": console, "Page.swift": page])
        #expect(summary(found, "broad-observation") == ["Page.swift:3:note"])
        #expect(found.first { $0.rule == "broad-observation" }?.message.contains("`output` grows with every event") == true)
    }
}
