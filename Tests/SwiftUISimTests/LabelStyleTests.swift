import Testing
@testable import SwiftUISim

// A label style draws the labels below it (Views/LabelStyleInEffect.swift):
// `.iconOnly` keeps the title off screen but as the label's name, `.titleOnly`
// draws only the title, a custom style's makeBody draws the label.

private struct Toolbarish: View {
    let style: Int
    @State private var count = 0
    var body: some View {
        let button = Button { count += 1 } label: { Label("Add", systemImage: "plus") }
        VStack {
            switch style {
            case 1: button.labelStyle(.iconOnly)
            case 2: button.labelStyle(.titleOnly)
            case 3: button.labelStyle(Stacked())
            case 4: button.labelStyle(Dropped())
            default: button
            }
            Text("Count \(count)")
        }
    }
}

/// A custom style: the title over the icon, the title in capitals.
private struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title.font(.caption)
            Text("more")
        }
    }
}

/// A custom style that draws the icon only and keeps no name.
private struct Dropped: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Inside a custom style, `Label(configuration)` draws the label plainly.
private struct Wrapping: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4)
    }
}

@MainActor
struct LabelStyleTests {
    @Test func aPlainLabelDrawsItsTitle() {
        let host = ViewHost(Toolbarish(style: 0))
        #expect(host.texts.contains("Add"))
        host.tap("Add")
        #expect(host.texts.contains("Count 1"))
    }

    @Test func iconOnlyKeepsTheTitleOffScreenButAsTheButtonsName() {
        let host = ViewHost(Toolbarish(style: 1))
        #expect(!host.texts.contains("Add"), "\(host.texts)")
        host.tap("Add")
        #expect(host.texts.contains("Count 1"), "VoiceOver (and a check) still reach the button by its title")
    }

    @Test func titleOnlyDrawsTheTitle() {
        let host = ViewHost(Toolbarish(style: 2))
        #expect(host.texts.contains("Add"))
        host.tap("Add")
        #expect(host.texts.contains("Count 1"))
    }

    @Test func aCustomStylesBodyIsWhatTheLabelDraws() {
        let host = ViewHost(Toolbarish(style: 3))
        #expect(host.texts.contains("Add") && host.texts.contains("more"), "\(host.texts)")
        let dropped = ViewHost(Toolbarish(style: 4))
        #expect(!dropped.texts.contains("Add"), "a custom style that leaves the title out draws no title")
    }

    @Test func labelOfAConfigurationDrawsPlainlyInsideItsStyle() {
        let host = ViewHost(Label("Trail", systemImage: "map").labelStyle(Wrapping()))
        #expect(host.texts == ["Trail"], "\(host.texts)")
    }
}
