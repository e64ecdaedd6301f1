import Foundation

/// Decodes a string enum, naming the accepted values when the file has another.
protocol NamedValues: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

extension NamedValues {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let names = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected one of \(names), not \"\(text)\""))
        }
        self = value
    }
}

/// How hard an interview question is.
public enum QuizLevel: String, Codable, CaseIterable, Sendable, Comparable, NamedValues {
    case junior, mid, senior

    public static func < (lhs: QuizLevel, rhs: QuizLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What the learner does with a question.
public enum QuizKind: String, Codable, CaseIterable, Sendable, NamedValues {
    /// Pick one of several options.
    case choice
    /// Predict what the simulator measures after some user actions.
    case predict
    /// Answer in words; graded against key points.
    case open
}

/// The topics of the bank: one `Lessons/quiz/<topic>.json` each.
public enum QuizTopics {
    public static let all = ["identity", "modifiers", "anyview", "viewbuilder", "equatable", "invalidation", "pipeline", "observation", "structure", "ownership", "environment", "animation", "lazy", "layout"]
}

/// One option of a multiple-choice question.
public struct QuizOption: Codable, Sendable, Equatable {
    public var text: String
    /// Why this option is wrong (required for every wrong option), or why it is right.
    public var why: String?
}

/// One key point of an open question's model answer.
public struct QuizKeyPoint: Codable, Sendable, Equatable {
    public var point: String
    /// Words whose presence in the learner's answer suggests the point was covered.
    public var keywords: [String]
}

/// A user action in a predict question, performed through `ViewHost`.
public enum QuizAction: Codable, Sendable, Equatable {
    case tap(String, times: Int)
    case toggle(String, times: Int)
    case type(String, into: String)
    case scroll(Int)

    private enum Keys: String, CodingKey { case tap, toggle, type, into, times, scroll }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let times = try container.decodeIfPresent(Int.self, forKey: .times) ?? 1
        if let label = try container.decodeIfPresent(String.self, forKey: .tap) {
            self = .tap(label, times: times)
        } else if let label = try container.decodeIfPresent(String.self, forKey: .toggle) {
            self = .toggle(label, times: times)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .type) {
            self = .type(text, into: try container.decode(String.self, forKey: .into))
        } else if let index = try container.decodeIfPresent(Int.self, forKey: .scroll) {
            self = .scroll(index)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "an action is one of {\"tap\": LABEL, \"times\": N}, {\"toggle\": LABEL}, {\"type\": TEXT, \"into\": PROMPT}, {\"scroll\": INDEX}"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .tap(let label, let times):
            try container.encode(label, forKey: .tap)
            if times != 1 { try container.encode(times, forKey: .times) }
        case .toggle(let label, let times):
            try container.encode(label, forKey: .toggle)
            if times != 1 { try container.encode(times, forKey: .times) }
        case .type(let text, let prompt):
            try container.encode(text, forKey: .type)
            try container.encode(prompt, forKey: .into)
        case .scroll(let index):
            try container.encode(index, forKey: .scroll)
        }
    }

    /// In words, for the question text: "tap “Increment” 3 times".
    public var description: String {
        func repeated(_ times: Int) -> String { times == 1 ? "once" : times == 2 ? "twice" : "\(times) times" }
        switch self {
        case .tap(let label, let times): return "tap “\(label)” \(repeated(times))"
        case .toggle(let label, let times): return "flip the toggle “\(label)” \(repeated(times))"
        case .type(let text, let prompt): return "type “\(text)” into the field “\(prompt)” (\(text.count) keystroke\(text.count == 1 ? "" : "s"))"
        case .scroll(let index): return "scroll to row \(index)"
        }
    }
}

/// What a predict question asks about the screen after the actions.
public enum PredictAsk: Codable, Sendable, Equatable {
    /// How many times the body of views of exactly this type ran during the actions (counts reset after mounting).
    case bodyCount(String)
    /// Every `Text` on screen, in order.
    case texts
    /// The first text on screen that starts with this prefix.
    case textStartingWith(String)
    /// Whether this exact text is on screen (e.g. whether a state survived).
    case showsText(String)

    private enum Keys: String, CodingKey { case bodyCount, texts, textStartingWith, showsText }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let type = try container.decodeIfPresent(String.self, forKey: .bodyCount) {
            self = .bodyCount(type)
        } else if try container.decodeIfPresent(Bool.self, forKey: .texts) == true {
            self = .texts
        } else if let prefix = try container.decodeIfPresent(String.self, forKey: .textStartingWith) {
            self = .textStartingWith(prefix)
        } else if let text = try container.decodeIfPresent(String.self, forKey: .showsText) {
            self = .showsText(text)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\"ask\" is one of {\"bodyCount\": TYPE}, {\"texts\": true}, {\"textStartingWith\": PREFIX}, {\"showsText\": TEXT}"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .bodyCount(let type): try container.encode(type, forKey: .bodyCount)
        case .texts: try container.encode(true, forKey: .texts)
        case .textStartingWith(let prefix): try container.encode(prefix, forKey: .textStartingWith)
        case .showsText(let text): try container.encode(text, forKey: .showsText)
        }
    }
}

/// A stored or measured answer: a count, a yes/no, a text, or a list of texts.
public enum QuizValue: Codable, Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case text(String)
    case texts([String])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else if let value = try? container.decode([String].self) {
            self = .texts(value)
        } else {
            throw DecodingError.typeMismatch(
                QuizValue.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a number, true/false, a string or a list of strings"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        case .texts(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .bool(let value): value ? "yes" : "no"
        case .text(let value): "“\(value)”"
        case .texts(let value): value.map { "“\($0)”" }.joined(separator: ", ")
        }
    }
}

/// One question of the bank. Fields beyond the common ones depend on `kind`
/// (the loader checks them: see `QuizBank.validate`).
public struct QuizQuestion: Codable, Sendable, Equatable {
    public var id: String
    public var level: QuizLevel
    public var topic: String
    public var kind: QuizKind
    /// The question, in Markdown.
    public var prompt: String
    /// Shown after the answer, right or wrong.
    public var explanation: String

    // choice
    public var options: [QuizOption]?
    /// choice: the right option's letter ("a"…); predict: the answer key.
    public var answer: QuizValue?

    // predict
    /// SwiftUI source: views only (`import SwiftUI` optional).
    public var snippet: String?
    /// The view to mount, e.g. `CounterScreen()`.
    public var root: String?
    public var actions: [QuizAction]?
    public var ask: PredictAsk?
    /// The SwiftUI release the simulator measures the key under: "26" or "27"
    /// (default: the current release). See docs/simulator.md, "SwiftUI releases".
    public var swiftui: String?

    // open
    public var modelAnswer: String?
    public var keyPoints: [QuizKeyPoint]?

    /// choice: the index of the right option.
    public var correctOptionIndex: Int? {
        guard case .text(let letter)? = answer, letter.count == 1, let scalar = letter.lowercased().unicodeScalars.first,
            (97...122).contains(scalar.value)
        else { return nil }
        return Int(scalar.value) - 97
    }

    /// predict: the release the key holds for, when the question names one, in words.
    public var releaseDescription: String {
        guard let release = swiftui.flatMap(SwiftUIReleaseSetting.parse) else { return "" }
        return release == SwiftUIReleaseSetting.current
            ? " as SwiftUI built with Xcode \(release)" : " as SwiftUI built with Xcode \(release) or earlier"
    }

    /// predict: the actions in words, joined.
    public var actionsDescription: String {
        let steps = (actions ?? []).map(\.description)
        switch steps.count {
        case 0: return "nothing else happens"
        case 1: return steps[0]
        default: return steps.dropLast().joined(separator: ", then ") + ", then " + steps.last!
        }
    }

    /// predict: the question about the measurement, in words.
    public var askDescription: String {
        switch ask {
        case .bodyCount(let type)?:
            "How many times does the simulator run `\(type).body` during these actions? (a whole number; Apple describes (WWDC) skipping an unchanged view, not an exact count)"
        case .texts?: "Which texts are on screen afterwards, top to bottom? (separate them with commas)"
        case .textStartingWith(let prefix)?: "What does the text starting with “\(prefix)” show afterwards?"
        case .showsText(let text)?: "Afterwards, is the text “\(text)” on screen? (yes or no)"
        case nil: ""
        }
    }
}
