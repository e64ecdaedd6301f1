import Foundation
import Testing

@testable import CourseKit

/// The nineteenth review, finding 06: checks drew their scenario from a fresh
/// seed per run, so a wrong fix that fails on some draws scored differently
/// run to run, student to student, resubmission to resubmission. Now every
/// check that draws runs over the lab's fixed seeds (`ScenarioSeeds`, from
/// the lab's snapshot), each in a fresh process, and fails if any seed fails.
/// Real binary, real files.
@Suite(.serialized) struct ScenarioSeedTests {
    /// The fixture lab with a `counts` check that fails on one seed exactly:
    /// the one at `failing` among the lab's seeds (found by writing the check
    /// with a nonce until its own seeds put the failing value there; the seeds
    /// come from the lab's files, the check among them).
    static func labFailingOnOneSeed(_ sandbox: CourseSandbox, failing: Int) throws -> [UInt64] {
        let checksFile = sandbox.course + "/Labs/01-counter/Checks/CounterChecks.swift"
        let course = try Course.load(root: sandbox.course)
        for nonce in 0..<10_000 {
            // Fails when the seed is ≡ 0 mod 5: the test needs the first seeds to pass and `failing` not to.
            let text = """
                import SwiftUI
                @testable import StudentCode

                // nonce \(nonce)
                @MainActor func labChecks(_ lab: LabChecks) {
                    lab.check("counts") {
                        let drawn = Scenario.int(in: 0...9)
                        expect(Scenario.seed % 5 != 0, "drew \\(drawn) from a seed the check refuses")
                    }
                    lab.check("badge-skipped") {}
                }
                """
            try text.write(toFile: checksFile, atomically: true, encoding: .utf8)
            let lab = try course.lab(named: "01-counter")
            let seeds = ScenarioSeeds.derive(labHash: try LabSnapshot.hash(of: lab))
            if seeds.indices.allSatisfy({ ($0 == failing) == (seeds[$0] % 5 == 0) }) { return seeds }
        }
        Issue.record("no nonce put the failing seed at \(failing)")
        return []
    }

    /// A check that drew passes on the first seeds and fails on a later one:
    /// the verdict fails it, naming that seed, every run the same; the seed
    /// replays it alone (`course check --seed N`), and the passing seeds pass.
    @Test func aDrawnCheckRunsOverTheLabsSeedsAndFailsNamingTheSeed() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(try sandbox.solution())
        let seeds = try Self.labFailingOnOneSeed(sandbox, failing: ScenarioSeeds.count - 1)
        try #require(seeds.count == ScenarioSeeds.count)
        let bad = seeds[ScenarioSeeds.count - 1]
        for _ in 0..<2 {
            let (status, verdict, result) = try sandbox.checkJSON()
            #expect(status == 1, "\(result.output)")
            let message = verdict.check("counts")?["message"] as? String ?? ""
            #expect(message.contains("(scenario seed \(bad): `course check --seed \(bad)` replays"), "\(message)")
            #expect(verdict.check("badge-skipped")?["passed"] as? Bool == true, "\(verdict)")
        }
        #expect(try sandbox.run(["check", "--seed", String(bad)]).status == 1)
        #expect(try sandbox.run(["check", "--seed", String(seeds[0])]).status == 0, "the first seed passes on its own")
    }

    /// Identical files in one class get one grade, and `course autograde`
    /// run again on the same submission gives the same results.json: no
    /// grade depends on a draw (the red team saw 45 and 55 for one file).
    @Test func identicalSubmissionsGetOneGradeEveryRun() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let seeds = try Self.labFailingOnOneSeed(grading.sandbox, failing: 1)
        try #require(!seeds.isEmpty)
        for student in ["s1", "s2", "s3"] { try grading.add(student, grading.source(.good)) }
        let graded = try grading.gradeJSON()
        #expect(graded.status == 0, "\(graded.result.output)")
        let gradebook = try grading.csv("gradebook.csv").dropFirst().map { $0[1] }
        #expect(gradebook == ["4", "4", "4"], "counts fails on the lab's second seed for all three: \(gradebook)")
        let feedback = try grading.read("feedback/s2.md")
        #expect(feedback.contains("course check --seed \(seeds[1])"), "\(feedback)")

        var scores: [String] = []
        for run in 0..<2 {
            let results = grading.sandbox.root + "/results-\(run).json"
            let result = try grading.sandbox.run(
                ["autograde", "--gradescope", "--submission", grading.submissions + "/s1", "--results", results, "--isolation", "none"])
            #expect(result.status == 0, "\(result.output)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any] ?? [:]
            scores.append("\(object["score"] ?? "none")")
        }
        #expect(scores == ["4.0", "4.0"] || scores == ["4", "4"], "\(scores)")
    }

    /// The red team's file: lab 01's solution with the count capped at 3
    /// (`min(likes, 3)`). `likes-count` taps 2 to 5 times, then 4 to 7 more,
    /// so it fails on every seed, the ones that draw 2 or 3 taps first too
    /// (found here by SplitMix64, as the harness draws).
    @Test func theCappedCounterFailsOnEverySeed() throws {
        func firstTaps(_ seed: UInt64) -> Int {
            var z = seed &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return 2 + Int((z ^ (z >> 31)) % 4)
        }
        let lowDraws = [2, 3].compactMap { taps in (UInt64(1)...UInt64(1000)).first { firstTaps($0) == taps } }
        #expect(lowDraws.count == 2)
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let lab = "01-side-effect-in-body"
        #expect(try sandbox.run(["reset", lab]).status == 0)
        let file = sandbox.workspace + "/\(lab)/FeedView.swift"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(
            atPath: CourseSandbox.fixtures + "/wrong-fixes/\(lab)/likes-capped-at-three/FeedView.swift", toPath: file)
        for seed in lowDraws {
            let result = try sandbox.run(["check", lab, "--seed", String(seed), "--format", "json"])
            let verdict = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
            #expect(result.status == 1, "seed \(seed): \(result.output)")
            let message = verdict.check("likes-count")?["message"] as? String ?? ""
            #expect(verdict.check("likes-count")?["passed"] as? Bool == false && message.contains("more times"), "seed \(seed): \(message)")
        }
    }
}
