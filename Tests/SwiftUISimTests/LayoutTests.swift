import Foundation
import Testing
@testable import SwiftUISim

// Layout: modifier order is visible in frames and snapshots. Screens are
// small so the expected pictures stay readable.

private func snapshotFile(_ name: String, filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
}

/// Compares with Snapshots/NAME.txt; `SWIFTUISIM_RECORD=1` writes it instead.
@MainActor private func expectSnapshot(_ host: ViewHost, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = host.snapshot()
    let url = snapshotFile(name)
    if ProcessInfo.processInfo.environment["SWIFTUISIM_RECORD"] == "1" {
        try? (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no stored snapshot \(url.path); the screen is:\n\(actual)", sourceLocation: sourceLocation)
        return
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    #expect(actual == expected, "snapshot \(name) differs; the screen is:\n\(actual)", sourceLocation: sourceLocation)
}

private let small = ViewHost.Size(width: 20, height: 5)

@MainActor @Suite struct LayoutTests {
    @Test func paddingThenBackgroundFillsThePaddedArea() {
        let host = ViewHost(Text("Hi").padding().background(Color.yellow), screen: small)
        #expect(host.frame(of: "Hi") == .init(x: 9, y: 2, width: 2, height: 1))
        #expect(host.frame(ofBackground: .yellow) == .init(x: 7, y: 1, width: 6, height: 3))
        expectSnapshot(host, "padding-then-background")
    }

    @Test func backgroundThenPaddingHugsTheText() {
        let host = ViewHost(Text("Hi").background { Color.yellow }.padding(), screen: small)
        #expect(host.frame(of: "Hi") == .init(x: 9, y: 2, width: 2, height: 1))
        #expect(host.frame(ofBackground: .yellow) == .init(x: 9, y: 2, width: 2, height: 1))
        expectSnapshot(host, "background-then-padding")
    }

    @Test func styleBackgroundFollowsTheSameOrder() {
        let padded = ViewHost(Text("Hi").padding().background(.yellow), screen: small)
        let hugging = ViewHost(Text("Hi").background(.yellow).padding(), screen: small)
        #expect(padded.snapshot() != hugging.snapshot())
        #expect(padded.dump() == #"Text "Hi" .padding(16) .background(yellow)"#, "dump() text is unchanged")
    }

    @Test func frameThenBackgroundPaintsTheWholeFrame() {
        let host = ViewHost(Text("Hi").frame(width: 80).background(Color.red), screen: small)
        #expect(host.frame(ofBackground: .red) == .init(x: 5, y: 2, width: 10, height: 1))
        #expect(host.frame(of: "Hi") == .init(x: 9, y: 2, width: 2, height: 1))
        expectSnapshot(host, "frame-then-background")
    }

    @Test func backgroundThenFramePaintsOnlyBehindTheText() {
        let host = ViewHost(Text("Hi").background(Color.red).frame(width: 80), screen: small)
        #expect(host.frame(ofBackground: .red) == .init(x: 9, y: 2, width: 2, height: 1))
        expectSnapshot(host, "background-then-frame")
    }

    @Test func overlayKeepsTheLayoutSizeZStackGrows() {
        // The same content: a padded text and a rounded border.
        struct Overlaid: View {
            var body: some View { Text("Hello").padding().overlay { RoundedRectangle(cornerRadius: 8).stroke(.blue) } }
        }
        struct Stacked: View {
            var body: some View { ZStack { Text("Hello").padding(); RoundedRectangle(cornerRadius: 8).stroke(.blue) } }
        }
        let overlay = ViewHost(Overlaid(), screen: small)
        let zstack = ViewHost(Stacked(), screen: small)
        #expect(overlay.frame(of: Overlaid.self) == .init(x: 5, y: 1, width: 9, height: 3), "the overlay takes the text's size")
        #expect(zstack.frame(of: Stacked.self) == .init(x: 0, y: 0, width: 20, height: 5), "the shape makes the ZStack grow")
        #expect(overlay.frame(of: "Hello") == zstack.frame(of: "Hello"))
        expectSnapshot(overlay, "overlay")
        expectSnapshot(zstack, "zstack")
    }

    /// Modifiers on a `Group` go on each member: in an `HStack` the members
    /// sit side by side, each with its own padding and background.
    @Test func aGroupsModifiersLayOutEachMember() {
        let host = ViewHost(HStack { Group { Text("ab"); Text("cd") }.padding(8).background(.yellow) },
                            screen: .init(width: 14, height: 3))
        #expect(host.frame(of: "ab") == .init(x: 3, y: 1, width: 2, height: 1), "8 pt of padding is one cell")
        #expect(host.frame(of: "cd") == .init(x: 8, y: 1, width: 2, height: 1))
        #expect(host.snapshot() == """
              ░░░░ ░░░░
              ░ab░ ░cd░
              ░░░░ ░░░░
            """, "\n\(host.snapshot())")
    }

    @Test func aBorderExactlyTheSizeOfItsTextLeavesTheTextReadable() {
        let host = ViewHost(Text("Save").overlay { Capsule().stroke(.blue) }, screen: .init(width: 8, height: 1))
        #expect(host.frame(of: Capsule.self) == host.frame(of: "Save"))
        #expect(host.snapshot() == "  Save", "the outline may not cover the text:\n\(host.snapshot())")
        let wider = ViewHost(Text("Save").padding(.horizontal).overlay { Capsule().stroke(.blue) }, screen: .init(width: 8, height: 1))
        #expect(wider.snapshot() == "(─Save─)", "around the text the outline shows:\n\(wider.snapshot())")
    }

    @Test func fixedFrameIsCentredAndCentresItsContent() {
        let host = ViewHost(Text("Hi").frame(width: 80, height: 48).background(Rectangle()), screen: small)
        #expect(host.frame(of: Rectangle.self) == .init(x: 5, y: 1, width: 10, height: 3))
        #expect(host.frame(of: "Hi") == .init(x: 9, y: 2, width: 2, height: 1))
        expectSnapshot(host, "centred-fixed-frame")
    }

    @Test func stacksUseSpacingAndAlignment() {
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Title")
                    HStack { Text("a"); Text("bb") }
                    Text("x").frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
        let host = ViewHost(Screen(), screen: .init(width: 12, height: 6))
        #expect(host.frame(of: "Title") == .init(x: 0, y: 0, width: 5, height: 1))
        #expect(host.frame(of: "a") == .init(x: 0, y: 2, width: 1, height: 1), "leading, one row of spacing (16 pt)")
        #expect(host.frame(of: "bb") == .init(x: 2, y: 2, width: 2, height: 1), "HStack's default spacing is one column")
        #expect(host.frame(of: "x") == .init(x: 11, y: 4, width: 1, height: 1))
        expectSnapshot(host, "stack-spacing-alignment")
    }

    @Test func spacerPushesToTheEdges() {
        let host = ViewHost(HStack { Text("L"); Spacer(); Text("R") }, screen: .init(width: 10, height: 1))
        #expect(host.frame(of: "L")?.x == 0)
        #expect(host.frame(of: "R")?.x == 9)
        #expect(host.frame(of: Spacer.self) == .init(x: 2, y: 0, width: 6, height: 0))
    }

    @Test func fixedSizeAndFlexibleFrames() {
        let wrapped = ViewHost(Text("one two three").frame(width: 48), screen: small)
        #expect(wrapped.frame(of: "one two three")?.size == .init(width: 5, height: 3))
        let fixed = ViewHost(Text("one two three").fixedSize().frame(width: 48), screen: small)
        #expect(fixed.frame(of: "one two three")?.size == .init(width: 13, height: 1))
        let greedy = ViewHost(Color.blue.frame(maxWidth: .infinity, maxHeight: 16), screen: small)
        #expect(greedy.frame(of: Color.self) == .init(x: 0, y: 2, width: 20, height: 1))
    }

    @Test func offsetMovesWithoutChangingLayout() {
        let host = ViewHost(VStack(spacing: 0) { Text("A").offset(x: 16, y: 0); Text("B") }, screen: small)
        #expect(host.frame(of: "A") == .init(x: 11, y: 1, width: 1, height: 1))
        #expect(host.frame(of: "B") == .init(x: 9, y: 2, width: 1, height: 1))
    }

    @Test func scrollViewOffersUnlimitedHeight() {
        let host = ViewHost(ScrollView { VStack { ForEach(0..<10, id: \.self) { Text("row \($0)") } } }, screen: small)
        #expect(host.frame(of: "row 9") == .init(x: 7, y: 9, width: 5, height: 1))
        #expect(host.frame(of: "row 0")?.y == 0)
        #expect(host.snapshot().split(separator: "\n").last == "       row 4")
    }

    @Test func layoutFollowsUpdates() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("n \(count)").padding(.horizontal).background(Color.yellow)
                    Button("Add") { count += 10 }
                }
            }
        }
        let host = ViewHost(Counter(), screen: small)
        #expect(host.frame(ofBackground: .yellow)?.width == 7)
        host.tap("Add")
        #expect(host.frame(ofBackground: .yellow)?.width == 8, "a wider text widens its padded background")
        #expect(host.frame(of: "n 10") == .init(x: 8, y: 1, width: 4, height: 1))
        #expect(host.frame(of: "Add") == .init(x: 8, y: 2, width: 3, height: 1))
    }

    @Test func textWrapsToTheOfferedWidthAndTruncatesToTheHeight() {
        let host = ViewHost(Text("one two three").frame(width: 48, height: 32), screen: small)
        #expect(host.frame(of: "one two three")?.size == .init(width: 4, height: 2))
        #expect(host.snapshot().contains("two…"))
    }

    @Test func dumpLayoutShowsFrames() {
        let host = ViewHost(Text("Hi").padding().background(.yellow), screen: small)
        #expect(host.dumpLayout() == #"Text "Hi" 9,2 2x1 .padding(16) 7,1 6x3 .background(yellow) 7,1 6x3"#)
    }

    /// The same lines as `dump()`, frames added: a custom modifier's own
    /// modifiers show on the content, decorations under what they decorate.
    @Test func dumpLayoutIsDumpWithFrames() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding().overlay { Capsule().stroke() } }
        }
        let host = ViewHost(Text("Hi").modifier(Card()), screen: small)
        #expect(host.dump() == """
            ModifiedContent<Text, Card>
              Text "Hi" .padding(16) .overlay
                (overlay) Capsule .stroke(1.0)
            """)
        #expect(host.dumpLayout() == """
            ModifiedContent<Text, Card> 7,1 6x3
              Text "Hi" 9,2 2x1 .padding(16) 7,1 6x3 .overlay 7,1 6x3
                (overlay) Capsule 7,1 6x3 .stroke(1.0) 7,1 6x3
            """)
    }

    @Test func screenIsSettable() {
        let host = ViewHost(Text("Hi"))
        #expect(host.frame(of: "Hi") == .init(x: 19, y: 9, width: 2, height: 1), "centred; odd spare rows round up")
        host.screen = .init(width: 10, height: 3)
        #expect(host.frame(of: "Hi") == .init(x: 4, y: 1, width: 2, height: 1))
    }
}
