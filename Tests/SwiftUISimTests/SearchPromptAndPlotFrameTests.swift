import ChartsSim
import Foundation
import Testing
@testable import SwiftUISim

// Round 15 (corpus-r14): the `searchable` prompt spellings Apple declares for
// each overload (iOS 15 / iOS 17 `isPresented:`), Charts' `plotFrame`
// (iOS 17) read through `GeometryProxy`'s unlabeled anchor subscript, and
// `ContentUnavailableView.search` / `.search(text:)` (iOS 17).
// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)
// https://developer.apple.com/documentation/charts/chartproxy/plotframe
// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)

private struct PromptSpellings: View {
    @State private var query = ""
    @State private var presented = false
    var body: some View {
        NavigationStack {
            List { Text("results: \(query)") }
                .searchable(text: $query, isPresented: $presented, placement: .automatic, prompt: "Movies, people")
        }
    }
}

private struct OtherPromptSpellings: View {
    @State private var query = ""
    @State private var presented = false
    let title = "Titles"
    var body: some View {
        VStack {
            Text("a").searchable(text: $query, isPresented: $presented, prompt: LocalizedStringKey("Key"))
            Text("b").searchable(text: $query, isPresented: $presented, prompt: title)
            Text("c").searchable(text: $query, isPresented: $presented, prompt: Text("Text"))
            Text("d").searchable(text: $query, prompt: LocalizedStringKey("Plain key"))
            Text("e").searchable(text: $query, prompt: title)
            if query.isEmpty { ContentUnavailableView.search } else { ContentUnavailableView.search(text: query) }
        }
    }
}

private struct Sale: Identifiable { let id: Int; let label: String; let amount: Double }

private struct HoverChart: View {
    let sales = [Sale(id: 1, label: "Mon", amount: 3), Sale(id: 2, label: "Tue", amount: 5)]
    @State private var offset: CGFloat = -1
    var body: some View {
        VStack {
            Chart(sales) { BarMark(x: .value("Day", $0.label), y: .value("Amount", $0.amount)) }
                .chartOverlay { proxy in
                    GeometryReader { geo in
                        Rectangle().fill(.clear)
                            .onAppear { offset = proxy.plotFrame.map { geo[$0].origin.x } ?? -2 }
                    }
                }
            Text("plot at \(Int(offset))")
        }
    }
}

@MainActor @Suite struct SearchPromptAndPlotFrameTests {
    @Test func theIsPresentedOverloadTakesAStringPrompt() {
        let host = ViewHost(PromptSpellings())
        host.type("dune", into: "Movies, people")
        #expect(host.texts.contains("results: dune"), "\(host.texts)")
    }

    @Test func everyPromptSpellingCompiles() {
        let host = ViewHost(OtherPromptSpellings())
        #expect(host.texts.contains("No Results"), "\(host.texts)")
    }

    @Test func thePlotFrameResolvesInTheOverlaysGeometry() {
        let host = ViewHost(HoverChart())
        #expect(host.texts.contains("plot at 0"), "\(host.texts)")
    }
}
