import Foundation
import Testing
@testable import SwiftUISim

// SwiftUI logs a runtime issue when state changes while a body is being
// computed: "Modifying state during view update, this will cause undefined
// behavior." for `@State`/`@Binding`, and "Publishing changes from within
// view updates is not allowed, this will cause undefined behavior." for an
// `ObservableObject` (Xcode shows both as purple runtime issues, iOS 13 on).
// The simulator reports them where SwiftUI finds them, to
// `ViewHost.runtimeIssueHandler`; writes in actions and handlers are not.

private struct BuildsInBody: View {
    @State private var made = 0
    var body: some View {
        if made == 0 { made = 1 }
        return Text("Made \(made)")
    }
}

private struct WritesInActions: View {
    @State private var count = 0
    var body: some View {
        Button("Add \(count)") { count += 1 }
            .onAppear { count = 1 }
    }
}

private final class Feed: ObservableObject {
    @Published var loaded = false
}

private struct PublishesInBody: View {
    @ObservedObject var feed: Feed
    var body: some View {
        if !feed.loaded { feed.loaded = true }
        return Text(feed.loaded ? "Loaded" : "Loading")
    }
}

@MainActor @Suite(.serialized) struct RuntimeIssuesTests {
    private func issues(_ work: () -> Void) -> [String] {
        var reported: [String] = []
        ViewHost.runtimeIssueHandler = { reported.append($0) }
        defer { ViewHost.runtimeIssueHandler = nil }
        work()
        return reported
    }

    @Test func aStateWriteInBodyIsReportedNamingTheView() {
        let reported = issues { _ = ViewHost(BuildsInBody()) }
        #expect(reported.first == "Modifying state during view update, this will cause undefined behavior. (while BuildsInBody.body ran)", "\(reported)")
    }

    @Test func writesInActionsAndHandlersAreNot() {
        let reported = issues {
            let host = ViewHost(WritesInActions())
            host.tap("Add 1")
            #expect(host.texts == ["Add 2"], "\(host.texts)")
        }
        #expect(reported.isEmpty, "\(reported)")
    }

    @Test func publishingFromBodyIsReported() {
        let reported = issues { _ = ViewHost(PublishesInBody(feed: Feed())) }
        #expect(reported.contains { $0.hasPrefix("Publishing changes from within view updates is not allowed") && $0.hasSuffix("(while PublishesInBody.body ran)") },
                "\(reported)")
    }
}
