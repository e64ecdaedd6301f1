@testable import StudentCode

/// The conversation the checks load into `ChatList`.
/// It builds the starter's own types, so it lives with the checks.
enum SampleChat {
    static let messages: [Message] = [
        Message(id: 1, author: "Ana", text: "Train is delayed"),
        Message(id: 2, author: "Ben", text: "Saving you a seat"),
        Message(id: 3, author: "Cleo", text: "Bring the map"),
    ]
}
