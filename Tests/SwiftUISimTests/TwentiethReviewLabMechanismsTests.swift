import Testing
import Foundation
@testable import SwiftUISim
@testable import AppKitSim
@testable import UIKitSim

// Red-team round 20 (helper fix20c): a long press shorter than a tap takes
// the tap; a UILabel's attributed text draws in its attributes' font and
// colour; a corner radius too small to see draws square, and an uneven
// rounded rectangle draws each corner by its own radius.

private struct PressAround: View {
    let minimumDuration: Double
    let simultaneous: Bool
    @State private var log: [String] = []
    var body: some View {
        let stack = VStack {
            Text("Log \(log.joined(separator: ","))")
            Button("Flag") { log.append("flag") }
        }
        let press = LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in log.append("press") }
        if simultaneous { AnyView(stack.simultaneousGesture(press)) } else { AnyView(stack.highPriorityGesture(press)) }
    }
}

private struct Labelled: UIViewRepresentable {
    let configure: (UILabel) -> Void
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { configure(label) }
}

@MainActor
struct TwentiethReviewLabMechanismsTests {
    private func why(_ host: ViewHost, _ label: String) throws -> String? {
        let node = try #require(host.control(.button, labelled: label, operating: false))
        return ViewHost.whyInert(node) ?? ViewHost.touchRoute(node, .tap).why
    }

    @Test func aLongPressShorterThanATapTakesTheTap() throws {
        // Apple, LongPressGesture.minimumDuration: a press of 0.1 s succeeds
        // inside a tap that rests 0.2 s (AnimationTiming.tapHold).
        for duration in [0, 0.01, 0.1, 0.19] {
            let taken = try why(ViewHost(PressAround(minimumDuration: duration, simultaneous: false)), "Flag")
            #expect(taken?.contains("highPriorityGesture(LongPressGesture") == true, "\(duration): \(taken ?? "tappable")")
        }
        #expect(LongPressGesture(minimumDuration: 0.1)._handlers.recognisesTap)
        #expect(!LongPressGesture(minimumDuration: ViewHost.AnimationTiming.tapHold)._handlers.recognisesTap)
        // Longer than a tap: the button gets it.
        for duration in [0.2, 0.5, 1] {
            let host = ViewHost(PressAround(minimumDuration: duration, simultaneous: false))
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(duration): \(host.texts)")
        }
        // Simultaneous: it runs beside the button's tap.
        let beside = ViewHost(PressAround(minimumDuration: 0.1, simultaneous: true))
        beside.tap("Flag")
        #expect(beside.texts.contains("Log flag,press"), "\(beside.texts)")
    }

    @Test func attributedTextStylesTheLabel() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "★★★", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.red])
        // Apple, UILabel.attributedText: the style at location 0 becomes the label's.
        #expect(label.font.pointSize == 40 && label.textColor == UIColor.red)
        #expect(label.drawnRuns.map(\.pointSize) == [40])
        // Apple, UILabel.font: applied to the whole attributed string.
        label.font = .systemFont(ofSize: 12)
        #expect(label.drawnRuns.map(\.pointSize) == [12])
        // A run without a font of its own draws in the label's.
        let mixed = NSMutableAttributedString(string: "ab", attributes: [:])
        mixed.addAttribute(.font, value: UIFont.systemFont(ofSize: 90), range: NSRange(location: 1, length: 1))
        label.attributedText = mixed
        #expect(label.drawnRuns.map(\.pointSize) == [12, 90])
        // Plain text keeps the label's style.
        label.text = "x"
        #expect(label.drawnRuns.map(\.pointSize) == [12])
    }

    @Test func attributedTextIsJudgedAsItDraws() {
        let stars = "★★★☆☆ (3)"
        // 120-point stars in a phone's width: cut to "★…", as `label.font` is.
        let big = ViewHost(Labelled { $0.attributedText = NSAttributedString(string: stars, attributes: [.font: UIFont.systemFont(ofSize: 120)]) })
        #expect(!big.texts.contains(stars), "\(big.texts)")
        #expect(big.whyHidden(stars) != nil)
        // White stars on the white screen: not seen.
        let white = ViewHost(Labelled { $0.attributedText = NSAttributedString(string: stars, attributes: [.foregroundColor: UIColor.white]) })
        #expect(!white.texts.contains(stars), "\(white.texts)")
        let plain = ViewHost(Labelled {
            $0.attributedText = NSAttributedString(string: stars, attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.systemOrange])
        })
        #expect(plain.texts.contains(stars), "\(plain.texts)")
    }

    @Test func aCornerTooSmallToSeeDrawsSquare() {
        #expect(ViewHost.PaintedShape.visibleCornerRadius == 4)
        #expect(!ViewHost.PaintedShape(RoundedRectangle(cornerRadius: 0.5)).isRounded)
        #expect(ViewHost.PaintedShape(RoundedRectangle(cornerRadius: 0.5)).isSquare)
        #expect(ViewHost.PaintedShape(RoundedRectangle(cornerRadius: 4)).isRounded)
        func drawn(_ shape: some Shape) -> String {
            ViewHost(shape.stroke(Color.gray).frame(width: 80, height: 48), screen: .init(width: 10, height: 3)).snapshot()
        }
        let tiny = drawn(RoundedRectangle(cornerRadius: 1))
        #expect(tiny.contains("┌") && !tiny.contains("╭"), "\(tiny)")
        let twelve = drawn(RoundedRectangle(cornerRadius: 12))
        #expect(twelve.contains("╭") && twelve.contains("╯"), "\(twelve)")
    }

    @Test func anUnevenRoundedRectangleDrawsEachCornerByItsRadius() {
        let one = ViewHost.PaintedShape(UnevenRoundedRectangle(topLeadingRadius: 12))
        #expect(one.visiblyRoundCorners == .topLeading && !one.isRounded && !one.isSquare)
        #expect(ViewHost.PaintedShape(UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12))
                == .roundedRectangle(cornerRadius: 12))
        #expect(ViewHost.PaintedShape(UnevenRoundedRectangle()) == .rectangle)
        let snapshot = ViewHost(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 2).stroke(Color.gray).frame(width: 80, height: 48),
                                screen: .init(width: 10, height: 3)).snapshot()
        #expect(snapshot.contains("╭") && snapshot.contains("┐") && snapshot.contains("└") && snapshot.contains("┘"), "\(snapshot)")
        #expect(one.filledShare(width: 100, height: 100) > ViewHost.PaintedShape.roundedRectangle(cornerRadius: 12).filledShare(width: 100, height: 100))
    }
}
