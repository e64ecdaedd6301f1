import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("shows-posts") {
        let host = ViewHost(FeedView(loader: FeedLoader()))
        letTasksRun()
        host.update()
        expect(host.texts.contains("Three new trail maps"),
               "after mounting and letting tasks run, the screen shows \(host.texts); expected the three posts")
    }
    lab.check("likes-count") {
        let host = ViewHost(FeedView(loader: FeedLoader()))
        letTasksRun()
        for _ in 0..<3 { host.tap("Like") }
        letTasksRun()
        host.update()
        expect(host.texts.contains("Likes: 3"), "after tapping Like 3 times the screen shows \(host.texts); expected “Likes: 3”")
    }
    lab.check("loads-once") {
        let loader = FeedLoader()
        let host = ViewHost(FeedView(loader: loader))
        letTasksRun()
        for _ in 0..<3 {
            host.tap("Like")
            letTasksRun()
        }
        host.update()
        expect(loader.requests == 1,
               "the feed was requested \(loader.requests) times over mount + 3 taps of Like; expected 1")
        let starts = host.events.filter { if case .taskStart = $0 { true } else { false } }.count
        expect(starts == 1, "\(starts) .task started; expected 1, started by the screen when it appears")
        recordBodyCounts(host)
    }
}
