/// `hints.md`: progressive hints, one per `## ` section, shown one at a time.
struct Hints {
    struct Hint: Equatable {
        var title: String
        var body: String
    }

    var hints: [Hint]

    init(markdown: String) {
        var hints: [Hint] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                hints.append(Hint(title: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), body: ""))
            } else if !hints.isEmpty {
                hints[hints.count - 1].body += line + "\n"
            }
        }
        self.hints = hints.map { Hint(title: $0.title, body: $0.body.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
