import Foundation
import Testing

/// `course dev`, through the real binary on real files: an instructor's course
/// laid out by `dev new-course`, labs made by `dev new`, each broken one way,
/// and `dev verify` naming each problem with what to change.
@Suite(.serialized) struct DevVerbTests {
    /// A sandbox whose course is an empty one made by `course dev new-course`.
    static func authoredCourse() throws -> CourseSandbox {
        let sandbox = try CourseSandbox()
        try FileManager.default.removeItem(atPath: sandbox.course)
        let made = try sandbox.run(["dev", "new-course", sandbox.course], directory: sandbox.root)
        try #require(made.status == 0, "\(made.output)")
        return sandbox
    }

    static func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text, "the edit of \(path) changed nothing")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func verifyJSON(_ sandbox: CourseSandbox, _ arguments: [String] = []) throws -> (status: Int32, problems: [[String: String]], output: String) {
        let result = try sandbox.run(["dev", "verify", "--format", "json", "--jobs", "2"] + arguments)
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let labs = object?["labs"] as? [[String: Any]] ?? []
        return (result.status, labs.flatMap { $0["problems"] as? [[String: String]] ?? [] }, result.output)
    }

    @Test func aNewLabInANewCourseVerifiesListsChecksAndGrades() throws {
        let sandbox = try Self.authoredCourse()
        defer { sandbox.remove() }
        let made = try sandbox.run(["dev", "new", "keep-card-still", "--lesson", "1"])
        #expect(made.status == 0, "\(made.output)")
        let lab = "01-keep-card-still"
        for part in ["lab.json", "README.md", "hints.md", "Starter/CounterScreen.swift", "Support/LabText.swift", "Checks/Checks.swift",
                     "Fixtures/wrong/button-does-nothing/expectation.json"] {
            #expect(FileManager.default.fileExists(atPath: "\(sandbox.course)/Labs/\(lab)/\(part)"), "dev new made no \(part)")
        }
        let verified = try Self.verifyJSON(sandbox)
        #expect(verified.status == 0 && verified.problems.isEmpty, "\(verified.output)")

        let list = try sandbox.run(["list"])
        #expect(list.status == 0 && list.stdout.contains(lab), "\(list.output)")
        #expect(try sandbox.run(["reset", lab]).status == 0)
        let starter = try sandbox.run(["check", lab])
        #expect(starter.status == 1 && starter.output.contains("card-skipped"), "\(starter.output)")

        // A class of one student, graded with the solution.
        let submissions = sandbox.root + "/class/ada/" + lab
        try FileManager.default.createDirectory(atPath: submissions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(sandbox.course)/Solutions/\(lab)/CounterScreen.swift", toPath: submissions + "/CounterScreen.swift")
        let graded = try sandbox.run(["grade", sandbox.root + "/class", "--lab", lab, "--out", sandbox.root + "/grades"])
        #expect(graded.status == 0, "\(graded.output)")
        let gradebook = try String(contentsOfFile: sandbox.root + "/grades/gradebook.csv", encoding: .utf8)
        #expect(gradebook.contains("ada") && gradebook.contains("6"), "\(gradebook)")
    }

    /// One lab per problem (each made by `dev new`, then broken), verified in one run.
    @Test func verifyNamesEachProblemWithWhatToChange() throws {
        let sandbox = try Self.authoredCourse()
        defer { sandbox.remove() }
        let breaks: [(slug: String, kind: String, says: String, breakIt: (String, String) throws -> Void)] = [
            ("sound", "", "", { _, _ in }),
            ("cannot-fail", "cannot-fail", "passes on the first screen of the starter and of the solution", { lab, _ in
                // "counts" asserts what was on screen at mount, not what the taps change.
                try Self.edit(lab + "/Checks/Checks.swift") {
                    $0.replacingOccurrences(
                        of: #"expect(host.texts.contains("Count: 2"), "after two taps on Increment the screen should show “Count: 2”; it shows \(host.texts)")"# + "\n    }\n    lab.check(\"card-skipped\")",
                        with: #"expect(host.texts.contains(LabText.cardTitle), "the card is still there")"# + "\n    }\n    lab.check(\"card-skipped\")")
                }
            }),
            ("empty-view", "empty-view", "EmptyView()", { lab, _ in
                try Self.edit(lab + "/lab.json") { $0.replacingOccurrences(of: #""checks": ["#, with: #""checks": [ { "id": "mounts-once", "points": 1, "text": "The card is built once" },"#) }
                try Self.edit(lab + "/Checks/Checks.swift") {
                    $0.replacingOccurrences(of: "    lab.check(\"counts\") {", with: """
                            lab.check("mounts-once") {
                                expectBodyCount(Card<Text>.self, in: ViewHost(CounterScreen()), atMost: 1)
                            }
                            lab.check("counts") {
                        """)
                }
            }),
            ("unregistered", "registration", "never registers it", { lab, _ in
                try Self.edit(lab + "/lab.json") { $0.replacingOccurrences(of: #""checks": ["#, with: #""checks": [ { "id": "shows-title", "points": 1, "text": "The card shows its title" },"#) }
            }),
            ("undeclared", "registration", "which lab.json does not declare", { lab, _ in
                try Self.edit(lab + "/Checks/Checks.swift") {
                    $0.replacingOccurrences(of: "    lab.check(\"counts\") {", with: """
                            lab.check("shows-title") {
                                expect(ViewHost(CounterScreen()).texts.contains(LabText.cardTitle), "no title")
                            }
                            lab.check("counts") {
                        """)
                }
            }),
            ("free-lint", "lint", "does not fire on the starter", { lab, _ in
                try Self.edit(lab + "/lab.json") { $0.replacingOccurrences(of: #"{ "rule": "closure-content", "points": 1 }"#, with: #"{ "rule": "closure-content", "points": 1 }, { "rule": "anyview", "points": 1 }"#) }
            }),
            ("failing-solution", "solution", "the solution fails check \"counts\"", { _, solution in
                try Self.edit(solution + "/CounterScreen.swift") { $0.replacingOccurrences(of: "Button(\"Increment\") { count += 1 }", with: "Button(\"Increment\") {}") }
            }),
            ("passing-wrong-fix", "fixture", "passes the lab", { lab, solution in
                try FileManager.default.createDirectory(atPath: lab + "/Fixtures/wrong/same-as-solution", withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: solution + "/CounterScreen.swift", toPath: lab + "/Fixtures/wrong/same-as-solution/CounterScreen.swift")
                try #"{"why": "not wrong at all"}"#.write(toFile: lab + "/Fixtures/wrong/same-as-solution/expectation.json", atomically: true, encoding: .utf8)
            }),
            ("apple-only-support", "compile", "RelativeDateTimeFormatter", { lab, _ in
                try Self.edit(lab + "/Support/LabText.swift") { $0 + "\npublic let relativeTimes = RelativeDateTimeFormatter()\n" }
                try Self.edit(lab + "/Support/LabText.swift") { "import Foundation\n" + $0 }
            }),
            ("hint-run", "hint-run", "HintRuns/card.swift", { lab, _ in
                try Self.edit(lab + "/hints.md") { $0 + "\n## See it\n\nCopy the file to `/tmp/card.swift` and run `course run /tmp/card.swift --snapshot`.\n" }
            }),
        ]
        for (slug, _, _, _) in breaks {
            let made = try sandbox.run(["dev", "new", slug])
            try #require(made.status == 0, "\(made.output)")
        }
        for (index, item) in breaks.enumerated() {
            let folder = String(format: "%02d-", index + 1) + item.slug
            try item.breakIt(sandbox.course + "/Labs/" + folder, sandbox.course + "/Solutions/" + folder)
        }
        let (status, problems, output) = try Self.verifyJSON(sandbox)
        #expect(status == 1, "\(output)")
        for (index, item) in breaks.enumerated() {
            let folder = String(format: "%02d-", index + 1) + item.slug
            let own = problems.filter { $0["lab"] == folder }
            if item.kind.isEmpty {
                #expect(own.isEmpty, "the sound lab has problems: \(own)")
                continue
            }
            #expect(own.contains { $0["kind"] == item.kind && $0["message"]?.contains(item.says) == true },
                    "\(folder): expected a \(item.kind) problem saying \(item.says); got \(own)")
        }
        // What each says to change, in the words an author acts on.
        let messages = problems.compactMap { $0["message"] }.joined(separator: "\n")
        for advice in ["After each action, assert what the action changes", "Add `lab.check(\"shows-title\")", "add { \"id\": \"shows-title\"",
                       "give the rule \"guardsAgainst\"", "Fix Solutions/", "add or sharpen a check",
                       "use `date.formatted(.relative(presentation: .named))`", "make it also assert what the screen shows"] {
            #expect(messages.contains(advice), "no problem says \(advice):\n\(messages)")
        }
        // The text report: one line per problem, and the exit code.
        let text = try sandbox.run(["dev", "verify", "06-free-lint"])
        #expect(text.status == 1 && text.stdout.contains("✗ 06-free-lint: lint: counted lint rule \"anyview\""), "\(text.output)")
    }

    @Test func wrongFixSavesTheWorkspaceFilesWithWhatRefusesThem() throws {
        let sandbox = try Self.authoredCourse()
        defer { sandbox.remove() }
        #expect(try sandbox.run(["dev", "new", "card"]).status == 0)
        let lab = "01-card"
        #expect(try sandbox.run(["reset", lab]).status == 0)
        let saved = try sandbox.run(["dev", "wrong-fix", lab, "starter-as-is", "--note", "nothing changed yet"])
        #expect(saved.status == 0, "\(saved.output)")
        let folder = "\(sandbox.course)/Labs/\(lab)/Fixtures/wrong/starter-as-is"
        let expectation = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/expectation.json"))) as? [String: Any]
        #expect(expectation?["why"] as? String == "nothing changed yet")
        #expect(expectation?["fails"] as? [String] == ["card-skipped"])
        #expect(expectation?["lint"] as? [String] == ["closure-content"])
        #expect(FileManager.default.fileExists(atPath: folder + "/CounterScreen.swift"))
        // Saved as a correct fix, the starter makes verify fail, saying so.
        #expect(try sandbox.run(["dev", "wrong-fix", lab, "not-right", "--correct"]).status == 0)
        let (status, problems, output) = try Self.verifyJSON(sandbox)
        #expect(status == 1, "\(output)")
        #expect(problems.map { $0["message"] ?? "" }.contains { $0.contains("correct fix") && $0.contains("not-right") && $0.contains("card-skipped") }, "\(problems)")
        #expect(problems.count == 1, "\(problems)")
    }

    @Test func usageErrorsAndHelp() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let help = try sandbox.run(["dev", "--help"])
        #expect(help.status == 0 && help.stdout.contains("course dev verify"))
        for subverb in ["verify", "new", "wrong-fix", "new-course"] {
            let own = try sandbox.run(["dev", subverb, "--help"])
            #expect(own.status == 0 && own.stdout.contains("Usage: course dev \(subverb)"), "\(own.output)")
        }
        let unknown = try sandbox.run(["dev", "frobnicate"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no subverb \"frobnicate\""), "\(unknown.output)")
        let badJobs = try sandbox.run(["dev", "verify", "--jobs", "0"])
        #expect(badJobs.status == 2 && badJobs.stderr.contains("--jobs takes"), "\(badJobs.output)")
        let noSlug = try sandbox.run(["dev", "new"])
        #expect(noSlug.status == 2 && noSlug.stderr.contains("needs a SLUG"), "\(noSlug.output)")
    }

    /// Every built-in lab verifies (the slow one: every starter, solution,
    /// mutant and fixture of the course).
    @Test func everyBuiltInLabVerifies() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        // The built-in labs' fixtures live with the package's tests.
        try FileManager.default.createDirectory(atPath: sandbox.course + "/Tests/CourseKitTests/Fixtures", withIntermediateDirectories: true)
        for kind in ["wrong-fixes", "right-fixes"] {
            try FileManager.default.copyItem(atPath: CourseSandbox.fixtures + "/" + kind, toPath: sandbox.course + "/Tests/CourseKitTests/Fixtures/" + kind)
        }
        let (status, problems, output) = try Self.verifyJSON(sandbox)
        #expect(status == 0 && problems.isEmpty, "\(output)")
    }
}
