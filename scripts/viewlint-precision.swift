// The ViewLint precision harness (docs/viewlint.md, "Precision on real apps").
//
//   swift build
//   swift scripts/viewlint-precision.swift [--course PATH] [--per-rule K] [--judged FILE] [--out FILE] APP…
//
// Lints each APP folder with `course lint APP --format json` (the course binary
// at --course, default .build/debug/course), prints the findings per rule and
// severity, and writes a stratified sample to judge: per app and rule, every
// warning and error up to K, and up to K notes, picked by a stable hash of
// "path:line:rule" so the same code gives the same sample. Verdicts already in
// --judged (a file this script wrote, with its `verdict` column filled in: TP,
// FP or debatable) are carried over to matching findings; the rest are left
// empty to judge. With every sampled finding judged it prints precision per
// rule (TP / judged) and the misfires (FP) among warnings and errors.
//
// The sample file holds locations and verdicts only, never the apps' code.
import Foundation

struct Finding: Decodable {
    var rule: String
    var severity: String
    var path: String
    var line: Int
    var column: Int
    var message: String
}

struct Row {
    var app: String
    var path: String
    var line: Int
    var rule: String
    var severity: String
    var verdict: String
    var note: String

    var key: String { "\(app)\t\(path)\t\(line)\t\(rule)" }
    var tsv: String { [app, path, String(line), rule, severity, verdict, note].joined(separator: "\t") }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("viewlint-precision: \(message)\n".utf8))
    exit(2)
}

var course = ".build/debug/course"
var perRule = 10
var judgedPath: String?
var outPath: String?
var apps: [String] = []
var arguments = CommandLine.arguments.dropFirst()
func value(_ option: String) -> String {
    guard let value = arguments.popFirst() else { fail("\(option) needs a value") }
    return value
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--course": course = value(argument)
    case "--per-rule":
        guard let number = Int(value(argument)) else { fail("--per-rule needs a number") }
        perRule = number
    case "--judged": judgedPath = value(argument)
    case "--out": outPath = value(argument)
    default:
        if argument.hasPrefix("-") { fail("unknown option \(argument)") }
        apps.append(argument)
    }
}
if apps.isEmpty { fail("usage: swift scripts/viewlint-precision.swift [--course PATH] [--per-rule K] [--judged FILE] [--out FILE] APP…") }

/// FNV-1a: a hash that is the same on every run and machine (unlike `Hasher`).
func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return hash
}

func lint(_ app: String) -> [Finding] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: course)
    process.arguments = ["lint", app, "--format", "json"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { fail("cannot run \(course): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    do { return try JSONDecoder().decode([Finding].self, from: data) } catch { fail("\(app): no JSON from course lint") }
}

var previous: [String: Row] = [:]
if let judgedPath, let text = try? String(contentsOfFile: judgedPath, encoding: .utf8) {
    for line in text.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 6, let number = Int(fields[2]) else { continue }
        let row = Row(app: fields[0], path: fields[1], line: number, rule: fields[3], severity: fields[4],
                      verdict: fields[5], note: fields.count > 6 ? fields[6] : "")
        previous[row.key] = row
    }
}

var counts: [String: [String: Int]] = [:]  // rule → severity → count
var perApp: [String: Int] = [:]
var sample: [Row] = []
for app in apps {
    let name = URL(fileURLWithPath: app).standardizedFileURL.lastPathComponent
    let prefix = URL(fileURLWithPath: app).standardizedFileURL.path + "/"
    let findings = lint(app).filter { $0.rule != "parse-error" && $0.rule != "unused-suppression" }
    perApp[name] = findings.count
    for finding in findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
    let byRule = Dictionary(grouping: findings, by: \.rule)
    for (_, list) in byRule {
        let relative = list.map { finding -> Finding in
            var copy = finding
            let absolute = URL(fileURLWithPath: finding.path).standardizedFileURL.path
            if absolute.hasPrefix(prefix) { copy.path = String(absolute.dropFirst(prefix.count)) }
            return copy
        }
        let ordered = relative.sorted { stableHash("\($0.path):\($0.line):\($0.rule)") < stableHash("\($1.path):\($1.line):\($1.rule)") }
        for finding in ordered.prefix(perRule) {
            var row = Row(app: name, path: finding.path, line: finding.line, rule: finding.rule,
                          severity: finding.severity, verdict: "", note: "")
            if let old = previous[row.key] { row.verdict = old.verdict; row.note = old.note }
            sample.append(row)
        }
    }
}
sample.sort { ($0.rule, $0.app, $0.path, $0.line) < ($1.rule, $1.app, $1.path, $1.line) }

print("Findings per app: " + apps.map { app in
    let name = URL(fileURLWithPath: app).standardizedFileURL.lastPathComponent
    return "\(name) \(perApp[name] ?? 0)"
}.joined(separator: ", "))
print("")
print("| rule | error | warning | note | sampled | TP | debatable | FP | precision |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
var unjudged = 0
for rule in counts.keys.sorted() {
    let bySeverity = counts[rule]!
    let rows = sample.filter { $0.rule == rule }
    let tp = rows.filter { $0.verdict == "TP" }.count
    let fp = rows.filter { $0.verdict == "FP" }.count
    let debatable = rows.filter { $0.verdict == "debatable" }.count
    unjudged += rows.count - tp - fp - debatable
    let judged = tp + fp + debatable
    let precision = judged == 0 ? "–" : "\(Int((Double(tp) / Double(judged) * 100).rounded()))%"
    print("| `\(rule)` | \(bySeverity["error"] ?? 0) | \(bySeverity["warning"] ?? 0) | \(bySeverity["note"] ?? 0) | \(rows.count) | \(tp) | \(debatable) | \(fp) | \(precision) |")
}
let loud = sample.filter { $0.severity != "note" }
let loudTP = loud.filter { $0.verdict == "TP" }.count
let loudFP = loud.filter { $0.verdict == "FP" }.count
let loudJudged = loud.filter { !$0.verdict.isEmpty }.count
print("")
print("Warnings and errors judged: \(loudJudged) of \(loud.count) sampled; worth acting on \(loudTP)"
    + (loudJudged == 0 ? "" : " (\(Int((Double(loudTP) / Double(loudJudged) * 100).rounded()))%)") + "; misfires \(loudFP)")
if unjudged > 0 { print("\(unjudged) sampled findings have no verdict yet") }

if let outPath {
    let header = "app\tpath\tline\trule\tseverity\tverdict\tnote"
    let text = ([header] + sample.map(\.tsv)).joined(separator: "\n") + "\n"
    do { try text.write(toFile: outPath, atomically: true, encoding: .utf8) } catch { fail("cannot write \(outPath)") }
}
