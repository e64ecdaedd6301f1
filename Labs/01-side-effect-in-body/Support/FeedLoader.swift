import Foundation
import SwiftUI

/// A stand-in for the network: it hands out the same three posts every time
/// and counts how many times anyone asked (the count is for the checks).
/// Read-only: part of the lab.
@MainActor public final class FeedLoader {
    private(set) var requests = 0

    public init() {}

    public func load() async -> [String] {
        requests += 1
        return ["Sunrise over the harbour", "Three new trail maps", "Weekend market recap"]
    }
}

/// Lets the tasks that views started run to their end, as the main run loop
/// would between frames in an app.
@MainActor func letTasksRun() {
    for _ in 0..<5 {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}
