import Testing

@testable import ViewLint

/// A type alias of a SwiftUI name hides nothing: rules see the type it names,
/// in its own file and in the files linted with it, on the alias's own line.
@Suite struct TypeAliasTests {
    static let screen = """
        import SwiftUI

        struct Inbox: View {
            let messages: [String]

            var body: some View {
                ScrollView {
                    Column {
                        ForEach(messages, id: \\.self) { Text($0) }
                    }
                }
            }
        }
        """

    @Test func anAliasInTheSameFileIsSeenThrough() throws {
        let source = "typealias Stack = SwiftUI.VStack\ntypealias Column = Stack\n" + Self.screen
        let finding = try #require(Linter().lint(source: source, path: "Inbox.swift").first { $0.rule == "non-lazy-large-list" })
        #expect(finding.line == 10 && finding.column == 13, "\(finding)")
    }

    @Test func anAliasInAnotherFileIsSeenThrough() throws {
        let findings = Linter().lint(sources: [(path: "Inbox.swift", text: Self.screen), (path: "Aliases.swift", text: "import SwiftUI\ntypealias Column = VStack\n")])
        #expect(findings.contains { $0.rule == "non-lazy-large-list" && $0.path == "Inbox.swift" && $0.line == 8 }, "\(findings)")
    }

    @Test func anAliasOfALazyStackStaysQuiet() {
        let findings = Linter().lint(source: "typealias Column = LazyVStack\n" + Self.screen, path: "Inbox.swift")
        #expect(!findings.contains { $0.rule == "non-lazy-large-list" }, "\(findings)")
    }

    @Test func aGenericFunctionAliasIsLeftAlone() {
        let source = """
            import SwiftUI

            typealias Make<C> = () -> C

            struct Card<Content: View>: View {
                let content: Make<Content>
                var body: some View { content() }
            }
            """
        #expect(Linter().lint(source: source, path: "Card.swift").contains { $0.rule == "closure-content" })
    }

    /// An alias declared inside a type is that type's (issue 27): another
    /// type's `Column` in another file is not it, and adding the file to the
    /// run changes nothing elsewhere.
    @Test func anAliasInsideATypeIsScopedToIt() {
        let styles = """
            import SwiftUI

            enum Styles {
                typealias Column = LazyVStack
            }
            struct Pinned: View {
                typealias Column = LazyVStack
                let messages: [String]
                var body: some View {
                    ScrollView { Column { ForEach(messages, id: \\.self) { Text($0) } } }
                }
            }
            """
        let alone = Linter().lint(sources: [(path: "Inbox.swift", text: Self.screen), (path: "Aliases.swift", text: "import SwiftUI\ntypealias Column = VStack\n")])
        let together = Linter().lint(sources: [
            (path: "Inbox.swift", text: Self.screen), (path: "Aliases.swift", text: "import SwiftUI\ntypealias Column = VStack\n"),
            (path: "Styles.swift", text: styles),
        ])
        let lists = { (findings: [Finding]) in findings.filter { $0.rule == "non-lazy-large-list" }.map { "\($0.path):\($0.line)" } }
        #expect(lists(alone) == ["Inbox.swift:8"])
        // `Pinned`'s own `Column` is lazy inside `Pinned`; the top-level one still holds in `Inbox`.
        #expect(lists(together) == ["Inbox.swift:8"], "\(together)")
    }
}
