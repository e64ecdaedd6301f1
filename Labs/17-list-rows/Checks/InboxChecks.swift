import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The rows of the first `List` in `dump()`: its children, one line each.
@MainActor private func listRows(_ host: ViewHost) -> [String] {
    let lines = host.dump().split(separator: "\n")
    func depth(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
    guard let list = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("List") }) else { return [] }
    var rows: [String] = []
    for line in lines[(list + 1)...] {
        if depth(line) <= depth(lines[list]) { break }
        if depth(line) == depth(lines[list]) + 2 { rows.append(line.trimmingCharacters(in: .whitespaces)) }
    }
    return rows
}

@MainActor private func previewStates(_ host: ViewHost) -> Int {
    host.events.filter { if case .stateInit(let name) = $0 { name.hasSuffix(".showsPreview") } else { false } }.count
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("rows-show") {
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        for expected in ["Mina: Trail maps", "⚑ Theo: Lunch on Friday?", "Lea: Recipe"] {
            expect(host.texts.contains(expected), "at mount the inbox shows \(host.texts); expected “\(expected)”")
        }
        expect(!host.texts.contains("Ana: Old invoice"), "archived mail is listed: \(host.texts)")
        host.tap("Flag Mina")
        expect(host.texts.contains("⚑ Mina: Trail maps"), "after Flag Mina the inbox shows \(host.texts); expected “⚑ Mina: Trail maps”")
    }
    lab.check("one-row-per-mail") {
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        let rows = listRows(host)
        expect(rows.count == 6, """
            the List has \(rows.count) rows for 6 mails that are not archived: \(rows). \
            A List needs a constant number of views per ForEach element; make every mail exactly one row
            """)
    }
    lab.check("flag-keeps-preview") {
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        host.tap("Preview Mina")
        try require(host.texts.contains("Preview of “Trail maps”"), "Preview Mina shows \(host.texts); expected Mina's preview")
        host.resetCounts()
        host.tap("Flag Mina")
        expect(host.texts.contains("Preview of “Trail maps”"),
               "flagging Mina closed her open preview (the inbox shows \(host.texts)): a flagged mail is the same row, with one more mark")
        let created = previewStates(host)
        expect(created == 0, "flagging Mina created a row's preview state \(created == 1 ? "once" : "\(created) times"); expected never")
    }
    lab.check("listed-mails-prepared-once") {
        // The sample's mails, archived otherwise, at random: two or three
        // of those the sample lists (never Mina), none it archives. Which to
        // list is known only by asking each mail (Mail.isArchived).
        let archived = Set([2, 4, 6, 7, 8].shuffled().prefix(Int.random(in: 2...3)))
        let mails = SampleInbox.mails.map {
            Mail(id: $0.id, sender: $0.sender, subject: $0.subject, isFlagged: $0.isFlagged, archived: archived.contains($0.id))
        }
        let host = ViewHost(InboxScreen(mails: mails))
        ArchiveReads.count = 0
        for _ in 0..<10 { host.tap("Tick") }
        expect(host.texts.contains("Synced 10 min ago"), "after 10 ticks the screen shows \(host.texts.prefix(2))…")
        for mail in mails {
            let line = "\(mail.isFlagged ? "⚑ " : "")\(mail.sender): \(mail.subject)"
            let isListed = host.texts.contains(line)
            let shouldBe = !archived.contains(mail.id)
            expect(isListed == shouldBe, "with mails \(archived.sorted()) archived, “\(line)” is \(isListed ? "" : "not ")listed; expected it \(shouldBe ? "listed" : "left out")")
        }
        expect(ArchiveReads.count == 0, """
            over 10 clock ticks, which change no mail, Mail.isArchived was read \(ArchiveReads.count) times: \
            the list is filtered on every pass of the body. Work out which mails to list when the mails change
            """)
    }
}
