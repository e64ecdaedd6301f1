import Foundation
import Testing
@testable import SwiftUISim

// Twenty-fifth review: a custom ProgressViewStyle shows the share of its
// track its visible fill covers (Views/ProgressDrawnShare.swift).
// - Apple, ProgressView (iOS 14): "A view that shows the progress toward
//   completion of a task"; ProgressViewStyleConfiguration.fractionCompleted
//   (iOS 14): "The completed fraction of the task represented by the
//   progress view, from 0.0 (not yet started) to 1.0 (fully complete)".
//   More done, more shown: a bar full at 0.0 shows the task done.
// - scaleEffect(x:y:anchor:) (iOS 13): "Scales this view's rendered output
//   by the given horizontal and vertical amounts, relative to an anchor
//   point"; mask(alignment:_:) (iOS 15): "Masks this view using the alpha
//   channel of the given view"; offset(x:y:) (iOS 13) moves what is drawn,
//   clipShape(_:style:) (iOS 13) "Sets a clipping shape for this view".
// - Color.clear (iOS 13): "A clear color": it paints nothing a user sees.

private struct Styled<S: ProgressViewStyle>: View {
    let style: S
    let value: Double
    var body: some View {
        ProgressView(value: value).progressViewStyle(style)
    }
}

private struct ScaledBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3))
            Capsule().fill(Color.blue)
                .scaleEffect(x: configuration.fractionCompleted ?? 0, y: 1, anchor: .leading)
        }
        .frame(height: 6)
    }
}

private struct MaskedBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule()
            .fill(Color.gray.opacity(0.3))
            .frame(height: 6)
            .overlay(alignment: .leading) { Capsule().fill(Color.blue) }
            .mask(alignment: .leading) { Rectangle().frame(width: 240 * (configuration.fractionCompleted ?? 0)) }
    }
}

private struct SlidIntoClip: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3))
            Capsule().fill(Color.blue).offset(x: -240 * (1 - (configuration.fractionCompleted ?? 0)))
        }
        .frame(width: 240, height: 6)
        .clipShape(Capsule())
    }
}

private struct TurnedRing: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 4)
            Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(Color.blue, lineWidth: 4)
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 40, height: 40)
    }
}

private struct ClearBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.clear).frame(width: 240, height: 6)
            Capsule().fill(Color.clear).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 6)
        }
    }
}

private struct WhiteOnWhite: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Rectangle().fill(Color.white).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 6)
    }
}

private struct FillLikeTrack: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 240, height: 6)
            Capsule().fill(Color.gray).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 6)
        }
    }
}

private struct DrainingBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 240, height: 6)
            Capsule().fill(Color.blue).frame(width: 240 * (1 - (configuration.fractionCompleted ?? 0)), height: 6)
        }
    }
}

private struct HalfTrack: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 200, height: 4)
            Capsule().fill(Color.blue).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 4)
        }
    }
}

@MainActor
@Suite struct TwentyFifthReviewProgressAsDrawnTests {
    private func shown<S: ProgressViewStyle>(_ style: S, at value: Double) -> [Double] {
        ViewHost(Styled(style: style, value: value)).progressShown
    }

    @Test func aFillCutOrScaledAfterLayoutShowsTheShareItDraws() {
        for value in [0.0, 3.0 / 210, 0.3, 0.75, 1.0] {
            #expect(shown(ScaledBar(), at: value) == [value], "scaleEffect(x:anchor: .leading) at \(value)")
            #expect(shown(MaskedBar(), at: value) == [value], "mask at \(value)")
            #expect(shown(SlidIntoClip(), at: value) == [value], "offset inside a clip at \(value)")
            #expect(shown(TurnedRing(), at: value) == [value], "ring turned to start at the top at \(value)")
        }
    }

    @Test func aBarNoOneSeesShowsNoProgress() {
        for value in [0.0, 0.3, 1.0] {
            #expect(shown(ClearBar(), at: value).isEmpty, "Color.clear track and fill at \(value)")
            #expect(shown(WhiteOnWhite(), at: value).isEmpty, "a white fill on the white screen at \(value)")
            #expect(shown(FillLikeTrack(), at: value).isEmpty, "a fill the track's own colour at \(value)")
        }
    }

    @Test func aBarThatDrainsShowsWhatIsLeftNotWhatIsDone() {
        #expect(shown(DrainingBar(), at: 0) == [1], "full at 0.0")
        let midway = shown(DrainingBar(), at: 0.3)
        #expect(midway.count == 1 && abs(midway[0] - 0.7) < 0.02, "\(midway)")
        #expect(shown(DrainingBar(), at: 1) == [0], "empty when done")
    }

    @Test func aFillThatReachesHalfItsTrackShowsHalf() {
        let done = shown(HalfTrack(), at: 1)
        #expect(done.count == 1 && abs(done[0] - 0.5) < 0.02, "\(done)")
    }
}
