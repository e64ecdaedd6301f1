import Foundation

/// `course grade`: grade a class's submissions (the engine is in `Grading/`;
/// this is the command line, the progress bar and the closing summary).
public enum GradeVerb {
    public static let help = """
        Usage: course grade SUBMISSIONS (--lab ID | --all) --out DIR [--jobs N] [--roster FILE.csv]
                            [--name-pattern REGEX] [--canvas-assignment "Name (123)"] [--strict] [--shard K/N] [--force] [--cache DIR]
                            [--isolation auto|sandbox|none] [--format text|json]
               course grade merge OUT… --out DIR [--roster FILE.csv] [--format text|json]

        Grades every submission in SUBMISSIONS, each in its own process and scratch
        folder under the lab's time, memory and output limits, --jobs at a time
        (default: the number of cores). Layouts:
          SUBMISSIONS/<student>/<lab-id>/*.swift    (--all, or --lab)
          SUBMISSIONS/<student>/*.swift             (--lab)
          SUBMISSIONS/name_userid_attachmentid_File.swift
                                                    a Canvas download (--lab): student = userid
          SUBMISSIONS/Full Name_123_assignsubmission_file_File.swift (or that name + /)
                                                    a Moodle download (--lab): student = 123
          SUBMISSIONS/Assignment_user_attempt_2024-01-01-12-00-00_File.swift
                                                    a Blackboard download (--lab): student = user
          Subfolders of a student's folder are searched (an Xcode project).
        Writes into DIR (each file atomically): gradebook.csv, canvas.csv,
        gradescope/<student>/results.json, junit.xml, feedback/<student>.md and .html,
        summary.html, results.json (what `merge` reads). <student> is the id, or for
        an id too long or unsafe as a file name, a prefix of it and a hash.

          --roster FILE   names and ids for canvas.csv: columns Student, ID, SIS User ID,
                          SIS Login ID, Section (a Canvas gradebook export works), and
                          optionally Folder (the student's folder name)
          --name-pattern REGEX
                          read file or folder names with this pattern instead: named
                          groups student (required), file, name, attempt, assignment
          --canvas-assignment "Name (123)"
                          canvas.csv's column for the lab: the Canvas assignment it
                          imports into (LAB-ID="Name (123)" with --all); default: the
                          roster's column of that name, else "Title (lab-id)" (a new one)
          --strict        exit 3 when anything was not read or not matched: a skipped
                          file, a roster row with no submission, a submission in no row
                          (always listed at the end, on summary.html and in unmatched.json)
          --force         regrade everything (default: reuse grades cached in DIR/.cache
                          for unchanged submissions; a killed run resumes)
          --cache DIR     keep cached grades there instead (shards may share one)
          --shard K/N     grade only the K-th of N slices of the students (sorted by id);
                          join the N output folders with `course grade merge`
          --isolation     how student programs are confined (README: "What protects a grade"):
                          auto (default) a bubblewrap sandbox where the machine allows
                          it, else limits only, and the output says which; sandbox: the
                          sandbox or an error; none: limits only (rlimits, control groups)
        One run at a time writes to DIR (a second one exits 2, naming it); feedback and
        Gradescope files of students not in this run are removed. merge refuses a
        missing or doubled shard.
        Exit codes: 0 every submission graded (whatever its score), 1 some submission
        could not be graded (the grader's worker crashed or hung; listed, scored 0)
        or some student's output file could not be written (listed; every other
        file was), 2 usage or environment error, 3 (--strict) something was not read
        or not matched (unmatched.json).
        """

    struct Parsed {
        var options: Grader.Options
        var format = OutputFormat.text
        /// `--strict`: anything unmatched exits 3 (`Unmatched`).
        var strict = false
    }

    public static func main(arguments: [String]) -> Int32 {
        if arguments.first == GradeWorker.flag { return GradeWorker.main(arguments: Array(arguments.dropFirst())) }
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        do {
            if arguments.first == "merge" { return try merge(Array(arguments.dropFirst()), console: console) }
            guard let parsed = try parse(arguments) else {
                console.print(help)
                return ExitCode.success
            }
            return try grade(parsed, console: console)
        } catch {
            console.note(console.style.red(error.message))
            if error.isUsage, error.message.hasPrefix("error: ") { console.note("Run `course grade --help` for usage.") }
            return error.exitCode
        }
    }

    static func parse(_ arguments: [String]) throws(CourseError) -> Parsed? {
        var global = GlobalOptions()
        var positional: [String] = []
        var lab: String?, all = false, out: String?, jobs: Int?, roster: String?, shard: Shard?, force = false, cache: String?, namePattern: String?
        var canvasAssignments: [String] = []
        var isolation = Sandbox.Request.auto, format = OutputFormat.text, strict = false
        var index = 0
        func value(_ flag: String) throws(CourseError) -> String {
            if let equals = arguments[index].firstIndex(of: "=") { return String(arguments[index][arguments[index].index(after: equals)...]) }
            index += 1
            guard index < arguments.count else { throw .usage("error: \(flag) needs a value.") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let flag = argument.hasPrefix("--") ? String(argument.split(separator: "=", maxSplits: 1)[0]) : argument
            switch flag {
            case "-h", "--help": return nil
            case "--course": global.course = try value(flag)
            case "--workspace": _ = try value(flag)
            case "--lab": lab = try value(flag)
            case "--all": all = true
            case "--out": out = try value(flag)
            case "--jobs", "-j":
                let text = try value(flag)
                guard let number = Int(text), number >= 1 else { throw .usage("error: --jobs takes a number ≥ 1 (not \"\(text)\").") }
                jobs = number
            case "--roster": roster = try value(flag)
            case "--name-pattern": namePattern = try value(flag)
            case "--canvas-assignment": canvasAssignments.append(try value(flag))
            case "--shard": shard = try Shard(parsing: value(flag))
            case "--force": force = true
            case "--strict": strict = true
            case "--cache": cache = try value(flag)
            case "--isolation":
                isolation = try Sandbox.Request(parsing: value(flag))
            case "--format":
                let text = try value(flag)
                guard let chosen = OutputFormat(rawValue: text) else { throw .usage("error: --format takes text or json.") }
                format = chosen
            default:
                if argument.hasPrefix("-"), argument != "-" { throw .usage("error: unknown option \(argument) for `course grade`.") }
                positional.append(argument)
            }
            index += 1
        }
        guard positional.count == 1 else {
            throw .usage(positional.isEmpty ? "error: `course grade` needs the SUBMISSIONS folder." : "error: `course grade` takes one SUBMISSIONS folder (got \(positional.joined(separator: " "))).")
        }
        guard (lab != nil) != all else { throw .usage("error: `course grade` needs exactly one of --lab ID and --all.") }
        guard let out else { throw .usage("error: `course grade` needs --out DIR (where the gradebook and feedback go).") }
        let options = Grader.Options(
            submissions: positional[0], lab: lab, all: all, out: out, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            roster: roster, namePattern: namePattern, canvasAssignments: canvasAssignments, shard: shard, force: force, cacheDirectory: cache, isolation: isolation, workerExecutable: ownExecutable(), global: global)
        return Parsed(options: options, format: format, strict: strict)
    }

    static func grade(_ parsed: Parsed, console: Console) throws(CourseError) -> Int32 {
        let progress = Locked<ProgressReporter?>(nil)
        // Ctrl-C: no orphaned workers or student programs; finished grades stay cached.
        GradeInterrupt.install { _ in
            TerminalOutput.send(
                "\ninterrupted: stopped every grading worker; finished grades are cached in the output folder — run the same command again to resume.\n",
                to: STDERR_FILENO)
        }
        let outcome = try Grader.run(
            parsed.options, log: { [console] in console.note(console.style.dim($0)) },
            onStart: { total in progress.withLock { $0 = ProgressReporter(total: total) } },
            onResult: { record, cached in
                let reporter = progress.withLock { $0 }
                reporter?.advance(label: "\(record.student) \(record.lab) \(record.score)/\(record.maxScore)\(cached ? " (cached)" : "")")
            })
        progress.withLock { $0 }?.finish()
        for warning in outcome.warnings { console.note(console.style.yellow("warning: " + warning)) }
        let ungradable = outcome.ungradable
        switch parsed.format {
        case .json:
            console.print(VerdictText.json(Summary(outcome, out: parsed.options.out)))
        case .text:
            let style = console.style
            let report = outcome.report
            let passed = report.records.filter { $0.verdict.passed && $0.graderError == nil }.count
            console.print(
                "Graded \(report.records.count) submission(s) of \(report.students.count) student(s) in \(String(format: "%.1f", outcome.seconds)) s"
                    + " (\(outcome.graded) graded with \(parsed.options.jobs) job(s), \(outcome.cached) from cache): \(passed) passed.")
            console.print(style.dim("Isolation: \(report.isolation)."))
            for record in ungradable { console.print(style.red("✗ \(record.student) \(record.lab): \(oneLine(record.reason ?? ""))")) }
            for failure in outcome.unwritten { console.print(style.red("✗ could not write \(failure)")) }
            console.print("Wrote \(parsed.options.out)/: gradebook.csv, canvas.csv, junit.xml, summary.html, results.json, gradescope/, feedback/")
            if !outcome.removed.isEmpty {
                console.print(style.dim("Removed \(outcome.removed.count) feedback and Gradescope file(s) of students not in this run."))
            }
            // Last, where it is read: what no student was matched to.
            if outcome.unmatched.count > 0 {
                console.print(style.yellow("Not read or not matched (\(outcome.unmatched.count), also in unmatched.json\(parsed.strict ? "" : "; --strict exits 3 on any")):"))
                for line in outcome.unmatched.lines { console.print(style.yellow("  " + line)) }
            }
        }
        if !ungradable.isEmpty || !outcome.unwritten.isEmpty { return ExitCode.failure }
        return parsed.strict && outcome.unmatched.count > 0 ? ExitCode.unmatched : ExitCode.success
    }

    /// A reason of several lines (several refusals) as one line of the summary.
    static func oneLine(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: "; ") }

    static func merge(_ arguments: [String], console: Console) throws(CourseError) -> Int32 {
        var inputs: [String] = [], out: String?, roster: String?, format = OutputFormat.text
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() throws(CourseError) -> String {
                index += 1
                guard index < arguments.count else { throw .usage("error: \(argument) needs a value.") }
                return arguments[index]
            }
            switch argument {
            case "-h", "--help": console.print(help); return ExitCode.success
            case "--out": out = try value()
            case "--course": _ = try value()  // every verb takes it; merge reads only the output folders
            case "--roster": roster = try value()
            case "--format":
                guard let chosen = OutputFormat(rawValue: try value()) else { throw .usage("error: --format takes text or json.") }
                format = chosen
            default:
                if argument.hasPrefix("-") { throw .usage("error: unknown option \(argument) for `course grade merge`.") }
                inputs.append(argument)
            }
            index += 1
        }
        guard !inputs.isEmpty else { throw .usage("error: `course grade merge` needs the output folders to join (OUT…).") }
        guard let out else { throw .usage("error: `course grade merge` needs --out DIR.") }
        let (report, written) = try Grader.merge(inputs, out: out, roster: roster, currentDirectory: FileManager.default.currentDirectoryPath)
        switch format {
        case .json:
            console.print(VerdictText.json(["students": report.students.count, "submissions": report.records.count, "files": written.files.count]))
        case .text:
            console.print("Merged \(inputs.count) folder(s): \(report.records.count) submission(s) of \(report.students.count) student(s) into \(out)/.")
            for failure in written.failures { console.print(console.style.red("✗ could not write \(failure)")) }
        }
        return report.records.contains { $0.graderError != nil } || !written.failures.isEmpty ? ExitCode.failure : ExitCode.success
    }

    /// This program, to start as the grading worker.
    static func ownExecutable() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }

    struct Summary: Encodable {
        var submissions: Int
        var students: Int
        var graded: Int
        var cached: Int
        var passed: Int
        var ungradable: [String]
        /// Students' files that could not be written, with why.
        var unwritten: [String]
        var warnings: [String]
        var isolation: String
        var seconds: Double
        var out: String
        var files: [String]
        var removed: [String]
        var unmatched: Unmatched

        init(_ outcome: Grader.Outcome, out: String) {
            submissions = outcome.report.records.count
            students = outcome.report.students.count
            graded = outcome.graded
            cached = outcome.cached
            passed = outcome.report.records.filter { $0.verdict.passed && $0.graderError == nil }.count
            ungradable = outcome.ungradable.map { "\($0.student)/\($0.lab): \($0.reason ?? "")" }
            unwritten = outcome.unwritten
            warnings = outcome.warnings
            isolation = outcome.report.isolation
            seconds = outcome.seconds
            self.out = out
            files = outcome.written
            removed = outcome.removed
            unmatched = outcome.unmatched
        }
    }
}
