import Foundation
import Testing
@testable import SwiftUISim

// Red-team round 21 (helper fix21b): text and labels a user cannot read.
// - Semantic styles (`.windowBackground`, `.fill`, `.background.secondary`)
//   and materials used as a text's fill are resolved to what they draw
//   before the contrast rule runs (`Color.semantic`, `Color.ink`).
// - An AttributedString's runs colour and size its Text (`AttributedRuns`).
// - A bordered button's label is judged against its bezel in the tint
//   (ButtonBezel.swift).
// - `minimumScaleFactor` shrinks a one-line text to fit its width
//   (`Legibility.shrunkToFit`).

private func attributed(_ string: String, colour: Color? = nil, font: Font? = nil) -> AttributedString {
    var text = AttributedString(string)
    if let colour { text.foregroundColor = colour }
    if let font { text.font = font }
    return text
}

private enum Style { case windowBackground, material, backgroundSecondary, fill }

private struct Styled: View {
    let style: Style
    var body: some View {
        VStack {
            Text("kept")
            switch style {
            case .windowBackground: Text("gone").foregroundStyle(.windowBackground)
            case .material: Text("gone").foregroundStyle(.ultraThinMaterial)
            case .backgroundSecondary: Text("gone").foregroundStyle(.background.secondary)
            case .fill: Text("gone").foregroundStyle(.fill.quaternary)
            }
        }
    }
}

@MainActor struct TwentyFirstReviewLegibleTextTests {
    @Test func aSemanticStyleOrMaterialIsJudgedByTheColourItDraws() {
        for style in [Style.windowBackground, .material, .backgroundSecondary, .fill] {
            let host = ViewHost(Styled(style: style))
            #expect(host.texts == ["kept"], "\(style): \(host.texts)")
        }
        // On a dark paint the same styles stand out.
        let dark = ViewHost(Text("shown").foregroundStyle(.windowBackground).background(Color.black))
        #expect(dark.texts == ["shown"], "\(dark.texts)")
    }

    @Test func anAttributedStringIsJudgedByItsRuns() {
        let host = ViewHost(VStack {
            Text(attributed("white line", colour: .white))
            Text(attributed("tiny line", font: .system(size: 1)))
            Text(attributed("orange line", colour: .orange))
            Text(attributed("⚑", colour: .white) + attributed(" mostly black"))
        })
        #expect(host.texts == ["orange line", "⚑ mostly black"], "\(host.texts)")
    }

    @Test func aBorderedButtonsLabelIsJudgedOnItsBezel() throws {
        for (tint, seen) in [(Color.white, false), (.orange, true), (.blue, true)] {
            for prominent in [false, true] {
                let host = ViewHost(Button("Go") {}.buttonStyle(prominent ? .borderedProminent : .bordered).tint(tint))
                let node = try #require(host.control(.button, labelled: "Go", operating: false))
                #expect((ViewHost.whyUnseen(node) == nil) == seen, "\(tint) prominent \(prominent): \(ViewHost.whyUnseen(node) ?? "seen")")
            }
        }
        // White label on a prominent blue bezel: seen.
        let host = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent))
        #expect(host.texts == ["Go"], "\(host.texts)")
    }

    @Test func minimumScaleFactorShrinksAOneLineTextToFit() {
        let host = ViewHost(VStack {
            Text("Flag Mina").lineLimit(1).minimumScaleFactor(0.05).frame(width: 12)
            Text("Preview Mina").lineLimit(1).minimumScaleFactor(0.5).frame(width: 40)
            Text("Fits").lineLimit(1).minimumScaleFactor(0.05)
        })
        // The second may shrink only to half (8.5 points): readable, listed.
        #expect(!host.texts.contains("Flag Mina"), "\(host.texts)")
        #expect(host.texts.contains("Fits"), "\(host.texts)")
        #expect(host.texts.count == 2, "\(host.texts)")
    }
}
