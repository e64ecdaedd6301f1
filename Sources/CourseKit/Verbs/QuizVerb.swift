import ArgumentParsing
import Foundation

/// `course quiz`: the self-quiz interview mode. The terminal side only: the
/// bank, selection, grading and Leitner boxes are in `Quiz/`.
public enum QuizVerb {
    static let level = Option<QuizLevel>("--level", valueName: "junior|mid|senior", as: .choice(caseInsensitive: true), help: "only questions of this level")
    static let topic = Option<String>("--topic", valueName: "T", help: "one of: \(QuizTopics.all.joined(separator: ", "))")
    static let kind = Option<QuizKind>("--kind", valueName: "choice|predict|open", as: .choice(caseInsensitive: true), help: "only choice, predict or open questions")
    static let count = Option<Int>("--count", valueName: "N", as: .integer(atLeast: 1, "a whole number above 0"), help: "questions to ask (default 10)")
    static let seed = Option<UInt64>("--seed", valueName: "S", as: .unsigned("a whole number 0 or more"), help: "repeat an earlier quiz's order")
    static let mockMode = Flag("--mock", help: "a timed mock interview mixing the levels, with a countdown")
    static let minutes = Option<Double>(
        "--minutes", valueName: "M", as: ValueType("a number of minutes above 0, like 15") { Double($0).flatMap { $0 > 0 && $0 <= 600 ? $0 : nil } },
        help: "the mock's time (default 1.5 per question)")
    static let reviewMode = Flag(
        "--review",
        help: "spaced repetition: the questions due in your Leitner boxes (every answer moves its card: right one box up, wrong back to 1)")
    static let listMode = Flag("--list", help: "the bank (id, level, topic, kind); --format json for scripts")
    static let verifyMode = Flag("--verify", help: "run every predict snippet in the simulator and compare with its key")

    static let verb = Verb(
        "quiz", summary: "interview questions: choice, predict-the-count, open; --mock, --review",
        discussion: """
            Interview questions on SwiftUI's rendering model from Lessons/quiz/:
            multiple choice (answer a letter or number), predict-the-result puzzles
            (answer a number, yes/no or the text; the key is what the simulator
            measures) and open questions (write or say your answer, then tick the key
            points you covered, e.g. 1 3 4). Ends with `Score: X/N` and the topics to
            revisit. Type `quit` at any prompt to stop and be scored.
            One mode at a time: a plain quiz (--level, --seed), --mock (--minutes),
            --review, --list (--format json) or --verify; --topic, --kind and --count
            narrow any of them.
            Answers are read one per line; with stdin not a terminal (piped), nothing
            waits for a key. Boxes are kept in <workspace>/.course/progress.json,
            saved after every answer, so Ctrl-C loses nothing.
            """,
        [level, topic, kind, count, seed, mockMode, minutes, reviewMode, listMode, verifyMode, SharedOptions.format],
        exitCodes: """
            Exit codes: 0 done (whatever the score), 1 --verify found a wrong key,
            2 usage error, or no question matches the filters.
            """
    ) { parsed in
        let options = try Options(parsed)
        let environment = ProcessInfo.processInfo.environment
        return run(options, console: .standard(environment: environment), input: { Swift.readLine(strippingNewline: true) })
    }

    struct Options {
        var global = GlobalOptions()
        var level: QuizLevel?
        var topic: String?
        var kind: QuizKind?
        var count: Int?
        var seed: UInt64?
        var mock = false
        var minutes: Double?
        var review = false
        var list = false
        var verify = false
        var format = OutputFormat.text

        /// The parsed values, and the combinations the modes allow.
        init(_ parsed: Parsed) throws(UsageError) {
            global = GlobalOptions(parsed)
            level = parsed[QuizVerb.level]
            topic = parsed[QuizVerb.topic]?.lowercased()
            kind = parsed[QuizVerb.kind]
            count = parsed[QuizVerb.count]
            seed = parsed[QuizVerb.seed]
            mock = parsed[QuizVerb.mockMode]
            minutes = parsed[QuizVerb.minutes]
            review = parsed[QuizVerb.reviewMode]
            list = parsed[QuizVerb.listMode]
            verify = parsed[QuizVerb.verifyMode]
            format = parsed[SharedOptions.format] ?? .text
            let modes = [mock, review, list, verify].filter { $0 }.count
            if modes > 1 { throw parsed.usageError("choose one of --mock, --review, --list and --verify") }
            if minutes != nil, !mock { throw parsed.usageError("--minutes goes with --mock") }
            if mock, level != nil { throw parsed.usageError("--mock mixes the levels; leave out --level (or use a plain quiz with --level)") }
            if format == .json, !list { throw parsed.usageError("--format json goes with --list") }
        }
    }

    static func run(_ options: Options, console: Console, input: @escaping () -> String?, clock: @escaping () -> Date = Date.init) -> Int32 {
        do throws(CourseError) {
            var session = try Session.open(options.global, console: console)
            let bank = QuizBank.load(directory: session.course.root + "/Lessons/quiz", display: session.display)
            for problem in bank.problems {
                console.note(console.style.yellow(problem.replacingOccurrences(of: "error: ", with: "warning: ")) + " — this file's questions are left out; the other topics are used.")
            }
            if let topic = options.topic, !QuizTopics.all.contains(topic), !bank.topics.contains(topic) {
                throw CourseError.usage("error: there is no topic \"\(topic)\". Topics: \(QuizTopics.all.joined(separator: ", ")).")
            }
            let filter = QuizFilter(level: options.level, topic: options.topic, kind: options.kind)
            if options.list { return try list(bank, filter: filter, format: options.format, console: console) }
            if options.verify { return try verify(bank, filter: filter, session: session) }
            let seed = options.seed ?? UInt64.random(in: 0...999_999)
            var quiz = QuizRun(console: console, input: input, clock: clock)
            let questions: [QuizQuestion]
            if options.review {
                let progress = session.progress.quiz ?? QuizProgress()
                questions = QuizSelection.due(bank.questions, filter: filter, progress: progress, now: clock(), count: options.count)
                if questions.isEmpty {
                    let known = bank.questions.filter(filter.matches).map(\.id).filter { progress.cards[$0] != nil }
                    if known.isEmpty {
                        console.print("Nothing to review yet: a question enters the Leitner boxes when you answer it in `course quiz`.")
                    } else {
                        let next = Leitner.nextDue(known, in: progress).map { Self.describe($0, from: clock()) } ?? "later"
                        console.print("Nothing is due for review. \(known.count) question\(known.count == 1 ? " is" : "s are") in the boxes; the next is due \(next).")
                    }
                    return ExitCode.success
                }
                quiz.title = "Review: \(questions.count) question\(questions.count == 1 ? "" : "s") due (Leitner boxes \(Set(questions.compactMap { progress.cards[$0.id]?.box }).sorted().map(String.init).joined(separator: ", ")))"
            } else if options.mock {
                questions = QuizSelection.mock(bank.questions, filter: filter, count: options.count ?? 10, seed: seed)
                let minutes = options.minutes ?? Double(questions.count) * 1.5
                quiz.deadline = clock().addingTimeInterval(minutes * 60)
                quiz.mock = true
                quiz.title = "Mock interview: \(counted(questions.count, "question")), \(QuizRun.clockText(minutes * 60)) on the clock (seed \(seed))"
            } else {
                questions = QuizSelection.pick(bank.questions, filter: filter, count: options.count ?? 10, seed: seed)
                quiz.title = "Quiz: \(questions.count) question\(questions.count == 1 ? "" : "s") (seed \(seed): `--seed \(seed)` asks them again in this order)"
            }
            if questions.isEmpty { throw nothingMatches(filter, bank: bank) }
            if !quiz.mock, questions.contains(where: { $0.kind == .predict }) {
                // Measured while the learner reads: each predict answer is followed by the simulator's reasons.
                quiz.reasons = PredictReasons(questions, session: session)
            }
            return quiz.ask(questions, session: &session)
        } catch {
            console.note(console.style.red(error.message))
            return error.exitCode
        }
    }

    static func nothingMatches(_ filter: QuizFilter, bank: QuizBank) -> CourseError {
        var message = "error: no question matches \(filter.description.isEmpty ? "(the bank is empty)" : filter.description)."
        if let topic = filter.topic, !bank.topics.contains(topic) {
            message += " The file Lessons/quiz/\(topic).json is missing or could not be read (see above)."
        }
        let levels = QuizLevel.allCases.map { level in "\(level.rawValue) \(bank.questions.filter { $0.level == level && (filter.topic == nil || $0.topic == filter.topic) }.count)" }
        message += "\n  Questions by level\(filter.topic.map { " in \($0)" } ?? ""): \(levels.joined(separator: ", ")). Topics: \(bank.topics.joined(separator: ", "))."
        return .usage(message)
    }

    static func list(_ bank: QuizBank, filter: QuizFilter, format: OutputFormat, console: Console) throws(CourseError) -> Int32 {
        let questions = bank.questions.filter(filter.matches)
        if questions.isEmpty { throw nothingMatches(filter, bank: bank) }
        switch format {
        case .json:
            struct Row: Encodable { var id, level, topic, kind: String }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let rows = questions.map { Row(id: $0.id, level: $0.level.rawValue, topic: $0.topic, kind: $0.kind.rawValue) }
            let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
            console.print(String(decoding: data, as: UTF8.self))
        case .text:
            let width = questions.map(\.id.count).max() ?? 0
            for question in questions {
                let id = question.id.padding(toLength: width, withPad: " ", startingAt: 0)
                console.print("\(id) \(question.level.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(question.topic.padding(toLength: 13, withPad: " ", startingAt: 0)) \(question.kind.rawValue)")
            }
            console.print(console.style.dim(counted(questions.count, "question")))
        }
        return ExitCode.success
    }

    static func verify(_ bank: QuizBank, filter: QuizFilter, session: Session) throws(CourseError) -> Int32 {
        let console = session.console
        let predicts = bank.questions.filter { filter.matches($0) && $0.kind == .predict }
        if predicts.isEmpty { throw nothingMatches(QuizFilter(level: filter.level, topic: filter.topic, kind: .predict), bank: bank) }
        console.note(console.style.dim("Running \(counted(predicts.count, "predict snippet")) in the simulator (one compile)…"))
        let results = try PredictEvaluator.evaluate(predicts, runner: session.runner())
        var wrong = 0
        for question in predicts {
            switch results[question.id] {
            case .value(let measured)? where question.answer.map({ QuizGrader.matches(measured, key: $0, ask: question.ask) }) ?? false:
                console.print(console.style.green("✓ ") + "\(question.id): \(measured)")
            case .value(let measured)?:
                wrong += 1
                console.print(console.style.red("✗ ") + "\(question.id): the key says \(question.answer.map(\.description) ?? "nothing"), the simulator measures \(measured)")
            case .failed(let why)?:
                wrong += 1
                console.print(console.style.red("✗ ") + "\(question.id): \(why)")
            case nil:
                wrong += 1
                console.print(console.style.red("✗ ") + "\(question.id): not measured")
            }
        }
        console.print(wrong == 0 ? (predicts.count == 1 ? "The key agrees with the simulator." : "All \(predicts.count) keys agree with the simulator.") : "\(wrong) of \(counted(predicts.count, "key")) \(wrong == 1 ? "disagrees" : "disagree") with the simulator.")
        return wrong == 0 ? ExitCode.success : ExitCode.failure
    }

    static func describe(_ date: Date, from now: Date) -> String {
        let hours = date.timeIntervalSince(now) / 3600
        if hours < 1 { return "within the hour" }
        if hours < 36 { return "in \(Int(hours.rounded())) hours" }
        return "in \(Int((hours / 24).rounded())) days"
    }
}

/// One quiz session at the terminal: asks, reads, explains, tallies.
struct QuizRun {
    var console: Console
    var input: () -> String?
    var clock: () -> Date
    var title = ""
    var mock = false
    var deadline: Date?
    /// The simulator's reasons for the predict questions (not in a mock).
    var reasons: PredictReasons?

    /// The lesson to reread for each topic.
    static let lessons = [
        "identity": "2", "modifiers": "3", "anyview": "4", "viewbuilder": "5", "equatable": "6",
        "invalidation": "7", "observation": "7", "pipeline": "8", "structure": "8",
    ]

    enum Line: Equatable { case text(String), endOfInput, quit }

    private var style: TerminalStyle { console.style }

    init(console: Console, input: @escaping () -> String?, clock: @escaping () -> Date) {
        self.console = console
        self.input = input
        self.clock = clock
    }

    static func clockText(_ seconds: Double) -> String {
        let total = max(0, Int(seconds.rounded(.up)))
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    /// Prints a prompt and reads one line. Piped input is echoed, so a transcript reads like a session.
    /// "[ 4:59 left]", always as wide as the mock's first reading.
    func timerText(_ deadline: Date) -> String { Self.timerText(deadline, start: start, now: clock()) }

    static func timerText(_ deadline: Date, start: Date, now: Date) -> String {
        let width = clockText(deadline.timeIntervalSince(start)).count
        let text = clockText(deadline.timeIntervalSince(now))
        return "[" + String(repeating: " ", count: max(0, width - text.count)) + text + " left]"
    }

    func readLine(_ prompt: String) -> Line {
        var label = prompt
        if let deadline { label = style.yellow(timerText(deadline)) + " " + label }
        console.write(style.bold(label) + " ")
        waitingForAnswer.withLock { $0 = true }
        defer { waitingForAnswer.withLock { $0 = false } }
        guard let line = input() else {
            console.write("\n")
            return .endOfInput
        }
        if !console.isInteractive { console.write(line + "\n") }
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        if word == "quit" || word == ":q" { return .quit }
        return .text(line)
    }

    func ask(_ questions: [QuizQuestion], session: inout Session) -> Int32 {
        let tally = Locked(QuizTally())
        let total = questions.count
        installInterruptHandler(tally: tally, total: total)
        if let deadline, console.isInteractive { startCountdown(deadline) }
        defer { waitingForAnswer.withLock { $0 = nil } }
        console.print(style.bold(title))
        console.print(style.dim(mock
            ? "Answer as you would in an interview; the debrief comes at the end. Type quit to stop."
            : "Answer with a letter, a number or text, then Enter. Type quit to stop and be scored."))
        var stopped: String?
        var debrief: [(QuizQuestion, Bool, String)] = []
        var progress = session.progress.quiz ?? QuizProgress()
        questionLoop: for (number, question) in questions.enumerated() {
            if let deadline, clock() >= deadline {
                stopped = "Time is up after \(number) of \(total) questions."
                break
            }
            show(question, number: number + 1, of: total)
            let outcome: (correct: Bool, summary: String)?
            switch question.kind {
            case .choice, .predict: outcome = askClosed(question)
            case .open: outcome = askOpen(question)
            }
            guard let outcome else {
                stopped = nil
                break questionLoop
            }
            let current = tally.withLock { tally in
                tally.record(question, correct: outcome.correct)
                return tally
            }
            Self.setInterruptMessage(current, total: total)
            if mock {
                debrief.append((question, outcome.correct, outcome.summary))
                console.print(style.dim("Noted."))
            }
            Leitner.record(question.id, correct: outcome.correct, at: clock(), in: &progress)
            save(progress, card: question.id, in: &session)
            if let deadline, clock() >= deadline, number + 1 < total {
                stopped = "Time is up after \(number + 1) of \(total) questions."
                break
            }
        }
        let result = tally.withLock { $0 }
        if stopped == nil, result.asked < total {
            stopped = lastStop == .quit
                ? "Stopped after \(result.asked) of \(total) questions."
                : "Input ended after \(result.asked) of \(total) questions; scoring the answered ones."
        }
        if let stopped { console.print("\n" + style.yellow(stopped)) }
        if mock, !debrief.isEmpty {
            console.print("\n" + style.bold("Debrief"))
            for (question, correct, summary) in debrief {
                let line = wrapped("\(question.id) (\(question.level.rawValue), \(question.topic)): \(summary)", indent: 2)
                console.print((correct ? style.green("✓ ") : style.red("✗ ")) + line.dropFirst(2))
                if !correct { console.markdown(question.explanation) }
            }
        }
        save(progress, finishing: true, in: &session)
        printSummary(result)
        return ExitCode.success
    }

    /// A live countdown on a terminal: once a second, while an answer is being
    /// typed, the "[m:ss left]" at the start of the prompt line is rewritten in
    /// place (cursor saved and restored, so the typing is not disturbed).
    func startCountdown(_ deadline: Date) {
        let (waitingForAnswer, style, start) = (self.waitingForAnswer, self.style, self.start)
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                guard let waiting = waitingForAnswer.withLock({ $0 }) else { return }
                guard waiting else { continue }
                let now = Date()
                let text = Self.timerText(deadline, start: start, now: now)
                let painted = now >= deadline ? style.red(text) : style.yellow(text)
                // Straight to the descriptor: `Console.write` flushes every stdio stream,
                // which would wait for the main thread's read of stdin to finish.
                let bytes = Array(("\u{1B}7\r" + style.bold(painted) + "\u{1B}8").utf8)
                _ = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
        }
        thread.start()
    }

    /// true while a prompt waits for a line; nil once the session is over.
    let waitingForAnswer = Locked<Bool?>(false)
    let start = Date()

    private var lastStopBox = Locked<Line?>(nil)
    private var lastStop: Line? { lastStopBox.withLock { $0 } }

    func printSummary(_ result: QuizTally) {
        console.print("")
        let line = result.scoreLine
        console.print(style.bold(result.asked > 0 && result.score * 2 >= result.asked ? style.green(line) : line))
        let topics = result.topicsToRevisit
        if topics.isEmpty {
            if result.asked > 0 { console.print("Nothing to revisit: every answer was right.") }
        } else {
            let advice = topics.map { topic in Self.lessons[topic].map { "\(topic) (`course lesson \($0)`)" } ?? topic }
            console.print("Topics to revisit: " + advice.joined(separator: ", "))
        }
    }

    /// Saves one answered card (or the end of the session) into progress.json.
    /// The file is read again first and only the quiz's own entries change, so
    /// a `course check` or another quiz running meanwhile loses nothing.
    func save(_ quiz: QuizProgress, card id: String? = nil, finishing: Bool = false, in session: inout Session) {
        let loaded = session.workspace.progressStore.load(rebuildingFrom: session.workspace, course: session.course)
        if let notice = loaded.notice { console.note(style.yellow(notice)) }
        var fresh = loaded.progress
        var merged = fresh.quiz ?? QuizProgress()
        if let id, let card = quiz.cards[id] { merged.cards[id] = card }
        if finishing { merged.sessions += 1 }
        fresh.quiz = merged
        session.progress = fresh
        do { try session.saveProgress() } catch { console.note(style.yellow("warning: could not save your Leitner boxes: \(error.message)")) }
    }

    func show(_ question: QuizQuestion, number: Int, of total: Int) {
        console.print("")
        console.print(style.bold(style.cyan("Question \(number) of \(total)")) + style.dim("  \(question.level.rawValue) · \(question.topic) · \(question.kind.rawValue)"))
        console.markdown(question.prompt)
        switch question.kind {
        case .choice:
            for (index, option) in (question.options ?? []).enumerated() {
                var text = MarkdownRenderer.render(option.text, style: style, width: max(30, console.width - 6))
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                // Lines with nothing visible (the renderer's trailing reset codes) join the line before.
                while text.count > 1, text[text.count - 1].terminalWidth == 0 { text[text.count - 2] += text.removeLast() }
                while text.count > 1, text[0].terminalWidth == 0 { text[1] = text.removeFirst() + text[1] }
                for (number, line) in text.enumerated() {
                    console.print((number == 0 ? "  \(style.bold(QuizGrader.letter(index) + ")")) " : "     ") + line)
                }
            }
        case .predict:
            console.markdown("```swift\n\(question.snippet ?? "")\n```")
            console.markdown("Mount `\(question.root ?? "")` in the course's simulator\(question.releaseDescription); after the first render the body counts are reset. Then \(question.actionsDescription).\n\n**\(question.askDescription)**")
        case .open:
            console.print(style.dim(console.isInteractive
                ? "Write your answer (an empty line ends it), or say it aloud and just press Enter."
                : "One line of answer (or an empty line if you said it aloud)."))
        }
    }

    /// A choice or predict question: read until the answer parses, then judge and explain.
    func askClosed(_ question: QuizQuestion) -> (correct: Bool, summary: String)? {
        while true {
            let line: String
            switch readLine("answer ›") {
            case .endOfInput: lastStopBox.withLock { $0 = .endOfInput }; return nil
            case .quit: lastStopBox.withLock { $0 = .quit }; return nil
            case .text(let text): line = text
            }
            switch QuizGrader.parse(line, for: question) {
            case .failure(let rejection):
                console.print(style.yellow(wrapped("Please answer with \(rejection.accepted).", indent: 0)))
                continue
            case .success(let response):
                let correct = QuizGrader.isCorrect(response, for: question)
                let summary = judge(response, correct: correct, question: question)
                if !mock {
                    console.print("")
                    console.markdown(question.explanation)
                    if question.kind == .predict { showReasons(question) }
                }
                return (correct, summary)
            }
        }
    }

    /// After a predict question's explanation: why each body ran (or was
    /// skipped) in the snippet, in the simulator's words.
    func showReasons(_ question: QuizQuestion) {
        guard let reasons else { return }
        if !reasons.isReady { console.print(style.dim("(Asking the simulator why…)")) }
        switch reasons.wait(seconds: 180) {
        case .success(let texts)?:
            guard let text = texts[question.id], !text.isEmpty else { return }
            let target: String
            if case .bodyCount(let type)? = question.ask { target = "`\(type)`" } else { target = "every view" }
            console.print(style.bold("Why, as the simulator saw it") + style.dim(" (\(target) after the mount, as `course run --why` prints it):"))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.prefix(24) { console.print("  " + (line.hasPrefix("── ") ? style.cyan(String(line)) : String(line))) }
            if lines.count > 24 { console.print(style.dim("  … \(lines.count - 24) more lines")) }
        case .failure(let error)?:
            if reasons.noteFailureOnce() {
                let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
                console.print(style.dim("(The simulator's reasons are not available here: \(first))"))
            }
        case nil:
            if reasons.noteFailureOnce() { console.print(style.dim("(The simulator took too long to say why; the quiz goes on without its reasons.)")) }
        }
    }

    /// Plain text wrapped to the console width: `indent` spaces before the
    /// first line, `hanging` (default: the same) before the others.
    func wrapped(_ text: String, indent: Int, hanging: Int? = nil) -> String {
        let width = max(30, console.width)
        // `code` spans lose their backticks (coloured on a terminal, as in the Markdown renderer).
        let text = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset % 2 == 1 ? style.cyan(String($0.element)) : String($0.element) }.joined()
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if lineHasWord, line.terminalWidth + 1 + String(word).terminalWidth > width {
                lines.append(line)
                line = String(repeating: " ", count: hanging ?? indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Says right or wrong (not in a mock until the debrief) and returns a one-line summary.
    func judge(_ response: QuizResponse, correct: Bool, question: QuizQuestion) -> String {
        let options = question.options ?? []
        switch response {
        case .option(let index):
            let right = question.correctOptionIndex ?? 0
            let rightText = "\(QuizGrader.letter(right))) \(options[right].text)"
            let summary = correct ? "right: \(rightText)" : "you chose \(QuizGrader.letter(index))), the answer is \(rightText)"
            if mock { return summary }
            if correct {
                console.print(style.green("✓ Right: ") + wrapped(rightText, indent: 9).dropFirst(9))
            } else {
                console.print(style.red("✗ Not quite. ") + wrapped("You chose \(QuizGrader.letter(index))): " + (options[index].why ?? ""), indent: 12).dropFirst(12))
                console.print(wrapped("The answer is " + style.bold(rightText.hasSuffix(".") ? rightText : rightText + "."), indent: 0))
            }
            let others = options.indices.filter { $0 != right && $0 != index }
            if !others.isEmpty {
                console.print(style.dim("Why the other options are wrong:"))
                for other in others { console.print(style.dim(wrapped("\(QuizGrader.letter(other))) \(options[other].why ?? "")", indent: 2, hanging: 5))) }
            }
            return summary
        case .value(let value):
            let key = question.answer.map(\.description) ?? "?"
            let summary = correct ? "right: \(key)" : "you said \(value), the simulator measures \(key)"
            if mock { return summary }
            console.print(correct ? style.green("✓ Right: ") + key + " (what the simulator measures)" : style.red("✗ Not quite. ") + "The simulator measures \(style.bold(key)); you said \(value).")
            return summary
        case .open:
            return ""
        }
    }

    /// An open question: read the answer, show the model answer and key points
    /// (marking those the text seems to mention), read the ticks.
    func askOpen(_ question: QuizQuestion) -> (correct: Bool, summary: String)? {
        var lines: [String] = []
        while true {
            switch readLine(lines.isEmpty ? "your answer ›" : "            ›") {
            case .endOfInput: lastStopBox.withLock { $0 = .endOfInput }; return nil
            case .quit: lastStopBox.withLock { $0 = .quit }; return nil
            case .text(let text):
                if text.trimmingCharacters(in: .whitespaces).isEmpty { break }
                lines.append(text)
                if console.isInteractive { continue }
            }
            break
        }
        let answer = lines.joined(separator: "\n")
        let points = question.keyPoints ?? []
        let mentioned = QuizGrader.mentionedKeyPoints(in: answer, of: question)
        console.print("")
        console.print(style.bold("Model answer"))
        console.markdown(question.modelAnswer ?? "")
        console.print(style.bold("Key points"))
        for (index, point) in points.enumerated() {
            let mark = mentioned.contains(index) ? style.green(" ◆ mentioned") : ""
            console.print("  \(style.bold("\(index + 1).")) \(point.point)\(mark)")
        }
        if answer.isEmpty {
            console.print(style.dim("(You answered aloud: tick the points you said.)"))
        } else {
            console.print(style.dim(mentioned.isEmpty
                ? "Automatic hint: your text mentions none of the key points' keywords (it is only a rough guess)."
                : "Automatic hint: your text seems to mention \(mentioned.map { String($0 + 1) }.joined(separator: ", ")) (a rough guess from keywords)."))
        }
        while true {
            switch readLine("key points covered (e.g. 1 3, all, none) ›") {
            case .endOfInput: lastStopBox.withLock { $0 = .endOfInput }; return nil
            case .quit: lastStopBox.withLock { $0 = .quit }; return nil
            case .text(let line):
                switch QuizGrader.parseTicks(line, count: points.count) {
                case .failure(let rejection):
                    console.print(style.yellow(wrapped("Please answer with \(rejection.accepted).", indent: 0)))
                case .success(let covered):
                    let correct = QuizGrader.isCorrect(.open(text: answer, covered: covered), for: question)
                    let summary = "covered \(covered.count) of \(points.count) key points"
                    let verdict = "You covered \(covered.count) of \(points.count) key points: "
                        + (correct ? style.green("counts as right") : style.red("counts as not yet")) + " (half or more counts)."
                    console.print(verdict)
                    if !mock {
                        console.print("")
                        console.markdown(question.explanation)
                    }
                    return (correct, summary)
                }
            }
        }
    }

    /// Ctrl-C: say what was saved and the score so far, then leave. Progress is
    /// saved atomically after every answer, so nothing is lost. The handler only
    /// writes a message prepared in advance (async-signal-safe) and exits.
    func installInterruptHandler(tally: Locked<QuizTally>, total: Int) {
        Self.setInterruptMessage(QuizTally(), total: total)
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { _ in QuizRun.interrupted() }
        #else
        action.__sigaction_u.__sa_handler = { _ in QuizRun.interrupted() }
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with these blocked (the mask is inherited).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Runs inside the signal handler: only async-signal-safe calls.
    static func interrupted() {
        if let message = interruptMessage { _ = write(STDOUT_FILENO, message, strlen(message)) }
        _exit(ExitCode.interrupted)
    }

    /// The text the Ctrl-C handler prints, refreshed after every answer.
    nonisolated(unsafe) static var interruptMessage: UnsafeMutablePointer<CChar>?

    static func setInterruptMessage(_ tally: QuizTally, total: Int) {
        let text = "\n\nStopped. Every answer so far is saved in your Leitner boxes.\n\(tally.scoreLine) (of \(total) planned)\n"
        // The old text is never freed: the handler may be reading it right now.
        interruptMessage = strdup(text)
    }
}
