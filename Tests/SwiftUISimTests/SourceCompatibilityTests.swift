import Testing
@testable import SwiftUISim

// Everyday SwiftUI, written as in Xcode: this file compiling (in Swift 6
// mode, as labs do) is most of the test.

/// The classic custom environment key: `Color`, `Text` and `Image` are plain
/// values, usable outside the main actor, as in SwiftUI.
private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

private struct Theme {
    var main: Color = .purple
    var icon = Image(systemName: "star")
    var title = Text("Theme")
}

private struct EverydayScreen: View {
    @State private var likes = 0
    let price = 3.5
    let theme = Theme()

    var body: some View {
        Form {
            Section("EverydayScreen") {
                Text("Likes: \(likes)")
                    .foregroundStyle(.secondary)
                    .onTapGesture { likes += 1 }
                Text("Price \(price, specifier: "%.2f")")
                Image(systemName: "person").resizable().scaledToFit().imageScale(.large)
                Button(role: .destructive) { likes = 0 } label: { Text("Reset") }
                Button("Share", systemImage: "square.and.arrow.up") {}
                Text("Heading").font(.system(size: 20, weight: .black, design: .rounded))
                Color.teal.aspectRatio(contentMode: .fit)
            }
        }
    }
}

@MainActor @Suite struct SourceCompatibilityTests {
    @Test func everydaySwiftUICompilesAndBehaves() {
        let host = ViewHost(EverydayScreen())
        #expect(host.texts.contains("Price 3.50"))
        host.tap("Likes: 0")
        #expect(host.texts.contains("Likes: 1"), "onTapGesture makes the text tappable: \(host.texts)")
        host.tap("Reset")
        #expect(host.texts.contains("Likes: 0"))
        #expect(AccentKey.defaultValue == .blue)
        #expect(Theme().title == Text("Theme"))
    }
}
