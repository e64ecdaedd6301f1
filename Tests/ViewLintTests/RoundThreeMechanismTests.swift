import Foundation
import Testing
@testable import ViewLint

/// Severity follows what the linter can know (issue 27, third round): a finding whose cost
/// depends on facts it cannot see is a note; linted as `course lint FOLDER` lints.
@Suite("Severity follows what is known (issue 27, round 3)")
struct RoundThreeMechanismTests {
    @Test("closure-content: a container whose own state changes often is a warning; discrete state and a stateless one are notes")
    func closureContentByState() throws {
        let found = try lintFolder(["Containers.swift": """
            struct Plain<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() }.padding() }
            }
            struct Folding<Content: View>: View {
                @State private var open = false
                let content: () -> Content
                var body: some View { VStack { Button("Toggle") { open.toggle() }; if open { content() } } }
            }
            struct Themed<Content: View>: View {
                @Environment(\\.colorScheme) private var scheme
                let content: () -> Content
                var body: some View { content().background(scheme == .dark ? Color.black : Color.white) }
            }
            struct Searching<Content: View>: View {
                @State private var query = ""
                let content: () -> Content
                var body: some View { VStack { TextField("Search", text: $query); content() } }
            }
            struct Screen: View {
                var body: some View { Searching { Text("Rows") } }
            }
            """])
        #expect(summary(found, "closure-content") == [
            "Containers.swift:2:note", "Containers.swift:7:note", "Containers.swift:12:note", "Containers.swift:17:warning",
        ])
        #expect(found.first { $0.line == 7 }?.message.contains("discrete events") == true)
        #expect(found.first { $0.line == 17 }?.message.contains("`query` changes often") == true)
        #expect(found.first { $0.line == 2 }?.message.contains("keeps no state of its own") == true)
    }

    @Test("conditional-inclusion: settings, other types' members and emptiness are notes saying why; view state a warning")
    func conditionalInclusionByCondition() throws {
        let found = try lintFolder(["Screen.swift": """
            struct Screen: View {
                @AppStorage("wide") private var wide = false
                @State private var editing = false
                @State private var text = ""
                let items: [String]
                var body: some View {
                    if wide { TextField("A", text: $text) } else { TextField("A", text: $text).padding() }
                    if DeviceUtil.isPad { TextField("B", text: $text) } else { TextField("B", text: $text).padding() }
                    if items.isEmpty { TextField("C", text: $text) } else { TextField("C", text: $text).padding() }
                    if editing { TextField("D", text: $text) } else { TextField("D", text: $text).padding() }
                    if editing { ScrollView { Text(text) } } else { ScrollView { Text(text) }.padding() }
                }
            }
            """])
        // Seventh round: a text field keeps its text in the binding, so a flip loses only focus (a
        // note saying to check it); a scroll view's position is lost (a warning).
        #expect(summary(found, "conditional-inclusion") == ["Screen.swift:7:note", "Screen.swift:8:note", "Screen.swift:9:note", "Screen.swift:10:note", "Screen.swift:11:warning"])
        #expect(found.first { $0.rule == "conditional-inclusion" && $0.line == 10 }?.message.contains("can be focused when the condition flips") == true)
        let messages = found.filter { $0.rule == "conditional-inclusion" }.map(\.message)
        #expect(messages[0].contains("settings") && messages[1].contains("members of other types") && messages[2].contains("empty"))
    }

    @Test("conditional-modifier-extension: a warning when another file calls it, a note when nothing does")
    func conditionalModifierByUse() throws {
        let helpers = """
            extension View {
                @ViewBuilder func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
                @ViewBuilder func when<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            """
        let found = try lintFolder([
            "View+If.swift": helpers,
            "Badge.swift": """
                struct Badge: View {
                    let urgent: Bool
                    var body: some View { Text("New").if(urgent) { $0.bold() } }
                }
                """,
        ])
        #expect(summary(found, "conditional-modifier-extension") == ["View+If.swift:2:warning", "View+If.swift:5:note"])
    }

    @Test("inline-collection-transform: a per-row filter over the view's @State is a warning; a per-row scan, a sorted Set notes; a setting is left alone")
    func perRowAndBounded() throws {
        let found = try lintFolder(["Board.swift": """
            struct Board: View {
                @State private var tasks: [Task] = []
                @State private var picked: Set<Int> = []
                @AppStorage("pins") private var pins: [String] = []
                let columns: [Column]
                var body: some View {
                    ForEach(columns) { column in
                        Text("\\(tasks.filter { $0.column == column.id }.count)")
                        Text(tasks.first { $0.column == column.id }?.title ?? "")
                    }
                    ForEach(picked.sorted(), id: \\.self) { Text("\\($0)") }
                    ForEach(pins.sorted(), id: \\.self) { Text($0) }
                        .task { tasks = (try? JSONDecoder().decode([Task].self, from: Data())) ?? [] }
                }
            }
            """])
        #expect(summary(found, "inline-collection-transform") == ["Board.swift:8:warning", "Board.swift:9:note", "Board.swift:11:note"])
    }

    @Test("allocation-in-body: a file read in a helper of another file, an icon lookup and a store query in body are reported as blocking work")
    func blockingWork() throws {
        let found = try lintFolder([
            "Wallpaper.swift": """
                func wallpaper(at path: String) -> NSImage? {
                    NSImage(contentsOfFile: path)
                }
                """,
            "Row.swift": """
                struct Row: View {
                    let path: String
                    @Environment(\\.modelContext) private var modelContext
                    var body: some View {
                        if let image = wallpaper(at: path) { Image(nsImage: image) }
                        Image(nsImage: NSWorkspace.shared.icon(forFile: path))
                        Text("\\((try? modelContext.fetchCount(FetchDescriptor<Item>())) ?? 0)")
                    }
                }
                """,
            // Built per row: the icon lookup, a short disk access, is a warning there (a note elsewhere, round 6).
            "Files.swift": """
                struct Files: View {
                    @State private var paths: [String] = []
                    var body: some View {
                        List(paths, id: \\.self) { Row(path: $0) }
                            .task { paths = (try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? [] }
                    }
                }
                """,
        ])
        let work = found.filter { $0.rule == "allocation-in-body" }
        #expect(work.map { "\($0.path):\($0.line):\($0.severity)" } == ["Row.swift:5:warning", "Row.swift:6:warning", "Row.swift:7:warning"], "\(work)")
        #expect(work.map(\.message).allSatisfy { $0.contains(".task") }, "\(work.map(\.message))")
        #expect(work.first?.message.contains("reads a file") == true)
    }
}
