/// One mail in the inbox. Read-only: part of the lab.
///
/// `isArchived` counts how often it is read (the count is for the checks):
/// deciding which mails to list should read it when the mails change, not
/// on every pass of a body.
public struct Mail: Identifiable, Equatable, Sendable {
    public let id: Int
    public let sender: String
    public let subject: String
    public var isFlagged: Bool
    /// Where the archive keeps this mail's flag. The flag itself is not
    /// stored in the mail (reflection would read it past the count).
    private let ticket: Int

    public var isArchived: Bool {
        ArchiveReads.count += 1
        return Archive.flags[ticket]
    }

    init(id: Int, sender: String, subject: String, isFlagged: Bool = false, archived: Bool = false) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.isFlagged = isFlagged
        self.ticket = Archive.flags.count
        Archive.flags.append(archived)
    }
}

enum ArchiveReads {
    nonisolated(unsafe) static var count = 0
}

/// Every mail's archived flag, by ticket: only `Mail.isArchived` reads it.
enum Archive {
    nonisolated(unsafe) static var flags: [Bool] = []
}

/// The inbox the checks load: 8 mails, 2 of them archived, 1 flagged.
enum SampleInbox {
    static let mails: [Mail] = [
        Mail(id: 1, sender: "Mina", subject: "Trail maps"),
        Mail(id: 2, sender: "Theo", subject: "Lunch on Friday?", isFlagged: true),
        Mail(id: 3, sender: "Ana", subject: "Old invoice", archived: true),
        Mail(id: 4, sender: "Jules", subject: "Photos from the lake"),
        Mail(id: 5, sender: "Rafa", subject: "Newsletter", archived: true),
        Mail(id: 6, sender: "Ines", subject: "Train times"),
        Mail(id: 7, sender: "Omar", subject: "Board game night"),
        Mail(id: 8, sender: "Lea", subject: "Recipe"),
    ]
}
