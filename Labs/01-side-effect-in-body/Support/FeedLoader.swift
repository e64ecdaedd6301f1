import Foundation
import SwiftUI

/// A stand-in for the network: it hands out the feed's posts and counts how
/// many times anyone asked (the count is for the checks).
/// Read-only: part of the lab.
@MainActor public final class FeedLoader {
    private(set) var requests = 0
    /// What the server holds: the checks change it between visits (a new
    /// post arrives while the user is elsewhere).
    var posts = ["Sunrise over the harbour", "Three new trail maps", "Weekend market recap"]
    /// While true, a request waits for its response (the checks let the user
    /// leave the screen meanwhile); a request whose task is cancelled while
    /// it waits stops there, as a cancelled URLSession request does.
    var holdsResponses = false
    /// Requests that saw their task cancelled while they waited.
    private(set) var cancelled = 0
    /// Requests that delivered their posts.
    private(set) var delivered = 0

    public init() {}

    public func load() async -> [String] {
        requests += 1
        while holdsResponses && !Task.isCancelled {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        if Task.isCancelled {
            cancelled += 1
            return []
        }
        delivered += 1
        return posts
    }
}

/// Lets the tasks that views started run to their end, as the main run loop
/// would between frames in an app.
@MainActor func letTasksRun() {
    for _ in 0..<5 {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}
