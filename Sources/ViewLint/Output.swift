import Foundation

/// The report formats of `course lint --format`.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, sarif

    /// Renders findings (already in stable order).
    public func render(_ findings: [Finding]) -> String {
        switch self {
        case .text:
            return findings.map { $0.textLine + "\n" }.joined()
        case .json:
            return Self.json(findings)
        case .sarif:
            return Self.sarif(findings)
        }
    }

    static func json(_ findings: [Finding]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(findings)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// SARIF 2.1.0: one run, the rules in `tool.driver.rules`, columns in Unicode code points.
    static func sarif(_ findings: [Finding]) -> String {
        let rules = Linter.allRules
        var ruleIndex: [String: Int] = [:]
        var driverRules: [SARIF.Rule] = rules.enumerated().map { index, rule in
            ruleIndex[rule.id] = index
            return SARIF.Rule(
                id: rule.id, name: rule.name, shortDescription: .init(text: rule.message),
                fullDescription: .init(text: rule.rationale), help: .init(text: rule.rationale),
                defaultConfiguration: .init(level: rule.severity.rawValue))
        }
        for meta in (Linter.metaRuleIDs.sorted() + ["io-error"]) {
            ruleIndex[meta] = driverRules.count
            let text = meta == "parse-error" ? "The file does not parse; fix the syntax error." :
                meta == "unused-suppression" ? "A viewlint suppression comment suppresses nothing; remove it." :
                "The file could not be read."
            driverRules.append(SARIF.Rule(
                id: meta, name: meta, shortDescription: .init(text: text), fullDescription: .init(text: text),
                help: .init(text: text), defaultConfiguration: .init(level: meta == "unused-suppression" ? "warning" : "error")))
        }
        let results = findings.map { finding in
            SARIF.Result(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity.rawValue,
                message: .init(text: finding.message),
                locations: [.init(physicalLocation: .init(
                    artifactLocation: .init(uri: uri(finding.path)),
                    region: .init(startLine: finding.line, startColumn: finding.column)))])
        }
        let log = SARIF.Log(runs: [SARIF.Run(
            tool: .init(driver: .init(name: "ViewLint", informationUri: "https://github.com/", rules: driverRules)),
            columnKind: "unicodeCodePoints", results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative URI reference for relative paths, `file://` for absolute ones.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}

enum SARIF {
    struct Log: Encodable {
        var version = "2.1.0"
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var runs: [Run]
        enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    struct Run: Encodable {
        var tool: Tool
        var columnKind: String
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var informationUri: String
        var rules: [Rule]
    }
    struct Text: Encodable { var text: String }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }
    struct Configuration: Encodable { var level: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
