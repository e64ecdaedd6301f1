import Testing
@testable import SwiftUISim

// Red-team round 21 (helper fix21c): what a user sees over time, where
// things are laid out, and what can be operated.
// - Rows a re-sort moves under an animation that has not got half way a
//   glance later are read in the old order (Graph+SeenMoves.swift).
// - A clip around a view whose size grows under such an animation cuts at
//   the old size (`Legibility.seenClip`).
// - `.defaultScrollAnchor(.bottom)` opens a lazy stack's scroll view at its
//   last rows (Layout/DefaultScrollAnchor.swift).
// - A text flipped on one axis reads mirrored; flipped twice it is upright
//   where the outer flip put it (Host/Mirrors.swift).
// - Swipe actions outside a List (or a swipeActionsContainer) are not
//   operable (Host/SwipeActionsReach.swift).

private struct Sorted: View {
    @State private var names = ["Ash", "Birch", "Cedar"]
    let animation: Animation?
    var body: some View {
        VStack {
            VStack {
                ForEach(names, id: \.self) { Text($0) }
            }
            .animation(animation, value: names)
            Button("Reverse") { names.reverse() }
        }
    }
}

private struct Growing: View {
    @State private var open = false
    let animation: Animation?
    var body: some View {
        VStack(alignment: .leading) {
            Button("Open") { open.toggle() }
            if open { Text("Details").transition(.identity) }
        }
        .animation(animation, value: open)
        .clipped()
    }
}

private struct Anchored: View {
    let anchor: UnitPoint?
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(1...200, id: \.self) { Text("Row \($0)") }
            }
        }
        .defaultScrollAnchor(anchor)
    }
}

private struct Flipped: View {
    let rowsFlipped: Bool
    var body: some View {
        ScrollView {
            VStack {
                ForEach(1...3, id: \.self) { number in
                    Text("Row \(number)").scaleEffect(x: 1, y: rowsFlipped ? -1 : 1)
                }
            }
        }
        .scaleEffect(x: 1, y: -1)
    }
}

private struct Swiped: View {
    @State private var chosen = "none"
    let inList: Bool
    let container: Bool
    var body: some View {
        let rows = ForEach(["A", "B"], id: \.self) { name in
            Text("Row \(name)").swipeActions { Button("Pick \(name)") { chosen = name } }
        }
        VStack {
            Text("Chosen: \(chosen)")
            if inList {
                List { rows }
            } else if container {
                VStack { rows }.swipeActionsContainer()
            } else {
                VStack { rows }
            }
        }
    }
}

@MainActor @Suite struct TwentyFirstReviewSeenOverTimeTests {
    @Test func rowsMovedByAnHonestAnimationAreReadInTheNewOrder() {
        for animation in [nil, .default, .easeInOut(duration: 0.3)] as [Animation?] {
            let host = ViewHost(Sorted(animation: animation))
            _ = host.texts
            host.tap("Reverse")
            #expect(Array(host.texts.prefix(3)) == ["Cedar", "Birch", "Ash"], "\(animation?.name ?? "none"): \(host.texts)")
        }
    }

    @Test func rowsMovedOverTenMinutesAreReadInTheOldOrder() {
        let host = ViewHost(Sorted(animation: .linear(duration: 600)))
        _ = host.texts
        host.tap("Reverse")
        #expect(Array(host.texts.prefix(3)) == ["Ash", "Birch", "Cedar"], "\(host.texts)")
        let frames = ["Ash", "Birch", "Cedar"].compactMap { host.frame(of: $0)?.y }
        #expect(frames == frames.sorted(), "laid out in the order seen: \(frames)")
    }

    @Test func aClipAroundAViewGrowingOverTenMinutesCutsAtTheOldSize() {
        let slow = ViewHost(Growing(animation: .linear(duration: 600)))
        _ = slow.texts
        slow.tap("Open")
        #expect(!slow.texts.contains("Details"), "\(slow.texts)")
        for animation in [nil, .default] as [Animation?] {
            let host = ViewHost(Growing(animation: animation))
            _ = host.texts
            host.tap("Open")
            #expect(host.texts.contains("Details"), "\(animation?.name ?? "none"): \(host.texts)")
        }
    }

    @Test func aScrollViewAnchoredAtTheBottomOpensAtItsLastRows() {
        let bottom = ViewHost(Anchored(anchor: .bottom))
        #expect(bottom.texts.contains("Row 200") && !bottom.texts.contains("Row 1"), "\(bottom.texts)")
        for anchor in [nil, .top] as [UnitPoint?] {
            let top = ViewHost(Anchored(anchor: anchor))
            #expect(top.texts.contains("Row 1") && !top.texts.contains("Row 200"), "\(String(describing: anchor)): \(top.texts)")
        }
    }

    @Test func aTextFlippedOnceReadsMirroredAndFlippedTwiceReadsUpsideDownInOrder() {
        let once = ViewHost(Flipped(rowsFlipped: false))
        #expect(!once.texts.contains("Row 1"), "\(once.texts)")
        let twice = ViewHost(Flipped(rowsFlipped: true))
        #expect(twice.texts.contains("Row 1"), "\(twice.texts)")
        let ys = (1...3).compactMap { twice.frame(of: "Row \($0)")?.y }
        #expect(ys.count == 3 && ys == ys.sorted(by: >), "the first row at the bottom: \(ys)")
    }

    @Test func swipeActionsInAListOrAContainerCanBeChosen() {
        for (inList, container) in [(true, false), (false, true)] {
            let host = ViewHost(Swiped(inList: inList, container: container))
            host.tap("Pick B")
            #expect(host.texts.contains("Chosen: B"), "list \(inList), container \(container): \(host.texts)")
        }
    }

    @Test func swipeActionsOnAStackRowCannotBeChosen() throws {
        let host = ViewHost(Swiped(inList: false, container: false))
        let node = try #require(host.control(.button, labelled: "Pick A", operating: false))
        #expect(ViewHost.whySwipeActionUnreachable(node) != nil)
    }

    @Test func choosingASwipeActionOnAStackRowStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Swiped(inList: false, container: false)).tap("Pick A") }
        }
    }
}
