import Testing
@testable import SwiftUISim

// Red-team round 24 (helper fix24f): any container's later children are drawn
// in front of its earlier ones where their laid-out frames meet (a custom
// `Layout`, a lazy grid, not only stacks and ZStacks), for covering and for
// touches; a representable's UIKit view tree is drawn whole (every label in
// it, a UIStackView's arranged views along its axis).

/// Places every subview at its bounds' origin, offered the whole bounds
/// (`stacked`), or side by side along x.
private struct Placing: Layout {
    let stacked: Bool
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = stacked ? sizes.map(\.width).max() ?? 0 : sizes.map(\.width).reduce(0, +)
        return CGSize(width: max(width, 120), height: max(sizes.map(\.height).max() ?? 0, 30))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: stacked ? ProposedViewSize(bounds.size) : ProposedViewSize(size))
            if !stacked { x += size.width }
        }
    }
}

private enum Shade { case customLayoutOver, customLayoutBeside, customLayoutUnderZIndex, gridOffset, gridBeside }

private struct Header: View {
    let shade: Shade
    let colour: Color
    @State private var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Text("Log \(log.joined(separator: ","))")
            switch shade {
            case .customLayoutOver:
                Placing(stacked: true) { flag; Capsule().fill(colour) }
            case .customLayoutBeside:
                Placing(stacked: false) { flag; Capsule().fill(colour).frame(width: 40, height: 30) }
            case .customLayoutUnderZIndex:
                Placing(stacked: true) { flag.zIndex(1); Capsule().fill(colour) }
            case .gridOffset:
                LazyVGrid(columns: [GridItem(.flexible())], spacing: 0) {
                    flag
                    Capsule().fill(colour).frame(height: 30).offset(y: -30)
                }
            case .gridBeside:
                LazyVGrid(columns: [GridItem(.flexible())], spacing: 0) {
                    flag
                    Capsule().fill(colour).frame(height: 30)
                }
            }
        }
    }
    private var flag: some View {
        HStack {
            Text("Grace")
            Button("Flag") { log.append("flag") }
        }.frame(height: 30)
    }
}

private struct CaptionAndStars: UIViewRepresentable {
    let stars: String
    var vertical = false
    var hideCaption = false
    @MainActor final class Coordinator { let stars = UILabel() }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIStackView {
        let caption = UILabel()
        caption.text = "Rating"
        let row = UIStackView(arrangedSubviews: [caption, context.coordinator.stars])
        row.spacing = 8
        return row
    }
    func updateUIView(_ row: UIStackView, context: Context) {
        context.coordinator.stars.text = stars
        row.axis = vertical ? .vertical : .horizontal
        row.arrangedSubviews.first?.isHidden = hideCaption
    }
}

@MainActor
struct TwentyFourthReviewInFrontTests {
    private func why(_ host: ViewHost) throws -> String? {
        let node = try #require(host.control(.button, labelled: "Flag", operating: false))
        return ViewHost.whyCoveredInFront(node)
    }

    /// Apple, zIndex(_:) (iOS 13): "Controls the display order of
    /// overlapping views"; the Layout protocol (iOS 16) places subviews and
    /// leaves their drawing order as written: a later subview a custom
    /// layout or a grid (with an offset) puts over a control takes its touch.
    @Test func anyContainersLaterChildTakesTheTouchWhereItLies() throws {
        for shade in [Shade.customLayoutOver, .gridOffset] {
            let host = ViewHost(Header(shade: shade, colour: .gray.opacity(0.15)))
            let taken = try why(host)
            #expect(taken?.contains("in front of it") == true, "\(shade): \(taken ?? "reached")")
        }
        // Beside the control, or drawn under it (zIndex), it takes nothing.
        for shade in [Shade.customLayoutBeside, .customLayoutUnderZIndex, .gridBeside] {
            let host = ViewHost(Header(shade: shade, colour: .gray.opacity(0.15)))
            #expect(try why(host) == nil, "\(shade)")
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(shade): \(host.texts)")
        }
    }

    /// The covering judge reads the same order: an opaque white capsule a
    /// custom layout or a grid lays over a text hides it.
    @Test func anyContainersLaterChildCoversWhatItLiesOver() {
        for shade in [Shade.customLayoutOver, .gridOffset] {
            let host = ViewHost(Header(shade: shade, colour: .white))
            #expect(!host.texts.contains("Grace"), "\(shade): \(host.texts)")
            #expect(host.whyHidden("Grace") != nil, "\(shade)")
        }
        for shade in [Shade.customLayoutBeside, .customLayoutUnderZIndex, .gridBeside] {
            let host = ViewHost(Header(shade: shade, colour: .white))
            #expect(host.texts.contains("Grace"), "\(shade): \(host.texts)")
        }
    }

    /// Apple, UIStackView (iOS 9): "The stack view manages the layout of all
    /// the views in its arrangedSubviews property"; UIView isHidden: "Hiding
    /// a view with subviews has the effect of hiding those subviews".
    @Test func aRepresentablesWholeViewTreeIsDrawn() throws {
        let row = ViewHost(CaptionAndStars(stars: "★★★☆☆"))
        #expect(row.texts == ["Rating", "★★★☆☆"], "\(row.texts)")
        let labels = try #require(row.platformLabelLists(CaptionAndStars.self).first)
        #expect(labels.map(\.text) == ["Rating", "★★★☆☆"])
        let line = row.snapshot().split(separator: "\n").first { $0.contains("Rating") } ?? ""
        #expect(line.contains("Rating ★★★☆☆"), "along its axis, 8 points (a column) apart: \(line)")
        let column = ViewHost(CaptionAndStars(stars: "★★★☆☆", vertical: true))
        let lines = column.snapshot().split(separator: "\n")
        let (caption, stars) = (lines.firstIndex { $0.contains("Rating") }, lines.firstIndex { $0.contains("★★★☆☆") })
        #expect(caption != nil && stars != nil && caption! < stars!, "\(lines)")
        let hidden = ViewHost(CaptionAndStars(stars: "★★★☆☆", hideCaption: true))
        #expect(hidden.texts == ["★★★☆☆"], "\(hidden.texts)")
    }
}
