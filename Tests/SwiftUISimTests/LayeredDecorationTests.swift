import Testing
@testable import SwiftUISim

// Several views in `background { … }`, `overlay { … }` or `mask { … }` are
// layered, not stacked: "the implicit ZStack that groups the background
// views … stacked in a cascading order from bottom to top" (Apple,
// background(alignment:content:) and overlay(alignment:content:), iOS 15).

private let screen = ViewHost.Size(width: 30, height: 9)

@MainActor @Suite struct LayeredDecorationTests {
    @Test func twoBackgroundShapesShareTheCardsFrame() {
        let card = Text("Ana Lima")
            .padding(16)
            .background {
                RoundedRectangle(cornerRadius: 12).fill(Color.white)
                RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, lineWidth: 1)
            }
        let host = ViewHost(card, screen: screen)
        let layers = host.paint(around: "Ana Lima")
        let fill = layers.first { $0.kind == .fill }, border = layers.first { $0.kind == .stroke }
        #expect(fill != nil && border != nil, "\(layers)")
        #expect(fill?.frame == border?.frame, "layered, not one under the other: \(layers)\n\(host.snapshot())")
        #expect(fill.map { $0.frame.height } == 3, "each is the padded card's height (a row above and below the text): \(layers)")
    }

    @Test func twoOverlayShapesBothSpanTheField() {
        let field = Text("Email")
            .padding(8)
            .overlay {
                RoundedRectangle(cornerRadius: 6).fill(Color.clear)
                RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2)
            }
        let host = ViewHost(field, screen: screen)
        let stroke = host.paint(around: "Email").first { $0.kind == .stroke }
        let frames = host.frames(of: RoundedRectangle.self)
        #expect(frames.count == 2 && frames[0] == frames[1], "\(frames)")
        #expect(stroke?.frame == frames.first, "\(host.paint(around: "Email"))")
    }

    @Test func eachLayerIsAlignedByTheModifiersAlignment() {
        let host = ViewHost(
            Color.clear.frame(width: 80, height: 48)
                .overlay(alignment: .topTrailing) {
                    Color.red
                    Text("!")
                },
            screen: screen)
        let badge = host.frame(of: "!"), red = host.frames(of: Color.self).last
        #expect(red == .init(x: 10, y: 3, width: 10, height: 3), "the flexible layer takes the whole frame: \(String(describing: red))")
        #expect(badge == .init(x: 19, y: 3, width: 1, height: 1), "the text sits in the top-trailing corner: \(String(describing: badge))")
    }

    @Test func aLaterLayerCoversAnEarlierOne() {
        let hidden = ViewHost(Color.clear.frame(width: 80, height: 16).overlay { Text("Hidden"); Color.white }, screen: screen)
        #expect(!hidden.texts.contains("Hidden"), "the white layer is in front: \(hidden.texts)")
        let shown = ViewHost(Color.clear.frame(width: 80, height: 16).overlay { Color.white; Text("Shown") }, screen: screen)
        #expect(shown.texts.contains("Shown"), "\(shown.texts)")
    }

    @Test func maskViewsAreLayeredToo() {
        let host = ViewHost(
            Color.blue.frame(width: 80, height: 48)
                .mask {
                    Color.black.frame(width: 8, height: 16)
                    Color.black
                },
            screen: screen)
        let masks = host.frames(of: Color.self).dropFirst()
        #expect(masks.contains(.init(x: 10, y: 3, width: 10, height: 3)), "the flexible mask covers the whole view: \(Array(masks))")
    }
}
