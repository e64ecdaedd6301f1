import Testing
@testable import SwiftUISim

// Red-team round 17 (helper fix17b): a control no user can operate is
// refused to checks (disabled by any ancestor, or under
// `.allowsHitTesting(false)`); `.safeAreaPadding` insets are no inset for
// content that ignores the safe area; `.separator` is the system separator grey.

private struct Controls: View {
    let disabled: Bool
    let hitTesting: Bool
    @State private var on = false
    @State private var count = 0
    @State private var level = 0.5
    @State private var size = "S"
    var body: some View {
        VStack {
            Toggle("Compact", isOn: $on)
            Stepper("Count", value: $count)
            Slider(value: $level) { Text("Level") }
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("L").tag("L")
            }
            Wrapper { Button("Flag") { count += 1 } }
        }
        .disabled(disabled)
        .allowsHitTesting(hitTesting)
    }
}

private struct Wrapper<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content }
}

private struct LockedToggle: View {
    @State private var on = false
    var body: some View { Group { Toggle("Compact", isOn: $on) }.disabled(true) }
}

/// The insets a user sees between "Hi" and the white fill, as `padding(around:)`.
private struct Padded<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content.background(Color.white) }
}

private struct IgnoringCard: View {
    var body: some View { Text("Hi").ignoresSafeArea() }
}

@MainActor struct SeventeenthReviewInputAndInsetTests {
    private func whyInert(_ host: ViewHost, _ kind: ViewHost.ControlKind, _ label: String) throws -> String? {
        let node = try #require(host.control(kind, labelled: label, operating: false))
        return ViewHost.whyInert(node)
    }

    @Test func aDisabledAncestorDisablesEveryKindOfControl() throws {
        let host = ViewHost(Controls(disabled: true, hitTesting: true))
        for (kind, label) in [(ViewHost.ControlKind.toggle, "Compact"), (.stepper, "Count"), (.slider, "Level"), (.picker, "Size"), (.button, "Flag")] {
            let why = try whyInert(host, kind, label)
            #expect(why?.contains("disabled") == true, "\(kind) \(label): \(why ?? "operable")")
        }
        let open = ViewHost(Controls(disabled: false, hitTesting: true))
        for (kind, label) in [(ViewHost.ControlKind.toggle, "Compact"), (.stepper, "Count"), (.slider, "Level"), (.picker, "Size"), (.button, "Flag")] {
            #expect(try whyInert(open, kind, label) == nil, "\(kind) \(label)")
        }
        open.toggle("Compact")
        open.step("Count")
        open.select("L", in: "Size")
        open.tap("Flag")
    }

    @Test func allowsHitTestingFalseAroundAControlTakesItsTouches() throws {
        let host = ViewHost(Controls(disabled: false, hitTesting: false))
        for (kind, label) in [(ViewHost.ControlKind.toggle, "Compact"), (.stepper, "Count"), (.slider, "Level"), (.picker, "Size"), (.button, "Flag")] {
            let why = try whyInert(host, kind, label)
            #expect(why?.contains("allowsHitTesting(false)") == true, "\(kind) \(label): \(why ?? "operable")")
        }
        // Reading a value is not operating the control.
        #expect(host.sliderValue("Level") == 0.5)
    }

    @Test func flippingAToggleInADisabledGroupStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(LockedToggle()).toggle("Compact") }
        }
    }

    @Test func contentIgnoringTheSafeAreaReachesTheEdgeOfASafeAreaPadding() throws {
        // The padding outside, the ignoring inside: no inset (Apple,
        // safeAreaPadding, iOS 17; ignoresSafeArea, iOS 14).
        let inside = ViewHost(Padded { Text("Hi").ignoresSafeArea().safeAreaPadding(12) })
        #expect(inside.padding(around: "Hi") == .zero, "\(inside.dump())")
        // Through a custom view whose body ignores it, and the old spelling.
        let custom = ViewHost(Padded { IgnoringCard().safeAreaPadding(12) })
        #expect(custom.padding(around: "Hi") == .zero, "\(custom.dump())")
        let old = ViewHost(Padded { Text("Hi").edgesIgnoringSafeArea(.all).safeAreaPadding(.all, 12) })
        #expect(old.padding(around: "Hi") == .zero)
        // Only the edges ignored.
        let horizontal = ViewHost(Padded { Text("Hi").ignoresSafeArea(edges: .horizontal).safeAreaPadding(12) })
        #expect(horizontal.padding(around: "Hi") == ViewHost.Insets(top: 12, leading: 0, bottom: 12, trailing: 0))
        // Laid out so: the fill hugs the text across, not down.
        let text = try #require(horizontal.frame(of: "Hi"))
        let paddingFrame = try #require(horizontal.visibleTree.flatMap(\.modifiers).first { $0.name == "safeAreaPadding" }?.frame)
        #expect(paddingFrame.width == text.width && paddingFrame.height == text.height + 2, "\(horizontal.dumpLayout())")
    }

    @Test func aSafeAreaPaddingKeepsItsInsetOtherwise() {
        let twelve = ViewHost.Insets(top: 12, leading: 12, bottom: 12, trailing: 12)
        // The ignoring outside: it expands into the safe area around, not
        // into the insets added inside.
        let outside = ViewHost(Padded { Text("Hi").safeAreaPadding(12).ignoresSafeArea() })
        #expect(outside.padding(around: "Hi") == twelve, "\(outside.dump())")
        // The keyboard's region only: not the container insets safeAreaPadding adds.
        let keyboard = ViewHost(Padded { Text("Hi").ignoresSafeArea(.keyboard).safeAreaPadding(12) })
        #expect(keyboard.padding(around: "Hi") == twelve)
        // A plain padding is padding, whatever is inside.
        let plain = ViewHost(Padded { Text("Hi").ignoresSafeArea().padding(12) })
        #expect(plain.padding(around: "Hi") == twelve)
    }

    @Test func theSeparatorStyleIsTheSystemSeparatorGrey() throws {
        let colour = try #require(Color.seen(SeparatorShapeStyle()))
        let light = try #require(colour.rgba(dark: false))
        #expect(abs(light.alpha - 0.29) < 0.01 && abs(light.red - 60.0 / 255) < 0.01 && abs(light.blue - 67.0 / 255) < 0.01)
        #expect(Color.seen(SeparatorShapeStyle.separator) == colour)
    }
}
