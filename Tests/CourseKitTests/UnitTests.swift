import Foundation
import Testing

@testable import CourseKit

@Suite struct UnitTests {
    /// Only lines with the run's nonce count, and a check reports once: a
    /// second report for it, which only a forger who knew the nonce could
    /// write, fails it whichever order they came in.
    @Test func outcomeIgnoresForeignLinesAndFailsDoubleReports() {
        let channel = [
            "n1\tstart\tcounts", "n1\tpass\tcounts", "n1\tstart\tbadge", "n1\tfail\tbadge\tran 3 times",
            "n1\tpass\tbadge", "forged\tpass\tother", "n1\tcomplete\t2",
        ].joined(separator: "\n") + "\n"
        let outcome = Outcome(channel: Array(channel.utf8), nonce: "n1")
        #expect(outcome.passed == ["counts"])
        #expect(outcome.failures["badge"]?.contains("reported more than once") == true)
        #expect(outcome.foreignLines == 1)
        #expect(outcome.complete)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(String(repeating: "a", count: 1000)).count == 64)
    }

    @Test func jsonSyntaxErrorsNameLineAndColumn() {
        let locator = JSONLocator("{\n  \"id\": \"x\"\n  \"title\": 1\n}")
        #expect(locator.syntaxError?.line == 3)
        #expect(locator.syntaxError?.message.contains("comma") == true)
    }

    @Test func decodingErrorsNameTheLineOfTheField() throws {
        let text = "{\n\"id\": \"a\",\n\"title\": \"t\",\n\"files\": [\"A.swift\"],\n\"checks\": [\n  {\"id\": \"c\", \"text\": \"t\"}\n]\n}"
        #expect(throws: CourseError.self) { try JSONFile.decode(LabManifest.self, from: text, path: "lab.json") }
        do {
            _ = try JSONFile.decode(LabManifest.self, from: text, path: "lab.json")
        } catch {
            #expect(error.message.contains("lab.json:6:"), "\(error.message)")
            #expect(error.message.contains("missing field \"points\""), "\(error.message)")
        }
    }

    @Test func hintsAreOnePerSection() {
        let hints = Hints(markdown: "# Hints\nintro\n## First\nlook here\n\n## Second\nand here\n").hints
        #expect(hints == [.init(title: "First", body: "look here"), .init(title: "Second", body: "and here")])
    }

    @Test func outcomeKeepsOnlyRecordsWithTheNonce() {
        let channel = "N\tstart\ta\nN\tpass\ta\nFAKE\tpass\tb\nN\tstart\tb\nN\tfail\tb\tBadge.body ran 3 times\\nsecond line\nN\tcount\tBadge\t3\t≤ 1\n"
        let outcome = Outcome(channel: Array(channel.utf8), nonce: "N")
        #expect(outcome.passed == ["a"])
        #expect(outcome.failures["b"] == "Badge.body ran 3 times\nsecond line")
        #expect(outcome.bodyCounts == [.init(type: "Badge", runs: 3, expected: "≤ 1")])
        #expect(outcome.foreignLines == 1)
        #expect(!outcome.complete)
    }

    @Test func bodyCountTableHasOneRowPerTypeAndCount() {
        let channel = "N\tcount\tBadge\t1\t≤ 1\nN\tcount\tBadge\t1\t—\nN\tcount\tList\t4\t—\nN\tcount\tList\t4\t—\nN\tcount\tList\t6\t—\n"
        let outcome = Outcome(channel: Array(channel.utf8), nonce: "N")
        #expect(outcome.bodyCounts == [
            .init(type: "Badge", runs: 1, expected: "≤ 1"),
            .init(type: "List", runs: 4, expected: "—"),
            .init(type: "List", runs: 6, expected: "—"),
        ])
    }

    @Test func bodyCountRowsSayTheirCheckAndWhyTheyFailed() {
        let channel = [
            "N\tcount\tChart\t11\t1\tskips\t0", "N\twhy\tskips\tChart\t10\t`@self` changed because `onTap` is a closure",
            "N\twhy\tskips\tChart\t1\tnew identity (first mount)", "N\tcount\tChart\t11\t—\tskips\t",
            "N\tcount\tScreen\t11\t—\tskips\t", "N\tcount\tChart\t1\t1\tupdates\t1", "N\tcount\tChart\t1\t—\tother\t",
            "N\twhy\tnowhere\tChart\t3\tan orphan reason is dropped",
        ].joined(separator: "\n")
        let outcome = Outcome(channel: Array(channel.utf8), nonce: "N")
        #expect(outcome.bodyCounts == [
            .init(type: "Chart", runs: 11, expected: "1", check: "skips", met: false, reasons: [
                .init(count: 10, reason: "`@self` changed because `onTap` is a closure"), .init(count: 1, reason: "new identity (first mount)"),
            ]),
            .init(type: "Screen", runs: 11, expected: "—", check: "skips"),
            .init(type: "Chart", runs: 1, expected: "1", check: "updates", met: true),
            .init(type: "Chart", runs: 1, expected: "—", check: "other"),
        ], "a recorded row repeats a row with an expectation only within its own check")
    }

    @Test func nothingCountsAfterTheCompleteRecord() {
        let outcome = Outcome(channel: Array("N\tcomplete\t0\nN\tpass\tlate\n".utf8), nonce: "N")
        #expect(outcome.complete)
        #expect(outcome.passed.isEmpty)
    }

    @Test func progressSavesAtomicallyAndReadsBack() throws {
        let directory = NSTemporaryDirectory() + "progress-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProgressStore(path: directory + "/.course/progress.json")
        var progress = CourseProgress()
        progress.labs["a"] = .init(passed: true, passedAt: "now", attempts: 2, bestScore: 5, hintsShown: 1)
        try store.save(progress)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory + "/.course").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        let course = Course(root: directory, lessons: [], labs: [])
        #expect(store.load(rebuildingFrom: Workspace(root: directory), course: course).progress == progress)
    }
}
