import Testing
@testable import SwiftUISim

// Red-team round 18 (helper fix18a): what a user's touch reaches. A custom
// PrimitiveButtonStyle or ToggleStyle owns its control's interaction; a tap
// is routed between gestures by precedence (highPriorityGesture,
// simultaneousGesture, gesture); default-style buttons in a List row share
// one tap target; `.scrollDisabled(true)` stops scrolling.

private struct Styled<S: PrimitiveButtonStyle>: View {
    let style: S
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Flag") { taps += 1 }.buttonStyle(style)
        }
    }
}

private struct TapsOnLabel: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

private struct WrapsButton: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

private struct NeverTriggers: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.foregroundStyle(.blue) }
}

private struct Switch<S: ToggleStyle>: View {
    let style: S
    @State private var on = false
    var body: some View {
        VStack {
            Text(on ? "On" : "Off")
            Toggle("Compact", isOn: $on).toggleStyle(style)
        }
    }
}

private struct TapToFlip: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Image(systemName: "square") }
            .onTapGesture { configuration.isOn.toggle() }
    }
}

private struct ButtonFlips: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
    }
}

private struct NeverFlips: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
    }
}

private enum Around { case highPriority, simultaneous, plain }

private struct Gestured: View {
    let around: Around
    @State private var log: [String] = []
    var body: some View {
        let stack = VStack {
            Text("Log \(log.joined(separator: ","))")
            Button("Flag") { log.append("flag") }
        }
        let tap = TapGesture().onEnded { log.append("row") }
        switch around {
        case .highPriority: AnyView(stack.highPriorityGesture(tap))
        case .simultaneous: AnyView(stack.simultaneousGesture(tap))
        case .plain: AnyView(stack.gesture(tap))
        }
    }
}

private struct Row: View {
    let borderless: Bool
    let inList: Bool
    @State private var log: [String] = []
    var body: some View {
        let row = HStack {
            Button("Preview") { log.append("preview") }
            Button("Flag") { log.append("flag") }
        }
        VStack {
            Text("Log \(log.joined(separator: ","))")
            if inList {
                List {
                    if borderless { row.buttonStyle(.borderless) } else { row }
                }
            } else {
                row
            }
        }
    }
}

private struct Feed: View {
    let disabled: Bool
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)") } }
        }
        .scrollDisabled(disabled)
    }
}

@MainActor
struct EighteenthReviewTapRoutingTests {
    @Test func aPrimitiveStyleRunsTheActionOnlyThroughTrigger() {
        for host in [ViewHost(Styled(style: TapsOnLabel())), ViewHost(Styled(style: WrapsButton()))] {
            host.tap("Flag")
            #expect(host.texts.contains("Taps 1"), "\(host.texts)")
        }
        // The simulator's own primitive styles draw the label; the button taps.
        let borderless = ViewHost(Styled(style: .borderless))
        borderless.tap("Flag")
        #expect(borderless.texts.contains("Taps 1"))
    }

    @Test func aPrimitiveStyleThatNeverTriggersLeavesNothingToTap() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Styled(style: NeverTriggers())).tap("Flag") }
        }
    }

    @Test func aToggleStyleFlipsOnlyAsItsBodyDoes() {
        for host in [ViewHost(Switch(style: TapToFlip())), ViewHost(Switch(style: ButtonFlips())), ViewHost(Switch(style: .switch))] {
            host.toggle("Compact")
            #expect(host.texts.contains("On"), "\(host.texts)")
        }
    }

    @Test func aToggleStyleThatNeverFlipsCannotBeToggled() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Switch(style: NeverFlips())).toggle("Compact") }
        }
    }

    /// Nineteenth review: the high-priority tap takes the touch, so the
    /// check's tap on the button is refused (it ran the row's gesture before).
    @Test func aHighPriorityTapAroundTakesTheButtonsTap() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Gestured(around: .highPriority)).tap("Flag") }
        }
    }

    @Test func aTapIsRoutedByGesturePrecedence() {
        let simultaneous = ViewHost(Gestured(around: .simultaneous))
        simultaneous.tap("Flag")
        #expect(simultaneous.texts.contains("Log flag,row"), "\(simultaneous.texts)")
        let plain = ViewHost(Gestured(around: .plain))
        plain.tap("Flag")
        #expect(plain.texts.contains("Log flag"), "\(plain.texts)")
    }

    @Test func defaultStyleButtonsInAListRowShareOneTapTarget() {
        let shared = ViewHost(Row(borderless: false, inList: true))
        shared.tap("Flag")
        #expect(shared.texts.contains("Log preview,flag"), "\(shared.texts)")
        let own = ViewHost(Row(borderless: true, inList: true))
        own.tap("Flag")
        #expect(own.texts.contains("Log flag"), "\(own.texts)")
        let outside = ViewHost(Row(borderless: false, inList: false))
        outside.tap("Flag")
        #expect(outside.texts.contains("Log flag"), "\(outside.texts)")
    }

    @Test func scrollDisabledStopsScrolling() async {
        let free = ViewHost(Feed(disabled: false))
        free.scroll(to: 500)
        #expect(free.texts.contains("Row 500"))
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Feed(disabled: true)).scroll(to: 500) }
        }
    }
}
