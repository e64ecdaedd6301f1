import Foundation
import Testing
@testable import SwiftUISim

// Effects once unmodelled (issue 22: a correct card with one of them added
// failed): what they do to what shows is computed, so that honest use shows
// and a use that hides is caught (`judged`/`hidden`: WhatUsersSeeTests.swift).

@MainActor @Suite struct ModelledEffectsTests {
    @Test func transformEffectAppliesItsTransform() {
        #expect(judged(Text("Trail maps").transformEffect(.identity)).seen, "the identity draws the text where it was")
        #expect(judged(Text("Trail maps").transformEffect(CGAffineTransform(rotationAngle: 0.5))).seen, "a rotation keeps every pixel")
        #expect(judged(Text("Trail maps").transformEffect(CGAffineTransform(scaleX: 0.8, y: 0.8))).seen)
        hidden(Text("Trail maps").transformEffect(CGAffineTransform(scaleX: 0, y: 0)), because: "too small to read")
        hidden(Text("Trail maps").transformEffect(CGAffineTransform(scaleX: 1, y: 0)), because: "too small to read",
               "squashed flat along one direction")
        hidden(Text("Trail maps").transformEffect(CGAffineTransform(translationX: 0, y: 5000)), because: "off the screen")
    }

    @Test func visualEffectIsJudgedByWhatItsClosureApplies() {
        #expect(judged(Text("Trail maps").visualEffect { content, _ in content.offset(x: 0) }).seen)
        #expect(judged(Text("Trail maps").visualEffect { content, _ in content.rotationEffect(.degrees(10)).blur(radius: 1) }).seen)
        hidden(Text("Trail maps").visualEffect { content, _ in content.opacity(0) }, because: "drawn at opacity 0")
        hidden(VStack { Text("Trail maps") }.visualEffect { content, _ in content.scaleEffect(0) }, because: "too small to read")
        hidden(Text("Trail maps").visualEffect { content, _ in content.offset(y: -5000) }, because: "off the screen")
        hidden(Text("Trail maps").visualEffect { content, _ in content.brightness(1) }, because: "white on white")
    }

    @Test func visualEffectRunsWithTheLaidOutGeometry() {
        // The proxy holds the view's laid-out size, not zero: an effect
        // that fades a view of no width shows this one, and the reverse hides it.
        #expect(judged(Text("Trail maps").visualEffect { content, proxy in content.opacity(proxy.size.width > 0 ? 1 : 0) }).seen)
        hidden(Text("Trail maps").visualEffect { content, proxy in content.opacity(proxy.size.width > 0 ? 0 : 1) }, because: "opacity 0")
    }

    @Test func blendModesBlendWithThePaintBehind() {
        // W3C Compositing: multiply of black on white is black; screen of black on white is white.
        #expect(judged(Text("Trail maps").blendMode(.multiply)).seen, "dark text multiplied with white stays dark")
        #expect(judged(Text("Trail maps").foregroundStyle(.blue).padding().background(.white).blendMode(.multiply)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.white).blendMode(.difference)).seen, "white minus white is black")
        hidden(Text("Trail maps").blendMode(.screen), because: "blended by .blendMode(.screen)")
        hidden(Text("Trail maps").blendMode(.lighten), because: "white on white")
        hidden(Text("Trail maps").foregroundStyle(.white).padding().background(.black).blendMode(.multiply).padding().background(.black),
               because: "black on black", "the group's white text times the black behind it is black")
        // Non-separable modes: `color` keeps the backdrop's luminosity (white
        // stays white), `luminosity` keeps the source's (red's, a dark grey).
        hidden(Text("Trail maps").foregroundStyle(.red).blendMode(.color), because: "on white (blended by .blendMode(.color))")
        #expect(judged(Text("Trail maps").foregroundStyle(.red).blendMode(.luminosity)).seen)
    }

    @Test func alignmentGuidesPlaceTheViewInItsStack() throws {
        let plain = ViewHost(VStack(alignment: .leading) { Text("Trail maps"); Text("A longer line of text") })
        let same = ViewHost(VStack(alignment: .leading) {
            Text("Trail maps").alignmentGuide(.leading) { d in d[.leading] }
            Text("A longer line of text")
        })
        #expect(plain.frame(of: "Trail maps") == same.frame(of: "Trail maps"), "the default guide changes nothing")
        let moved = ViewHost(VStack(alignment: .leading) {
            Text("Trail maps").alignmentGuide(.leading) { d in d[.trailing] }
            Text("A longer line of text")
        })
        let text = try #require(moved.frame(of: "Trail maps")), other = try #require(moved.frame(of: "A longer line of text"))
        #expect(text.x + text.width == other.x, "the text's trailing edge on the other's leading edge:\n\(moved.snapshot())")
    }

    @Test func aViewsBaselineOffsetMovesItsTexts() {
        #expect(judged(VStack { Text("Trail maps") }.baselineOffset(2)).seen, "two points up: drawn where it was")
        hidden(VStack { Text("Trail maps") }.baselineOffset(5000), because: "off the screen")
    }

    @Test func geometryGroupAndSymbolEffectsChangeNothingDrawn() {
        #expect(judged(Text("Trail maps").geometryGroup()).seen)
        #expect(judged(Text("Trail maps").symbolEffect(.bounce, value: 0)).seen)
        #expect(judged(Text("Trail maps").symbolEffect(.variableColor.iterative.reversing, isActive: true)).seen)
    }

    @Test func containerRelativeFrameTakesTheScreensWidth() throws {
        let host = ViewHost(VStack { Text("Trail maps").containerRelativeFrame(.horizontal, alignment: .leading) })
        #expect(try #require(host.frame(of: "Trail maps")).x == 0, "leading in a frame as wide as the screen:\n\(host.snapshot())")
        let half = ViewHost(HStack(spacing: 0) {
            Text("Trail").containerRelativeFrame(.horizontal, count: 2, spacing: 0)
            Text("Hikes").containerRelativeFrame(.horizontal, count: 2, spacing: 0)
        })
        let left = try #require(half.frame(of: "Trail")), right = try #require(half.frame(of: "Hikes"))
        #expect(right.x - left.x == half.screen.width / 2, "two halves of the screen, each text centred in its half")
    }

    @Test func theSystemColoursOfIOS15OnAreStyles() {
        let colours: [Color] = [.mint, .cyan, .teal, .indigo, .brown]
        for colour in colours { #expect(colour.rgba(dark: false) != nil && colour.rgba(dark: true) != nil, "\(colour)") }
        #expect(judged(Text("Trail maps").foregroundStyle(.mint)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.cyan)).seen)
        #expect(judged(Text("Trail maps").foregroundStyle(.indigo).padding().background(.teal)).seen)
    }

    @Test func anUnmodelledModifierIsReportedByName() {
        var reported: [String] = []
        ViewHost.unmodelledHandler = { modifier, text in reported.append("\(modifier) \(text ?? "-")") }
        defer { ViewHost.unmodelledHandler = nil }
        hidden(VStack { Text("Trail maps") }.blendMode(.destinationOut), because: "under .blendMode(.destinationOut)")
        #expect(reported.contains("blendMode(.destinationOut) Trail maps"), "\(reported)")
        reported = []
        #expect(judged(Text("Trail maps").visualEffect { content, _ in content.offset(x: 0) }).seen)
        #expect(reported.isEmpty, "a modelled effect reports nothing: \(reported)")
    }
}
