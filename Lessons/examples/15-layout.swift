import SwiftUI

// Part 1: the parent proposes, the child chooses, the parent places.
struct Proposals: View {
    var body: some View {
        VStack {
            Text("Hello")                        // asks for its text: 5x1
            Text("Hello").frame(width: 80)       // the frame is 80 points (10 columns) whatever the text says
            Text("Wraps when offered little").frame(width: 96)
            Color.yellow.frame(height: 16)       // takes all the width it is offered
        }
    }
}

let proposals = ViewHost(Proposals(), screen: .init(width: 20, height: 8))
print(proposals.dumpLayout())

// Part 2: a GeometryReader takes all the space it is offered.
struct ReaderScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in
                Text("Reader: \(Int(proxy.size.width))x\(Int(proxy.size.height)) pt")
            }
            Text("Footer")
        }
    }
}

let reader = ViewHost(ReaderScreen(), screen: .init(width: 30, height: 6))
print(reader.snapshot())

// Part 3: a width kept in state costs an update; ViewThatFits decides in layout.
struct Badge: View {
    let wide: Bool
    var body: some View { Text(wide ? "Badge with words" : "Badge") }
}

struct WidthInState: View {
    @State private var width: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            Badge(wide: width >= 160)
                .onAppear { width = proxy.size.width }
                .onChange(of: proxy.size.width) { _, newWidth in width = newWidth }
        }
    }
}

struct BadgeThatFits: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Badge with words")
            Text("Badge")
        }
    }
}

let inState = ViewHost(WidthInState(), screen: .init(width: 30, height: 3), recordsReasons: true)
print("width in state: Badge.body ran \(inState.bodyCount(Badge.self)) times")
for transaction in inState.transactions { print("  transaction \(transaction.index): \(transaction.cause)") }
let fits = ViewHost(BadgeThatFits(), screen: .init(width: 30, height: 3), recordsReasons: true)
print("ViewThatFits: BadgeThatFits.body ran \(fits.bodyCount(BadgeThatFits.self)) time, \(fits.transactions.count) transaction")
fits.screen = .init(width: 10, height: 3)
print("at 10 columns: \(fits.frame(of: "Badge").map(\.description) ?? "none"), body runs \(fits.bodyCount(BadgeThatFits.self))")

// Part 4: a custom Layout: every subview as wide as the widest (WWDC22).
struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count) + 8 * CGFloat(max(0, subviews.count - 1)), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: widest, height: nil))
            x += widest + 8
        }
    }
}

struct Choice: View {
    var body: some View {
        EqualWidthRow {
            Button("Yes") {}.frame(maxWidth: .infinity).background(.yellow)
            Button("Maybe later") {}.frame(maxWidth: .infinity).background(.blue)
        }
    }
}

let choice = ViewHost(Choice(), screen: .init(width: 30, height: 3))
print(choice.snapshot())

// Part 5: state written from geometry that changes the geometry.
struct Growing: View {
    @State private var height: CGFloat = 16

    var body: some View {
        Text("Grows")
            .frame(height: height)
            .background {
                GeometryReader { proxy in
                    Color.clear.onChange(of: proxy.size.height) { _, newHeight in height = newHeight + 16 }
                }
            }
    }
}

let growing = ViewHost(Growing(), screen: .init(width: 20, height: 12))
print("Growing.body ran \(growing.bodyCount(Growing.self)) times while mounting")

/* Expected output:
Proposals 0,1 20x6
  VStack 0,1 20x6
    Text "Hello" 7,1 5x1
    Text "Hello" 7,2 5x1 .frame(width: 80, height: nil) 5,2 10x1
    Text "Wraps when offered little" 5,3 10x3 .frame(width: 96, height: nil) 4,3 12x3
    Color Color.yellow 0,6 20x1 .frame(width: nil, height: 16) 0,6 20x1
Reader: 240x80 pt




            Footer
width in state: Badge.body ran 2 times
  transaction 0: mount
  transaction 1: layout: a GeometryReader's size changed
  transaction 2: layout: a GeometryReader's size changed
ViewThatFits: BadgeThatFits.body ran 1 time, 1 transaction
at 10 columns: 2,1 5x1, body runs 1

   ░░░░Yes░░░░ Maybe▒later

Growing.body ran 7 times while mounting
*/
