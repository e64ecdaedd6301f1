import Foundation
import SwiftParser
import SwiftSyntax

/// `course lint --baseline FILE`: the findings a team accepts today, so that
/// later runs report only new ones. A finding is keyed by what stays put
/// when code moves: its rule, its file (relative to the baseline's folder),
/// the declaration it is in (`Inbox.body`, `Feed.reload()`) and its line's
/// text with spacing normalized — never its line number. Keys are counted: a
/// second identical finding in the same declaration is new.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var declaration: String
        public var snippet: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.declaration, lhs.rule, lhs.snippet) < (rhs.path, rhs.declaration, rhs.rule, rhs.snippet)
        }
    }

    public var version = 1
    public var findings: [Entry]

    /// The entry of each of `findings` (in order), paths relative to `folder` (absolute).
    static func entries(for findings: [Finding], relativeTo folder: String) -> [Entry] {
        var locators: [String: DeclarationLocator] = [:]  // one parse per file with findings
        return findings.map { finding in
            let locator = locators[finding.path] ?? DeclarationLocator(text: (try? String(contentsOfFile: finding.path, encoding: .utf8)) ?? "")
            locators[finding.path] = locator
            return Entry(
                rule: finding.rule, path: relativePath(PathTools.absolute(finding.path), to: folder),
                declaration: locator.declaration(line: finding.line, column: finding.column), snippet: locator.snippet(line: finding.line))
        }
    }

    /// Of `findings`, those the baseline does not account for: each entry
    /// accounts for one finding with its key, the earliest first.
    func newFindings(_ findings: [Finding], relativeTo folder: String) -> [Finding] {
        var left: [Entry: Int] = [:]
        for entry in self.findings { left[entry, default: 0] += 1 }
        let ordered = findings.sorted(by: Finding.ordered)
        var new: [Finding] = []
        for (finding, entry) in zip(ordered, Self.entries(for: ordered, relativeTo: folder)) {
            if let count = left[entry], count > 0 {
                left[entry] = count - 1
            } else {
                new.append(finding)
            }
        }
        return new
    }

    static func relativePath(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    public static func load(from path: String) throws -> Baseline {
        try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// The declaration around a line and column of one file's text, and the
/// line's text with spacing normalized.
private struct DeclarationLocator {
    let lines: [Substring]
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    func snippet(line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        return lines[line - 1].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `Outer.Inner.member`: the types and the member (function, property, initializer) the position is in.
    func declaration(line: Int, column: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        // Columns count characters; the converter wants UTF-8 offsets.
        let prefix = lines[line - 1].prefix(max(column - 1, 0))
        let position = converter.position(ofLine: line, column: prefix.utf8.count + 1)
        guard let token = tree.token(at: position) else { return "" }
        var names: [String] = []
        var current: Syntax? = Syntax(token)
        while let node = current {
            if let group = node.asProtocol(DeclGroupSyntax.self), let name = Syntax(group).typeName ?? group.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
                names.append(name)
            } else if let function = node.as(FunctionDeclSyntax.self) {
                names.append(Members.key(of: function))
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                names.append("init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")")
            } else if let binding = node.as(PatternBindingSyntax.self), let name = binding.name,
                      node.parent?.parent?.as(VariableDeclSyntax.self)?.isMember == true || node.ancestor(CodeBlockSyntax.self) == nil {
                names.append(name)
            }
            current = node.parent
        }
        return names.reversed().joined(separator: ".")
    }
}
