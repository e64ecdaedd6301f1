/// The names the linted files may give a type they declare or extend, read off their text before
/// anything is parsed: every name after `struct`, `class`, `enum`, `actor` or `extension` (each
/// component of `extension Feed.Cell`). A superset (a comment or `class func` counts too), so a
/// fact about constructions of another name (`Text(…)`, `HStack { … }`) can be skipped: every
/// query of those facts names a type the set declares or extends (`Syntax.typeName`). Files are
/// linted with their aliases expanded (`extension Style` may be linted as `extension Theme.Style`),
/// so every name on a `typealias` line counts too.
enum DeclaredTypeNames {
    private static let keywords: [[UInt8]] = ["struct", "class", "enum", "actor", "extension", "typealias"].map { Array($0.utf8) }
    private static let typealiasKeyword = Array("typealias".utf8)

    static func scan(_ sources: some Sequence<String>) -> Set<String> {
        var names: Set<String> = []
        var aliased: Set<String> = []
        for source in sources { scan(source, into: &names, aliased: &aliased) }
        return names
    }

    /// `aliased`: the names read off `typealias` lines (also in `names`).
    private static func scan(_ source: String, into names: inout Set<String>, aliased: inout Set<String>) {
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            guard keywords.contains(where: { $0[0] == bytes[index] }), index == 0 || !isName(bytes[index - 1]),
                  let keyword = keywords.first(where: { bytes[index...].starts(with: $0) })
            else { index += 1; continue }
            var end = index + keyword.count
            // The keyword ends at a space (`structure` is not one).
            guard end < bytes.count, isSpace(bytes[end]) else { index = end; continue }
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            let start = end
            while end < bytes.count, isName(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            if end > start, let path = String(bytes: bytes[start..<end], encoding: .utf8) {
                for component in path.split(separator: ".") { names.insert(String(component)) }
            }
            if keyword == typealiasKeyword {
                // `typealias Row = Feed.Cell<Item>`: every name up to the end of the line (the line
                // after the `=`, when the target is on the next one).
                var equalsSeen = false, targetSeen = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") || equalsSeen && !targetSeen {
                    if bytes[end] == UInt8(ascii: "=") { equalsSeen = true }
                    let wordStart = end
                    while end < bytes.count, isName(bytes[end]) { end += 1 }
                    if end > wordStart, let word = String(bytes: bytes[wordStart..<end], encoding: .utf8) {
                        names.insert(word)
                        aliased.insert(word)
                        targetSeen = equalsSeen
                    }
                    if end == wordStart { end += 1 }
                }
            }
            index = end
        }
    }

    /// Round 23: how many files of the set may declare or extend a type or protocol of each name
    /// (the scan above, one count per file, names after `protocol` counted too), so a rule linting
    /// one file first can tell a type only that file declares (`struct Item` beside its screen)
    /// from one another file may declare or extend. A name on a `typealias` line counts for every
    /// file: an extension of the alias (`extension Style`, linted as `extension Theme.Style`) may
    /// be in any of them.
    struct FileCounts: Sendable {
        private var counts: [String: Int] = [:]
        private var aliased: Set<String> = []

        init(_ sources: some Sequence<String>) {
            for source in sources {
                for name in DeclaredTypeNames.names(in: source, aliased: &aliased) { counts[name, default: 0] += 1 }
            }
        }

        /// Whether a file other than the one whose own names (`names(in:)` of its text as
        /// written) are `own` may declare or extend a type or protocol named `name`.
        func declaredBeside(_ name: String, own: @autoclosure () -> Set<String>) -> Bool {
            if aliased.contains(name) { return true }
            switch counts[name, default: 0] {
            case 0: return false
            case 1: return !own().contains(name)
            default: return true
            }
        }
    }

    /// One file's names as `FileCounts` counts them.
    static func names(in source: String) -> Set<String> {
        var ignored: Set<String> = []
        return names(in: source, aliased: &ignored)
    }

    /// One file's names: `scan`'s and those after `protocol`.
    private static func names(in source: String, aliased: inout Set<String>) -> Set<String> {
        var names: Set<String> = []
        scan(source, into: &names, aliased: &aliased)
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == protocolKeyword[0], index == 0 || !isName(bytes[index - 1]),
                  bytes[index...].starts(with: protocolKeyword)
            else { index += 1; continue }
            var end = index + protocolKeyword.count
            guard end < bytes.count, isSpace(bytes[end]) else { index = end; continue }
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            let start = end
            while end < bytes.count, isName(bytes[end]) { end += 1 }
            if end > start, let name = String(bytes: bytes[start..<end], encoding: .utf8) { names.insert(name) }
            index = end
        }
        return names
    }

    private static let protocolKeyword = Array("protocol".utf8)

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Identifier characters, and the backticks of `` `Default` `` (kept, as the token's text keeps them).
    private static func isName(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
            || byte >= 0x80
    }
}
