import Foundation

/// A student's id exactly as the submissions folder or the LMS gave it.
///
/// Two ids are the same student only when their UTF-8 bytes are equal.
/// Swift's `String ==` (and so `Set<String>`, dictionary keys and `<`)
/// compares canonically equivalent text as equal: `josé` spelt with `é` and
/// spelt with `e` + U+0301 are one `String` key but two folders on disk, and
/// were once merged into one gradebook row. Every comparison, key, sort and
/// hash of a student id goes through this type, so that cannot happen again.
/// Ids that are different bytes but look the same to a person (or to a
/// case-insensitive or normalizing file system) are not merged either:
/// discovery refuses them loudly (`lookAlikeKey`).
public struct StudentID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let text: String
    /// `text`'s UTF-8, compared and hashed.
    let bytes: [UInt8]

    public init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { text }

    public static func == (a: StudentID, b: StudentID) -> Bool { a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }
    /// Byte order: the same on every machine, whatever its locale.
    public static func < (a: StudentID, b: StudentID) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    public init(from decoder: Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// What a person (or a case-insensitive, normalizing file system) would
    /// take for the same id: compatibility-normalized (NFKC: `é`/`e`+◌́,
    /// `ｊ`/`j`, `K`/Kelvin sign), case-folded, invisible characters (zero
    /// widths, joiners, soft hyphens, variation selectors) dropped and runs of
    /// white space made one. Two different ids with the same key are refused.
    /// (Letters of different scripts that look alike, Cyrillic `а` for Latin
    /// `a`, are not caught: that needs Unicode's confusables table.)
    var lookAlikeKey: String {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased().precomposedStringWithCompatibilityMapping
        var key = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !key.isEmpty
                continue
            }
            if pendingSpace { key.append(" ") }
            pendingSpace = false
            key.append(scalar)
        }
        return String(key)
    }
}

extension String {
    /// Equal UTF-8 bytes: identity for names a student chose (file names,
    /// folder names), where `==` would take canonically equivalent text
    /// (`\u{212A}itchen.swift`, with a Kelvin sign, and `Kitchen.swift`) for one.
    func sameBytes(_ other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
