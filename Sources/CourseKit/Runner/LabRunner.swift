import Foundation

/// Checks a lab: lint the student's files, compile them with Support/, Checks/
/// and the harness against the cached simulator, run the program in a sandbox,
/// and merge it all into one `Verdict`.
public struct LabRunner: Sendable {
    var toolchain: Toolchain
    var simulator: SimulatorLibrary
    /// Paths in messages are shown relative to this folder.
    var currentDirectory: String
    /// Bytes of program output a lab run may write before it is stopped.
    var outputLimit = 1024 * 1024
    /// More `swiftc` arguments for lab builds (the grader's module cache and `-wmo`).
    var extraCompilerArguments: [String] = []

    /// Finds swiftc and the cache and makes sure the simulator library is built.
    public static func prepare(courseRoot: String?, currentDirectory: String, environment: [String: String], log: (String) -> Void)
        throws(CourseError) -> LabRunner
    {
        let cache = try CacheDirectory.locate(environment: environment)
        let toolchain = try Toolchain.locate(environment: environment, cache: cache)
        let sources = SimulatorLibrary.sourcesDirectory(courseRoot: courseRoot, environment: environment)
        let simulator = try SimulatorLibrary.prepare(sources: sources, toolchain: toolchain, cache: cache, log: log)
        return LabRunner(toolchain: toolchain, simulator: simulator, currentDirectory: currentDirectory)
    }

    /// Checks the files in `studentDirectory` (named as in lab.json) against `lab`.
    public func check(_ lab: Lab, studentDirectory: String) throws(CourseError) -> Verdict {
        let start = Date()
        var verdict = Verdict(
            lab: lab.id, title: lab.title, passed: false, score: 0, maxScore: lab.maxScore, stage: .files, problem: nil,
            checks: lab.manifest.checks.map { .init(id: $0.id, text: $0.text, points: $0.points, passed: false, message: "not run") },
            lint: [], bodyCounts: [], compilerOutput: "", programOutput: "", ignoredChannelLines: 0, seconds: 0)
        defer { verdict.seconds = Date().timeIntervalSince(start) }

        var sources: [LintStep.Source] = []
        for file in lab.manifest.files {
            let path = studentDirectory + "/" + file
            do {
                sources.append(.init(displayPath: display(path), text: try Files.readText(path, what: "your file")))
            } catch {
                verdict.problem = error.message + (Files.exists(path) ? "" : " Run `course reset \(lab.id)` to get the starter file back.")
                return verdict
            }
        }
        verdict.lint = LintStep.findings(in: sources, countedRules: lab.manifest.lint ?? [])

        let scratch = try Files.temporaryDirectory(prefix: "course-\(lab.id)")
        defer { Files.remove(scratch) }
        try Files.createDirectory(scratch + "/student")
        var names: [String: String] = [:]
        for (file, source) in zip(lab.manifest.files, sources) {
            let copy = scratch + "/student/" + file
            try Files.writeAtomically(Previews.blanked(source.text), to: copy)
            names[copy] = source.displayPath
        }
        for path in lab.supportFiles + lab.checkFiles { names[path] = display(path) }
        try Files.writeAtomically(Harness.source, to: scratch + "/" + Harness.fileName)
        names[scratch + "/" + Harness.fileName] = "<course harness>"

        verdict.stage = .compile
        let inputs = lab.manifest.files.map { scratch + "/student/" + $0 } + lab.supportFiles + lab.checkFiles + [scratch + "/" + Harness.fileName]
        let binary = scratch + "/lab"
        let compile = compileArguments(inputs: inputs, output: binary, parseAsLibrary: true)
        let build = try Subprocess(executable: toolchain.swiftc, arguments: compile, environment: ProcessInfo.processInfo.environment).run()
        guard build.termination == .exited(0) else {
            verdict.compilerOutput = Self.rename(String(decoding: build.stderr + build.stdout, as: UTF8.self), names)
            verdict.problem = "it does not compile"
            return verdict
        }

        verdict.stage = .run
        let nonce = (0..<4).map { _ in String(UInt64.random(in: 0...UInt64.max), radix: 16) }.joined()
        var run = sandboxed(binary, scratch: scratch, timeLimit: lab.timeLimit, memoryMB: lab.memoryLimitMB)
        run.channelGreeting = Data(nonce.utf8)
        let result = try run.run()
        let outcome = Outcome(channel: [UInt8](result.channel), nonce: nonce)
        verdict.programOutput = Self.tail(String(decoding: result.stdout + result.stderr, as: UTF8.self), bytes: 8192)
        verdict.bodyCounts = outcome.bodyCounts
        verdict.ignoredChannelLines = outcome.foreignLines
        for index in verdict.checks.indices {
            let id = verdict.checks[index].id
            if outcome.passed.contains(id) {
                verdict.checks[index].passed = true
                verdict.checks[index].message = ""
            } else if let failure = outcome.failures[id] {
                verdict.checks[index].message = failure
            } else {
                verdict.checks[index].message = outcome.complete ? "the lab's Checks never ran this check" : "not run: the program stopped first"
            }
        }
        if outcome.complete {
            verdict.stage = .complete
        } else {
            verdict.problem = Self.explain(result, outcome: outcome, timeLimit: lab.timeLimit, memoryMB: lab.memoryLimitMB, outputLimit: outputLimit)
            if let interrupted = outcome.interruptedCheck, let index = verdict.checks.firstIndex(where: { $0.id == interrupted }) {
                verdict.checks[index].message = verdict.problem ?? ""
            }
        }
        let countedRules = Set((lab.manifest.lint ?? []).map(\.rule))
        let lintScore = (lab.manifest.lint ?? []).filter { rule in !verdict.lint.contains { $0.rule == rule.rule } }.reduce(0) { $0 + $1.points }
        verdict.score = verdict.checks.filter(\.passed).reduce(0) { $0 + $1.points } + (verdict.stage == .complete ? lintScore : 0)
        verdict.passed = verdict.stage == .complete && verdict.checks.allSatisfy(\.passed)
            && !verdict.lint.contains { countedRules.contains($0.rule) }
        return verdict
    }

    /// `swiftc` arguments for lab or playground code against the simulator.
    func compileArguments(inputs: [String], output: String, parseAsLibrary: Bool) -> [String] {
        // Swift 6 mode, as in a new Xcode project: top-level code runs on the main actor.
        (parseAsLibrary ? ["-parse-as-library"] : []) + ["-swift-version", "6", "-Onone", "-module-name", "CourseLab"] + simulator.compilerArguments
            + extraCompilerArguments + inputs + ["-o", output]
    }

    /// The lab program under limits: its own process group (killed whole on
    /// timeout), a clean environment, the scratch folder as working directory
    /// and home, an address-space cap and no core dumps.
    func sandboxed(_ binary: String, scratch: String, timeLimit: Double, memoryMB: Int, trace: Bool = false) -> Subprocess {
        // No crash backtraces: the runtime's own fatal-error line says enough, sooner.
        var environment = ["PATH": "/usr/bin:/bin", "HOME": scratch, "TMPDIR": scratch, "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
        if trace { environment["SWIFTUISIM_TRACE"] = "1" }
        var process = Subprocess(
            executable: "/bin/sh",
            arguments: [
                "-c", #"cd "$1" || exit 125; ulimit -v "$2" 2>/dev/null; ulimit -c 0 2>/dev/null; shift 2; exec "$@""#,
                "course-sandbox", scratch, String(memoryMB * 1024), binary,
            ],
            environment: environment)
        process.timeLimit = timeLimit
        process.outputLimit = outputLimit
        process.ownProcessGroup = true
        return process
    }

    /// Says why a run ended without its `complete` record.
    static func explain(_ result: Subprocess.Result, outcome: Outcome, timeLimit: Double, memoryMB: Int, outputLimit: Int) -> String {
        let during = outcome.interruptedCheck.map { " while check \"\($0)\" was running" } ?? (outcome.started.isEmpty ? " before any check ran" : "")
        if result.timedOut {
            return "timed out: still running after \(formatSeconds(timeLimit))\(during) (an endless loop, or waiting forever?)"
        }
        if result.outputFlooded {
            return "output flood: more than \(outputLimit / 1024) KB written to stdout/stderr\(during); the run was stopped"
        }
        switch result.termination {
        case .signalled(let signal):
            if String(decoding: result.stderr, as: UTF8.self).contains("failed to allocate") {
                return "ran out of memory (the cap is \(memoryMB) MB)\(during)"
            }
            return "crashed with \(signalName(signal))\(during)"
        case .exited(let status):
            if status == 125 { return "the sandbox could not start the program" }
            return "exited with status \(status)\(during), before the checks finished (does lab code call exit()?)"
        }
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

    static func tail(_ text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        return "…(earlier output cut)…\n" + String(decoding: text.utf8.suffix(bytes), as: UTF8.self)
    }
}
