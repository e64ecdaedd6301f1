import Foundation
import Testing
@testable import ViewLint

@Suite("Suppression comments")
struct SuppressionTests {
    let linter = Linter()

    @Test("disable:next, disable:this and ranges silence only the named rule")
    func forms() {
        let source = """
            struct Row: View {
                var body: some View {
                    VStack {
                        // viewlint:disable:next anyview
                        AnyView(Text("a"))
                        AnyView(Text("b")) // viewlint:disable:this anyview
                        // viewlint:disable anyview
                        AnyView(Text("c"))
                        AnyView(Text("d"))
                        // viewlint:enable anyview
                        AnyView(Text("e"))
                        // viewlint:disable:next long-body
                        AnyView(Text("f"))
                    }
                }
            }
            """
        let findings = linter.lint(source: source, path: "Row.swift")
        #expect(findings.filter { $0.rule == "anyview" }.map(\.line) == [11, 13])
        // The long-body suppression suppressed nothing: reported.
        let unused = findings.filter { $0.rule == "unused-suppression" }
        #expect(unused.map(\.line) == [12])
        #expect(unused.first?.message.contains("long-body") == true)
    }

    @Test("all, several ids, and unknown ids")
    func variants() {
        let source = """
            struct Row: View {
                var body: some View {
                    // viewlint:disable:next all
                    AnyView(Text("a")).id(UUID())
                    // viewlint:disable:next anyview, unstable-id
                    AnyView(Text("a")).id(UUID())
                    // viewlint:disable:next anyviw
                    Text("x")
                    // viewlint:frobnicate anyview
                }
            }
            """
        let findings = linter.lint(source: source, path: "Row.swift")
        #expect(!findings.contains { $0.rule == "anyview" || $0.rule == "unstable-id" })
        let unused = findings.filter { $0.rule == "unused-suppression" }
        #expect(unused.count == 2)
        #expect(unused.contains { $0.message.contains("'anyviw' is not a rule id") })
        #expect(unused.contains { $0.message.contains("unknown directive") })
    }

    @Test("a directive inside a string literal is not a suppression")
    func notInStrings() {
        let source = """
            struct Row: View {
                var body: some View {
                    let note = "// viewlint:disable:next anyview"
                    AnyView(Text(note))
                }
            }
            """
        #expect(linter.lint(source: source, path: "Row.swift").map(\.rule) == ["anyview"])
    }

    @Test("a suppression for a rule disabled in config is not reported as unused")
    func disabledRule() {
        let source = "// viewlint:disable:next anyview\nlet x = 1\n"
        let linter = Linter(configuration: Configuration(disabledRules: ["anyview"]))
        #expect(linter.lint(source: source, path: "x.swift").isEmpty)
    }
}

@Suite("Bad input")
struct BadInputTests {
    @Test("a file that does not parse reports the parser's diagnostics and the rest is linted")
    func parseErrors() {
        let source = """
            struct Row: View {
                var body: some View {
                    AnyView(Text("a"))
                }
                func broken( {
            }
            """
        let findings = Linter().lint(source: source, path: "Broken.swift")
        #expect(findings.contains { $0.rule == "parse-error" && $0.severity == .error })
        #expect(findings.contains { $0.rule == "anyview" && $0.line == 3 })
    }

    @Test("unreadable, binary, non-UTF-8, missing files and symlink loops: a line each, the rest linted, exit 2")
    func badFiles() throws {
        let scratch = try Scratch()
        let good = try scratch.write("Good.swift", anyViewSource)
        try Data([0x73, 0x74, 0x00, 0x01, 0x02]).write(to: URL(fileURLWithPath: scratch.path + "/Binary.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: scratch.path + "/Latin.swift"))
        let locked = try scratch.write("Locked.swift", anyViewSource)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Loop.swift", withDestinationPath: scratch.path + "/Loop.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Up", withDestinationPath: scratch.path)
        let run = runLint([scratch.path, scratch.path + "/Missing.swift"])
        #expect(run.code == 2)
        #expect(run.stdout.contains("\(good):3:28: warning:"))
        #expect(run.stderr.contains("Binary.swift: error: is a binary file"))
        #expect(run.stderr.contains("Latin.swift: error: is not UTF-8 text"))
        #expect(run.stderr.contains("Loop.swift: error: is a broken symbolic link or a symlink loop"))
        #expect(run.stderr.contains("Missing.swift: error: no such file or directory"))
        if getuid() != 0 {  // root can read anything
            #expect(run.stderr.contains("Locked.swift: error: cannot be read"))
        }
        // The directory symlink back up is not walked twice.
        #expect(run.stdout.components(separatedBy: "[anyview]").count - 1 == (getuid() == 0 ? 2 : 1))
    }

    @Test("lint(paths:) reports bad files as io-error findings and still lints the rest")
    func apiBadFiles() throws {
        let scratch = try Scratch()
        try scratch.write("Good.swift", anyViewSource)
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: scratch.path + "/Bad.swift"))
        let findings = try Linter().lint(paths: [scratch.path])
        #expect(findings.map(\.rule).sorted() == ["anyview", "io-error"])
    }

    @Test("empty and whitespace-only files are fine")
    func empty() {
        #expect(Linter().lint(source: "", path: "E.swift").isEmpty)
        #expect(Linter().lint(source: "\n\n  \n", path: "E.swift").isEmpty)
    }
}
