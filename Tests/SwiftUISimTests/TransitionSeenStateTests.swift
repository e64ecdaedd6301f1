import Testing
@testable import SwiftUISim

// A custom transition is judged by what it draws (twenty-sixth review 07).
// Apple, Transition (iOS 17): "A description of view changes to apply when a
// view is added to and removed from the view hierarchy"; TransitionPhase
// (iOS 17): "In the `willAppear` and `didDisappear` phases, transitions
// should apply a change that will be animated to create the transition. If
// no animatable change is applied, then the transition will be a no-op."
// So the view drawn in the active phase is compared with the view drawn in
// `.identity`, by what a user sees (Modifiers/TransitionSeenState.swift).

@MainActor @Suite struct TransitionSeenStateTests {
    /// What a test transition draws off identity (`rest`: in `.identity`).
    private enum Look: CaseIterable {
        // Draws alike in both phases (the red team's samples and their kin).
        case visualEffectOffsetZero, whiteBackgroundOnWhite, desaturated, brighterByAHundredth, blurOfAFifthPoint
        case offsetOfATenthPoint, opacity0999, scale0999, turnOfAHundredthDegree
        // Draws differently.
        case scale098, blurred, turned, visualEffectMove, whiteLaidOver, yellowBehind, tinted, clippedAway
    }

    private struct Phased: Transition {
        let look: Look
        func body(content: Content, phase: TransitionPhase) -> some View {
            let rest = phase.isIdentity
            switch look {
            case .visualEffectOffsetZero: content.visualEffect { effect, _ in effect.offset(y: 0) }
            case .whiteBackgroundOnWhite: content.background(rest ? Color.clear : Color.white)
            case .desaturated: content.saturation(rest ? 1 : 0)
            case .brighterByAHundredth: content.brightness(rest ? 0 : 0.01)
            case .blurOfAFifthPoint: content.blur(radius: rest ? 0 : 0.2)
            case .offsetOfATenthPoint: content.offset(x: rest ? 0 : 0.1)
            case .opacity0999: content.opacity(rest ? 1 : 0.999)
            case .scale0999: content.scaleEffect(rest ? 1 : 0.999)
            case .turnOfAHundredthDegree: content.rotationEffect(.degrees(rest ? 0 : 0.01))
            case .scale098: content.scaleEffect(rest ? 1 : 0.98)
            case .blurred: content.blur(radius: rest ? 0 : 12)
            case .turned: content.rotationEffect(.degrees(rest ? 0 : 30))
            case .visualEffectMove: content.visualEffect { effect, _ in effect.offset(y: rest ? 0 : 80) }
            case .whiteLaidOver: content.overlay(rest ? Color.clear : Color.white)
            case .yellowBehind: content.background(rest ? Color.clear : Color.yellow)
            case .tinted: content.foregroundStyle(rest ? Color.primary : Color.orange)
            case .clippedAway: content.clipShape(Rectangle().scale(x: 1, y: rest ? 1 : 0, anchor: .bottom))
            }
        }
    }

    private func applied(_ look: Look, on text: Text = Text("Receipt: 3 items, $12.00")) -> ViewHost.AppliedTransition? {
        let host = ViewHost(VStack { text.transition(Phased(look: look)) })
        return host.tree.first { $0.transition != nil }?.transition
    }

    @Test func phasesThatDrawTheSameAreNoChange() {
        // The red team's samples: each draws the black text on white alike in both phases.
        let alike: [Look] = [.visualEffectOffsetZero, .whiteBackgroundOnWhite, .desaturated, .brighterByAHundredth, .blurOfAFifthPoint,
                             .offsetOfATenthPoint, .opacity0999, .scale0999, .turnOfAHundredthDegree]
        for look in alike {
            let transition = applied(look)
            #expect(transition?.changesOnInsertion == false && transition?.changesOnRemoval == false, "\(look)")
        }
    }

    @Test func phasesThatDrawDifferentlyAreAChange() {
        // 0.98 of the 192-point text: each corner moves under 2 points, its width by 3.8 (`scaleShows`'s rule).
        let different: [Look] = [.scale098, .blurred, .turned, .visualEffectMove, .whiteLaidOver, .yellowBehind, .tinted, .clippedAway]
        for look in different {
            let transition = applied(look)
            #expect(transition?.changesOnInsertion == true && transition?.changesOnRemoval == true, "\(look)")
        }
        // A colour effect is judged on the view's own colours: red desaturated is grey.
        #expect(applied(.desaturated, on: Text("Receipt").foregroundColor(.red))?.changesOnInsertion == true)
    }

    private struct Wipe: ViewModifier {
        let shown: Bool
        func body(content: Content) -> some View { content.clipShape(Rectangle().scale(x: 1, y: shown ? 1 : 0, anchor: .bottom)) }
    }
    private struct Tint: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.brightness(amount) }
    }

    @Test func aModifierTransitionIsJudgedByWhatItsTwoModifiersDraw() {
        let wipe = ViewHost(Text("Receipt").transition(.modifier(active: Wipe(shown: false), identity: Wipe(shown: true))))
        #expect(wipe.tree.first { $0.transition != nil }?.transition?.changesOnInsertion == true)
        let tint = ViewHost(Text("Receipt").transition(.modifier(active: Tint(amount: 0.01), identity: Tint(amount: 0))))
        #expect(tint.tree.first { $0.transition != nil }?.transition?.changesOnInsertion == false)
    }
}
