import Foundation
import Testing

/// Runs the real `course` binary on real files, with a private course copy,
/// workspace and (shared) simulator cache.
struct CourseSandbox {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let fixtures = packageRoot + "/Tests/CourseKitTests/Fixtures"
    /// One simulator build shared by every test run (the cache is keyed, so this is safe).
    static let sharedCache = NSTemporaryDirectory() + "course-tests-cache"

    /// `course` lives next to the test bundle in the build products folder.
    static let binary: String = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("course").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        for scratch in [".build-run", ".build"] {
            let candidate = packageRoot + "/\(scratch)/debug/course"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return packageRoot + "/.build/debug/course"
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    let root: String
    var course: String { root + "/course" }
    var workspace: String { course + "/workspace" }
    /// The lab `checkJSON` checks (the fixture's `01-counter`, or `02-open`).
    var lab = "01-counter"
    var labDirectory: String { workspace + "/" + lab }
    var studentFile: String { labDirectory + "/Counter.swift" }
    var environment: [String: String]

    /// A fresh copy of the fixture course in a temporary folder.
    init(timeLimit: Double? = nil, memoryLimitMB: Int? = nil) throws {
        let root = NSTemporaryDirectory() + "course-test-" + UUID().uuidString
        self.root = root
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/course", toPath: root + "/course")
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": root, "COURSE_CACHE": Self.sharedCache, "TMPDIR": NSTemporaryDirectory(),
            "COURSE_SIMULATOR_SOURCES": Self.packageRoot + "/Sources/SwiftUISim",
        ]
        let manifest = root + "/course/Labs/01-counter/lab.json"
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        if let timeLimit { text = text.replacingOccurrences(of: "\"timeLimit\": 10", with: "\"timeLimit\": \(timeLimit)") }
        if let memoryLimitMB { text = text.replacingOccurrences(of: "\"timeLimit\"", with: "\"memoryLimitMB\": \(memoryLimitMB), \"timeLimit\"") }
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// `course` with these arguments in the sandbox (its environment, the
    /// course folder, no input), not started yet: for tests that stream its
    /// output or signal it.
    func process(_ arguments: [String], environment extra: [String: String] = [:], directory: String? = nil) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? course)
        process.standardInput = FileHandle.nullDevice
        return process
    }

    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:], directory: String? = nil) throws -> Result {
        try Self.collect(process(arguments, environment: extra, directory: directory))
    }

    /// Runs a process that is set up but not started, and returns its exit
    /// status and everything it wrote.
    static func collect(_ process: Process) throws -> Result {
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes concurrently so a full pipe cannot stall the child.
        let errors = TestBox<Data>(Data())
        let reader = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errors.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errors.value, as: UTF8.self))
    }

    /// Starts `course next` so the lab's starter files are in the workspace.
    func startLab() throws {
        let result = try run(["next"])
        #expect(result.status == 0, "\(result.output)")
    }

    func writeStudentFile(_ text: String) throws {
        try text.write(toFile: studentFile, atomically: true, encoding: .utf8)
    }

    func solution() throws -> String {
        try String(contentsOfFile: course + "/Solutions/01-counter/Counter.swift", encoding: .utf8)
    }

    /// Adds `02-open`: the fixture lab again, with every source-policy rule
    /// that a lab may lift lifted, so tests can hand the sandbox code that
    /// calls the C library, reads files and starts processes. Checks go to it.
    mutating func addOpenLab() throws {
        for folder in ["Labs", "Solutions"] {
            try FileManager.default.copyItem(atPath: course + "/\(folder)/01-counter", toPath: course + "/\(folder)/02-open")
        }
        let manifest = course + "/Labs/02-open/lab.json"
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any] ?? [:]
        object["id"] = "02-open"
        object["allow"] = ["c-library", "file-access", "process-control", "unsafe-code", "system-module", "underscored-attribute", "test-host"]
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: manifest))
        lab = "02-open"
        let reset = try run(["reset", "02-open"])
        #expect(reset.status == 0, "\(reset.output)")
    }

    /// `course check --format json`, decoded.
    func checkJSON() throws -> (status: Int32, verdict: [String: Any], result: Result) {
        let result = try run(["check", lab, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, object ?? [:], result)
    }
}

final class TestBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var assigned = false
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    var isSet: Bool { lock.withLock { assigned } }
    func set(_ value: Value) { lock.withLock { stored = value; assigned = true } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

extension [String: Any] {
    var checks: [[String: Any]] { self["checks"] as? [[String: Any]] ?? [] }
    func check(_ id: String) -> [String: Any]? { checks.first { $0["id"] as? String == id } }
    var problem: String { self["problem"] as? String ?? "" }
}

/// A long-running `course` (`watch`) whose output goes to a file the test
/// reads as it grows: `waitFor` polls it, so a slow check cannot block a pipe.
struct LoggedProcess {
    let process: Process
    let log: String

    /// Starts `process` with its standard output and error in `log`.
    init(_ process: Process, log: String) throws {
        self.process = process
        self.log = log
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    /// Everything written so far.
    var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

    /// Whether `text` appears at least `count` times within `seconds`.
    func waitFor(_ text: String, count: Int = 1, seconds: Double = 120) -> Bool {
        for _ in 0..<Int(seconds * 10) {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func stop() { if process.isRunning { process.terminate() } }
}
