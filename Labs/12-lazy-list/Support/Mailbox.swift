import SwiftUI

/// One message in the inbox. Read-only: part of the lab.
public struct Message: Identifiable, Equatable, Sendable {
    public let id: Int
    public let sender: String
    public let subject: String
}

enum Mailbox {
    /// `count` messages, numbered from 1: “Message 1”, “Message 2”, …
    static func sample(count: Int) -> [Message] {
        let senders = ["Mina", "Theo", "Ana", "Jules"]
        return (1...count).map { number in
            Message(id: number, sender: senders[number % senders.count], subject: "Message \(number)")
        }
    }
}
