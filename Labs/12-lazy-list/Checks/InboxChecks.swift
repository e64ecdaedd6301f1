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
               "MessageRow.body ran \(rows) times when the inbox of 1,000 messages appeared; expected at most 20, the rows that fit on the simulator's screen")
    }
    lab.check("scroll-reveals") {
        let host = mount()
        let tree = host.dump()
        try require(tree.contains("ScrollView") || tree.contains("List"), """
            the inbox no longer scrolls: nothing around its rows is a ScrollView or a List, so a user could never reach \
            message 500 (a lazy stack builds rows as they scroll into view, but it does not scroll by itself). Keep the \
            ScrollView and make the stack inside it lazy. The tree begins:
            \(tree.split(separator: "\n").prefix(8).joined(separator: "\n"))
            """)
        host.scroll(to: 500)
        expect(host.texts.contains("Message 500"), "after scrolling to row 500 the screen has no “Message 500”")
        let rows = host.bodyCount(MessageRow.self)
        expect(rows <= 1_000, "MessageRow.body ran \(rows) times after one scroll; expected each row built at most once")
    }
}
