import Foundation
import Testing

@testable import CourseKit

/// Selection, grading, Leitner boxes and the progress file, without a terminal.
@Suite struct QuizEngineTests {
    static let bank = QuizBank.load(directory: QuizBankTests.directory).questions
    static func question(_ id: String) -> QuizQuestion { bank.first { $0.id == id }! }

    @Test func leitnerMovesCardsBetweenBoxes() {
        var progress = QuizProgress()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        Leitner.record("q", correct: true, at: start, in: &progress)
        #expect(progress.cards["q"]?.box == 2, "a new card answered right goes to box 2")
        Leitner.record("q", correct: true, at: start, in: &progress)
        #expect(progress.cards["q"]?.box == 3)
        #expect(progress.cards["q"]?.isDue(at: start.addingTimeInterval(2 * 86_400)) == false)
        #expect(progress.cards["q"]?.isDue(at: start.addingTimeInterval(3 * 86_400)) == true, "box 3 waits three days")
        Leitner.record("q", correct: false, at: start, in: &progress)
        #expect(progress.cards["q"]?.box == 1, "a wrong answer sends the card back to box 1")
        #expect(progress.cards["q"]?.isDue(at: start) == true, "box 1 comes back at once")
        for _ in 0..<10 { Leitner.record("q", correct: true, at: start, in: &progress) }
        #expect(progress.cards["q"]?.box == Leitner.boxes, "box 5 is the last")
        #expect(progress.cards["q"]?.seen == 13 && progress.cards["q"]?.right == 12)
        Leitner.record("new", correct: false, at: start, in: &progress)
        #expect(progress.cards["new"]?.box == 1)
    }

    @Test func reviewAsksDueCardsLowestBoxFirst() {
        var progress = QuizProgress()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let ids = Self.bank.prefix(4).map(\.id)
        Leitner.record(ids[0], correct: true, at: now, in: &progress)  // box 2, due tomorrow
        Leitner.record(ids[1], correct: false, at: now, in: &progress)  // box 1, due now
        Leitner.record(ids[2], correct: true, at: now.addingTimeInterval(-10 * 86_400), in: &progress)  // box 2, overdue
        let due = QuizSelection.due(Self.bank, filter: QuizFilter(), progress: progress, now: now, count: nil).map(\.id)
        #expect(due == [ids[1], ids[2]])
        #expect(!due.contains(ids[3]), "cards never answered are not in the boxes")
        let later = QuizSelection.due(Self.bank, filter: QuizFilter(), progress: progress, now: now.addingTimeInterval(86_400), count: nil)
        #expect(later.map(\.id).contains(ids[0]))
    }

    @Test func selectionRepeatsWithTheSameSeedAndFilters() {
        let filter = QuizFilter(level: .mid)
        let first = QuizSelection.pick(Self.bank, filter: filter, count: 5, seed: 7).map(\.id)
        #expect(first == QuizSelection.pick(Self.bank, filter: filter, count: 5, seed: 7).map(\.id))
        #expect(first != QuizSelection.pick(Self.bank, filter: filter, count: 5, seed: 8).map(\.id))
        #expect(first.count == 5)
        #expect(QuizSelection.pick(Self.bank, filter: filter, count: 5, seed: 7).allSatisfy { $0.level == .mid })
        #expect(QuizSelection.pick(Self.bank, filter: QuizFilter(level: .junior, topic: "equatable"), count: nil, seed: 1).isEmpty)
    }

    @Test func aMockMixesLevelsInInterviewOrder() {
        let mock = QuizSelection.mock(Self.bank, filter: QuizFilter(), count: 9, seed: 3)
        #expect(mock.count == 9)
        #expect(QuizLevel.allCases.allSatisfy { level in mock.filter { $0.level == level }.count == 3 })
        #expect(mock.map(\.level) == mock.map(\.level).sorted(), "junior first, senior last")
    }

    @Test func answersAreParsedOrRejectedWithWhatIsAccepted() {
        let choice = Self.bank.first { $0.kind == .choice && $0.options?.count == 4 }!
        #expect(QuizGrader.parse("b", for: choice) == .success(.option(1)))
        #expect(QuizGrader.parse(" B) ", for: choice) == .success(.option(1)))
        #expect(QuizGrader.parse("4", for: choice) == .success(.option(3)))
        #expect(QuizGrader.parse("e", for: choice) == .failure(.init(accepted: "a letter a–d or a number 1–4")))
        #expect(QuizGrader.parse("5", for: choice) == .failure(.init(accepted: "a letter a–d or a number 1–4")))
        #expect(QuizGrader.parse("", for: choice) == .failure(.init(accepted: "a letter a–d or a number 1–4")))

        let count = Self.question("equatable-closure-not-skipped")
        #expect(QuizGrader.parse("3", for: count) == .success(.value(.int(3))))
        #expect(QuizGrader.parse("three", for: count) == .failure(.init(accepted: "a whole number, like 3")))
        #expect(QuizGrader.parse("-1", for: count) == .failure(.init(accepted: "a whole number, like 3")))
        #expect(QuizGrader.isCorrect(.value(.int(3)), for: count))
        #expect(!QuizGrader.isCorrect(.value(.int(0)), for: count))

        let survived = Self.question("identity-ternary-keeps-state")
        #expect(QuizGrader.parse("Y", for: survived) == .success(.value(.bool(true))))
        #expect(QuizGrader.parse("maybe", for: survived) == .failure(.init(accepted: "yes or no (y/n)")))

        let text = Self.question("identity-if-else-same-type")
        #expect(QuizGrader.isCorrect(.value(.text("count: 0")), for: text))
        #expect(QuizGrader.isCorrect(.value(.text("0")), for: text), "the part after the prefix is enough")
        #expect(!QuizGrader.isCorrect(.value(.text("2")), for: text))

        let texts = Self.question("viewbuilder-switch-texts")
        guard case .success(let response) = QuizGrader.parse("Pick a name, Step 2 of 3,  Next", for: texts) else { Issue.record("parse"); return }
        #expect(QuizGrader.isCorrect(response, for: texts))
    }

    @Test func openQuestionsAreTickedAndHinted() {
        let open = Self.question("identity-explain-bug")
        #expect(QuizGrader.parseTicks("1 3 4", count: 5) == .success([0, 2, 3]))
        #expect(QuizGrader.parseTicks("all", count: 5) == .success(Set(0..<5)))
        #expect(QuizGrader.parseTicks("none", count: 5) == .success([]))
        #expect(QuizGrader.parseTicks("", count: 5).isFailure)
        #expect(QuizGrader.parseTicks("1 9", count: 5).isFailure)
        #expect(QuizGrader.isCorrect(.open(text: "", covered: [0, 1, 2]), for: open), "3 of 5 is half or more")
        #expect(!QuizGrader.isCorrect(.open(text: "", covered: [0, 1]), for: open))
        let hints = QuizGrader.mentionedKeyPoints(
            in: "It's about the structural position of a view; when you use .id(UUID()) the form clears and state is reset.", of: open)
        #expect(hints.contains(1) && hints.contains(2) && hints.contains(3) && hints.contains(4), "\(hints)")
        #expect(QuizGrader.mentionedKeyPoints(in: "I don't know", of: open).isEmpty)
    }

    @Test func tallyScoresAndNamesTopicsToRevisit() {
        var tally = QuizTally()
        tally.record(Self.question("identity-explain-bug"), correct: false)
        tally.record(Self.question("equatable-what-it-does"), correct: true)
        tally.record(Self.question("anyview-what-it-is"), correct: false)
        tally.record(Self.question("anyview-heterogeneous-rows"), correct: false)
        #expect(tally.scoreLine == "Score: 1/4")
        #expect(tally.topicsToRevisit == ["anyview", "identity"])
    }

    @Test func theProgressFileStaysCompatible() throws {
        // A file written before the quiz existed still loads…
        let old = #"{"labs":{"01-counter":{"attempts":2,"bestScore":3,"hintsShown":1,"passed":true,"passedAt":"2026-01-01T00:00:00Z"}},"lessonsRead":["intro"],"version":1}"#
        var progress = try JSONFile.decode(CourseProgress.self, from: old, path: "progress.json")
        #expect(progress.quiz == nil)
        #expect(progress.labs["01-counter"]?.passed == true)
        // …and one with quiz boxes keeps everything else.
        var quiz = QuizProgress()
        Leitner.record("identity-explain-bug", correct: true, at: Date(), in: &quiz)
        progress.quiz = quiz
        let data = try JSONEncoder().encode(progress)
        let again = try JSONFile.decode(CourseProgress.self, from: String(decoding: data, as: UTF8.self), path: "progress.json")
        #expect(again == progress)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == ["labs", "lessonsRead", "quiz", "version"])
    }
}

extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
