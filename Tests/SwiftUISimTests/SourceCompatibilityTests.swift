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

private struct Todo: Identifiable { let id: Int; var title: String }

private struct TodoList: View {
    @State private var todos = (1...4).map { Todo(id: $0, title: "todo \($0)") }
    @State private var shown = true
    @Environment(\.dismiss) private var dismiss
    @Environment(\.locale) private var locale
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        List {
            Section {
                ForEach(todos) { Text($0.title) }
                    .onDelete { todos.remove(atOffsets: $0) }
                    .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("Todos")
            } footer: {
                Text("\(todos.count) left")
            }
            Button("Done") {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8).delay(0.1)) { shown.toggle() }
                dismiss()
            }
            if shown {
                Text("Shown").transition(.move(edge: .top).combined(with: .opacity))
                    .animation(.easeInOut(duration: 0.2).repeatForever(autoreverses: false), value: shown)
            }
        }
    }
}

@MainActor @Suite struct SourceCompatibilityTests {
    @Test func listEditingHelpersMoveAndRemoveLikeSwiftUIs() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "e"], "SwiftUI's documented onMove semantics")
        letters.remove(atOffsets: [0, 4])
        #expect(letters == ["d", "a", "c"])
    }

    @Test func sectionsEnvironmentAndAnimationsOfEverydayCode() {
        let host = ViewHost(TodoList())
        #expect(host.texts.prefix(6) == ["Todos", "todo 1", "todo 2", "todo 3", "todo 4", "4 left"])
        host.tap("Done")
        #expect(!host.texts.contains("Shown"))
    }

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
