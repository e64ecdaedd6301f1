import ArgumentParsing
import Foundation

/// `course run FILE.swift [--why [Type]] [--report PAGE.html] [--trace] [--snapshot] [--check-stale] [--swiftui 26|27] [-- ARGS…]`:
/// compile one file (top-level code allowed, `import SwiftUI` meaning the
/// simulator) and run it on the terminal, passing its output and exit code
/// through. `--snapshot` sets `SWIFTUISIM_SNAPSHOT=1`: each `ViewHost` prints
/// its screen after mounting and after each action. `--why` sets
/// `SWIFTUISIM_WHY`: the simulator prints why each body ran or was skipped.
/// `--report` has the simulator record every transaction into a file
/// (`SWIFTUISIM_REPORT`) and turns it into one page (`WhyReport`).
/// `--check-stale` sets `SWIFTUISIM_CHECK_STALE=1`: after each action the
/// simulator compares the screen with a fresh render and warns on stderr of
/// each view a comparison (`==`, `.equatable()`) skipped while what it shows changed.
/// `--swiftui 26` sets `SWIFTUISIM_RELEASE=26`: the simulator behaves as
/// SwiftUI built with Xcode 26 (`@State` the property wrapper) instead of 27.
enum RunVerb {
    static func run(
        file: String, trace: Bool, snapshot: Bool = false, why: String? = nil, report: String? = nil, checkStale: Bool = false,
        swiftui: String? = nil, arguments programArguments: [String], options: GlobalOptions, console: Console
    ) throws(CourseError) -> Int32 {
        var release: String?
        if let swiftui {
            guard let parsed = SwiftUIReleaseSetting.parse(swiftui) else {
                throw CourseError.usage("error: " + SwiftUIReleaseSetting.refusal(swiftui, where: "--swiftui"))
            }
            release = parsed
        }
        let path = CourseRoot.absolute(file, from: options.currentDirectory)
        let reportPage = report.map { CourseRoot.absolute($0, from: options.currentDirectory) }
        if let reportPage {
            guard reportPage.hasSuffix(".html") || reportPage.hasSuffix(".htm") else {
                throw CourseError.usage("error: --report writes an HTML page: give it a name ending in .html (not \(report!)).")
            }
            let folder = (reportPage as NSString).deletingLastPathComponent
            guard Files.kind(folder) == .directory else { throw CourseError.usage("error: --report \(report!): the folder \(folder) does not exist.") }
        }
        let source = try Files.readText(path, what: "Swift file")  // a clear message for missing, unreadable or non-UTF-8 files
        let root = try? CourseRoot.locate(explicit: options.course, environment: options.environment, currentDirectory: options.currentDirectory)
        let runner = try LabRunner.prepare(
            courseRoot: root, currentDirectory: options.currentDirectory, environment: options.environment,
            log: { console.note(console.style.dim($0)) })
        // A folder set up for an editor (`course editor DIR`) follows the simulator and the toolchain.
        EditorProject(runner: runner).refreshPlaygrounds((path as NSString).deletingLastPathComponent)
        let scratch = try Files.temporaryDirectory(prefix: "course-run")
        defer { Files.remove(scratch) }
        let name = (path as NSString).lastPathComponent
        let binary = scratch + "/" + (name as NSString).deletingPathExtension
        // A file compiles as a copy without what Xcode handles and this toolchain cannot (PreparedSource).
        // Xcode's generated asset symbols for a catalog beside the file, appended to the copy (AssetCatalogSymbols).
        let symbols = AssetCatalogSymbols.source(forFolder: (path as NSString).deletingLastPathComponent)
        let blanked = PreparedSource.of(source) + (symbols ?? "")
        let input = blanked == source ? path : scratch + "/" + name
        if input != path { try Files.writeAtomically(blanked, to: input) }
        let arguments = runner.playgroundArguments(inputs: [input], output: binary)
        var compile = try Subprocess(executable: runner.toolchain.swiftc, arguments: arguments, environment: options.environment).run()
        if compile.termination != .exited(0), IsolationFallback.mentionsIsolation(String(decoding: compile.stderr + compile.stdout, as: UTF8.self)) {
            let plain = try Subprocess(
                executable: runner.toolchain.swiftc, arguments: IsolationFallback.withoutAppSettings(arguments), environment: options.environment
            ).run()
            if plain.termination == .exited(0) {
                compile = plain
                console.note(console.style.dim(IsolationFallback.note(runner.display(path))))
            }
        }
        if compile.termination != .exited(0), IsolationFallback.mentionsSwift6Mode(String(decoding: compile.stderr + compile.stdout, as: UTF8.self)) {
            let swift5 = try Subprocess(
                executable: runner.toolchain.swiftc, arguments: IsolationFallback.inSwift5Mode(arguments), environment: options.environment
            ).run()
            if swift5.termination == .exited(0) {
                compile = swift5
                console.note(console.style.dim(IsolationFallback.swift5Note(runner.display(path))))
            }
        }
        guard compile.termination == .exited(0) else {
            let diagnostics = MissingAPINotes.annotate(String(decoding: compile.stderr + compile.stdout, as: UTF8.self))
            console.note(VerdictText.colorDiagnostics(LabRunner.rename(diagnostics, [input: runner.display(path)]), style: TerminalStyle.detect(for: STDERR_FILENO, environment: options.environment)))
            console.note(console.style.red("error: \(runner.display(path)) does not compile."))
            return ExitCode.failure
        }
        var environment = options.environment
        if trace { environment["SWIFTUISIM_TRACE"] = "1" } else { environment.removeValue(forKey: "SWIFTUISIM_TRACE") }
        if snapshot { environment["SWIFTUISIM_SNAPSHOT"] = "1" } else { environment.removeValue(forKey: "SWIFTUISIM_SNAPSHOT") }
        if let why { environment["SWIFTUISIM_WHY"] = why } else { environment.removeValue(forKey: "SWIFTUISIM_WHY") }
        if checkStale { environment["SWIFTUISIM_CHECK_STALE"] = "1" } else { environment.removeValue(forKey: "SWIFTUISIM_CHECK_STALE") }
        SwiftUIReleaseSetting.apply(release, to: &environment)
        let records = scratch + "/report.jsonl"
        if reportPage != nil { environment["SWIFTUISIM_REPORT"] = records } else { environment.removeValue(forKey: "SWIFTUISIM_REPORT") }
        let program = Subprocess(executable: binary, arguments: programArguments, environment: environment)
        let status: Int32
        switch try program.runAttached() {
        case .exited(let code):
            status = code
        case .signalled(SIGINT):
            return ExitCode.interrupted  // the user's Ctrl-C: nothing to report
        case .signalled(let signal):
            console.note(console.style.red("\(runner.display(path)) crashed with \(LabRunner.signalName(signal))."))
            status = 128 + signal
        }
        if let reportPage {
            let (lines, unreadable) = WhyReport.read(records)
            try Files.writeAtomically(WhyReport.render(lines, source: runner.display(path), unreadable: unreadable), to: reportPage)
            let runs = lines.reduce(0) { $0 + $1.runs.filter { $0.outcome == "ran" }.count }
            console.note(console.style.dim(
                "Report: \(runner.display(reportPage)) (\(lines.count) transaction\(lines.count == 1 ? "" : "s"), \(runs) body run\(runs == 1 ? "" : "s")); open it in a browser."))
        }
        return status
    }
}

extension RunVerb {
    static let file = Positional<String>("FILE.swift", required: true, help: "")
    static let report = Option<String>(
        "--report", valueName: "FILE.html",
        help: """
            write one page: a timeline of the transactions, each with its view tree (what ran and why, what was \
            skipped and why) and a bar chart of body runs per view. Open it in any browser; it needs no network.
            """)
    static let snapshot = Flag("--snapshot", help: "draw the screen (40x20 cells) after mounting and after each tap, toggle, typed text, scroll or update")
    static let checkStale = Flag(
        "--check-stale",
        help: """
            compare the screen with a fresh render of the same state after each action and print a warning on stderr \
            for each stale screen: a view skipped by an == (.equatable(), EquatableView) while what it shows changed, \
            naming the view, what differs and the comparison
            """)
    static let swiftui = Option<String>(
        "--swiftui", valueName: SwiftUIReleaseSetting.known.joined(separator: "|"),
        as: ValueType("a SwiftUI release the simulator models: \(SwiftUIReleaseSetting.known.joined(separator: " or ")) (Xcode 26 or Xcode 27)") { text in
            SwiftUIReleaseSetting.parse(text) == nil ? nil : text
        },
        help: """
            26 simulates SwiftUI as built with Xcode 26 or earlier, where @State is a property wrapper and \
            `@State var m = Model()` makes a Model on every init of the view; the default, 27, is the @State macro, \
            which makes it once, when the view's state storage is set up
            """)

    static let verb = Verb(
        "run", summary: "compile and run one file against the simulator",
        discussion: """
            Compiles one Swift file (top-level code allowed; `import SwiftUI` is the
            simulator) and runs it, passing its output and exit code through; the
            arguments after -- go to the program.
            --why prints, for each user action or update(), each body that ran with
            SwiftUI's _printChanges() line and the reasons under it (which input
            changed, old → new, why two values compared unequal), and each child whose
            body was skipped and why.
            """,
        [file, SharedOptions.why, report, SharedOptions.trace, snapshot, checkStale, swiftui], passthrough: "ARGS…"
    ) { parsed in
        try Command.run(
            file: parsed.required(file), trace: parsed[SharedOptions.trace], snapshot: parsed[snapshot], why: parsed[SharedOptions.why],
            report: parsed[report], checkStale: parsed[checkStale], swiftui: parsed[swiftui], arguments: parsed.passthrough
        ).run(GlobalOptions(parsed))
    }
}
