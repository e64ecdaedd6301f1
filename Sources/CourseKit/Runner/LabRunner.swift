import Foundation

/// Checks a lab: lint the student's files, compile them as their own module
/// and the lab's checks as another (`LabBuild`) against the cached simulator,
/// harness and Support libraries, run the program in a sandbox, and merge it
/// all into one `Verdict`.
public struct LabRunner: Sendable {
    var toolchain: Toolchain
    var simulator: SimulatorLibrary
    var cache: CacheDirectory
    /// How the compiler and the lab program are confined.
    var sandbox: Sandbox
    /// Paths in messages are shown relative to this folder.
    var currentDirectory: String
    /// Bytes of program output a lab run may write before it is stopped.
    var outputLimit = 1024 * 1024
    /// Print `_printChanges()`'s line for every `body` run (`SWIFTUISIM_TRACE`).
    var trace = false
    /// Processes a check may run at once (compiles, check programs): 2 for
    /// `course check`, 1 in grading workers, where `--jobs` spreads the work.
    var width = 2
    /// Print why each `body` ran or was skipped (`SWIFTUISIM_WHY`): "1" for
    /// every view, or type names (`course check --why [Type]`).
    var why: String?
    /// The scenario seed every check draws from (`course check --seed N`, to
    /// replay the run a failed check named); nil: the lab's fixed seeds
    /// (`ScenarioSeeds`), each check that draws run once per seed.
    var seed: UInt64?
    /// For `course dev verify`: the verdict also says which checks the lab's
    /// Checks registered and which acted on a frozen host (`registeredChecks`,
    /// `actedChecks`).
    var authoring = false
    /// Hosts drop every transaction after their mount (`ViewHost.freezesAfterMount`):
    /// `course dev verify`'s run on the initial screen.
    var freezesAfterMount = false
    /// Told when the runner starts reading the student's files with
    /// SwiftSyntax (lint, source policy, previews) and when it is done: the
    /// grading worker marks that phase, so that a crash or timeout in it is
    /// the student's (`GradeWorker.readingPhase`).
    var onReading: @Sendable (_ started: Bool) -> Void = { _ in }
    /// Refuse code nested deeper than `NestingLimit` allows before reading it
    /// (off only where a test proves the worker's own backstop).
    var nestingLimits = true
    /// Compiler output shows diagnostics in the lab's own files with their
    /// source lines and paths (`course check`); false in grading workers,
    /// where feedback shows the student's files only (`StudentDiagnostics`).
    var showsLabSources = true
    /// Whether the program prints reasons, so its output is the point and is kept (much) longer.
    var printsReasons: Bool { trace || why != nil }

    /// Finds swiftc, the cache and the sandbox, and makes sure the simulator library is built.
    public static func prepare(
        courseRoot: String?, currentDirectory: String, environment: [String: String], isolation: Sandbox.Request = .auto, log: (String) -> Void
    ) throws(CourseError) -> LabRunner {
        let cache = try CacheDirectory.locate(environment: environment)
        let toolchain = try Toolchain.locate(environment: environment, cache: cache)
        let sources = SimulatorLibrary.sourcesDirectory(courseRoot: courseRoot, environment: environment)
        let simulator = try SimulatorLibrary.prepare(sources: sources, toolchain: toolchain, cache: cache, log: log)
        let sandbox = try Sandbox.detect(isolation, environment: environment, cache: cache.path)
        return LabRunner(toolchain: toolchain, simulator: simulator, cache: cache, sandbox: sandbox, currentDirectory: currentDirectory)
    }

    /// The clang module cache every lab compile shares.
    var moduleCache: String { cache.path + "/module-cache" }

    /// Checks the files in `studentDirectory` (named as in lab.json) against `lab`,
    /// from a snapshot of the lab taken now.
    public func check(_ lab: Lab, studentDirectory: String) throws(CourseError) -> Verdict {
        let stage = try Files.temporaryDirectory(prefix: "course-lab")
        defer { LabSnapshot.remove(stage) }
        let snapshot = try LabSnapshot.take(lab, into: stage)
        let support: LabSupportLibrary?
        do {
            support = try supportLibrary(for: snapshot)
        } catch {
            // Support's compile errors name the lab's own files, not the snapshot's.
            throw CourseError(Self.rename(error.message, [snapshot.lab.directory: display(lab.directory)]), exitCode: error.exitCode)
        }
        return try check(snapshot, support: support, studentDirectory: studentDirectory, originalLab: lab)
    }

    /// Support's module for a snapshot, built once per lab version.
    func supportLibrary(for snapshot: LabSnapshot) throws(CourseError) -> LabSupportLibrary? {
        try LabSupportLibrary.prepare(snapshot, simulator: simulator, toolchain: toolchain, cache: cache, moduleCache: moduleCache)
    }

    /// Checks against a snapshot taken earlier (the grader takes one per run).
    /// `originalLab` names the files in messages as the lab author knows them.
    func check(_ snapshot: LabSnapshot, support: LabSupportLibrary?, studentDirectory: String, originalLab: Lab? = nil) throws(CourseError) -> Verdict {
        let start = Date()
        defer { ControlGroup.finishRemovals() }
        let seeds = seed.map { [$0] } ?? ScenarioSeeds.derive(labHash: snapshot.hash)
        var verdict = try judge(snapshot, support: support, studentDirectory: studentDirectory, originalLab: originalLab, seeds: seeds)
            .capped(printsReasons: printsReasons).controlCharactersReplaced()
        verdict.seconds = Date().timeIntervalSince(start)
        return verdict
    }

    private func judge(
        _ snapshot: LabSnapshot, support: LabSupportLibrary?, studentDirectory: String, originalLab: Lab?, seeds: [UInt64]
    ) throws(CourseError) -> Verdict {
        let lab = snapshot.lab
        var verdict = Verdict(
            lab: lab.id, title: lab.title, passed: false, score: 0, maxScore: lab.maxScore, stage: .files, problem: nil,
            checks: lab.manifest.checks.map { .init(id: $0.id, text: $0.text, points: $0.points, passed: false, message: "not run") },
            lint: [], policy: [], bodyCounts: [], compilerOutput: "", programOutput: "", ignoredChannelLines: 0, seconds: 0)

        var sources: [LintStep.Source] = []
        var fileProblems: [String] = []
        for file in lab.manifest.files {
            let path = studentDirectory + "/" + file
            if Files.kind(path) == .missing {
                fileProblems.append(missingFileProblem(file, lab: lab, studentDirectory: studentDirectory))
                continue
            }
            do {
                let text = try Files.readUntrustedText(path, what: "your file", inside: studentDirectory, limit: Files.studentSourceLimit)
                // Compiled, an empty file buries this under the errors of the
                // lab's checks, which find nothing of what they test.
                if let empty = Self.emptiness(text) {
                    fileProblems.append("\(display(path)) is empty (\(empty)): put back the starter with `course reset \(lab.id)` or write the view")
                }
                sources.append(.init(displayPath: display(path), text: text))
            } catch {
                fileProblems.append(error.message)
            }
        }
        guard fileProblems.isEmpty else {
            verdict.problem = fileProblems.joined(separator: "\n")
            return verdict
        }
        onReading(true)
        var reading = true
        defer { if reading { onReading(false) } }
        // Before anything parses or walks them: code nested deeper than the
        // linter and the policy can read is refused, never read.
        if nestingLimits, let deep = NestingLimit.violation(in: sources) {
            verdict.stage = .policy
            verdict.policy = [deep]
            verdict.problem = deep.message + "; nothing was run"
            return verdict
        }
        verdict.lint = LintStep.findings(in: sources, countedRules: lab.manifest.lint ?? [])
        let policy = try SourcePolicy(lab: lab, studentSources: sources.map(\.text))
        func refused(_ violations: [PolicyViolation]) -> Verdict {
            var verdict = verdict
            verdict.stage = .policy
            // One per rule and line, in file order.
            var seen: Set<String> = []
            let violations = violations.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
                .filter { seen.insert("\($0.rule)\t\($0.path)\t\($0.line)").inserted }
            verdict.policy = violations
            let rules = Array(Set(violations.map(\.rule))).sorted()
            verdict.problem = "this lab's code may not do what \(violations.count == 1 ? "one line does" : "\(violations.count) lines do") "
                + "(source policy: \(rules.joined(separator: ", "))); nothing was run"
            return verdict
        }
        let syntaxViolations = policy.checkSyntax(sources)
        guard syntaxViolations.isEmpty else { return refused(syntaxViolations) }

        let scratch = try Files.temporaryDirectory(prefix: "course-\(lab.id)")
        defer { Files.remove(scratch) }
        let paths = LabBuild.Paths(scratch: scratch)
        try Files.createDirectory(paths.studentSources)
        try Files.createDirectory(paths.modules)
        var names: [String: String] = [:]
        var studentFiles: [String] = []
        for (file, source) in zip(lab.manifest.files, sources) {
            let copy = paths.studentSources + "/" + file
            // A lab is an iOS app's code (`#if os(iOS)` is true in it, `os(Linux)` false).
            try Files.writeAtomically(PreparedSource.of(source.text, platform: .iOS), to: copy)
            names[copy] = source.displayPath
            studentFiles.append(copy)
        }
        // Xcode's generated asset symbols for a catalog in the student's folder (AssetCatalogSymbols).
        if let symbols = AssetCatalogSymbols.source(forFolder: studentDirectory) {
            let generated = paths.studentSources + "/_GeneratedAssetSymbols.swift"
            try Files.writeAtomically(symbols, to: generated)
            names[generated] = "<asset symbols generated from the folder's asset catalog, added by the runner>"
            studentFiles.append(generated)
        }
        let original = originalLab ?? lab
        for path in lab.supportFiles + lab.checkFiles {
            names[path] = display(original.directory + String(path.dropFirst(lab.directory.count)))
        }
        names[paths.supportAliases] = "<Support's types, added by the runner>"
        names[paths.checksMain] = "<the lab program's main, added by the runner>"
        var files = SourceFiles()
        for (copy, source) in zip(studentFiles, sources) { files.add(copy, display: source.displayPath, text: PreparedSource.of(source.text, platform: .iOS)) }
        for path in lab.checkFiles { files.add(path, display: names[path] ?? path, text: (try? Files.readText(path)) ?? "") }

        reading = false
        onReading(false)

        verdict.stage = .compile
        let compileLimits = ResourceLimits(seconds: lab.compileTimeLimit, memoryMB: lab.compileMemoryLimitMB, processes: 256, outputBytes: 16 << 20)
        let build = LabBuild(
            toolchain: toolchain, simulator: simulator, support: support, moduleCache: moduleCache, sandbox: sandbox, limits: compileLimits,
            memorySafe: !policy.allowed.contains(UnsafeCodeRule.description.id), width: width)
        func failed(_ step: Confined.Result, _ problem: String) throws(CourseError) -> Verdict {
            try Self.requireJudged(step, what: "the compiler")
            var verdict = verdict
            if let stopped = Self.explainCompile(step, limits: compileLimits) {
                verdict.problem = stopped  // a compiler stopped by a limit says nothing useful
            } else {
                verdict.compilerOutput = MissingAPINotes.annotate(Self.rename(String(decoding: step.process.stderr + step.process.stdout, as: UTF8.self), names))
                if !showsLabSources {
                    verdict.compilerOutput = StudentDiagnostics.filter(
                        verdict.compilerOutput, studentFiles: Set(sources.map(\.displayPath)),
                        hidden: [scratch, lab.directory, (lab.directory as NSString).deletingLastPathComponent, studentDirectory])
                }
                verdict.problem = problem
            }
            return verdict
        }
        let student = try build.compileStudent(studentFiles, paths: paths)
        var studentReferences = student.ast.map(ResolvedReferences.init(dump:))
        studentReferences?.demangle()
        let unsafe = student.succeeded ? [] : policy.memorySafetyViolations(in: Self.rename(student.diagnostics, names))
        let violations = unsafe + (studentReferences.map { policy.checkStudentReferences($0, files: files) } ?? [])
        guard violations.isEmpty else { return refused(violations) }
        guard student.succeeded else { return try failed(student.compile, "it does not compile") }
        guard let studentReferences else {
            return refused([PolicyViolation(rule: "unverified", path: "", line: 0, column: 0, message: "the runner could not read what your code refers to, so it cannot vouch for it")])
        }
        verdict.lint += LintStep.resolvedFindings(studentReferences, files: files, countedRules: lab.manifest.lint ?? [], already: verdict.lint)
        verdict.lint += LintStep.findingsOnResolvedNames(
            studentReferences,
            students: zip(studentFiles, sources).map { ($0, LintStep.Source(displayPath: $1.displayPath, text: Previews.blanked($1.text))) },
            countedRules: lab.manifest.lint ?? [], already: verdict.lint)
        verdict.lint.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        let checks = try build.compileChecks(lab.checkFiles, paths: paths)
        guard checks.succeeded else {
            return try failed(checks.compile, "the lab's checks cannot use your code (did you rename or remove something the lab asks for?)")
        }
        guard var checksReferences = checks.ast.map(ResolvedReferences.init(dump:)) else {
            return refused([PolicyViolation(rule: "unverified", path: "", line: 0, column: 0, message: "the runner could not read what the checks refer to, so it cannot vouch for them")])
        }
        checksReferences.demangle()
        let shadowing = policy.checkChecksReferences(checksReferences, student: studentReferences, files: files)
        guard shadowing.isEmpty else { return refused(shadowing) }

        verdict.stage = .run
        chmod(scratch, 0o711)  // the unprivileged user the program runs as must reach its binary
        // Run it, not read it (a classmate who learns the name from the sandbox's
        // command line cannot copy the compiled solution); the process umask
        // is 077 (`CLI.main`), so everything else in the scratch is private.
        chmod(paths.binary, 0o711)
        let runs = try runChecks(lab, binary: paths.binary, scratch: scratch, seeds: seeds)
        verdict.bodyCounts = Outcome.withoutRepeats(runs.flatMap(\.outcome.bodyCounts))
        verdict.ignoredChannelLines = runs.reduce(0) { $0 + $1.outcome.foreignLines }
        let outputs = runs.filter { !($0.ran.process.stdout + $0.ran.process.stderr).isEmpty || printsReasons }
        verdict.programOutput = Self.tail(
            outputs.map { run in
                let text = Self.withoutStackTraces(String(decoding: run.ran.process.stdout + run.ran.process.stderr, as: UTF8.self))
                // Reasons asked for (`--why`, `--trace`) are read check by check.
                if printsReasons { return "══ check \(run.id) ══\n" + text }
                return runs.count == 1 ? text : "── \(run.id) ──\n" + text
            }.joined(), bytes: printsReasons ? 512 << 10 : 8192)
        // `#filePath`, a crash report: the grader's folders are not the student's business.
        if !showsLabSources {
            verdict.programOutput = StudentDiagnostics.withoutFolders(
                verdict.programOutput, hidden: [scratch, lab.directory, (lab.directory as NSString).deletingLastPathComponent, studentDirectory])
        }
        if authoring {
            var registered: [String] = []
            for id in runs.flatMap(\.outcome.registered) where !registered.contains(id) { registered.append(id) }
            verdict.registeredChecks = registered
            verdict.actedChecks = Set(runs.flatMap(\.outcome.acted)).sorted()
        }
        var problems: [String] = []
        for index in verdict.checks.indices {
            let id = verdict.checks[index].id
            guard let run = runs.first(where: { $0.id == id }) else {
                verdict.checks[index].message = runs.contains { $0.ran.hitTimeLimit } ? Self.skippedAfterTimeout : Self.skippedOverBudget(lab)
                continue
            }
            let outcome = run.outcome, result = run.ran.process
            verdict.checks[index].seconds = result.seconds
            let finished = outcome.complete && result.termination == .exited(0) && !result.timedOut
            if let seed = run.unjudgedSeed {
                // Passed the seeds it ran with, but not judged with every seed: a check passes only then.
                verdict.checks[index].message = "not judged with scenario seed \(seed): the checks before it in that seed's round used its whole time budget "
                    + "(\(Self.formatSeconds(lab.checksTimeBudget))); a check that draws from the scenario passes only once it has passed with every seed"
                problems.append(verdict.checks[index].message)
            } else if finished, outcome.passed.contains(id) {
                verdict.checks[index].passed = true
                verdict.checks[index].message = ""
            } else if finished {
                verdict.checks[index].message = outcome.failures[id] ?? "the lab's Checks never ran this check"
            } else {
                // The harness exits at once after its last record: anything else is not a finished run.
                let problem = Self.explain(run.ran, outcome: outcome, limits: run.limits)
                    + (run.limits.seconds < lab.timeLimit && result.timedOut ? " (what was left of the run's time budget of \(Self.formatSeconds(lab.checksTimeBudget)))" : "")
                    + (run.round > 0 ? " (with scenario seed \(run.seed), after the first \(run.round) passed: `course check --seed \(run.seed)` replays it)" : "")
                verdict.checks[index].message = outcome.complete ? "the program did not end when its check did (\(problem))" : problem
                problems.append(verdict.checks[index].message)
            }
        }
        let skipped = verdict.checks.filter { $0.message == Self.skippedAfterTimeout }.count
        let overBudget = Self.skippedOverBudget(lab)
        if verdict.checks.contains(where: { $0.message == overBudget }) { problems.append(overBudget) }
        if problems.isEmpty {
            verdict.stage = .complete
        } else {
            verdict.problem = problems[0] + (skipped > 0 ? "\n(\(skipped == 1 ? "1 later check was" : "\(skipped) later checks were") not run: code that hits the time limit in one check would in the others too)" : "")
        }
        let countedRules = Set((lab.manifest.lint ?? []).map(\.rule))
        let lintScore = (lab.manifest.lint ?? []).filter { rule in !verdict.lint.contains { $0.rule == rule.rule } }.reduce(0) { $0 + $1.points }
        verdict.score = verdict.checks.filter(\.passed).reduce(0) { $0 + $1.points } + (verdict.stage == .complete ? lintScore : 0)
        verdict.passed = verdict.stage == .complete && verdict.checks.allSatisfy(\.passed)
            && !verdict.lint.contains { countedRules.contains($0.rule) }
        return verdict
    }

    /// Why a lab file is missing, with the Swift files in the folder that the
    /// lab does not name (a renamed file is the usual cause).
    func missingFileProblem(_ file: String, lab: Lab, studentDirectory: String) -> String {
        let folder = display(studentDirectory) + "/"
        let files = lab.manifest.files
        let strays = ((try? FileManager.default.contentsOfDirectory(atPath: studentDirectory)) ?? [])
            .filter { $0.hasSuffix(".swift") && !files.contains($0) && !$0.hasPrefix(".") }.sorted()
        let labFiles = "(the lab's files: \(files.joined(separator: ", ")))"
        guard Files.isDirectory(studentDirectory) else {
            return "\(file) not found: the folder \(folder) does not exist \(labFiles). Run `course reset \(lab.id)` to get the starter files back."
        }
        guard !strays.isEmpty else {
            return "\(file) not found in \(folder) \(labFiles). Run `course reset \(lab.id)` to get the starter file back."
        }
        let are = strays.count == 1 ? "is" : "are"
        return "\(file) not found in \(folder); \(strays.joined(separator: ", ")) \(are) in the folder and \(are) not part of the lab \(labFiles). "
            + "Rename \(strays.count == 1 ? "it" : "yours") to \(file), or run `course reset \(lab.id)` to get the starter file back."
    }

    /// "0 bytes" or "only comments and blank lines" when a file holds no code; nil when it does.
    static func emptiness(_ text: String) -> String? {
        if text.utf8.isEmpty { return "0 bytes" }
        var scalars = Array(text.unicodeScalars)[...]
        var sawComment = false
        while let first = scalars.first {
            if first.properties.isWhitespace {
                scalars = scalars.dropFirst()
            } else if scalars.starts(with: ["/", "/"]) {
                sawComment = true
                scalars = scalars.drop { $0 != "\n" }
            } else if scalars.starts(with: ["/", "*"]) {
                // Swift's block comments nest.
                sawComment = true
                var depth = 0
                repeat {
                    if scalars.starts(with: ["/", "*"]) {
                        depth += 1
                        scalars = scalars.dropFirst(2)
                    } else if scalars.starts(with: ["*", "/"]) {
                        depth -= 1
                        scalars = scalars.dropFirst(2)
                    } else {
                        scalars = scalars.dropFirst()
                    }
                } while depth > 0 && !scalars.isEmpty
            } else {
                return nil
            }
        }
        return sawComment ? "only comments, no code" : "only blank lines, no code"
    }

    /// `swiftc` arguments for a playground file (`course run`, quiz snippets)
    /// against the simulator: one module, top-level code allowed.
    func playgroundArguments(inputs: [String], output: String) -> [String] {
        playgroundSettings + simulator.simulatorLinkArguments + inputs + ["-o", output]
    }

    /// A playground's Swift settings, without inputs and outputs (what an
    /// editor repeats for `course run` files: `EditorProject`).
    var playgroundSettings: [String] {
        ["-swift-version", "6", "-Onone", "-module-name", "CourseRun", "-module-cache-path", moduleCache] + LabBuild.labPackageName + LabBuild.appSettings
            + simulator.importArguments
    }

    /// What a check that was not run because an earlier one hit its time limit says.
    static let skippedAfterTimeout = "not run: an earlier check hit the time limit"

    /// The lab program once per check (two at a time), each a fresh process in
    /// its own sandbox with its own secret: a static counter, a cache or a
    /// thread left by one check never reaches the next. Once a check hits its
    /// time limit (wall clock or CPU), the checks not started yet are not run
    /// (`skippedAfterTimeout`): code that loops would cost every check's limit
    /// in turn. And the checks share one time budget (`Lab.checksTimeBudget`):
    /// each runs with what is left of it at most, and once it is spent the
    /// rest are not run (`skippedOverBudget`), so code that waits just under
    /// the limit in every check costs the budget, not every limit.
    /// Each check that runs is still a process of its own.
    ///
    /// Every check runs with `seeds[0]` first. A check that passed and drew
    /// from the scenario runs again, a fresh process each time, with each of
    /// the other seeds in turn until one does not pass: that run is the
    /// check's (its failure names its seed). Each later round has a time
    /// budget of its own. A check passes only once it has passed with every
    /// seed (the twentieth review: a check that loops, hit in the first
    /// round, used to end the seed rounds, so every drawn check kept its
    /// first seed's pass): the later rounds run even when a run hit its
    /// limit in the first, a run that hits its limit in a later round is that
    /// check's failure and the round goes on with the others, and a drawn
    /// check that a round's budget left unrun is not passed (`unjudgedSeed`).
    func runChecks(_ lab: Lab, binary: String, scratch: String, seeds: [UInt64]) throws(CourseError) -> [CheckRun] {
        let ids = lab.manifest.checks.map(\.id)
        let seeds = seeds.isEmpty ? [1] : seeds
        var runs: [CheckRun] = []
        var runCount = 0
        /// Runs the checks at `indices` with `seeds[round]`, until the round's budget is spent (or, with
        /// `stopAtTimeout`, until a run hits its time limit).
        func runRound(_ round: Int, _ indices: [Int], stopAtTimeout: Bool) throws(CourseError) -> [CheckRun] {
            let started = Date()
            var done: [CheckRun] = []
            let seed = seeds[round]
            let batch = max(width, 1)
            for start in stride(from: 0, to: indices.count, by: batch) {
                var limits = programLimits(lab)
                let left = lab.checksTimeBudget - Date().timeIntervalSince(started)
                guard left >= min(1, limits.seconds) else { break }
                limits.seconds = min(limits.seconds, left)
                let chosen = Array(indices[start..<min(start + batch, indices.count)])
                let nonces = chosen.map { _ in (0..<4).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 16) }.joined() }
                let programs = try zip(chosen, nonces).map { (index, nonce) throws(CourseError) -> Confined in
                    runCount += 1
                    // The check's id goes with the secret on fd 4, which the harness
                    // reads and closes before lab code runs: on the command line, lab
                    // code could read it and behave well only in the check that measures.
                    // Then the scenario seed.
                    var program = try sandbox.program(
                        binary, arguments: [], workFolder: scratch + "/run-" + String(runCount),
                        environment: programEnvironment(lab), limits: limits)
                    program.channelGreeting = Data((nonce + "\n" + ids[index] + "\n\(seed)").utf8)
                    return program
                }
                let results = try Confined.runTogether(programs, width: width)
                for ((index, nonce), ran) in zip(zip(chosen, nonces), results) {
                    try Self.requireJudged(ran, what: "the lab program (check \"\(ids[index])\")")
                    if let failure = Self.sandboxFailure(ran) {
                        Sandbox.forget(cache: cache.path, environment: ProcessInfo.processInfo.environment)
                        throw CourseError("error: the sandbox could not start the lab program: \(failure). Run again to probe the machine anew.")
                    }
                    done.append(
                        CheckRun(id: ids[index], ran: ran, outcome: Outcome(channel: [UInt8](ran.process.channel), nonce: nonce), limits: limits, seed: seed, round: round))
                }
                // The first round stops at a run that hits its limit (code that
                // loops would cost every check's limit; the checks not run score
                // nothing). A later round re-runs only checks that passed, and
                // goes on: each re-run is bounded by the round's budget.
                if stopAtTimeout, results.contains(where: \.hitTimeLimit) { break }
            }
            return done
        }
        runs = try runRound(0, Array(ids.indices), stopAtTimeout: true)
        for next in seeds.indices.dropFirst() {
            // Checks whose every run so far passed, cleanly, having drawn, with every seed so far.
            let again = ids.indices.filter { index in
                guard let run = runs.first(where: { $0.id == ids[index] }), run.unjudgedSeed == nil else { return false }
                return run.outcome.complete && run.ran.process.termination == .exited(0) && !run.ran.process.timedOut
                    && run.outcome.passed.contains(run.id) && run.outcome.drew.contains(run.id)
            }
            guard !again.isEmpty else { break }
            let reruns = try runRound(next, again, stopAtTimeout: false)
            for rerun in reruns {
                let finished = rerun.outcome.complete && rerun.ran.process.termination == .exited(0) && !rerun.ran.process.timedOut
                guard !(finished && rerun.outcome.passed.contains(rerun.id)), let at = runs.firstIndex(where: { $0.id == rerun.id }) else { continue }
                runs[at] = rerun  // the seed that does not pass is the check's run
            }
            // A drawn check the round's budget left unrun was not judged with this seed: not passed.
            for index in again where !reruns.contains(where: { $0.id == ids[index] }) {
                if let at = runs.firstIndex(where: { $0.id == ids[index] }) { runs[at].unjudgedSeed = seeds[next] }
            }
        }
        return runs
    }

    /// A run whose end says nothing about the student's code throws
    /// (`ExitCode.notJudged`): one the machine kept from the CPU until its
    /// wall-clock limit (`Confined.Result.starved`), or one killed from
    /// outside (SIGKILL with no limit of its own reached: the machine's OOM
    /// killer, an operator). Not a grade: `course grade` retries it alone.
    static func requireJudged(_ ran: Confined.Result, what: String) throws(CourseError) {
        let result = ran.process
        if ran.starved, let share = result.shareAtDeadline {
            let cpu = max(share.cpuSeconds, ran.events.cpuSeconds ?? 0)
            let why = share.stopped ? "it was stopped from outside" : "it waited \(String(format: "%.1f", share.waitingSeconds)) s for a CPU"
            throw CourseError(
                "error: the machine was too busy to judge \(what): it reached its \(formatSeconds(result.seconds.rounded())) wall-clock limit having had "
                    + "the CPU for \(String(format: "%.2f", cpu)) s (less than \(Int(SchedulerShare.cpuThreshold * 100)) %), and \(why). Not the student's doing; run it again.",
                exitCode: ExitCode.notJudged)
        }
        if case .signalled(let signal) = result.termination, !ownSignals.contains(signal), signal != SIGKILL {
            // Lab code cannot send a signal (the source policy refuses the C
            // library) and the runner sends only SIGKILL: SIGTERM, SIGHUP,
            // SIGINT, SIGUSR1… came from someone else on the machine (the
            // twenty-sixth review, finding 13). Not the student's crash.
            throw CourseError(
                "error: \(what) was killed from outside its run (\(signalName(signal)), which neither the program nor the runner sends); run the check again.",
                exitCode: ExitCode.notJudged)
        }
        if case .signalled(SIGKILL) = result.termination, !ran.hitTimeLimit, !result.outputFlooded, !result.channelFlooded,
            !ran.events.outOfMemory, !ran.events.tooManyProcesses
        {
            // Nothing of ours killed it: the machine did (its OOM killer) or something
            // outside the run. Not the student's doing, so not a grade.
            throw CourseError(
                "error: \(what) was killed from outside its run (SIGKILL, no limit of its own reached); run the check again.", exitCode: ExitCode.notJudged)
        }
    }

    /// The signals a program's own code brings on itself: faults and traps
    /// (a crash, `fatalError`, an overflow), `abort`, a blocked system call,
    /// writing to a closed pipe, and the kernel's answer to its own CPU and
    /// file-size limits. Any other death by signal was sent from outside.
    static let ownSignals: Set<Int32> = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS, SIGPIPE, SIGXCPU, SIGXFSZ]

    /// One check's run of the lab program, and the limits it ran under.
    struct CheckRun {
        var id: String
        var ran: Confined.Result
        var outcome: Outcome
        var limits: ResourceLimits
        /// The scenario seed it ran with, and which of the lab's seeds that is (0: the first).
        var seed: UInt64 = 1
        var round = 0
        /// A seed this check (which drew, and passed the seeds before) was never run with:
        /// that round's budget was spent first. Not passed (`runChecks`).
        var unjudgedSeed: UInt64?
    }

    /// What a check says that was not run because the checks before it used
    /// the run's whole time budget.
    static func skippedOverBudget(_ lab: Lab) -> String {
        "not run: the checks before it used the whole time budget of one run (\(formatSeconds(lab.checksTimeBudget)))"
    }

    /// What the lab program is told: print `_printChanges()`'s line of every
    /// body run (`--trace`), or why each ran (`--why`), and which SwiftUI
    /// release to simulate (the lab's `"swiftui"`).
    func programEnvironment(_ lab: Lab) -> [String: String] {
        var environment: [String: String] = [:]
        if trace { environment["SWIFTUISIM_TRACE"] = "1" }
        if let why { environment["SWIFTUISIM_WHY"] = why }
        if freezesAfterMount { environment["COURSE_FREEZE_AFTER_MOUNT"] = "1" }
        SwiftUIReleaseSetting.apply(lab.swiftUIRelease, to: &environment)
        return environment
    }

    /// What a lab program may use: the lab's time and memory, bounded output.
    func programLimits(_ lab: Lab) -> ResourceLimits {
        // Reasons printed on request (`--why`, `--trace`) may be long; a flood is still stopped.
        var limits = ResourceLimits(
            seconds: lab.timeLimit, memoryMB: lab.memoryLimitMB, processes: lab.processLimit, outputBytes: printsReasons ? max(outputLimit, 16 << 20) : outputLimit)
        limits.cpu = lab.cpuTimeLimit
        limits.cpus = 1  // one run's share of the machine, however many threads it starts
        return limits
    }

    /// Says why a run ended without its `complete` record.
    static func explain(_ run: Confined.Result, outcome: Outcome, limits: ResourceLimits) -> String {
        let result = run.process
        let during = outcome.interruptedCheck.map { " while check \"\($0)\" was running" } ?? (outcome.started.isEmpty ? " before any check ran" : "")
        if result.timedOut {
            let memory = run.events.outOfMemory ? "; its processes also hit the memory cap (\(limits.memoryMB) MB for all of them together)" : ""
            return "timed out: still running after \(formatSeconds(limits.seconds))\(during) (an endless loop, or waiting forever?)\(memory)"
        }
        if run.cpuLimitReached {
            return "timed out: used its \(limits.cpuSeconds) s of CPU time\(during), the time limit for CPU (an endless loop? busy threads count together)"
        }
        if result.outputFlooded {
            return "output flood: more than \(limits.outputBytes / 1024) KB written to stdout/stderr\(during); the run was stopped"
        }
        if result.channelFlooded {
            return "result flood: more than \(limits.channelBytes / 1024) KB of check results\(during) (the checks report a few); the run was stopped"
        }
        if run.events.outOfMemory || String(decoding: result.stderr, as: UTF8.self).contains("failed to allocate") {
            return "ran out of memory (the cap is \(limits.memoryMB) MB for the whole program)\(during)"
        }
        if run.events.tooManyProcesses {
            return "tried to start more than \(limits.processes) processes or threads\(during); that is the cap"
        }
        switch result.termination {
        case .signalled(let signal):
            return "crashed with \(signalName(signal))\(during)"
        case .exited(let status):
            if status == 125 { return "the sandbox could not start the program" }
            // The simulator stops a program it cannot go on with (a control not
            // on screen, an environment object missing) with status 1 and its
            // error on stderr: that error is the news, not the status.
            if status == 1, let error = simulatorError(in: result.stderr) {
                return error + "\n(the simulator stopped the lab program with this error\(during))"
            }
            return "exited with status \(status)\(during), before the checks finished (does lab code call exit()?)"
        }
    }

    /// How the simulator's own error starts (`Diagnostics.fail`, on stderr).
    static let simulatorErrorPrefix = "SwiftUISim: error: "

    /// The last `SwiftUISim: error: …` the program wrote on stderr, with the
    /// lines that belong to it (the controls on screen…), at most 16 of them.
    static func simulatorError(in stderr: Data) -> String? {
        let text = String(decoding: stderr.suffix(64 << 10), as: UTF8.self)
        guard let start = text.range(of: simulatorErrorPrefix, options: .backwards)?.lowerBound else { return nil }
        // Only at the start of a line: the simulator writes it whole.
        guard start == text.startIndex || text[text.index(before: start)] == "\n" else { return nil }
        let lines = withoutStackTraces(String(text[start...])).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.prefix(16).joined(separator: "\n")
        return lines.count > 16 ? kept + "\n  … (\(lines.count - 16) more lines)" : kept
    }

    /// bubblewrap's own complaint, when it could not start the program at all
    /// (nothing reached the result channel, and its message is the first line):
    /// the runner's problem, not the student's.
    static func sandboxFailure(_ run: Confined.Result) -> String? {
        guard run.process.channel.isEmpty, run.process.termination == .exited(1) else { return nil }
        let first = String(decoding: run.process.stderr, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return first.hasPrefix("bwrap: ") ? String(first.dropFirst(7)) : nil
    }

    /// Why the compiler was stopped, when a limit stopped it.
    static func explainCompile(_ run: Confined.Result, limits: ResourceLimits) -> String? {
        let errors = String(decoding: run.process.stderr, as: UTF8.self)
        if run.hitTimeLimit {
            let used = run.process.timedOut ? formatSeconds(limits.seconds) : "\(limits.cpuSeconds) s of CPU time"
            return "the compiler was stopped after \(used) on this code (the compile time limit); simplify what it has to type-check"
        }
        if run.events.outOfMemory || errors.contains("out of memory") || errors.contains("failed to allocate")
            || errors.contains("std::bad_alloc")
        {
            return "the compiler ran out of memory on this code (the cap is \(limits.memoryMB) MB); simplify what it has to type-check"
        }
        if run.process.outputFlooded { return "the compiler wrote more than \(limits.outputBytes >> 20) MB of errors; the build was stopped" }
        return nil
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "SIGILL/SIGTRAP: a Swift runtime trap (fatalError, force-unwrapped nil, index out of range, overflow…)"
        case SIGSEGV: "SIGSEGV: a bad memory access (endless recursion overflowing the stack?)"
        case SIGABRT: "SIGABRT: the program aborted (out of memory under the cap?)"
        case SIGBUS: "SIGBUS: a bad memory access"
        case SIGKILL: "SIGKILL: killed"
        case SIGFPE: "SIGFPE: an arithmetic error (division by zero?)"
        default: "signal \(signal)"
        }
    }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }

    /// A path as the student knows it: relative to where they ran `course`.
    func display(_ path: String) -> String {
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    static func rename(_ text: String, _ names: [String: String]) -> String {
        // Longest paths first, so a path never replaces part of a longer one.
        names.keys.sorted { $0.count > $1.count }.reduce(text) { $0.replacingOccurrences(of: $1, with: names[$1]!) }
    }

    /// The runtime's "Current stack trace:" and its frames (addresses in a
    /// stripped lab program) in one line: they would push the line that says
    /// why the program stopped (`Fatal error: …`) out of the last lines shown.
    static func withoutStackTraces(_ text: String) -> String {
        guard text.contains("Current stack trace:") else { return text }
        var lines: [Substring] = []
        var inTrace = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Current stack trace:" {
                inTrace = true
                lines.append("(its stack trace is left out)")
            } else if inTrace, let first = line.first, first.isNumber, line.contains(" 0x") {
                continue
            } else {
                inTrace = false
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    static func tail(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        return "…(earlier output cut)…\n" + String(decoding: text.utf8.suffix(bytes), as: UTF8.self)
    }
}
