import Foundation
import Testing
@testable import ViewLint

/// Round 17: the misses of round 16's held-out judgement (openHAB, Nextcloud Talk), each by its
/// mechanism: an observed object the view never reads, a fresh cache key made in `body`, rows
/// keyed by the object identity of re-fetched NSObject models, and a decode helper in a callback
/// as evidence that a list can be large.
@Suite("Round 17 misses")
struct RoundSeventeenMechanismTests {
    static let tracker = """
        public final class Tracker: ObservableObject {
            public static let shared = Tracker()
            @Published public private(set) var status = 0
            @Published public private(set) var host: String?
        }
        final class Draft: ObservableObject {
            @Published var title = ""
        }
        """

    @Test("broad-observation: an observed object the view never reads: a note unless it ticks (round 22); read or handed on: nothing")
    func unreadObservation() throws {
        let views = """
            struct Drawer: View {
                @ObservedObject private var tracker = Tracker.shared
                @ObservedObject var draft: Draft
                let tiles: [String]
                var body: some View { List(tiles, id: \\.self) { Text($0) } }
            }
            struct Status: View {
                @ObservedObject private var tracker = Tracker.shared
                var body: some View { Text("\\(tracker.status)") }
            }
            struct Handing: View {
                @EnvironmentObject var draft: Draft
                var body: some View { Editor(draft: draft) }
            }
            struct Editor: View {
                @ObservedObject var draft: Draft
                var body: some View { TextField("Title", text: $draft.title) }
            }
            """
        let findings = try lintFolder(["Tracker.swift": Self.tracker, "Views.swift": views])
        // Round 22: process-wide (`= T.shared`) says how far a change reaches, not how often one
        // comes: a note unless a timer ticks one of its properties (`RoundTwentyTwoMechanismTests`).
        #expect(summary(findings, "broad-observation") == ["Views.swift:2:note", "Views.swift:3:note"], "\(findings.map(\.textLine))")
        // Read in an extension in another file: not reported.
        let extended = "extension Drawer { var label: String { \"\\(tracker.status) \\(draft.title)\" } }"
        let quiet = try lintFolder(["Tracker.swift": Self.tracker, "Views.swift": views, "Drawer+Label.swift": extended])
        #expect(summary(quiet, "broad-observation").isEmpty, "\(quiet.map(\.textLine))")
    }

    @Test("unstable-id: a fresh cache key made in body is a warning; in an action or derived from the data, nothing")
    func freshCacheKey() throws {
        let source = """
            struct Tile: View {
                let url: String
                @State private var keys: [String] = []
                var body: some View {
                    let provider = Base64Provider(base64: url, cacheKey: UUID().uuidString)
                    VStack {
                        RemoteImage(source: provider)
                        RemoteImage(source: Provider(url: url, cacheKey: url))
                        Button("Add") { keys.append(Provider(url: url, cacheKey: UUID().uuidString).key) }
                    }
                }
            }
            """
        let findings = try lintFolder(["Tile.swift": source])
        #expect(summary(findings, "unstable-id") == ["Tile.swift:5:warning"], "\(findings.map(\.textLine))")
    }

    @Test("unstable-id: `id: \\.self` over an NSObject model without its own equality: a warning when re-fetched, a note otherwise")
    func identityHashedClass() throws {
        let model = """
            public class Participant: NSObject {
                public var attendeeId = 0
                public var name = ""
            }
            public class Tag: NSObject {
                public var name = ""
                public override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.name == name }
                public override var hash: Int { name.hashValue }
            }
            """
        let views = """
            struct Participants: View {
                let api: API
                let fixed: [Participant]
                let tags: [Tag]
                @State private var participants: [Participant]?
                var body: some View {
                    List {
                        if let participants {
                            ForEach(participants, id: \\.self) { Text($0.name) }
                        }
                        ForEach(fixed, id: \\.self) { Text($0.name) }
                        ForEach(tags, id: \\.self) { Text($0.name) }
                    }
                    .task { participants = try? await api.getParticipants(forRoom: "a") }
                }
            }
            """
        let findings = try lintFolder(["Participant.swift": model, "Views.swift": views])
        #expect(summary(findings, "unstable-id") == ["Views.swift:9:warning", "Views.swift:11:note"], "\(findings.map(\.textLine))")
        #expect(findings.first { $0.rule == "unstable-id" }?.message.contains("`id: \\.attendeeId`") == true)
    }

    @Test("evidence: a list filled from a decode helper in a callback proves its rows many")
    func decodeHelperIsASource() throws {
        let source = """
            struct NotificationRow: View {
                let date: Date
                var body: some View {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return Text(formatter.string(from: date))
                }
            }
            struct Notifications: View {
                @State var notifications: [Date] = []
                var body: some View {
                    List(notifications, id: \\.self) { NotificationRow(date: $0) }
                        .onAppear { load() }
                }
                func load() {
                    Client.shared.get { data in
                        if let items = try? data.decoded(as: [Date].self) { notifications = items }
                    }
                }
            }
            """
        let findings = try lintFolder(["Notifications.swift": source])
        #expect(summary(findings, "allocation-in-body") == ["Notifications.swift:4:warning"], "\(findings.map(\.textLine))")
    }
}
