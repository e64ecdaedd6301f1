import Foundation
import Testing
@testable import ViewLint

/// The misfires of issue 27, each defeated by a mechanism: the finding's
/// severity and message follow what is known, and code that does not run in
/// `body` is not body code.
@Suite("Misfires (issue 27)")
struct MisfireTests {
    @Test("`\\.hashValue` ids: an error naming the field that changes, a note when the type is unknown and its rows not proven to keep state, nothing when its hash is stable")
    func hashValueFollowsTheElementType() throws {
        let source = """
            struct Quote: Hashable {
                let symbol: String
                var price: Double
            }
            enum Tab: CaseIterable { case inbox, sent }
            final class Account: Hashable {
                let id: Int
                var unread = 0
                init(id: Int) { self.id = id }
                static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(self.id) }
            }
            final class Draft: Hashable {
                var title = ""
                static func == (lhs: Draft, rhs: Draft) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) { hasher.combine(title) }
            }
            struct Board: View {
                let quotes: [Quote]
                let accounts: [Account]
                let drafts: [Draft]
                let posts: [Post]
                var body: some View {
                    VStack {
                        ForEach(quotes, id: \\.hashValue) { Text($0.symbol) }
                        ForEach(Tab.allCases, id: \\.hashValue) { Text("\\($0)") }
                        ForEach(accounts, id: \\.hashValue) { Text("\\($0.unread)") }
                        ForEach(drafts, id: \\.hashValue) { Text($0.title) }
                        ForEach(posts, id: \\.hashValue) { PostRow(post: $0) }
                    }
                }
            }
            """
        let found = Linter().lint(source: source, path: "Board.swift").filter { $0.rule == "unstable-id" }
        #expect(found.map(\.line) == [25, 28, 29], "\(found.map(\.textLine))")
        let quote = try #require(found.first { $0.line == 25 })
        #expect(quote.severity == .error)
        #expect(quote.message.contains("`Quote` hashes `price`"))
        let draft = try #require(found.first { $0.line == 28 })
        #expect(draft.severity == .error && draft.message.contains("`Draft` hashes `title`"))
        // `Post` is declared elsewhere: what it hashes is not known, and the message says only what is
        // (a warning, as its row, a view declared elsewhere, may keep state; rows of `Text` alone are a note).
        let post = try #require(found.first { $0.line == 29 })
        // Seventh round: whether `PostRow` keeps state is not proven (declared elsewhere): a note saying to check.
        #expect(post.severity == .note && post.message.contains("check whether the rows keep state"))
        #expect(post.message.contains("if the element's hash covers fields that change"))
        #expect(!post.message.contains("between launches"))
    }

    @Test("a write to a field of a class nothing observes is a note; the same write to an observed class stays an error")
    func unobservedBoxIsANote() throws {
        let source = """
            final class Box { var action: (() -> Void)? }
            final class Feed: ObservableObject { @Published var seen = 0; var last = 0 }
            @Observable final class Tally { var seen = 0 }
            struct Listen: ViewModifier {
                let action: () -> Void
                @State private var box = Box()
                @State private var tally = Tally()
                @StateObject private var feed = Feed()
                func body(content: Content) -> some View {
                    box.action = action
                    tally.seen += 1
                    feed.last = 1
                    return content.onAppear { box.action?() }
                }
            }
            """
        let found = Linter().lint(source: source, path: "Listen.swift").filter { $0.rule == "side-effect-in-body" }
        #expect(found.map(\.line) == [10, 11, 12], "\(found.map(\.textLine))")
        let box = try #require(found.first { $0.line == 10 })
        #expect(box.severity == .note && box.message.contains("`Box`, which SwiftUI does not observe"), "\(box.textLine)")
        #expect(found.filter { $0.line != 10 }.allSatisfy { $0.severity == .error }, "\(found.map(\.textLine))")
    }

    @Test("a setter, `nonmutating set` or observer of a view's property is not what reading it runs")
    func settersAreNotBody() {
        let source = """
            struct Search: View {
                @State private var draft = ""
                @State private var log: [String] = []
                var query: String {
                    get { draft }
                    nonmutating set {
                        draft = newValue
                        record(newValue)
                    }
                }
                var body: some View {
                    TextField("Search", text: Binding(get: { query }, set: { query = $0 }))
                    Text(query)
                }
                private func record(_ text: String) { log.append(text) }
            }
            """
        let found = Linter().lint(source: source, path: "Search.swift").filter { $0.rule == "side-effect-in-body" }
        #expect(found.isEmpty, "\(found.map(\.textLine))")
        // The getter still is body code.
        let getter = source.replacingOccurrences(of: "get { draft }", with: "get { record(draft); return draft }")
        let inGetter = Linter().lint(source: getter, path: "Search.swift").filter { $0.rule == "side-effect-in-body" }
        #expect(inGetter.map(\.line) == [15], "\(inGetter.map(\.textLine))")
    }

    @Test("spacing the Swift 5 language mode accepts is a warning, not a parse error that fails `course lint`")
    func swift5SpacingIsNotAParseError() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Theme.swift", """
            struct Themed: View {
                @Environment (\\.colorScheme) var scheme
                var body: some View {
                    Text("row").id(UUID())
                }
            }
            """)
        let run = runLint([file])
        #expect(run.code == 1, "the UUID id is still an error: the file was linted as the compiler reads it")
        #expect(run.stdout.contains("Theme.swift:2:17: warning: extraneous whitespace"), "\(run.stdout)")
        #expect(run.stdout.contains("[unstable-id]"))
        let spacingOnly = try scratch.write("Spacing.swift", "struct Themed: View {\n    @Environment (\\.colorScheme) var scheme\n    var body: some View { Text(\"a\") }\n}\n")
        #expect(runLint([spacingOnly]).code == 0)
        // A real syntax error still is one.
        let broken = try scratch.write("Broken.swift", "struct Broken: View {\n    var body: some View { Text(\"a\" }\n}\n")
        let failed = runLint([broken])
        #expect(failed.code == 1 && failed.stdout.contains("error: does not parse"), "\(failed.stdout)")
    }
}
