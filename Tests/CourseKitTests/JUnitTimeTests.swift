import Foundation
import FoundationXML
import Testing

/// junit.xml's times, from a class graded by the real `course` binary: each
/// check's is its own run of the lab program, each suite's the submission's
/// whole grading (checks run one after another, so at least their sum), and
/// a grade reused from the cache keeps the times it was graded in.
@Suite(.serialized) struct JUnitTimeTests {
    /// testcase name → time, per suite, read from the file as text attributes.
    private func times(_ path: String) throws -> [String: (suite: Double, cases: [String: Double])] {
        let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: path)))
        var result: [String: (suite: Double, cases: [String: Double])] = [:]
        for suite in try document.nodes(forXPath: "/testsuites/testsuite") as? [XMLElement] ?? [] {
            let name = suite.attribute(forName: "name")?.stringValue ?? ""
            let suiteTime = try #require(Double(suite.attribute(forName: "time")?.stringValue ?? ""), "suite \(name)'s time is a number")
            var cases: [String: Double] = [:]
            for test in suite.elements(forName: "testcase") {
                let text = test.attribute(forName: "time")?.stringValue ?? ""
                guard let time = Double(text) else {
                    Issue.record("\(name): time \(text) is not a number")
                    continue
                }
                cases[test.attribute(forName: "name")?.stringValue ?? ""] = time
            }
            result[name] = (suiteTime, cases)
        }
        return result
    }

    @Test func checksCarryTheirRealTimesAndTheCacheKeepsThem() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("ada", grading.source(.good))
        try grading.add("bo", grading.starter)
        try grading.add("cy", grading.source(.compileError))
        let first = try grading.gradeJSON()
        #expect(first.status == 0 && first.summary["graded"] as? Int == 3, "\(first.result.output)")
        let graded = try times(grading.out + "/junit.xml")
        for student in ["ada", "bo"] {
            let suite = try #require(graded["\(student)/01-counter"])
            for check in ["counts", "badge-skipped"] {
                let time = try #require(suite.cases[check])
                #expect(time > 0, "\(student) \(check) ran: its time is its run's")
            }
            // Lint has no time of its own (one pass for every rule).
            #expect(suite.cases["lint anyview"] == 0)
            // Milliseconds, as written: the checks ran one after another inside the suite's time.
            let sum = suite.cases.values.reduce(0) { $0 + Int(($1 * 1000).rounded()) }
            #expect(Int((suite.suite * 1000).rounded()) >= sum, "\(student): suite \(suite.suite) s, cases \(suite.cases)")
            #expect(suite.suite > 0)
        }
        // A submission that never ran has no check times.
        #expect(graded["cy/01-counter"]?.cases.values.allSatisfy { $0 == 0 } == true)

        // Regraded from the cache: the same times, not zeros.
        let again = try grading.gradeJSON()
        #expect(again.summary["cached"] as? Int == 3, "\(again.summary)")
        let cached = try times(grading.out + "/junit.xml")
        for (name, suite) in graded {
            #expect(cached[name]?.cases == suite.cases && cached[name]?.suite == suite.suite, "\(name)")
        }
    }
}
