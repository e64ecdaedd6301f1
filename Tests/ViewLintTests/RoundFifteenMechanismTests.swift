import Foundation
import Testing
@testable import ViewLint

/// Round 15: recall on round 13's held-out ios-kMail (K2): a row view's init that builds a value of
/// a helper type whose own init runs a query or formats a value. The view's init runs on every pass
/// of the parent's body, so the helper's init does too.
@Suite("Round 15 helper inits")
struct RoundFifteenMechanismTests {
    static let helper = """

        struct ThreadSummary {
            let subject: String
            let preview: String
            init(thread: MailThread) {
                let last = thread.messages.filter(Self.notSent).last ?? thread.messages.last
                subject = last?.subject ?? ""
                preview = last?.date.formatted(.dateTime.day().month()) ?? ""
            }
        }
        """

    static let row = """
        struct ThreadRow: View {
            let thread: MailThread
            let summary: ThreadSummary
            init(thread: MailThread) {
                self.thread = thread
                summary = ThreadSummary(thread: thread)
            }
            var body: some View { VStack { Text(summary.subject); Text(summary.preview) } }
        }
        """

    static let list = """
        struct ThreadList: View {
            let threads: [MailThread]
            var body: some View {
                List(threads) { thread in ThreadRow(thread: thread) }
            }
        }
        """

    @Test("expensive-init: a helper built in a row's init whose init queries: a warning at the call")
    func helperInitInRow() throws {
        // The helper declared in the row's file (as ios-kMail's `ThreadCellDataHolder` is).
        let findings = try lintFolder(["Row.swift": Self.row + Self.helper, "List.swift": Self.list])
        #expect(summary(findings, "expensive-init") == ["Row.swift:6:warning"], "\(findings.map(\.textLine))")
        let message = findings.first { $0.rule == "expensive-init" }?.message ?? ""
        #expect(message.contains("builds a `ThreadSummary`, whose init"), "\(message)")
        // Formatting alone in the helper's init is found too.
        let formatting = Self.helper.replacingOccurrences(of: "thread.messages.filter(Self.notSent).last ?? ", with: "")
        let formatted = try lintFolder(["Row.swift": Self.row + formatting, "List.swift": Self.list])
        #expect(summary(formatted, "expensive-init") == ["Row.swift:6:warning"], "\(formatted.map(\.textLine))")
        // Not built per row: a note (how often the parent runs is not known).
        let once = "struct Screen: View {\n    let thread: MailThread\n    var body: some View { ThreadRow(thread: thread) }\n}\n"
        let single = try lintFolder(["Row.swift": Self.row + Self.helper, "Screen.swift": once])
        #expect(summary(single, "expensive-init") == ["Row.swift:6:note"], "\(single.map(\.textLine))")
    }

    @Test("expensive-init: a cheap helper init, a closure filter, a memberwise init, a view, or the helper built in body: not reported")
    func cheapHelpers() throws {
        // A closure `filter` over an array is not a query, and copying fields is cheap.
        let cheap = """
            struct ThreadSummary {
                let subject: String
                let count: Int
                init(thread: MailThread) {
                    subject = thread.subject
                    count = thread.messages.filter { $0.unread }.count
                }
            }
            """
        let findings = try lintFolder(["Row.swift": Self.row + "\n" + cheap, "List.swift": Self.list])
        #expect(summary(findings, "expensive-init").isEmpty, "\(findings.map(\.textLine))")
        // A memberwise init (no explicit init): nothing runs but field copies.
        let memberwise = "struct ThreadSummary {\n    let subject: String\n    let preview: String\n}\n"
        let row = Self.row.replacingOccurrences(of: "ThreadSummary(thread: thread)", with: "ThreadSummary(subject: thread.subject, preview: thread.preview)")
        let plain = try lintFolder(["Row.swift": row + "\n" + memberwise, "List.swift": Self.list])
        #expect(summary(plain, "expensive-init").isEmpty, "\(plain.map(\.textLine))")
        // Built in body, not in init: `allocation-in-body`'s business, not this rule's.
        let inBody = """
            struct ThreadRow: View {
                let thread: MailThread
                var body: some View { Text(ThreadSummary(thread: thread).subject) }
            }
            """
        let body = try lintFolder(["Row.swift": inBody + Self.helper, "List.swift": Self.list])
        #expect(summary(body, "expensive-init").isEmpty, "\(body.map(\.textLine))")
        // The labels fit no init of the helper: nothing is followed.
        let other = Self.row.replacingOccurrences(of: "ThreadSummary(thread: thread)", with: "ThreadSummary(cached: thread)")
        let unfit = try lintFolder(["Row.swift": other + Self.helper, "List.swift": Self.list])
        #expect(summary(unfit, "expensive-init").isEmpty, "\(unfit.map(\.textLine))")
    }
}
