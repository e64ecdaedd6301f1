import Foundation

/// The question bank: every `Lessons/quiz/<topic>.json`. A file that does not
/// parse or validate is reported (file, line and JSON path) and left out; the
/// other topics stay usable.
public struct QuizBank: Sendable {
    /// The on-disk shape of one topic file.
    struct File: Codable {
        var topic: String
        var questions: [QuizQuestion]
    }

    public var questions: [QuizQuestion]
    /// One message per file that could not be used.
    public var problems: [String]
    /// Topics whose file loaded.
    public var topics: [String]

    public init(questions: [QuizQuestion], problems: [String] = [], topics: [String]? = nil) {
        self.questions = questions
        self.problems = problems
        self.topics = topics ?? Array(Set(questions.map(\.topic))).sorted()
    }

    /// `directory` is `Lessons/quiz`; `display` turns a path into what the user should read.
    public static func load(directory: String, display: (String) -> String = { $0 }) -> QuizBank {
        guard Files.isDirectory(directory) else {
            return QuizBank(questions: [], problems: ["error: no question bank at \(display(directory)) (expected Lessons/quiz/<topic>.json)."], topics: [])
        }
        var questions: [QuizQuestion] = []
        var problems: [String] = []
        var topics: [String] = []
        var seen: [String: String] = [:]
        for name in Files.list(directory, suffix: ".json").sorted() {
            let path = directory + "/" + name
            do {
                let text = try Files.readText(path, what: "quiz file")
                let file = try JSONFile.decode(File.self, from: text, path: display(path))
                try validate(file, text: text, path: display(path), expectedTopic: String(name.dropLast(5)), seen: seen)
                for question in file.questions { seen[question.id] = display(path) }
                questions += file.questions
                topics.append(file.topic)
            } catch {
                problems.append(error.message)
            }
        }
        return QuizBank(questions: questions, problems: problems, topics: topics)
    }

    /// Checks what the decoder cannot: the fields each kind needs, and their sense.
    static func validate(_ file: File, text: String, path: String, expectedTopic: String, seen: [String: String]) throws(CourseError) {
        let locator = JSONLocator(text)
        func fail(_ jsonPath: String, _ message: String) throws(CourseError) -> Never {
            throw CourseError("error: \(path):\(locator.line(of: "." + jsonPath)): at \(jsonPath): \(message)")
        }
        if file.topic != expectedTopic { try fail("topic", "the topic \"\(file.topic)\" differs from the file name (\(expectedTopic).json)") }
        var ids: Set<String> = []
        for (index, question) in file.questions.enumerated() {
            let at = "questions[\(index)]"
            if question.id.isEmpty || question.id.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
                try fail(at + ".id", "an id is letters, digits and '-' (got \"\(question.id)\")")
            }
            if !ids.insert(question.id).inserted { try fail(at + ".id", "the id \"\(question.id)\" is used twice in this file") }
            if let other = seen[question.id] { try fail(at + ".id", "the id \"\(question.id)\" is already used in \(other)") }
            if question.topic != file.topic { try fail(at + ".topic", "the question's topic \"\(question.topic)\" differs from the file's \"\(file.topic)\"") }
            if question.prompt.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { try fail(at + ".prompt", "the prompt is empty") }
            if question.explanation.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { try fail(at + ".explanation", "the explanation is empty") }
            switch question.kind {
            case .choice:
                guard let options = question.options, options.count >= 2, options.count <= 6 else {
                    try fail(at + ".options", "a choice question needs 2 to 6 options")
                }
                guard let right = question.correctOptionIndex, right < options.count else {
                    try fail(at + ".answer", "a choice question's answer is the letter of an option, a to \(Character(UnicodeScalar(96 + options.count)!))")
                }
                for (number, option) in options.enumerated() where number != right && (option.why ?? "").isEmpty {
                    try fail(at + ".options[\(number)]", "every wrong option needs a \"why\" (why it is wrong)")
                }
            case .predict:
                guard let snippet = question.snippet, !snippet.isEmpty else { try fail(at + ".snippet", "a predict question needs a \"snippet\"") }
                guard let root = question.root, !root.isEmpty else { try fail(at, "a predict question needs a \"root\" (the view to mount, e.g. \"Screen()\")") }
                guard let ask = question.ask else { try fail(at, "a predict question needs an \"ask\"") }
                if snippet.contains("@main") { try fail(at + ".snippet", "a snippet holds views only (no @main)") }
                if let release = question.swiftui, SwiftUIReleaseSetting.parse(release) == nil {
                    try fail(at + ".swiftui", String(SwiftUIReleaseSetting.refusal(release, where: "").dropFirst()))
                }
                if question.actions?.isEmpty ?? true { try fail(at, "a predict question needs \"actions\"") }
                for (number, action) in (question.actions ?? []).enumerated() {
                    switch action {
                    case .tap(_, let times), .toggle(_, let times):
                        if times < 1 || times > 100 { try fail(at + ".actions[\(number)].times", "times is 1 to 100") }
                    default: break
                    }
                }
                switch (ask, question.answer) {
                case (.bodyCount, .int(let count)?) where count >= 0: break
                case (.texts, .texts?), (.textStartingWith, .text?), (.showsText, .bool?): break
                default:
                    try fail(at + ".answer", "the answer key does not fit the ask (bodyCount: a number, texts: a list of strings, textStartingWith: a string, showsText: true or false)")
                }
            case .open:
                guard let model = question.modelAnswer, !model.isEmpty else { try fail(at, "an open question needs a \"modelAnswer\"") }
                guard let points = question.keyPoints, (3...6).contains(points.count) else {
                    try fail(at + ".keyPoints", "an open question needs 3 to 6 key points")
                }
                for (number, point) in points.enumerated() where point.keywords.filter({ !$0.isEmpty }).isEmpty {
                    try fail(at + ".keyPoints[\(number)].keywords", "every key point needs at least one keyword")
                }
            }
        }
    }
}
