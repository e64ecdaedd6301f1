import Foundation
import Testing
@testable import SwiftUISim

// Scenes and commands (https://developer.apple.com/documentation/swiftui/window,
// …/menubarextra macOS 13; …/commandmenu, …/commandgroup macOS 11), scroll and
// geometry observers (…/view/scrolltransition(_:axis:transition:) iOS 17;
// …/view/ongeometrychange(for:of:action:) iOS 16; …/scrollposition iOS 18),
// drop targets (…/dropdelegate) and `transformEnvironment` (iOS 13).

private struct NotesApp: App {
    var body: some Scene {
        Window("Notes", id: "notes") { Text("All notes") }
            .windowResizability(.contentSize)
            .defaultSize(width: 600, height: 400)
            .commands {
                CommandMenu("Note") { Button("New Note") {} }
                CommandGroup(replacing: .newItem) {}
                SidebarCommands()
            }
        MenuBarExtra("Notes", systemImage: "note") { Text("Menu") }.menuBarExtraStyle(.window)
    }
}

private struct Dropper: DropDelegate {
    func performDrop(info: DropInfo) -> Bool { true }
}

private struct Feed: View {
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var height: CGFloat = 0
    var body: some View {
        ScrollView {
            ForEach(0..<3, id: \.self) { row in
                Text("Row \(row)").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
        }
        .scrollPosition($position)
        .onScrollPhaseChange { _, phase in _ = phase.isScrolling }
        .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }
        .onDrop(of: [.plainText], delegate: Dropper())
        .deleteDisabled(true)
        .dialogSeverity(.critical)
    }
}

private struct FontName: View {
    @Environment(\.font) private var font
    var body: some View { Text(font == .largeTitle ? "large" : "other") }
}

@MainActor @Suite struct SceneAndObserverFamiliesTests {
    @Test func scenesWithCommandsShowTheFirstWindow() throws {
        let content = try #require(NotesApp().body._rootContent)
        #expect(ViewHost(AnyView(content)).texts == ["All notes"])
    }

    @Test func aScrollTransitionDrawsTheViewAtRest() {
        let host = ViewHost(Feed())
        #expect(host.texts == ["Row 0", "Row 1", "Row 2"], "the identity phase: fully opaque, so seen: \(host.texts)")
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 2)
        #expect(position.viewID(type: Int.self) == 2 && !position.isPositionedByUser)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
    }

    @Test func transformEnvironmentRewritesTheValueBelowIt() {
        #expect(ViewHost(FontName().transformEnvironment(\.font) { $0 = .largeTitle }).texts == ["large"])
    }
}
