import Foundation
import Testing

/// Fixes a student would try, through the real `course` binary. Each case is
/// a folder with the lab's files and an `expectation.json`:
/// - `Fixtures/wrong-fixes/<lab>/<case>/`: a plausible wrong or partial fix
///   (the solution with one idea broken). It compiles and runs (a check may
///   be stopped by the simulator's own error: a control no user can operate),
///   and the lab refuses it by the checks or counted lint rules the expectation names,
///   with why the fix is wrong (and, under `says`, phrases its failure
///   messages must hold).
/// - `Fixtures/right-fixes/<lab>/<case>/`: a correct fix in another shape
///   than the solution (state moved into a child view, a view hidden with
///   opacity). The lab passes it.
@Suite(.serialized) struct WrongFixTests {
    struct Expectation: Decodable {
        var why: String
        var fails: [String]?
        var lint: [String]?
        /// Phrases the failure messages must hold (a note naming a modifier the simulator does not model).
        var says: [String]?
    }

    static let wrongDirectory = CourseSandbox.fixtures + "/wrong-fixes"
    static let rightDirectory = CourseSandbox.fixtures + "/right-fixes"

    /// `<lab>/<case>` for every case folder with an expectation.json.
    static func cases(in directory: String) -> [String] {
        let files = FileManager.default
        let labs = (try? files.contentsOfDirectory(atPath: directory)) ?? []
        return labs.flatMap { lab in
            ((try? files.contentsOfDirectory(atPath: directory + "/" + lab)) ?? [])
                .filter { files.fileExists(atPath: "\(directory)/\(lab)/\($0)/expectation.json") }
                .map { lab + "/" + $0 }
        }.sorted()
    }

    static func expectation(_ name: String, in directory: String) throws -> Expectation {
        let data = try #require(FileManager.default.contents(atPath: "\(directory)/\(name)/expectation.json"), "\(name) has no expectation.json")
        return try JSONDecoder().decode(Expectation.self, from: data)
    }

    static let wrongCases = cases(in: wrongDirectory)
    static let rightCases = cases(in: rightDirectory)

    @Test func everyLabHasWrongAndRightFixesThatSayWhy() throws {
        #expect(!Self.wrongCases.isEmpty, "no wrong fixes in \(Self.wrongDirectory)")
        for lab in CourseLabsTests.labFolders {
            #expect(Self.wrongCases.contains { $0.hasPrefix(lab + "/") }, "lab \(lab) has no wrong fix in \(Self.wrongDirectory)")
            #expect(Self.rightCases.contains { $0.hasPrefix(lab + "/") }, "lab \(lab) has no alternative correct fix in \(Self.rightDirectory)")
        }
        for name in Self.wrongCases {
            let expectation = try Self.expectation(name, in: Self.wrongDirectory)
            #expect(!(expectation.fails ?? []).isEmpty || !(expectation.lint ?? []).isEmpty, "\(name) names no check or lint rule that must catch it")
            #expect(!expectation.why.isEmpty, "\(name) says not why the fix is wrong")
        }
        for name in Self.rightCases {
            #expect(!(try Self.expectation(name, in: Self.rightDirectory)).why.isEmpty, "\(name) says not why the fix is right")
        }
    }

    /// Puts the case's files in a fresh workspace in place of the starter and checks them.
    static func check(_ name: String, in directory: String) throws -> (status: Int32, verdict: [String: Any], output: String) {
        let lab = String(name.prefix { $0 != "/" })
        let manifest = try CourseLabsTests.manifest(lab)
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let reset = try sandbox.run(["reset", lab])
        try #require(reset.status == 0, "\(reset.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/" + name).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(manifest.files), "\(name) should hold the lab's files \(manifest.files), not \(files)")
        for file in files {
            try FileManager.default.removeItem(atPath: sandbox.workspace + "/\(lab)/\(file)")
            try FileManager.default.copyItem(atPath: directory + "/\(name)/\(file)", toPath: sandbox.workspace + "/\(lab)/\(file)")
        }
        return try CourseLabsTests.checkJSON(sandbox, lab)
    }

    @Test(arguments: wrongCases)
    func theLabRefusesTheWrongFix(_ name: String) throws {
        let expectation = try Self.expectation(name, in: Self.wrongDirectory)
        let (status, verdict, output) = try Self.check(name, in: Self.wrongDirectory)
        #expect(status == 1, "\(name) (\(expectation.why)) passed the lab:\n\(output)")
        // The checks refuse it: they all ran, or one was stopped by the
        // simulator's own error (a control no user can operate: README, "the
        // simulator stops the program"), never by a compile error or a crash.
        let stoppedBySimulator = verdict["stage"] as? String == "run"
            && (verdict["problem"] as? String)?.hasPrefix("SwiftUISim: error: ") == true
        #expect(verdict["stage"] as? String == "complete" || stoppedBySimulator,
                "\(name) should compile and run, so that the checks themselves refuse it:\n\(output)")
        let failed = Set(verdict.checks.filter { $0["passed"] as? Bool == false }.compactMap { $0["id"] as? String })
        for check in expectation.fails ?? [] {
            #expect(failed.contains(check), "\(name) (\(expectation.why)) should fail \(check); it failed \(failed.sorted())")
        }
        let counted = Set((verdict["lint"] as? [[String: Any]] ?? []).filter { $0["counts"] as? Bool == true }.compactMap { $0["rule"] as? String })
        for rule in expectation.lint ?? [] {
            #expect(counted.contains(rule), "\(name) (\(expectation.why)) should trigger the counted lint rule \(rule); it triggered \(counted.sorted())")
        }
        let messages = verdict.checks.compactMap { $0["message"] as? String }.joined(separator: "\n")
        for phrase in expectation.says ?? [] {
            #expect(messages.contains(phrase), "\(name)'s failures should say “\(phrase)”:\n\(messages)")
        }
    }

    @Test(arguments: rightCases)
    func theLabAcceptsTheCorrectFix(_ name: String) throws {
        let expectation = try Self.expectation(name, in: Self.rightDirectory)
        let (status, _, output) = try Self.check(name, in: Self.rightDirectory)
        #expect(status == 0, "\(name) (\(expectation.why)) is correct, and the lab refused it:\n\(output)")
    }
}
