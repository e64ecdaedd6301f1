import Foundation
import Testing
@testable import ViewLint

/// The mechanisms behind the misfires and misses found on the development
/// apps of issue 27, at the severity each deserves, linted as `course lint`
/// lints a folder: each file on its own first, then again with what it needs.
@Suite("Development apps (issue 27)")
struct DevAppMechanismTests {
    @Test("conditional-inclusion: different types are silent; a stateless view of another file is a note; one with state a warning")
    func conditionalInclusionJudgesTheType() throws {
        let found = try lintFolder([
            "Views.swift": """
                struct Pair: View {
                    let title: String
                    var body: some View { HStack { Text(title) } }
                }
                struct Draft: View {
                    @State private var text = ""
                    let hint: String
                    var body: some View { TextField(hint, text: $text) }
                }
                """,
            "Screen.swift": """
                struct Screen: View {
                    @State private var on = false
                    var body: some View {
                        if on { VStack { Text("a"); Draft(hint: "x") } } else { VStack { Draft(hint: "y") } }
                        if on { Pair(title: "a") } else { Pair(title: "b") }
                        if on { Draft(hint: "a") } else { Draft(hint: "b") }
                    }
                }
                """,
        ]).filter { $0.rule == "conditional-inclusion" }
        #expect(found.map { "\($0.path):\($0.line):\($0.severity)" } == ["Screen.swift:5:note", "Screen.swift:6:warning"], "\(found)")
    }

    @Test("stateobject-from-parent: a binding's snapshot is a note, @ObservedObject given a new object a warning")
    func snapshotsAndUnownedObjects() throws {
        let found = try lintFolder([
            "Editor.swift": """
                final class Checker: ObservableObject { @Published var progress = 0.0 }
                struct Editor: View {
                    @Binding var value: Int
                    @State private var original: Int
                    @ObservedObject private var checker = Checker()
                    @ObservedObject private var shared = Checker.shared
                    init(value: Binding<Int>) {
                        _value = value
                        _original = State(initialValue: value.wrappedValue)
                    }
                    var body: some View { if value != original { Text("changed \\(checker.progress)") } }
                }
                """,
        ]).filter { $0.rule == "stateobject-from-parent" }
        #expect(found.map { "\($0.line):\($0.severity)" } == ["5:warning", "9:note"], "\(found)")
    }

    @Test("side-effect-in-body: a write to a field of a generic plain class is a note")
    func genericBoxIsANote() throws {
        let found = try lintFolder([
            "OnEvent.swift": """
                private final class EventBox<Element>: @unchecked Sendable { var action: ((Element) -> Void)? }
                struct OnEvent<Element>: ViewModifier {
                    let action: (Element) -> Void
                    @State private var box = EventBox<Element>()
                    func body(content: Content) -> some View {
                        box.action = action
                        return content
                    }
                }
                """,
        ]).filter { $0.rule == "side-effect-in-body" }
        #expect(found.map { "\($0.line):\($0.severity)" } == ["6:note"], "\(found)")
    }

    @Test("by name across files: a file-reading static function in a @State default, a regex in an extension method; an ambiguous name is not followed")
    func callsByNameAcrossFiles() throws {
        let found = try lintFolder([
            "Location.swift": """
                import Foundation
                struct Location {
                    let path: String
                    static func load() -> Location {
                        Location(path: FileManager.default.fileExists(atPath: "/tmp/x") ? "/tmp/x" : "/")
                    }
                }
                extension String {
                    func withoutVersion() -> String {
                        range(of: "@.*$", options: .regularExpression).map { String(self[..<$0.lowerBound]) } ?? self
                    }
                    func shortened() -> String { String((try? Regex("^.{0,8}")).map { _ in prefix(8) } ?? "") }
                }
                extension Substring {
                    func shortened() -> String { String(prefix(8)) }
                }
                """,
            "Picker.swift": """
                struct Picker2: View {
                    @State private var location = Location.load()
                    let name: String
                    var body: some View {
                        Text(location.path + name.withoutVersion())
                        Text(name.shortened())
                    }
                }
                struct Host: View {
                    @State private var names: [String] = []
                    var body: some View {
                        ForEach(names, id: \\.self) { Picker2(name: $0) }
                            .task { names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? [] }
                    }
                }
                """,
        ]).filter { $0.path == "Picker.swift" }
        #expect(found.map { "\($0.rule):\($0.line):\($0.severity)" } == ["expensive-init:2:warning", "allocation-in-body:5:warning"], "\(found)")
        #expect(found.first?.message.contains("Location.swift:5") == true, "\(found)")
    }

    @Test("unstable-id: indices of a collection the rows remove from; appending keeps every position")
    func indexIdentity() throws {
        let found = try lintFolder([
            "Args.swift": """
                struct Args: View {
                    @State private var args: [String] = []
                    @State private var log: [String] = []
                    var body: some View {
                        List {
                            ForEach(args.indices, id: \\.self) { i in
                                TextField("arg", text: $args[i]).swipeActions { Button("Delete") { args.remove(at: i) } }
                            }
                            ForEach(0..<log.count, id: \\.self) { Text(log[$0]) }
                        }
                        Button("Log") { log.append("x") }
                    }
                }
                """,
        ]).filter { $0.rule == "unstable-id" }
        #expect(found.map { "\($0.line):\($0.severity)" } == ["6:warning"], "\(found)")
    }
}
