import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    ViewHost(InboxView(messages: Mailbox.sample(count: 1_000)))
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("first-rows-show") {
        let host = mount()
        for expected in ["Message 1", "Message 2", "Message 10"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts.prefix(12))…; expected “\(expected)” among the first rows")
        }
    }
    lab.check("builds-visible-rows") {
        let host = mount()
        let rows = host.bodyCount(MessageRow.self)
        expect(rows >= 1 && rows <= 20,
               "MessageRow.body ran \(rows) times when the inbox of 1,000 messages appeared; expected at most 20, the rows that fit on screen")
    }
    lab.check("scroll-reveals") {
        let host = mount()
        host.scroll(to: 500)
        expect(host.texts.contains("Message 500"), "after scrolling to row 500 the screen has no “Message 500”")
        let rows = host.bodyCount(MessageRow.self)
        expect(rows <= 1_000, "MessageRow.body ran \(rows) times after one scroll; expected each row built at most once")
    }
}
