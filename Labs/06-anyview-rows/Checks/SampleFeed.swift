@testable import StudentCode

/// The feed the checks load into `FeedScreen`.
/// It builds the starter's own types, so it lives with the checks.
enum SampleFeed {
    static let items: [FeedItem] = [
        FeedItem(id: 1, title: "Groceries", kind: .note("Oats, lemons, coffee")),
        FeedItem(id: 2, title: "Harbour", kind: .photo("harbour-dawn")),
        FeedItem(id: 3, title: "Standup", kind: .note("Moved to 9:30")),
    ]
}
