import Testing
@testable import SwiftUISim

// Twenty-sixth review (findings 14 and 18 of the twenty-fifth): paint cut
// away by a clip covers nothing beyond the clip; a UIKit label is drawn
// through its own `draw(_:)` / `drawText(in:)` and turned and scaled by its
// `UIView.transform`.

/// A label with room around its text, as an app's chip has.
private final class PaddedLabel: UILabel {
    let insets: UIEdgeInsets
    init(insets: UIEdgeInsets) { self.insets = insets; super.init() }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

/// A label whose drawing leaves its text out.
private final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
}

private struct Chip: UIViewRepresentable {
    let text: String
    var make: @MainActor () -> UILabel = { UILabel() }
    var configure: @MainActor (UILabel) -> Void = { _ in }
    func makeUIView(context: Context) -> UILabel {
        let label = make()
        configure(label)
        return label
    }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

@MainActor @Suite struct TwentySixthReviewClipsAndLabelHooksTests {
    private struct DotUnderText: View {
        let clipShape: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Grace Brewster Hopper")
                Text("First post")
                if clipShape {
                    Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1).clipShape(Rectangle())
                } else {
                    Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1).clipped()
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func paintClippedToAPointCoversNothingElse(clipShape: Bool) {
        let host = ViewHost(DotUnderText(clipShape: clipShape))
        #expect(host.texts.contains("Grace Brewster Hopper"))
        #expect(host.texts.contains("First post"))
    }

    private struct DotUnclipped: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Grace Brewster Hopper")
                Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1)
            }
        }
    }

    @Test func paintNotClippedStillCoversWhatItSpillsOver() {
        // A frame is "used only for layout" (Apple, clipped(antialiased:)):
        // without the clip the colour paints its 600 points.
        let host = ViewHost(DotUnclipped())
        #expect(!host.texts.contains("Grace Brewster Hopper"))
    }

    private struct WashClippedOverText: View {
        var body: some View {
            Text("Grace Brewster Hopper")
                .overlay {
                    Color.white.frame(width: 2000, height: 2000).frame(maxWidth: .infinity, maxHeight: .infinity).clipped()
                }
        }
    }

    @Test func aClipThatKeepsTheAreaOverTheTextStillCoversIt() {
        let host = ViewHost(WashClippedOverText())
        #expect(!host.texts.contains("Grace Brewster Hopper"))
    }

    @Test func aPaddedLabelDrawsItsTextInsideItsInsets() {
        let label = PaddedLabel(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        label.text = "★★★"
        let area = label.drawnTextArea(in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(area == CGRect(x: 8, y: 4, width: 84, height: 32))
        let host = ViewHost(Chip(text: "★★★", make: { PaddedLabel(insets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)) }))
        #expect(host.texts.contains("★★★"))
    }

    @Test func insetsWiderThanTheLabelLeaveNoRoomForItsText() {
        let host = ViewHost(Chip(text: "★★★", make: { PaddedLabel(insets: UIEdgeInsets(top: 0, left: 5000, bottom: 0, right: 5000)) }))
        #expect(!host.texts.contains("★★★"))
    }

    @Test func aDrawTextOverrideThatDrawsNothingShowsNoText() {
        let label = SilentLabel()
        label.text = "★★★"
        #expect(label.drawnTextArea(in: CGRect(x: 0, y: 0, width: 100, height: 40)) == nil)
        let host = ViewHost(Chip(text: "★★★", make: { SilentLabel() }))
        #expect(!host.texts.contains("★★★"))
    }

    @Test func textRectMeasuresTheIntrinsicSize() {
        let label = UILabel()
        label.text = "abcd"
        #expect(label.intrinsicContentSize.width == 4 * label.font.pointSize / 2)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 100), limitedToNumberOfLines: 1).width == 10)
    }

    @Test func aLabelTurnedUpsideDownOrShrunkByItsTransformIsNotRead() {
        let upsideDown = ViewHost(Chip(text: "★★★", configure: { $0.transform = CGAffineTransform(rotationAngle: .pi) }))
        #expect(!upsideDown.texts.contains("★★★"))
        let shrunk = ViewHost(Chip(text: "★★★", configure: { $0.transform = CGAffineTransform(scaleX: 0.05, y: 0.05) }))
        #expect(!shrunk.texts.contains("★★★"))
        let tilted = ViewHost(Chip(text: "★★★", configure: { $0.transform = CGAffineTransform(rotationAngle: -.pi / 60) }))
        #expect(tilted.texts.contains("★★★"))
    }

    /// A colour 600 points wide framed to one point, later in a stack than
    /// a button it overflows: what a touch on the button meets is decided by
    /// the modifiers around that colour, which layout looks through.
    private struct DotOverButton: View {
        enum Wrap { case contentShape, allowsNoHits, bare }
        let wrap: Wrap
        @State private var following = false
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text("Grace")
                    Button(following ? "Following" : "Follow") { following.toggle() }
                }
                Text("First post")
                switch wrap {
                case .contentShape:
                    Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1).contentShape(Rectangle()).clipped()
                case .allowsNoHits:
                    Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1).allowsHitTesting(false)
                case .bare:
                    Color.orange.frame(width: 600, height: 600).frame(width: 1, height: 1)
                }
            }
        }
    }

    @Test func aLaterViewsContentShapeOrAllowsHitTestingDecidesWhetherItTakesTheTouch() {
        // Apple, contentShape(_:eoFill:) and allowsHitTesting(_:) (iOS 13):
        // the content shape is where the view is hit-tested; a view that
        // does not allow hit testing passes touches to the views behind.
        let shaped = ViewHost(DotOverButton(wrap: .contentShape))
        shaped.tap("Follow")
        #expect(shaped.texts.contains("Following"))
        func touchOnFollow(_ wrap: DotOverButton.Wrap) -> String? {
            let host = ViewHost(DotOverButton(wrap: wrap))
            var follow: Node?
            host.graph.forEachNode { if $0.facts.text == "Follow" { follow = $0 } }
            return follow.flatMap(ViewHost.whyCoveredInFront)
        }
        #expect(touchOnFollow(.allowsNoHits) == nil)
        // Without either, the colour drawn over the button takes the touch.
        #expect(touchOnFollow(.bare) != nil)
    }
}
