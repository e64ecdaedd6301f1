import Foundation
import Testing
@testable import SwiftUISim

// Whole API families as Apple's SDK declares them (round 5): control styles,
// the `Transition` protocol, shapes, animators, timelines and canvases,
// keyboard input, toolbar and scene modifiers. Each case cites the Apple
// page it follows; what is modelled is checked through ViewHost, what is
// accepted and inert is checked to leave the update model alone.

private struct Preferences: View {
    @State private var launches = false
    @State private var count = 0
    var body: some View {
        Form {
            // https://developer.apple.com/documentation/swiftui/togglestyle/checkbox (macOS 10.15)
            Toggle("Launch at login", isOn: $launches).toggleStyle(.checkbox)
            Text(launches ? "on" : "off")
            // https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glass (iOS 26)
            Button("Add \(count)") { count += 1 }.buttonStyle(.glass)
            Button("Glass") {}.buttonStyle(.glass(.clear)).buttonStyle(.glassProminent).buttonStyle(.accessoryBar)
            Picker("Mode", selection: $count) { Text("A").tag(0) }.pickerStyle(.radioGroup)
            Text("x").textFieldStyle(.squareBorder).datePickerStyle(.field).menuStyle(.borderlessButton)
                .gaugeStyle(.accessoryLinearCapacity).tabViewStyle(.sidebarAdaptable).controlGroupStyle(.compactMenu)
                .disclosureGroupStyle(.automatic).textEditorStyle(.plain).navigationSplitViewStyle(.balanced)
                .presentationSizing(.form).listStyle(.bordered(alternatesRowBackgrounds: true))
        }
    }
}

/// iOS 17: a program's own transition (https://developer.apple.com/documentation/swiftui/transition).
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : 0.5).rotationEffect(.degrees(phase.value * 90))
    }
}

private struct Indicator: View {
    enum Phase: CaseIterable { case small, large }
    @State private var taps = 0
    var body: some View {
        VStack {
            // https://developer.apple.com/documentation/swiftui/phaseanimator
            PhaseAnimator(Phase.allCases) { phase in
                Text(phase == .small ? "small" : "large")
            } animation: { _ in .bouncy }
            // https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
            Text("Trail maps").phaseAnimator([false, true], trigger: taps) { content, lifted in
                content.offset(y: lifted ? -4 : 0)
            }
            // https://developer.apple.com/documentation/swiftui/view/keyframeanimator(initialvalue:trigger:content:keyframes:)
            Text("Bird").keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack(\.self) {
                    SpringKeyframe(1.5, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.3)
                }
            }
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

@MainActor @Suite struct APIFamiliesTests {
    @Test func everyBuiltInStyleCompilesAndLeavesTheControlsWorking() {
        let host = ViewHost(Preferences())
        #expect(host.texts.contains("off"))
        host.toggle("Launch at login")
        #expect(host.texts.contains("on"), "a checkbox toggle toggles: \(host.texts)")
        host.tap("Add 0")
        #expect(host.texts.contains("Add 1"))
        #expect(host.dump().contains("toggleStyle(CheckboxToggleStyle)"))
    }

    @Test func theTransitionProtocolRecordsWhatEachTransitionChanges() throws {
        // https://developer.apple.com/documentation/swiftui/transition/scale(_:anchor:) (iOS 17)
        let cases: [(AnyView, String, Bool)] = [
            (AnyView(Text("x").transition(.scale(0.5))), "scale(0.5)", true),
            (AnyView(Text("x").transition(.scale(1))), "scale(1.0)", false),
            (AnyView(Text("x").transition(.blurReplace)), "blurReplace(downUp)", true),
            (AnyView(Text("x").transition(.blurReplace(.upUp))), "blurReplace(upUp)", true),
            (AnyView(Text("x").transition(Twirl())), "Twirl", true),
            (AnyView(Text("x").transition(IdentityTransition())), "identity", false),
            (AnyView(Text("x").transition(MoveTransition(edge: .top).combined(with: OffsetTransition(.zero)))), "move(top)+offset(0.0, 0.0)", true),
        ]
        for (view, name, changes) in cases {
            let applied = try #require(ViewHost(view).tree.first { $0.transition != nil }?.transition, "\(name)")
            #expect(applied.name == name && applied.changesOnInsertion == changes && applied.changesOnRemoval == changes, "\(applied.name)")
        }
        #expect(AnyTransition(ScaleTransition(0)).name == "scale(0.0)")
    }

    @Test func animatorsRestInTheirFirstPhaseAndAreNamedAsUnmodelled() {
        var reported: [String] = []
        ViewHost.unmodelledHandler = { modifier, text in reported.append("\(modifier) \(text ?? "-")") }
        defer { ViewHost.unmodelledHandler = nil }
        let host = ViewHost(Indicator())
        #expect(host.dump().contains("\"small\"") && !host.dump().contains("\"large\""), "the first phase: \(host.dump())")
        #expect(host.dump().contains("Trail maps") && host.dump().contains("Bird"), "the modified views are shown through the placeholder")
        #expect(!host.texts.contains("small"), "an animated text is not certainly seen: \(host.texts)")
        host.tap("Tap 0")
        #expect(host.texts.contains { $0 == "Tap 1" })
        #expect(!judged(Text("Trail maps").phaseAnimator([0.0, 1.0]) { content, x in content.opacity(1 - x) }).seen)
        #expect(reported.contains { $0.hasPrefix("phaseAnimator") && $0.hasSuffix(" Trail maps") }, "\(reported)")
    }

    @Test func timelinesShowTheirContentAndCanvasesNoText() {
        // https://developer.apple.com/documentation/swiftui/timelineview
        let timeline = ViewHost(TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date > .distantPast ? "ticking" : "never")
        })
        #expect(timeline.dump().contains("ticking"))
        // https://developer.apple.com/documentation/swiftui/canvas
        var drawn = false
        let canvas = ViewHost(VStack {
            Text("above")
            Canvas { context, size in
                drawn = true
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                context.draw(Text("inside"), at: .zero)
            }
        })
        #expect(canvas.texts == ["above"] && !drawn, "the renderer is not run: \(canvas.texts)")
    }

    @Test func scenePaddingIsLaidOutAsPadding() throws {
        // https://developer.apple.com/documentation/swiftui/view/scenepadding(_:)
        let padded = ViewHost(Text("Trail maps").scenePadding())
        let plain = ViewHost(Text("Trail maps").padding())
        #expect(padded.frame(of: "Trail maps") == plain.frame(of: "Trail maps"))
    }

    @Test func gaugesShowTheirLabelsAndGroupBoxesTheirValueLabel() {
        // https://developer.apple.com/documentation/swiftui/gauge/init(value:in:label:currentvaluelabel:)
        let gauge = ViewHost(Gauge(value: 0.5) { Text("Water") } currentValueLabel: { Text("50%") }.tint(Gradient(colors: [.blue, .green])))
        #expect(gauge.texts == ["Water", "50%"])
        // https://developer.apple.com/documentation/swiftui/groupbox/init(label:content:) (macOS 10.15)
        let title: String? = "Battery"
        let box = ViewHost(GroupBox(label: title.map { Text($0) }) { Text("Low") })
        #expect(box.texts == ["Battery", "Low"])
    }

    @Test func newShapesLayOutAsTheirBoxes() throws {
        // https://developer.apple.com/documentation/swiftui/concentricrectangle (iOS 26)
        let concentric = ViewHost(ZStack { ConcentricRectangle(corners: .concentric(minimum: 8), isUniform: true); Text("Trail maps") }.frame(width: 100, height: 40))
        let rectangle = ViewHost(ZStack { Rectangle(); Text("Trail maps") }.frame(width: 100, height: 40))
        #expect(concentric.frame(of: "Trail maps") == rectangle.frame(of: "Trail maps"))
        #expect(judged(Text("Trail maps").padding().background(.separator).clipShape(.rect(corners: .concentric(), isUniform: true))).seen)
        #expect(judged(Text("Trail maps").padding().background(Circle().union(Rectangle()).fill(.yellow))).seen)
        // iOS 26's `Shape.rect(topLeadingCorner:…)` and `rect(uniform…)` take no defaults
        // (Apple's declarations), so `.rect()` is iOS 17's square `UnevenRoundedRectangle` (corpus-r16).
        let square: UnevenRoundedRectangle = .rect()
        #expect(square.cornerRadii == RectangleCornerRadii())
        #expect(judged(Text("Trail maps").padding().contentShape(.rect())).seen)
        let _: ConcentricRectangle = .rect(uniformTopCorners: .fixed(8), uniformBottomCorners: .concentric)
    }

    @Test func aMixedColourIsTheWeightedMeanOfTheTwo() {
        // https://developer.apple.com/documentation/swiftui/color/mix(with:by:in:) (iOS 18)
        let light = EnvironmentValues()
        let grey = Color.black.mix(with: .white, by: 0.25, in: .perceptual).resolve(in: light)
        #expect(abs(grey.red - 0.25) < 0.01 && abs(grey.blue - 0.25) < 0.01 && grey.opacity == 1)
        #expect(Color.red.mix(with: .blue, by: 0).resolve(in: light) == Color.red.resolve(in: light))
        #expect(Color.red.mix(with: .blue, by: 1).resolve(in: light) == Color.blue.resolve(in: light))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.primary.mix(with: .clear, by: 0.5).resolve(in: dark).red > 0.9, "resolved in the scheme it is drawn in")
    }

    @Test func keyboardAndBarModifiersLeaveTheViewAsItIs() {
        // https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:) (iOS 17)
        struct Panel: View {
            @State private var closed = 0
            var body: some View {
                Button("Close \(closed)") { closed += 1 }
                    .onKeyPress(.escape) { closed += 1; return .handled }
                    .onKeyPress(characters: .letters) { press in press.characters.isEmpty ? .ignored : .handled }
                    .focusable(interactions: .activate).focusEffectDisabled()
                    .toolbar { ToolbarSpacer(.fixed, placement: .topBarTrailing); DefaultToolbarItem(kind: .search, placement: .bottomBar) }
                    .labelIconToTitleSpacing(4).flipsForRightToLeftLayoutDirection(true).tabBarMinimizeBehavior(.onScrollDown)
            }
        }
        let host = ViewHost(Panel())
        host.tap("Close 0")
        #expect(host.texts.contains("Close 1"))
        #expect(judged(Text("Trail maps").onKeyPress(.space) { .ignored }.glassEffectTransition(.materialize).sectionIndexLabel("T")).seen)
        #expect(!judged(Text("Trail maps").containerBackground(.green.gradient, for: .tabView)).seen,
                "a container background is not drawn here: not certainly seen")
    }

    @Test func tablesShowTheFirstColumnWhenCompactAndEveryColumnWhenRegular() {
        // https://developer.apple.com/documentation/swiftui/table: "In a compact horizontal size class
        // environment, a table doesn't display column headers and only shows the first column."
        struct Bird: Identifiable { let id: Int; let name: String; let count: Int }
        struct Sightings: View {
            @State private var birds = [Bird(id: 1, name: "Robin", count: 3), Bird(id: 2, name: "Wren", count: 1)]
            @State private var order = [KeyPathComparator(\Bird.count)]
            var body: some View {
                Table(birds, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Seen", value: \.count) { bird in Text("\(bird.count)×") }
                }
                .tableStyle(.inset)
                Button("Add") { birds.append(Bird(id: 3, name: "Jay", count: 7)) }
            }
        }
        // An optional environment value that was never set reads as its key's default
        // (it read nil before round 5): the simulated phone is compact.
        #expect(EnvironmentValues().horizontalSizeClass == .compact && EnvironmentValues().legibilityWeight == .regular)
        let phone = ViewHost(Sightings())
        #expect(phone.texts == ["Robin", "Wren", "Add"], "\(phone.texts)")
        phone.tap("Add")
        #expect(phone.texts == ["Robin", "Wren", "Jay", "Add"])
        let mac = ViewHost(Sightings().environment(\.horizontalSizeClass, .regular))
        #expect(mac.texts == ["Name", "Seen", "Robin", "3×", "Wren", "1×", "Add"], "\(mac.texts)")
    }

    @Test func dialogsPresentingDataShowTheirMessageAndAccessibilityContentIsInert() {
        // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
        struct Endpoints: View {
            @State private var asking = false
            @State private var doomed: String? = nil
            @Namespace private var pair
            var body: some View {
                Button("Remove") { doomed = "home.local"; asking = true }
                    .confirmationDialog("Sure?", isPresented: $asking, titleVisibility: .visible, presenting: doomed) { url in
                        Button("Remove \(url)", role: .destructive) { doomed = nil }
                    } message: { url in
                        Text("It forgets \(url)")
                    }
                    // https://developer.apple.com/documentation/swiftui/view/accessibilitycustomcontent(_:_:importance:)-3s4cs
                    .accessibilityCustomContent(AccessibilityCustomContentKey("Host", id: "host"), Text(doomed ?? "none"))
                    .accessibilityLabeledPair(role: .content, id: "host", in: pair)
                    .menuOrder(.fixed)
                    .presentationContentInteraction(.scrolls)
                Image(systemName: "checkmark").symbolVariant(doomed == nil ? .circle.fill : .circle)
            }
        }
        let host = ViewHost(Endpoints())
        host.tap("Remove")
        #expect(host.texts.contains("It forgets home.local") && host.texts.contains("Remove home.local"), "\(host.texts)")
        host.tap("Remove home.local")
        #expect(!host.texts.contains("It forgets home.local"), "the action closes the dialog: \(host.texts)")
    }

    /// corpus-r7's development half: an optional gesture (`Optional: Gesture`,
    /// iOS 13), an alert action kept in a value (`Alert.Button`'s plain
    /// `(() -> Void)?`, iOS 13), `UITabBar.appearance()` (UIKit's proxy, iOS 5)
    /// and the content types of iOS 15 and 17.
    @Test func optionalGesturesAlertActionsInValuesAndTabBarAppearance() {
        struct Slider: View {
            @State private var moved = 0
            let dragEnabled: Bool
            var body: some View {
                Text("Moved \(moved)")
                    .gesture(dragEnabled ? DragGesture().onChanged { _ in moved += 1 } : nil)
                    .textContentType(.dateTime)
            }
        }
        let enabled = ViewHost(Slider(dragEnabled: true))
        enabled.drag("Moved 0", by: CGSize(width: 40, height: 0))
        #expect(enabled.texts.contains { $0.hasPrefix("Moved ") && $0 != "Moved 0" }, "\(enabled.texts)")
        #expect(ViewHost(Slider(dragEnabled: false)).texts == ["Moved 0"], "nil: no gesture, the same text")

        enum Choice { case remove(action: () -> Void) }
        let choice = Choice.remove { }
        if case .remove(let action) = choice {
            let alert = Alert(title: Text("Sure?"), primaryButton: .cancel(), secondaryButton: .destructive(Text("Remove"), action: action))
            #expect(ViewHost(alert).texts.contains("Remove"))
        }
        UITabBar.appearance().barTintColor = .red
        #expect(UITabBar.appearance().barTintColor == .red, "the proxy keeps its settings")
        #expect(UITextContentType.birthdate.rawValue == "birthdate")
    }
}
