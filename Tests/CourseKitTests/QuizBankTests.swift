import Foundation
import Testing

@testable import CourseKit

/// The real bank in Lessons/quiz: counts, shape, and how a broken file is reported.
@Suite struct QuizBankTests {
    static let directory = CourseSandbox.packageRoot + "/Lessons/quiz"

    @Test func theBankLoadsWithoutProblems() {
        let bank = QuizBank.load(directory: Self.directory)
        #expect(bank.problems.isEmpty, "\(bank.problems)")
        #expect(Set(bank.topics) == Set(QuizTopics.all), "one file per topic")
        #expect(Set(bank.questions.map(\.id)).count == bank.questions.count, "ids are unique")
    }

    @Test func theBankMeetsTheCounts() {
        let questions = QuizBank.load(directory: Self.directory).questions
        #expect(questions.count >= 80)
        for level in QuizLevel.allCases {
            #expect(questions.filter { $0.level == level }.count >= 10, "level \(level.rawValue)")
        }
        for kind in QuizKind.allCases {
            #expect(questions.filter { $0.kind == kind }.count >= 8, "kind \(kind.rawValue)")
        }
        for topic in QuizTopics.all {
            #expect(questions.filter { $0.topic == topic }.count >= 3, "topic \(topic)")
        }
    }

    /// The quiz shuffles, so no prompt may lean on another question.
    @Test func everyQuestionStandsAlone() {
        let leaning = ["the same screen", "the same card", "as before", "previous question", "the question before", "rewritten:"]
        for question in QuizBank.load(directory: Self.directory).questions {
            let prompt = question.prompt.lowercased()
            #expect(!prompt.hasPrefix("the same ") && !leaning.contains { prompt.contains($0) },
                    "\(question.id) leans on another question: \(question.prompt)")
        }
    }

    @Test func everyQuestionIsComplete() {
        for question in QuizBank.load(directory: Self.directory).questions {
            switch question.kind {
            case .choice:
                let options = question.options ?? []
                let right = question.correctOptionIndex
                #expect(right != nil && right! < options.count, "\(question.id)")
                for (index, option) in options.enumerated() where index != right {
                    #expect(!(option.why ?? "").isEmpty, "\(question.id): option \(index) says why it is wrong")
                }
            case .predict:
                #expect(question.snippet?.contains("struct") == true, "\(question.id)")
                #expect(!(question.actions ?? []).isEmpty && question.ask != nil && question.answer != nil, "\(question.id)")
            case .open:
                #expect((3...6).contains(question.keyPoints?.count ?? 0), "\(question.id)")
                #expect(question.keyPoints?.allSatisfy { !$0.keywords.isEmpty } == true, "\(question.id)")
                #expect((question.modelAnswer ?? "").count > 100, "\(question.id)")
            }
        }
    }

    /// A copy of the bank with one file replaced.
    func bankWith(_ name: String, _ text: String) throws -> (directory: String, bank: QuizBank) {
        let directory = NSTemporaryDirectory() + "quiz-bank-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: Self.directory, toPath: directory)
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        return (directory, QuizBank.load(directory: directory))
    }

    @Test func aFileThatDoesNotParseIsNamedAndTheOthersStayUsable() throws {
        let (directory, bank) = try bankWith("anyview.json", "{\n  \"topic\": \"anyview\",\n  \"questions\": [\n    { \"id\": \"x\" \n  ]\n}\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(bank.problems.count == 1)
        #expect(bank.problems.first?.contains("anyview.json:5:3: expected ',' or '}'") == true, "\(bank.problems)")
        #expect(!bank.topics.contains("anyview"))
        #expect(bank.questions.contains { $0.topic == "identity" })
        #expect(!bank.questions.contains { $0.topic == "anyview" })
    }

    @Test func aMissingFieldIsNamedByItsJSONPath() throws {
        let original = try String(contentsOfFile: Self.directory + "/modifiers.json", encoding: .utf8)
        let broken = original.replacingOccurrences(of: "\"explanation\": \"Modifiers are applied", with: "\"explained\": \"Modifiers are applied")
        #expect(broken != original)
        let (directory, bank) = try bankWith("modifiers.json", broken)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(bank.problems.first?.contains("at questions[0]: missing field \"explanation\"") == true, "\(bank.problems)")
        #expect(bank.topics.count == QuizTopics.all.count - 1)
    }

    @Test func anUnknownLevelNamesTheAcceptedOnes() throws {
        let original = try String(contentsOfFile: Self.directory + "/anyview.json", encoding: .utf8)
        let broken = original.replacingOccurrences(of: "\"level\": \"junior\"", with: "\"level\": \"expert\"")
        let (directory, bank) = try bankWith("anyview.json", broken)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(bank.problems.first?.contains("anyview.json:6: at questions[0].level: expected one of \"junior\", \"mid\", \"senior\", not \"expert\"") == true, "\(bank.problems)")
    }

    @Test func aChoiceWithoutWhyForAWrongOptionIsRejected() throws {
        let file = """
            {"topic": "pipeline", "questions": [
              {"id": "p-1", "level": "junior", "topic": "pipeline", "kind": "choice", "prompt": "Q?",
               "options": [{"text": "right"}, {"text": "wrong"}], "answer": "a", "explanation": "E."}
            ]}
            """
        let (directory, bank) = try bankWith("pipeline.json", file)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(bank.problems.first?.contains("at questions[0].options[1]: every wrong option needs a \"why\"") == true, "\(bank.problems)")
    }

    @Test func aPredictKeyOfTheWrongShapeIsRejected() throws {
        let file = """
            {"topic": "pipeline", "questions": [
              {"id": "p-1", "level": "junior", "topic": "pipeline", "kind": "predict", "prompt": "Q?",
               "snippet": "struct A: View { var body: some View { Text(\\"a\\") } }", "root": "A()",
               "actions": [{"tap": "Go"}], "ask": {"bodyCount": "A"}, "answer": "three", "explanation": "E."}
            ]}
            """
        let (directory, bank) = try bankWith("pipeline.json", file)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(bank.problems.first?.contains("at questions[0].answer: the answer key does not fit the ask") == true, "\(bank.problems)")
    }
}
