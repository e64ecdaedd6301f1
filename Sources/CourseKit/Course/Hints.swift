/// `hints.md`: progressive hints, one per `## ` section, shown one at a time.
///
/// A section's heading may end with keys that tie it to what failed:
/// `## Leaving must cancel {check: cancels-on-leave}`, `{rule: side-effect-in-body}`,
/// several ids in one key (`{check: a, b}`) or several keys
/// (`{check: a} {rule: b}`). `course hint` shows first the keyed hints of
/// the checks and counted lint rules that failed in the student's last
/// check, then the hints without keys; a keyed hint whose check passed is
/// left out. Before any check (or in a file without keys) every hint comes
/// in file order, as before keys existed.
struct Hints {
    struct Hint: Equatable {
        var title: String
        var body: String
        /// `check:ID` and `rule:ID` keys from the heading; empty: a general hint.
        var keys: [String] = []
    }

    var hints: [Hint]

    init(markdown: String) {
        var hints: [Hint] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                let (title, keys) = Self.heading(String(line.dropFirst(3)))
                hints.append(Hint(title: title, body: "", keys: keys))
            } else if !hints.isEmpty {
                hints[hints.count - 1].body += line + "\n"
            }
        }
        self.hints = hints.map { Hint(title: $0.title, body: $0.body.trimmingCharacters(in: .whitespacesAndNewlines), keys: $0.keys) }
    }

    /// The words the heading's keys may use.
    static let keyKinds = ["check", "rule"]

    /// A heading's title and its trailing `{check: …}` / `{rule: …}` keys;
    /// braces of any other kind stay in the title.
    static func heading(_ text: String) -> (title: String, keys: [String]) {
        var title = text.trimmingCharacters(in: .whitespaces)
        var keys: [String] = []
        while title.hasSuffix("}"), let open = title.lastIndex(of: "{") {
            let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
            guard let colon = inside.firstIndex(of: ":") else { break }
            let kind = inside[..<colon].trimmingCharacters(in: .whitespaces)
            let ids = inside[inside.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard keyKinds.contains(kind), !ids.isEmpty, !ids.contains(where: \.isEmpty) else { break }
            keys = ids.map { "\(kind):\($0)" } + keys
            title = title[..<open].trimmingCharacters(in: .whitespaces)
        }
        return (title, keys)
    }

    /// The hints in the order `course hint` gives them, each with the key
    /// that put it first (nil for a general hint). `failures`: the keys that
    /// failed in the last check (`check:ID`, `rule:ID`); nil when unknown.
    func ordered(failures: [String]?) -> [(hint: Hint, because: String?)] {
        guard let failures else { return hints.map { ($0, nil) } }
        let failed = Set(failures)
        let keyed = hints.compactMap { hint in hint.keys.first(where: failed.contains).map { (hint, Optional($0)) } }
        let general = hints.filter(\.keys.isEmpty).map { ($0, String?.none) }
        let order = keyed + general
        // Only keyed hints, none of whose checks failed: better all than none.
        return order.isEmpty ? hints.map { ($0, nil) } : order
    }

    /// How a key reads in the hint's heading: "check loads-once failed".
    static func describe(_ key: String) -> String {
        if key.hasPrefix("check:") { return "check \(key.dropFirst(6)) failed" }
        if key.hasPrefix("rule:") { return "lint rule \(key.dropFirst(5)) fired" }
        return key
    }
}
