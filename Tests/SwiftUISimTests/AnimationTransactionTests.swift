import Testing
@testable import SwiftUISim

// What animates a change (tenth review, lab 22): the transaction a state
// write carries (`withAnimation`), as `.transaction { }` and
// `.animation(_:value:)` change it on the way to a view, and whether a
// transition changes anything on insertion and on removal.

@MainActor @Suite struct AnimationTransactionTests {
    private struct Panel: View {
        var body: some View { Text("Panel").transition(.move(edge: .bottom)) }
    }

    private struct Screen: View {
        @State var count = 1
        @State var shows = false
        let animation: Animation?
        let disablesPanel: Bool
        let quietsNumber: Bool
        var body: some View {
            VStack {
                Text("Count \(count)")
                    .contentTransition(.numericText(value: Double(count)))
                    .animation(quietsNumber ? nil : .default, value: count)
                Button("Add") { withAnimation(animation) { count += 1 } }
                Button("Plain add") { count += 1 }
                Button("Toggle") { withAnimation(animation) { shows.toggle() } }
                if shows {
                    Panel().transaction { if disablesPanel { $0.animation = nil } }
                }
            }
        }
    }

    private func node(_ host: ViewHost, text prefix: String) -> ViewHost.TreeNode? {
        host.tree.first { $0.text?.hasPrefix(prefix) == true }
    }
    private func panel(_ host: ViewHost) -> ViewHost.TreeNode? { host.tree.first { $0.type == "Panel" } }

    @Test func withAnimationsAnimationReachesTheInsertedViewsTransition() throws {
        let host = ViewHost(Screen(animation: .snappy, disablesPanel: false, quietsNumber: false))
        host.tap("Toggle")
        let transition = try #require(panel(host)?.transition, "the transition on the root of Panel's body applies to Panel")
        #expect(transition.name == "move(bottom)")
        #expect(transition.changesOnInsertion && transition.changesOnRemoval)
        #expect(transition.insertionAnimation == "snappy")
        #expect(panel(host)?.animation == "snappy")
    }

    @Test func noAnimationWithNilOrATransactionModifierThatRemovesIt() throws {
        let none = ViewHost(Screen(animation: nil, disablesPanel: false, quietsNumber: false))
        none.tap("Toggle")
        #expect(try #require(panel(none)?.transition).insertionAnimation == nil, "withAnimation(nil) animates nothing")
        let disabled = ViewHost(Screen(animation: .default, disablesPanel: true, quietsNumber: false))
        disabled.tap("Toggle")
        #expect(try #require(panel(disabled)?.transition).insertionAnimation == nil, ".transaction { $0.animation = nil } wraps the panel")
        #expect(node(disabled, text: "Count")?.animation == "default", "outside the .transaction the update keeps its animation")
    }

    @Test func animationWithValueAppliesOnlyWhenItsValueChanges() {
        // `.animation(.default, value: count)` animates a write with no withAnimation…
        let host = ViewHost(Screen(animation: nil, disablesPanel: false, quietsNumber: false))
        host.tap("Plain add")
        #expect(node(host, text: "Count 2")?.animation == "default")
        // …not an update that changed something else…
        host.tap("Toggle")
        #expect(node(host, text: "Count 2")?.animation == nil)
        // …and `.animation(nil, value:)` takes withAnimation's away.
        let quiet = ViewHost(Screen(animation: .bouncy, disablesPanel: false, quietsNumber: true))
        quiet.tap("Add")
        #expect(node(quiet, text: "Count 2")?.animation == nil)
        #expect(quiet.tree.first { $0.type == "VStack" }?.animation == "bouncy", "above the modifier the transaction keeps it")
    }

    @Test func aTransitionThatChangesNothingOnASideSaysSo() {
        let cases: [(AnyTransition, insertion: Bool, removal: Bool)] = [
            (.identity, false, false), (.offset(x: 0, y: 0), false, false), (.offset(x: 0, y: 8), true, true),
            (.scale(scale: 1), false, false), (.scale(scale: 0.5), true, true), (.opacity, true, true),
            (.asymmetric(insertion: .identity, removal: .move(edge: .bottom)), false, true),
            (.asymmetric(insertion: .slide, removal: .scale(scale: 1)), true, false),
            (.identity.combined(with: .opacity), true, true), (.identity.combined(with: .offset(.zero)), false, false),
        ]
        for (transition, insertion, removal) in cases {
            let host = ViewHost(Text("x").transition(transition))
            let applied = host.tree.first?.transition
            #expect(applied?.changesOnInsertion == insertion && applied?.changesOnRemoval == removal, "\(transition.name)")
        }
    }

    /// iOS 17's `AsymmetricTransition` (the `Transition` protocol's form) changes
    /// what its insertion side changes on insertion, its removal side's on removal.
    @Test func anAsymmetricTransitionChangesEachSideAsItsOwnTransition() {
        let moved = ViewHost(Text("x").transition(AsymmetricTransition(insertion: .identity, removal: .move(edge: .bottom))))
        #expect(moved.tree.first?.transition?.changesOnInsertion == false)
        #expect(moved.tree.first?.transition?.changesOnRemoval == true)
        let faded = ViewHost(Text("x").transition(AsymmetricTransition(insertion: .opacity, removal: .identity)))
        #expect(faded.tree.first?.transition?.changesOnInsertion == true)
        #expect(faded.tree.first?.transition?.changesOnRemoval == false)
    }

    @Test func anAnimationAttachedToTheTransitionAnimatesIt() throws {
        struct Attached: View {
            @State var shows = false
            var body: some View {
                VStack {
                    Button("Show") { shows = true }
                    if shows { Text("In").transition(.opacity.animation(.easeIn)) }
                }
            }
        }
        let host = ViewHost(Attached())
        host.tap("Show")
        let text = try #require(node(host, text: "In"))
        #expect(text.animation == nil)
        #expect(text.transition?.insertionAnimation == "easeIn")
    }

    @Test func aViewInsertedByAnIfIsOneViewWithItsBodysTransition() throws {
        struct Bare: View {
            @State var shows = false
            var body: some View {
                VStack {
                    Button("Show") { withAnimation { shows = true } }
                    if shows { Panel() }
                }
            }
        }
        let host = ViewHost(Bare())
        host.tap("Show")
        #expect(host.views(of: Panel.self).count == 1, "the `if`'s Optional<Panel> is not a second Panel")
        let transition = try #require(panel(host)?.transition)
        #expect(transition.name == "move(bottom)" && transition.insertionAnimation == "default")
    }

    @Test func aBindingsAnimationAnimatesItsWrites() throws {
        struct Toggled: View {
            @State var shows = false
            var body: some View {
                VStack {
                    Toggle("Show", isOn: $shows.animation(.smooth))
                    if shows { Text("In").transition(.opacity) }
                }
            }
        }
        let host = ViewHost(Toggled())
        host.toggle("Show")
        #expect(try #require(node(host, text: "In")).transition?.insertionAnimation == "smooth")
    }
}
