import Foundation
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
