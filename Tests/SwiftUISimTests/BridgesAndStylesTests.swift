import Testing
@testable import SwiftUISim

// UIViewRepresentable's lifecycle, custom button styles, redaction, and a
// stored AnyView: what the graph does with each.

private struct CountLabel: UIViewRepresentable {
    let count: Int
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "Count: \(count)" }
}

@MainActor private final class Dismantled { static var count = 0 }

private final class Delegate {}

private struct DelegatingLabel: UIViewRepresentable {
    @Binding var text: String
    func makeCoordinator() -> Delegate { Delegate() }
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
    static func dismantleUIView(_ label: UILabel, coordinator: Delegate) { Dismantled.count += 1 }
}

private struct LabelScreen: View {
    @State private var count = 0
    @State private var unrelated = 0
    @State private var text = "a"
    @State private var shows = true
    var body: some View {
        VStack {
            CountLabel(count: count)
            if shows { DelegatingLabel(text: $text) }
            Button("Add") { count += 1 }
            Button("Unrelated") { unrelated += 1 }
            Button("Edit") { text += "b" }
            Button("Hide") { shows = false }
            Text("Unrelated: \(unrelated)")
        }
    }
}

private struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(Color.yellow)
    }
}

private struct Styled: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Taps: \(taps)") { taps += 1 }
            Text("Skeleton").redacted(reason: .placeholder)
        }
        .buttonStyle(Pill())
    }
}

private struct ErasedHolder: View {
    let content: AnyView
    var body: some View { content }
}

private struct ErasingParent: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap: \(taps)") { taps += 1 }
            ErasedHolder(content: AnyView(Text("fixed")))
        }
    }
}

@MainActor @Suite struct BridgesAndStylesTests {
    @Test func aRepresentableMakesItsViewOnceAndUpdatesItWhenItsValueChanges() {
        let host = ViewHost(LabelScreen())
        #expect(host.texts.contains("Count: 0"))
        #expect(host.representableCalls(CountLabel.self) == calls(coordinators: 1, makes: 1, updates: 1))
        host.tap("Add")
        host.tap("Add")
        #expect(host.texts.contains("Count: 2"))
        #expect(host.representableCalls(CountLabel.self) == calls(coordinators: 1, makes: 1, updates: 3))
        // The parent re-runs, the struct is rebuilt, but its value is equal: no update.
        host.tap("Unrelated")
        #expect(host.representableCalls(CountLabel.self).updateUIView == 3)
        #expect(host.bodyCount(CountLabel.self) == 0, "a representable has no body")
    }

    @Test func aBindingItReadsUpdatesItAndItsIdentityEndsWithADismantle() {
        Dismantled.count = 0
        let host = ViewHost(LabelScreen())
        host.resetCounts()
        host.tap("Edit")
        #expect(host.texts.contains("ab"))
        #expect(host.representableCalls(DelegatingLabel.self) == calls(coordinators: 0, makes: 0, updates: 1))
        host.tap("Hide")
        #expect(host.representableCalls(DelegatingLabel.self).dismantleUIView == 1)
        #expect(Dismantled.count == 1)
    }

    @Test func aNewIdentityMakesANewPlatformView() {
        struct Resetting: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    CountLabel(count: count).id(count)
                    Button("Add") { count += 1 }
                }
            }
        }
        let host = ViewHost(Resetting())
        host.tap("Add")
        host.tap("Add")
        #expect(host.representableCalls(CountLabel.self) == calls(coordinators: 3, makes: 3, updates: 3, dismantles: 2))
    }

    @Test func aCustomButtonStyleDrawsEveryButtonBelowIt() {
        let host = ViewHost(Styled())
        host.tap("Taps: 0")
        #expect(host.texts.contains("Taps: 1"))
        let dump = host.dump()
        #expect(dump.contains("Button .buttonStyle(Pill)") == false, "the style is set above the button:\n\(dump)")
        #expect(dump.contains(".padding(8) .background(yellow)"), "\(dump)")
        let fill = host.frame(ofBackground: .yellow)
        let text = host.frame(of: "Taps: 1")
        #expect(fill != nil && text != nil && fill!.width == text!.width + 2, "fill \(String(describing: fill)), text \(String(describing: text))")
        #expect(dump.contains("Text \"Skeleton\" .redacted(placeholder)") || dump.contains(".redacted(placeholder)"), "\(dump)")
    }

    private struct HiddenLabel: UIViewRepresentable {
        let count: Int
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.isHidden = true
            return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
    }

    private struct TwoLabels: View {
        @State private var count = 0
        var body: some View {
            VStack {
                CountLabel(count: count)
                HiddenLabel(count: count)
                Text("Count: \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test func platformViewsAreTheLiveViewsAsTheirUpdateLeftThem() {
        let host = ViewHost(TwoLabels())
        host.tap("Add")
        let counted = host.platformViews(CountLabel.self)
        #expect(counted.count == 1 && counted.first?.text == "Count: 1" && counted.first?.isHidden == false)
        let hidden = host.platformViews(HiddenLabel.self)
        #expect(hidden.count == 1 && hidden.first?.text == nil && hidden.first?.isHidden == true, "its text shows nowhere; a Text beside it does")
        #expect(host.texts.filter { $0 == "Count: 1" }.count == 2)
        #expect(host.platformViews(DelegatingLabel.self).isEmpty)
    }

    private struct HandStyled: View {
        var body: some View {
            VStack {
                Button("Styled") {}.buttonStyle(Pill())
                Button("By hand") {}.padding(8).background(Color.yellow)
                Button("Plain") {}.buttonStyle(.plain)
            }
        }
    }

    @Test func buttonsSayWhichStyleDrewThemWhereItWasSetAndWhatItsMakeBodyAdded() {
        let host = ViewHost(Styled())
        let styled = host.buttons
        #expect(styled.map(\.label) == ["Taps: 0"])
        #expect(styled.first?.style == Pill.self)
        #expect(styled.first?.styleSetBy != nil)
        #expect(styled.first?.styleModifiers == ["padding(8)", "background(yellow)"], "\(styled.first?.styleModifiers ?? [])")

        let mixed = ViewHost(HandStyled()).buttons
        #expect(mixed.map(\.label) == ["Styled", "By hand", "Plain"])
        #expect(mixed.map { $0.style == nil } == [false, true, true], "modifiers on a button and the simulator's .plain draw nothing")
        #expect(mixed[1].styleModifiers.isEmpty && mixed[2].styleSetBy == nil)
    }

    private struct TwoSetters: View {
        var body: some View {
            VStack {
                VStack {
                    Button("A") {}
                    Button("B") {}
                }
                .buttonStyle(Pill())
                Button("C") {}.buttonStyle(Pill())
            }
        }
    }

    @Test func buttonsUnderOneButtonStyleShareItsSetter() {
        let buttons = ViewHost(TwoSetters()).buttons
        #expect(buttons.count == 3)
        #expect(buttons[0].styleSetBy == buttons[1].styleSetBy)
        #expect(buttons[0].styleSetBy != buttons[2].styleSetBy)
    }

    @Test func aStoredAnyViewNeverComparesEqual() {
        let host = ViewHost(ErasingParent())
        host.tap("Tap: 0")
        host.tap("Tap: 1")
        #expect(host.bodyCount(ErasedHolder.self) == 3, "a new AnyView box is a new value, as in SwiftUI")
    }

    private func calls(coordinators: Int, makes: Int, updates: Int, dismantles: Int = 0) -> RepresentableCalls {
        var calls = RepresentableCalls()
        calls.makeCoordinator = coordinators
        calls.makeUIView = makes
        calls.updateUIView = updates
        calls.dismantleUIView = dismantles
        // These representables' makeUIView each make one UILabel.
        calls.viewsMadeInMakeUIView = makes
        return calls
    }
}
