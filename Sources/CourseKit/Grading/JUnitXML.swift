import Foundation

/// `junit.xml`: a `testsuite` per submission (`student/lab-id`), a `testcase`
/// per check and counted lint rule. A failed check is a `failure`; a
/// submission that never ran its checks (missing files, no compile, grader
/// error) makes each check an `error`. Compiler and program output go in
/// `system-out`. Valid against the Ant JUnit schema (windyroad/JUnit-Schema,
/// `JUnit.xsd`): `testsuites` has no attributes; each `testsuite` has
/// `package`, `id`, `hostname` and a timestamp without zone, `system-out` and
/// `system-err`; names are `xs:token`s (white space folded).
///
/// Times: a check's `time` is the wall clock of its own run of the lab
/// program; a suite's is the wall clock of grading the submission (lint,
/// compile, then the checks one after another), so it is at least the sum of
/// its cases. A grade reused from the cache keeps the times it was graded in.
enum JUnitXML {
    static func render(_ report: GradeReport, hostname: String = JUnitXML.hostname) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0, time: 0.0)
        for (index, record) in report.records.enumerated() {
            let verdict = record.verdict
            let broken = record.graderError != nil || verdict.stage == .files || verdict.stage == .compile
            let classname = token("\(record.student).\(record.lab)")
            var cases: [String] = []
            var failures = 0, errors = 0
            for check in verdict.checks {
                var body = ""
                if broken {
                    errors += 1
                    body = "<error message=\"\(XML.escape(record.reason ?? "not run"))\" type=\"\(record.graderError == nil ? verdict.stage.rawValue : "grader")\"/>"
                } else if !check.passed {
                    failures += 1
                    body = "<failure message=\"\(XML.escape(firstLine(check.message)))\" type=\"check\">\(XML.escape(check.message))</failure>"
                }
                // The check's own run of the lab program; 0 when it never ran.
                let time = broken ? 0 : check.seconds ?? 0
                cases.append(
                    "    <testcase classname=\"\(classname)\" name=\"\(token(check.id))\" time=\"\(seconds(time))\">\(body)</testcase>")
            }
            for rule in GradeOutputs.lintRules(of: record, labs: report.labs) {
                var body = ""
                if broken {
                    errors += 1
                    body = "<error message=\"\(XML.escape(record.reason ?? "not run"))\" type=\"\(verdict.stage.rawValue)\"/>"
                } else if rule.earned < rule.points {
                    failures += 1
                    body = "<failure message=\"\(XML.escape(firstLine(rule.output)))\" type=\"lint\">\(XML.escape(rule.output))</failure>"
                }
                // 0: the lint rules are read in one pass, partly from the
                // compiler's resolved names, so no rule has a time of its own
                // (the pass is in the suite's time).
                cases.append("    <testcase classname=\"\(classname)\" name=\"\(token("lint " + rule.rule))\" time=\"0\">\(body)</testcase>")
            }
            var out = record.notes.map { "note: \($0)" }
            if let reason = record.reason { out.append(reason) }
            if !verdict.compilerOutput.isEmpty { out.append(verdict.compilerOutput) }
            if verdict.stage == .run, !verdict.programOutput.isEmpty { out.append(verdict.programOutput) }
            let tests = cases.count
            totals.tests += tests
            totals.failures += failures
            totals.errors += errors
            totals.time += record.seconds
            suites.append(
                "  <testsuite name=\"\(token("\(record.student)/\(record.lab)"))\" package=\"\(token(record.lab))\" id=\"\(index)\" "
                    + "hostname=\"\(token(hostname))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" "
                    + "skipped=\"0\" time=\"\(seconds(record.seconds))\" timestamp=\"\(XML.escape(String(record.gradedAt.prefix(19))))\">\n"
                    // No score for a submission the grader could not grade (`gradedScore`): its errors say why.
                    + "    <properties>\n" + (record.gradedScore.map { "      <property name=\"score\" value=\"\($0)\"/>\n" } ?? "")
                    + "      <property name=\"max_score\" value=\"\(record.maxScore)\"/>\n    </properties>\n"
                    + cases.joined(separator: "\n") + "\n"
                    + "    <system-out>\(XML.escape(out.joined(separator: "\n")))</system-out>\n"
                    + "    <system-err>\(XML.escape(record.graderError ?? ""))</system-err>\n"
                    + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<!-- course grade: \(totals.tests) tests, \(totals.failures) failures, \(totals.errors) errors, \(seconds(totals.time)) s -->\n"
            + "<testsuites>\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }

    /// This machine's name (the schema requires one per suite).
    static let hostname: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }()

    /// An `xs:token` attribute: escaped, white space runs made one space,
    /// none at the ends; never empty (the schema's names need a character).
    private static func token(_ text: String) -> String {
        let folded = XML.escape(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return folded.isEmpty ? "_" : folded
    }

    private static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }
    private static func seconds(_ value: Double) -> String { String(Double(Int(value * 1000)) / 1000) }
}

/// Escaping for XML and HTML text and attributes. Characters XML 1.0 forbids
/// (most control characters), C1 controls, the line separators and the
/// bidirectional controls (which would reorder a page's text) become U+FFFD,
/// so any program output or name is safe.
enum XML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // A carriage return kept as a reference: raw, it would overwrite the line for whoever `cat`s the file.
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if Printable.isControl(scalar) || Untrusted.acts(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
