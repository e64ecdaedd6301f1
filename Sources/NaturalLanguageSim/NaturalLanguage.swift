import Foundation

// A stand-in for NaturalLanguage (iOS 12 / macOS 10.14 on): tokenizing,
// tagging, language identification and embeddings, as SwiftUI apps call
// them. What needs no trained model is computed: tokens (words, sentences,
// paragraphs, split at letters, digits and sentence punctuation) and the
// token-type tags (word, punctuation, whitespace). What needs Apple's models
// is answered as Apple answers when a model is not available for the
// language: no lexical-class, name, lemma or sentiment tag (nil), no
// embedding (`wordEmbedding(for:)` is nil), an undetermined language.
// https://developer.apple.com/documentation/naturallanguage

public struct NLLanguage: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public static let undetermined = Self("und"), english = Self("en"), french = Self("fr"), german = Self("de"), spanish = Self("es")
    public static let italian = Self("it"), portuguese = Self("pt"), dutch = Self("nl"), swedish = Self("sv"), danish = Self("da")
    public static let norwegian = Self("nb"), finnish = Self("fi"), polish = Self("pl"), czech = Self("cs"), russian = Self("ru")
    public static let ukrainian = Self("uk"), turkish = Self("tr"), greek = Self("el"), arabic = Self("ar"), hebrew = Self("he")
    public static let hindi = Self("hi"), japanese = Self("ja"), korean = Self("ko"), simplifiedChinese = Self("zh-Hans")
    public static let traditionalChinese = Self("zh-Hant"), thai = Self("th"), vietnamese = Self("vi"), indonesian = Self("id")
    public static let malay = Self("ms"), romanian = Self("ro"), hungarian = Self("hu"), croatian = Self("hr"), slovak = Self("sk")
    public static let catalan = Self("ca"), persian = Self("fa"), urdu = Self("ur"), bengali = Self("bn"), tamil = Self("ta")
}

public enum NLTokenUnit: Int, Sendable { case word, sentence, paragraph, document }

public struct NLTagScheme: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let tokenType = Self("TokenType"), lexicalClass = Self("LexicalClass"), nameType = Self("NameType")
    public static let nameTypeOrLexicalClass = Self("NameTypeOrLexicalClass"), lemma = Self("Lemma"), language = Self("Language")
    public static let script = Self("Script"), sentimentScore = Self("SentimentScore")
}

public struct NLTag: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let word = Self("Word"), punctuation = Self("Punctuation"), whitespace = Self("Whitespace"), other = Self("Other")
    public static let noun = Self("Noun"), verb = Self("Verb"), adjective = Self("Adjective"), adverb = Self("Adverb")
    public static let pronoun = Self("Pronoun"), determiner = Self("Determiner"), particle = Self("Particle")
    public static let preposition = Self("Preposition"), number = Self("Number"), conjunction = Self("Conjunction")
    public static let interjection = Self("Interjection"), classifier = Self("Classifier"), idiom = Self("Idiom")
    public static let otherWord = Self("OtherWord"), sentenceTerminator = Self("SentenceTerminator"), openQuote = Self("OpenQuote")
    public static let closeQuote = Self("CloseQuote"), openParenthesis = Self("OpenParenthesis"), closeParenthesis = Self("CloseParenthesis")
    public static let wordJoiner = Self("WordJoiner"), dash = Self("Dash"), otherPunctuation = Self("OtherPunctuation")
    public static let paragraphBreak = Self("ParagraphBreak"), otherWhitespace = Self("OtherWhitespace")
    public static let personalName = Self("PersonalName"), placeName = Self("PlaceName"), organizationName = Self("OrganizationName")
}

/// Splits text into tokens (no model needed).
enum Tokens {
    /// The ranges of `unit` tokens of `string` within `range`.
    static func ranges(of unit: NLTokenUnit, in string: String, range: Range<String.Index>) -> [Range<String.Index>] {
        switch unit {
        case .document: return range.isEmpty ? [] : [range]
        case .word: return runs(in: string, range: range) { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" }
        case .sentence: return pieces(in: string, range: range) { $0 == "." || $0 == "!" || $0 == "?" || $0.isNewline }
        case .paragraph: return pieces(in: string, range: range) { $0.isNewline }
        }
    }
    /// Maximal runs of characters that belong to a token.
    private static func runs(in string: String, range: Range<String.Index>, belongs: (Character) -> Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = [], start: String.Index?
        var index = range.lowerBound
        while index < range.upperBound {
            if belongs(string[index]) { start = start ?? index } else if let begun = start { result.append(begun..<index); start = nil }
            index = string.index(after: index)
        }
        if let begun = start { result.append(begun..<range.upperBound) }
        return result
    }
    /// Pieces ending after a terminator, surrounding whitespace trimmed, empty ones dropped.
    private static func pieces(in string: String, range: Range<String.Index>, ends: (Character) -> Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = [], start = range.lowerBound, index = range.lowerBound
        func close(_ end: String.Index) {
            var lower = start, upper = end
            while lower < upper, string[lower].isWhitespace { lower = string.index(after: lower) }
            while upper > lower, string[string.index(before: upper)].isWhitespace { upper = string.index(before: upper) }
            if lower < upper { result.append(lower..<upper) }
        }
        while index < range.upperBound {
            let next = string.index(after: index)
            if ends(string[index]) { close(next); start = next }
            index = next
        }
        close(range.upperBound)
        return result
    }
}

public final class NLTokenizer {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Self(rawValue: 1), symbolic = Self(rawValue: 2), emoji = Self(rawValue: 4)
    }
    public let unit: NLTokenUnit
    public var string: String?
    public init(unit: NLTokenUnit) { self.unit = unit }
    public func setLanguage(_ language: NLLanguage) {}
    public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return Tokens.ranges(of: unit, in: string, range: range)
    }
    public func tokenRange(at index: String.Index) -> Range<String.Index> {
        guard let string else { return index..<index }
        return tokens(for: string.startIndex..<string.endIndex).first { $0.contains(index) } ?? index..<index
    }
    public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, Attributes) throws -> Bool) rethrows {
        guard let string else { return }
        for token in tokens(for: range) {
            let attributes: Attributes = string[token].allSatisfy(\.isNumber) ? .numeric : []
            if try !block(token, attributes) { return }
        }
    }
}

public final class NLTagger {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Self(rawValue: 1 << 0), omitPunctuation = Self(rawValue: 1 << 1), omitWhitespace = Self(rawValue: 1 << 2)
        public static let omitOther = Self(rawValue: 1 << 3), joinNames = Self(rawValue: 1 << 4), joinContractions = Self(rawValue: 1 << 5)
    }
    public let tagSchemes: [NLTagScheme]
    public var string: String?
    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }
    public class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] { [.tokenType] }
    public var dominantLanguage: NLLanguage? { string.map(NLLanguageRecognizer.dominantLanguage(for:)) ?? nil }
    public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    /// The tag a token gets: token types are computed; the other schemes need a model (nil).
    private func tag(of token: Substring, scheme: NLTagScheme) -> NLTag? {
        guard scheme == .tokenType else { return nil }
        if token.allSatisfy(\.isWhitespace) { return .whitespace }
        if token.contains(where: { $0.isLetter || $0.isNumber }) { return .word }
        if token.allSatisfy(\.isPunctuation) { return .punctuation }
        return .other
    }
    /// Every token of `unit` in `range`: words and, between them, each other character.
    private func tokens(in range: Range<String.Index>, unit: NLTokenUnit) -> [Range<String.Index>] {
        guard let string else { return [] }
        guard unit == .word else { return Tokens.ranges(of: unit, in: string, range: range) }
        var result: [Range<String.Index>] = [], index = range.lowerBound
        for word in Tokens.ranges(of: .word, in: string, range: range) {
            while index < word.lowerBound { let next = string.index(after: index); result.append(index..<next); index = next }
            result.append(word)
            index = word.upperBound
        }
        while index < range.upperBound { let next = string.index(after: index); result.append(index..<next); index = next }
        return result
    }
    private func kept(_ token: Substring, options: Options) -> Bool {
        switch tag(of: token, scheme: .tokenType) {
        case .word?: !options.contains(.omitWords)
        case .punctuation?: !options.contains(.omitPunctuation)
        case .whitespace?: !options.contains(.omitWhitespace)
        default: !options.contains(.omitOther)
        }
    }
    public func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                              using block: (NLTag?, Range<String.Index>) throws -> Bool) rethrows {
        guard let string else { return }
        for token in tokens(in: range, unit: unit) where kept(string[token], options: options) {
            if try !block(tag(of: string[token], scheme: scheme), token) { return }
        }
    }
    public func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        var result: [(NLTag?, Range<String.Index>)] = []
        enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { tag, range in result.append((tag, range)); return true }
        return result
    }
    public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string, let token = tokens(in: string.startIndex..<string.endIndex, unit: unit).first(where: { $0.contains(index) }) else {
            return (nil, index..<index)
        }
        return (tag(of: string[token], scheme: scheme), token)
    }
    public func tagHypotheses(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme, maximumCount: Int) -> ([String: Double], Range<String.Index>) {
        let (tag, range) = tag(at: index, unit: unit, scheme: scheme)
        return (tag.map { [$0.rawValue: 1] } ?? [:], range)
    }
}

/// Identifies a text's language. Without Apple's model it names none:
/// `dominantLanguage` is nil, as for text too short to tell.
public final class NLLanguageRecognizer {
    public var languageHints: [NLLanguage: Double] = [:]
    public var languageConstraints: [NLLanguage] = []
    public init() {}
    public func processString(_ string: String) {}
    public var dominantLanguage: NLLanguage? { nil }
    public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
    public func reset() {}
    public class func dominantLanguage(for string: String) -> NLLanguage? { nil }
}

public enum NLDistanceType: Int, Sendable { case cosine }
public typealias NLDistance = Double

/// Word and sentence embeddings: Apple ships them per language; none here,
/// so the factories answer nil (as for a language without one).
public final class NLEmbedding {
    public let dimension: Int
    public let vocabularySize: Int
    public let language: NLLanguage?
    public let revision: Int
    init() { (dimension, vocabularySize, language, revision) = (0, 0, nil, 0) }
    public class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    public class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
    public class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    public class func sentenceEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
    public convenience init(contentsOf url: URL) throws { throw CocoaError(.fileReadUnknown) }
    public func contains(_ string: String) -> Bool { false }
    public func vector(for string: String) -> [Double]? { nil }
    public func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> NLDistance { 2 }
    public func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] { [] }
    public func neighbors(for vector: [Double], maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] { [] }
    public func enumerateNeighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine,
                                   using block: (String, NLDistance) throws -> Bool) rethrows {}
}
