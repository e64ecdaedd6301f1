import SwiftUI

/// One message in the inbox. Read-only: part of the lab.
struct Message: Identifiable, Equatable {
    let id: Int
    let sender: String
    let subject: String
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
