import SwiftUI
@testable import StudentCode

private func outlines(_ count: Int) -> String { count == 1 ? "1 red outline" : "\(count) red outlines" }

/// Red outlines a user can see: one under `.opacity(0)` or `.hidden()` is
/// not drawn. Read from `host.tree(visibleOnly:)`: a `stroke`/`strokeBorder`
/// modifier the simulator recorded, in red (its first argument), never a
/// word a text or a state value could hold.
@MainActor private func redOutlines(_ host: ViewHost) -> Int {
    host.tree(visibleOnly: true).filter { view in
        view.modifiers.contains { modifier in
            ["stroke", "strokeBorder"].contains(modifier.name)
                && modifier.arguments?.split(separator: ",").first.map { $0 == "red" || $0.hasPrefix("red ") } == true
        }
    }.count
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("outline-follows-validation") {
        let host = ViewHost(SignUpForm())
        expect(redOutlines(host) == 0, "the empty form has \(outlines(redOutlines(host))); expected none. The tree:\n\(host.dump())")
        host.type("ana", into: "Email")
        expect(redOutlines(host) == 1, "after typing “ana” the form has \(outlines(redOutlines(host))); expected 1. The tree:\n\(host.dump())")
        host.type("ana@post.io", into: "Email")
        expect(redOutlines(host) == 0, "after typing “@post.io” after it the form has \(outlines(redOutlines(host))); expected none. The tree:\n\(host.dump())")
        expect(host.tree.contains { $0.field?.value == "ana@post.io" }, "the email field should hold “ana@post.io”. The tree:\n\(host.dump())")
        host.type("ana", into: "Email")
        expect(redOutlines(host) == 1, "after the address became invalid again the form has \(outlines(redOutlines(host))); expected 1. The tree:\n\(host.dump())")
    }
    lab.check("help-survives-validation") {
        let host = ViewHost(SignUpForm())
        let help = "We only use your email to send receipts."
        host.tap("Why we ask")
        try require(host.texts.contains(help), "tapping Why we ask shows \(host.texts); expected the help note")
        host.resetCounts()
        host.type("ana", into: "Email")
        expect(host.texts.contains(help), "the help note closed itself when “ana” made the address invalid; the form shows \(host.texts)")
        host.type("ana@post.io", into: "Email")
        expect(host.texts.contains(help), "the help note is closed after the address became valid again; the form shows \(host.texts)")
        // Judged by identity, not by @State: a field torn down and rebuilt is
        // the bug whether or not it holds state (its focus, onAppear, task).
        expectNoRebuilds(in: host, "while the outline came and went")
    }
}
