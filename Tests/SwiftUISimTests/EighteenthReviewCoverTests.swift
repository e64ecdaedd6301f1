import Foundation
import Testing
@testable import SwiftUISim

// The eighteenth review: content a user cannot see counted as seen. One
// mechanism, `Legibility` (and `ViewHost.Paint.covered`), now also reads a
// Canvas's fills, a style of no plain colour laid over a view (a material),
// a Text's own kerning/tracking/baselineOffset and a presented
// fullScreenCover.
extension WhatUsersSeeTests {
    // Canvas (iOS 15): what its renderer fills is paint.
    @Test func aCanvasFillingItsFrameCoversTheText() {
        hidden(Text("Trail maps").overlay {
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white)) }
        }, because: "covered")
        hidden(ZStack {
            Text("Trail maps")
            Canvas { context, size in context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 0), with: .style(Color(white: 0.98))) }
        }, because: "covered")
        // Drawn in a layer, after a move and a scale: still the canvas's fills.
        hidden(Text("Trail maps").overlay {
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.translateBy(x: -10, y: -10)
                    layer.fill(Path(CGRect(x: 0, y: 0, width: size.width + 20, height: size.height + 20)), with: .linearGradient(
                        Gradient(colors: [.white, .gray]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)))
                }
            }
        }, because: "covered")
    }

    @Test func aCanvasThatDrawsLittleOrFaintOrBehindLeavesTheTextSeen() {
        #expect(judged(Text("Trail maps").overlay {
            Canvas { context, _ in context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.blue)) }
        }).seen)
        #expect(judged(Text("Trail maps").overlay {
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white.opacity(0.05))) }
        }).seen)
        #expect(judged(Text("Trail maps").overlay {
            Canvas { context, size in
                context.opacity = 0.05
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            }
        }).seen)
        #expect(judged(Text("Trail maps").background {
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow)) }
        }).seen)
        // A canvas that draws nothing, or only strokes, covers nothing.
        #expect(judged(Text("Trail maps").overlay { Canvas { _, _ in } }).seen)
    }

    // Material (iOS 15): "resembles heavily frosted glass"; laid over a text, any thickness hides it.
    @Test func everySpellingOfAMaterialOverTheTextCovers() {
        hidden(Text("Trail maps").overlay(.regularMaterial), because: "covered")
        hidden(Text("Trail maps").overlay(.ultraThinMaterial), because: "covered")
        hidden(Text("Trail maps").overlay(.thinMaterial, in: RoundedRectangle(cornerRadius: 4)), because: "covered")
        hidden(Text("Trail maps").overlay { Rectangle().fill(.thinMaterial) }, because: "covered")
        hidden(ZStack { Text("Trail maps"); Color.clear.background(.ultraThinMaterial) }, because: "covered")
        // Behind the text, a material is a backdrop: the text reads.
        #expect(judged(Text("Trail maps").background(.ultraThinMaterial)).seen)
        #expect(judged(Text("Trail maps").padding().background(.regularMaterial, in: Capsule())).seen)
    }

    // Text.kerning / Text.tracking / Text.baselineOffset (iOS 13, 16, 13) return Text: judged as the view modifiers are.
    @Test func aTextsOwnSpacingAndBaselineAreJudged() {
        hidden(Text("Trail maps").kerning(-30), because: "drawn over each other")
        hidden(Text("Trail maps").tracking(-12), because: "drawn over each other")
        hidden(Text("Trail maps").kerning(900), because: "wider than the screen")
        hidden(Text("Trail maps").baselineOffset(2000), because: "off the screen")
        hidden(Text("Trail maps").bold().baselineOffset(-3000), because: "off the screen")
        #expect(judged(Text("Trail maps").kerning(1.5)).seen)
        #expect(judged(Text("Trail maps").tracking(-0.5).baselineOffset(4)).seen)
        // The Text's own value is the innermost: it counts over a view's.
        #expect(judged(HStack { Text("Trail maps").kerning(1) }.kerning(-30)).seen)
    }
}

// fullScreenCover (iOS 14): "Presents a modal view that covers as much of the screen as possible".
@MainActor @Suite struct EighteenthReviewPresentationTests {
    struct Inbox: View {
        @State var showsCover: Bool
        var body: some View {
            VStack { Text("Inbox row"); Button("Open") { showsCover = true } }
                .fullScreenCover(isPresented: $showsCover) {
                    VStack { Text("Welcome"); Button("Close") { showsCover = false } }
                }
        }
    }

    @Test func whatAPresentedFullScreenCoverCoversIsNotSeen() {
        let host = ViewHost(Inbox(showsCover: true))
        #expect(host.texts == ["Welcome", "Close"], "\(host.texts)")
        #expect(host.whyHidden("Inbox row")?.contains("fullScreenCover") == true, "\(host.whyHidden("Inbox row") ?? "nil")")
        host.tap("Close")
        #expect(host.texts.contains("Inbox row"))
        host.tap("Open")
        #expect(!host.texts.contains("Inbox row"))
    }

    @Test func aSheetOrACoverNotShownLeavesThePresenterSeen() {
        #expect(ViewHost(Inbox(showsCover: false)).texts.contains("Inbox row"))
        // Twenty-sixth review: a sheet with no detents of its own is at the
        // large detent and covers the presenter (TwentySixthReviewSeenAsOnAnIPhoneTests);
        // one at a smaller detent covers the bottom of the screen only (PresentationCover).
        let sheet = ViewHost(VStack { Text("Inbox row"); Spacer() }.sheet(isPresented: .constant(true)) { Text("Details").presentationDetents([.medium]) })
        #expect(sheet.texts.contains("Inbox row"), "a medium sheet leaves the top of the presenter on screen")
    }
}
