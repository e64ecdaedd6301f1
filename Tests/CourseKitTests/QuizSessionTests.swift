import Foundation
import Testing

@testable import CourseKit

/// `course quiz` through the real binary, with answers piped on stdin.
@Suite struct QuizSessionTests {
    /// A sandbox course holding the real question bank.
    static func sandbox() throws -> CourseSandbox {
        let sandbox = try CourseSandbox()
        try FileManager.default.copyItem(atPath: QuizBankTests.directory, toPath: sandbox.course + "/Lessons/quiz")
        return sandbox
    }

    static func quiz(_ sandbox: CourseSandbox, _ arguments: [String], input: String, after delay: Double = 0) throws -> CourseSandbox.Result {
        let process = sandbox.process(["quiz"] + arguments)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errors = TestBox<Data>(Data())
        let reader = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errors.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return .init(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errors.value, as: UTF8.self))
    }

    /// A quiz still running, answered a line at a time while its output is read.
    final class LiveQuiz {
        let process: Process
        private let stdin = Pipe()
        private let output = TestBox<Data>(Data())

        init(_ sandbox: CourseSandbox, _ arguments: [String]) throws {
            process = sandbox.process(["quiz"] + arguments)
            let stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = output
            Thread {
                while case let chunk = stdout.fileHandleForReading.availableData, !chunk.isEmpty { output.update { $0.append(chunk) } }
                output.set(output.value)
            }.start()
        }

        var text: String { String(decoding: output.value, as: UTF8.self) }

        func answer(_ line: String) { stdin.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        func waitFor(_ text: String, seconds: Double = 30) {
            let deadline = Date().addingTimeInterval(seconds)
            while !self.text.contains(text), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        }

        /// Closes its input, waits for it to end and returns all it printed.
        func finish() throws -> String {
            try stdin.fileHandleForWriting.close()
            process.waitUntilExit()
            while !output.isSet { Thread.sleep(forTimeInterval: 0.01) }
            return text
        }
    }

    /// The right answer to a question, as a learner would type it (open: some text, then every point ticked).
    static func rightAnswer(_ question: QuizQuestion) -> [String] {
        switch question.kind {
        case .choice: return [QuizGrader.letter(question.correctOptionIndex!)]
        case .open: return ["Identity, state and tracking of reads.", "all"]
        case .predict:
            switch question.answer! {
            case .int(let count): return [String(count)]
            case .bool(let flag): return [flag ? "yes" : "no"]
            case .text(let text): return [text]
            case .texts(let texts): return [texts.joined(separator: ", ")]
            }
        }
    }

    /// Lines that are not accepted (empty, out of range), then a wrong answer.
    static func wrongAnswerAfterInvalidOnes(_ question: QuizQuestion) -> [String] {
        switch question.kind {
        case .choice: return ["", "zzz", QuizGrader.letter((question.correctOptionIndex! + 1) % question.options!.count)]
        case .open: return ["", "", "9", "none"]  // said aloud; then two ticks that are not accepted
        case .predict:
            switch (question.ask!, question.answer!) {
            case (.bodyCount, _): return ["", "zzz", "99"]
            case (.showsText, .bool(let key)): return ["", "zzz", key ? "no" : "yes"]
            default: return ["", "nothing like it"]
            }
        }
    }

    static func progress(_ sandbox: CourseSandbox) throws -> CourseProgress {
        let text = try String(contentsOfFile: sandbox.workspace + "/.course/progress.json", encoding: .utf8)
        return try JSONFile.decode(CourseProgress.self, from: text, path: "progress.json")
    }

    @Test func aScriptedSessionCompletesWithAScore() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let bank = QuizBank.load(directory: sandbox.course + "/Lessons/quiz").questions
        let chosen = QuizSelection.pick(bank, filter: QuizFilter(), count: 8, seed: 11)
        // Invalid answers first (empty, out of range), then the right ones; the first question is answered wrong.
        var lines: [String] = []
        for (index, question) in chosen.enumerated() {
            lines += index == 0 ? Self.wrongAnswerAfterInvalidOnes(question) : Self.rightAnswer(question)
        }
        let result = try Self.quiz(sandbox, ["--count", "8", "--seed", "11"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("Quiz: 8 questions (seed 11"))
        #expect(result.stdout.contains("Question 8 of 8"))
        #expect(result.stdout.contains("Please answer with"), "empty and out-of-range answers are asked again")
        #expect(result.stdout.contains("Score: 7/8"), "\(result.stdout.suffix(1500))")
        #expect(result.stdout.contains("Topics to revisit: \(chosen[0].topic)"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour without a terminal")
        let cards = try Self.progress(sandbox).quiz?.cards ?? [:]
        #expect(cards.count == 8)
        #expect(cards[chosen[0].id]?.box == 1 && cards[chosen[1].id]?.box == 2)
    }

    @Test func endOfInputMidQuizScoresWhatWasAnswered() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let bank = QuizBank.load(directory: sandbox.course + "/Lessons/quiz").questions
        let chosen = QuizSelection.pick(bank, filter: QuizFilter(kind: .choice), count: 5, seed: 4)
        let lines = chosen.prefix(2).flatMap(Self.rightAnswer)
        let result = try Self.quiz(sandbox, ["--kind", "choice", "--count", "5", "--seed", "4"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("Input ended after 2 of 5 questions"))
        #expect(result.stdout.contains("Score: 2/2"))
        #expect(try Self.progress(sandbox).quiz?.cards.count == 2, "the answered questions are saved")
    }

    @Test func interruptingLeavesProgressIntact() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let bank = QuizBank.load(directory: sandbox.course + "/Lessons/quiz").questions
        let chosen = QuizSelection.pick(bank, filter: QuizFilter(kind: .choice), count: 3, seed: 5)
        let live = try LiveQuiz(sandbox, ["--kind", "choice", "--count", "3", "--seed", "5"])
        live.answer(Self.rightAnswer(chosen[0])[0])
        // Wait until the second question waits for its answer, then press Ctrl-C.
        live.waitFor("Question 2 of 3")
        Thread.sleep(forTimeInterval: 0.2)
        live.process.interrupt()
        let killDeadline = Date().addingTimeInterval(20)
        while live.process.isRunning, Date() < killDeadline { Thread.sleep(forTimeInterval: 0.05) }
        if live.process.isRunning {
            Issue.record("course quiz did not stop on SIGINT")
            kill(live.process.processIdentifier, SIGKILL)
        }
        let text = try live.finish()
        #expect(live.process.terminationStatus == 130, "\(text)")
        #expect(text.contains("Stopped. Every answer so far is saved"))
        #expect(text.contains("Score: 1/1 (of 3 planned)"))
        let cards = try Self.progress(sandbox).quiz?.cards ?? [:]
        #expect(cards.keys.sorted() == [chosen[0].id], "the answered question is saved, the file still parses")
    }

    @Test func progressWrittenByAnotherVerbMidQuizIsKept() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let bank = QuizBank.load(directory: sandbox.course + "/Lessons/quiz").questions
        let chosen = QuizSelection.pick(bank, filter: QuizFilter(kind: .choice), count: 2, seed: 6)
        let live = try LiveQuiz(sandbox, ["--kind", "choice", "--count", "2", "--seed", "6"])
        live.answer(Self.rightAnswer(chosen[0])[0])
        live.waitFor("Question 2 of 2")
        // Meanwhile a lab passes (as `course check` would record it).
        var progress = try Self.progress(sandbox)
        progress.labs["01-counter"] = .init(passed: true, passedAt: "2026-01-01T00:00:00Z", attempts: 1, bestScore: 5)
        try ProgressStore(path: sandbox.workspace + "/.course/progress.json").save(progress)
        live.answer(Self.rightAnswer(chosen[1])[0])
        #expect(try live.finish().contains("Score: 2/2"))
        let after = try Self.progress(sandbox)
        #expect(after.labs["01-counter"]?.passed == true, "the lab pass written mid-quiz survives")
        #expect(after.quiz?.cards.count == 2 && after.quiz?.sessions == 1)
    }

    @Test func reviewAsksTheQuestionsThatWereWrong() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let none = try Self.quiz(sandbox, ["--review"], input: "")
        #expect(none.status == 0)
        #expect(none.stdout.contains("Nothing to review yet"))
        // Answer three choice questions: wrong, right, wrong.
        let bank = QuizBank.load(directory: sandbox.course + "/Lessons/quiz").questions
        let chosen = QuizSelection.pick(bank, filter: QuizFilter(kind: .choice), count: 3, seed: 9)
        func wrong(_ question: QuizQuestion) -> String { QuizGrader.letter((question.correctOptionIndex! + 1) % question.options!.count) }
        let first = try Self.quiz(sandbox, ["--kind", "choice", "--count", "3", "--seed", "9"],
            input: [wrong(chosen[0]), Self.rightAnswer(chosen[1])[0], wrong(chosen[2])].joined(separator: "\n") + "\n")
        #expect(first.stdout.contains("Score: 1/3"), "\(first.output)")
        // The two wrong ones (box 1) are due now; the right one (box 2) waits a
        // day. Review asks them by box, then due time, then id.
        let boxes = try Self.progress(sandbox).quiz?.cards ?? [:]
        let asked = [chosen[0], chosen[2]].sorted { a, b in
            (boxes[a.id]?.box ?? 0, boxes[a.id]?.due ?? "", a.id) < (boxes[b.id]?.box ?? 0, boxes[b.id]?.due ?? "", b.id)
        }
        let review = try Self.quiz(sandbox, ["--review"], input: asked.map { Self.rightAnswer($0)[0] }.joined(separator: "\n") + "\n")
        #expect(review.stdout.contains("Review: 2 questions due"), "\(review.output)")
        #expect(review.stdout.contains("Score: 2/2"))
        let cards = try Self.progress(sandbox).quiz?.cards ?? [:]
        #expect(cards[chosen[0].id]?.box == 2 && cards[chosen[1].id]?.box == 2 && cards[chosen[2].id]?.box == 2)
        let nothing = try Self.quiz(sandbox, ["--review"], input: "")
        #expect(nothing.stdout.contains("Nothing is due for review. 3 questions are in the boxes; the next is due in 24 hours"), "\(nothing.output)")
        // Other progress keys are untouched by the quiz.
        let raw = try String(contentsOfFile: sandbox.workspace + "/.course/progress.json", encoding: .utf8)
        #expect(raw.contains("\"labs\"") && raw.contains("\"version\" : 1"))
    }

    @Test func aMockInterviewMixesLevelsAndHasAClock() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = try Self.quiz(sandbox, ["--mock", "--count", "3", "--minutes", "5", "--seed", "2"], input: "quit\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("Mock interview: 3 questions, 5:00 on the clock"))
        #expect(result.stdout.contains("left] answer ›") || result.stdout.contains("left] your answer ›"))
        #expect(result.stdout.contains("Stopped after 0 of 3 questions"))
        #expect(result.stdout.contains("Score: 0/0"))
        #expect(result.stdout.contains("junior ·"), "a mock starts with a junior question")
        // A clock of 0.6 s runs out while the first answer is being thought about.
        let late = try Self.quiz(sandbox, ["--mock", "--count", "3", "--minutes", "0.01", "--seed", "2"], input: "a\nb\nc\n", after: 1.5)
        #expect(late.status == 0, "\(late.output)")
        #expect(late.stdout.contains("Time is up after 1 of 3 questions."), "\(late.stdout)")
        #expect(late.stdout.contains("Debrief"))
        #expect(late.stdout.contains("Score: 0/1") || late.stdout.contains("Score: 1/1"))
        let usage = try Self.quiz(sandbox, ["--mock", "--level", "senior"], input: "")
        #expect(usage.status == 2)
    }

    @Test func filtersThatMatchNothingAndBadArgumentsExit2() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let none = try Self.quiz(sandbox, ["--level", "junior", "--topic", "equatable"], input: "")
        #expect(none.status == 2)
        #expect(none.stderr.contains("no question matches --level junior --topic equatable"), "\(none.output)")
        let unknownTopic = try Self.quiz(sandbox, ["--topic", "gestures"], input: "")
        #expect(unknownTopic.status == 2)
        #expect(unknownTopic.stderr.contains("there is no topic \"gestures\""))
        for arguments in [["--level", "expert"], ["--count", "0"], ["--bogus"], ["--minutes", "3"], ["--format", "json"]] {
            let result = try Self.quiz(sandbox, arguments, input: "")
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(result.stderr.contains("course quiz --help"))
        }
        let help = try Self.quiz(sandbox, ["--help"], input: "")
        #expect(help.status == 0 && help.stdout.contains("Usage: course quiz"))
    }

    @Test func listPrintsTheBankAsJSON() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        let result = try Self.quiz(sandbox, ["--list", "--format", "json"], input: "")
        #expect(result.status == 0)
        let rows = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]] ?? []
        #expect(rows.count >= 45)
        #expect(rows.allSatisfy { Set($0.keys) == ["id", "level", "topic", "kind"] })
        let senior = try Self.quiz(sandbox, ["--list", "--format", "json", "--level", "senior"], input: "")
        let seniorRows = try JSONSerialization.jsonObject(with: Data(senior.stdout.utf8)) as? [[String: String]] ?? []
        #expect(!seniorRows.isEmpty && seniorRows.allSatisfy { $0["level"] == "senior" })
    }

    @Test func aBrokenQuizFileIsNamedAndTheOtherTopicsStillWork() throws {
        let sandbox = try Self.sandbox()
        defer { sandbox.remove() }
        try "{ \"topic\": \"anyview\", \"questions\": [ }\n".write(toFile: sandbox.course + "/Lessons/quiz/anyview.json", atomically: true, encoding: .utf8)
        let list = try Self.quiz(sandbox, ["--list", "--format", "json"], input: "")
        #expect(list.status == 0)
        #expect(list.stderr.contains("Lessons/quiz/anyview.json:1:"), "\(list.stderr)")
        #expect(list.stderr.contains("the other topics are used"))
        let rows = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: String]] ?? []
        #expect(!rows.isEmpty && !rows.contains { $0["topic"] == "anyview" })
        let quiz = try Self.quiz(sandbox, ["--topic", "identity", "--count", "1"], input: "a\n")
        #expect(quiz.status == 0 && quiz.stdout.contains("Score: "), "\(quiz.output)")
        let broken = try Self.quiz(sandbox, ["--topic", "anyview"], input: "")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Lessons/quiz/anyview.json is missing or could not be read"))
    }
}
