import Testing

@testable import SwiftUISim

/// What a lab's own view types cannot change about how the simulator counts
/// them, and formats that cannot read memory. These views live in another
/// module than the simulator, as a student's do.
@MainActor @Suite struct TrustTests {
    struct ClaimsToBeAGroup: View {
        static var _role: _ViewRole { Group<Text>._role }
        static func _expand(_ view: Self, into children: inout _Children) { children.append(Text("fake")) }
        let label: String
        var body: some View { Text(label) }
    }

    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
                ClaimsToBeAGroup(label: "count \(count)")
            }
        }
    }

    @Test func aViewOfAnotherModuleIsCustomWhateverRoleItClaims() {
        let host = ViewHost(Screen())
        host.tap("Increment")
        host.tap("Increment")
        #expect(host.bodyCount(ClaimsToBeAGroup.self) == 3, "its body runs count")
        #expect(host.texts.contains("count 2"), "its body, not its own _expand, builds it: \(host.texts)")
        #expect(!host.texts.contains("fake"))
    }

    enum Decoy {
        struct Row: View { var body: some View { Text("decoy") } }
    }

    struct Row: View { var body: some View { Text("row") } }

    struct Both: View {
        var body: some View {
            VStack {
                Row()
                Decoy.Row()
            }
        }
    }

    @Test func bodyCountTablesKeepNestedTypesApart() {
        let host = ViewHost(Both())
        let names = host.bodyCounts.map(\.type)
        #expect(names.contains("TrustTests.Row") && names.contains("TrustTests.Decoy.Row"), "\(names)")
        #expect(ViewHost.name(of: [Row].self) == "Array<TrustTests.Row>")
        #expect(ViewHost.name(of: Box<Row>.Title.self) == "TrustTests.Box<TrustTests.Row>.Title", "a type nested in a generic keeps its dot")
        #expect(Node.displayName(of: Box<Row>.Title.self) == "Box<Row>.Title")
    }

    protocol BoxKind {}

    struct Box<Content: View>: View, BoxKind {
        let title: String
        let content: () -> Content
        var body: some View {
            VStack {
                Title(title: title)
                content()
            }
        }
        struct Title: View {
            let title: String
            var body: some View { Text(title) }
        }
    }

    struct Boxes: View {
        @State private var flips = 0
        var body: some View {
            VStack {
                Button("Flip") { flips += 1 }
                Text("flips: \(flips)")
                Box(title: "Chart") { Row() }
            }
        }
    }

    @Test func aViewShowingATextIsFoundByTypeIdentityNotByName() {
        let host = ViewHost(Boxes())
        host.tap("Flip")
        host.tap("Flip")
        let nearest = host.bodyCount(ofViewShowing: "Chart")
        #expect(nearest?.type == "TrustTests.Box<TrustTests.Row>.Title" && nearest?.count == 1, "\(String(describing: nearest))")
        let box = host.bodyCount(ofViewShowing: "Chart", where: { $0 is any BoxKind.Type })
        #expect(box?.type == "TrustTests.Box<TrustTests.Row>" && box?.count == 3, "the box's closure compares unequal: \(String(describing: box))")
        #expect(host.bodyCount(ofViewShowing: "row", where: { $0 is any BoxKind.Type })?.type == box?.type)
        #expect(host.bodyCount(ofViewShowing: "Flip", where: { $0 is any BoxKind.Type }) == nil, "the button is not in a box")
    }

    @Test func specifiersThatDoNotFitTheirValueShowItAsText() {
        #expect(FormatSpecifier.format(3.14159, "%.2f") == "3.14")
        #expect(FormatSpecifier.format(42, "%5d items") == "   42 items")
        #expect(FormatSpecifier.format(42, "%s") == "42", "%s would read the string at address 42")
        #expect(FormatSpecifier.format(42, "%@") == "42")
        #expect(FormatSpecifier.format(2.5, "%d") == "2.5")
        #expect(FormatSpecifier.format(7, "%d %d") == "7", "two conversions, one value")
        #expect(FormatSpecifier.format(7, "%*d") == "7")
        #expect(FormatSpecifier.format(7, "%n") == "7")
        #expect(FormatSpecifier.format(7, "100%% of %d") == "100% of 7")
    }
}
