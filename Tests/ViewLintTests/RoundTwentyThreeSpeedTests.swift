import Foundation
import Testing
@testable import ViewLint

/// Round 23: lint speed. A file linted with others is linted on its own first; it is linted a
/// second time (parsed again, every rule again) only when a rule's answer may lie in another file
/// (`LintFile.wantsWholeSet`). Since round 15 every file of `bench lint`'s corpus asked for that
/// second pass: `expensive-init` for any capitalised call in a view's init (`Item(…)` of a type the
/// file declares itself), `unstable-id` for `.id(UUID())` on a built-in view (`HStack`).
@Suite("Round 23: a file asks for the whole set only when the answer may lie in another file")
struct RoundTwentyThreeSpeedTests {
    /// A screen of the shape `bench lint` generates.
    static func screen(_ index: Int) -> String {
        """
        import SwiftUI

        struct Item\(index): Identifiable, Hashable {
            let id: Int
            var title: String
            var done: Bool
        }

        struct Screen\(index): View {
            @State private var items: [Item\(index)] = (0..<50).map { Item\(index)(id: $0, title: "Item \\($0)", done: false) }
            @State private var showsDone = true

            var body: some View {
                List {
                    ForEach(items.filter { showsDone || !$0.done }) { item in
                        Row\(index)(item: item)
                    }
                }
            }
        }

        struct Row\(index): View {
            let item: Item\(index)
            var body: some View {
                HStack {
                    Text(item.title)
                    Spacer()
                    Text(Date(), style: .time)
                }
                .id(UUID())
            }
        }

        """
    }

    /// Lints `texts[index]` as the first pass of a folder holding all of `texts` does.
    static func firstPass(of index: Int, in texts: [String]) -> (findings: [Finding], wantsWholeSet: Bool) {
        let file = LintFile(path: "File\(index).swift", source: texts[index])
        file.setTypeNames = DeclaredTypeNames.scan(texts)
        file.setDeclarations = DeclaredTypeNames.FileCounts(texts)
        file.seesWholeSet = false
        let findings = Linter().lint(file)
        return (findings, file.wantsWholeSet)
    }

    @Test("a screen that declares its own item type and gives a built-in stack a fresh id is linted once")
    func benchScreenOnePass() throws {
        let texts = (0..<3).map(Self.screen)
        let first = Self.firstPass(of: 1, in: texts)
        #expect(!first.wantsWholeSet)
        // The same findings as the folder's lint.
        let folder = try lintFolder(Dictionary(uniqueKeysWithValues: texts.enumerated().map { ("File\($0.offset).swift", $0.element) }))
        let own = folder.filter { $0.path == "File1.swift" }.map(\.textLine)
        #expect(first.findings.map(\.textLine) == own)
        let ids = summary(folder, "unstable-id")
        #expect(ids.count == 3 && ids.allSatisfy { $0.hasSuffix(":error") }, "\(folder.map(\.textLine))")
    }

    @Test("a helper type another file declares, built in a view's init, still asks for the whole set")
    func helperDeclaredBeside() {
        let row = """
            import SwiftUI
            struct Row: View {
                let summary: Summary
                init(text: String) { summary = Summary(text: text) }
                var body: some View { Text(summary.text) }
            }
            """
        let helper = """
            import Foundation
            struct Summary {
                let text: String
                init(text: String) { self.text = DateFormatter().string(from: Date()) + text }
            }
            """
        #expect(Self.firstPass(of: 0, in: [row, helper]).wantsWholeSet)
        // Declared only beside the view, with an init the call fits: what that init calls may be
        // declared in another file, so the whole set is asked for too.
        #expect(Self.firstPass(of: 0, in: [row + "\n" + helper, "struct Other {}\n"]).wantsWholeSet)
        // Declared only beside the view, memberwise: nothing to follow in any set.
        let memberwise = "struct Summary {\n    let text: String\n}\n"
        #expect(!Self.firstPass(of: 0, in: [row + "\n" + memberwise, "struct Other {}\n"]).wantsWholeSet)
        // Extended in another file (an init may be added there): asked for.
        #expect(Self.firstPass(of: 0, in: [row + "\n" + memberwise, "extension Summary { init(other: Int) { text = \"\" } }\n"]).wantsWholeSet)
    }

    @Test("a fresh id on a view another file declares still asks for the whole set (it may only show a spinner)")
    func spinnerDeclaredBeside() {
        let scene = """
            import SwiftUI
            struct Scene: View {
                var body: some View { LoadingView().id(UUID()) }
            }
            """
        let spinner = "import SwiftUI\nstruct LoadingView: View {\n    var body: some View { ProgressView() }\n}\n"
        #expect(Self.firstPass(of: 0, in: [scene, spinner]).wantsWholeSet)
    }

    @Test("FileCounts: one file's own type, another file's, a protocol's, an alias's")
    func declarationCounts() {
        let own = "struct Item {}\nprotocol Loader {}\n"
        let other = "extension Feed.Cell {}\ntypealias Style = Theme.Style\n"
        let counts = DeclaredTypeNames.FileCounts([own, other])
        let ownNames = DeclaredTypeNames.names(in: own)
        #expect(!counts.declaredBeside("Item", own: ownNames))
        #expect(!counts.declaredBeside("Loader", own: ownNames))
        #expect(!counts.declaredBeside("Text", own: ownNames))
        #expect(counts.declaredBeside("Cell", own: ownNames))
        #expect(counts.declaredBeside("Feed", own: ownNames))
        #expect(counts.declaredBeside("Theme", own: ownNames))
        // A name on a typealias line may be declared or extended anywhere (as the alias expands).
        #expect(counts.declaredBeside("Style", own: DeclaredTypeNames.names(in: other)))
        #expect(DeclaredTypeNames.FileCounts([own, own]).declaredBeside("Item", own: ownNames))
    }
}
