import Foundation
import SwiftSyntax
import Testing
@testable import ViewLint

/// `side-effect-in-body` and `allocation-in-body` follow `body` into the view's own helpers.
@Suite("What body runs")
struct BodyReachTests {
    @Test("work in a helper called from body is reported where it is, naming the path")
    func helperChain() throws {
        let source = """
            struct Inbox: View {
                @State private var messages: [String] = []
                var body: some View {
                    List(visible, id: \\.self) { Text(stamp($0)) }
                }
                private var visible: [String] {
                    if messages.isEmpty { reload() }
                    return messages
                }
                private func reload() {
                    Task { messages = await Mailbox.fetch() }
                }
                private func stamp(_ text: String) -> String {
                    let formatter = DateFormatter()
                    return text + formatter.string(from: .now)
                }
            }
            """
        let findings = Linter().lint(source: source, path: "Inbox.swift")
        let effect = try #require(findings.first { $0.rule == "side-effect-in-body" })
        #expect(effect.line == 11)
        #expect(effect.message.contains("in `reload()`, called from `visible`, called from `body`"))
        let allocation = try #require(findings.first { $0.rule == "allocation-in-body" })
        #expect(allocation.line == 14)
        #expect(allocation.message.contains("in `stamp(_:)`, called from `body`"))
    }

    @Test("a call chain deeper than the linter follows is the finding, in a message that stays short")
    func deepCallChain() throws {
        // 20,000 functions, each calling the next: followed one recursion
        // per call, this overflowed the stack of `course check` and the
        // grading worker. The end of the chain starts work on the main queue.
        let depth = 20_000
        var source = "struct Feed: View {\n    var body: some View {\n        let _ = f0()\n        return Text(\"a\")\n    }\n}\n"
        for index in 0..<(depth - 1) { source += "func f\(index)() -> Int { f\(index + 1)() }\n" }
        source += "func f\(depth - 1)() -> Int { DispatchQueue.main.async {}; return 1 }\n"
        let scratch = try Scratch()
        let file = try scratch.write("Feed.swift", source)
        let run = runLint([file])
        #expect(run.code == 1)
        let error = try #require(run.stdout.split(separator: "\n").first { $0.contains("[side-effect-in-body]") })
        #expect(error.contains("more than \(Resolution.deepestCallChain) deep, further than the linter follows"))
        #expect(error.contains("calls more)"))
        #expect(error.count < 600)
        // A chain within reach is followed to its end and named as it is.
        let short = "struct Feed: View {\n    var body: some View {\n        let _ = f0()\n        return Text(\"a\")\n    }\n}\n"
            + (0..<50).map { "func f\($0)() -> Int { f\($0 + 1)() }\n" }.joined() + "func f50() -> Int { DispatchQueue.main.async {}; return 1 }\n"
        let finding = try #require(Linter().lint(source: short, path: "Feed.swift").first { $0.rule == "side-effect-in-body" })
        #expect(finding.message.contains("`DispatchQueue.main.async`"))
        #expect(!finding.message.contains("further than the linter follows"))
    }

    @Test("a position is found in the declaration whose header holds it, nested headers included")
    func declarationHeaders() throws {
        let source = """
            func outer(make: () -> Int = { func inner(x: Int = 1) -> Int { x }; return inner() }) -> Int { make() }
            struct S { subscript(i: Int) -> Int { i }; var total: Int { 1 }; init(v: Int) {} }
            """
        let file = LintFile(path: "S.swift", source: source)
        func kinds(at marker: String) -> [String] {
            let offset = source.utf8.count - source[source.range(of: marker)!.lowerBound...].utf8.count
            return file.headers.declarations(at: AbsolutePosition(utf8Offset: offset)).map {
                switch $0 {
                case .function(let f): "func \(f.name.text)"
                case .initializer: "init"
                case .subscript: "subscript"
                case .binding(_, let b): "var \(b.name ?? "")"
                }
            }
        }
        #expect(kinds(at: "outer") == ["func outer"])
        #expect(kinds(at: "inner(x") == ["func outer", "func inner"])
        #expect(kinds(at: "subscript") == ["subscript"])
        #expect(kinds(at: "total") == ["var total"])
        #expect(kinds(at: "init") == ["init"])
        #expect(kinds(at: "{ i }") == [])
    }

    @Test("helpers called only from actions, tasks or handlers are not body; recursion ends")
    func actionsAndRecursion() {
        let source = """
            struct Inbox: View {
                @State private var messages: [String] = []
                var body: some View {
                    List(messages, id: \\.self) { Text($0) }
                        .task { reload() }
                        .onAppear { reload() }
                        .refreshable { reload() }
                    Button("Reload") { reload() }
                    RowEditor(onSave: { reload() }, deleteClbk: { remove($0) })
                    Text(depth(10))
                }
                private func reload() { Task { messages = await Mailbox.fetch() } }
                private func remove(_ id: Int) { messages.removeAll() }
                private func depth(_ n: Int) -> String { n == 0 ? "" : depth(n - 1) + ping() }
                private func ping() -> String { pong() }
                private func pong() -> String { ping() }
            }
            """
        let findings = Linter().lint(source: source, path: "Inbox.swift").filter { $0.rule == "side-effect-in-body" }
        #expect(findings.isEmpty, "\(findings.map(\.textLine))")
    }

    @Test("an extension in another file counts when the files are linted together")
    func acrossFiles() throws {
        let view = """
            struct Feed: View {
                @State var posts: [String] = []
                var body: some View { List(loaded, id: \\.self) { Text($0) } }
            }
            """
        let helpers = """
            extension Feed {
                var loaded: [String] {
                    posts = []
                    return posts
                }
            }
            """
        let together = Linter().lint(sources: [(path: "Feed.swift", text: view), (path: "Feed+Load.swift", text: helpers)])
        let finding = try #require(together.first { $0.rule == "side-effect-in-body" })
        #expect(finding.path == "Feed+Load.swift" && finding.line == 3)
        #expect(finding.message.contains("in `loaded`, called from `body`"))
        // Alone, the extension's file cannot know `loaded` is called from body.
        #expect(Linter().lint(source: helpers, path: "Feed+Load.swift").filter { $0.rule == "side-effect-in-body" }.isEmpty)

        let scratch = try Scratch()
        try scratch.write("Feed.swift", view)
        try scratch.write("Feed+Load.swift", helpers)
        let report = Linter().report(paths: [scratch.path])
        #expect(report.findings.contains { $0.rule == "side-effect-in-body" && $0.path.hasSuffix("Feed+Load.swift") })
    }

    @Test("one expression gives one finding")
    func oneFindingPerExpression() {
        let source = """
            struct Saver: View {
                @State private var job: Task<Void, Never>?
                let value: Int
                var body: some View {
                    let _ = job = Task { await save() }
                    let _ = UserDefaults.standard.set(try? JSONEncoder().encode(value), forKey: "v")
                    Text("Saving")
                }
            }
            """
        let findings = Linter().lint(source: source, path: "Saver.swift")
            .filter { ["side-effect-in-body", "allocation-in-body"].contains($0.rule) }
        #expect(findings.map(\.line) == [5, 6], "\(findings.map(\.textLine))")
    }

    @Test("a weaker form is a note unless configuration sets the severity; previews are not linted")
    func severitiesAndPreviews() {
        let source = """
            struct Card: View {
                var body: some View { Text("Card").eraseToAnyView() }
            }
            #Preview {
                VStack { Text("x").id(UUID()) }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("y").id(UUID()) }
            }
            """
        let findings = Linter().lint(source: source, path: "Card.swift")
        #expect(findings.map(\.rule) == ["anyview"])
        #expect(findings.first?.severity == .note)
        let strict = Linter(configuration: Configuration(severities: ["anyview": .error]))
        #expect(strict.lint(source: source, path: "Card.swift").first?.severity == .error)
    }
}
