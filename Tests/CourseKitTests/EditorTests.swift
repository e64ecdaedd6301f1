import Foundation
import Testing

/// The files `course next`, `reset`, `check`, `watch`, `run` and `editor`
/// write for SourceKit-LSP, checked as written, and then used: the
/// toolchain's real `sourcekit-lsp` is started over stdio, as VS Code or
/// Neovim start it, on a workspace the real `course` made, with the course
/// folder or the workspace as the project root.
@Suite(.serialized) struct EditorTests {
    struct Entry: Decodable {
        var directory: String
        var file: String
        var arguments: [String]
    }

    static func database(_ workspace: String) throws -> [Entry] {
        try JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: workspace + "/compile_commands.json")))
    }

    /// Whether `arguments` has `run` as consecutive elements.
    static func contains(_ arguments: [String], _ run: [String]) -> Bool {
        guard arguments.count >= run.count else { return false }
        return (0...(arguments.count - run.count)).contains { Array(arguments[$0..<($0 + run.count)]) == run }
    }

    // MARK: The files

    @Test func nextWritesTheRunnersSettingsForEachLabFile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let entries = try Self.database(sandbox.workspace)
        try #require(entries.count == 1, "\(entries)")
        let entry = entries[0]
        #expect(entry.file == sandbox.studentFile)
        #expect(entry.directory == sandbox.labDirectory)
        let arguments = entry.arguments
        #expect(arguments.first?.hasSuffix("/swiftc") == true)
        #expect(arguments.last == sandbox.studentFile, "the module's files end the command")
        for run in [
            ["-parse-as-library"], ["-swift-version", "6"], ["-Onone"], ["-enable-testing"], ["-module-name", "StudentCode"],
            ["-module-alias", "SwiftUI=SwiftUISim"], ["-strict-memory-safety"], ["-Werror", "StrictMemorySafety"],
            ["-module-cache-path", CourseSandbox.sharedCache + "/module-cache"], ["-default-isolation", "MainActor"],
            ["-enable-upcoming-feature", "InferIsolatedConformances"], ["-enable-upcoming-feature", "NonisolatedNonsendingByDefault"],
            ["-package-name", "CourseLab"],
        ] {
            #expect(Self.contains(arguments, run), "\(run) missing from \(arguments)")
        }
        let simulator = try #require(arguments.firstIndex(of: "-I").map { arguments[$0 + 1] })
        #expect(FileManager.default.fileExists(atPath: simulator + "/SwiftUISim.swiftmodule"), "the simulator is built where the settings say")
    }

    /// Support's module and type aliases are in the settings of a lab that has Support files, as the runner compiles it.
    @Test func labsWithSupportImportItAndItsTypeAliases() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let reset = try sandbox.run(["reset", "02-hoist-formatters"])
        try #require(reset.status == 0, "\(reset.output)")
        let entries = try Self.database(sandbox.workspace)
        let student = sandbox.workspace + "/02-hoist-formatters/OrdersScreen.swift"
        let aliases = sandbox.workspace + "/.course/editor/02-hoist-formatters/_LabSupportTypes.swift"
        #expect(entries.map(\.file) == [student, aliases])
        let arguments = try #require(entries.first?.arguments)
        #expect(Array(arguments.suffix(2)) == [student, aliases])
        #expect(Self.contains(arguments, ["-Xfrontend", "-import-module", "-Xfrontend", "LabSupport"]))
        let supportIndex = try #require(arguments.lastIndex(of: "-I"))
        #expect(FileManager.default.fileExists(atPath: arguments[supportIndex + 1] + "/LabSupport.swiftmodule"))
        let text = try String(contentsOfFile: aliases, encoding: .utf8)
        #expect(text.contains("typealias DateFormatter = LabSupport.DateFormatter"), "\(text)")
    }

    /// The settings name cache folders keyed by the simulator and the toolchain:
    /// out-of-date settings are written again by the verbs a student runs anyway.
    @Test func staleSettingsAreWrittenAgain() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let path = sandbox.workspace + "/compile_commands.json"
        let current = try String(contentsOfFile: path, encoding: .utf8)
        let simulator = try #require(try Self.database(sandbox.workspace).first?.arguments.first { $0.contains("/simulator-") })
        let stale = current.replacingOccurrences(of: simulator, with: CourseSandbox.sharedCache + "/simulator-from-an-older-toolchain")
        for verb in [["check"], ["reset", "01-counter"], ["editor"]] {
            try stale.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try sandbox.run(verb)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == current, "`course \(verb.joined(separator: " "))` left stale settings: \(result.output)")
        }
        let unchanged = try sandbox.run(["editor"])
        #expect(unchanged.status == 0)
        #expect(unchanged.stdout.contains("current "), "\(unchanged.output)")
        #expect(unchanged.stdout.contains("workspace/compile_commands.json"), "\(unchanged.output)")
    }

    @Test func editorSetsUpAFolderOfPlaygroundFiles() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let folder = sandbox.root + "/playground"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import SwiftUI\nprint(Text(\"hi\"))\n".write(toFile: folder + "/hello.swift", atomically: true, encoding: .utf8)
        let result = try sandbox.run(["editor", folder], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("playground/compile_flags.txt"), "\(result.output)")
        let flags = try String(contentsOfFile: folder + "/compile_flags.txt", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Self.contains(flags, ["-module-name", "CourseRun"]) && Self.contains(flags, ["-module-alias", "SwiftUI=SwiftUISim"]), "\(flags)")
        #expect(Self.contains(flags, ["-default-isolation", "MainActor"]), "compiled like `course run`: \(flags)")
        #expect(!flags.contains("-parse-as-library"), "playground files have top-level code")

        // `course run` keeps the folder's settings current.
        let path = folder + "/compile_flags.txt"
        let current = try String(contentsOfFile: path, encoding: .utf8)
        let simulator = try #require(flags.first { $0.contains("/simulator-") })
        try current.replacingOccurrences(of: simulator, with: simulator + "-stale").write(toFile: path, atomically: true, encoding: .utf8)
        let run = try sandbox.run(["run", folder + "/hello.swift"])
        #expect(run.status == 0, "\(run.output)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == current)

        // Someone else's compile_flags.txt is left alone.
        let foreign = sandbox.root + "/foreign"
        try FileManager.default.createDirectory(atPath: foreign, withIntermediateDirectories: true)
        try "-DDEBUG\n".write(toFile: foreign + "/compile_flags.txt", atomically: true, encoding: .utf8)
        let refused = try sandbox.run(["editor", foreign])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.stderr.contains("was not written by course"), "\(refused.output)")
        #expect(try String(contentsOfFile: foreign + "/compile_flags.txt", encoding: .utf8) == "-DDEBUG\n")

        let missing = try sandbox.run(["editor", sandbox.root + "/no-such-folder"])
        #expect(missing.status == 2, "\(missing.output)")
    }

    /// The README's VS Code problem matcher reads `course lint` as it prints.
    @Test func readmeProblemMatcherReadsLintOutput() throws {
        let readme = try String(contentsOfFile: CourseSandbox.packageRoot + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        let tasks = try #require(blocks.first { $0.contains("problemMatcher") }, "the README documents a tasks.json with a problem matcher")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(tasks.utf8)) as? [String: Any])
        let task = try #require((object["tasks"] as? [[String: Any]])?.first)
        let pattern = try #require((task["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any])
        let regex = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))

        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(try sandbox.solution().replacingOccurrences(of: "Badge(title: \"Counter\")", with: "AnyView(Badge(title: \"Counter\"))"))
        let lint = try sandbox.run(["lint", "workspace", "--format", "text"])
        let lines = lint.stdout.split(separator: "\n").map(String.init)
        try #require(!lines.isEmpty, "\(lint.output)")
        for line in lines {
            let match = try #require(regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "not matched: \(line)")
            func group(_ key: String) -> String? {
                guard let index = pattern[key] as? Int, let range = Range(match.range(at: index), in: line) else { return nil }
                return String(line[range])
            }
            #expect(group("file") == "workspace/01-counter/Counter.swift")
            #expect(group("line") == "10" && group("column") != nil, "\(line)")
            #expect(["error", "warning", "note"].contains(group("severity") ?? ""), "\(line)")
            #expect(group("code") == "anyview")
            #expect(group("message")?.isEmpty == false)
        }
    }

    /// `course watch` prints compiler errors and lint findings as
    /// `file:line:col`, which terminals and editors make clickable.
    @Test func watchPrintsFileLineColumn() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(try sandbox.solution().replacingOccurrences(of: "Text(title)", with: "Text(title).nonsense()"))
        let watch = try LoggedProcess(sandbox.process(["watch"]), log: sandbox.root + "/watch.log")
        defer { watch.stop() }
        #expect(watch.waitFor("workspace/01-counter/Counter.swift:19:21: error:"), "\(watch.output)")
        try sandbox.writeStudentFile(try sandbox.solution().replacingOccurrences(of: "Badge(title: \"Counter\")", with: "AnyView(Badge(title: \"Counter\"))"))
        #expect(watch.waitFor("workspace/01-counter/Counter.swift:10:13: "), "\(watch.output)")
    }
}

/// What an editor shows, from the toolchain's sourcekit-lsp.
@Suite(.serialized, .enabled(if: LanguageServerClient.executable != nil, LanguageServerClient.missingMessage))
struct EditorLanguageServerTests {
    /// A line appended to a file before it is opened: its type error proves
    /// the diagnostics came from the compiler with the course's settings (a
    /// file the server has no settings for gets syntax checks only, which a
    /// correct file passes just as well).
    static let probe = "let courseEditorProbe: Int = \"probe\""

    /// The file's own compile errors, with the probe's proof taken off.
    static func compileErrors(_ server: LanguageServerClient, _ path: String, timeout: TimeInterval = 120) throws -> [LanguageServerClient.Diagnostic] {
        let line = try probeLine(path)
        let diagnostics = try server.diagnostics(for: path, timeout: timeout) { published in
            // The probe's error, or sourcekitd's refusal of the settings (nothing more will come).
            published.contains { $0.isError && ($0.line == line || $0.message.hasPrefix("Internal SourceKit error")) }
        }
        return diagnostics.filter { $0.isError && $0.line != line }
    }

    static func probed(_ text: String) -> String { text + (text.hasSuffix("\n") ? "" : "\n") + probe + "\n" }

    static func probeLine(_ path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return probed(text).split(separator: "\n", omittingEmptySubsequences: false).count - 2
    }

    static func openProbed(_ server: LanguageServerClient, _ path: String) throws {
        try server.open(path, text: probed(try String(contentsOfFile: path, encoding: .utf8)))
    }

    /// Server environment: the test's PATH (the toolchain), the sandbox's home.
    static func environment(_ sandbox: CourseSandbox) -> [String: String] {
        sandbox.environment
    }

    /// A solved lab file has no error; a broken line is reported at its line;
    /// completion after a view's `.` offers the simulator's modifiers, with the
    /// documentation the simulator's declarations carry.
    static func editLabFile(root: String, sandbox: CourseSandbox) throws {
        let server = try LanguageServerClient(root: root, environment: environment(sandbox))
        defer { server.shutdown() }
        let file = sandbox.studentFile
        let solution = try sandbox.solution()
        try sandbox.writeStudentFile(solution)
        try openProbed(server, file)
        let errors = try compileErrors(server, file)
        #expect(errors.isEmpty, "the solution, opened in sourcekit-lsp with \(root) as the root: \(errors)")

        // The student types a mistake on line 8 (0-based 7): `Text("Count: \(count)")` gets an Int.
        let broken = solution.replacingOccurrences(of: "Text(\"Count: \\(count)\")", with: "Text(count + 1)")
        #expect(broken != solution)
        server.change(file, to: broken)
        let reported = try server.diagnostics(for: file) { published in published.contains { $0.isError && $0.line == 7 } }
        #expect(!reported.contains { $0.message.contains("No such module") }, "\(reported)")
        #expect(reported.filter(\.isError).allSatisfy { $0.line == 7 }, "only the broken line: \(reported)")

        // Unsafe code is an error, as in the runner (strict memory safety, as errors).
        let unsafe = solution + "\nfunc unsafeProbe() -> Int { let p = UnsafeMutablePointer<Int>.allocate(capacity: 1); return p.pointee }\n"
        let unsafeLine = unsafe.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        server.change(file, to: unsafe)
        let refused = try server.diagnostics(for: file) { published in published.contains { $0.isError && $0.line == unsafeLine } }
        #expect(refused.contains { $0.message.contains("unsafe") }, "\(refused)")

        // Completion in a view's body: after `Text("a").` (the server sends the
        // first 200 and more as the student types, as editors ask again), then
        // after a few typed letters, and after `Rectangle().fil` with the doc comment.
        let probes = ["Text(\"a\").", "Text(\"a\").pad", "Text(\"a\").fon", "Text(\"a\").equat", "Rectangle().fil", "Text(\"a\").onAp"]
        let withProbes = solution + probes.enumerated().map { index, probe in
            "\nstruct CompletionProbe\(index): View {\n    var body: some View {\n        \(probe)\n    }\n}\n"
        }.joined()
        server.change(file, to: withProbes)
        let lines = withProbes.split(separator: "\n", omittingEmptySubsequences: false)
        func complete(_ probe: String) throws -> [[String: Any]] {
            let line = try #require(lines.firstIndex { $0 == "        " + probe })
            return try server.completion(file, line: line, character: lines[line].utf16.count)
        }
        func labels(_ items: [[String: Any]]) -> [String] { items.compactMap { $0["label"] as? String } }
        let all = labels(try complete(probes[0]))
        #expect(all.count >= 50, "\(all)")
        // The first batch is cut at 200 (the simulator has more modifiers than that): later ones come as letters are typed.
        for modifier in ["frame(", "italic("] {
            #expect(all.contains { $0.hasPrefix(modifier) }, "completion after Text(\"a\"). lacks \(modifier)…): \(all)")
        }
        for (probe, modifier) in [(probes[1], "padding("), (probes[2], "font("), (probes[3], "equatable("), (probes[5], "onAppear(")] {
            let found = labels(try complete(probe))
            #expect(found.contains { $0.hasPrefix(modifier) }, "completion after \(probe) lacks \(modifier)…): \(found)")
        }
        let shapeItems = try complete(probes[4])
        let fill = try #require(shapeItems.first { ($0["label"] as? String)?.hasPrefix("fill()") == true }, "\(labels(shapeItems))")
        let documentation = (fill["documentation"] as? [String: Any])?["value"] as? String ?? fill["documentation"] as? String ?? ""
        #expect(documentation.contains("foreground style"), "fill()'s doc comment in the simulator reaches the editor: \(fill)")
    }

    @Test func workspaceAsTheRoot() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try Self.editLabFile(root: sandbox.workspace, sandbox: sandbox)
    }

    /// The course folder is a Swift package (as this repository is): its files
    /// are SwiftPM's, and the lab files, in no target of it, get the
    /// workspace's settings.
    @Test func courseFolderAsTheRoot() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(name: "Course", targets: [])

            """.write(toFile: sandbox.course + "/Package.swift", atomically: true, encoding: .utf8)
        try sandbox.startLab()
        try Self.editLabFile(root: sandbox.course, sandbox: sandbox)
    }

    /// `course editor DIR` on a folder of `course run` files: top-level code
    /// compiles, a mistake is reported, and a file added later is covered too.
    @Test func playgroundFolder() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let folder = sandbox.root + "/playground"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let program = """
            import SwiftUI

            struct Hello: View {
                var body: some View { Text("hi").padding() }
            }
            let host = ViewHost(Hello())
            print(host.texts)

            """
        try program.write(toFile: folder + "/hello.swift", atomically: true, encoding: .utf8)
        let setUp = try sandbox.run(["editor", folder])
        try #require(setUp.status == 0, "\(setUp.output)")
        try (program + "let oops: Int = host.texts\n").write(toFile: folder + "/later.swift", atomically: true, encoding: .utf8)
        let oopsLine = program.split(separator: "\n", omittingEmptySubsequences: false).count - 1

        let server = try LanguageServerClient(root: folder, environment: Self.environment(sandbox))
        defer { server.shutdown() }
        try Self.openProbed(server, folder + "/hello.swift")
        let errors = try Self.compileErrors(server, folder + "/hello.swift")
        #expect(errors.isEmpty, "\(errors)")
        try server.open(folder + "/later.swift")
        let reported = try server.diagnostics(for: folder + "/later.swift") { published in published.contains { $0.isError && $0.line == oopsLine } }
        #expect(reported.filter(\.isError).count == 1, "\(reported)")
    }

    /// SwiftUI's macros in the editor: the settings load the simulator's
    /// macro plugin, so `@Entry` expands (no error, and its property has a
    /// type) and a misuse gets the macro's own error, as in the runner.
    @Test func entryMacroExpandsInTheEditor() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let folder = sandbox.root + "/playground"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let program = """
            import SwiftUI

            extension EnvironmentValues {
                @Entry var accent: String = "blue"
            }
            struct Tinted: View {
                @Environment(\\.accent) private var accent
                var body: some View { Text(accent) }
            }
            let host = ViewHost(Tinted().environment(\\.accent, "red"))
            let shown: [String] = host.texts

            """
        try program.write(toFile: folder + "/entry.swift", atomically: true, encoding: .utf8)
        let misuse = "import SwiftUI\n\nextension EnvironmentValues {\n    @Entry var noDefault: Int\n}\n"
        try misuse.write(toFile: folder + "/misuse.swift", atomically: true, encoding: .utf8)
        let setUp = try sandbox.run(["editor", folder])
        try #require(setUp.status == 0, "\(setUp.output)")

        let server = try LanguageServerClient(root: folder, environment: Self.environment(sandbox))
        defer { server.shutdown() }
        try Self.openProbed(server, folder + "/entry.swift")
        let errors = try Self.compileErrors(server, folder + "/entry.swift")
        #expect(errors.isEmpty, "\(errors)")
        try server.open(folder + "/misuse.swift")
        let reported = try server.diagnostics(for: folder + "/misuse.swift") { published in published.contains { $0.isError && $0.line == 3 } }
        #expect(reported.contains { $0.isError && $0.line == 3 && $0.message.contains("'@Entry' needs a default value") }, "\(reported)")
    }

    /// Every lab's starter and every lesson example, with the course folder as
    /// the root, and every solution with the workspace as the root: no compile
    /// error (the linter's findings and the source policy are `course check`'s
    /// business, not the compiler's).
    @Test func everyLabAndExample() throws {
        let labs = CourseLabsTests.labFolders
        try #require(!labs.isEmpty)
        let starters = try CourseLabsTests.repositoryCourse()
        defer { starters.remove() }
        let solutions = try CourseLabsTests.repositoryCourse()
        defer { solutions.remove() }
        var files: [(sandbox: CourseSandbox, solution: Bool, path: String)] = []
        for lab in labs {
            let manifest = try CourseLabsTests.manifest(lab)
            for sandbox in [starters, solutions] {
                let reset = try sandbox.run(["reset", manifest.id])
                try #require(reset.status == 0, "\(reset.output)")
            }
            for file in manifest.files {
                let solved = try String(contentsOfFile: CourseLabsTests.courseRoot + "/Solutions/\(lab)/\(file)", encoding: .utf8)
                try solved.write(toFile: solutions.workspace + "/\(manifest.id)/\(file)", atomically: true, encoding: .utf8)
                files.append((starters, false, starters.workspace + "/\(manifest.id)/\(file)"))
                files.append((solutions, true, solutions.workspace + "/\(manifest.id)/\(file)"))
            }
        }
        let examples = starters.course + "/Lessons/examples"
        let exampleFiles = try FileManager.default.contentsOfDirectory(atPath: examples).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(FileManager.default.fileExists(atPath: examples + "/compile_flags.txt"), "`course reset` sets up the lessons' examples too")

        var failures: [String] = []
        // Generous for the first files (a cold server, a cold module cache); once one
        // times out, the others would too: they get a short wait, not the whole budget each.
        var timeout: TimeInterval = 120
        func sweep(root: String, sandbox: CourseSandbox, paths: [String]) throws {
            let server = try LanguageServerClient(root: root, environment: Self.environment(sandbox))
            defer { server.shutdown() }
            // Opened together, as an editor restoring its tabs does; then each one's diagnostics.
            for path in paths { try Self.openProbed(server, path) }
            for path in paths {
                do {
                    let errors = try Self.compileErrors(server, path, timeout: timeout)
                    if !errors.isEmpty { failures.append("\(path): \(errors.map(\.description).joined(separator: "; "))") }
                } catch {
                    failures.append("\(error)")
                    timeout = 5
                }
            }
        }
        try sweep(
            root: starters.course, sandbox: starters,
            paths: files.filter { !$0.solution }.map(\.path) + exampleFiles.map { examples + "/" + $0 })
        try sweep(root: solutions.workspace, sandbox: solutions, paths: files.filter(\.solution).map(\.path))
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
