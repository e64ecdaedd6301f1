import SwiftParser
import SwiftSyntax

/// A mechanical rewrite a rule offers (`course lint --fix`): one node of the
/// file's syntax tree replaced by another. Replacements are built from the
/// original nodes, so comments and spacing around and inside them stay.
struct Correction {
    /// Where the rule would report it (suppression comments apply here).
    var position: AbsolutePosition
    var node: Syntax
    var replacement: Syntax

    init(at position: AbsolutePosition, replacing node: some SyntaxProtocol, with replacement: some SyntaxProtocol) {
        self.position = position
        self.node = Syntax(node)
        self.replacement = Syntax(replacement)
    }
}

/// A correction as a rule documents it: the code before and after `--fix`.
/// Every pair is a test: fixing `before` gives `after`, `after` parses, and
/// fixing `after` changes nothing.
public struct CorrectionExample: Sendable, Equatable {
    public let before: String
    public let after: String

    public init(_ before: String, _ after: String) {
        self.before = before
        self.after = after
    }
}

/// Applies the corrections of the enabled rules to one file's text.
enum Corrector {
    /// What fixing `source` gives: the new text and, per rule, how many
    /// rewrites were made. The text is `source` when nothing applies, or when
    /// the result would not parse where the original did (then `refused`
    /// says so). Rewrites of one pass never overlap; a rewrite skipped for
    /// overlapping another is tried on the next pass (at most a few).
    static func fix(source: String, path: String, configuration: Configuration)
        -> (text: String, counts: [String: Int], refused: String?)
    {
        var text = source
        var counts: [String: Int] = [:]
        let parsedWithErrors = Parser.parse(source: source).hasError
        for _ in 0..<4 {
            // The text as written: a type alias is not expanded, so a rewrite never spells one out.
            let file = LintFile(path: path, source: text, expandingAliases: false)
            let corrections = applicable(in: file, configuration: configuration)
            guard !corrections.isEmpty else { break }
            var chosen: [(rule: String, correction: Correction)] = []
            for candidate in corrections.sorted(by: { $0.correction.node.position < $1.correction.node.position }) {
                let range = candidate.correction.node.position..<candidate.correction.node.endPosition
                if chosen.contains(where: { ($0.correction.node.position..<$0.correction.node.endPosition).overlaps(range) }) { continue }
                chosen.append(candidate)
            }
            let rewritten = NodeReplacer(chosen.map(\.correction)).rewrite(file.tree).description
            if !parsedWithErrors, Parser.parse(source: rewritten).hasError {
                return (source, [:], "the rewrite by \(Set(chosen.map(\.rule)).sorted().joined(separator: ", ")) would not parse; nothing was changed in this file")
            }
            guard rewritten != text else { break }
            text = rewritten
            for (rule, _) in chosen { counts[rule, default: 0] += 1 }
        }
        return (text, counts, nil)
    }

    /// The corrections of the rules `configuration` enables, less those a
    /// `viewlint:disable` comment covers (as for findings) and those in previews.
    private static func applicable(in file: LintFile, configuration: Configuration) -> [(rule: String, correction: Correction)] {
        var all: [(rule: String, correction: Correction)] = []
        for rule in Linter.registeredRules where configuration.isEnabled(rule.description.id) {
            for correction in rule.correct(file) where !file.isInPreview(correction.position) {
                all.append((rule.description.id, correction))
            }
        }
        guard !all.isEmpty else { return [] }
        let findings = all.map { item in
            let location = file.location(of: item.correction.position)
            return Finding(rule: item.rule, severity: .note, path: file.path, line: location.line, column: location.column, message: "")
        }
        let kept = Suppressions.apply(
            to: findings, directives: Suppressions.directives(in: file).directives,
            isEnabled: { _ in true }, knownRule: { _ in true }).kept
        var remaining = kept.map { "\($0.rule):\($0.line):\($0.column)" }
        return zip(all, findings).compactMap { item, finding in
            guard let index = remaining.firstIndex(of: "\(finding.rule):\(finding.line):\(finding.column)") else { return nil }
            remaining.remove(at: index)
            return item
        }
    }
}

/// Replaces nodes by identity in one walk; a replaced node's children are not visited.
private final class NodeReplacer: SyntaxRewriter {
    private let replacements: [SyntaxIdentifier: Syntax]

    init(_ corrections: [Correction]) {
        replacements = Dictionary(corrections.map { ($0.node.id, $0.replacement) }, uniquingKeysWith: { first, _ in first })
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> Syntax? {
        replacements[node.id]
    }
}
