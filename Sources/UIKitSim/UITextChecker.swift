import Foundation

/// UIKit's spell checker (iOS 3.2). Apple: "An object you use to check a
/// string (usually the text of a document) for misspelled words."
/// https://developer.apple.com/documentation/uikit/uitextchecker
///
/// There is no system dictionary here. A word is spelled correctly when the
/// checker's dictionary has it: the words in `UITextChecker.dictionary`
/// (empty by default), learned words (`learnWord`) and ignored ones
/// (`ignoreWord`). With an empty dictionary nothing is reported misspelled
/// (every range comes back `NSNotFound`), so code that asks "is this a word?"
/// accepts every guess; a lab that wants a real answer sets the dictionary
/// (docs/simulator.md, "Round 8").
@MainActor
open class UITextChecker: NSObject {
    /// The words the checker knows, upper- or lower-case (compared
    /// case-insensitively). Empty: no dictionary, nothing is misspelled.
    nonisolated(unsafe) public static var dictionary: Set<String> = []
    nonisolated(unsafe) private static var learned: Set<String> = []

    public override init() { super.init() }

    open class var availableLanguages: [String] { ["en_US"] }

    open var ignoredWords: [String]? = nil

    open func ignoreWord(_ wordToIgnore: String) { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }

    open class func learnWord(_ word: String) { learned.insert(word.lowercased()) }
    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word.lowercased()) }
    open class func unlearnWord(_ word: String) { learned.remove(word.lowercased()) }

    /// The first misspelled word in `range` at or after `startingOffset`
    /// (UTF-16 offsets, as `NSRange` counts), wrapping to the range's start
    /// when `wrapFlag` is set; `NSRange(location: NSNotFound, length: 0)` when none.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard !Self.dictionary.isEmpty else { return notFound }
        let words = Self.words(in: stringToCheck, range: range)
        let ordered = words.filter { $0.range.location >= startingOffset } + (wrapFlag ? words.filter { $0.range.location < startingOffset } : [])
        return ordered.first { !isKnown($0.word) }?.range ?? notFound
    }

    /// Dictionary words that differ from the one in `range` by one letter
    /// (a substitution, insertion or deletion), in the dictionary's order.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let word = Self.substring(string, range)?.lowercased() else { return nil }
        return Self.known.filter { Self.withinOneEdit($0, word) && $0 != word }.sorted()
    }

    /// Dictionary words that begin with the partial word in `range`, sorted.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let prefix = Self.substring(string, range)?.lowercased(), !prefix.isEmpty else { return nil }
        return Self.known.filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted()
    }

    private static var known: Set<String> { Set(dictionary.map { $0.lowercased() }).union(learned) }

    private func isKnown(_ word: String) -> Bool {
        let lower = word.lowercased()
        return Self.known.contains(lower) || (ignoredWords ?? []).contains { $0.lowercased() == lower }
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        let utf16 = Array(string.utf16)
        guard range.location != NSNotFound, range.location >= 0, range.location + range.length <= utf16.count else { return nil }
        return String(decoding: utf16[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    /// The runs of letters (and apostrophes) in `range`, with their UTF-16 ranges.
    private static func words(in string: String, range: NSRange) -> [(word: String, range: NSRange)] {
        var result: [(String, NSRange)] = []
        var current = "", start = 0, offset = 0
        for scalar in string.unicodeScalars {
            let width = scalar.utf16.count
            let inRange = offset >= range.location && offset + width <= range.location + range.length
            if inRange, CharacterSet.letters.contains(scalar) || (scalar == "'" && !current.isEmpty) {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                result.append((current, NSRange(location: start, length: offset - start)))
                current = ""
            }
            offset += width
        }
        if !current.isEmpty { result.append((current, NSRange(location: start, length: offset - start))) }
        return result
    }

    private static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > 1 { return false }
        if x.count == y.count { return zip(x, y).filter { $0 != $1 }.count <= 1 }
        let (long, short) = x.count > y.count ? (x, y) : (y, x)
        var i = 0, j = 0, skipped = false
        while i < long.count, j < short.count {
            if long[i] == short[j] { i += 1; j += 1 } else if skipped { return false } else { skipped = true; i += 1 }
        }
        return true
    }
}
