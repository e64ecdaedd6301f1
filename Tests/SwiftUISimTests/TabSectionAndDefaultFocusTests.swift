import Foundation
import Testing
@testable import SwiftUISim

// Round 15 (corpus-r14): `customizationID(_:)` on a `TabSection` (iOS 18:
// Apple's section is `TabContent`) and `defaultFocus(_:_:priority:)`
// (iOS 17 / macOS 13), both recorded.
// https://developer.apple.com/documentation/swiftui/tabcontent/customizationid(_:)
// https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:)

private struct CustomisableTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("home page") }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note") { Text("songs page") }
                Tab("Albums", systemImage: "square.stack") { Text("albums page") }
            }
            .customizationID("library")
        }
    }
}

private struct FocusFirst: View {
    enum Field: Hashable { case name, email }
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            TextField("Name", text: .constant("")).focused($field, equals: .name)
            TextField("Email", text: .constant("")).focused($field, equals: .email)
        }
        .defaultFocus($field, .email, priority: .userInitiated)
        .defaultFocus($field, .name)
    }
}

@MainActor @Suite struct TabSectionAndDefaultFocusTests {
    @Test func aTabSectionTakesACustomizationID() {
        let host = ViewHost(CustomisableTabs())
        // The section's tabs are not the selected one: what shows is the first tab.
        #expect(host.texts == ["home page"], "\(host.texts)")
    }

    @Test func defaultFocusTakesAPriority() {
        let host = ViewHost(FocusFirst())
        #expect(host.dump().contains("defaultFocus"), "\(host.dump())")
        _ = [DefaultFocusEvaluationPriority.automatic, .userInitiated]
    }
}
