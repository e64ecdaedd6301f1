import Testing
@testable import SwiftUISim

// Red-team round 15: UIKit's semantic colours and the hierarchical styles
// are judged by their values; a `ViewThatFits` alternative it did not choose
// is never seen, whatever its size; a representable's `@State` is installed
// per identity; the simulator's caller-context argument cannot be forged.

private struct Row<Decorated: View>: View {
    let row: Decorated
    var body: some View { VStack { row } }
}

@MainActor private func firstPaint(_ view: some View) throws -> ViewHost.Paint {
    let tree = ViewHost(Row(row: view)).tree(visibleOnly: true)
    let paints = tree.flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
    return try #require(paints.first)
}

@MainActor struct FifteenthReviewSimTests {
    @Test func uiKitSemanticColoursHaveTheirLightAndDarkValues() throws {
        // systemBackground: white in light mode, black in dark (UIKit, "UI element colors").
        let light = try firstPaint(Text("Card").padding(12).background(Color(.systemBackground)))
        #expect(light.looks(like: .white) && !light.standsOut, "\(light)")
        let dark = try firstPaint(Text("Card").padding(12).background(Color(uiColor: .systemBackground)).environment(\.colorScheme, .dark))
        #expect(dark.looks(like: .black) && !dark.standsOut, "\(dark)")
        // separator: #3C3C43 at 29%, a grey line that shows on white.
        let rule = try firstPaint(Text("Card").overlay(Rectangle().stroke(Color(uiColor: .separator), lineWidth: 1)))
        let grey = try #require(rule.colour)
        #expect(rule.standsOut && abs(grey.alpha - 0.29) < 0.01 && grey.saturation < 0.2, "\(rule)")
        // systemGray6 is a light grey fill, systemGray2 a darker one; in dark mode systemGray6 is near black.
        let gray6 = try #require(try firstPaint(Text("Card").background(Color(.systemGray6))).colour)
        let gray2 = try #require(try firstPaint(Text("Card").background(Color(.systemGray2))).colour)
        #expect(gray6.brightness > gray2.brightness && gray6.brightness > 0.9, "\(gray6) \(gray2)")
        let darkGray6 = try #require(try firstPaint(Text("Card").background(Color(.systemGray6)).environment(\.colorScheme, .dark)).colour)
        #expect(darkGray6.brightness < 0.15, "\(darkGray6)")
        // An unknown name stays unknown: an asset-catalogue colour the simulator cannot tell.
        #expect(try firstPaint(Text("Card").background(Color("BrandFill"))).colour == nil)
    }

    @Test func hierarchicalStylesAreTheLabelLevels() throws {
        var alphas: [Double] = []
        for style in [HierarchicalShapeStyle.primary, .secondary, .tertiary, .quaternary] {
            let stroke = try firstPaint(Text("Card").overlay(Rectangle().stroke(style, lineWidth: 1)))
            let colour = try #require(stroke.colour, "\(style) is judged")
            alphas.append(colour.alpha)
        }
        // label, secondaryLabel (60%), tertiaryLabel (30%), quaternaryLabel (18%).
        #expect(zip(alphas, [1, 0.6, 0.3, 0.18]).allSatisfy { abs($0 - $1) < 0.01 }, "\(alphas)")
        // `.stroke(.secondary)` draws as `Color.secondary` does.
        let style = try firstPaint(Text("Card").overlay(Rectangle().stroke(.secondary, lineWidth: 1)))
        let colour = try firstPaint(Text("Card").overlay(Rectangle().stroke(Color.secondary, lineWidth: 1)))
        #expect(style.colour == colour.colour && style.standsOut)
        // Dark mode: secondaryLabel is #EBEBF5 at 60%, light on black.
        let dark = try #require(try firstPaint(Text("Card").overlay(Rectangle().stroke(.secondary, lineWidth: 1)).environment(\.colorScheme, .dark)).colour)
        #expect(dark.brightness > 0.9 && abs(dark.alpha - 0.6) < 0.01, "\(dark)")
    }

    private struct Fits<First: View, Second: View>: View {
        let first: First
        let second: Second
        var body: some View {
            ViewThatFits { first; second }
        }
    }

    @Test func anUnchosenAlternativeIsNeverSeenWhateverItsSize() {
        // SwiftUI shows only the first child that fits (ViewThatFits, iOS 16).
        let host = ViewHost(Fits(first: Text("Shown"), second: Text("Never chosen").fixedSize()), screen: ViewHost.Size(width: 30, height: 10))
        #expect(host.texts == ["Shown"], "\(host.texts)")
        #expect(host.snapshot().contains("Shown") && !host.snapshot().contains("Never chosen"), "\(host.snapshot())")
        // Nor its paint or its controls.
        let painted = ViewHost(Fits(first: Text("Shown"), second: Color.yellow.frame(width: 40, height: 4).fixedSize()), screen: ViewHost.Size(width: 30, height: 10))
        #expect(!painted.tree(visibleOnly: true).contains { $0.paint != nil }, "\(painted.dump())")
        let controls = ViewHost(Fits(first: Text("Shown"), second: Button("Hidden") {}.fixedSize()), screen: ViewHost.Size(width: 30, height: 10))
        #expect(!controls.buttons.contains { $0.label == "Hidden" }, "\(controls.buttons.map(\.label))")
        // When the first does not fit, the second is chosen and shown, the first not.
        let wide = String(repeating: "w", count: 40)
        let second = ViewHost(Fits(first: Text(wide).fixedSize(), second: Text("Short")), screen: ViewHost.Size(width: 30, height: 10))
        #expect(second.texts == ["Short"], "\(second.texts)")
    }

    private final class Made: @unchecked Sendable {
        nonisolated(unsafe) static var count = 0
        init() { Made.count += 1 }
    }

    private struct Counter: UIViewRepresentable {
        let value: Int
        @State private var made = Made()
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) { label.text = "\(value) \(ObjectIdentifier(made).hashValue == 0 ? "" : "ok")" }
    }

    private struct Parent: View {
        @State private var value = 1
        var body: some View {
            VStack {
                Counter(value: value)
                Button("Next") { value += 1 }
            }
        }
    }

    @Test func aRepresentablesStateIsInstalledPerIdentity() {
        Made.count = 0
        let host = ViewHost(Parent())
        host.tap("Next")
        host.tap("Next")
        #expect(host.texts.contains("3 ok"), "\(host.texts)")
        // Xcode 27 (the default): the declaration's value is built once per identity.
        #expect(Made.count == 1, "made \(Made.count) times")
        // The same for every representable: a view controller's, an AppKit view's.
        Made.count = 0
        let controller = ViewHost(ControllerParent())
        controller.tap("Next")
        controller.tap("Next")
        #expect(Made.count == 1, "a view controller representable's state made \(Made.count) times")
    }

    private struct ControllerCounter: UIViewControllerRepresentable {
        let value: Int
        @State private var made = Made()
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) { _ = ObjectIdentifier(made) }
    }

    private struct ControllerParent: View {
        @State private var value = 1
        var body: some View {
            VStack {
                ControllerCounter(value: value)
                Button("Next") { value += 1 }
            }
        }
    }

    @Test func theCallerContextIsAnUnderscoredType() {
        // `@State var x = v` reaches `State.init(wrappedValue:function:)` with the
        // compiler's `#function`; passing one means naming `_CallerFunction`
        // (its literal initializer), which the simulator-internals rule refuses.
        #expect(String(reflecting: _CallerFunction.self).hasPrefix("SwiftUISim._"))
        #expect(StateInitialValue<Int>.isDeclaration("ProfileCard"))
        #expect(!StateInitialValue<Int>.isDeclaration("init(userID:)"))
    }
}
