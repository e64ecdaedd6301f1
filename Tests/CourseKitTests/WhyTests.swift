import Foundation
import Testing

/// `course run --why`, `course run --report`, `course check --why` and
/// `--trace`, through the real binary; the report also in a real headless
/// browser.
@Suite struct WhyTests {
    /// A screen with one of each: a row re-run by a closure, a skipped
    /// banner, an `AnyView` whose wrapped type changes, a `ForEach` insert.
    static let program = """
        import SwiftUI

        struct Banner: View {
            let name: String
            var body: some View { Text("Team: \\(name)") }
        }

        struct Row: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Button(title, action: onTap) }
        }

        struct Card: View {
            @State private var draft = ""
            var body: some View { Text("card") }
        }

        struct Screen: View {
            @State private var ticks = 0
            @State private var compact = false
            @State private var names = ["a", "b"]

            var body: some View {
                VStack {
                    Text("Ticks: \\(ticks)")
                    Button("Tick") { ticks += 1 }
                    Toggle("Compact", isOn: $compact)
                    Button("Add") { names.insert("c", at: 1) }
                    Banner(name: "Rovers")
                    Row(title: "Row", onTap: { ticks = 0 })
                    compact ? AnyView(Card().padding(4)) : AnyView(Card())
                    ForEach(names, id: \\.self) { Banner(name: $0) }
                }
            }
        }

        let host = ViewHost(Screen())
        host.tap("Tick")
        host.toggle("Compact")
        host.tap("Add")
        print("done")
        """

    static func write(_ source: String, in sandbox: CourseSandbox, as name: String = "screen.swift") throws -> String {
        let path = sandbox.root + "/" + name
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func runWhyPrintsTheChangesLineThenTheReasonsAndCanKeepOneType() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = try Self.write(Self.program, in: sandbox)
        let all = try sandbox.run(["run", path, "--why"], directory: sandbox.root)
        #expect(all.status == 0, "\(all.output)")
        let lines = LessonExamplesTests.lines(of: all.stdout)
        for expected in [
            "── tap(\"Tick\") ──", "Screen: _ticks changed.", "  _ticks: @State changed 0 → 1",
            "Row: @self changed.", "  onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "Banner: body skipped: equal field by field (name).",
            "── toggle(\"Compact\") ──", "Card: @self, @identity, _draft changed.",
            "  @identity: AnyView's wrapped type changed from Card to Card with .padding(4)",
            "Card: removed: @identity: AnyView's wrapped type changed from Card to Card with .padding(4); its state is dropped.",
            "  @identity: ForEach element \"c\" inserted", "done",
        ] {
            #expect(lines.contains(expected), "missing \(expected) in:\n\(all.stdout)")
        }
        let one = try sandbox.run(["run", path, "--why", "Row"], directory: sandbox.root)
        #expect(one.status == 0, "\(one.output)")
        #expect(LessonExamplesTests.lines(of: one.stdout) == [
            "── mount ──", "Row: @self, @identity changed.", "  @identity: inside a new Screen (first mount)",
            "── tap(\"Tick\") ──", "Row: @self changed.", "  onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "── toggle(\"Compact\") ──", "Row: @self changed.", "  onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "── tap(\"Add\") ──", "Row: @self changed.", "  onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "done",
        ], "\(one.output)")
        let equals = try sandbox.run(["run", path, "--why=Card,Banner"], directory: sandbox.root)
        #expect(!equals.stdout.contains("Row:") && equals.stdout.contains("Card: removed:") && equals.stdout.contains("Banner: body skipped"), "\(equals.output)")
        // Without --why nothing is printed but the program's own output.
        let plain = try sandbox.run(["run", path], directory: sandbox.root)
        #expect(plain.stdout == "done\n", "\(plain.output)")
    }

    @Test func reportArgumentsAreChecked() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = try Self.write(Self.program, in: sandbox)
        let text = try sandbox.run(["run", path, "--report", "out.txt"], directory: sandbox.root)
        #expect(text.status == 2 && text.stderr.contains("give it a name ending in .html"), "\(text.output)")
        let folder = try sandbox.run(["run", path, "--report", "no/such/folder/out.html"], directory: sandbox.root)
        #expect(folder.status == 2 && folder.stderr.contains("does not exist"), "\(folder.output)")
        let missing = try sandbox.run(["run", path, "--report"], directory: sandbox.root)
        #expect(missing.status == 2, "\(missing.output)")
    }

    @Test func aProgramWithoutAHostGetsAPageSayingSo() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = try Self.write("print(\"hello\")\n", in: sandbox)
        let result = try sandbox.run(["run", path, "--report", "page.html"], directory: sandbox.root)
        #expect(result.status == 0 && result.stdout == "hello\n", "\(result.output)")
        let page = try String(contentsOfFile: sandbox.root + "/page.html", encoding: .utf8)
        #expect(page.contains("made no <code>ViewHost</code>"), "\(page)")
    }

    @Test func theReportIsOneSelfContainedPage() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = try Self.write(Self.program, in: sandbox)
        let result = try sandbox.run(["run", path, "--report", "why.html"], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout == "done\n", "--report alone prints nothing but the program's output")
        #expect(result.stderr.contains("Report: why.html (4 transactions"), "\(result.stderr)")
        let page = try String(contentsOfFile: sandbox.root + "/why.html", encoding: .utf8)
        // Self-contained: no script, no stylesheet or image to fetch, nothing from the network.
        for forbidden in ["<script", "<link", "src=", "@import", "url(", "https://", "http://www.w3.org/1999"] {
            #expect(!page.contains(forbidden), "the page contains \(forbidden)")
        }
        #expect(page.components(separatedBy: "http://").count == 2, "only the SVG namespace names a URL")
        // The timeline with what started each transaction, and the tree of each.
        for expected in [
            "<h2>Timeline</h2>", "<code>mount</code>", "<code>tap(&quot;Tick&quot;)</code>", "<code>toggle(&quot;Compact&quot;)</code>",
            "<span class=\"badge ran\">ran</span> <code class=\"line\">Row: @self changed.</code>",
            "onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run",
            "<span class=\"badge skipped\">skipped</span>", "equal field by field (name)",
            "<span class=\"badge removed\">removed</span>", "AnyView&#39;s wrapped type changed from Card to Card with .padding(4)",
            "ForEach element &quot;c&quot; inserted",
            "<h2>Body runs per view</h2>", "<svg class=\"chart\"", "<title>Row: 4 body runs</title>",
        ] {
            #expect(page.contains(expected), "the page lacks \(expected)")
        }
    }

    @Test(.enabled(if: Browser.path != nil, "needs a headless Chromium (apt-get install chromium): the report is checked in a real browser"))
    func aRealBrowserRendersTheReportWithoutConsoleErrors() throws {
        let browser = try #require(Browser.path)
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = try Self.write(Self.program, in: sandbox)
        let result = try sandbox.run(["run", path, "--report", "why.html"], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        let page = "file://" + sandbox.root + "/why.html"
        let dom = try Browser.run(browser, ["--dump-dom", page])
        #expect(dom.status == 0, "\(dom.stderr)")
        #expect(dom.stdout.contains("<h1>Why each body ran</h1>") && dom.stdout.contains("<svg"), "the browser's DOM:\n\(dom.stdout.prefix(2000))")
        #expect(dom.stdout.components(separatedBy: "class=\"badge ran\"").count > 10, "every body run is in the rendered tree")
        let consoleLines = dom.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("net::ERR") }
        #expect(consoleLines.isEmpty, "the browser's console:\n\(consoleLines.joined(separator: "\n"))")
        let picture = sandbox.root + "/why.png"
        let shot = try Browser.run(browser, ["--screenshot=\(picture)", "--window-size=1100,1400", page])
        #expect(shot.status == 0, "\(shot.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: picture))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 20_000, "a screenshot of \(png.count) bytes: an empty page?")
    }

    @Test func checkWhyShowsTheReasonsForTheLabsScenarioCheckByCheck() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let result = try sandbox.run(["check", "--why"])
        #expect(result.status == 1, "the starter still fails: \(result.output)")
        #expect(result.stdout.contains("Why each body ran or was skipped in the lab's scenario, check by check (every view):"), "\(result.stdout)")
        let lines = LessonExamplesTests.lines(of: result.stdout)
        for expected in [
            "══ check counts ══", "══ check badge-skipped ══", "  Badge: @self changed.",
            "    onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Badge.body runs on every CounterView.body run",
            "  CounterView: _count changed.", "    _count: @State changed 1 → 2",
        ] {
            #expect(lines.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
        let one = try sandbox.run(["check", "--why", "CounterView"])
        #expect(one.stdout.contains("  CounterView: _count changed.") && !one.stdout.contains("  Badge: @self changed."), "\(one.stdout)")
        let none = try sandbox.run(["check", "--why", "Missing"])
        #expect(none.stdout.contains("══ check badge-skipped ══\n  (no body of Missing ran or was skipped in this check)"), "\(none.stdout)")
        let json = try sandbox.run(["check", "--why", "--format", "json"])
        #expect(json.stdout.contains("Badge: @self changed."), "JSON keeps them in programOutput")
    }

    @Test func checkTraceIsAcceptedAndPrintsEveryBodyRun() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let result = try sandbox.run(["check", "--trace"])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.stdout.contains("Each body run in the lab's scenario, check by check (--trace):"), "\(result.stdout)")
        #expect(result.stdout.contains("  [trace] Badge: @self changed."), "\(result.stdout)")
        #expect(result.stdout.contains("══ check badge-skipped ══"), "\(result.stdout)")
        // The verdict itself is the same as without it.
        #expect(result.stdout.contains("Badge.body ran 3 times; expected ≤ 1: 2 × `@self` changed because `onTap` is a closure"), "\(result.stdout)")
    }
}

/// `course quiz`: after a predict answer, the simulator's reasons.
@Suite struct QuizReasonsTests {
    @Test func aPredictAnswerIsFollowedByTheSimulatorsReasons() throws {
        let sandbox = try QuizSessionTests.sandbox()
        defer { sandbox.remove() }
        let result = try QuizSessionTests.quiz(sandbox, ["--topic", "equatable", "--kind", "predict", "--count", "2", "--seed", "1"], input: "0\n3\n")
        #expect(result.status == 0, "\(result.output)")
        let lines = LessonExamplesTests.lines(of: result.stdout)
        #expect(lines.filter { $0.hasPrefix("Why, as the simulator saw it (`ScoreBadge` after the mount") }.count == 2, "\(result.stdout)")
        #expect(lines.contains("    updatedAt: 0 → 1"), "\(result.stdout)")
        #expect(lines.contains("  ScoreBadge: body skipped: ScoreBadge's == returned true (.equatable())."), "\(result.stdout)")
    }

    @Test func aMockInterviewKeepsItsDebriefShort() throws {
        let sandbox = try QuizSessionTests.sandbox()
        defer { sandbox.remove() }
        let result = try QuizSessionTests.quiz(sandbox, ["--mock", "--topic", "equatable", "--kind", "predict", "--count", "2"], input: "0\n3\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.stdout.contains("Why, as the simulator saw it"), "\(result.stdout)")
    }
}

/// As a student would: the labs' starters (and a wrong turn in lab 03) fail a
/// check, and the failure names the cause the simulator saw.
@Suite struct FailuresNameTheirCauseTests {
    static let starters: [(lab: String, check: String, cause: String)] = [
        ("08-equatable-chart", "chart-skips-ticks", "SalesChart.body ran 11 times; expected 1: 10 × `@self` changed because `onSelect` is a closure"),
        ("10-split-by-state", "heavy-parts-skip", "PlayerScreen.body ran 11 times; expected 1: 10 × @State `elapsed` changed"),
        ("10-split-by-state", "heavy-parts-skip", "It is built by PlayerScreen.body, which re-ran: 10 × @State `elapsed` changed"),
        ("14-debug-print-changes", "rows-skip-ticks", "40 × `@self` changed because `formatter` is a different instance of class NumberFormatter and `onFollow` is a closure"),
        ("03-keep-state-with-modifiers", "draft-survives-compact", "DraftCard was torn down and built again during toggle(\"Compact\"): an if/else showed it from its other branch"),
    ]

    @Test(arguments: starters.indices)
    func theStartersFailureNamesTheCause(_ index: Int) throws {
        let (lab, check, cause) = Self.starters[index]
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try #require(try sandbox.run(["reset", lab]).status == 0)
        let (status, verdict, output) = try CourseLabsTests.checkJSON(sandbox, lab)
        #expect(status == 1, "\(output)")
        let message = verdict.check(check)?["message"] as? String ?? ""
        // The labs draw how many ticks a check runs: the counts are any number, the cause is fixed.
        let pattern = NSRegularExpression.escapedPattern(for: cause).replacingOccurrences(of: #"\d+"#, with: #"\\d+"#, options: .regularExpression)
        #expect(message.range(of: pattern, options: .regularExpression) != nil, "\(lab) \(check): \(message)")
    }

    @Test func lab03sAnyViewAttemptSaysTheWrappedTypeChanged() throws {
        let lab = "03-keep-state-with-modifiers"
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try #require(try sandbox.run(["reset", lab]).status == 0)
        let file = sandbox.workspace + "/\(lab)/StatusSettings.swift"
        let starter = try String(contentsOfFile: file, encoding: .utf8)
        let attempt = starter.replacingOccurrences(of: """
                        if compact {
                            DraftCard()
                                .padding(4)
                                .opacity(0.8)
                        } else {
                            DraftCard()
                        }
            """, with: """
                        compact ? AnyView(DraftCard().padding(4).opacity(0.8)) : AnyView(DraftCard())
            """)
        try #require(attempt != starter, "the starter changed: update this attempt")
        try attempt.write(toFile: file, atomically: true, encoding: .utf8)
        let (status, verdict, output) = try CourseLabsTests.checkJSON(sandbox, lab)
        #expect(status == 1, "\(output)")
        let message = verdict.check("draft-survives-compact")?["message"] as? String ?? ""
        #expect(message.contains("AnyView's wrapped type changed from DraftCard to DraftCard with .padding(4).opacity(0.8)"), "\(message)")
    }
}

/// A headless Chromium for the tests that look at a page in a real browser:
/// the one on PATH, else installed from Debian when the machine allows it
/// (root with apt-get), else none (those tests say they were skipped).
enum Browser {
    static let path: String? = find() ?? (install() ? find() : nil)

    private static func find() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
        }
        return nil
    }

    private static func install() -> Bool {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/apt-get") else { return false }
        let script = "(apt-get install -y -qq chromium || (apt-get update -qq && apt-get install -y -qq chromium)) >/dev/null 2>&1"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["DEBIAN_FRONTEND": "noninteractive", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs the browser headless (no GPU; no sandbox of its own, as root
    /// needs), logging the page's console to standard error.
    static func run(_ browser: String, _ arguments: [String]) throws -> CourseSandbox.Result {
        let profile = NSTemporaryDirectory() + "course-browser-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
                             "--user-data-dir=" + profile] + arguments
        process.standardInput = FileHandle.nullDevice
        return try CourseSandbox.collect(process)
    }
}
