import Testing
@testable import SwiftUISim

// Red-team round 19 (helper fix19a): one touch routed for every host action
// on a control (ViewHost+Touch.swift): hit testing inside and around the
// control (allowsHitTesting, contentShape), gesture precedence on the path
// from the touched spot (gesture, highPriorityGesture, simultaneousGesture,
// GestureMask), what each gesture recognises (DragGesture.minimumDistance,
// LongPressGesture.minimumDuration), a scroll's pan and a ScrollView's axes,
// and swipe actions that are not part of a List row's tap.

private struct Dimmed: ButtonStyle {
    let hitTesting: Bool
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(Color.blue).allowsHitTesting(hitTesting)
    }
}

private struct TappedBody: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(Color.blue).onTapGesture { }
    }
}

private enum Inside { case none, tapOnLabel, tapOnIcon, longPressOnLabel, dragOnLabel, simultaneousTapOnLabel, emptyShape, fullShape, dragPreviewShape }

/// A Button whose label holds what `inside` says.
private struct Labelled: View {
    let inside: Inside
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Log \(log.joined(separator: ","))")
            Button { log.append("flag") } label: { label }
        }
    }
    @ViewBuilder private var label: some View {
        switch inside {
        case .none: Text("Flag")
        case .tapOnLabel: Text("Flag").onTapGesture { log.append("label") }
        case .tapOnIcon: HStack { Image(systemName: "flag").onTapGesture { log.append("icon") }; Text("Flag") }
        case .longPressOnLabel: Text("Flag").onLongPressGesture { log.append("held") }
        case .dragOnLabel: Text("Flag").gesture(DragGesture().onEnded { _ in log.append("dragged") })
        case .simultaneousTapOnLabel: Text("Flag").simultaneousGesture(TapGesture().onEnded { log.append("label") })
        case .emptyShape: Text("Flag").contentShape(Rectangle().size(width: 0, height: 0))
        case .fullShape: Text("Flag").padding(8).contentShape(Rectangle())
        case .dragPreviewShape: Text("Flag").contentShape(.dragPreview, Rectangle().size(width: 0, height: 0))
        }
    }
}

private enum Around { case dragFromTouchDown, dragAfterTenPoints, pressFromTouchDown, pressHeld, simultaneousDragFromTouchDown, tapMaskedToGesture }

/// Every kind of control, under the gesture `around` says on their stack.
private struct Surrounded: View {
    let around: Around
    @State private var on = false
    @State private var text = ""
    @State private var count = 0
    @State private var level = 0.5
    @State private var log: [String] = []
    var body: some View {
        let stack = VStack {
            Text("Log \(log.joined(separator: ","))")
            Button("Flag") { log.append("flag") }
            Toggle("Compact", isOn: $on)
            TextField("Email", text: $text)
            Stepper("Count", value: $count)
            Slider(value: $level) { Text("Level") }
        }
        switch around {
        case .dragFromTouchDown: AnyView(stack.highPriorityGesture(DragGesture(minimumDistance: 0).onEnded { _ in log.append("drag") }))
        case .dragAfterTenPoints: AnyView(stack.highPriorityGesture(DragGesture().onEnded { _ in log.append("drag") }))
        case .pressFromTouchDown: AnyView(stack.highPriorityGesture(LongPressGesture(minimumDuration: 0).onEnded { _ in log.append("press") }))
        case .pressHeld: AnyView(stack.highPriorityGesture(LongPressGesture().onEnded { _ in log.append("press") }))
        case .simultaneousDragFromTouchDown:
            AnyView(stack.simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in log.append("drag") }))
        case .tapMaskedToGesture: AnyView(stack.gesture(TapGesture().onEnded { log.append("stack") }, including: .gesture))
        }
    }
}

private enum Feed { case plain, highPriorityDragOnRows, simultaneousDragOnRows, noAxes, horizontalAroundColumn, horizontalRow, hitTestingOff }

private struct Inbox: View {
    let feed: Feed
    var body: some View {
        switch feed {
        case .plain: ScrollView { rows }
        case .highPriorityDragOnRows: ScrollView { rows.highPriorityGesture(DragGesture().onEnded { _ in }) }
        case .simultaneousDragOnRows: ScrollView { rows.simultaneousGesture(DragGesture().onEnded { _ in }) }
        case .noAxes: ScrollView([]) { rows }
        case .horizontalAroundColumn: ScrollView(.horizontal) { rows }
        case .horizontalRow: ScrollView(.horizontal) { LazyHStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)") } } }
        case .hitTestingOff: ScrollView { rows }.allowsHitTesting(false)
        }
    }
    private var rows: some View { LazyVStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)") } } }
}

private struct MailRows: View {
    let flagInSwipe: Bool
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Log \(log.joined(separator: ","))")
            List {
                if flagInSwipe {
                    Button("Preview") { log.append("preview") }
                        .swipeActions { Button("Flag") { log.append("flag") } }
                } else {
                    HStack {
                        Button("Preview") { log.append("preview") }
                        Button("Flag") { log.append("flag") }
                    }
                }
            }
        }
    }
}

@MainActor
struct NineteenthReviewTouchRoutingTests {
    /// Why no user could operate the control (`refuseInert`'s reason), or nil.
    private func why(_ host: ViewHost, _ kind: ViewHost.ControlKind, _ label: String, _ touch: ViewHost.Touch = .tap) throws -> String? {
        let node = try #require(host.control(kind, labelled: label, operating: false))
        return ViewHost.whyInert(node) ?? ViewHost.touchRoute(node, touch).why
    }

    @Test func aStyleBodyOutOfHitTestingLeavesNothingToTap() throws {
        let excluded = try why(ViewHost(VStack { Button("Pay") {} }.buttonStyle(Dimmed(hitTesting: false))), .button, "Pay")
        #expect(excluded?.contains("allowsHitTesting(false)") == true, "\(excluded ?? "tappable")")
        let host = ViewHost(Labelled(inside: .none).buttonStyle(Dimmed(hitTesting: true)))
        host.tap("Flag")
        #expect(host.texts.contains("Log flag"), "\(host.texts)")
    }

    @Test func aTapGestureInsideTheButtonTakesItsTap() throws {
        for inside in [Inside.tapOnLabel] {
            let taken = try why(ViewHost(Labelled(inside: inside)), .button, "Flag")
            #expect(taken?.contains("onTapGesture") == true && taken?.contains("inside it") == true, "\(inside): \(taken ?? "tappable")")
        }
        let styled = try why(ViewHost(VStack { Button("Pay") {} }.buttonStyle(TappedBody())), .button, "Pay")
        #expect(styled?.contains("onTapGesture") == true, "\(styled ?? "tappable")")
        // The title is still the button's where no inner gesture covers it;
        // a long press or a drag does not succeed on a tap.
        for inside in [Inside.tapOnIcon, .longPressOnLabel, .dragOnLabel] {
            let host = ViewHost(Labelled(inside: inside))
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(inside): \(host.texts)")
        }
        let beside = ViewHost(Labelled(inside: .simultaneousTapOnLabel))
        beside.tap("Flag")
        #expect(beside.texts.contains("Log flag,label"), "\(beside.texts)")
    }

    @Test func aGestureThatSucceedsOnTouchDownAroundTakesEveryControl() throws {
        for around in [Around.dragFromTouchDown, .pressFromTouchDown] {
            let host = ViewHost(Surrounded(around: around))
            for (kind, label) in [(ViewHost.ControlKind.button, "Flag"), (.toggle, "Compact"), (.textField, "Email"), (.stepper, "Count")] {
                let taken = try why(host, kind, label)
                #expect(taken?.contains("highPriorityGesture") == true, "\(around) \(kind) \(label): \(taken ?? "operable")")
            }
        }
        // A drag that needs the finger to move, a long press that needs it
        // held: a tap reaches every control.
        for around in [Around.dragAfterTenPoints, .pressHeld] {
            let host = ViewHost(Surrounded(around: around))
            host.tap("Flag")
            host.toggle("Compact")
            host.type("a@b", into: "Email")
            host.step("Count")
            #expect(host.texts.contains("Log flag"), "\(around): \(host.texts)")
        }
        // A slider is dragged: any high-priority drag around takes that.
        let dragged = try why(ViewHost(Surrounded(around: .dragAfterTenPoints)), .slider, "Level", .drag)
        #expect(dragged?.contains("highPriorityGesture(DragGesture())") == true, "\(dragged ?? "operable")")
        ViewHost(Surrounded(around: .pressHeld)).slide("Level", to: 0.2)
    }

    @Test func aSimultaneousDragRunsBesideATap() {
        let host = ViewHost(Surrounded(around: .simultaneousDragFromTouchDown))
        host.tap("Flag")
        #expect(host.texts.contains("Log flag,drag"), "\(host.texts)")
    }

    @Test func aMaskWithoutSubviewsDisablesTheControlsInside() throws {
        let taken = try why(ViewHost(Surrounded(around: .tapMaskedToGesture)), .button, "Flag")
        #expect(taken?.contains("gesture(TapGesture())") == true, "\(taken ?? "tappable")")
    }

    @Test func aContentShapeWithNoAreaTakesNoTouch() throws {
        let empty = try why(ViewHost(Labelled(inside: .emptyShape)), .button, "Flag")
        #expect(empty?.contains("contentShape") == true, "\(empty ?? "tappable")")
        #expect(ViewHost.hasNoArea(Rectangle().scale(0)) && ViewHost.hasNoArea(Path()) && !ViewHost.hasNoArea(Circle()))
        // A shape with area, or one for a drag preview only, leaves hit testing as it was.
        for inside in [Inside.fullShape, .dragPreviewShape] {
            let host = ViewHost(Labelled(inside: inside))
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(inside): \(host.texts)")
        }
    }

    @Test func aScrollIsAPanOnTheContent() async {
        for feed in [Feed.plain, .simultaneousDragOnRows, .horizontalRow] {
            let host = ViewHost(Inbox(feed: feed))
            host.scroll(to: 500)
            #expect(host.texts.contains("Row 500"), "\(feed): \(host.texts.prefix(4))")
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(feed: .highPriorityDragOnRows)).scroll(to: 500) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(feed: .hitTestingOff)).scroll(to: 500) }
        }
    }

    @Test func aScrollViewScrollsOnlyAlongItsAxes() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(feed: .noAxes)).scroll(to: 500) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(feed: .horizontalAroundColumn)).scroll(to: 500) }
        }
        #expect(ViewHost(Inbox(feed: .noAxes)).tree.contains { $0.type == "ScrollView" && $0.scrollAxes == [] })
    }

    @Test func aSwipeActionIsNotPartOfTheRowsTap() {
        let swiped = ViewHost(MailRows(flagInSwipe: true))
        swiped.tap("Preview")
        #expect(swiped.texts.contains("Log preview"), "\(swiped.texts)")
        swiped.tap("Flag")
        #expect(swiped.texts.contains("Log preview,flag"), "\(swiped.texts)")
        // Both in the row with the automatic style: one tap runs both.
        let shared = ViewHost(MailRows(flagInSwipe: false))
        shared.tap("Preview")
        #expect(shared.texts.contains("Log preview,flag"), "\(shared.texts)")
    }
}
