import Foundation

/// One thing wrong with a lab, found by `course dev verify`, said as what to change.
public struct VerifyProblem: Codable, Equatable, Sendable {
    /// The lab's id.
    public var lab: String
    /// What kind of problem (stable, for scripts): see `LabVerifier`.
    public var kind: String
    public var message: String
}

/// A lab's verification: every problem found, and how long it took.
public struct LabVerification: Codable, Sendable {
    public var lab: String
    public var problems: [VerifyProblem]
    public var seconds: Double
}

/// Runs one lab the ways its author means it to behave, through the same
/// runner as `course check`, and says where it does not:
/// - `starter`: the starter compiles and runs, fails each check of
///   lab.json's `starterFails` and passes the others, and every counted lint
///   rule fires on it unless the rule `guardsAgainst` a shortcut;
/// - `solution`: the solution passes every check, and no counted rule fires;
/// - `registration`: every check of lab.json is registered by Checks, and
///   every registered check is in lab.json;
/// - `cannot-fail`: no check that acts (taps, types, updates) passes on the
///   first screen of the starter and of the solution, every host frozen after its mount;
/// - `empty-view`: no check passes on the solution with every `body` an `EmptyView()`;
/// - `fixture`: every wrong fixture fails (each check its expectation
///   names), every correct fixture passes;
/// - `compile`: Support and Checks compile (on Linux: Apple-only Foundation
///   API gets a note saying what to use instead);
/// - `hint-run`: each `course run FILE` a hint or the README gives runs.
struct LabVerifier: Sendable {
    var runner: LabRunner
    var course: Course
    /// The `course` binary, for hints' `course run` commands.
    var courseBinary: String
    var environment: [String: String]

    func verify(_ lab: Lab) -> LabVerification {
        let start = Date()
        var problems: [VerifyProblem] = []
        func report(_ kind: String, _ message: String) { problems.append(.init(lab: lab.id, kind: kind, message: message)) }
        do {
            try verify(lab, report: report)
        } catch {
            report(error.message.contains("Support/ does not compile") ? "compile" : "error", error.message)
        }
        return LabVerification(lab: lab.id, problems: problems, seconds: Date().timeIntervalSince(start))
    }

    private func verify(_ lab: Lab, report: (String, String) -> Void) throws(CourseError) {
        let manifest = lab.manifest
        let declared = manifest.checks.map(\.id)
        let solutionFiles = manifest.files.map { lab.solutionDirectory + "/" + $0 }
        let missingSolutions = solutionFiles.filter { !Files.exists($0) }
        for path in missingSolutions { report("solution", "\(display(path)) is missing: every student file needs a solution in Solutions/\(lab.folder)/.") }

        let starterFails = manifest.starterFails ?? []
        if manifest.starterFails == nil {
            report("starter", "lab.json declares no \"starterFails\": list the checks the starter must fail (what the lab teaches), e.g. \"starterFails\": [\"\(declared.first ?? "check-id")\"].")
        }
        for id in starterFails where !declared.contains(id) {
            report("starter", "lab.json's \"starterFails\" names \"\(id)\", which is not a check of lab.json: use one of \(declared.joined(separator: ", ")).")
        }

        // The starter, as students get it.
        var authoring = runner
        authoring.authoring = true
        let starter = try authoring.check(lab, studentDirectory: lab.starterDirectory)
        guard starter.stage == .complete else {
            report(compileKind(starter), "the starter does not run to the end (\(starter.problem ?? starter.stage.rawValue)); "
                + "every check must run on it.\(compilerText(starter))")
            return
        }
        let registered = starter.registeredChecks ?? []
        for id in declared where !registered.contains(id) {
            report("registration", "check \"\(id)\" is in lab.json but Checks/ never registers it: students would lose its points with "
                + "\"the lab's Checks never ran this check\". Add `lab.check(\"\(id)\") { … }` to Checks/, or remove it from lab.json.")
        }
        for id in registered where !declared.contains(id) {
            report("registration", "Checks/ registers check \"\(id)\", which lab.json does not declare, so it never runs: "
                + "add { \"id\": \"\(id)\", \"points\": …, \"text\": \"…\" } to lab.json's checks, or remove it from Checks/.")
        }
        for check in starter.checks where registered.contains(check.id) {
            if starterFails.contains(check.id), check.passed {
                report("starter", "the starter passes check \"\(check.id)\", which lab.json's starterFails says it fails: "
                    + "make the check measure what the starter gets wrong, or take it out of starterFails.")
            } else if !starterFails.contains(check.id), !check.passed {
                report("starter", "the starter fails check \"\(check.id)\" (\(firstLine(check.message))), which starterFails does not list: "
                    + "add it to starterFails if the lab is about it, else make the starter pass it.")
            }
        }
        for rule in manifest.lint ?? [] where rule.guardsAgainst == nil && !starter.lint.contains(where: { $0.rule == rule.rule && $0.counts }) {
            report("lint", "counted lint rule \"\(rule.rule)\" does not fire on the starter, so its \(counted(rule.points, "point")) \(rule.points == 1 ? "is" : "are") free: "
                + "make the starter break it (run `course lint` on Starter/ to see what fires), or give the rule "
                + "\"guardsAgainst\": \"…\" naming the wrong shortcut it keeps out.")
        }

        // The solution.
        if missingSolutions.isEmpty {
            let solution = try runner.check(lab, studentDirectory: lab.solutionDirectory)
            if solution.stage != .complete {
                report("solution", "the solution does not run to the end: \(solution.problem ?? solution.stage.rawValue).\(compilerText(solution))")
            }
            // A check Checks/ never registers fails everywhere; its registration problem says so once.
            for check in solution.checks where !check.passed && solution.stage == .complete && registered.contains(check.id) {
                report("solution", "the solution fails check \"\(check.id)\": \(firstLine(check.message)). Fix Solutions/\(lab.folder)/ or the check.")
            }
            for finding in solution.lint where finding.counts {
                report("solution", "counted lint rule \"\(finding.rule)\" fires on the solution (\(display(finding.path)):\(finding.line)): \(finding.message)")
            }
            // The solution with nothing on screen: a check that passes cannot be judging the screen.
            try withMutant(lab, from: lab.solutionDirectory, ViewMutants.emptyBodies) { directory throws(CourseError) in
                let empty = try runner.check(lab, studentDirectory: directory)
                for check in empty.checks where check.passed {
                    report("empty-view", "check \"\(check.id)\" passes on the solution with every body replaced by EmptyView(), "
                        + "so it cannot tell a broken screen from a working one: make it also assert what the screen shows (host.texts, a control it taps).")
                }
            }
        }

        // The first screen, frozen: a check that acts and still passes does not look at what its actions change.
        // The starter first; a check it flags must also pass on the solution's first screen, so that a check
        // whose change the starter shows at mount (an eager list shows row 500 before any scroll) is not flagged.
        var frozen = authoring
        frozen.freezesAfterMount = true
        func stillPassing(_ directory: String) throws(CourseError) -> Set<String> {
            let still = try frozen.check(lab, studentDirectory: directory)
            return Set(still.checks.filter(\.passed).map(\.id)).intersection(still.actedChecks ?? [])
        }
        var cannotFail = try stillPassing(lab.starterDirectory)
        if !cannotFail.isEmpty, missingSolutions.isEmpty { cannotFail.formIntersection(try stillPassing(lab.solutionDirectory)) }
        for id in declared where cannotFail.contains(id) {
            report("cannot-fail", "check \"\(id)\" acts (taps, types or updates) but passes on the first screen of the starter and of the solution, "
                + "with nothing after the mount allowed to change it: it cannot fail. After each action, assert what the action changes "
                + "(a text that was not on screen before, a count that moved).")
        }

        try verifyFixtures(lab, registered: Set(registered), report: report)
        try verifyHintRuns(lab, report: report)
    }

    private func verifyFixtures(_ lab: Lab, registered: Set<String>, report: (String, String) -> Void) throws(CourseError) {
        for fixture in LabFixture.all(for: lab, courseRoot: course.root) {
            let name = display(fixture.directory)
            let missing = lab.manifest.files.filter { !Files.exists(fixture.directory + "/" + $0) }
            guard missing.isEmpty else {
                report("fixture", "\(name) lacks \(missing.joined(separator: ", ")): a fixture holds every student file of the lab.")
                continue
            }
            if fixture.expectation == nil {
                report("fixture", "\(name) has no readable expectation.json: add {\"why\": \"…\"} saying why the fix is \(fixture.kind == .wrong ? "wrong" : "right").")
            }
            let verdict = try runner.check(lab, studentDirectory: fixture.directory)
            switch fixture.kind {
            case .wrong:
                if verdict.passed {
                    report("fixture", "wrong fix \(name) passes the lab (\(fixture.expectation?.why ?? "no why given")): "
                        + "add or sharpen a check that refuses it by what its screen does.")
                    continue
                }
                for id in fixture.expectation?.fails ?? [] {
                    if let check = verdict.checks.first(where: { $0.id == id }), check.passed {
                        report("fixture", "wrong fix \(name) passes check \"\(id)\", which its expectation.json says refuses it.")
                    }
                }
                for rule in fixture.expectation?.lint ?? [] where !verdict.lint.contains(where: { $0.rule == rule && $0.counts }) {
                    report("fixture", "wrong fix \(name) does not fire counted rule \"\(rule)\", which its expectation.json names.")
                }
            case .correct:
                let failed = verdict.checks.filter { !$0.passed && registered.contains($0.id) }
                if !failed.isEmpty || verdict.stage != .complete || verdict.lint.contains(where: \.counts) {
                    let failed = failed.map { "\($0.id) (\(firstLine($0.message)))" }
                    let lint = verdict.lint.filter(\.counts).map(\.rule)
                    report("fixture", "correct fix \(name) does not pass: "
                        + (verdict.stage == .complete ? (failed + lint).joined(separator: "; ") : (verdict.problem ?? verdict.stage.rawValue))
                        + ". A check is too strict (it judges the shape, not what the screen does), or the fix is not correct.")
                }
            }
        }
    }

    /// `course run FILE …` in the lab's hints and README: the file is the one
    /// the text has the student write; its author keeps a copy in
    /// `Labs/<lab>/HintRuns/<file name>`, and it must run.
    private func verifyHintRuns(_ lab: Lab, report: (String, String) -> Void) throws(CourseError) {
        for source in [lab.hintsPath, lab.readmePath] where Files.exists(source) {
            let text = (try? Files.readText(source)) ?? ""
            for command in Self.runCommands(in: text) {
                let file = (command[0] as NSString).lastPathComponent
                let copy = lab.directory + "/HintRuns/" + file
                guard Files.exists(copy) else {
                    report("hint-run", "\(display(source)) gives `course run \(command.joined(separator: " "))`: keep the file it has students write "
                        + "in \(display(copy)), so verify can run it.")
                    continue
                }
                let arguments = ["run", copy] + command.dropFirst() + ["--course", course.root]
                let result = try Subprocess(executable: courseBinary, arguments: arguments, environment: environment, timeLimit: 120).run()
                if result.termination != .exited(0) {
                    let errors = String(decoding: result.stderr, as: UTF8.self).split(separator: "\n").prefix(6).joined(separator: "\n")
                    report("hint-run", "`course run \(command.joined(separator: " "))` in \(display(source)) fails (\(display(copy))):\n\(errors)")
                }
            }
        }
    }

    /// Each `course run PATH [options]` in inline code: PATH and its options.
    static func runCommands(in markdown: String) -> [[String]] {
        markdown.components(separatedBy: "`").enumerated().compactMap { index, span in
            guard index % 2 == 1, span.hasPrefix("course run ") else { return nil }
            let words = span.dropFirst("course run ".count).split(separator: " ").map(String.init)
            guard let file = words.first, file.hasSuffix(".swift") else { return nil }
            return words
        }
    }

    /// Copies the student files of `directory`, changed by `mutate`, to a
    /// scratch folder and hands it over; nothing when no file changed.
    private func withMutant(_ lab: Lab, from directory: String, _ mutate: (String) -> String?, _ body: (String) throws(CourseError) -> Void) throws(CourseError) {
        let scratch = try Files.temporaryDirectory(prefix: "course-mutant")
        defer { Files.remove(scratch) }
        var changed = false
        for file in lab.manifest.files {
            let text = try Files.readText(directory + "/" + file)
            let mutant = mutate(text)
            changed = changed || mutant != nil
            try Files.writeAtomically(mutant ?? text, to: scratch + "/" + file)
        }
        if changed { try body(scratch) }
    }

    private func compileKind(_ verdict: Verdict) -> String {
        verdict.stage == .compile ? "compile" : "starter"
    }

    private func compilerText(_ verdict: Verdict) -> String {
        verdict.compilerOutput.isEmpty ? "" : "\n" + verdict.compilerOutput.split(separator: "\n").prefix(20).joined(separator: "\n")
    }

    private func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    private func display(_ path: String) -> String { runner.display(path) }
}
