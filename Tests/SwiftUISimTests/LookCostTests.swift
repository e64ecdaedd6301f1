import Testing
@testable import SwiftUISim

// A look at the screen (is a control seen, covered, reached) over a
// container of many children reads each child's frame and drawing order
// once: origins are passed down a walk instead of walked up from each
// node, and no child's `zIndex` is read until some view has one. These
// tests hold the shortcuts to the answers the long way gives.

private struct Nested: View {
    var body: some View {
        VStack(spacing: 2) {
            Text("Top").padding(3)
            HStack {
                Button("Flag") {}.offset(x: 7, y: -2)
                ForEach(0..<3, id: \.self) { index in
                    Text("Cell \(index)").padding(.leading, CGFloat(index * 4)).offset(y: CGFloat(index))
                }
            }
            .padding(11)
            ZStack { Color.gray.opacity(0.3); Text("Layer").offset(x: -5) }.frame(width: 90, height: 40)
        }
    }
}

/// A button under a later layer until a tap raises it over the layer:
/// the first `zIndex` of the graph appears only in that update.
private struct Raising: View {
    @State private var raised = false
    var body: some View {
        VStack {
            Button("Raise") { raised = true }
            ZStack {
                if raised {
                    Button("Flag") {}.zIndex(1)
                } else {
                    Button("Flag") {}
                }
                Color.gray.opacity(0.2)
            }
        }
    }
}

@MainActor
struct LookCostTests {
    @Test func framesFromPassedOriginsEqualFramesWalkedFromTheRoot() throws {
        let host = ViewHost(Nested())
        host.graph.layoutIfNeeded()
        let root: Node = host.graph.root
        let walked = ViewHost.hitTested(in: root)
        #expect(walked.count >= 5, "the texts, the button and the layer colour are hit-tested")
        for (node, frame) in walked {
            #expect(LayoutQuery.frame(of: node) == frame, "\(node.typeName)")
        }
        var count = 0
        host.graph.forEachNode(in: root) { node in
            let known = LayoutQuery.origin(of: root)
            let below = LayoutQuery.origin(of: node, below: root, at: known)
            let up = LayoutQuery.origin(of: node)
            #expect(below == up, "\(node.typeName)")
            #expect(LayoutQuery.frame(of: node, at: up) == LayoutQuery.frame(of: node))
            count += 1
        }
        #expect(count > 10)
    }

    /// Apple, zIndex(_:) (iOS 13): "Controls the display order of
    /// overlapping views". A zIndex that first appears in an update is read.
    @Test func aZIndexFirstSetByAnUpdateReordersTheLayers() throws {
        let host = ViewHost(Raising())
        let before = try #require(host.control(.button, labelled: "Flag", operating: false))
        #expect(ViewHost.whyCoveredInFront(before)?.contains("in front of it") == true, "under the later layer")
        #expect(!host.graph.zIndexSeen)
        host.tap("Raise")
        #expect(host.graph.zIndexSeen)
        let after = try #require(host.control(.button, labelled: "Flag", operating: false))
        #expect(ViewHost.whyCoveredInFront(after) == nil, "raised over the layer")
    }
}
