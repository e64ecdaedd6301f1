import Foundation
import Testing
@testable import SwiftUISim

private struct Sidebar: View {
    @State private var showsRecent = true
    @Namespace private var zoom
    var body: some View {
        List {
            // https://developer.apple.com/documentation/swiftui/section/init(isexpanded:content:header:)
            Section("Recent", isExpanded: $showsRecent) {
                Text("Milk")
                    // https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
                    .matchedTransitionSource(id: "milk", in: zoom)
            }
            Section(isExpanded: .constant(false)) { Text("Hidden") } header: { Text("Archive") }
            Button("Toggle") { showsRecent.toggle() }
                // https://developer.apple.com/documentation/swiftui/view/ondeletecommand(perform:)
                .onDeleteCommand { showsRecent = false }
                // https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
                .navigationTransition(.zoom(sourceID: "milk", in: zoom))
        }
    }
}

@MainActor @Suite struct ExpandableSectionTests {
    @Test func collapsedSectionsShowTheirHeaderOnly() {
        let host = ViewHost(Sidebar())
        #expect(host.texts.contains("Recent") && host.texts.contains("Milk"))
        #expect(host.texts.contains("Archive") && !host.texts.contains("Hidden"), "\(host.texts)")
        host.tap("Toggle")
        #expect(host.texts.contains("Recent") && !host.texts.contains("Milk"), "collapsed by its binding: \(host.texts)")
        host.tap("Toggle")
        #expect(host.texts.contains("Milk"))
    }
}
