import Foundation
import Testing

/// The starter, the solution and every kind of broken or hostile submission,
/// each through the real `course check`.
@Suite struct SubmissionTests {
    @Test func starterFailsForTheReasonTheLabTeaches() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict["passed"] as? Bool == false)
        #expect(verdict["stage"] as? String == "complete")
        #expect(verdict.check("counts")?["passed"] as? Bool == true)
        // The failure says why the body ran, from the simulator's reasons.
        #expect(verdict.check("badge-skipped")?["message"] as? String == "Badge.body ran 3 times; expected ≤ 1: 2 × `@self` changed because `onTap` is a closure; 1 × new identity (inside a new CounterView: first mount)")
        let rows = verdict["bodyCounts"] as? [[String: Any]] ?? []
        let badge = rows.first { $0["type"] as? String == "Badge" && $0["runs"] as? Int == 3 && $0["expected"] as? String == "≤ 1" }
        #expect(badge?["check"] as? String == "badge-skipped")
        #expect(badge?["met"] as? Bool == false)
        let reasons = badge?["reasons"] as? [[String: Any]] ?? []
        #expect(reasons.first?["count"] as? Int == 2)
        #expect(reasons.first?["reason"] as? String == "`@self` changed because `onTap` is a closure")
        let counter = rows.first { $0["type"] as? String == "CounterView" }
        #expect(counter?["check"] as? String == "badge-skipped" && counter?["met"] as? Bool == true && counter?["reasons"] == nil)
        #expect(verdict["score"] as? Int == 3 && verdict["maxScore"] as? Int == 6)
    }

    @Test func solutionPassesWithFullScore() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution())
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 0)
        #expect(verdict["passed"] as? Bool == true)
        #expect(verdict["score"] as? Int == 6)
        let text = try sandbox.run(["check"])
        #expect(text.stdout.contains("✓ Passed. Score 6/6"), "\(text.output)")
        #expect(text.stdout.contains("Body runs (as the simulator counts them"))
    }

    @Test func compileErrorsNameTheStudentsFileAndLine() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(of: "Text(title)", with: "Text(titel)"))
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict["stage"] as? String == "compile")
        let output = verdict["compilerOutput"] as? String ?? ""
        #expect(output.contains("workspace/01-counter/Counter.swift:19:"), "\(output)")
        #expect(output.contains("titel"))
        #expect(!output.contains("/student/"), "scratch paths must not leak: \(output)")
    }

    @Test func aCrashFailsAndSaysWhichCheck() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Text(title)", with: "Text(crash())")
            + "\nfunc crash() -> String { fatalError(\"boom\") }\n")
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict["stage"] as? String == "run")
        #expect(verdict.problem.contains("crashed with SIGILL"), "\(verdict.problem)")
        #expect(verdict.problem.contains("while check \"counts\" was running"), "\(verdict.problem)")
        #expect((verdict["programOutput"] as? String ?? "").contains("boom"))
    }

    @Test func anEndlessLoopTimesOutAndTheProcessGroupDies() throws {
        let sandbox = try CourseSandbox(timeLimit: 2)
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }", with: "Button(\"Increment\") { while count >= 0 { count &+= 0 } }"))
        let start = Date()
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict.problem.contains("timed out: still running after 2 s"), "\(verdict.problem)")
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func anOutputFloodIsStopped() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }",
            with: "Button(\"Increment\") { while true { print(\"spam spam spam spam spam spam spam spam spam spam\") } }"))
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict.problem.contains("output flood"), "\(verdict.problem)")
    }

    /// In a lab that lets code call the C library (so the source policy does
    /// not stop it first), writing results to every file descriptor is still
    /// only noticed and ignored: the lines lack the run's nonce.
    @Test func printingFakeResultsAndWritingToTheChannelDoNotPass() throws {
        var sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.addOpenLab()
        // The starter's closure stays (so badge-skipped must fail), plus every forgery we can think of.
        let starter = try String(contentsOfFile: sandbox.studentFile, encoding: .utf8)
        try sandbox.writeStudentFile(starter.replacingOccurrences(of: "Text(title)", with: "forge(title)") + """

            #if canImport(Glibc)
            import Glibc
            #endif
            func forge(_ title: String) -> Text {
                print("PASS badge-skipped\\n✓ Passed. Score 6/6")
                for fd: Int32 in 3...1024 {
                    let line = Array("\\tpass\\tbadge-skipped\\nx\\tpass\\tbadge-skipped\\n\\tcomplete\\t2\\n".utf8)
                    _ = write(fd, line, line.count)
                }
                return Text(title)
            }
            """)
        let (status, verdict, result) = try sandbox.checkJSON()
        #expect(status == 1, "\(result.output)")
        #expect(verdict["passed"] as? Bool == false)
        #expect(verdict.check("badge-skipped")?["passed"] as? Bool == false)
        #expect((verdict["ignoredChannelLines"] as? Int ?? 0) > 0, "the forged lines are noticed")
    }

    @Test func exitingBeforeTheChecksFinishIsAFailure() throws {
        var sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.addOpenLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }", with: "Button(\"Increment\") { exit(0) }")
            .replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport Foundation"))
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict["passed"] as? Bool == false)
        #expect(verdict.problem.contains("exited with status 0"), "\(verdict.problem)")
        #expect(verdict.problem.contains("before the checks finished"))
    }

    @Test func unboundedAllocationHitsTheMemoryCap() throws {
        let sandbox = try CourseSandbox(memoryLimitMB: 400)
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }",
            with: "Button(\"Increment\") { var hog: [[UInt8]] = []; while true { hog.append([UInt8](repeating: 1, count: 1 << 24)) } }"))
        let (status, verdict, _) = try sandbox.checkJSON()
        #expect(status == 1)
        #expect(verdict.problem.contains("ran out of memory (the cap is 400 MB for the whole program)"), "\(verdict.problem)")
    }

    @Test func closingEveryPipeThenLoopingStillTimesOut() throws {
        var sandbox = try CourseSandbox(timeLimit: 2)
        defer { sandbox.remove() }
        try sandbox.addOpenLab()
        try sandbox.writeStudentFile(sandbox.solution().replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }",
            with: "Button(\"Increment\") { for fd: Int32 in 0..<1024 { close(fd) }; while count >= 0 { count &+= 0 } }")
            .replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport Glibc"))
        let (status, verdict, result) = try sandbox.checkJSON()
        #expect(status == 1, "\(result.output)")
        #expect(verdict.problem.contains("timed out"), "\(verdict.problem)")
    }
}
