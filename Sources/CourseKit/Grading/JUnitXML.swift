/// `junit.xml`: a `testsuite` per submission (`student/lab-id`), a `testcase`
/// per check and counted lint rule. A failed check is a `failure`; a
/// submission that never ran its checks (missing files, no compile, grader
/// error) makes each check an `error`. Compiler and program output go in
/// `system-out`.
enum JUnitXML {
    static func render(_ report: GradeReport) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0, time: 0.0)
        for record in report.records {
            let verdict = record.verdict
            let broken = record.graderError != nil || verdict.stage == .files || verdict.stage == .compile
            let classname = XML.escape("\(record.student).\(record.lab)")
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
                cases.append(
                    "    <testcase classname=\"\(classname)\" name=\"\(XML.escape(check.id))\" time=\"0\">\(body)</testcase>")
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
                cases.append("    <testcase classname=\"\(classname)\" name=\"\(XML.escape("lint " + rule.rule))\" time=\"0\">\(body)</testcase>")
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
                "  <testsuite name=\"\(XML.escape("\(record.student)/\(record.lab)"))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" "
                    + "skipped=\"0\" time=\"\(seconds(record.seconds))\" timestamp=\"\(XML.escape(String(record.gradedAt.prefix(19))))\">\n"
                    + "    <properties>\n      <property name=\"score\" value=\"\(record.score)\"/>\n"
                    + "      <property name=\"max_score\" value=\"\(record.maxScore)\"/>\n    </properties>\n"
                    + cases.joined(separator: "\n") + "\n"
                    + (out.isEmpty ? "" : "    <system-out>\(XML.escape(out.joined(separator: "\n")))</system-out>\n")
                    + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"course grade\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" time=\"\(seconds(totals.time))\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
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
