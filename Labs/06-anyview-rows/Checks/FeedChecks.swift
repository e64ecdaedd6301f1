import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("rows-show") {
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        expect(host.texts.contains("Groceries (closed)") && host.texts.contains("Harbour"),
               "the feed shows \(host.texts); expected a closed Groceries note and the Harbour photo")
        host.tap("Open Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"), "after Open Groceries the feed shows \(host.texts)")
    }
    lab.check("pin-highlights") {
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        host.tap("Pin Groceries")
        let highlighted = host.dump().split(separator: "\n").filter { $0.contains(".background(") && $0.contains("yellow") }
        expect(highlighted.count == 1, "after pinning Groceries, \(highlighted.count) rows have a yellow background; expected 1. The tree:\n\(host.dump())")
    }
    lab.check("pin-keeps-state") {
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        host.tap("Open Groceries")
        host.resetCounts()
        host.tap("Pin Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"),
               "after pinning the open Groceries note the feed shows \(host.texts); the note closed itself")
        let created = host.events.filter { $0 == .stateInit("NoteRow.isOpen") }.count
        expect(created == 0, "pinning created NoteRow's isOpen state \(created == 1 ? "once" : "\(created) times"); expected never (same row, new highlight)")
        host.tap("Pin Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"), "after unpinning, the feed shows \(host.texts); the note closed itself")
        expectBodyCount(PhotoRow.self, in: host, exactly: 0)
    }
}
