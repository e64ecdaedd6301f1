import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a lesson (issue 21): on a terminal, a lesson and task longer than
/// the screen go through the pager, and where the files are and what to do
/// next are printed after it; piped, or with the pager off, everything is
/// printed as it always was. The real binary, on a pipe and on a real
/// pseudo-terminal (no tool needed), and with the real `less` under script(1).
@Suite struct ReadingTests {
    /// A pager that keeps what it was given in `file` and says it ran.
    static func recordingPager(in sandbox: CourseSandbox) throws -> (command: String, file: String) {
        let script = sandbox.root + "/pager.sh", file = sandbox.root + "/paged.txt"
        try "#!/bin/sh\ncat > '\(file)'\necho 'PAGER RAN'\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return (script, file)
    }

    /// `course` with its standard output (and error) on a pseudo-terminal of
    /// `rows` × 80, stdin from /dev/null; what it wrote to the terminal.
    static func onTerminal(_ sandbox: CourseSandbox, _ arguments: [String], rows: UInt16, environment: [String: String] = [:]) throws
        -> (status: Int32, screen: String)
    {
        let terminal = try #require(PseudoTerminal(columns: 80), "no pseudo-terminal on this machine")
        var size = winsize(ws_row: rows, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal.follower, UInt(TIOCSWINSZ), &size)
        let process = sandbox.process(arguments, environment: environment)
        let handle = FileHandle(fileDescriptor: terminal.follower, closeOnDealloc: false)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        var screen = ""
        while process.isRunning { screen += terminal.screenOutput() }
        process.waitUntilExit()
        screen += terminal.screenOutput()
        return (process.terminationStatus, screen.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test func pipedOutputIsNeverPaged() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let pager = try Self.recordingPager(in: sandbox)
        let next = try sandbox.run(["next"], environment: ["PAGER": pager.command, "LINES": "5"])
        #expect(next.status == 0, "\(next.output)")
        #expect(next.stdout.contains("A counter whose badge stays still"), "the lesson, printed: \(next.stdout)")
        #expect(next.stdout.contains("Lab 01-counter: Keep the badge still"))
        #expect(next.stdout.contains("Your files:"))
        #expect(!next.stdout.contains("PAGER RAN") && !FileManager.default.fileExists(atPath: pager.file), "no pager on a pipe")
        #expect(!next.stdout.contains("shows the lesson again"), "\(next.stdout)")
        #expect(!next.stdout.contains("\u{1B}"), "no colour on a pipe")
        let lesson = try sandbox.run(["lesson", "1"], environment: ["PAGER": pager.command, "LINES": "5"])
        #expect(lesson.stdout.contains("A counter whose badge stays still"))
        #expect(!FileManager.default.fileExists(atPath: pager.file))
    }

    /// On a terminal too short for it, the lesson and the task go to the
    /// pager; the files and the next steps are printed after it, with where
    /// to read the lesson and the task again.
    @Test func longTextOnATerminalGoesThroughThePager() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let pager = try Self.recordingPager(in: sandbox)
        let (status, screen) = try Self.onTerminal(sandbox, ["next"], rows: 8, environment: ["PAGER": pager.command])
        #expect(status == 0, "\(screen)")
        let coloured = try String(contentsOfFile: pager.file, encoding: .utf8)
        #expect(coloured.contains("\u{1B}["), "colours go through (less -R): \(coloured)")
        let paged = TerminalTesting.withoutEscapes(coloured)
        #expect(paged.contains("A counter whose badge stays still"), "the lesson went to the pager: \(paged)")
        #expect(paged.contains("Lab 01-counter: Keep the badge still"), "and the task: \(paged)")
        #expect(!paged.contains("Your files:"), "what to do next stays on the screen: \(paged)")
        let plain = TerminalTesting.withoutEscapes(screen)
        #expect(plain.contains("PAGER RAN"), "\(plain)")
        #expect(plain.contains("`course lesson 1` shows the lesson again, `course lab 01-counter` the task."), "\(plain)")
        #expect(plain.contains("Your files:") && plain.contains("workspace/01-counter/Counter.swift"), "\(plain)")
        #expect(!plain.contains("counter whose badge stays still"), "the lesson is not printed twice: \(plain)")
        #expect(FileManager.default.fileExists(atPath: sandbox.studentFile), "the lab was started as always")

        // NO_COLOR holds in the pager too; `course lesson` pages the same way.
        try FileManager.default.removeItem(atPath: pager.file)
        let lesson = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 6, environment: ["PAGER": pager.command, "NO_COLOR": "1"])
        #expect(lesson.status == 0)
        let pagedLesson = try String(contentsOfFile: pager.file, encoding: .utf8)
        #expect(pagedLesson.contains("A counter whose badge stays still"), "\(pagedLesson)")
        #expect(!pagedLesson.contains("\u{1B}"), "NO_COLOR: \(pagedLesson)")
        // COURSE_PAGER comes before PAGER.
        try FileManager.default.removeItem(atPath: pager.file)
        _ = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 6, environment: ["PAGER": "false", "COURSE_PAGER": pager.command])
        #expect(FileManager.default.fileExists(atPath: pager.file))
    }

    /// What fits the terminal is printed; a pager set to "" or cat, or none
    /// at all (no `less` on PATH, no PAGER), prints as before.
    @Test func textThatFitsOrNoPagerIsPrinted() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let pager = try Self.recordingPager(in: sandbox)
        let fits = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 200, environment: ["PAGER": pager.command])
        #expect(TerminalTesting.withoutEscapes(fits.screen).contains("A counter whose badge stays still"), "\(fits.screen)")
        #expect(!FileManager.default.fileExists(atPath: pager.file))
        for off in ["", "cat"] {
            let printed = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 5, environment: ["PAGER": off])
            #expect(TerminalTesting.withoutEscapes(printed.screen).contains("A counter whose badge stays still"), "PAGER=\(off): \(printed.screen)")
        }
        let noLess = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 5, environment: ["PATH": "/nonexistent"])
        #expect(noLess.status == 0, "\(noLess.screen)")
        #expect(TerminalTesting.withoutEscapes(noLess.screen).contains("A counter whose badge stays still"), "\(noLess.screen)")
        let broken = try Self.onTerminal(sandbox, ["lesson", "1"], rows: 5, environment: ["PAGER": "no-such-pager-anywhere"])
        #expect(TerminalTesting.withoutEscapes(broken.screen).contains("A counter whose badge stays still"), "a pager that cannot run: printed: \(broken.screen)")
    }

    static let script = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let less = ["/usr/bin/less", "/bin/less", "/usr/local/bin/less"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The real default pager, `less -R`, on a real terminal (script(1) runs
    /// `course next` on a pseudo-terminal and types what we send): the lesson
    /// waits at less's prompt, and `q` leaves the next steps on the screen.
    @Test(.enabled(if: script != nil && less != nil, "needs script(1) (util-linux) and less: the default pager is driven on a real terminal"))
    func theDefaultPagerIsLessOnARealTerminal() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script!)
        process.arguments = ["-qec", "'\(CourseSandbox.binary)' next; echo EXIT=$?", "/dev/null"]
        // script's terminal has no size: course and less both read LINES and COLUMNS.
        process.environment = sandbox.environment.merging(["TERM": "xterm", "LINES": "12", "COLUMNS": "80", "SHELL": "/bin/sh"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.course)
        let keyboard = Pipe()
        process.standardInput = keyboard
        let run = try LoggedProcess(process, log: sandbox.root + "/terminal.log")
        defer { run.stop() }
        #expect(run.waitFor("every parent update", seconds: 60), "the lesson, in less: \(run.output)")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!run.output.contains("Your files:") && !run.output.contains("EXIT="), "course waits while the reader reads: \(run.output)")
        try keyboard.fileHandleForWriting.write(contentsOf: Data("q".utf8))
        #expect(run.waitFor("EXIT=0", seconds: 60), "\(run.output)")
        let screen = TerminalTesting.withoutEscapes(run.output)
        let afterPager = screen.components(separatedBy: "every parent update").last ?? ""
        #expect(afterPager.contains("Your files:") && afterPager.contains("shows the lesson again"), "the next steps, after the pager: \(screen)")
        try? keyboard.fileHandleForWriting.close()
    }
}
