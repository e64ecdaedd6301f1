import Foundation
import Testing

@testable import CourseKit

/// Every lab under the repository's `Labs/`, through the real `course` binary:
/// the starter compiles and fails for the reason the lab teaches, and the
/// solution passes every check with no lint finding that counts.
@Suite struct CourseLabsTests {
    static let courseRoot = CourseSandbox.packageRoot

    /// The lab folders, in course order (each after its lesson: `CourseOrder`).
    static let labFolders: [String] = {
        let labs = courseRoot + "/Labs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: labs)) ?? []
        let folders = names.filter { FileManager.default.fileExists(atPath: labs + "/" + $0 + "/lab.json") }
        return CourseOrder.labs(folders) { (try? manifest($0))?.lesson }
    }()

    struct Manifest: Decodable {
        struct Check: Decodable { var id: String }
        struct Rule: Decodable { var rule: String; var guardsAgainst: String? }
        var id: String
        var lesson: String?
        var files: [String]
        var checks: [Check]
        /// The checks the starter must fail; every other check must pass on the starter too.
        var starterFails: [String]?
        var lint: [Rule]?
    }

    static func manifest(_ folder: String) throws -> Manifest {
        let data = try Data(contentsOf: URL(fileURLWithPath: courseRoot + "/Labs/\(folder)/lab.json"))
        return try JSONDecoder().decode(Manifest.self, from: data)
    }

    /// A sandbox whose course is a copy of the repository's Lessons, Labs and Solutions.
    static func repositoryCourse() throws -> CourseSandbox {
        let sandbox = try CourseSandbox()
        let files = FileManager.default
        try files.removeItem(atPath: sandbox.course)
        try files.createDirectory(atPath: sandbox.course, withIntermediateDirectories: true)
        for part in ["Lessons", "Labs", "Solutions"] {
            try files.copyItem(atPath: courseRoot + "/" + part, toPath: sandbox.course + "/" + part)
        }
        return sandbox
    }

    static func checkJSON(_ sandbox: CourseSandbox, _ lab: String) throws -> (Int32, [String: Any], String) {
        let result = try sandbox.run(["check", lab, "--format", "json"])
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, object ?? [:], result.output)
    }

    @Test func labsAreNumberedInOrderAndNameTheirLessons() throws {
        #expect(!Self.labFolders.isEmpty)
        let lessons = try FileManager.default.contentsOfDirectory(atPath: Self.courseRoot + "/Lessons")
        // Lab ids are contracts (progress files store them), so a lesson moved
        // in Lessons/order.json keeps its labs' numbers: numbers increase within
        // a lesson, and in course order the labs' lessons never go back.
        var previousNumber = 0
        var previousLesson = -1
        for folder in Self.labFolders {
            let number = Int(folder.prefix { $0.isNumber }) ?? 0
            let manifest = try Self.manifest(folder)
            #expect(manifest.id == folder)
            let lesson = try #require(manifest.lesson, "\(folder) names no lesson")
            #expect(lessons.contains(lesson + ".md"), "\(folder): lesson \(lesson) is not in Lessons/")
            let position = try #require(CourseOrder.lessons.firstIndex(of: lesson), "\(lesson) is not in the course order")
            #expect(position >= previousLesson, "\(folder) belongs to \(lesson), before the previous lab's lesson in course order")
            if position == previousLesson {
                #expect(number > previousNumber, "the labs of \(lesson) must be numbered NN-slug in increasing order: \(folder)")
            }
            previousNumber = number
            previousLesson = position
            for file in manifest.files {
                #expect(FileManager.default.fileExists(atPath: Self.courseRoot + "/Solutions/\(folder)/\(file)"), "\(folder): no solution for \(file)")
            }
            let hints = Hints(markdown: try String(contentsOfFile: Self.courseRoot + "/Labs/\(folder)/hints.md", encoding: .utf8)).hints
            // 2–4 general hints; keyed ones (`{check: id}`, `{rule: id}`) on top, each key a check or counted rule of the lab.
            let general = hints.filter(\.keys.isEmpty).count
            #expect((2...4).contains(general), "\(folder): hints.md has \(general) general hints; expected 2–4")
            let known = Set(manifest.checks.map { "check:" + $0.id } + (manifest.lint ?? []).map { "rule:" + $0.rule })
            for hint in hints {
                #expect(!hint.title.contains("{"), "\(folder): hint \"\(hint.title)\" has a key that is neither {check: …} nor {rule: …}")
                for key in hint.keys { #expect(known.contains(key), "\(folder): hint \"\(hint.title)\" is keyed to \(key), which is not a check or counted rule of the lab") }
            }
        }
    }

    @Test(arguments: labFolders)
    func starterFailsAndSolutionPasses(_ folder: String) throws {
        let manifest = try Self.manifest(folder)
        let sandbox = try Self.repositoryCourse()
        defer { sandbox.remove() }
        let reset = try sandbox.run(["reset", manifest.id])
        try #require(reset.status == 0, "\(reset.output)")

        // The starter: compiles, runs to the end, fails exactly the lab's checks.
        let (starterStatus, starter, starterOutput) = try Self.checkJSON(sandbox, manifest.id)
        #expect(starterStatus == 1, "\(starterOutput)")
        #expect(starter["stage"] as? String == "complete", "the starter must compile and run: \(starterOutput)")
        let failed = Set(starter.checks.filter { $0["passed"] as? Bool == false }.compactMap { $0["id"] as? String })
        let expected = Set(try #require(manifest.starterFails, "\(folder)/lab.json declares no starterFails"))
        #expect(!expected.isEmpty, "\(folder) starter passes every check")
        #expect(failed == expected, "\(folder) starter failed \(failed.sorted()); lab.json's starterFails says \(expected.sorted())")
        let starterRules = Set((starter["lint"] as? [[String: Any]] ?? []).filter { $0["counts"] as? Bool == true }.compactMap { $0["rule"] as? String })
        for rule in manifest.lint ?? [] where rule.guardsAgainst == nil {
            #expect(starterRules.contains(rule.rule), "\(folder) starter should trigger the counted lint rule \(rule.rule)")
        }

        // The solution: every check passes, no counted lint finding, full score.
        for file in manifest.files {
            let solution = try String(contentsOfFile: Self.courseRoot + "/Solutions/\(folder)/\(file)", encoding: .utf8)
            try solution.write(toFile: sandbox.workspace + "/\(folder)/\(file)", atomically: true, encoding: .utf8)
        }
        let (status, verdict, output) = try Self.checkJSON(sandbox, manifest.id)
        #expect(status == 0, "\(output)")
        #expect(verdict["passed"] as? Bool == true, "\(output)")
        #expect(verdict.checks.count == manifest.checks.count)
        for check in verdict.checks {
            #expect(check["passed"] as? Bool == true, "\(folder) solution fails \(check["id"] ?? "?"): \(check["message"] ?? "")")
        }
        let counted = (verdict["lint"] as? [[String: Any]] ?? []).filter { $0["counts"] as? Bool == true }
        #expect(counted.isEmpty, "\(folder) solution has counted lint findings: \(counted)")
        #expect(verdict["score"] as? Int != nil && verdict["score"] as? Int == verdict["maxScore"] as? Int, "\(output)")
    }
}
