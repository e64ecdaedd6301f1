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

@MainActor private func judged(_ post: some View) -> (seen: Bool, why: String?) {
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
        #expect(judged(Text("Trail maps").rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1))).seen, "a turn in the screen's plane")
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
