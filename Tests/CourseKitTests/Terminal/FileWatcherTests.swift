import Foundation
import Testing
@testable import CourseKit

/// Every batch of changed file names the watcher reported.
private final class ChangeLog: Sendable {
    private let batches = Locked<[[String]]>([])

    func record(_ urls: [URL]) {
        batches.withLock { $0.append(urls.map(\.lastPathComponent)) }
    }

    var all: [[String]] { batches.withLock { $0 } }
    var names: Set<String> { Set(all.joined()) }
}

@Suite struct FileWatcherTests {
    static let mechanisms: [FileWatcher.Mechanism] = [.inotify, .polling]

    private func watch(
        _ directory: URL, _ mechanism: FileWatcher.Mechanism, debounce: TimeInterval = 0.15
    ) throws -> (FileWatcher, ChangeLog) {
        let log = ChangeLog()
        let watcher = try FileWatcher(
            directory: directory, mechanism: mechanism, debounce: debounce, pollInterval: 0.05,
            onChange: { log.record($0) })
        #expect(watcher.mechanism == mechanism)
        return (watcher, log)
    }

    private func write(_ text: String, to directory: URL, _ name: String) throws {
        try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    @Test(arguments: mechanisms)
    func reportsWrittenCreatedAndDeletedSwiftFiles(mechanism: FileWatcher.Mechanism) async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("let old = 1", to: directory, "Old.swift")
        let (watcher, log) = try watch(directory, mechanism)
        defer { watcher.stop() }

        try write("struct A {}", to: directory, "Counter.swift")
        #expect(await TerminalTesting.eventually { log.names.contains("Counter.swift") })
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Old.swift"))
        #expect(await TerminalTesting.eventually { log.names.contains("Old.swift") })
        #expect(log.names == ["Counter.swift", "Old.swift"])
    }

    @Test(arguments: mechanisms)
    func vimStyleSaveIsOneChangeOfTheOriginal(mechanism: FileWatcher.Mechanism) async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("struct Row {}", to: directory, "Row.swift")
        let (watcher, log) = try watch(directory, mechanism)
        defer { watcher.stop() }

        // What vim does on :w with its default settings.
        let manager = FileManager.default
        let file = directory.appendingPathComponent("Row.swift")
        try write("", to: directory, "4913")
        try manager.removeItem(at: directory.appendingPathComponent("4913"))
        try write("swap", to: directory, ".Row.swift.swp")
        try manager.moveItem(at: file, to: directory.appendingPathComponent("Row.swift~"))
        try write("struct Row { let saved = true }", to: directory, "Row.swift")
        try manager.removeItem(at: directory.appendingPathComponent("Row.swift~"))

        #expect(await TerminalTesting.eventually { log.names.contains("Row.swift") })
        #expect(log.names == ["Row.swift"], "\(log.all)")
    }

    @Test(arguments: mechanisms)
    func editorScratchFilesAreIgnored(mechanism: FileWatcher.Mechanism) async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (watcher, log) = try watch(directory, mechanism)
        defer { watcher.stop() }

        for name in [".A.swift.swp", ".A.swift.swx", "A.swift~", "4913", ".#A.swift", "#A.swift#", "notes.txt", ".swift"] {
            try write("scratch", to: directory, name)
        }
        try write("struct Real {}", to: directory, "Real.swift")
        #expect(await TerminalTesting.eventually { log.names.contains("Real.swift") })
        #expect(log.names == ["Real.swift"], "\(log.all)")
    }

    @Test(arguments: mechanisms)
    func burstsOfWritesAreMerged(mechanism: FileWatcher.Mechanism) async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A long quiet period, so even a slow machine writes the burst inside it.
        let (watcher, log) = try watch(directory, mechanism, debounce: 1.0)
        defer { watcher.stop() }

        let names = (1...6).map { "File\($0).swift" }
        for round in 1...3 {
            for name in names { try write("// \(round)", to: directory, name) }
        }
        #expect(await TerminalTesting.eventually { log.names == Set(names) })
        #expect(log.all.count < names.count * 3, "\(log.all)")
        #expect(log.all.allSatisfy { Set($0).count == $0.count }, "a batch names each file once")
    }

    @Test(arguments: mechanisms)
    func stopEndsWatchingPromptly(mechanism: FileWatcher.Mechanism) async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (watcher, log) = try watch(directory, mechanism)

        let started = ContinuousClock.now
        watcher.stop()
        watcher.stop()
        #expect(ContinuousClock.now - started < .seconds(5))
        try write("struct Late {}", to: directory, "Late.swift")
        try await Task.sleep(for: .milliseconds(400))
        #expect(log.all.isEmpty)
    }

    @Test func stopFromInsideTheCallbackDoesNotDeadlock() async throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let watcher = Locked<FileWatcher?>(nil)
        let stopped = Locked(false)
        watcher.withLock {
            $0 = try? FileWatcher(directory: directory, debounce: 0.05) { _ in
                watcher.withLock { $0 }?.stop()
                stopped.withLock { $0 = true }
            }
        }
        try write("struct A {}", to: directory, "A.swift")
        #expect(await TerminalTesting.eventually { stopped.withLock { $0 } })
        watcher.withLock { $0 = nil }
    }

    @Test func refusesAMissingDirectory() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        #expect(throws: FileWatcher.WatchError.notADirectory(missing.path)) {
            try FileWatcher(directory: missing) { _ in }
        }
    }

    @Test func automaticPrefersInotifyOnLinux() throws {
        let directory = try TerminalTesting.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let watcher = try FileWatcher(directory: directory) { _ in }
        #if os(Linux)
        #expect(watcher.mechanism == .inotify)
        #else
        #expect(watcher.mechanism == .polling)
        #endif
    }
}
