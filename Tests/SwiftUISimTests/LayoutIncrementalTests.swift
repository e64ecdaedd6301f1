import Testing
@testable import SwiftUISim

// The layout of unchanged subtrees is reused; whatever changes, the result
// must equal a layout from scratch.

@Observable private final class Model {
    var values = [0, 1, 2]
    var wide = false
    var showExtra = false
}

private struct Row: View {
    let model: Model
    let index: Int
    var body: some View {
        Text("value \(model.values[index])").padding(.horizontal, model.wide ? 16 : 8).background(.yellow)
    }
}

private struct Screen: View {
    let model: Model
    @State private var count = 0
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Count \(count)")
                Spacer()
                Button("Add") { count += 1 }
            }
            ForEach(model.values.indices, id: \.self) { Row(model: model, index: $0) }
            if model.showExtra { Text("extra line").frame(maxWidth: .infinity).background(Color.blue) }
            Text("footer").overlay(alignment: .trailing) { Text("!") }
        }
        .padding()
    }
}

@MainActor @Suite struct LayoutIncrementalTests {
    private func expectSameAsFromScratch(_ host: ViewHost, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let incremental = host.dumpLayout()
        let picture = host.snapshot()
        host.graph.layout.relayoutFromScratch(root: host.graph.root)
        #expect(incremental == host.dumpLayout(), "after \(step)", sourceLocation: sourceLocation)
        #expect(picture == host.snapshot(), "after \(step)", sourceLocation: sourceLocation)
    }

    @Test func everyUpdateMatchesALayoutFromScratch() {
        let model = Model()
        let host = ViewHost(Screen(model: model))
        expectSameAsFromScratch(host, "mount")
        host.tap("Add")
        expectSameAsFromScratch(host, "a same-size text change")
        for _ in 0..<9 { host.tap("Add") }
        expectSameAsFromScratch(host, "a wider text")
        model.values[1] = 1_000
        host.update()
        expectSameAsFromScratch(host, "a wider row")
        model.wide = true
        host.update()
        expectSameAsFromScratch(host, "wider padding on every row")
        model.showExtra = true
        host.update()
        expectSameAsFromScratch(host, "an inserted view")
        model.values.append(7)
        host.update()
        expectSameAsFromScratch(host, "an inserted row")
        model.values.removeFirst()
        model.showExtra = false
        host.update()
        expectSameAsFromScratch(host, "removed views")
        host.screen = .init(width: 24, height: 12)
        expectSameAsFromScratch(host, "a smaller screen")
    }
}
