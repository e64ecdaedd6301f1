import Foundation
import Testing
@testable import SwiftUISim

// What a user can see (`Legibility`, docs/simulator.md "What a user can
// see"): one case per kind of effect that hides a text, and one per partial
// effect that must not. Each case is judged alike by `texts`,
// `dump(visibleOnly:)`, `snapshot()` and `frame(of:)`.

/// A screen with an anchor text and the post under test.
private struct Probe<Post: View>: View {
    let post: Post
    var body: some View {
        VStack {
            Text("anchor")
            post
        }
    }
}

@MainActor func judged(_ post: some View) -> (seen: Bool, why: String?) {
    let host = ViewHost(Probe(post: post))
    let seen = host.texts.contains("Trail maps")
    let dumped = host.dump(visibleOnly: true).contains("\"Trail maps\"")
    let drawn = host.snapshot().contains("Trail")
    let framed = host.frame(of: "Trail maps") != nil
    #expect(host.texts.contains("anchor"), "the anchor stays on screen")
    #expect(host.dump().contains("Trail maps"), "the post is in the tree either way")
    #expect(dumped == seen && drawn == seen && framed == seen,
            "texts \(seen), dump(visibleOnly:) \(dumped), snapshot \(drawn), frame(of:) \(framed) must agree:\n\(host.snapshot())")
    return (seen, host.whyHidden("Trail maps"))
}

@MainActor @Suite struct WhatUsersSeeTests {
    // MARK: Hidden

    @Test func anOpaqueOverlayHides() {
        // `overlay(_:)` layers the style in front of the view (Apple, overlay(_:ignoresSafeAreaEdges:)).
        #expect(!judged(Text("Trail maps").overlay(Color.black)).seen)
        #expect(!judged(Text("Trail maps").overlay { Color.black }).seen)
        #expect(!judged(Text("Trail maps").overlay { Rectangle() }).seen, "an unstyled shape is filled with the foreground")
        #expect(judged(Text("Trail maps").overlay(Color.black)).why?.contains("covered") == true)
    }

    @Test func aSafeAreaInsetBarSitsBesideTheContentNotOverIt() {
        // "The content view is anchored to the specified vertical edge in the
        // parent view, aligning its horizontal axis to the specified alignment
        // guide. The modified view is inset by the height of content"
        // (Apple, safeAreaInset(edge:alignment:spacing:content:), iOS 15).
        #expect(judged(Text("Trail maps").safeAreaInset(edge: .bottom) { Text("Like").frame(maxWidth: .infinity).background(Color.white) }).seen)
        #expect(judged(Text("Trail maps").safeAreaInset(edge: .top) { Color.white.frame(height: 40) }).seen)
        let host = ViewHost(Probe(post: Text("Trail maps").safeAreaInset(edge: .bottom) { Text("Like") }))
        let post = host.frame(of: "Trail maps"), bar = host.frame(of: "Like")
        #expect(post != nil && bar != nil && post!.y + post!.height <= bar!.y, "the bar below the content: \(String(describing: post)) \(String(describing: bar))")
    }

    @Test func aLaterOpaqueLayerOfAZStackHides() {
        #expect(!judged(ZStack { Text("Trail maps"); Color.white }).seen)
    }

    @Test func anInvisibleMaskHides() {
        // "Masks this view using the alpha channel of the given view" (Apple, mask(alignment:_:)).
        #expect(!judged(Text("Trail maps").mask(Color.clear)).seen)
        #expect(!judged(Text("Trail maps").mask { Rectangle().opacity(0) }).seen)
        #expect(!judged(Text("Trail maps").mask { EmptyView() }).seen)
    }

    @Test func aTextInsideAMaskIsNotDrawn() {
        let host = ViewHost(Probe(post: Color.blue.mask { Text("Trail maps") }))
        #expect(!host.texts.contains("Trail maps"))
    }

    @Test func aPositionOrOffsetOffTheScreenHides() {
        // `position` places the view's centre at that point of its parent (Apple, position(x:y:)).
        #expect(!judged(Text("Trail maps").position(x: -5000, y: -5000)).seen)
        #expect(!judged(Text("Trail maps").offset(x: 4000)).seen)
        #expect(!judged(Text("Trail maps").offset(y: -4000)).seen)
        #expect(judged(Text("Trail maps").offset(y: -4000)).why?.contains("off the screen") == true)
    }

    @Test func aScaleBelowALegibleSizeHides() {
        #expect(!judged(Text("Trail maps").scaleEffect(0.0001)).seen)
        #expect(!judged(Text("Trail maps").scaleEffect(x: 1, y: 0.01)).seen, "the smaller factor decides")
    }

    @Test func aClipSmallerThanACharacterHides() {
        #expect(!judged(Text("Trail maps").frame(width: 1, height: 1).clipped()).seen)
        #expect(!judged(Text("Trail maps").frame(width: 40, height: 2).clipShape(Rectangle())).seen)
    }

    @Test func aClipThatMissesTheTextHides() {
        #expect(!judged(Text("Trail maps").offset(y: 100).frame(width: 200, height: 20).clipped()).seen)
    }

    @Test func aColorMultiplyByClearHides() {
        #expect(!judged(Text("Trail maps").colorMultiply(.clear)).seen)
    }

    @Test func aBlurBeyondLegibilityHides() {
        #expect(!judged(Text("Trail maps").blur(radius: 500)).seen)
        #expect(!judged(Text("Trail maps").blur(radius: 9)).seen, "half a 17-point body text")
    }

    @Test func aFontBelowALegibleSizeHides() {
        #expect(!judged(Text("Trail maps").font(.system(size: 0.01))).seen)
        #expect(!judged(VStack { Text("Trail maps") }.font(.system(size: 3))).seen, "an inherited font counts too")
        #expect(!judged(Text("Trail maps").font(.system(size: 10)).scaleEffect(0.3)).seen, "3 points once scaled")
    }

    @Test func aRotationEdgeOnHides() {
        #expect(!judged(Text("Trail maps").rotation3DEffect(.degrees(90), axis: (x: 1, y: 0, z: 0))).seen)
        #expect(!judged(Text("Trail maps").rotation3DEffect(.degrees(-270), axis: (x: 0, y: 1, z: 0))).seen)
    }

    @Test func aTextInTheColourBehindItHides() {
        #expect(!judged(Text("Trail maps").foregroundStyle(.white).background(.white)).seen)
        #expect(!judged(Text("Trail maps").foregroundStyle(.white)).seen, "the screen is white in light mode")
        #expect(!judged(Text("Trail maps").foregroundColor(.blue).padding().background { Color.blue }).seen)
        #expect(!judged(VStack { Text("Trail maps") }.foregroundStyle(Color.red).background(Color.red)).seen)
        #expect(!judged(Text("Trail maps").foregroundStyle(Color.red.opacity(0))).seen)
    }

    @Test func aFaintOpacityHides() {
        #expect(!judged(Text("Trail maps").opacity(0.05)).seen)
        #expect(!judged(VStack { Text("Trail maps").opacity(0.3) }.opacity(0.3)).seen, "opacities multiply: 0.09")
    }

    // MARK: Still visible

    @Test func aScrimStillShows() {
        #expect(judged(Text("Trail maps").overlay(Color.black.opacity(0.3))).seen)
        #expect(judged(ZStack { Text("Trail maps"); Color.black.opacity(0.5) }).seen)
    }

    @Test func aPartialOverlayStillShows() {
        #expect(judged(Text("Trail maps").padding().overlay(alignment: .topLeading) { Color.red.frame(width: 8, height: 8) }).seen)
        #expect(judged(Text("Trail maps").padding().overlay { RoundedRectangle(cornerRadius: 8).stroke(.gray) }).seen)
    }

    @Test func aBackgroundStillShows() {
        #expect(judged(Text("Trail maps").background(Color.black)).seen)
        #expect(judged(ZStack { Color.black; Text("Trail maps") }).seen)
    }

    @Test func aVisibleMaskStillShows() {
        #expect(judged(Text("Trail maps").mask(Rectangle())).seen)
        #expect(judged(Text("Trail maps").mask { Rectangle().opacity(0.3) }).seen)
    }

    @Test func aSmallOffsetOrPositionStillShows() {
        #expect(judged(Text("Trail maps").offset(x: 16, y: 16)).seen)
        #expect(judged(Text("Trail maps").position(x: 80, y: 40)).seen)
    }

    @Test func contentThatOverflowsTheSmallScreenInLayoutStillShows() {
        // The simulated screen is smaller than a phone's: what layout puts below it is not hidden.
        let host = ViewHost(VStack { ForEach(0..<30, id: \.self) { Text("row \($0)") } })
        #expect(host.texts.count == 30)
        let scrolling = ViewHost(ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("row \($0)") } } })
        #expect(scrolling.texts.count == 30, "a scroll view's content is reached by scrolling")
    }

    @Test func aModestScaleStillShows() {
        #expect(judged(Text("Trail maps").scaleEffect(0.8)).seen)
        #expect(judged(Text("Trail maps").font(.caption2)).seen, "11 points")
    }

    @Test func aClipThatKeepsTheFirstRowStillShows() {
        #expect(judged(Text("Trail maps").frame(height: 16).clipped()).seen)
        #expect(judged(Text("Trail maps").padding().background(.yellow).clipShape(RoundedRectangle(cornerRadius: 12))).seen)
    }

    @Test func aColorMultiplyByAColourStillShows() {
        #expect(judged(Text("Trail maps").colorMultiply(.purple)).seen)
    }

    @Test func aSmallBlurStillShows() {
        #expect(judged(Text("Trail maps").blur(radius: 2)).seen)
    }

    @Test func aPartialRotationStillShows() {
        #expect(judged(Text("Trail maps").rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))).seen)
        #expect(judged(Text("Trail maps").rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))).seen, "a small turn in the screen's plane")
    }

    @Test func aTextInAnotherColourThanItsBackgroundStillShows() {
        #expect(judged(Text("Trail maps").foregroundStyle(.white).padding().background(.blue)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.white).background(.white.opacity(0.5)).background(.black)).seen,
                "white on half-white over black is grey")
        #expect(judged(Text("Trail maps").foregroundStyle(.secondary)).seen, "a style that is not a plain colour is not compared")
    }

    @Test func aDimmedTextStillShows() {
        #expect(judged(Text("Trail maps").opacity(0.3)).seen)
    }
}

// Visual effects (issue 22, the seventh review), in WhatUsersSeeTests: every modifier is classed
// (`ModifierClass`); what the simulator does not model hides, and what it
// models is computed, so that honest use still shows.
/// Hidden, and for the reason named.
@MainActor func hidden(_ post: some View, because reason: String, _ comment: Comment? = nil) {
    let (seen, why) = judged(post)
    #expect(!seen, comment)
    #expect(why?.contains(reason) == true, "why: \(why ?? "nil")")
}

extension WhatUsersSeeTests {

    // MARK: Default-deny

    @Test func anUnmodelledEffectHidesNamingTheModifier() {
        hidden(Text("Trail maps").blendMode(.destinationOut), because: "under .blendMode(.destinationOut), whose effect on what shows the simulator does not model")
        #expect(judged(Text("Trail maps").blendMode(.normal)).seen, "the normal mode draws the view over what is behind it")
    }

    @Test func aModifierNoOneClassifiedIsUnmodelled() {
        #expect(ModifierClass.table["aModifierAddedLater"] == nil)
        let host = ViewHost(Probe(post: Text("Trail maps").modifier(_RecordedModifier("aModifierAddedLater(1)"))))
        #expect(!host.texts.contains("Trail maps"))
        #expect(host.whyHidden("Trail maps")?.contains("under .aModifierAddedLater(…)") == true)
    }

    /// Every name the simulator's sources give a modifier node is classed:
    /// a modifier added without a class fails here (and hides what it modifies).
    @Test func everyModifierOfTheSimulatorIsClassified() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/SwiftUISim")
        let patterns = [
            #"_(?:Recorded|Drawing|Layout|Shaped)Modifier\(\s*"([a-z][A-Za-z0-9]*)"#,
            #"_EnvironmentModifier\(description: "([a-z][A-Za-z0-9]*)"#,
            #"_(?:Decoration|Accessory|Gesture)Modifier\(name: "([a-z][A-Za-z0-9]*)"#,
            #"_present\(\s*"([a-z][A-Za-z0-9]*)"#,
            #"facts\.modifier = (?:[a-z]+ == 1 \? )?"([a-z][A-Za-z0-9]*)"#,
        ].map { try! NSRegularExpression(pattern: $0) }
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for pattern in patterns {
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        #expect(names.count > 150, "the scan finds the simulator's modifiers (\(names.count))")
        for name in ["brightness", "blendMode", "zIndex", "lineLimit", "padding", "accessibilityLabel"] {
            #expect(names.contains(name), "the scan finds \(name)")
        }
        let unclassified = names.filter { ModifierClass.table[$0] == nil }.sorted()
        #expect(unclassified.isEmpty, "classify these in Host/ModifierClasses.swift: \(unclassified)")
    }

    // MARK: Colour effects

    @Test func brightnessToWhiteOrBlackHides() {
        // "0 (no effect) to 1 (full white brightening)" (Apple, brightness(_:)).
        hidden(Text("Trail maps").brightness(1), because: "drawn in white on white")
        hidden(Text("Trail maps").foregroundStyle(.white).padding().background(.black).brightness(1), because: "white on white",
               "the text and its own background both turn white")
        hidden(Text("Trail maps").foregroundStyle(.white).padding().background(.white).brightness(-1), because: "black on black")
        #expect(judged(Text("Trail maps").foregroundStyle(.white).padding().background(.blue).brightness(0.1)).seen,
                "a slight brightening of a coloured button")
        #expect(judged(Text("Trail maps").brightness(-1)).seen, "black stays black on the white screen")
    }

    @Test func colorInvertAgainstTheScreenHides() {
        // "Inverts the colors in this view" (Apple, colorInvert()): black text turns white; the screen is not inverted.
        hidden(Text("Trail maps").colorInvert(), because: "white on white")
        #expect(judged(Text("Trail maps").padding().background(.white).colorInvert()).seen, "inverted with its background: white on black")
    }

    @Test func luminanceToAlphaOfDarkTextHides() {
        // Black becomes transparent (Apple, luminanceToAlpha(): "regions of lower luminance become more transparent").
        hidden(Text("Trail maps").luminanceToAlpha(), because: "clear colour")
        #expect(judged(Text("Trail maps").foregroundStyle(.white).padding().background(.blue).luminanceToAlpha()).seen,
                "white on blue: opaque black on a faint black box over the white screen")
    }

    @Test func contrastOrSaturationThatFlattensTextAndBackgroundHides() {
        hidden(Text("Trail maps").foregroundStyle(.white).padding().background(.black).contrast(0), because: "grey 0.5 on grey 0.5")
        hidden(Text("Trail maps").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding().background(Color(red: 0, green: 0.25, blue: 0.8))
                .grayscale(1), because: "contrast")
        #expect(judged(Text("Trail maps").foregroundStyle(.white).padding().background(.black).contrast(0.5)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.red).saturation(0)).seen, "grey text on the white screen")
        #expect(judged(Text("Trail maps").foregroundStyle(.red).hueRotation(.degrees(120))).seen)
    }

    @Test func theBackgroundStyleOrANearWhiteHides() {
        hidden(Text("Trail maps").foregroundStyle(.background), because: "white on white")
        hidden(VStack { Text("Trail maps") }.foregroundStyle(.background), because: "white on white")
        hidden(Text("Trail maps").foregroundStyle(Color(white: 0.99)), because: "below 1.25:1")
        hidden(Text("Trail maps").foregroundStyle(Color(red: 0.98, green: 0.98, blue: 1)), because: "contrast")
        #expect(judged(Text("Trail maps").foregroundStyle(.yellow)).seen, "yellow on white is 1.5:1: poor, but it shows")
        #expect(judged(Text("Trail maps").foregroundStyle(Color(white: 0.8))).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.blue).padding().background(.red)).seen, "hues apart show, whatever their luminance")
    }

    @Test func aPaintOrStyleThatIsNotAPlainColourIsNotJudged() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        #expect(judged(Text("Trail maps").foregroundStyle(.black).padding().background(gradient)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.black).padding().background { Rectangle().fill(gradient) }).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.secondary).padding().background(.black)).seen)
    }

    @Test func aButtonLabelInTheTintOfTheScreenHides() {
        hidden(Button("Trail maps") {}.tint(.white), because: "white on white")
        #expect(judged(Button("Trail maps") {}.tint(.orange)).seen)
        #expect(judged(VStack { Text("Trail maps") }.tint(.white)).seen, "a plain text is not drawn in the tint")
    }

    // MARK: Order and cover

    @Test func zIndexDecidesWhatCovers() {
        // "The frontmost is represented by the larger index value" (Apple, zIndex(_:)).
        hidden(ZStack { Color.white.zIndex(1); Text("Trail maps") }, because: "covered")
        #expect(judged(ZStack { Text("Trail maps").zIndex(1); Color.white }).seen)
        #expect(judged(ZStack(alignment: .topLeading) { Color.blue.frame(width: 8, height: 8).zIndex(2); Text("Trail maps").padding() }).seen,
                "a small view in front covers nothing")
    }

    @Test func aStrokeWideEnoughToFillItsShapeCovers() {
        hidden(Text("Trail maps").overlay { Rectangle().stroke(lineWidth: 2000) }, because: "covered")
        hidden(Text("Trail maps").overlay { Circle().frame(width: 1, height: 1).border(Color.white, width: 4000) }, because: "covered")
        hidden(Text("Trail maps").padding().overlay { RoundedRectangle(cornerRadius: 4).strokeBorder(Color.black, lineWidth: 500) },
               because: "covered")
        #expect(judged(Text("Trail maps").padding().overlay { RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 2) }).seen)
    }

    @Test func aMaskThatDrawsAwayFromTheTextHides() {
        hidden(Text("Trail maps").padding().mask(alignment: .topLeading) { Circle().frame(width: 1, height: 1) }, because: "opacity 0")
        hidden(Text("Trail maps").padding().mask { Color.black.frame(width: 8, height: 8).offset(x: 300) }, because: "opacity 0")
        #expect(judged(Text("Trail maps").padding().mask { RoundedRectangle(cornerRadius: 8) }).seen)
    }

    // MARK: Cut, left out

    @Test func aLineLimitThatCutsTheTextShowsWhatIsLeft() {
        let words = "Trail maps of every park in the north of the country"
        let host = ViewHost(Probe(post: Text(words).frame(width: 80).lineLimit(1)))
        #expect(!host.texts.contains(words))
        // 80 points are 10 columns: the first line, its last character given to "…".
        #expect(host.texts.contains("Trail map…"), "texts lists what shows: \(host.texts)")
        #expect(host.whyHidden(words)?.contains("cut to \"Trail map…\" by .lineLimit") == true)
        #expect(host.frame(of: words) == nil && host.frame(of: "Trail map…") != nil)
        #expect(host.snapshot().contains("Trail map…") && !host.snapshot().contains("park"))
        #expect(judged(Text("Trail maps").lineLimit(1)).seen, "a text that fits is not cut")
        #expect(ViewHost(Probe(post: Text(words).frame(width: 80).lineLimit(2...8))).texts.contains(words), "eight lines hold it")
    }

    @Test func aControlsLabelUnderLabelsHiddenIsNotSeen() {
        hidden(Toggle("Trail maps", isOn: .constant(true)).labelsHidden(), because: "labelsHidden")
        #expect(judged(VStack { Text("Trail maps"); Toggle("Offline", isOn: .constant(true)) }.labelsHidden()).seen,
                "a text outside a control keeps showing")
    }
}
