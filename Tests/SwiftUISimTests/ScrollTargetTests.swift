import Foundation
import Testing
@testable import SwiftUISim

// An app's own scroll target behaviour (iOS 17,
// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/updatetarget(_:context:))
// and iOS 18's scroll callbacks. Nothing scrolls here: they compile, are
// recorded, and the behaviour is the app's code to call.

private struct SnapToTop: ScrollTargetBehavior {
    var fold: CGFloat
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < fold { target.rect.origin.y = 0 }
    }
}

private struct Feed: View {
    @State private var seen = false
    var body: some View {
        ScrollView {
            LazyVStack {
                Text("top").onScrollVisibilityChange(threshold: 0.2) { seen = $0 }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(SnapToTop(fold: 100))
        .defaultScrollAnchor(.bottom, for: .sizeChanges)
    }
}

@MainActor @Suite struct ScrollTargetTests {
    @Test func customBehavioursAndScrollCallbacksCompileAndAreRecorded() {
        let host = ViewHost(Feed())
        #expect(host.texts.contains("top"))
        #expect(host.tree.contains { $0.has("scrollTargetBehavior") } && host.tree.contains { $0.has("onScrollVisibilityChange") })
        var target = ScrollTarget(rect: CGRect(x: 0, y: 60, width: 10, height: 10))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: .zero, contentSize: .zero, containerSize: .zero, axes: .vertical)
        SnapToTop(fold: 100).updateTarget(&target, context: context)
        #expect(target.rect.minY == 0, "the behaviour is the app's code, run as written")
    }
}
