import ArgumentParsing
import Foundation

/// `course grade`: grade a class's submissions (the engine is in `Grading/`;
/// this is the command line, the progress bar and the closing summary).
public enum GradeVerb {
    static let submissions = Positional<String>("SUBMISSIONS", required: true, missing: "the SUBMISSIONS folder", help: "")
    static let lab = Option<String>("--lab", valueName: "ID", help: "grade this lab (one of --lab and --all)")
    static let all = Flag("--all", help: "grade every lab someone handed in more than its starter for (an unchanged starter is not graded)")
    static let out = Option<String>("--out", valueName: "DIR", required: true, help: "where the gradebook and feedback go")
    static let jobs = Option<Int>(
        "--jobs", "-j", valueName: "N", as: .integer(atLeast: 1, "a number ≥ 1"), help: "submissions graded at a time (default: the number of cores)")
    static let roster = Option<String>(
        "--roster", valueName: "FILE.csv",
        help: """
            names and ids for canvas.csv: columns Student, ID, SIS User ID, SIS Login ID, Section (a Canvas gradebook export \
            works), and optionally Email and Folder (the student's folder name); without it, canvas.csv's id columns are \
            filled only for a Canvas download's user ids
            """)
    static let namePattern = Option<String>(
        "--name-pattern", valueName: "REGEX",
        help: "read file or folder names with this pattern instead: named groups student (required), file, name, attempt, assignment")
    static let canvasAssignment = Repeated<String>(
        "--canvas-assignment", valueName: "\"Name (123)\"", as: .text,
        help: """
            canvas.csv's column for the lab: the Canvas assignment it imports into (LAB-ID="Name (123)" with --all, once per lab); \
            default: the roster's column of that name, else "Title (lab-id)" (a new one)
            """)
    static let strict = Flag(
        "--strict",
        help: """
            exit 3 when anything was not read or not matched: a skipped file, a roster row with no submission, a submission \
            in no row (always listed at the end, on summary.html and in unmatched.json)
            """)
    static let shard = Option<Shard>(
        "--shard", valueName: "K/N", as: ValueType("K/N with 1 ≤ K ≤ N ≤ \(Shard.maxCount), like 2/4") { Shard(parsing: $0) },
        help: "grade only the K-th of N slices of the students (sorted by id); join the N output folders with `course grade merge`, which writes canvas.csv")
    static let force = Flag(
        "--force", help: "regrade everything (default: reuse grades cached in DIR/.cache for unchanged submissions; a killed run resumes)")
    static let replace = Flag(
        "--replace",
        help: """
            grade into a DIR whose grades this run would drop (students it does not grade: another class's, or who left), \
            or that a run of another kind wrote (a whole class, shard K/N), replacing them (named; --strict exits 3)
            """)
    static let cache = Option<String>("--cache", valueName: "DIR", help: "keep cached grades there instead (shards may share one)")
    static let isolation = Option<Sandbox.Request>(
        "--isolation", valueName: "auto|sandbox|none", as: .choice(),
        help: """
            how student programs are confined (README: "What protects a grade"): auto (default) a bubblewrap sandbox where \
            the machine allows it, else limits only, and the output says which; sandbox: the sandbox or an error; none: limits \
            only (rlimits, control groups)
            """)

    static let verb = Verb(
        "grade", summary: "instructors: grade a class (--lab ID|--all --out DIR); gradebook, LMS files, feedback",
        discussion: """
            Grades every submission in SUBMISSIONS, each in its own process and scratch
            folder under the lab's time, memory and output limits, --jobs at a time.
            Layouts:
              SUBMISSIONS/<student>/<lab-id>/*.swift    (--all, or --lab)
              SUBMISSIONS/<student>/*.swift             (--lab)
              SUBMISSIONS/name_userid_attachmentid_File.swift
                                                        a Canvas download (--lab): student = userid
              SUBMISSIONS/Full Name_123_assignsubmission_file_File.swift (or that name + /)
                                                        a Moodle download (--lab): student = 123
              SUBMISSIONS/Assignment_user_attempt_2024-01-01-12-00-00_File.swift
                                                        a Blackboard download (--lab): student = user
              Subfolders of a student's folder are searched (an Xcode project).
            SUBMISSIONS may be the LMS's download zip itself (submissions.zip; the
            safe way): the grader reads it into a private folder and grades that. A
            folder in an LMS's layout, or holding an archive or a link, is graded with a
            warning (--strict: 3): a student's archive unpacked there could have changed
            grades, leaving no trace. A member one student chose that the grader will not
            write refuses that student only (no grade, said; exit 1).
            A run marks DIR incomplete (INCOMPLETE.txt, summary.html) until every file is
            written: one stopped while writing leaves it so; merge refuses it.
            Writes into DIR (each file atomically): gradebook.csv, canvas.csv,
            gradescope/<student>/results.json, junit.xml, feedback/<student>.md and .html,
            summary.html, results.json (what `merge` reads). <student> is the id, or for
            an id too long or unsafe as a file name, a prefix of it and a hash.
            One run at a time writes to DIR (a second one exits 2, naming it); feedback and
            Gradescope files of students not in this run are removed. A run that would
            drop the grades in DIR of students it does not grade (another section's,
            even with an id in both; a student who left), or whose DIR a run of another
            kind wrote (a whole class, or shard K/N: results.json says which), is refused
            (exit 2) unless --replace, which names whose grades it dropped (--strict: 3).
            merge refuses a missing or doubled shard.
            """,
        [submissions, lab, all, out, jobs, roster, namePattern, canvasAssignment, strict, shard, force, replace, cache, isolation, SharedOptions.format],
        subverbs: [mergeVerb],
        exitCodes: """
            Exit codes: 0 every submission graded (whatever its score), 1 some submission
            could not be graded (the grader's worker crashed or hung, or the machine was
            too busy to judge it even alone at the end of the run; listed and given no
            score: empty cells in gradebook.csv and canvas.csv, no Gradescope file — grade
            it again) or some student's output file could not be written (listed; every other
            file was, or one student's part of a download zip held a member the grader
            will not write), 2 usage or environment error (also: a download zip that is
            damaged, or holds such a member outside any student's folder, named),
            3 (--strict) something was not read or not matched, or a folder in an LMS's
            layout (or holding an archive or link) whose provenance cannot be verified
            (unmatched.json).
            """
    ) { parsed in
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        guard (parsed[lab] != nil) != parsed[all] else { throw parsed.usageError("needs exactly one of --lab ID and --all") }
        let options = try Grader.Options(
            submissions: parsed.required(submissions), lab: parsed[lab], all: parsed[all], out: parsed[out] ?? "",
            jobs: parsed[jobs] ?? ProcessInfo.processInfo.activeProcessorCount, roster: parsed[roster], namePattern: parsed[namePattern],
            canvasAssignments: parsed[canvasAssignment], shard: parsed[shard], force: parsed[force], replace: parsed[replace], cacheDirectory: parsed[cache],
            isolation: parsed[isolation] ?? .auto, workerExecutable: ownExecutable(), global: GlobalOptions(parsed))
        return try grade(Run(options: options, format: parsed[SharedOptions.format] ?? .text, strict: parsed[strict]), console: console)
    }

    static let outputs = Positionals<String>("OUT", minimum: 1, missing: "the output folders to join (OUT…)", help: "")
    static let mergeVerb = Verb(
        "merge", summary: "join the output folders of `--shard K/N` runs",
        discussion: """
            Joins the output folders of the N `--shard K/N` runs into one, as one run would have written it.
            Refused (exit 2): an --out that is one of the folders, or that holds grades of a lab the shards
            did not grade, or grades of students the merge does not hold, or a shard's results (unless
            --replace); a folder a `course grade`
            run is still writing; shards of different gradings.
            """,
        [outputs, out, roster, strict, replace, SharedOptions.format],
        exitCodes: """
            Exit codes: 0 merged, 1 some submission no shard could grade (no score written for it) or some
            file could not be written, 2 usage or environment error, 3 (--strict) something was not read
            or not matched, judged class-wide (unmatched.json, listed at the end).
            """
    ) { parsed in
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        return try merge(
            parsed[outputs], out: parsed[out] ?? "", roster: parsed[roster], replace: parsed[replace], strict: parsed[strict],
            format: parsed[SharedOptions.format] ?? .text, console: console)
    }

    /// One grading run as parsed.
    struct Run {
        var options: Grader.Options
        var format = OutputFormat.text
        /// `--strict`: anything unmatched exits 3 (`Unmatched`).
        var strict = false
    }

    static func grade(_ parsed: Run, console: Console) throws(CourseError) -> Int32 {
        let progress = Locked<ProgressReporter?>(nil)
        // Ctrl-C: no orphaned workers or student programs; finished grades stay cached.
        let out = Grader.absolute(parsed.options.out, parsed.options.global.currentDirectory)
        GradeInterrupt.install { _ in
            // Stopped while its files were written: the folder says so until a run finishes (the twenty-sixth review).
            let incomplete = OutputFolder.isIncomplete(out)
                ? "\(out) is incomplete (its files may be from different runs: \(OutputFolder.incompleteFile) and summary.html say so): do not "
                    + "use or upload them until a run finishes. " : ""
            TerminalOutput.send(
                "\ninterrupted: stopped every grading worker; the submissions being graded were not graded (no grade shown or kept for them); "
                    + incomplete + "finished grades are cached in the output folder — run the same command again to resume.\n",
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
            if parsed.options.shard != nil {
                console.print("Wrote \(parsed.options.out)/: gradebook.csv, junit.xml, summary.html, results.json, gradescope/, feedback/ "
                    + "(no canvas.csv: `course grade merge` writes it, judging whose row each grade is for across the whole class)")
            } else {
                console.print("Wrote \(parsed.options.out)/: gradebook.csv, canvas.csv, junit.xml, summary.html, results.json, gradescope/, feedback/")
            }
            if !outcome.removed.isEmpty {
                console.print(style.dim("Removed \(outcome.removed.count) feedback and Gradescope file(s) of students not in this run."))
            }
            printUnmatched(outcome.unmatched, strict: parsed.strict, console: console)
        }
        if !ungradable.isEmpty || !outcome.unwritten.isEmpty { return ExitCode.failure }
        return parsed.strict && outcome.unmatched.count > 0 ? ExitCode.unmatched : ExitCode.success
    }

    /// A reason of several lines (several refusals) as one line of the summary.
    static func oneLine(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: "; ") }

    static func merge(
        _ inputs: [String], out: String, roster: String?, replace: Bool = false, strict: Bool = false, format: OutputFormat, console: Console
    ) throws(CourseError) -> Int32 {
        let (report, written, warnings) = try Grader.merge(
            inputs, out: out, roster: roster, replace: replace, currentDirectory: FileManager.default.currentDirectoryPath)
        // What the merged unmatched.json holds: merge is where identity is judged
        // class-wide, so it says so as `grade` does (the twenty-first review).
        let unmatched = Unmatched(report, roster: try roster.map { path throws(CourseError) in try Roster.load(path) })
        for warning in warnings { console.note(console.style.yellow("warning: " + warning)) }
        // What exit 1 is for: submissions no shard could grade (no score written for them), files not written.
        let ungradable = report.records.filter { $0.graderError != nil }
        switch format {
        case .json:
            console.print(VerdictText.json(MergeSummary(
                students: report.students.count, submissions: report.records.count, files: written.files.count,
                ungradable: ungradable.map { "\($0.student)/\($0.lab): \($0.reason ?? "")" }, unwritten: written.failures, warnings: warnings,
                unmatched: unmatched)))
        case .text:
            console.print("Merged \(inputs.count) folder(s): \(report.records.count) submission(s) of \(report.students.count) student(s) into \(out)/.")
            for record in ungradable {
                console.print(console.style.red("✗ \(record.student) \(record.lab): \(oneLine(record.reason ?? "")) (no score written; grade it again)"))
            }
            for failure in written.failures { console.print(console.style.red("✗ could not write \(failure)")) }
            printUnmatched(unmatched, strict: strict, console: console)
        }
        if !ungradable.isEmpty || !written.failures.isEmpty { return ExitCode.failure }
        return strict && unmatched.count > 0 ? ExitCode.unmatched : ExitCode.success
    }

    /// Last, where it is read: what no student was matched to (`grade` and `merge`).
    static func printUnmatched(_ unmatched: Unmatched, strict: Bool, console: Console) {
        guard unmatched.count > 0 else { return }
        let style = console.style
        console.print(style.yellow("Not read or not matched (\(unmatched.count), also in unmatched.json\(strict ? "" : "; --strict exits 3 on any")):"))
        for line in unmatched.lines { console.print(style.yellow("  " + line)) }
    }

    struct MergeSummary: Encodable {
        var students: Int
        var submissions: Int
        var files: Int
        var ungradable: [String]
        var unwritten: [String]
        var warnings: [String]
        /// The class-wide lists (the merged unmatched.json).
        var unmatched: Unmatched
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
