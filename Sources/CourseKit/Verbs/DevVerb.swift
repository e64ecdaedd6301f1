import Foundation

/// `course dev`: for authors of labs and courses. Verify labs, start a new
/// lab or course, save a workspace's files as a fixture (docs/authoring.md).
/// It parses its own options, as `grade` does, until every verb shares one parser.
public enum DevVerb {
    public static let help = """
        Usage: course dev verify [LAB…] [--format text|json] [--jobs N]
               course dev new SLUG [--lesson N]
               course dev wrong-fix LAB NAME [--correct] [--note TEXT]
               course dev new-course DIR

        For authors of labs and courses (docs/authoring.md). Every subverb takes
        --course DIR (default: COURSE_ROOT or COURSE_DIR, else the nearest folder
        above with Lessons/ and Labs/) and --help.
          verify      run every lab (or the LABs named) the ways its author means
                      it to behave, and print one line per problem, saying what to change
          new         add a lab that verifies as it is, with comments on what to change
          wrong-fix   save the workspace's files of LAB as a fixture verify runs
          new-course  lay out an empty course in DIR
        Exit 0 done (verify: no problem), 1 verify found a problem, 2 usage or environment error.
        """

    static let subverbHelp: [String: String] = [
        "verify": """
            Usage: course dev verify [LAB…] [--format text|json] [--jobs N]

            Verifies every lab of the course (or each LAB: id, folder or number), N labs
            at a time (default: half the CPUs, at least 1), and prints one line per
            problem, `LAB: kind: what to change`:
              starter       the starter does not run, passes a check of lab.json's
                            "starterFails", or fails one it does not list
              lint          a counted lint rule does not fire on the starter (and has
                            no "guardsAgainst")
              solution      the solution fails a check, or a counted rule fires on it
              registration  a check of lab.json that Checks/ never registers, or the reverse
              cannot-fail   a check that acts and still passes on the first screen of
                            the starter and of the solution, frozen after the mount
              empty-view    a check that passes with every body an EmptyView()
              fixture       a wrong fix that passes, a correct fix that does not
                            (Labs/<lab>/Fixtures/{wrong,correct}/<case>/)
              compile       Support/ or Checks/ do not compile (with a note for Apple
                            API Linux's Foundation lacks)
              hint-run      a `course run FILE` of hints.md or README.md that fails, or
                            whose file is not kept in Labs/<lab>/HintRuns/
            --format json prints {"labs": [{"lab", "problems": [{"lab", "kind",
            "message"}], "seconds"}], "problems": N}.
            Exit 0 every lab verified, 1 a problem found, 2 usage or environment error.
            """,
        "new": """
            Usage: course dev new SLUG [--lesson N]

            Adds Labs/NN-SLUG/ (NN after the course's last lab) and Solutions/NN-SLUG/:
            lab.json, README.md, hints.md, Starter/, Support/, Checks/ and a wrong-fix
            fixture, a small working lab whose files say in TODO(author) comments what
            to change. It verifies as it is: run `course dev verify NN-SLUG`.
            --lesson N: the lesson it belongs to (number or slug; default: the last).
            """,
        "wrong-fix": """
            Usage: course dev wrong-fix LAB NAME [--correct] [--note TEXT]

            Saves your workspace's files of LAB as a fixture NAME with an
            expectation.json: a wrong fix ({"why": TEXT, "fails": the checks it fails,
            "lint": the counted rules it breaks}) or, with --correct, a correct fix in
            another shape ({"why": TEXT}). It goes to Labs/<lab>/Fixtures/wrong/NAME/
            (or correct/), or beside the lab's fixtures in
            Tests/CourseKitTests/Fixtures/ when the lab has some there.
            `course dev verify` then fails while a wrong fix passes or a correct one does not.
            """,
        "new-course": """
            Usage: course dev new-course DIR

            Lays out an empty course in DIR: Lessons/ (a first lesson, quiz/),
            Labs/, Solutions/ and a README. Then `course dev new SLUG --course DIR`
            adds a lab; list, check, grade and dev verify take --course DIR.
            """,
    ]

    public static func main(arguments: [String]) -> Int32 {
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        guard let subverb = arguments.first, !["-h", "--help", "help"].contains(subverb) else {
            console.print(help)
            return ExitCode.success
        }
        do throws(CourseError) {
            guard subverbHelp[subverb] != nil else {
                throw CourseError.usage("error: `course dev` has no subverb \"\(subverb)\" (verify, new, wrong-fix, new-course).")
            }
            let parsed = try Options.parse(Array(arguments.dropFirst()), subverb: subverb)
            if parsed.help {
                console.print(subverbHelp[subverb]!)
                return ExitCode.success
            }
            switch subverb {
            case "verify": return try verify(parsed, console: console)
            case "new": return try newLab(parsed, console: console)
            case "wrong-fix": return try wrongFix(parsed, console: console)
            default: return try newCourse(parsed, console: console)
            }
        } catch {
            console.note(console.style.red(error.message))
            if error.exitCode == ExitCode.usage { console.note("Run `course dev \(subverbHelp[arguments[0]] != nil ? arguments[0] + " " : "")--help` for usage.") }
            return error.exitCode
        }
    }

    struct Options {
        var global = GlobalOptions()
        var positional: [String] = []
        var format = OutputFormat.text
        var jobs: Int?
        var lesson: String?
        var correct = false
        var note: String?
        var help = false

        static func parse(_ arguments: [String], subverb: String) throws(CourseError) -> Options {
            var options = Options()
            var index = 0
            func value(_ flag: String) throws(CourseError) -> String {
                index += 1
                guard index < arguments.count else { throw .usage("error: \(flag) needs a value.") }
                return arguments[index]
            }
            let allowed: [String: Set<String>] = [
                "verify": ["--format", "--jobs"], "new": ["--lesson"], "wrong-fix": ["--correct", "--note"], "new-course": [],
            ]
            while index < arguments.count {
                var argument = arguments[index]
                var inline: String?
                if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    inline = String(argument[argument.index(after: equals)...])
                    argument = String(argument[..<equals])
                }
                func take() throws(CourseError) -> String { if let inline { return inline } else { return try value(argument) } }
                if argument.hasPrefix("-"), argument != "-", !["-h", "--help", "--course", "--workspace"].contains(argument),
                    !(allowed[subverb] ?? []).contains(argument)
                {
                    throw .usage("error: `course dev \(subverb)` has no option \(argument).")
                }
                switch argument {
                case "-h", "--help": options.help = true
                case "--course": options.global.course = try take()
                case "--workspace": options.global.workspace = try take()
                case "--format":
                    guard let format = OutputFormat(rawValue: try take()) else { throw .usage("error: --format takes text or json.") }
                    options.format = format
                case "--jobs":
                    let text = try take()
                    guard let jobs = Int(text), jobs >= 1 else { throw .usage("error: --jobs takes a whole number of labs at a time, 1 or more, not \"\(text)\".") }
                    options.jobs = jobs
                case "--lesson": options.lesson = try take()
                case "--correct": options.correct = true
                case "--note": options.note = try take()
                default: options.positional.append(argument)
                }
                index += 1
            }
            let counts: [String: ClosedRange<Int>] = ["verify": 0...Int.max, "new": 1...1, "wrong-fix": 2...2, "new-course": 1...1]
            if !options.help, let range = counts[subverb], !range.contains(options.positional.count) {
                let wants = ["new": "a SLUG", "wrong-fix": "a LAB and a NAME", "new-course": "a DIR"][subverb] ?? ""
                throw .usage("error: `course dev \(subverb)` needs \(wants)\(options.positional.isEmpty ? "" : " (got \(options.positional.joined(separator: " ")))").")
            }
            return options
        }
    }

    static func loadCourse(_ options: Options) throws(CourseError) -> Course {
        let root = try CourseRoot.locate(explicit: options.global.course, environment: options.global.environment, currentDirectory: options.global.currentDirectory)
        return try Course.load(root: root)
    }

    struct Report: Codable {
        var labs: [LabVerification]
        var problems: Int
    }

    static func verify(_ options: Options, console: Console) throws(CourseError) -> Int32 {
        let course = try loadCourse(options)
        var chosen: [Lab] = []
        for name in options.positional { chosen.append(try course.lab(named: name)) }
        let labs = options.positional.isEmpty ? course.labs : chosen
        let environment = options.global.environment
        let jobs = min(max(labs.count, 1), options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount / 2))
        var runner = try LabRunner.prepare(
            courseRoot: course.root, currentDirectory: options.global.currentDirectory, environment: environment,
            log: { console.note($0) })
        // Labs run side by side; each lab's check programs then one at a time.
        if jobs > 1 { runner.width = 1 }
        let verifier = LabVerifier(runner: runner, course: course, courseBinary: GradeVerb.ownExecutable(), environment: environment)
        let results = Locked([LabVerification?](repeating: nil, count: labs.count))
        let next = Locked(0)
        let text = options.format == .text
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < labs.count else { return }
                let result = verifier.verify(labs[index])
                results.withLock { $0[index] = result }
                if text {
                    let seconds = String(format: "%.0f s", result.seconds)
                    let lines = result.problems.isEmpty
                        ? [console.style.green("✓ \(result.lab) verified (\(seconds))")]
                        : result.problems.map { console.style.red("✗ \(result.lab): \($0.kind): ") + $0.message }
                    console.print(lines.joined(separator: "\n"))
                }
            }
        }
        let all = results.withLock { $0.compactMap { $0 } }
        let problems = all.reduce(0) { $0 + $1.problems.count }
        if text {
            let failing = all.filter { !$0.problems.isEmpty }.count
            console.print(problems == 0
                ? "\(all.count) lab\(all.count == 1 ? "" : "s") verified."
                : "\(problems) problem\(problems == 1 ? "" : "s") in \(failing) of \(all.count) lab\(all.count == 1 ? "" : "s").")
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(Report(labs: all, problems: problems))) ?? Data()
            console.print(String(decoding: data, as: UTF8.self))
        }
        return problems == 0 ? ExitCode.success : ExitCode.failure
    }

    static func newLab(_ options: Options, console: Console) throws(CourseError) -> Int32 {
        let course = try loadCourse(options)
        let lesson = try options.lesson.map { name throws(CourseError) in try course.lesson(named: name).slug } ?? course.lessons.last?.slug
        let lab = try Scaffold.newLab(slug: options.positional[0], lesson: lesson, course: course)
        console.print("Created \(lab.directory)/ and \(lab.solutionDirectory)/ (lesson: \(lesson ?? "none")).")
        console.print("It verifies as it is: `course dev verify \(lab.id)`. Then change what the TODO(author) comments say, verifying as you go.")
        return ExitCode.success
    }

    static func wrongFix(_ options: Options, console: Console) throws(CourseError) -> Int32 {
        let session = try Session.open(options.global, console: console)
        let lab = try session.course.lab(named: options.positional[0])
        let name = options.positional[1]
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw .usage("error: a fixture NAME is a plain folder name, not \"\(name)\".") }
        let source = session.workspace.directory(for: lab)
        for file in lab.manifest.files where !Files.exists(source + "/" + file) {
            throw CourseError("error: \(source)/\(file) is missing: start the lab (`course next` or `course reset \(lab.id)`) and edit it first.")
        }
        let kind: LabFixture.Kind = options.correct ? .correct : .wrong
        let destination = LabFixture.destination(kind, name: name, lab: lab, courseRoot: session.course.root)
        guard !Files.exists(destination) else { throw .usage("error: \(destination) already exists: choose another NAME.") }
        let runner = try LabRunner.prepare(
            courseRoot: session.course.root, currentDirectory: session.currentDirectory, environment: session.environment, log: { console.note($0) })
        let verdict = try runner.check(lab, studentDirectory: source)
        let note = options.note ?? "TODO(author): why this fix is \(kind == .wrong ? "wrong" : "right")"
        let expectation = LabFixture.Expectation(
            why: note, fails: kind == .wrong ? verdict.checks.filter { !$0.passed }.map(\.id) : nil,
            lint: kind == .wrong ? Array(Set(verdict.lint.filter(\.counts).map(\.rule))).sorted() : nil)
        try Files.createDirectory(destination)
        for file in lab.manifest.files { try Files.copy(source + "/" + file, to: destination + "/" + file) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(expectation)) ?? Data()
        try Files.writeAtomically(String(decoding: data, as: UTF8.self) + "\n", to: destination + "/expectation.json")
        console.print("Saved \(lab.manifest.files.joined(separator: ", ")) as \(kind == .wrong ? "wrong" : "correct") fix \(destination)/.")
        if kind == .wrong, verdict.passed {
            console.print(console.style.yellow("It passes the lab: `course dev verify \(lab.id)` fails until a check refuses it."))
        } else if kind == .correct, !verdict.passed {
            console.print(console.style.yellow("It does not pass the lab: `course dev verify \(lab.id)` fails until it does."))
        } else if kind == .wrong {
            let refusals = (expectation.fails ?? []) + (expectation.lint ?? [])
            console.print("The lab refuses it by " + refusals.joined(separator: ", ") + ".")
        }
        if options.note == nil { console.print("Say why in its expectation.json (or pass --note TEXT).") }
        return ExitCode.success
    }

    static func newCourse(_ options: Options, console: Console) throws(CourseError) -> Int32 {
        let directory = CourseRoot.absolute(options.positional[0], from: options.global.currentDirectory)
        try Scaffold.newCourse(at: directory)
        console.print("Laid out a course in \(directory)/: Lessons/, Labs/, Solutions/.")
        console.print("Add a lab: `course dev new SLUG --course \(options.positional[0])`; then `course dev verify --course \(options.positional[0])`.")
        return ExitCode.success
    }
}
