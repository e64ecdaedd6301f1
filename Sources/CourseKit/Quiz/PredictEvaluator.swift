import Foundation

/// Computes the true answers of predict questions with the simulator: it
/// writes one Swift program holding every snippet (each inside its own enum,
/// so type names never clash), drives each through `ViewHost`, prints each
/// measurement as one parseable line, and compiles and runs it the way
/// `course run` does (against the cached simulator library).
public enum PredictEvaluator {
    /// A measurement, or why there is none.
    public enum Measurement: Sendable, Equatable {
        case value(QuizValue)
        case failed(String)
    }

    static let marker = "QUIZ-RESULT\t"
    static let startMarker = "QUIZ-START\t"

    /// Every measurement, and for each question the simulator's reasons for
    /// what it measured (`course run --why` text: for a body count, that
    /// view's runs; otherwise every view's), shown after the answer.
    public struct Evaluation: Sendable {
        public var measurements: [String: Measurement] = [:]
        public var reasons: [String: String] = [:]
    }

    /// The generated program. `CommandLine.arguments[1]`, when given, is how
    /// many questions to skip (to go on after one stopped the program).
    public static func program(for questions: [QuizQuestion]) -> (source: String, lines: [(line: Int, id: String)]) {
        // Real SwiftUI re-exports Foundation (UUID, Date…), so snippets may use it.
        var imports: Set<String> = ["import Foundation", "import SwiftUI"]
        for question in questions {
            for line in (question.snippet ?? "").split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                imports.insert(line.trimmingCharacters(in: .whitespaces))
            }
        }
        var source = imports.sorted().joined(separator: "\n") + #"""


            func quizEscape(_ text: String) -> String {
                var out = ""
                for scalar in text.unicodeScalars {
                    switch scalar {
                    case "\\": out += "\\\\"
                    case "\t": out += "\\t"
                    case "\n": out += "\\n"
                    default: out.unicodeScalars.append(scalar)
                    }
                }
                return out
            }
            func quizReport(_ id: String, _ kind: String, _ value: String) {
                print("QUIZ-RESULT\t\(id)\t\(kind)\t\(value)")
            }

            """#
        var lines: [(Int, String)] = []
        for (index, question) in questions.enumerated() {
            let name = "QuizSnippet\(index)"
            let snippet = (question.snippet ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }.joined(separator: "\n")
            lines.append((source.split(separator: "\n", omittingEmptySubsequences: false).count, question.id))
            source += "enum \(name) {\n\(snippet)\n\n"
            source += "    @MainActor static func quizRun() {\n"
            source += "        print(\"QUIZ-START\\t\(question.id)\")\n"
            // Each question runs under the release it names (the root view is made under it too).
            let release = question.swiftui.flatMap(SwiftUIReleaseSetting.parse) ?? SwiftUIReleaseSetting.current
            source += "        let host = ViewHost(\(question.root ?? "EmptyView()"), release: .xcode\(release), recordsReasons: true)\n"
            source += "        host.resetCounts()\n"
            for action in question.actions ?? [] {
                switch action {
                case .tap(let label, let times): source += "        for _ in 0..<\(times) { host.tap(\(literal(label))) }\n"
                case .toggle(let label, let times): source += "        for _ in 0..<\(times) { host.toggle(\(literal(label))) }\n"
                case .type(let text, let prompt): source += "        host.type(\(literal(text)), into: \(literal(prompt)))\n"
                case .scroll(let index): source += "        host.scroll(to: \(index))\n"
                }
            }
            let id = literal(question.id)
            // The reasons first: a question counts as measured once its result line is read.
            if case .bodyCount(let type)? = question.ask {
                source += "        quizReport(\(id), \"why\", quizEscape(host.why(\(type).self)))\n"
            } else {
                source += "        quizReport(\(id), \"why\", quizEscape(host.why()))\n"
            }
            switch question.ask {
            case .bodyCount(let type)?: source += "        quizReport(\(id), \"int\", String(host.bodyCount(\(type).self)))\n"
            case .texts?: source += "        quizReport(\(id), \"texts\", host.texts.map(quizEscape).joined(separator: \"\\t\"))\n"
            case .textStartingWith(let prefix)?:
                source += "        quizReport(\(id), \"text\", quizEscape(host.texts.first { $0.hasPrefix(\(literal(prefix))) } ?? \"\"))\n"
            case .showsText(let text)?: source += "        quizReport(\(id), \"bool\", String(host.texts.contains(\(literal(text)))))\n"
            case nil: break
            }
            source += "    }\n}\n\n"
        }
        source += "let quizSkip = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0\n"
        source += "let quizRuns: [@MainActor () -> Void] = [\(questions.indices.map { "QuizSnippet\($0).quizRun" }.joined(separator: ", "))]\n"
        source += "for run in quizRuns.dropFirst(quizSkip) { run() }\n"
        return (source, lines)
    }

    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Measures every predict question of `questions` (others are ignored) in one compile.
    public static func evaluate(_ questions: [QuizQuestion], runner: LabRunner) throws(CourseError) -> [String: Measurement] {
        try evaluateWithReasons(questions, runner: runner).measurements
    }

    /// The same, with the simulator's reasons for each measurement.
    public static func evaluateWithReasons(_ questions: [QuizQuestion], runner: LabRunner) throws(CourseError) -> Evaluation {
        let predicts = questions.filter { $0.kind == .predict }
        guard !predicts.isEmpty else { return Evaluation() }
        let (source, lines) = program(for: predicts)
        let scratch = try Files.temporaryDirectory(prefix: "course-quiz")
        defer { Files.remove(scratch) }
        let file = scratch + "/main.swift"
        try Files.writeAtomically(source, to: file)
        let binary = scratch + "/quiz"
        let build = try Subprocess(
            executable: runner.toolchain.swiftc, arguments: runner.playgroundArguments(inputs: [file], output: binary),
            environment: ProcessInfo.processInfo.environment
        ).run()
        guard build.termination == .exited(0) else {
            let diagnostics = String(decoding: build.stderr + build.stdout, as: UTF8.self)
            var results: [String: Measurement] = [:]
            // Name the questions whose snippet the errors point into.
            var blamed: Set<String> = []
            for line in diagnostics.split(separator: "\n") where line.contains("main.swift:") && line.contains("error:") {
                let parts = line.split(separator: ":")
                guard let index = parts.firstIndex(where: { $0.hasSuffix("main.swift") }), index + 1 < parts.count,
                    let number = Int(parts[index + 1])
                else { continue }
                if let owner = lines.last(where: { $0.line < number }) { blamed.insert(owner.id) }
            }
            for question in predicts {
                results[question.id] = .failed(
                    blamed.isEmpty || blamed.contains(question.id)
                        ? "the snippet does not compile:\n" + diagnostics : "not measured: another snippet (\(blamed.sorted().joined(separator: ", "))) does not compile")
            }
            return Evaluation(measurements: results)
        }
        var results: [String: Measurement] = [:]
        var reasons: [String: String] = [:]
        var skip = 0
        while skip < predicts.count {
            chmod(scratch, 0o711)
            chmod(binary, 0o711)  // run (not read) by a uid of its own; the process umask is 077 (`CLI.main`)
            let run = try runner.sandbox.program(
                binary, arguments: [String(skip)], workFolder: scratch, environment: [:],
                limits: ResourceLimits(seconds: 60, memoryMB: 2048, outputBytes: runner.outputLimit)
            ).run().process
            let output = String(decoding: run.stdout, as: UTF8.self)
            var started: String?
            for line in output.split(separator: "\n") {
                if line.hasPrefix(startMarker) {
                    started = String(line.dropFirst(startMarker.count))
                } else if line.hasPrefix(marker) {
                    let fields = line.dropFirst(marker.count).split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
                    guard fields.count == 3 else { continue }
                    if fields[1] == "why" {
                        if case .text(let text)? = parse(kind: "text", value: fields[2]) { reasons[fields[0]] = text }
                        continue
                    }
                    results[fields[0]] = parse(kind: fields[1], value: fields[2]).map { .value($0) } ?? .failed("unreadable result line: \(line)")
                    started = nil
                }
            }
            let done = predicts.prefix { results[$0.id] != nil }.count
            if done >= predicts.count { break }
            // The program stopped inside a question: record why, then go on after it.
            let stuck = predicts[done]
            let errors = String(decoding: run.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let why = run.timedOut ? "timed out" : "the program stopped (\(run.termination))"
            results[stuck.id] = .failed("\(why) while running this snippet\(started == stuck.id ? "" : " (or before it)"): \(errors.suffix(2000))")
            skip = done + 1
        }
        return Evaluation(measurements: results, reasons: reasons)
    }

    static func parse(kind: String, value: String) -> QuizValue? {
        func unescape(_ text: Substring) -> String {
            var out = ""
            var escaping = false
            for character in text {
                if escaping {
                    out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else {
                    out.append(character)
                }
            }
            return out
        }
        switch kind {
        case "int": return Int(value).map(QuizValue.int)
        case "bool": return value == "true" ? .bool(true) : value == "false" ? .bool(false) : nil
        case "text": return .text(unescape(Substring(value)))
        case "texts": return .texts(value.isEmpty ? [] : value.split(separator: "\t", omittingEmptySubsequences: false).map(unescape))
        default: return nil
        }
    }
}

/// The simulator's reasons for a quiz session's predict questions: measured
/// once (one compile) on a background thread when the session starts, so they
/// are usually ready by the time the first answer is in.
final class PredictReasons: @unchecked Sendable {
    private let state = Locked<Result<[String: String], CourseError>?>(nil)
    private let failureTold = Locked(false)

    init(_ questions: [QuizQuestion], session: Session) {
        let predicts = questions.filter { $0.kind == .predict }
        let (root, directory, environment) = (session.course.root, session.currentDirectory, session.environment)
        let state = state
        Thread {
            let result: Result<[String: String], CourseError>
            do throws(CourseError) {
                let runner = try LabRunner.prepare(courseRoot: root, currentDirectory: directory, environment: environment, log: { _ in })
                result = .success(try PredictEvaluator.evaluateWithReasons(predicts, runner: runner).reasons)
            } catch {
                result = .failure(error)
            }
            state.withLock { $0 = result }
        }.start()
    }

    var isReady: Bool { state.withLock { $0 != nil } }

    /// The reasons by question id, waiting up to `seconds` for them (nil: not in time).
    func wait(seconds: Double) -> Result<[String: String], CourseError>? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let result = state.withLock({ $0 }) { return result }
            if Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// True the first time: a problem is told once per session, not after every answer.
    func noteFailureOnce() -> Bool {
        failureTold.withLock { told in
            defer { told = true }
            return !told
        }
    }
}
