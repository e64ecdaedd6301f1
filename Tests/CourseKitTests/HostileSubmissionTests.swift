import Foundation
import Testing

@testable import CourseKit

/// One submission per class of attack on a grade (issue 12), each through
/// `course grade`, `course check` and `course autograde --gradescope`:
/// each scores at most what it earns, says why, changes nothing outside its
/// scratch folder, and an honest student graded after it keeps full marks.
/// Every source here is written for these tests; each defence is a mechanism
/// (module boundary, compiler-resolved policy, sandbox, limits, no links,
/// snapshot), so the tests vary the attack within its class.
@Suite(.serialized) struct HostileSubmissionTests {
    /// The fixture lab's solution (6/6) and starter (3/6) with hostile additions.
    struct Attack {
        var name: String
        /// `solution` or `starter`, then what is added.
        var base: Base
        var addition: String
        /// What the verdict must say (its problem, a policy rule, or compiler output).
        var expected: String
        /// The most it may score out of 6.
        var earns = 0

        /// The solution or starter with `addition` after it; `whole`: `addition` is the whole file.
        enum Base { case solution, starter, whole }

        func source(_ grading: GradeClass) -> String {
            switch base {
            case .solution: grading.solution + "\n" + addition + "\n"
            case .starter: grading.starter + "\n" + addition + "\n"
            case .whole: addition
            }
        }
    }

    /// A counter that shows the solution's plain badge when `condition` holds
    /// and the starter's closure-holding one otherwise: what would pass if lab
    /// code could tell the check that measures from the others.
    static func twoFaced(when condition: String, declarations: String, members: String = "") -> String {
        """
        import Foundation
        import SwiftUI

        \(declarations)

        struct CounterView: View {
            @State private var count = 0
        \(members)

            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Increment") { count += 1 }
                    if \(condition) { Plain(title: "Counter") } else { Badge(title: "Counter", onTap: { print("tapped") }) }
                }
            }
        }

        struct Plain: View {
            let title: String
            var body: some View { Text(title) }
        }

        struct Badge: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Text(title) }
        }
        """
    }

    /// Swift-level interference, below-Swift tricks and lint evasion, against the strict lab.
    static let attacks: [Attack] = [
        Attack(
            name: "re-registers-checks", base: .solution,
            addition: """
                extension LabChecks {
                    func check(_ id: String, _ body: @escaping @MainActor () throws -> Void) {}
                }
                """, expected: "LabChecks"),
        Attack(
            name: "own-viewhost", base: .starter,
            addition: """
                struct ViewHost {
                    init<V>(_ root: V) {}
                    var texts: [String] { ["Count: 2"] }
                    func tap(_ label: String) {}
                }
                """, expected: "checks-name"),
        Attack(
            name: "extends-viewhost", base: .starter,
            addition: """
                extension ViewHost {
                    var texts: [String] { ["Count: 2"] }
                }
                """, expected: "checks-name"),
        Attack(
            name: "int-comparison", base: .starter,
            addition: """
                extension Int {
                    static func <= (lhs: Int, rhs: Int) -> Bool { true }
                }
                """, expected: "checks-name"),
        Attack(
            name: "array-contains", base: .starter,
            addition: """
                extension Array where Element == String {
                    func contains(_ text: String) -> Bool { true }
                }
                """, expected: "checks-name"),
        Attack(
            name: "cdecl-write", base: .starter,
            addition: """
                @_cdecl("write") func forgedWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }
                """, expected: "underscored-attribute"),
        Attack(
            name: "backquoted-attribute", base: .starter,
            addition: """
                @`_silgen_name`("exit") func leave(_ code: Int32)
                """, expected: "underscored-attribute"),
        Attack(
            name: "format-string-read", base: .starter,
            addition: """
                import Foundation
                func peek(_ address: Int) -> String { String(format: "%s", address) }
                """, expected: "unsafe-code"),
        // The fifteenth review: the simulator's caller-context argument passed by
        // hand made an explicit `State(wrappedValue:)` lazy (SwiftUI has no such parameter).
        Attack(
            name: "forges-caller-context", base: .starter,
            addition: """
                func storage(_ value: @autoclosure @escaping () -> Int) -> State<Int> {
                    State(wrappedValue: value(), function: "CounterView")
                }
                """, expected: "simulator-internals"),
        // The sixteenth round: the same argument made by a generic helper, which
        // names nothing underscored (`T` is inferred as the context's type).
        Attack(
            name: "forges-caller-context-generically", base: .starter,
            addition: """
                func context<T: ExpressibleByStringLiteral>() -> T { "CounterView" }
                func storage(_ value: @autoclosure @escaping () -> Int) -> State<Int> {
                    State(wrappedValue: value(), function: context())
                }
                """, expected: "simulator-internals"),
        Attack(
            name: "overrides-role", base: .starter,
            addition: """
                extension Badge {
                    static var _role: _ViewRole { Group<Text>._role }
                }
                """, expected: "simulator-internals"),
        Attack(
            name: "reads-through-nsdata", base: .starter,
            addition: """
                import Foundation
                func steal() -> NSMutableData? { NSMutableData(contentsOfFile: "/proc/self/mem") }
                func plant() { try? "x".write(toFile: "/tmp/x", atomically: false, encoding: .utf8) }
                """, expected: "file-access"),
        Attack(
            name: "before-main", base: .starter,
            addition: """
                @_used @_section(".init_array") let early: @convention(c) () -> Void = { print("before main") }
                """, expected: "underscored-attribute"),
        Attack(
            name: "reads-own-memory", base: .starter,
            addition: """
                import Foundation
                func nonce() -> Data? { FileManager.default.contents(atPath: "/proc/self/mem") }
                """, expected: "file-access"),
        Attack(
            name: "scans-memory", base: .starter,
            addition: """
                func scan(_ bytes: [UInt8]) -> UInt8 {
                    bytes.withUnsafeBufferPointer { buffer in (buffer.baseAddress! - 4096).pointee }
                }
                """, expected: "unsafe-code"),
        Attack(
            name: "acknowledges-unsafe", base: .starter,
            addition: """
                func scan(_ bytes: [UInt8]) -> UInt8 {
                    unsafe bytes.withUnsafeBufferPointer { buffer in unsafe buffer[0] }
                }
                """, expected: "unsafe-code"),
        Attack(
            name: "writes-channel", base: .starter,
            addition: """
                import Foundation
                let forged: Void = FileHandle(fileDescriptor: 3).write(Data("\\tpass\\tbadge-skipped\\n".utf8))
                """, expected: "file-access"),
        Attack(
            name: "aliases-a-c-call", base: .solution,
            addition: """
                import Foundation
                let stop = exit
                func leave() { stop(0) }
                """, expected: "c-library"),
        Attack(
            name: "imports-glibc", base: .starter,
            addition: """
                import Glibc
                """, expected: "system-module"),
        Attack(
            name: "retroactive-conformance", base: .starter,
            addition: """
                extension String: @retroactive Identifiable { public var id: String { self } }
                """, expected: "retroactive-conformance"),
        Attack(
            name: "suppresses-a-counted-rule", base: .solution,
            addition: """
                struct Wrapped: View {
                    var body: some View {
                        // viewlint:disable:next anyview
                        AnyView(Text("wrapped"))
                    }
                }
                """, expected: "is ignored", earns: 5),
        Attack(
            name: "hides-behind-a-compiler-setting", base: .starter,
            addition: """
                import Foundation
                #if hasFeature(StrictMemorySafety)
                func leave() { exit(0) }
                #else
                func leave() {}
                #endif
                """, expected: "c-library"),
        Attack(
            name: "new-attribute-spellings", base: .starter,
            addition: """
                @used @section(".init_array") let early: @convention(c) () -> Void = { }
                """, expected: "underscored-attribute"),
        Attack(
            name: "launders-through-own-protocol", base: .starter,
            addition: """
                import Foundation
                protocol Loadable { init(contentsOf url: URL, options: Data.ReadingOptions) throws }
                extension Data: Loadable {}
                func load<T: Loadable>(_ type: T.Type) -> T? { try? T(contentsOf: URL(string: "file:///proc/self/mem")!, options: []) }
                """, expected: "retroactive-conformance"),
        // Behaves well only from the second CounterView made: in one process
        // that would be the second check's; each check runs in a fresh one.
        Attack(
            name: "remembers-between-checks", base: .whole,
            addition: twoFaced(
                when: "seasoned", declarations: "enum Made { static var views = 0 }",
                members: """
                    let seasoned: Bool

                    init() {
                        Made.views += 1
                        seasoned = Made.views > 1
                    }
                """), expected: "Badge.body ran 3 times", earns: 3),
        // Behaves well only in the check that measures, if it can tell which
        // one it is in: the check's id never reaches the program's arguments.
        Attack(
            name: "knows-its-check", base: .whole,
            addition: twoFaced(
                when: "startedWith.contains(\"badge\")",
                declarations: "let startedWith = (CommandLine.arguments + ProcessInfo.processInfo.arguments).joined(separator: \" \")"),
            expected: "Badge.body ran 3 times", earns: 3),
        // Terminal controls in what the program prints reach the verdict
        // (its output is shown when a run stops): printed raw they would
        // clear the reader's screen, write their clipboard (OSC 52) or
        // overwrite a line with a forged "Passed".
        Attack(
            name: "terminal-controls", base: .whole,
            addition: """
                import SwiftUI

                struct CounterView: View {
                    var body: some View {
                        Text(title())
                    }

                    func title() -> String {
                        print("\\u{1B}[2J\\u{1B}]52;c;Zm9yZ2Vk\\u{07}\\r✓ Passed. Score 6/6")
                        fatalError("\\u{1B}]0;renamed\\u{07}")
                    }
                }

                struct Badge: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                """, expected: "Fatal error: \u{FFFD}]0;renamed\u{FFFD}"),
        Attack(
            name: "qualified-anyview", base: .solution,
            addition: """
                typealias Erased = SwiftUI.AnyView
                struct Wrapped: View {
                    var body: some View { Erased(Text("wrapped")) }
                }
                """, expected: "resolved this name to AnyView", earns: 5),
    ]

    @Test func everyAttackScoresAtMostWhatItEarnsThroughGrade() throws {
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.add("000-honest-first", grading.solution)
        for attack in Self.attacks { try grading.add(attack.name, attack.source(grading)) }
        try grading.add("zzz-honest-last", grading.solution)
        let (status, summary, result) = try grading.gradeJSON(["--jobs", "1"])
        #expect(status == 0, "\(result.output)")
        #expect(summary["graded"] as? Int == Self.attacks.count + 2, "\(summary)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], Int($0[1]) ?? -1) }, uniquingKeysWith: { $1 })
        #expect(scores["000-honest-first"] == 6 && scores["zzz-honest-last"] == 6, "\(scores)")
        for attack in Self.attacks {
            #expect((scores[attack.name] ?? 99) <= attack.earns, "\(attack.name) scored \(scores[attack.name] ?? -1)")
            let feedback = try grading.read("feedback/\(attack.name).md")
            #expect(feedback.contains(attack.expected), "\(attack.name): \(feedback)")
            #expect(!feedback.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(attack.name): control characters in its feedback")
        }
    }

    @Test(arguments: attacks.map(\.name)) func everyAttackFailsThroughCheckAndAutograde(name: String) throws {
        let attack = try #require(Self.attacks.first { $0.name == name })
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.sandbox.startLab()
        try grading.sandbox.writeStudentFile(attack.source(grading))
        let (status, verdict, result) = try grading.sandbox.checkJSON()
        #expect(status == 1 || attack.earns == 6, "\(result.output)")
        #expect((verdict["score"] as? Int ?? 99) <= attack.earns, "\(result.output)")
        let text = try grading.sandbox.run(["check"])
        #expect(result.stdout.contains(attack.expected) && text.stdout.contains(attack.expected), "\(result.output)\n\(text.output)")
        // Not on a terminal, so no colour either: no control character at all.
        #expect(!text.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "control characters reached the terminal: \(text.output.debugDescription)")

        let submission = grading.sandbox.root + "/autograder/submission"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try attack.source(grading).write(toFile: submission + "/Counter.swift", atomically: true, encoding: .utf8)
        let results = grading.sandbox.root + "/autograder/results/results.json"
        let autograde = try grading.sandbox.run([
            "autograde", "--gradescope", "--lab", "01-counter", "--submission", submission, "--results", results,
        ])
        #expect(autograde.status == 0, "\(autograde.output)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any] ?? [:]
        #expect(((json["score"] as? NSNumber)?.intValue ?? 99) <= attack.earns, "\(json)")
        #expect((json["output"] as? String ?? "").contains(attack.expected) || attack.earns > 0, "\(json)")
    }

    /// The check that holds the line behind `checks-name`: after compiling,
    /// every name in the checks that resolved into the student's module must
    /// be one of the lab's types. Exercised here on the compiler's output
    /// directly, with shadows the syntax rule would also catch, so each layer
    /// is tested on its own.
    @Test func checksThatResolveIntoStudentCodeAreCaught() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let course = try Course.load(root: sandbox.course)
        let lab = try course.lab(named: "01-counter")
        let runner = try LabRunner.prepare(courseRoot: sandbox.course, currentDirectory: sandbox.root, environment: sandbox.environment, log: { _ in })
        let solution = try sandbox.solution()
        let cases: [(String, expected: String?)] = [
            (solution, nil),
            (solution + "\nextension Array where Element == String { func contains(_ text: String) -> Bool { true } }\n", "contains"),
            (solution + "\nextension DefaultStringInterpolation { mutating func appendInterpolation(_ value: [String]) {} }\n", "appendInterpolation"),
            (solution + "\nfunc expect(_ condition: Bool, _ message: String) {}\n", "expect"),
        ]
        for (source, expected) in cases {
            let built = try StudentBuild(source, named: "Counter.swift", runner: runner)
            defer { built.remove() }
            let student = try built.build.compileStudent([built.file], paths: built.paths)
            #expect(student.succeeded, "\(student.diagnostics)")
            let checks = try built.build.compileChecks(lab.checkFiles, paths: built.paths)
            guard checks.succeeded else {
                // Swift found the shadow ambiguous: the checks do not even compile, which costs only this student.
                #expect(expected != nil, "\(checks.diagnostics)")
                continue
            }
            let studentReferences = try StudentBuild.references(student)
            let checksReferences = try StudentBuild.references(checks)
            var files = SourceFiles()
            files.add(built.file, display: "Counter.swift", text: source)
            let policy = try SourcePolicy(lab: lab, studentSources: [source])
            let found = policy.checkChecksReferences(checksReferences, student: studentReferences, files: files)
            if let expected {
                #expect(found.contains { $0.message.contains(expected) && $0.path == "Counter.swift" }, "\(expected): \(found)")
            } else {
                #expect(found.isEmpty, "the honest solution: \(found)")
            }
        }
    }

    // MARK: Lint evasion by spelling (issue 22, class 6)

    /// A spelling that hides a side effect from a rule that matches names,
    /// added to the solution of the course's lab that counts the rule:
    /// declarations at the top of the file, a statement at the top of `body`'s `VStack`.
    static let sideEffectEvasions: [(name: String, declarations: String, statement: String)] = [
        ("qualified-task", "", "let _ = _Concurrency.Task { }"),
        ("queue-in-a-local", "", "let queue = DispatchQueue.main\n            let _ = queue.async { }"),
        ("aliased-task", "typealias Work = _Concurrency.Task", "let _ = Work { }"),
        ("wrapper-function", "func later(_ work: @escaping @Sendable () -> Void) { DispatchQueue.main.async(execute: work) }", "let _ = later { }"),
        ("extension-member", "extension DispatchQueue {\n    func soon(_ work: @escaping @Sendable () -> Void) { async(execute: work) }\n}", "let _ = DispatchQueue.main.soon { }"),
    ]

    /// The 1-based line of the first line of `source` holding `text`.
    static func line(of text: String, in source: String) -> Int? {
        source.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// Through `course check` on Labs/01-side-effect-in-body: every evasion
    /// costs exactly the counted rule's points (the checks still pass), and
    /// the finding is the rule's, at the student's line, in JSON and text.
    @Test(arguments: sideEffectEvasions.map(\.name)) func sideEffectEvasionsCostTheCountedRule(name: String) throws {
        let evasion = try #require(Self.sideEffectEvasions.first { $0.name == name })
        let lab = "01-side-effect-in-body"
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try #require(try sandbox.run(["reset", lab]).status == 0)
        let solution = try String(contentsOfFile: sandbox.course + "/Solutions/\(lab)/FeedView.swift", encoding: .utf8)
        let source = solution
            .replacingOccurrences(of: "import SwiftUI\n", with: "import Foundation\nimport SwiftUI\n\n\(evasion.declarations)\n")
            .replacingOccurrences(of: "        VStack {\n", with: "        VStack {\n            \(evasion.statement)\n")
        try source.write(toFile: sandbox.workspace + "/\(lab)/FeedView.swift", atomically: true, encoding: .utf8)
        let line = try #require(Self.line(of: evasion.statement.components(separatedBy: "\n").last!.trimmingCharacters(in: .whitespaces), in: source))

        let (status, verdict, output) = try CourseLabsTests.checkJSON(sandbox, lab)
        #expect(status == 1, "\(output)")
        #expect(verdict["stage"] as? String == "complete", "\(output)")
        #expect(verdict.checks.allSatisfy { $0["passed"] as? Bool == true }, "the evasion does nothing the checks see: \(output)")
        #expect(verdict["score"] as? Int == 50 && verdict["maxScore"] as? Int == 55, "\(output)")
        let lint = verdict["lint"] as? [[String: Any]] ?? []
        #expect(lint.count == 1, "\(output)")
        #expect(lint.first?["rule"] as? String == "side-effect-in-body" && lint.first?["line"] as? Int == line, "\(output)")
        #expect(lint.first?["counts"] as? Bool == true && (lint.first?["path"] as? String ?? "").hasSuffix("FeedView.swift"), "\(output)")

        let text = try sandbox.run(["check", lab])
        #expect(text.stdout.contains("FeedView.swift:\(line):") && text.stdout.contains("[side-effect-in-body] (counts in this lab)"), "\(text.output)")
    }

    /// Through `course check` on the course's labs that count the other rules
    /// judged on resolved names: each evasion is found at the student's line.
    @Test func evasionsOfTheOtherCountedRulesAreFound() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        // Lab, file, what to replace in the solution with what, and (rule, text of the line it must report).
        let cases: [(lab: String, file: String, edits: [(String, String)], expected: [(rule: String, line: String)])] = [
            (
                "02-hoist-formatters", "OrdersScreen.swift",
                [
                    ("import SwiftUI\n", """
                    import SwiftUI

                    typealias Coder = Foundation.JSONDecoder

                    enum Coders {
                        static func lenient() -> JSONDecoder { JSONDecoder() }
                    }

                    func encoded(_ id: Int) -> String { String(decoding: (try? JSONEncoder().encode(id)) ?? Data(), as: UTF8.self) }

                    func euros(_ value: Double) -> String { FloatingPointFormatStyle<Double>.number.format(value) }

                    """),
                    ("    let now: Date\n", "    let now: Date\n    let decoder = Coders.lenient()\n    let shown = euros(12.5)\n"),
                    ("        HStack {\n", "        HStack {\n            let _ = Coder()\n            let _ = encoded(order.id)\n"),
                ],
                [("expensive-init", "let decoder = Coders.lenient()"), ("expensive-init", "let shown = euros(12.5)"), ("allocation-in-body", "let _ = Coder()"), ("allocation-in-body", "let _ = encoded(order.id)")]
            ),
            (
                "04-stable-ids", "ChatList.swift",
                [
                    ("import SwiftUI\n", "import SwiftUI\n\nextension UUID {\n    static var fresh: UUID { UUID() }\n}\n"),
                    ("            Text(syncs == 1", "            Text(\"Chat\").id(Foundation.UUID())\n            Text(\"Messages\").id(UUID.fresh)\n            Text(syncs == 1"),
                ],
                [("unstable-id", "id(Foundation.UUID())"), ("unstable-id", "id(UUID.fresh)")]
            ),
            (
                "17-list-rows", "Inbox.swift",
                [
                    ("import SwiftUI\n", "import SwiftUI\n\nextension Array where Element == Mail {\n    var unarchived: [Mail] { filter { !$0.isArchived } }\n}\n"),
                    ("        VStack {\n", "        let flagged = mails.filter { $0.isFlagged }\n        VStack {\n            ForEach(flagged) { Text($0.subject) }\n            ForEach(mails.unarchived) { Text($0.subject) }\n"),
                ],
                [("inline-collection-transform", "ForEach(flagged)"), ("inline-collection-transform", "ForEach(mails.unarchived)")]
            ),
            (
                "12-lazy-list", "InboxView.swift",
                [
                    ("            ScrollView {\n                LazyVStack(alignment: .leading) {", "            SwiftUI.ScrollView {\n                VStack(alignment: .leading) {"),
                    ("        NavigationStack {\n", "        NavigationStack {\n            ScrollView { more }\n"),
                    ("    let messages: [Message]\n", "    let messages: [Message]\n\n    var more: some View {\n        VStack { ForEach(messages) { MessageRow(message: $0) } }\n    }\n"),
                ],
                [("non-lazy-large-list", "VStack(alignment: .leading) {"), ("non-lazy-large-list", "ScrollView { more }")]
            ),
            (
                "03-keep-state-with-modifiers", "StatusSettings.swift",
                [
                    ("            DraftCard()\n                .padding(compact ? 4 : 0)\n                .opacity(compact ? 0.8 : 1)\n",
                     "            if compact {\n                card\n            } else {\n                card.padding(4)\n            }\n"),
                    ("    @State private var compact = false\n", "    @State private var compact = false\n\n    var card: some View { DraftCard() }\n"),
                ],
                [("conditional-inclusion", "if compact {")]
            ),
        ]
        for (lab, file, edits, expected) in cases {
            try #require(try sandbox.run(["reset", lab]).status == 0)
            var source = try String(contentsOfFile: sandbox.course + "/Solutions/\(lab)/\(file)", encoding: .utf8)
            for (anchor, replacement) in edits {
                #expect(source.contains(anchor), "\(lab): the solution has no \(anchor.debugDescription)")
                source = source.replacingOccurrences(of: anchor, with: replacement)
            }
            try source.write(toFile: sandbox.workspace + "/\(lab)/\(file)", atomically: true, encoding: .utf8)
            let (status, verdict, output) = try CourseLabsTests.checkJSON(sandbox, lab)
            #expect(status == 1 && verdict["stage"] as? String == "complete", "\(lab): \(output)")
            let lint = verdict["lint"] as? [[String: Any]] ?? []
            for (rule, text) in expected {
                let line = try #require(Self.line(of: text, in: source))
                #expect(
                    lint.contains { $0["rule"] as? String == rule && $0["line"] as? Int == line && $0["counts"] as? Bool == true },
                    "\(lab): \(rule) at line \(line) (\(text)): \(output)")
            }
        }
    }

    // MARK: Symlinks

    @Test func linksAreNeverFollowedAnywhere() throws {
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        let course = grading.sandbox.course
        try grading.add("alice", grading.solution)
        try grading.addFolder("mallory")
        try FileManager.default.createSymbolicLink(atPath: grading.submissions + "/mallory/Counter.swift", withDestinationPath: "../alice/Counter.swift")
        try grading.addFolder("trent")
        try FileManager.default.createSymbolicLink(
            atPath: grading.submissions + "/trent/Counter.swift", withDestinationPath: course + "/Solutions/01-counter/Counter.swift")
        try grading.addFolder("eve")
        try FileManager.default.createSymbolicLink(atPath: grading.submissions + "/eve/Counter.swift", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: grading.submissions + "/victor", withDestinationPath: grading.submissions + "/alice")
        let (status, _, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == ["alice": "6", "mallory": "0", "trent": "0", "eve": "0", "victor": "0"], "\(scores)")
        for student in ["mallory", "trent", "eve", "victor"] {
            let feedback = try grading.read("feedback/\(student).md")
            #expect(feedback.contains("symbolic link"), "\(student): \(feedback)")
            #expect(!feedback.contains("root:x:0:0") && !feedback.contains("Badge(title: \"Counter\")"), "\(student): nothing read through the link")
        }

        // --all layout: a lab folder that is a link to a classmate's.
        let all = try GradeClass(timeLimit: 20)
        defer { all.remove() }
        try FileManager.default.createDirectory(atPath: all.submissions + "/alice/01-counter", withIntermediateDirectories: true)
        try all.solution.write(toFile: all.submissions + "/alice/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: all.submissions + "/walter", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: all.submissions + "/walter/01-counter", withDestinationPath: "../alice/01-counter")
        let allRun = try all.sandbox.run(["grade", all.submissions, "--all", "--out", all.out, "--format", "json"])
        #expect(allRun.status == 0, "\(allRun.output)")
        #expect(try all.read("feedback/walter.md").contains("symbolic link"))
        let allGradebook = try all.read("gradebook.csv")
        #expect(try all.csv("gradebook.csv").contains(["walter", "0", "0"]), "\(allGradebook)")

        // course check: a workspace file that is a link.
        try grading.sandbox.startLab()
        try FileManager.default.removeItem(atPath: grading.sandbox.studentFile)
        try FileManager.default.createSymbolicLink(atPath: grading.sandbox.studentFile, withDestinationPath: course + "/Solutions/01-counter/Counter.swift")
        let check = try grading.sandbox.run(["check"])
        #expect(check.status == 1 && check.stdout.contains("symbolic link"), "\(check.output)")

        // course autograde: a link in the submission folder.
        let submission = grading.sandbox.root + "/autograder/submission"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: submission + "/Counter.swift", withDestinationPath: course + "/Solutions/01-counter/Counter.swift")
        let results = grading.sandbox.root + "/autograder/results/results.json"
        let autograde = try grading.sandbox.run(["autograde", "--gradescope", "--lab", "01-counter", "--submission", submission, "--results", results])
        #expect(autograde.status == 0, "\(autograde.output)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any] ?? [:]
        #expect((json["score"] as? NSNumber)?.intValue == 0 && (json["output"] as? String ?? "").contains("symbolic link"), "\(json)")
    }

    // MARK: The sandbox, for code the policy would let through

    static var walls: Sandbox? {
        let sandbox = try? Sandbox.detect(.auto, environment: ProcessInfo.processInfo.environment)
        return sandbox?.hasWalls == true ? sandbox : nil
    }

    /// A submission for the open lab that, when its view first renders, tries
    /// to escape in every way the tests know, printing what happened to each.
    static func escapeAttempts(writeTo targets: [String], socket: String) -> String {
        let list = targets.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            import SwiftUI
            import Foundation
            import Glibc

            struct CounterView: View {
                @State private var count = 0
                var body: some View {
                    let _ = Escape.once
                    VStack {
                        Text("Count: \\(count)")
                        Button("Increment") { count += 1 }
                        Badge(title: "Counter")
                    }
                }
            }

            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }

            enum Escape {
                static let once: Void = run()
                static func attempt(_ what: String, _ body: () -> Bool) {
                    print("\\(what): \\(body() ? "ESCAPED" : "blocked")")
                }
                static func write(_ path: String) -> Bool {
                    guard let file = fopen(path, "w") else { return false }
                    fputs("forged\\n", file)
                    fclose(file)
                    return true
                }
                static func run() {
                    for path in [\(list)] { attempt("write \\(path)") { write(path) } }
                    attempt("remount / read-write") { mount("none", "/", nil, UInt(MS_REMOUNT | MS_BIND), nil) == 0 }
                    attempt("remount /usr read-write") { mount("none", "/usr", nil, UInt(MS_REMOUNT | MS_BIND), nil) == 0 }
                    attempt("write /usr") { write("/usr/course-escape") }
                    attempt("see /sys") { access("/sys/kernel", F_OK) == 0 }
                    attempt("see the host's processes") { access("/proc/1/root/etc", F_OK) == 0 && getpid() != 1 && access("/proc/3", F_OK) == 0 }
                    attempt("read its own memory") { open("/proc/self/mem", O_RDONLY) >= 0 }
                    attempt("write a sysctl") { write("/proc/sys/kernel/hostname") }
                    attempt("become root") { setuid(0) == 0 }
                    attempt("a user namespace") { system("unshare -U true 2>/dev/null") == 0 }
                    attempt("the network") {
                        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                        var address = sockaddr_in()
                        address.sin_family = sa_family_t(AF_INET)
                        address.sin_port = in_port_t(53).bigEndian
                        address.sin_addr.s_addr = inet_addr("1.1.1.1")
                        return withUnsafePointer(to: &address) {
                            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                        } == 0
                    }
                    attempt("a unix socket outside") {
                        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                        var address = sockaddr_un()
                        address.sun_family = sa_family_t(AF_UNIX)
                        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                            for (index, byte) in "\(socket)".utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
                        }
                        return withUnsafePointer(to: &address) {
                            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
                        } == 0
                    }
                    attempt("write the sandbox's root") { write("/course-escape") }
                    attempt("write the sandbox's /dev") { write("/dev/course-escape") }
                    _ = shmget(0x5eed, 4096, IPC_CREAT | 0o666)
                    _ = write("/dev/shm/course-escape")
                    print("uid \\(getuid())")
                }
            }
            """
    }

    @Test(.enabled(if: walls != nil, "needs bubblewrap and user namespaces (apt-get install bubblewrap)"))
    func theSandboxHoldsForCodeThePolicyLetsThrough() throws {
        var grading = try GradeClass(timeLimit: 30)
        defer { grading.remove() }
        try grading.sandbox.addOpenLab()
        let course = grading.sandbox.course
        let outsider = NSTemporaryDirectory() + "course-escape-" + UUID().uuidString
        let socketPath = grading.sandbox.root + "/listening.sock"
        let listener = try UnixListener(path: socketPath)
        let targets = [
            course + "/Labs/02-open/Checks/CounterChecks.swift", course + "/Labs/02-open/lab.json", course + "/Solutions/02-open/Counter.swift",
            grading.submissions + "/a-saboteur/Counter.swift", grading.submissions + "/b-honest/Counter.swift", grading.out + "/.cache/forged.json",
            grading.out + "/gradebook.csv", grading.sandbox.root + "/escaped-home.txt", outsider,
        ]
        try grading.add("a-saboteur", Self.escapeAttempts(writeTo: targets, socket: socketPath))
        try grading.add("b-honest", grading.solution)
        func snapshot() -> [String: Data?] {
            var files: [String: Data?] = [:]
            for path in targets { files[path] = FileManager.default.contents(atPath: path) }
            for folder in [course, grading.submissions] {
                for name in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
                    files[folder + "/" + name] = FileManager.default.contents(atPath: folder + "/" + name)
                }
            }
            files["/dev"] = Data(((try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []).sorted().joined(separator: "\n").utf8)
            files["/dev/shm"] = Data(((try? FileManager.default.contentsOfDirectory(atPath: "/dev/shm")) ?? []).sorted().joined(separator: "\n").utf8)
            files["/proc/sysvipc/shm"] = FileManager.default.contents(atPath: "/proc/sysvipc/shm")
            return files
        }
        let before = snapshot()
        let (status, _, result) = try grading.sandbox.run([
            "grade", grading.submissions, "--lab", "02-open", "--out", grading.out, "--jobs", "1", "--isolation", "sandbox", "--format", "json",
        ]).jsonSummary
        #expect(status == 0, "\(result.output)")
        let after = snapshot()
        for (path, data) in before where !path.hasPrefix(grading.out) {
            #expect(after[path] == data, "\(path) changed")
        }
        #expect(!FileManager.default.fileExists(atPath: outsider))
        #expect(!FileManager.default.fileExists(atPath: "/usr/course-escape"))
        #expect(listener.connections == 0, "a connection reached the unix socket outside")
        let feedback = try grading.read("feedback/a-saboteur.md")
        // Writing straight into /tmp works, into the sandbox's own tmpfs: the host's /tmp never sees it (checked above).
        let escaped = feedback.split(separator: "\n").filter { $0.contains("ESCAPED") && !$0.contains("write \(outsider):") }
        #expect(escaped.isEmpty, "\(feedback)")
        #expect(feedback.contains("remount / read-write: blocked") && feedback.contains("the network: blocked"), "\(feedback)")
        #expect(feedback.contains("write the sandbox's root: blocked") && feedback.contains("write the sandbox's /dev: blocked"), "\(feedback)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["b-honest", "6", "6"]), "the honest student graded after the saboteur: \(gradebook)")
        #expect((try grading.read("summary.html")).contains("bubblewrap sandbox"))
    }

    /// Limits only (`--isolation none`): still never root. A grader running
    /// as root runs each student program as a user of its own.
    @Test(.enabled(if: geteuid() == 0, "only a grader running as root switches users"))
    func withoutTheSandboxStudentCodeStillDoesNotRunAsRoot() throws {
        var grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.sandbox.addOpenLab()
        try grading.add("mallory", grading.solution.replacingOccurrences(of: "Text(title)", with: "Text(who(title))") + """

            import Glibc
            func who(_ title: String) -> String {
                print("running as uid \\(getuid())")
                return title
            }
            """)
        let result = try grading.sandbox.run([
            "grade", grading.submissions, "--lab", "02-open", "--out", grading.out, "--isolation", "none", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.output)")
        let feedback = try grading.read("feedback/mallory.md")
        let uid = feedback.components(separatedBy: "running as uid ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        #expect(uid.map { $0 >= 200_000 } == true, "a user of its own, never root: \(feedback)")
    }

    // MARK: Resources

    @Test(.enabled(if: walls?.controlGroups != nil, "needs bubblewrap and writable control groups (run as root, or a delegated cgroup v2)"))
    func resourcesAreCappedForTheWholeProgram() throws {
        var sandbox = try CourseSandbox(timeLimit: 30, memoryLimitMB: 600)
        defer { sandbox.remove() }
        try sandbox.addOpenLab()
        func run(_ attack: String) throws -> [String: Any] {
            try sandbox.writeStudentFile(
                sandbox.solution().replacingOccurrences(of: "Text(title)", with: "Text(attack(title))")
                    + "\nimport Glibc\nimport Foundation\n" + attack)
            return try sandbox.checkJSON().verdict
        }
        // Processes: a fork bomb stops at the cap, and nothing outlives the run.
        let forks = try run("""
            func attack(_ title: String) -> String {
                var started = 0
                while started < 100_000 {
                    let child = fork()
                    if child == 0 { sleep(60); exit(0) }
                    if child < 0 { break }
                    started += 1
                }
                print("started \\(started) processes")
                return title
            }
            """)
        let started = Self.numbers(after: "started ", in: forks["programOutput"] as? String ?? "").max() ?? -1
        #expect(started >= 0 && started < 128, "\(forks["programOutput"] ?? "")")
        // Memory: four processes of 300 MB each pass a per-process cap of 600 MB, not the group's.
        let memory = try run("""
            func attack(_ title: String) -> String {
                var children: [pid_t] = []
                for _ in 0..<4 {
                    let child = fork()
                    if child == 0 {
                        var hog: [[UInt8]] = []
                        for _ in 0..<30 { hog.append([UInt8](repeating: 1, count: 10 << 20)) }
                        sleep(5)
                        exit(0)
                    }
                    children.append(child)
                }
                for child in children {
                    var status: Int32 = 0
                    waitpid(child, &status, 0)
                    print(status & 0x7f == SIGKILL ? "child killed" : "child finished")
                }
                return title
            }
            """)
        #expect((memory["programOutput"] as? String ?? "").contains("child killed"), "\(memory["programOutput"] ?? "")")
        // File size: writing stops at the cap.
        let file = try run("""
            func attack(_ title: String) -> String {
                signal(SIGXFSZ, SIG_IGN)
                let chunk = [UInt8](repeating: 7, count: 1 << 20)
                var written = 0
                let fd = open("big", O_WRONLY | O_CREAT, 0o644)
                while written < 200 << 20 {
                    let count = Glibc.write(fd, chunk, chunk.count)
                    if count <= 0 { break }
                    written += count
                }
                print("wrote \\(written >> 20) MB")
                return title
            }
            """)
        let megabytes = Self.numbers(after: "wrote ", in: file["programOutput"] as? String ?? "").max() ?? -1
        #expect(megabytes >= 0 && megabytes <= 64, "\(file["programOutput"] ?? "")")
    }

    /// The numbers printed right after `prefix` (each check's run prints its own).
    static func numbers(after prefix: String, in output: String) -> [Int] {
        output.components(separatedBy: prefix).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    @Test func aCompileBombCostsOnlyItsOwnGrade() throws {
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        let manifest = grading.sandbox.course + "/Labs/01-counter/lab.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"timeLimit\"", with: "\"compileTimeLimit\": 6, \"compileMemoryLimitMB\": 1200, \"timeLimit\"")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        // 157 KB (under `Files.studentSourceLimit`) that takes the type checker minutes: each
        // element's operators are solved against the array's `Double`.
        let bomb = "let numbers: [Double] = [" + (0..<12_000).map { "\($0) * 2 + 1" }.joined(separator: ",") + "]\n"
        try grading.add("a-bomb", grading.solution + "\n" + bomb)
        try grading.add("b-honest", grading.solution)
        let start = Date()
        let (status, _, result) = try grading.gradeJSON(["--jobs", "1"])
        #expect(status == 0, "\(result.output)")
        #expect(Date().timeIntervalSince(start) < 120)
        let feedback = try grading.read("feedback/a-bomb.md")
        // Stopped wherever the bomb goes off first: reading it (the worker's alarm on the lint and policy pass, issue 22) or compiling it.
        #expect(feedback.contains("the compiler was stopped after 6 s") || feedback.contains("the compiler ran out of memory")
                    || feedback.contains("the grader stopped reading this code after 6 s"), "\(feedback)")
        #expect(try grading.csv("gradebook.csv").contains(["b-honest", "6", "6"]))
    }

    // MARK: The snapshot and the cache

    /// What judges a run is the snapshot taken at its start: read-only copies,
    /// hashed from the copies. Changing (or replacing with links) the course's
    /// files afterwards changes neither.
    @Test func theSnapshotIsWhatJudges() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let lab = try Course.load(root: sandbox.course).lab(named: "01-counter")
        let stage = try Files.temporaryDirectory(prefix: "course-snapshot-test")
        defer { LabSnapshot.remove(stage) }
        let snapshot = try LabSnapshot.take(lab, into: stage)
        let checks = lab.directory + "/Checks/CounterChecks.swift"
        let staged = snapshot.lab.directory + "/Checks/CounterChecks.swift"
        let original = try String(contentsOfFile: checks, encoding: .utf8)
        try "// tampered\n".write(toFile: checks, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: staged, encoding: .utf8) == original)
        #expect(access(staged, W_OK) != 0 || getuid() == 0, "read-only")
        let mode = (try FileManager.default.attributesOfItem(atPath: staged)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o444)
        // The hash is of what was copied: the same content gives the same hash, a change another.
        try original.write(toFile: checks, atomically: true, encoding: .utf8)
        let again = try Files.temporaryDirectory(prefix: "course-snapshot-test")
        defer { LabSnapshot.remove(again) }
        #expect(try LabSnapshot.take(lab, into: again).hash == snapshot.hash)
        // A changed copy is noticed (the grader checks after every submission).
        #expect(snapshot.isIntact())
        chmod(staged, 0o644)
        try "// changed during the run\n".write(toFile: staged, atomically: false, encoding: .utf8)
        #expect(!snapshot.isIntact())
        // A lab whose part is a link is refused.
        try FileManager.default.removeItem(atPath: checks)
        try FileManager.default.createSymbolicLink(atPath: checks, withDestinationPath: "/etc/passwd")
        let third = try Files.temporaryDirectory(prefix: "course-snapshot-test")
        defer { LabSnapshot.remove(third) }
        #expect(throws: CourseError.self) { try LabSnapshot.take(lab, into: third) }
    }


    /// Grades are keyed by the lab as snapshotted for the run: change the
    /// course's checks and every grade is made again, with the new checks.
    @Test func gradesAreKeyedByTheLabSnapshot() throws {
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.add("alice", grading.solution)
        try grading.add("bob", grading.starter)
        let first = try grading.gradeJSON()
        #expect(first.status == 0, "\(first.result.output)")
        #expect(try grading.csv("gradebook.csv").contains(["bob", "3", "3"]))
        let checks = grading.sandbox.course + "/Labs/01-counter/Checks/CounterChecks.swift"
        let relaxed = try String(contentsOfFile: checks, encoding: .utf8).replacingOccurrences(of: "atMost: 1", with: "atMost: 5")
        try relaxed.write(toFile: checks, atomically: true, encoding: .utf8)
        let second = try grading.gradeJSON()
        #expect(second.summary["cached"] as? Int == 0 && second.summary["graded"] as? Int == 2, "\(second.summary)")
        #expect(try grading.csv("gradebook.csv").contains(["bob", "6", "6"]), "bob regraded with the checks as they are now")
        let third = try grading.gradeJSON()
        #expect(third.summary["cached"] as? Int == 2, "unchanged: from the cache \(third.summary)")
    }
}

extension CourseSandbox.Result {
    /// `course grade --format json`'s summary, decoded.
    var jsonSummary: (Int32, [String: Any], CourseSandbox.Result) {
        (status, ((try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]) ?? [:], self)
    }
}

/// A listening unix socket that counts the connections it accepts.
final class UnixListener: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var accepted = 0
    var connections: Int { lock.withLock { accepted } }

    init(path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { throw CourseError("cannot listen on \(path)") }
        chmod(path, 0o777)
        let descriptor = fd
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(descriptor, nil, nil)
                if client < 0 { return }
                lock.withLock { accepted += 1 }
                close(client)
            }
        }
    }

    deinit { close(fd) }
}
