import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The rows of the first `List` a user sees, as SwiftUI counts them
/// (`tree.listRows(of:)`: a `Group`'s or `ForEach`'s views, and each view of
/// a custom view whose body is several views, are rows of their own; a
/// `Section`'s header is not a row), each named by the views from the list
/// down to it (`MailRow › Divider`), read from `host.visibleTree`, where a
/// text or a state value can never pass for a view, and a hidden list is not listed.
@MainActor private func listRows(_ host: ViewHost) -> [String] {
    let tree = host.visibleTree
    guard let list = tree.first(where: { $0.isBuiltIn && $0.type == "List" }) else { return [] }
    return tree.listRows(of: list.index).map { row in
        let between = tree.path(to: row.index).drop { $0.index != list.index }.dropFirst().dropLast()
        return (between.map(\.type) + [row.description]).joined(separator: " › ")
    }
}

/// A mail's line as a user reads it (checks find it in `host.lines`: the
/// texts side by side on a screen row, however the row splits them).
private func line(_ mail: Mail, flagged: Bool) -> String { "\(flagged ? "⚑ " : "")\(mail.sender): \(mail.subject)" }

/// Whether a button with this title is on screen (tapping one that is not
/// would stop the program; a check says what it found instead).
@MainActor private func hasButton(_ host: ViewHost, _ label: String) -> Bool { host.buttons.contains { $0.label == label } }

/// Mails the checks make themselves, each with its ticket into the archive,
/// so a check can archive one (or bring it back) after the list first showed,
/// as another device would: the mail value is the same, `isArchived` answers anew.
@MainActor private struct ArchivableMails {
    var mails: [Mail] = []
    private var tickets: [Int: Int] = [:]

    mutating func add(_ id: Int, _ sender: String, _ subject: String, flagged: Bool = false, archived: Bool = false) {
        tickets[id] = Archive.flags.count
        mails.append(Mail(id: id, sender: sender, subject: subject, isFlagged: flagged, archived: archived))
    }

    func setArchived(_ id: Int, _ archived: Bool) { Archive.flags[tickets[id]!] = archived }
    func isArchived(_ id: Int) -> Bool { Archive.flags[tickets[id]!] }
    func mail(_ id: Int) -> Mail { mails.first { $0.id == id }! }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("rows-show") {
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        for expected in ["Mina: Trail maps", "⚑ Theo: Lunch on Friday?", "Lea: Recipe"] {
            expect(host.lines.contains(expected), "at mount the inbox reads \(host.lines); expected “\(expected)”")
        }
        expect(!host.lines.contains("Ana: Old invoice"), "archived mail is listed: \(host.lines)")
        expect(hasButton(host, "Unflag Theo"), "Theo's mail is flagged, but its row offers no “Unflag Theo” button: the buttons are \(host.buttons.map(\.label))")
        try require(hasButton(host, "Flag Mina"), "Mina's mail is not flagged, but its row offers no “Flag Mina” button: the buttons are \(host.buttons.map(\.label))")
        host.tap("Flag Mina")
        expect(host.lines.contains("⚑ Mina: Trail maps"), "after Flag Mina the inbox reads \(host.lines); expected “⚑ Mina: Trail maps”")
        // Both ways: the button says what it will do, and does it.
        try require(hasButton(host, "Unflag Mina"), """
            after Flag Mina her row offers \(host.buttons.map(\.label).filter { $0.hasSuffix("Mina") }); \
            expected “Unflag Mina”: the button's title depends on the flag
            """)
        host.tap("Unflag Mina")
        expect(host.lines.contains("Mina: Trail maps") && !host.lines.contains("⚑ Mina: Trail maps"),
               "after Unflag Mina the inbox reads \(host.lines); expected “Mina: Trail maps” without the mark")
        expect(hasButton(host, "Flag Mina"), "after Unflag Mina her row offers \(host.buttons.map(\.label).filter { $0.hasSuffix("Mina") }); expected “Flag Mina”")
    }
    lab.check("one-row-per-mail") {
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        let rows = listRows(host)
        expect(rows.count == 6, """
            the List has \(rows.count) rows for 6 mails that are not archived: \(rows). \
            A List needs a constant number of views per ForEach element, and a view whose body is several views \
            is that many rows; make every mail exactly one row
            """)
    }
    lab.check("flag-keeps-preview") {
        // One of the listed mails, at random (Theo's is flagged to begin with):
        // flagged and unflagged again, its open preview stays and its row is
        // the same row throughout.
        let host = ViewHost(InboxScreen(mails: SampleInbox.mails))
        let mail = Scenario.pick(SampleInbox.mails.filter { ![3, 5].contains($0.id) })
        let sender = mail.sender
        let preview = "Preview of “\(mail.subject)”"
        // The preview opens on the tap, and each flag follows its tap: a text
        // on screen before its tap (a preview always open, both lines shown)
        // keeps nothing.
        expectChange(in: host, to: preview, after: "tapping “Preview \(sender)”") { host.tap("Preview \(sender)") }
        try require(host.texts.contains(preview), "Preview \(sender) shows \(host.texts); expected \(sender)'s preview")
        host.resetCounts()
        var flagged = mail.isFlagged
        for step in 1...2 {
            let title = "\(flagged ? "Unflag" : "Flag") \(sender)"
            try require(hasButton(host, title), "\(sender)'s row offers no “\(title)” button: the buttons are \(host.buttons.map(\.label))")
            flagged.toggle()
            expectChange(in: host, to: line(mail, flagged: flagged), after: "tapping “\(title)”", reading: \.lines) { host.tap(title) }
            expect(host.texts.contains(preview), """
                \(title) closed \(sender)'s open preview\(step == 2 ? " (the second time)" : "") (the inbox shows \(host.texts)): \
                a flagged mail is the same row, with one more mark
                """)
        }
        // Judged by identity, not by where the preview flag lives: a row torn
        // down and built again is the bug whether or not it holds the state.
        let rebuilds = host.rebuilds
        if let rebuilt = rebuilds.first(where: { $0.element != nil }) ?? rebuilds.first {
            let more = rebuilds.count > 1 ? " (and \(rebuilds.count - 1) more view\(rebuilds.count == 2 ? "" : "s") rebuilt)" : ""
            expect(false, """
                while \(sender)'s mail was flagged and unflagged, \(rebuilt)\(more). A row rebuilt this way loses \
                its state and starts its onAppear and task again, wherever its preview flag lives: keep one row type and show the flag as a value
                """)
        }
    }
    lab.check("listed-mails-prepared-once") {
        // The sample's mails, archived otherwise, at random: two or three
        // of those the sample lists (never Mina), none it archives. Which to
        // list is known only by asking each mail (Mail.isArchived).
        let archived = Set(Scenario.shuffled([2, 4, 6, 7, 8]).prefix(Scenario.int(in: 2...3)))
        let mails = SampleInbox.mails.map {
            Mail(id: $0.id, sender: $0.sender, subject: $0.subject, isFlagged: $0.isFlagged, archived: archived.contains($0.id))
        }
        let host = ViewHost(InboxScreen(mails: mails))
        ArchiveReads.count = 0
        // The clock follows the ticks (a number drawn per run, not on screen
        // before them): a list not filtered again beside a clock that does not move proves nothing.
        let ticks = Scenario.int(in: 8...12)
        expectChange(in: host, to: "Synced \(ticks) min ago", after: "\(ticks) ticks") {
            for _ in 0..<ticks { host.tap("Tick") }
        }
        for mail in mails {
            let line = line(mail, flagged: mail.isFlagged)
            let isListed = host.lines.contains(line)
            let shouldBe = !archived.contains(mail.id)
            expect(isListed == shouldBe, "with mails \(archived.sorted()) archived, “\(line)” is \(isListed ? "" : "not ")listed; expected it \(shouldBe ? "listed" : "left out")")
        }
        expect(ArchiveReads.count == 0, """
            over \(ticks) clock ticks, which change no mail, Mail.isArchived was read \(ArchiveReads.count) times: \
            the list is filtered on every pass of the body. Work out which mails to list when the mails change
            """)
    }
    lab.check("list-follows-mails") {
        // An inbox where one sender (at random) wrote two mails. After the
        // list first showed, mails are archived and brought back, as on
        // another device; each time the mails then change (a flag on Mina),
        // the list shows exactly the mails not archived now, each once, and
        // an open preview stays with its own mail.
        var inbox = ArchivableMails()
        let twinSender = Scenario.pick(["Theo", "Jules", "Ines", "Omar", "Lea"])
        let twinSubjects = ["Theo": "Re: Lunch", "Jules": "More photos", "Ines": "Return trip", "Omar": "Rules PDF", "Lea": "Dessert too"]
        // The twin comes first, so its row is the one “Preview <sender>” opens.
        inbox.add(11, twinSender, twinSubjects[twinSender]!)
        for mail in SampleInbox.mails {
            inbox.add(mail.id, mail.sender, mail.subject, flagged: mail.isFlagged, archived: [3, 5].contains(mail.id))
        }
        let host = ViewHost(InboxScreen(mails: inbox.mails))
        var flags = Dictionary(uniqueKeysWithValues: inbox.mails.map { ($0.id, $0.isFlagged) })
        var story: [String] = []

        /// Stops the check at the first step whose list is wrong, naming every wrong line.
        @MainActor func requireListed(_ after: String) throws {
            var wrong: [String] = []
            for mail in inbox.mails {
                let text = line(mail, flagged: flags[mail.id]!)
                let shown = host.lines.filter { $0 == text }.count
                let expected = inbox.isArchived(mail.id) ? 0 : 1
                if shown != expected {
                    wrong.append("“\(text)” is shown \(shown == 1 ? "once" : "\(shown) times"), expected \(expected == 1 ? "once" : "not at all") (it is \(expected == 1 ? "not " : "")archived now)")
                }
            }
            try require(wrong.isEmpty, """
                \(after) \(wrong.joined(separator: "; ")). The inbox reads \(host.lines). \
                Work out which mails to list each time the mails change, from the mails as they are then
                """)
        }
        /// Flags or unflags the mail `id` (one listed, from a sender with no
        /// other mail listed, so its button names it alone) from its row.
        @MainActor func changeMails(_ id: Int = 1) throws {
            let mail = inbox.mail(id)
            let title = "\(flags[id]! ? "Unflag" : "Flag") \(mail.sender)"
            try require(hasButton(host, title), "\(mail.sender)'s row offers no “\(title)” button: the buttons are \(host.buttons.map(\.label))")
            host.tap(title)
            flags[id]!.toggle()
            story.append(title + " (“\(mail.subject)”)")
        }
        /// A listed mail whose sender has no other mail listed, at random;
        /// never one by the sender of `moved`, just archived or brought back
        /// (the list shows that only once the mails next change).
        @MainActor func anyListedAlone(besides moved: Int) -> Int {
            let listed = inbox.mails.filter { !inbox.isArchived($0.id) && $0.sender != inbox.mail(moved).sender }
            return Scenario.pick(listed.filter { mail in listed.filter { $0.sender == mail.sender }.count == 1 }).id
        }

        try requireListed("at mount")
        // The twin's preview is open; then the twin is archived.
        let twin = inbox.mail(11)
        host.tap("Preview \(twinSender)")
        try require(host.texts.contains("Preview of “\(twin.subject)”"), "Preview \(twinSender) shows \(host.texts); expected the preview of “\(twin.subject)”")
        inbox.setArchived(11, true)
        story.append("“\(twin.subject)” archived")
        try changeMails()
        let after = "after " + story.joined(separator: ", ") + ","
        try requireListed(after)
        let other = inbox.mails.first { $0.sender == twinSender && $0.id != 11 }!
        // The twin's other mail is flagged from its row: the flag must land
        // on that mail, not on the archived one of the same sender.
        try changeMails(other.id)
        try requireListed("after " + story.joined(separator: ", ") + ",")
        expect(!host.texts.contains("Preview of “\(other.subject)”"), """
            \(after) \(twinSender)'s other mail “\(other.subject)” shows its preview, which was never opened: \
            the open preview of the archived mail moved to it. Each row needs an id unique to its mail (\(twinSender) wrote two)
            """)
        // Then, at random, two more mails archived or brought back.
        let candidates = Scenario.shuffled([3, 4, 5, 6, 7, 8, 11]).prefix(2)
        for id in candidates {
            let archive = !inbox.isArchived(id)
            inbox.setArchived(id, archive)
            story.append("“\(inbox.mail(id).subject)” \(archive ? "archived" : "brought back")")
            try changeMails(anyListedAlone(besides: id))
            try requireListed("after " + story.joined(separator: ", ") + ",")
        }
    }
}
