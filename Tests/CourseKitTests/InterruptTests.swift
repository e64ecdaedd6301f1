import Foundation
import Testing

/// What the terminal does to a running verb: Ctrl-C during `course run`, and
/// a reader that stops reading (`course watch | head`). Real binary, real
/// signals, real pipes.
@Suite struct InterruptTests {
    /// Ctrl-C reaches the whole foreground process group: the program stops,
    /// `course run` outlives it, removes its scratch folder and exits 130.
    @Test func ctrlCDuringRunStopsTheProgramAndLeavesNoScratch() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let scratchParent = sandbox.root + "/tmp"
        try FileManager.default.createDirectory(atPath: scratchParent, withIntermediateDirectories: true)
        let file = sandbox.root + "/slow.swift"
        try """
            import Foundation
            FileHandle.standardOutput.write(Data("ready\\n".utf8))
            Thread.sleep(forTimeInterval: 120)
            print("not interrupted")
            """.write(toFile: file, atomically: true, encoding: .utf8)

        // `env` resets Ctrl-C to its default first: the test runner may
        // ignore it, and an ignored signal stays ignored across exec.
        let process = sandbox.process(["run", file], environment: ["TMPDIR": scratchParent])
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=INT,QUIT", CourseSandbox.binary] + (process.arguments ?? [])
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        defer { if process.isRunning { kill(-process.processIdentifier, SIGKILL) } }
        // Foundation starts course in a process group of its own, as a shell
        // does for a foreground job: the signal reaches course and its program only.
        try #require(getpgid(process.processIdentifier) == process.processIdentifier)

        let ready = stdout.fileHandleForReading.availableData
        #expect(String(decoding: ready, as: UTF8.self).contains("ready"), "the program never started")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratchParent).contains { $0.hasPrefix("course-run") })
        kill(-process.processIdentifier, SIGINT)
        process.waitUntilExit()

        let rest = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 130, "status \(process.terminationStatus): \(errors)")
        #expect(!rest.contains("not interrupted"))
        #expect(!errors.contains("crashed"), "Ctrl-C is not a crash: \(errors)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratchParent).filter { $0.hasPrefix("course-run") }
        #expect(left.isEmpty, "scratch left behind: \(left)")
    }

    /// `course watch | head`: once the reader is gone, the next thing watch
    /// prints ends it (exit 141, as for a tool stopped by SIGPIPE).
    @Test func watchStopsWhenItsReaderGoesAway() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let process = sandbox.process(["watch"])
        process.standardError = FileHandle.nullDevice
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var seen = ""
        while !seen.contains("Not passed yet") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        #expect(seen.contains("Not passed yet"), "watch printed: \(seen)")
        try stdout.fileHandleForReading.close()
        // Saving makes watch check again and print: into a closed pipe.
        let deadline = Date().addingTimeInterval(60)
        var saves = 0
        while process.isRunning, Date() < deadline {
            if saves < 3 {
                try sandbox.writeStudentFile(sandbox.solution() + "\n// save \(saves)\n")
                saves += 1
            }
            Thread.sleep(forTimeInterval: 1)
        }
        try #require(!process.isRunning, "watch kept running after its reader went away")
        #expect(process.terminationStatus == 141)
    }
}
