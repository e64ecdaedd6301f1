import Foundation
import Testing

@testable import CourseKit

/// Hints keyed to a check or lint rule (`## Title {check: id}`): `course
/// hint` gives first those of what failed in the last check, then the
/// general ones; an old hints.md works as before.
@Suite struct KeyedHintsTests {
    @Test func headingsCarryKeys() {
        let hints = Hints(markdown: """
            # Hints
            ## Compare less {check: badge-skipped}
            a
            ## Two keys {check: counts, badge-skipped} {rule: anyview}
            b
            ## Braces of another kind {stay}
            c
            ## General
            d
            """).hints
        #expect(hints.map(\.title) == ["Compare less", "Two keys", "Braces of another kind {stay}", "General"])
        #expect(hints.map(\.keys) == [["check:badge-skipped"], ["check:counts", "check:badge-skipped", "rule:anyview"], [], []])
        #expect(hints[1].body == "b")

        let all = Hints(markdown: "## A {check: x}\n## B\n## C {rule: r}\n## D\n")
        #expect(all.ordered(failures: nil).map(\.hint.title) == ["A", "B", "C", "D"], "unknown failures: file order")
        #expect(all.ordered(failures: ["rule:r"]).map(\.hint.title) == ["C", "B", "D"])
        #expect(all.ordered(failures: ["rule:r"]).first?.because == "rule:r")
        #expect(all.ordered(failures: ["check:x", "rule:r"]).map(\.hint.title) == ["A", "C", "B", "D"])
        #expect(all.ordered(failures: []).map(\.hint.title) == ["B", "D"], "everything passed: the general hints")
        #expect(Hints(markdown: "## A {check: x}\n").ordered(failures: []).map(\.hint.title) == ["A"], "never none")
    }

    @Test func hintsFollowTheLastCheck() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try """
            # Hints

            ## Count what the badge stores {check: badge-skipped}

            Which of its stored properties can never compare equal?

            ## The count must show {check: counts}

            Does Increment still change the count?

            ## AnyView hides the type {rule: anyview}

            Return the concrete view.

            ## Closures are never equal

            Drop the `onTap` closure.

            ## The shape of the fix

            Badge keeps only its title.
            """.write(toFile: sandbox.course + "/Labs/01-counter/hints.md", atomically: true, encoding: .utf8)

        // Before any check: file order, as always.
        let unchecked = try sandbox.run(["hint"])
        #expect(unchecked.stdout.contains("Hint 1 of 5 for 01-counter: Count what the badge stores"), "\(unchecked.output)")

        // The starter fails badge-skipped only: its hint (seen already, so not
        // again), then the general ones; counts' and anyview's are left out.
        #expect(try sandbox.run(["check"]).status == 1)
        let second = try sandbox.run(["hint"])
        #expect(second.stdout.contains("Hint 2 of 3 for 01-counter: Closures are never equal"), "seen hints are not repeated: \(second.output)")
        let third = try sandbox.run(["hint"])
        #expect(third.stdout.contains("Hint 3 of 3 for 01-counter: The shape of the fix"), "\(third.output)")
        #expect(third.stdout.contains("That was the last hint"), "\(third.output)")
        let again = try sandbox.run(["hint"])
        #expect(again.stdout.contains("Hint 3 of 3 for 01-counter: The shape of the fix"), "the last one again: \(again.output)")

        // Now the count breaks and AnyView comes in: their hints come next, though the general ones were read.
        try sandbox.writeStudentFile(
            sandbox.solution().replacingOccurrences(of: "Button(\"Increment\") { count += 1 }", with: "Button(\"Increment\") { count += 2 }")
                .replacingOccurrences(of: "Text(\"Count: \\(count)\")", with: "AnyView(Text(\"Count: \\(count)\"))"))
        let broken = try sandbox.checkJSON()
        #expect(broken.verdict.check("counts")?["passed"] as? Bool == false, "\(broken.result.output)")
        #expect(broken.verdict.check("badge-skipped")?["passed"] as? Bool == true, "\(broken.result.output)")
        #expect(broken.result.stdout.contains("anyview"), "\(broken.result.output)")
        let counts = try sandbox.run(["hint"])
        #expect(counts.stdout.contains("Hint 1 of 4 for 01-counter (check counts failed): The count must show"), "\(counts.output)")
        let lint = try sandbox.run(["hint"])
        #expect(lint.stdout.contains("Hint 2 of 4 for 01-counter (lint rule anyview fired): AnyView hides the type"), "\(lint.output)")
        #expect(counts.stdout.contains("`course hint` again for the next one."), "\(counts.output)")
        #expect(lint.stdout.contains("That was the last hint"), "the general ones were read already: \(lint.output)")

        // A check stopped before the checks ran (a compile error) keeps what was measured last.
        try sandbox.writeStudentFile("struct Broken { let x: Int = \"no\" }\n")
        #expect(try sandbox.run(["check"]).status == 1)
        let progress = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sandbox.workspace + "/.course/progress.json")))
        let record = ((progress as? [String: Any])?["labs"] as? [String: Any])?["01-counter"] as? [String: Any]
        #expect(record?["lastFailures"] as? [String] == ["check:counts", "rule:anyview"], "\(String(describing: record))")
        #expect(record?["hintsShown"] as? Int == 5)
    }

    /// A hints.md without keys keeps its order whatever failed, and a
    /// progress file from before keys (only `hintsShown`) goes on where it was.
    @Test func oldHintsAndOldProgressWorkUnchanged() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        #expect(try sandbox.run(["check"]).status == 1)
        let first = try sandbox.run(["hint"])
        #expect(first.stdout.contains("Hint 1 of 2 for 01-counter: Look at what Badge stores"), "\(first.output)")
        let path = sandbox.workspace + "/.course/progress.json"
        var progress = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
        var labs = progress["labs"] as? [String: Any] ?? [:]
        var record = labs["01-counter"] as? [String: Any] ?? [:]
        record.removeValue(forKey: "hintsSeen")
        record.removeValue(forKey: "lastFailures")
        labs["01-counter"] = record
        progress["labs"] = labs
        try JSONSerialization.data(withJSONObject: progress).write(to: URL(fileURLWithPath: path))
        let second = try sandbox.run(["hint"])
        #expect(second.stdout.contains("Hint 2 of 2 for 01-counter: Closures are never equal"), "\(second.output)")
        #expect(second.stderr.isEmpty, "an old progress file reads without a notice: \(second.stderr)")
    }
}
