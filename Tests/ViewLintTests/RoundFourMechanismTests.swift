import Foundation
import Testing
@testable import ViewLint

/// Issue 27, fourth round: mechanisms that need facts from another file (which views build a
/// view, what a class is, where a ScrollView is), linted as `course lint FOLDER` lints: each file
/// on its own first, then again with every file's facts.
@Suite("Cross-type facts (issue 27, round 4)")
struct RoundFourMechanismTests {
    @Test("expensive-init: a warning in a view another view builds, a note in one only an app delegate builds")
    func expensiveInitByBuilder() throws {
        let found = try lintFolder([
            "Panes.swift": """
                import SwiftUI
                struct StoragePane: View {
                    private let formatter = NumberFormatter()
                    var body: some View { Text("storage") }
                }
                struct BadgeRow: View {
                    private let formatter = NumberFormatter()
                    var body: some View { Text("badge") }
                }
                """,
            "Delegate.swift": """
                import AppKit
                final class AppDelegate: NSObject {
                    func openSettings() { _ = NSHostingController(rootView: StoragePane()) }
                }
                """,
            "List.swift": """
                import SwiftUI
                struct Badges: View {
                    let names: [String]
                    var body: some View { ForEach(names, id: \\.self) { _ in BadgeRow() } }
                }
                """,
        ])
        #expect(summary(found, "expensive-init") == ["Panes.swift:3:note", "Panes.swift:7:warning"])
        #expect(found.first { $0.line == 3 }?.message.contains("no view of the linted files builds `StoragePane`") == true)
    }

    @Test("unobserved-class-state: a plain class declared in another file, edited in place; an @Observable one is not reported")
    func unobservedClassAcrossFiles() throws {
        let found = try lintFolder([
            "Models.swift": """
                final class Tally {
                    var count = 0
                    func reset() { count = 0 }
                }
                @Observable final class Score { var points = 0 }
                """,
            "Counter.swift": """
                import SwiftUI
                struct Counter: View {
                    @State private var tally = Tally()
                    @State private var score = Score()
                    var body: some View {
                        Text("\\(tally.count) \\(score.points)")
                        Button("Reset") { tally.reset(); score.points = 0 }
                    }
                }
                """,
        ])
        #expect(summary(found, "unobserved-class-state") == ["Counter.swift:3:warning"])
        #expect(found.first { $0.rule == "unobserved-class-state" }?.message.contains("`tally.reset()` (line 7)") == true)
    }

    @Test("non-lazy-large-list: the ScrollView in the parent's file, the eager stack in the child's; a row's own stack is not reported")
    func scrollViewInParent() throws {
        let found = try lintFolder([
            "Chat.swift": """
                import SwiftUI
                struct Chat: View {
                    @State private var messages: [Message] = []
                    let threads: [Thread]
                    var body: some View {
                        ScrollView {
                            Transcript(messages: messages)
                            LazyVStack { ForEach(threads) { Preview(lines: $0.lines) } }
                        }
                        .task { messages = (try? JSONDecoder().decode([Message].self, from: Data())) ?? [] }
                    }
                }
                """,
            "Transcript.swift": """
                import SwiftUI
                struct Transcript: View {
                    let messages: [Message]
                    var body: some View {
                        VStack { ForEach(messages) { Text($0.text) } }
                    }
                }
                struct Preview: View {
                    let lines: [String]
                    var body: some View {
                        VStack { ForEach(lines, id: \\.self) { Text($0) } }
                    }
                }
                """,
        ])
        #expect(summary(found, "non-lazy-large-list") == ["Transcript.swift:5:warning"])
        #expect(found.first { $0.rule == "non-lazy-large-list" }?.message.contains("`Chat` shows `Transcript`") == true)
    }

    @Test("stateobject-from-parent: a note when every parent, in any file, passes `.shared`; an error when one passes a value")
    func singletonFromParents() throws {
        let list = """
            import SwiftUI
            final class ChatStore { static let shared = ChatStore(); var title = "" }
            struct ChatList: View {
                @State private var store: ChatStore
                init(store: ChatStore) { _store = State(initialValue: store) }
                var body: some View { Text(store.title) }
            }
            """
        let shared = try lintFolder([
            "ChatList.swift": list,
            "Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { ChatList(store: .shared) } }\n",
            "Side.swift": "import SwiftUI\nstruct Side: View { var body: some View { ChatList(store: ChatStore.shared) } }\n",
        ])
        #expect(summary(shared, "stateobject-from-parent") == ["ChatList.swift:5:note"])
        let mixed = try lintFolder([
            "ChatList.swift": list,
            "Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { ChatList(store: .shared) } }\n",
            "Side.swift": "import SwiftUI\nstruct Side: View { let s: ChatStore\n var body: some View { ChatList(store: s) } }\n",
        ])
        // Round 18: a class in `@State` keeps its reference; a parent's `let` is not proven to
        // change for the same view, so, as for a passed `StateObject`, a note.
        #expect(summary(mixed, "stateobject-from-parent") == ["ChatList.swift:5:note"])
        let replaced = try lintFolder([
            "ChatList.swift": list,
            "Root.swift": "import SwiftUI\nstruct Root: View { var body: some View { ChatList(store: .shared) } }\n",
            "Side.swift": "import SwiftUI\nstruct Side: View { @State private var s = ChatStore()\n var body: some View { ChatList(store: s).onTapGesture { s = ChatStore() } } }\n",
        ])
        #expect(summary(replaced, "stateobject-from-parent") == ["ChatList.swift:5:error"], "\(replaced.map(\.textLine))")
    }
}
