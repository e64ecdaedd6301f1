import Foundation
import Testing

@testable import CourseKit

/// Every predict question's stored key is what the simulator measures. All
/// snippets go into one program: one compile, one run.
@Suite struct QuizPredictTests {
    static func runner() throws -> LabRunner {
        var environment = ProcessInfo.processInfo.environment
        environment["COURSE_CACHE"] = CourseSandbox.sharedCache
        environment["COURSE_SIMULATOR_SOURCES"] = CourseSandbox.packageRoot + "/Sources/SwiftUISim"
        return try LabRunner.prepare(
            courseRoot: CourseSandbox.packageRoot, currentDirectory: CourseSandbox.packageRoot, environment: environment, log: { _ in })
    }

    @Test func everyPredictKeyMatchesTheSimulator() throws {
        let bank = QuizBank.load(directory: QuizBankTests.directory)
        let predicts = bank.questions.filter { $0.kind == .predict }
        #expect(predicts.count >= 8)
        let results = try PredictEvaluator.evaluate(predicts, runner: Self.runner())
        for question in predicts {
            switch results[question.id] {
            case .value(let measured)?:
                let key = try #require(question.answer)
                #expect(QuizGrader.matches(measured, key: key, ask: question.ask),
                    "\(question.id): the key says \(key), the simulator measures \(measured)")
                // The learner typing the key is graded right.
                #expect(QuizGrader.isCorrect(.value(key), for: question), "\(question.id)")
            case .failed(let why)?:
                Issue.record("\(question.id): \(why)")
            case nil:
                Issue.record("\(question.id): not measured")
            }
        }
    }

    @Test func aWrongKeyAndAStoppingSnippetAreCaught() throws {
        let counter = """
            struct Tally: View {
                @State private var n = 0
                var body: some View { Button("Add: \\(n)") { n += 1 } }
            }
            """
        func question(_ id: String, _ actions: [QuizAction], _ ask: PredictAsk, _ answer: QuizValue) -> QuizQuestion {
            QuizQuestion(
                id: id, level: .junior, topic: "pipeline", kind: .predict, prompt: "?", explanation: "!", answer: answer,
                snippet: counter, root: "Tally()", actions: actions, ask: ask)
        }
        let questions = [
            question("wrong-key", [.tap("Add: 0", times: 1)], .bodyCount("Tally"), .int(5)),
            question("stops", [.tap("No such button", times: 1)], .bodyCount("Tally"), .int(1)),
            question("after-the-stop", [.tap("Add: 0", times: 1), .tap("Add: 1", times: 1)], .textStartingWith("Add:"), .text("Add: 2")),
        ]
        let results = try PredictEvaluator.evaluate(questions, runner: Self.runner())
        #expect(results["wrong-key"] == .value(.int(1)))
        #expect(!QuizGrader.matches(.int(1), key: .int(5), ask: .bodyCount("Tally")))
        guard case .failed(let why)? = results["stops"] else { Issue.record("\(String(describing: results["stops"]))"); return }
        #expect(why.contains("No such button"), "\(why)")
        #expect(results["after-the-stop"] == .value(.text("Add: 2")), "the questions after a stopped one are still measured")
    }

    @Test func verifyThroughTheBinaryNamesAWrongKey() throws {
        let sandbox = try QuizSessionTests.sandbox()
        defer { sandbox.remove() }
        let path = sandbox.course + "/Lessons/quiz/equatable.json"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let data = try JSONSerialization.jsonObject(with: Data(original.utf8)) as! [String: Any]
        var questions = data["questions"] as! [[String: Any]]
        let index = try #require(questions.firstIndex { $0["id"] as? String == "equatable-closure-not-skipped" })
        #expect(questions[index]["answer"] as? Int == 3)
        questions[index]["answer"] = 2
        var changed = data
        changed["questions"] = questions
        try JSONSerialization.data(withJSONObject: changed).write(to: URL(fileURLWithPath: path))
        let result = try QuizSessionTests.quiz(sandbox, ["--verify", "--topic", "equatable"], input: "")
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("✓ equatable-closure-skipped: 0"))
        #expect(result.stdout.contains("✗ equatable-closure-not-skipped: the key says 2, the simulator measures 3"))
        #expect(result.stdout.contains("1 of 4 keys disagrees with the simulator."))
    }
}
