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
        host.update()
        // The count follows the taps: not shown before them, and a number of taps drawn per run.
        let taps = Scenario.int(in: 2...5)
        expectChange(in: host, to: "Likes: \(taps)", after: "tapping Like \(taps) times") {
            for _ in 0..<taps { host.tap("Like") }
            letTasksRun()
            host.update()
        }
        // And on past any small cap, on every draw: a count that stops (`min(likes, 3)`)
        // or wraps must not pass on the draws that stay under it.
        let more = Scenario.int(in: 4...7)
        expectChange(in: host, to: "Likes: \(taps + more)", after: "tapping Like \(more) more times (\(taps + more) in all)") {
            for _ in 0..<more { host.tap("Like") }
            letTasksRun()
            host.update()
        }
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
        // What is judged is the behaviour (one request, cancelled when the
        // screen leaves: `cancels-on-leave`), not the modifier's name: a
        // `Task` made in `onAppear` whose handle `onDisappear` cancels does
        // the same as `.task` (which SwiftUI cancels for you, iOS 15+).
        // The request came from a `.task` if one started; else from `onAppear`.
        let starts = host.events.filter { if case .taskStart = $0 { true } else { false } }.count
        let starters = host.attachedEffects.filter { $0.kind == (starts > 0 ? "task" : "onAppear") }
        expect(!starters.isEmpty, """
            the feed was not requested by the screen when it appears (no .task or onAppear on it): \
            start it from the modifier that runs when the view appears
            """)
        for task in starters {
            let outside = loader.posts.filter { post in
                guard let shown = host.frame(of: post), let frame = task.frame else { return true }
                return shown.x < frame.x || shown.y < frame.y
                    || shown.x + shown.width > frame.x + frame.width || shown.y + shown.height > frame.y + frame.height
            }
            expect(outside.isEmpty, """
                the .\(task.kind) that starts the load is attached to \(task.attachedTo), which does not hold the posts it loads \
                (\(outside.map { "“\($0)”" }.joined(separator: ", ")) are outside it): it starts, and is cancelled, with that view, \
                not with the feed. Attach it to a view that holds the posts (the body's outermost view), so they load while they are shown
                """)
        }
        recordBodyCounts(host)
    }
    lab.check("reloads-on-return") {
        // The user leaves the feed and opens it again (one program, one
        // loader: the server), while new posts arrive in between. Each visit
        // here is a new FeedView with empty state (the TabView below keeps it), and must show what the server
        // holds then: a fetch kept from an earlier visit (a static flag, a
        // static cache) shows an empty or an old feed.
        let loader = FeedLoader()
        let host = ViewHost(FeedProbe(loader: loader))
        letTasksRun()
        host.update()
        try require(loader.posts.allSatisfy(host.texts.contains),
                    "on the first visit, after the screen appeared and its tasks ran, the screen shows \(host.texts); expected the posts \(loader.posts)")
        let arriving = Scenario.shuffled(["Ferry times changed", "Lost: blue umbrella", "Choir practice moved", "New bakery on Dock St"])
        let visits = Scenario.int(in: 2...3)
        for visit in 2...visits {
            for _ in 0..<Scenario.int(in: 0...2) { host.tap("Like") }
            host.tap("Leave feed")
            let dropped = loader.posts.removeLast()
            let added = arriving[visit - 2]
            loader.posts.insert(added, at: 0)
            host.tap("Open feed")
            letTasksRun()
            host.update()
            expect(host.texts.contains(added) && !host.texts.contains(dropped), """
                visit \(visit): the user left the feed, “\(added)” was posted and “\(dropped)” deleted, and the feed was opened again \
                (a new FeedView); after its tasks ran the screen shows \(host.texts), expected \(loader.posts). \
                Each visit should fetch the feed when it appears (.task does), not reuse a flag or a cache kept from an earlier visit
                """)
        }
        expect(loader.requests == visits,
               "over \(visits) visits to the feed it was requested \(loader.requests) times; expected \(visits), one when each visit appears")
        // Twenty-second review: a tab is a visit that keeps the view. A
        // TabView keeps each tab's views, and their @State, while another
        // tab is shown; coming back to the Feed tab runs its `.task` again
        // (Apple, task(priority:_:), iOS 15: "Adds an asynchronous task to
        // perform before this view appears"), and the feed must show what
        // the server holds then. A guard that skips the load when posts are
        // already there (`guard posts.isEmpty`) shows the old feed.
        let tabLoader = FeedLoader()
        let tabs = ViewHost(FeedTabsProbe(loader: tabLoader))
        letTasksRun()
        tabs.update()
        try require(tabLoader.posts.allSatisfy(tabs.texts.contains),
                    "in a TabView, after the Feed tab appeared and its tasks ran, the screen shows \(tabs.texts); expected the posts \(tabLoader.posts)")
        tabs.select("Profile")
        let dropped = tabLoader.posts.removeLast()
        let added = arriving[3]
        tabLoader.posts.insert(added, at: 0)
        tabs.select("Feed")
        letTasksRun()
        tabs.update()
        expect(tabs.texts.contains(added) && !tabs.texts.contains(dropped), """
            the feed is a tab of a TabView (which keeps the FeedView and its state while another tab shows): the user went to the \
            Profile tab, “\(added)” was posted and “\(dropped)” deleted, and the user came back to the Feed tab; after its tasks ran \
            the screen shows \(tabs.texts), expected \(tabLoader.posts). Coming back to a tab is a new visit: its .task runs again, \
            and should fetch the feed, not skip the load because posts from the last visit are still in its state
            """)
        expect(tabLoader.requests == 2,
               "over two visits to the Feed tab (its first showing and the return to it) the feed was requested \(tabLoader.requests) times; expected 2, one each time the tab appears")
    }
    lab.check("cancels-on-leave") {
        // A slow network: the request waits for its response, and the user
        // leaves the feed meanwhile. The request must end with the screen.
        let loader = FeedLoader()
        loader.holdsResponses = true
        let host = ViewHost(FeedProbe(loader: loader))
        letTasksRun()
        host.update()
        try require(loader.requests == 1,
                    "the feed was requested \(loader.requests) times when the screen appeared; expected 1 (the request then waits for a slow network)")
        host.tap("Leave feed")
        letTasksRun()
        expect(loader.cancelled == 1, """
            the user left the feed while its request was waiting for a response, and the request was not cancelled: \
            it kept running for a screen that is gone. Start the fetch from the modifier that SwiftUI cancels when the view disappears, \
            and await the load in it directly (a Task {} made inside it is not cancelled with it)
            """)
        loader.holdsResponses = false
        letTasksRun()
        host.tap("Open feed")
        letTasksRun()
        host.update()
        expect(loader.posts.allSatisfy(host.texts.contains),
               "the feed was opened again and its tasks ran; the screen shows \(host.texts), expected the posts \(loader.posts)")
    }
}

/// The feed as one tab of a TabView: the tab keeps its FeedView (and its
/// state) while the Profile tab shows (twenty-second review).
struct FeedTabsProbe: View {
    let loader: FeedLoader

    var body: some View {
        TabView {
            FeedView(loader: loader)
                .tabItem { Label("Feed", systemImage: "list.bullet") }
            Text("Your profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

/// The app around the feed: the user can leave it and open it again (each
/// visit a new FeedView, as a navigation push or a view shown by `if` makes).
struct FeedProbe: View {
    let loader: FeedLoader
    @State private var open = true

    var body: some View {
        VStack {
            Button(open ? "Leave feed" : "Open feed") { open.toggle() }
            if open {
                FeedView(loader: loader)
            }
        }
    }
}
