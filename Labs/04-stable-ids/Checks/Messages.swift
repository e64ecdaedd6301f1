@testable import StudentCode

/// The conversation the checks load into `ChatList`.
/// It builds the starter's own types, so it lives with the checks.
enum SampleChat {
    static let messages: [Message] = [
        Message(id: 1, author: "Ana", text: "Train is delayed"),
        Message(id: 2, author: "Ben", text: "Saving you a seat"),
        Message(id: 3, author: "Cleo", text: "Bring the map"),
    ]

    /// Five messages in which an author writes twice and two authors say
    /// the same thing, in a random order (ids in list order).
    @MainActor static func repeating() -> [Message] {
        let texts = Scenario.shuffled(["Train is delayed", "Saving you a seat", "Bring the map"])
        let twice = Scenario.pick(["Ana", "Ben", "Cleo"])
        let same = Scenario.pick(["ok", "On my way", "See you there"])
        let other = Scenario.pick(["Ana", "Ben", "Cleo"].filter { $0 != twice })
        let lines = [("Ana", texts[0]), ("Ben", texts[1]), ("Cleo", texts[2]), (twice, same), (other, same)]
        return Scenario.shuffled(lines).enumerated().map { Message(id: $0.offset + 1, author: $0.element.0, text: $0.element.1) }
    }
}
