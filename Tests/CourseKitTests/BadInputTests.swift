import Foundation
import Testing

/// Every bad input of issue 3: a clear message, the right exit code, no crash,
/// no lost progress.
@Suite struct BadInputTests {
    @Test func missingLabJSON() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(atPath: sandbox.course + "/Labs/01-counter/lab.json")
        let result = try sandbox.run(["list"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Labs/01-counter/lab.json is missing"), "\(result.output)")
    }

    @Test func unparseableLabJSONNamesTheLine() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let manifest = sandbox.course + "/Labs/01-counter/lab.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(of: "\"title\": \"Keep", with: "\"title\" \"Keep")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["check"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("lab.json:3:"), "\(result.output)")
        #expect(result.stderr.contains("expected ':'"), "\(result.output)")
    }

    @Test func labWithoutStarterFiles() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(atPath: sandbox.course + "/Labs/01-counter/Starter")
        let result = try sandbox.run(["next"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("lab 01-counter has no starter file Starter/Counter.swift"), "\(result.output)")
    }

    @Test func deletedWorkspaceFile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try FileManager.default.removeItem(atPath: sandbox.studentFile)
        let result = try sandbox.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Counter.swift not found in workspace/01-counter/"), "\(result.output)")
        #expect(result.stdout.contains("course reset 01-counter"), "\(result.output)")
    }

    @Test func unreadableWorkspaceFile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        // chmod 000 does not stop root, so make the "file" a folder: unreadable as a file for everyone.
        try FileManager.default.removeItem(atPath: sandbox.studentFile)
        try FileManager.default.createDirectory(atPath: sandbox.studentFile, withIntermediateDirectories: false)
        let result = try sandbox.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("your file") && result.stdout.contains("is not a regular file"), "\(result.output)")
    }

    @Test func nonUTF8StudentFile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try Data([0x69, 0x6d, 0x70, 0xff, 0xfe, 0x0a]).write(to: URL(fileURLWithPath: sandbox.studentFile))
        let result = try sandbox.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("is not UTF-8 text (first bad byte at offset 3)"), "\(result.output)")
    }

    @Test func corruptProgressIsKeptAsideAndRebuilt() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        #expect(try sandbox.run(["hint"]).status == 0, "a hint writes progress")
        let progress = sandbox.workspace + "/.course/progress.json"
        try "{ \"labs\": { oops".write(toFile: progress, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["status"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("progress file could not be read"), "\(result.output)")
        #expect(result.stderr.contains("kept as \(progress).bak"), "\(result.output)")
        #expect(try String(contentsOfFile: progress + ".bak", encoding: .utf8) == "{ \"labs\": { oops")
        let rebuilt = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: progress))) as? [String: Any]
        #expect((rebuilt?["labs"] as? [String: Any])?["01-counter"] != nil)
        #expect(FileManager.default.fileExists(atPath: sandbox.studentFile))
        #expect(try sandbox.run(["status"]).stderr.isEmpty, "told once, then quiet")
    }

    @Test func noSwiftcOnPath() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let result = try sandbox.run(["check"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no `swiftc` on PATH"), "\(result.output)")
    }

    @Test func unwritableCache() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let blocker = sandbox.root + "/not-a-folder"
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["check"], environment: ["COURSE_CACHE": blocker + "/cache"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot create the cache folder \(blocker)/cache (from COURSE_CACHE)"), "\(result.output)")
        #expect(result.stderr.contains("export COURSE_CACHE="))
    }

    @Test func noCourseHere() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let result = try sandbox.run(["list"], directory: sandbox.root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no course here"), "\(result.output)")
    }

    @Test func usageErrors() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.run(["frobnicate"]).status == 2)
        #expect(try sandbox.run(["check", "--format", "xml"]).status == 2)
        #expect(try sandbox.run(["reset"]).status == 2)
        let unknownLab = try sandbox.run(["check", "99-nothing"])
        #expect(unknownLab.status == 2)
        #expect(unknownLab.stderr.contains("no lab \"99-nothing\""))
    }
}

/// Progress is written with temp file + fsync + rename: a `kill -9` at any
/// moment leaves the old or the new file, never a torn one.
@Suite struct ProgressDurabilityTests {
    @Test func killNineNeverTearsTheProgressFile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        #expect(try sandbox.run(["hint"]).status == 0)
        let progress = sandbox.workspace + "/.course/progress.json"
        for attempt in 0..<25 {
            let process = sandbox.process(["hint"])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double(attempt % 10) * 0.003)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let data = try Data(contentsOf: URL(fileURLWithPath: progress))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["labs"] != nil, "attempt \(attempt): \(String(decoding: data, as: UTF8.self))")
        }
        let status = try sandbox.run(["status"])
        #expect(status.status == 0)
        #expect(status.stderr.isEmpty, "no corrupt-progress notice: \(status.stderr)")
    }
}
