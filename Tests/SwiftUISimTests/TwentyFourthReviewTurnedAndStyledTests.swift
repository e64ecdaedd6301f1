import Foundation
import Testing
@testable import SwiftUISim

// Twenty-fourth review: judging what is drawn, not a proxy.
// - A rotation turns what a view draws, as a flip does (Host/TurnedDrawing.swift).
//   Apple, rotationEffect(_:anchor:) (iOS 13): "Rotates a view's rendered
//   output in two dimensions around the specified point … It has no effect
//   on the view's frame"; rotation3DEffect(_:axis:anchor:anchorZ:perspective:)
//   (iOS 13): "Renders a view's content as if it's rotated in three
//   dimensions around the specified axis". A text turned past 45° from
//   level is not read as a line; turned over (a half turn about x or y) it
//   shows its back, mirrored; two half turns read upright, in reversed order.
// - A custom ProgressViewStyle shows the share its drawing fills, judged by
//   drawing its makeBody empty and full (Views/ProgressStyleInEffect.swift).
//   Apple, ProgressViewStyle.makeBody(configuration:) (iOS 14): "Creates a
//   view representing the body of a progress view".

private struct TurnedRows: View {
    let list: Angle
    let rows: Angle
    var body: some View {
        ScrollView {
            VStack {
                ForEach(1...3, id: \.self) { number in
                    Text("Row \(number)").rotationEffect(rows)
                }
            }
        }
        .rotationEffect(list)
    }
}

private struct Styled<S: ProgressViewStyle>: View {
    let style: S
    let value: Double
    var body: some View {
        ProgressView(value: value).progressViewStyle(style)
    }
}

private struct FixedHalf: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 240, height: 4)
            Capsule().fill(Color.blue).frame(width: 120, height: 4)
        }
    }
}

private struct FixedRing: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
    }
}

private struct Bar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 200, height: 4)
            Capsule().fill(Color.blue).frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 4)
        }
    }
}

private struct ReaderBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { proxy in
            Capsule().fill(Color.blue).frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
        }
        .frame(height: 4)
    }
}

private struct Ring: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
    }
}

private struct Wrapped: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(.linear)
    }
}

@MainActor
@Suite struct TwentyFourthReviewTurnedAndStyledTests {
    @Test func aHalfTurnDrawsATextUpsideDown() {
        hidden(Text("Trail maps").rotationEffect(.degrees(180)), because: "upside down")
        hidden(Text("Trail maps").rotationEffect(.radians(.pi)), because: "upside down")
        hidden(Text("Trail maps").scaleEffect(-1), because: "upside down", "flipping both axes is the same half turn")
        hidden(Text("Trail maps").rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)), because: "mirrored")
        hidden(Text("Trail maps").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), because: "mirrored")
        hidden(Text("Trail maps").rotation3DEffect(.degrees(180), axis: (x: 0, y: 0, z: 1)), because: "upside down")
    }

    @Test func aQuarterTurnStandsATextOnEndAndASmallTiltKeepsItALine() {
        hidden(Text("Trail maps").rotationEffect(.degrees(90)), because: "on end")
        hidden(Text("Trail maps").rotationEffect(.degrees(-60)), because: "on end")
        #expect(judged(Text("Trail maps").rotationEffect(.degrees(30))).seen, "under the 45° tolerance")
        #expect(judged(Text("Trail maps").rotationEffect(.degrees(360))).seen, "a whole turn is level again")
        #expect(judged(Text("Trail maps").rotationEffect(.degrees(180)).rotationEffect(.degrees(180))).seen, "two half turns")
        #expect(judged(Text("Trail maps").rotationEffect(.degrees(180)).scaleEffect(-1)).seen, "a half turn undone by the other half turn")
    }

    @Test func turnedOnceTheRowsAreUpsideDownTurnedTwiceTheyRunUpTheScreen() {
        let once = ViewHost(TurnedRows(list: .degrees(180), rows: .zero))
        #expect(!once.texts.contains("Row 1"), "\(once.texts)")
        #expect(once.whyHidden("Row 1")?.contains("upside down") == true, "\(once.whyHidden("Row 1") ?? "seen")")
        let twice = ViewHost(TurnedRows(list: .degrees(180), rows: .degrees(180)))
        #expect(twice.texts.contains("Row 1"), "\(twice.texts)")
        let ys = (1...3).compactMap { twice.frame(of: "Row \($0)")?.y }
        #expect(ys.count == 3 && ys == ys.sorted(by: >), "the first row at the bottom: \(ys)")
        let level = ViewHost(TurnedRows(list: .zero, rows: .zero))
        let upright = (1...3).compactMap { level.frame(of: "Row \($0)")?.y }
        #expect(upright.count == 3 && upright == upright.sorted(), "unturned, the first row on top: \(upright)")
    }

    @Test func aStyleWhoseDrawingIgnoresTheFractionShowsNoProgress() {
        #expect(ViewHost(Styled(style: FixedHalf(), value: 0.3)).progressShown.isEmpty)
        #expect(ViewHost(Styled(style: FixedRing(), value: 0.3)).progressShown.isEmpty)
    }

    @Test func aStyleWhoseDrawingFollowsTheFractionShowsIt() {
        for value in [0.0, 0.05, 0.3, 1.0] {
            #expect(ViewHost(Styled(style: Bar(), value: value)).progressShown == [value], "bar at \(value)")
            #expect(ViewHost(Styled(style: ReaderBar(), value: value)).progressShown == [value], "GeometryReader bar at \(value)")
            #expect(ViewHost(Styled(style: Ring(), value: value)).progressShown == [value], "ring at \(value)")
            #expect(ViewHost(Styled(style: Wrapped(), value: value)).progressShown == [value], "ProgressView(configuration) at \(value)")
        }
    }
}
