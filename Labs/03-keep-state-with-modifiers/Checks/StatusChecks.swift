import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("preview-follows-typing") {
        let host = ViewHost(StatusSettings())
        host.type("Out hiking", into: "Status")
        expect(host.texts.contains("Preview: Out hiking"),
               "after typing “Out hiking” the screen shows \(host.texts); expected “Preview: Out hiking”")
    }
    lab.check("draft-survives-compact") {
        let host = ViewHost(StatusSettings())
        host.type("Out hiking", into: "Status")
        host.resetCounts()
        host.toggle("Compact")
        expect(host.texts.contains("Preview: Out hiking"),
               "after turning on Compact the screen shows \(host.texts); the draft “Out hiking” was lost")
        let fresh = host.events.filter { $0 == .stateInit("DraftCard.draft") }.count
        expect(fresh == 0, "turning on Compact created DraftCard's draft state \(fresh == 1 ? "once" : "\(fresh) times"); expected never (same card, same state)"
               + whyNew(DraftCard.self, in: host))
        host.toggle("Compact")
        expect(host.texts.contains("Preview: Out hiking"),
               "after turning Compact off again the screen shows \(host.texts); the draft was lost")
    }
    lab.check("compact-still-styled") {
        let host = ViewHost(StatusSettings())
        host.toggle("Compact")
        let tree = host.dump()
        expect(tree.contains(".padding(4)"), "in compact mode the card should have padding 4; the tree is:\n\(tree)")
        expect(tree.contains("opacity(0.8)"), "in compact mode the card should be at opacity 0.8; the tree is:\n\(tree)")
    }
}

/// What made the simulator build a new `V` (and drop its state), in its own
/// words: "the if/else branch flipped", "AnyView's wrapped type changed…".
@MainActor private func whyNew<V: View>(_ type: V.Type, in host: ViewHost) -> String {
    let causes = host.reasons(type).filter { $0.outcome == .ran }.flatMap(\.reasons).compactMap { reason in
        reason.kind == .identity ? reason.identity?.text : nil
    }
    guard let cause = causes.first else { return "" }
    return ". The simulator says why \(ViewHost.name(of: type)) is a new view, with fresh state: \(cause)"
}
