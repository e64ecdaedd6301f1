import Foundation
import Testing

/// The most plausible wrong fixes of every lab's topic, through the real
/// `course` binary: each one compiles, and the lab refuses it, by the checks
/// or the counted lint rules that `Fixtures/wrong-fixes/expectations.json`
/// names for it (with why the fix is wrong). The files are the lab's solution
/// with the wrong fix applied, under `wrong-fixes/<lab>/<case>/`.
@Suite(.serialized) struct WrongFixTests {
    struct Expectation: Decodable {
        var why: String
        var fails: [String]
        var lint: [String]
    }

    static let directory = CourseSandbox.fixtures + "/wrong-fixes"

    static let expectations: [String: Expectation] = {
        guard let data = FileManager.default.contents(atPath: directory + "/expectations.json") else { return [:] }
        return (try? JSONDecoder().decode([String: Expectation].self, from: data)) ?? [:]
    }()

    static let cases: [String] = expectations.keys.sorted()

    @Test func everyLabHasAWrongFixThatNamesWhatCatchesIt() {
        #expect(!Self.cases.isEmpty, "no wrong fixes in \(Self.directory)/expectations.json")
        for lab in CourseLabsTests.labFolders {
            #expect(Self.cases.contains { $0.hasPrefix(lab + "/") }, "lab \(lab) has no wrong fix in \(Self.directory)")
        }
        for (name, expectation) in Self.expectations {
            #expect(!expectation.fails.isEmpty || !expectation.lint.isEmpty, "\(name) names no check or lint rule that must catch it")
            #expect(!expectation.why.isEmpty, "\(name) says not why the fix is wrong")
        }
    }

    @Test(arguments: cases)
    func theLabRefusesTheWrongFix(_ name: String) throws {
        let expectation = try #require(Self.expectations[name])
        let lab = String(name.prefix { $0 != "/" })
        let manifest = try CourseLabsTests.manifest(lab)
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let reset = try sandbox.run(["reset", lab])
        try #require(reset.status == 0, "\(reset.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory + "/" + name).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(manifest.files), "\(name) should hold the lab's files \(manifest.files), not \(files)")
        for file in files {
            try FileManager.default.removeItem(atPath: sandbox.workspace + "/\(lab)/\(file)")
            try FileManager.default.copyItem(atPath: Self.directory + "/\(name)/\(file)", toPath: sandbox.workspace + "/\(lab)/\(file)")
        }

        let (status, verdict, output) = try CourseLabsTests.checkJSON(sandbox, lab)
        #expect(status == 1, "\(name) (\(expectation.why)) passed the lab:\n\(output)")
        #expect(verdict["stage"] as? String == "complete", "\(name) should compile and run, so that the checks themselves refuse it:\n\(output)")
        let failed = Set(verdict.checks.filter { $0["passed"] as? Bool == false }.compactMap { $0["id"] as? String })
        for check in expectation.fails {
            #expect(failed.contains(check), "\(name) (\(expectation.why)) should fail \(check); it failed \(failed.sorted())")
        }
        let counted = Set((verdict["lint"] as? [[String: Any]] ?? []).filter { $0["counts"] as? Bool == true }.compactMap { $0["rule"] as? String })
        for rule in expectation.lint {
            #expect(counted.contains(rule), "\(name) (\(expectation.why)) should trigger the counted lint rule \(rule); it triggered \(counted.sorted())")
        }
    }
}
