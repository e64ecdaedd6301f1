import Foundation
import Testing
@testable import SwiftUISim

// The tenth review (issue 22): wrong fixes of lab 01 that hid its posts by
// shape geometry, covers and unreadable text the judge missed. One case per
// class, each with the partial use that must keep showing.
extension WhatUsersSeeTests {

    // MARK: Shape geometry

    @Test func aMaskOrClipOfAShapeTrimmedToNothingHides() {
        // `trim(from:to:)` "trims this shape by a fractional amount based on its
        // representation as a path" (Apple, Shape.trim(from:to:), iOS 13).
        hidden(Text("Trail maps").mask(Rectangle().trim(from: 0, to: 0)), because: "opacity 0")
        hidden(Text("Trail maps").clipShape(Rectangle().trim(from: 0.5, to: 0.5)), because: "clipped out")
        #expect(judged(Text("Trail maps").mask(Rectangle().trim(from: 0, to: 0.5))).seen, "half an outline still draws")
        #expect(judged(Text("Trail maps").clipShape(Circle().trim(from: 0, to: 0.5))).seen)
    }

    @Test func aClipOfAShapeMovedScaledInsetOrTurnedAwayHides() {
        // `offset`, `scale`, `inset(by:)` and `rotation` return shapes drawn
        // moved inside the same frame (Apple, OffsetShape, ScaledShape, RotatedShape).
        hidden(Text("Trail maps").clipShape(Rectangle().offset(x: 5000, y: 0)), because: "clipped out")
        hidden(Text("Trail maps").clipShape(Circle().scale(0)), because: "clipped out")
        hidden(Text("Trail maps").clipShape(Rectangle().inset(by: 500)), because: "clipped out")
        hidden(Text("Trail maps").clipShape(Rectangle().rotation(.degrees(90), anchor: UnitPoint(x: 100, y: 100))), because: "clipped out")
        hidden(Text("Trail maps").mask(Rectangle().offset(x: 5000)), because: "opacity 0")
        #expect(judged(Text("Trail maps").padding().clipShape(Rectangle().offset(x: 4))).seen)
        #expect(judged(Text("Trail maps").padding().clipShape(Circle().scale(0.9))).seen)
        #expect(judged(Text("Trail maps").padding().clipShape(Rectangle().inset(by: 2))).seen)
        #expect(judged(Text("Trail maps").padding().clipShape(RoundedRectangle(cornerRadius: 8).rotation(.degrees(10)))).seen)
    }

    @Test func aDashPatternDrawsItsShareOfTheOutline() {
        // A stroke wide enough to fill its shape covers what is under it;
        // dashes of half a point every thousand points draw almost nothing.
        hidden(Text("Trail maps").overlay { Rectangle().stroke(.white, style: StrokeStyle(lineWidth: 400)) }, because: "covered")
        #expect(judged(Text("Trail maps").overlay {
            Rectangle().stroke(.white, style: StrokeStyle(lineWidth: 400, dash: [0.5, 1000]))
        }).seen, "a cover of gaps hides nothing")
        hidden(Text("Trail maps").mask { Rectangle().stroke(style: StrokeStyle(lineWidth: 400, dash: [0.5, 1000])) }, because: "opacity")
        #expect(judged(Text("Trail maps").mask { Rectangle().stroke(style: StrokeStyle(lineWidth: 400, dash: [10, 10])) }).seen)
    }

    @Test func aShapesDrawnFrameIsOnItsTreeNode() {
        // The same fact the paint checks of labs 06 and 07 read.
        let host = ViewHost(VStack {
            Circle().trim(from: 0, to: 0).frame(width: 80, height: 80)
            Rectangle().offset(x: 80).frame(width: 80, height: 32)
            Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [1, 99]))
        })
        let shapes = host.tree(visibleOnly: true).filter { $0.shape != nil }
        #expect(shapes.count == 3)
        guard shapes.count == 3, let frame = shapes[1].frame, let moved = shapes[1].drawnFrame else { return }
        #expect(shapes[0].drawnFrame?.width == 0 && shapes[0].geometry?.drawnFraction == 0, "trimmed to nothing draws nothing")
        #expect(moved.x == frame.x + 10 && moved.width == frame.width, "80 points are 10 columns: \(frame) → \(moved)")
        #expect(abs((shapes[2].geometry?.drawnFraction ?? 1) - 0.01) < 1e-9, "one point of ink every hundred")
    }

    // MARK: Covers

    @Test func aGradientOfOpaqueColoursCovers() {
        hidden(Text("Trail maps").overlay(LinearGradient(colors: [.white, .white], startPoint: .top, endPoint: .bottom)), because: "covered")
        #expect(judged(Text("Trail maps").overlay(LinearGradient(colors: [.black.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))).seen,
                "a scrim of 30% black does not hide")
    }

    @Test func aCoverScaledUpCoversWhatItNowSpans() {
        // `scaleEffect` scales the view's rendered output (Apple, scaleEffect(_:anchor:)).
        hidden(Text("Trail maps").overlay(Color.white.frame(width: 1, height: 1).scaleEffect(1000)), because: "covered")
        #expect(judged(Text("Trail maps").padding().overlay(alignment: .bottomTrailing) {
            Color.white.frame(width: 1, height: 1).scaleEffect(2)
        }).seen, "a dot twice its size, in a corner, covers nothing of the text")
    }

    @Test func aLaterSiblingMovedOverTheTextCovers() {
        // A stack draws its children in order: a later one offset over an earlier one covers it.
        hidden(VStack(spacing: 0) { Text("Trail maps").frame(height: 32); Color.white.frame(height: 32).offset(y: -32) }, because: "covered")
        #expect(judged(VStack(spacing: 0) { Text("Trail maps").frame(height: 32); Color.white.frame(height: 32) }).seen)
    }

    // MARK: Unreadable text

    @Test func aDarkSchemeUnderTheEnvironmentDrawsWhiteOnTheWhiteScreen() {
        // `.environment(\.colorScheme, .dark)` resolves primary as white; the
        // screen's background follows the presentation's scheme
        // (`preferredColorScheme`, iOS 13), which it does not change.
        hidden(Text("Trail maps").environment(\.colorScheme, .dark), because: "white on white")
        #expect(judged(Text("Trail maps").padding().background(Color.black).environment(\.colorScheme, .dark)).seen)
        #expect(judged(Text("Trail maps").preferredColorScheme(.dark)).seen, "the whole screen turns dark")
    }

    @Test func trackingThatPilesOrScattersTheGlyphsHides() {
        // `tracking(_:)` adds space after each character; negative values tighten (Apple, iOS 16 on views).
        // (On a view, as lab 01's wrong fix wrote it; `Text`'s own `tracking` is not kept.)
        hidden(VStack { Text("Trail maps") }.tracking(-200), because: "over each other")
        hidden(VStack { Text("Trail maps") }.kerning(900), because: "wider than the screen")
        #expect(judged(VStack { Text("Trail maps") }.tracking(-1)).seen)
        #expect(judged(VStack { Text("Trail maps") }.kerning(12)).seen)
    }

    @Test func aRotationAboutAFarAnchorCarriesTheTextAway() {
        hidden(Text("Trail maps").rotationEffect(.degrees(180), anchor: UnitPoint(x: 60, y: 60)), because: "off the screen")
        // Twenty-fourth review: a half turn about its centre keeps its place, but draws it upside down.
        hidden(Text("Trail maps").rotationEffect(.degrees(180)), because: "upside down")
        #expect(judged(Text("Trail maps").rotationEffect(.degrees(10), anchor: .topLeading)).seen)
    }

    @Test func aConcatenatedRunDrawsInItsOwnStyle() {
        hidden(Text("") + Text("Trail maps").foregroundColor(.white), because: "white on white")
        #expect(judged(Text("") + Text("Trail maps").foregroundColor(.blue)).seen)
    }

    @Test func safeAreaPaddingAndMarginsAreLaidOutAsPadding() {
        hidden(Text("Trail maps").safeAreaPadding(.leading, 5000), because: "off the screen")
        hidden(Text("Trail maps").contentMargins(.leading, 5000), because: "off the screen")
        #expect(judged(Text("Trail maps").safeAreaPadding(.horizontal, 16)).seen)
        #expect(judged(Text("Trail maps").contentMargins(.horizontal, 16)).seen)
    }
}
