import Foundation

/// Which questions a quiz may use.
public struct QuizFilter: Sendable, Equatable {
    public var level: QuizLevel?
    public var topic: String?
    public var kind: QuizKind?

    public init(level: QuizLevel? = nil, topic: String? = nil, kind: QuizKind? = nil) {
        self.level = level
        self.topic = topic
        self.kind = kind
    }

    public func matches(_ question: QuizQuestion) -> Bool {
        (level == nil || question.level == level) && (topic == nil || question.topic == topic) && (kind == nil || question.kind == kind)
    }

    /// "--level senior --topic anyview", for messages.
    public var description: String {
        [level.map { "--level \($0.rawValue)" }, topic.map { "--topic \($0)" }, kind.map { "--kind \($0.rawValue)" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}

/// A small seeded generator (SplitMix64), so `--seed` repeats a quiz exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Picks the questions of a session. Pure: no terminal, no clock of its own.
public enum QuizSelection {
    /// A plain quiz: the matching questions shuffled by `seed`, the first `count`.
    public static func pick(_ bank: [QuizQuestion], filter: QuizFilter, count: Int?, seed: UInt64) -> [QuizQuestion] {
        var generator = SeededGenerator(seed: seed)
        let chosen = bank.filter(filter.matches).shuffled(using: &generator)
        return Array(chosen.prefix(count ?? chosen.count))
    }

    /// A mock interview: levels mixed as evenly as the bank allows, kinds
    /// mixed within each level, then ordered junior → mid → senior like a real
    /// interview that warms up first.
    public static func mock(_ bank: [QuizQuestion], filter: QuizFilter, count: Int, seed: UInt64) -> [QuizQuestion] {
        var generator = SeededGenerator(seed: seed)
        var pools = QuizLevel.allCases.map { level in
            bank.filter { filter.matches($0) && $0.level == level }.shuffled(using: &generator)
        }
        var chosen: [QuizQuestion] = []
        var level = 0
        while chosen.count < count, pools.contains(where: { !$0.isEmpty }) {
            if !pools[level].isEmpty { chosen.append(pools[level].removeFirst()) }
            level = (level + 1) % pools.count
        }
        return chosen.enumerated().sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }.map(\.element)
    }

    /// Spaced repetition: the questions whose Leitner card is due at `now`,
    /// lowest box first (the ones you get wrong most come first).
    public static func due(_ bank: [QuizQuestion], filter: QuizFilter, progress: QuizProgress, now: Date, count: Int?) -> [QuizQuestion] {
        let due = bank.filter(filter.matches).compactMap { question -> (QuizQuestion, LeitnerCard)? in
            guard let card = progress.cards[question.id], card.isDue(at: now) else { return nil }
            return (question, card)
        }
        let ordered = due.sorted { ($0.1.box, $0.1.due, $0.0.id) < ($1.1.box, $1.1.due, $1.0.id) }.map(\.0)
        return Array(ordered.prefix(count ?? ordered.count))
    }
}

/// One question's card in the Leitner system (boxes 1…5; box 1 comes back
/// every review, box 5 every two weeks).
public struct LeitnerCard: Codable, Sendable, Equatable {
    public var box: Int
    /// ISO 8601 time from which the card is due again.
    public var due: String
    public var seen: Int
    public var right: Int

    public func isDue(at now: Date) -> Bool {
        guard let date = Leitner.parse(due) else { return true }
        return date <= now
    }
}

/// The quiz's part of `progress.json` (the `quiz` key; older files without it still load).
public struct QuizProgress: Codable, Sendable, Equatable {
    /// Leitner cards by question id.
    public var cards: [String: LeitnerCard] = [:]
    /// Sessions finished or stopped, for `course status`-like summaries.
    public var sessions: Int = 0

    public init() {}

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cards = try container.decodeIfPresent([String: LeitnerCard].self, forKey: .cards) ?? [:]
        sessions = try container.decodeIfPresent(Int.self, forKey: .sessions) ?? 0
    }
}

/// Leitner-box spaced repetition: right moves a card one box up, wrong sends
/// it back to box 1; each box waits longer before the card is due again.
public enum Leitner {
    public static let boxes = 5
    /// Days a card waits in each box (index 0 = box 1).
    public static let intervals = [0, 1, 3, 7, 14]

    public static func record(_ id: String, correct: Bool, at now: Date, in progress: inout QuizProgress) {
        var card = progress.cards[id] ?? LeitnerCard(box: 0, due: "", seen: 0, right: 0)
        // A new card starts in box 1: right moves it to box 2, wrong keeps it in box 1.
        card.box = correct ? min(max(card.box, 1) + 1, boxes) : 1
        card.seen += 1
        if correct { card.right += 1 }
        card.due = format(now.addingTimeInterval(Double(intervals[card.box - 1]) * 86_400))
        progress.cards[id] = card
    }

    static func format(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
    static func parse(_ text: String) -> Date? { ISO8601DateFormatter().date(from: text) }

    /// When the next card of `ids` is due (for "nothing is due until …").
    public static func nextDue(_ ids: [String], in progress: QuizProgress) -> Date? {
        ids.compactMap { progress.cards[$0].flatMap { parse($0.due) } }.min()
    }
}

/// What the learner answered, once understood.
public enum QuizResponse: Sendable, Equatable {
    case option(Int)
    case value(QuizValue)
    /// An open answer: what they wrote (empty if said aloud) and the key points they ticked (0-based).
    case open(text: String, covered: Set<Int>)
}

/// Reading and judging answers. Knows nothing of terminals: it takes a line and
/// says what it means, or what would have been accepted.
public enum QuizGrader {
    /// A line the question cannot take, with what it does take.
    public struct Rejection: Error, Equatable, Sendable {
        public var accepted: String
    }

    /// What kind of line a question accepts, in words.
    public static func accepted(for question: QuizQuestion) -> String {
        switch question.kind {
        case .choice:
            let count = question.options?.count ?? 0
            return "a letter a–\(letter(count - 1)) or a number 1–\(count)"
        case .predict:
            switch question.ask {
            case .bodyCount?: return "a whole number, like 3"
            case .showsText?: return "yes or no (y/n)"
            case .texts?: return "the texts separated by commas, like: Count: 1, On"
            case .textStartingWith?, nil: return "the text, like: Count: 2"
            }
        case .open:
            return "any text (or nothing, if you said it aloud)"
        }
    }

    public static func letter(_ index: Int) -> String { String(Character(UnicodeScalar(UInt8(97 + max(0, min(index, 25)))))) }

    /// Parses a choice or predict answer line.
    public static func parse(_ line: String, for question: QuizQuestion) -> Result<QuizResponse, Rejection> {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let rejection = Rejection(accepted: accepted(for: question))
        switch question.kind {
        case .choice:
            let count = question.options?.count ?? 0
            var word = text.lowercased()
            for trim in [")", ".", "("] { word = word.replacingOccurrences(of: trim, with: "") }
            if word.count == 1, let scalar = word.unicodeScalars.first, (97..<(97 + UInt32(count))).contains(scalar.value) {
                return .success(.option(Int(scalar.value) - 97))
            }
            if let number = Int(word), (1...max(1, count)).contains(number), count > 0 { return .success(.option(number - 1)) }
            if let index = question.options?.firstIndex(where: { normalize($0.text) == normalize(text) }), !text.isEmpty {
                return .success(.option(index))
            }
            return .failure(rejection)
        case .predict:
            guard !text.isEmpty else { return .failure(rejection) }
            switch question.ask {
            case .bodyCount?:
                guard let number = Int(text.hasSuffix("x") ? String(text.dropLast()) : text), number >= 0 else { return .failure(rejection) }
                return .success(.value(.int(number)))
            case .showsText?:
                switch text.lowercased() {
                case "y", "yes", "true", "t": return .success(.value(.bool(true)))
                case "n", "no", "false", "f": return .success(.value(.bool(false)))
                default: return .failure(rejection)
                }
            case .texts?:
                let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                return .success(.value(.texts(parts)))
            case .textStartingWith?, nil:
                return .success(.value(.text(text)))
            }
        case .open:
            return .success(.open(text: text, covered: []))
        }
    }

    /// Parses the key points ticked for an open question: "1 3 4", "1,3", "all", "none".
    public static func parseTicks(_ line: String, count: Int) -> Result<Set<Int>, Rejection> {
        let rejection = Rejection(accepted: "the numbers of the key points you covered (1–\(count)) separated by spaces, like: 1 3, or all, or none")
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        switch text {
        case "": return .failure(rejection)
        case "all", "a": return .success(Set(0..<count))
        case "none", "0", "-", "n": return .success([])
        default: break
        }
        var covered: Set<Int> = []
        for part in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
            guard let number = Int(part), (1...count).contains(number) else { return .failure(rejection) }
            covered.insert(number - 1)
        }
        return covered.isEmpty ? .failure(rejection) : .success(covered)
    }

    /// Whether a response is right. An open answer counts when at least half its key points were covered.
    public static func isCorrect(_ response: QuizResponse, for question: QuizQuestion) -> Bool {
        switch response {
        case .option(let index):
            return index == question.correctOptionIndex
        case .open(_, let covered):
            let total = question.keyPoints?.count ?? 0
            return total > 0 && covered.count * 2 >= total
        case .value(let value):
            guard let key = question.answer else { return false }
            return matches(value, key: key, ask: question.ask)
        }
    }

    /// Compares an answer (or a measurement) with a key.
    public static func matches(_ value: QuizValue, key: QuizValue, ask: PredictAsk?) -> Bool {
        switch (value, key) {
        case (.int(let a), .int(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.texts(let a), .texts(let b)): return a.map(normalize) == b.map(normalize)
        case (.text(let a), .text(let b)):
            if normalize(a) == normalize(b) { return true }
            // "3" for "Count: 3" when asked for the text starting with "Count:".
            if case .textStartingWith(let prefix)? = ask, normalize(b).hasPrefix(normalize(prefix)) {
                let rest = normalize(String(b.dropFirst(prefix.count)))
                return !rest.isEmpty && normalize(a) == rest
            }
            return false
        default: return false
        }
    }

    /// The key points an answer's text seems to mention: any keyword of the point appears (case-insensitive).
    public static func mentionedKeyPoints(in text: String, of question: QuizQuestion) -> [Int] {
        let haystack = " " + normalize(text).map { $0.isLetter || $0.isNumber || $0 == "@" || $0 == "." || $0 == "_" ? $0 : " " } + " "
        return (question.keyPoints ?? []).enumerated().compactMap { index, point in
            point.keywords.contains { keyword in
                let needle = normalize(keyword)
                return !needle.isEmpty && haystack.contains(" " + needle)
            } ? index : nil
        }
    }

    static func normalize(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        for quote in ["\"", "“", "”", "`"] { text = text.replacingOccurrences(of: quote, with: "") }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// The running tally of a session.
public struct QuizTally: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var topic: String
        public var correct: Bool
    }

    public var entries: [Entry] = []
    public init() {}

    public mutating func record(_ question: QuizQuestion, correct: Bool) {
        entries.append(Entry(id: question.id, topic: question.topic, correct: correct))
    }

    public var score: Int { entries.filter(\.correct).count }
    public var asked: Int { entries.count }
    /// Topics with a wrong answer, most misses first.
    public var topicsToRevisit: [String] {
        var misses: [String: Int] = [:]
        var order: [String] = []
        for entry in entries where !entry.correct {
            if misses[entry.topic] == nil { order.append(entry.topic) }
            misses[entry.topic, default: 0] += 1
        }
        return order.enumerated().sorted { (-misses[$0.element]!, $0.offset) < (-misses[$1.element]!, $1.offset) }.map(\.element)
    }
    public var scoreLine: String { "Score: \(score)/\(asked)" }
}
