import SwiftSyntax

/// A `// viewlint:…` comment.
struct SuppressionDirective {
    enum Kind: String {
        case next = "disable:next", this = "disable:this", disable, enable
    }

    let kind: Kind
    /// Rule ids named, or `all`.
    let rules: [String]
    let line: Int
    let column: Int
}

enum Suppressions {
    static let prefix = "viewlint:"

    /// Every directive in the file's comments (never in string literals: only trivia is read).
    static func directives(in file: LintFile) -> (directives: [SuppressionDirective], problems: [(line: Int, column: Int, message: String)]) {
        var result: [SuppressionDirective] = []
        var problems: [(Int, Int, String)] = []
        // Most files have no directive: skip the token walk.
        guard file.source.utf8.contains(118 /* v */), file.source.contains(prefix) else { return ([], []) }
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                scan(piece, at: offset, file: file, into: &result, problems: &problems)
                offset = offset.advanced(by: piece.sourceLength.utf8Length)
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                scan(piece, at: offset, file: file, into: &result, problems: &problems)
                offset = offset.advanced(by: piece.sourceLength.utf8Length)
            }
        }
        return (result, problems)
    }

    private static func scan(
        _ piece: TriviaPiece, at position: AbsolutePosition, file: LintFile,
        into result: inout [SuppressionDirective], problems: inout [(Int, Int, String)]
    ) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment),
             .docBlockComment(let comment):
            text = comment
        default:
            return
        }
        guard let range = text.range(of: prefix) else { return }
        let location = file.location(of: position)
        let rest = text[range.upperBound...]
        var words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
            .map(String.init)
        guard !words.isEmpty else { return }
        let command = words.removeFirst().replacingOccurrences(of: "*/", with: "")
        guard let kind = SuppressionDirective.Kind(rawValue: command) else {
            problems.append((location.line, location.column,
                             "unknown directive 'viewlint:\(command)'; use disable:next, disable:this, disable or enable"))
            return
        }
        var rules: [String] = []
        for word in words {
            let word = word.replacingOccurrences(of: "*/", with: "")
            guard let first = word.first, first.isLetter, first.isLowercase,
                  word.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
            else { break }
            rules.append(word)
        }
        if rules.isEmpty {
            problems.append((location.line, location.column, "'viewlint:\(command)' names no rule; add a rule id or 'all'"))
            return
        }
        result.append(SuppressionDirective(kind: kind, rules: rules, line: location.line, column: location.column))
    }

    /// Drops suppressed findings; reports directives that suppressed nothing
    /// (only for rules that are enabled, so a config change does not turn them
    /// into noise), and directives that tried to hide an enforced rule's finding.
    static func apply(
        to findings: [Finding], directives: [SuppressionDirective], isEnabled: (String) -> Bool,
        knownRule: (String) -> Bool, isEnforced: (String) -> Bool = { _ in false }
    ) -> (kept: [Finding], unused: [(line: Int, column: Int, message: String)]) {
        struct Use: Hashable { let directive: Int; let rule: String }
        var used: Set<Use> = []
        var ignored: Set<Use> = []
        var ranges: [String: [(start: Int, end: Int, directive: Int)]] = [:]
        var open: [String: (line: Int, directive: Int)] = [:]
        for (index, directive) in directives.enumerated() where directive.kind == .disable || directive.kind == .enable {
            for rule in directive.rules {
                if directive.kind == .disable {
                    if open[rule] == nil { open[rule] = (directive.line, index) }
                } else if let start = open.removeValue(forKey: rule) {
                    ranges[rule, default: []].append((start.line, directive.line, start.directive))
                }
            }
        }
        for (rule, start) in open { ranges[rule, default: []].append((start.line, Int.max, start.directive)) }

        var kept: [Finding] = []
        for finding in findings {
            var suppressed = false
            var uses: Set<Use> = []
            for (index, directive) in directives.enumerated() {
                let target: Int
                switch directive.kind {
                case .next: target = directive.line + 1
                case .this: target = directive.line
                default: continue
                }
                guard target == finding.line else { continue }
                for rule in directive.rules where rule == finding.rule || rule == "all" {
                    uses.insert(Use(directive: index, rule: rule))
                    suppressed = true
                }
            }
            for rule in [finding.rule, "all"] {
                for range in ranges[rule] ?? [] where finding.line >= range.start && finding.line <= range.end {
                    uses.insert(Use(directive: range.directive, rule: rule))
                    suppressed = true
                }
            }
            used.formUnion(uses)
            if suppressed, isEnforced(finding.rule) {
                ignored.formUnion(uses)
                suppressed = false
            }
            if !suppressed { kept.append(finding) }
        }

        var unused: [(Int, Int, String)] = []
        for (index, directive) in directives.enumerated() where directive.kind != .enable {
            for rule in directive.rules {
                if rule != "all" && !knownRule(rule) {
                    unused.append((directive.line, directive.column, "'\(rule)' is not a rule id; fix or remove this suppression"))
                    continue
                }
                if rule != "all" && !isEnabled(rule) { continue }
                if ignored.contains(Use(directive: index, rule: rule)) {
                    unused.append((directive.line, directive.column,
                                   "suppression of '\(rule)' is ignored: this rule counts here, so its findings always show"))
                } else if !used.contains(Use(directive: index, rule: rule)) {
                    unused.append((directive.line, directive.column,
                                   "suppression of '\(rule)' matches no finding; remove it"))
                }
            }
        }
        return (kept, unused)
    }
}
