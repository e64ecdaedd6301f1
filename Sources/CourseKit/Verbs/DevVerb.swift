import ArgumentParsing
import Foundation

/// `course dev`: for authors of labs and courses. Verify labs, start a new
/// lab or course, save a workspace's files as a fixture (docs/authoring.md).
public enum DevVerb {
    static let labs = Positionals<String>("LAB", help: "a lab's id, folder or number; default: every lab of the course")
    static let jobs = Option<Int>(
        "--jobs", valueName: "N", as: .integer(atLeast: 1, "a whole number of labs at a time, 1 or more"),
        help: "labs verified at a time (default: half the CPUs, at least 1)")
    static let verifyVerb = Verb(
        "verify", summary: "run every lab (or the LABs named) the ways its author means it to behave; one line per problem",
        discussion: """
            Verifies every lab of the course (or each LAB), N labs at a time, and prints
            one line per problem, `LAB: kind: what to change`:
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
            """,
        [labs, SharedOptions.format, jobs],
        exitCodes: "Exit 0 every lab verified, 1 a problem found, 2 usage or environment error."
    ) { parsed in
        try verify(parsed[labs], format: parsed[SharedOptions.format] ?? .text, jobs: parsed[jobs], global: GlobalOptions(parsed), console: .standard(environment: ProcessInfo.processInfo.environment))
    }

    static let slug = Positional<String>("SLUG", required: true, help: "the lab's name in its folder, NN-SLUG")
    static let lesson = Option<String>("--lesson", valueName: "N", help: "the lesson it belongs to (number or slug; default: the last)")
    static let newVerb = Verb(
        "new", summary: "add a lab that verifies as it is, with comments on what to change",
        discussion: """
            Adds Labs/NN-SLUG/ (NN after the course's last lab) and Solutions/NN-SLUG/:
            lab.json, README.md, hints.md, Starter/, Support/, Checks/ and a wrong-fix
            fixture, a small working lab whose files say in TODO(author) comments what
            to change. It verifies as it is: run `course dev verify NN-SLUG`.
            """,
        [slug, lesson]
    ) { parsed in
        try newLab(slug: parsed.required(slug), lesson: parsed[lesson], global: GlobalOptions(parsed), console: .standard(environment: ProcessInfo.processInfo.environment))
    }

    static let lab = Positional<String>("LAB", required: true, help: "")
    static let name = Positional<String>("NAME", required: true, help: "")
    static let correct = Flag("--correct", help: "a correct fix in another shape, not a wrong one")
    static let note = Option<String>("--note", valueName: "TEXT", help: "why the fix is wrong (or right), for its expectation.json")
    static let wrongFixVerb = Verb(
        "wrong-fix", summary: "save the workspace's files of LAB as a fixture verify runs",
        discussion: """
            Saves your workspace's files of LAB as a fixture NAME with an
            expectation.json: a wrong fix ({"why": TEXT, "fails": the checks it fails,
            "lint": the counted rules it breaks}) or, with --correct, a correct fix in
            another shape ({"why": TEXT}). It goes to Labs/<lab>/Fixtures/wrong/NAME/
            (or correct/), or beside the lab's fixtures in
            Tests/CourseKitTests/Fixtures/ when the lab has some there.
            `course dev verify` then fails while a wrong fix passes or a correct one does not.
            """,
        [lab, name, correct, note]
    ) { parsed in
        let name = try parsed.required(name)
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { throw parsed.usageError("a fixture NAME is a plain folder name, not \"\(name)\"") }
        return try wrongFix(
            lab: parsed.required(lab), name: name, correct: parsed[correct], note: parsed[note], global: GlobalOptions(parsed),
            console: .standard(environment: ProcessInfo.processInfo.environment))
    }

    static let directory = Positional<String>("DIR", required: true, help: "")
    static let newCourseVerb = Verb(
        "new-course", summary: "lay out an empty course in DIR",
        discussion: """
            Lays out an empty course in DIR: Lessons/ (a first lesson, quiz/),
            Labs/, Solutions/ and a README. Then `course dev new SLUG --course DIR`
            adds a lab; list, check, grade and dev verify take --course DIR.
            """,
        [directory]
    ) { parsed in
        try newCourse(parsed.required(directory), global: GlobalOptions(parsed), console: .standard(environment: ProcessInfo.processInfo.environment))
    }

    static let file = Positional<String>("FILE", required: true, help: "")
    static let prepareVerb = Verb(
        "prepare", summary: "print FILE as `course run` and the labs compile it",
        discussion: """
            Prints the copy of FILE the runner compiles: `#Preview` blanked,
            submodule imports of stand-in frameworks flattened (`import os.log`),
            a `@State` set in an initializer written as its initialization
            (docs/simulator.md, "Round 5"), `#if os(iOS)`-style conditions
            answered as on the platform the file is for ("Platform conditions").
            docs/compile-rate.sh uses it.
            """,
        [file]
    ) { parsed in
        let path = try parsed.required(file)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw parsed.usageError("cannot read \(path)") }
        print(PreparedSource.of(text), terminator: "")
        return 0
    }

    static let verb = Verb(
        "dev", summary: "authors: verify labs, new lab, new course, save a fixture (dev --help)",
        discussion: "For authors of labs and courses (docs/authoring.md).",
        subverbs: [verifyVerb, newVerb, wrongFixVerb, newCourseVerb, prepareVerb],
        exitCodes: "Exit 0 done (verify: no problem), 1 verify found a problem, 2 usage or environment error."
    )

    static func loadCourse(_ global: GlobalOptions) throws(CourseError) -> Course {
        let root = try CourseRoot.locate(explicit: global.course, environment: global.environment, currentDirectory: global.currentDirectory)
        return try Course.load(root: root)
    }

    struct Report: Codable {
        var labs: [LabVerification]
        var problems: Int
    }

    static func verify(_ names: [String], format: OutputFormat, jobs: Int?, global: GlobalOptions, console: Console) throws(CourseError) -> Int32 {
        let course = try loadCourse(global)
        var chosen: [Lab] = []
        for name in names { chosen.append(try course.lab(named: name)) }
        let labs = names.isEmpty ? course.labs : chosen
        let environment = global.environment
        let jobs = min(max(labs.count, 1), jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount / 2))
        var runner = try LabRunner.prepare(
            courseRoot: course.root, currentDirectory: global.currentDirectory, environment: environment,
            log: { console.note($0) })
        // Labs run side by side; each lab's check programs then one at a time.
        if jobs > 1 { runner.width = 1 }
        let verifier = LabVerifier(runner: runner, course: course, courseBinary: GradeVerb.ownExecutable(), environment: environment)
        let results = Locked([LabVerification?](repeating: nil, count: labs.count))
        let next = Locked(0)
        let text = format == .text
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

    static func newLab(slug: String, lesson lessonName: String?, global: GlobalOptions, console: Console) throws(CourseError) -> Int32 {
        let course = try loadCourse(global)
        let lesson = try lessonName.map { name throws(CourseError) in try course.lesson(named: name).slug } ?? course.lessons.last?.slug
        let lab = try Scaffold.newLab(slug: slug, lesson: lesson, course: course)
        console.print("Created \(lab.directory)/ and \(lab.solutionDirectory)/ (lesson: \(lesson ?? "none")).")
        console.print("It verifies as it is: `course dev verify \(lab.id)`. Then change what the TODO(author) comments say, verifying as you go.")
        return ExitCode.success
    }

    static func wrongFix(lab labName: String, name: String, correct: Bool, note: String?, global: GlobalOptions, console: Console) throws(CourseError) -> Int32 {
        let session = try Session.open(global, console: console)
        let lab = try session.course.lab(named: labName)
        let source = session.workspace.directory(for: lab)
        for file in lab.manifest.files where !Files.exists(source + "/" + file) {
            throw CourseError("error: \(source)/\(file) is missing: start the lab (`course next` or `course reset \(lab.id)`) and edit it first.")
        }
        let kind: LabFixture.Kind = correct ? .correct : .wrong
        let destination = LabFixture.destination(kind, name: name, lab: lab, courseRoot: session.course.root)
        guard !Files.exists(destination) else { throw .usage("error: \(destination) already exists: choose another NAME.") }
        let runner = try LabRunner.prepare(
            courseRoot: session.course.root, currentDirectory: session.currentDirectory, environment: session.environment, log: { console.note($0) })
        let verdict = try runner.check(lab, studentDirectory: source)
        let why = note ?? "TODO(author): why this fix is \(kind == .wrong ? "wrong" : "right")"
        let expectation = LabFixture.Expectation(
            why: why, fails: kind == .wrong ? verdict.checks.filter { !$0.passed }.map(\.id) : nil,
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
        if note == nil { console.print("Say why in its expectation.json (or pass --note TEXT).") }
        return ExitCode.success
    }

    static func newCourse(_ folder: String, global: GlobalOptions, console: Console) throws(CourseError) -> Int32 {
        let directory = CourseRoot.absolute(folder, from: global.currentDirectory)
        try Scaffold.newCourse(at: directory)
        console.print("Laid out a course in \(directory)/: Lessons/, Labs/, Solutions/.")
        console.print("Add a lab: `course dev new SLUG --course \(folder)`; then `course dev verify --course \(folder)`.")
        return ExitCode.success
    }
}
