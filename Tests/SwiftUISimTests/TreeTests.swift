import Observation
import Testing
@testable import SwiftUISim

// `dump()` cannot be forged by what the app's code puts in a text or a state
// value (eighth review), and `host.tree` gives checks the same tree as values:
// modifiers as the simulator recorded them, who wrote them, what a body read.

@Observable private final class Store {
    var name = "Ada"
}

@MainActor @Suite struct TreeTests {
    private struct Forger: View {
        @State var note = "x\nList\n  Row \"a\"\n  Row .transition"
        var body: some View {
            VStack {
                Text("line one\nList\r\u{2028}.contentTransition \"q\"")
                Text("plain")
            }
        }
    }

    @Test func dumpPrintsOneLineAViewWithTextsAndStatesQuotedAndEscaped() {
        let host = ViewHost(Forger())
        #expect(host.dump() == #"""
            Forger [note = "x\nList\n  Row \"a\"\n  Row .transition"]
              VStack
                Text "line one\nList\r\u{2028}.contentTransition \"q\""
                Text "plain"
            """#)
        #expect(host.dump().split(separator: "\n").count == host.tree.count, "one line per view")
    }

    @Test func treeKeepsTextsAndStatesOutOfModifiers() {
        let host = ViewHost(Forger())
        let tree = host.tree
        #expect(tree.map(\.type) == ["Forger", "VStack", "Text", "Text"])
        #expect(tree.map(\.depth) == [0, 1, 2, 2])
        #expect(tree.map(\.parent) == [nil, 0, 1, 1])
        #expect(tree.allSatisfy { $0.modifiers.isEmpty }, "no modifier is written: \(tree.map(\.modifiers))")
        #expect(tree[2].text == "line one\nList\r\u{2028}.contentTransition \"q\"")
        #expect(tree[0].state.map(\.name) == ["note"])
        #expect(tree[0].state.first?.value as? String == "x\nList\n  Row \"a\"\n  Row .transition")
        #expect(tree.children(of: 1).map(\.text) == ["line one\nList\r\u{2028}.contentTransition \"q\"", "plain"])
    }

    @Test func treeListsRecordedModifiersWithTheirArguments() {
        struct Styled: View {
            var body: some View {
                Text("Hi").font(.title).padding(8).opacity(0.5).transition(.opacity).id(3)
            }
        }
        let node = ViewHost(Styled()).tree[1]
        #expect(node.isBuiltIn && node.type == "Text")
        #expect(node.modifiers.map(\.name) == ["font", "padding", "opacity", "transition", "id"], "the text's own style first, then in code order")
        #expect(node.modifier("padding")?.arguments == "8")
        #expect(node.modifier("opacity")?.arguments == "0.5")
        #expect(node.modifier("transition")?.arguments == "opacity")
        #expect(node.has("id") && node.modifier("id")?.arguments == "3")
        #expect(node.modifiers.allSatisfy { $0.declaredIn == ViewHost.name(of: Styled.self) })
    }

    private struct Framed: ViewModifier {
        func body(content: Content) -> some View { content.padding(16).background(Color.white) }
    }

    @Test func declaredInNamesTheBodyThatWroteTheModifier() {
        struct Card: View {
            var body: some View { Text("Ana").padding(4).modifier(Framed()) }
        }
        let host = ViewHost(Card())
        let tree = host.tree
        let style = tree.first { $0.modifierType.map(ViewHost.name(of:)) == "TreeTests.Framed" }
        #expect(style != nil, "the custom modifier is a view of its own: \(tree.map(\.description))")
        let text = tree.first { $0.text == "Ana" }
        #expect(text?.modifiers.map { "\($0.name) \($0.declaredIn ?? "-")" } == ["padding \(ViewHost.name(of: Card.self))", "padding TreeTests.Framed", "background TreeTests.Framed"],
                "the content's padding was written in Card, the style's in Framed")
        #expect(host.paint(around: "Ana").first { $0.kind == .fill }?.declaredIn == "TreeTests.Framed")
    }

    @Test func environmentPropertiesSayWhetherTheBodyReadThem() {
        struct Reader: View {
            @Environment(Store.self) private var store
            @Environment(Store.self) private var unused: Store?
            var body: some View { Text(store.name) }
        }
        let host = ViewHost(Reader().environment(Store()))
        let reader = host.tree.first { $0.type == "Reader" }
        #expect(reader?.environment.map(\.description) == ["store", "unused (never read)"])
    }

    @Test func createdInTellsAnInsertedViewFromOneThatStayed() {
        struct Toggler: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    if shown { Text("Inserted") }
                }
            }
        }
        let host = ViewHost(Toggler())
        let newest = host.tree.map(\.createdIn).max() ?? 0
        host.tap("Show")
        let after = host.tree
        #expect(after.filter { $0.createdIn > newest }.map(\.type) == ["Text"])
        #expect(after.first { $0.text == "Inserted" }.map { after.path(to: $0.index).map(\.type) } == ["Toggler", "VStack", "Text"])
    }

    /// A visible tree carries each view's laid-out frame, and a shape's
    /// drawing inside it: a `Circle` spans the square of its frame's
    /// smaller side (Apple, `Circle`), a `RoundedRectangle` its frame.
    @Test func visibleTreeGivesFramesAndWhatAShapeDraws() {
        struct Outlined: View {
            var body: some View {
                Text("Field")
                    .frame(width: 160, height: 32)
                    .overlay(Circle().stroke(Color.red, lineWidth: 2))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))
                    .overlay(Rectangle().stroke(Color.red).frame(width: 1, height: 1))
            }
        }
        let host = ViewHost(Outlined(), screen: .init(width: 40, height: 10))
        #expect(host.tree.allSatisfy { $0.frame == nil }, "the plain tree is not laid out for")
        let tree = host.tree(visibleOnly: true)
        #expect(tree.first { $0.text == "Field" }?.frame == ViewHost.Frame(x: 17, y: 4, width: 5, height: 1), "the text's own frame")
        let field = ViewHost.Frame(x: 10, y: 4, width: 20, height: 2)  // the fixed frame's: 160×32 points
        let shapes = tree.filter { $0.shape != nil }
        #expect(shapes.map(\.shape) == [.circle, .roundedRectangle(cornerRadius: 6), .rectangle])
        #expect(shapes.map(\.frame) == [field, field, ViewHost.Frame(x: 19, y: 4, width: 1, height: 1)])
        // 32 points square: 4 columns, 2 rows, in the middle of the 20×2 frame.
        #expect(shapes.map(\.drawnFrame) == [ViewHost.Frame(x: 18, y: 4, width: 4, height: 2), field, ViewHost.Frame(x: 19, y: 4, width: 1, height: 1)])
        #expect(tree.first { $0.text == "Field" }?.shape == nil)
        // A layout modifier's frame is the box it lays out: the fixed frame's.
        #expect(tree.first { $0.text == "Field" }?.modifiers.first { $0.name == "frame" }?.frame == field)
        #expect(host.tree.first { $0.text == "Field" }?.modifiers.allSatisfy { $0.frame == nil } == true)
    }

    // Tenth review: checks ask what a user sees, so a hidden copy cannot
    // answer for the views on screen.
    @Test func visibleTreeLeavesOutHiddenCopiesAndGivesFrames() {
        struct Header: View {
            var body: some View {
                ZStack(alignment: .topLeading) {
                    HStack { Text("Ada"); Text("Follow") }.hidden()
                    VStack(alignment: .leading) { Text("Ada"); Text("Follow") }
                }
            }
        }
        let host = ViewHost(Header(), screen: .init(width: 30, height: 6))
        #expect(host.tree.filter { $0.text == "Follow" }.count == 2, "the whole tree keeps the hidden copy")
        let seen = host.visibleTree.filter { $0.text == "Follow" }
        #expect(seen.count == 1)
        let name = host.visibleTree.first { $0.text == "Ada" }
        // The stacked one: the label under the name, each one row tall.
        #expect(seen.first?.frame?.height == 1 && seen.first?.frame?.width == 6)
        #expect(name?.frame.map { $0.y + 1 } == seen.first?.frame?.y)
        #expect(host.tree.allSatisfy { $0.frame == nil }, "frames come with the laid-out tree of what is seen")
    }

    @Test func fontIsTheOneTheTextIsDrawnIn() {
        struct Rows: View {
            let compact: Bool
            var body: some View {
                VStack {
                    Text("Overridden").environment(\.font, .body)
                    Text("Own").font(.title)
                    Text("Inherited")
                }
                .font(compact ? .caption : .body)
            }
        }
        let tree = ViewHost(Rows(compact: true)).visibleTree
        func font(_ text: String) -> String? { tree.first { $0.text == text }?.font }
        #expect(font("Overridden") == "body", "the nearer environment write wins over the .font around it")
        #expect(font("Own") == "title")
        #expect(font("Inherited") == "caption")
        #expect(ViewHost(Text("Plain")).visibleTree.first { $0.text == "Plain" }?.font == nil)
    }

    @Test func aViewShowingATextIsTheOneAUserSees() {
        struct Decoy: View { var body: some View { Text("Total") } }
        struct Shown: View { var body: some View { Text("Total") } }
        struct Screen: View {
            var body: some View {
                VStack {
                    Decoy().frame(width: 0, height: 0).hidden()
                    Shown()
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.bodyCount(ofViewShowing: "Total")?.type == ViewHost.name(of: Shown.self), "the hidden copy comes first in the tree")
        #expect(host.bodyCount(ofViewShowing: "Nowhere") == nil)
    }
}
