import Foundation
import Testing

@testable import CourseKit

/// The list of Apple Foundation API that Linux's Foundation lacks is data the
/// docs and the compiler notes rest on: each entry is measured on this
/// toolchain with the real swiftc (its probe fails and gets the entry's note;
/// what it says to use instead compiles).
@Suite struct LinuxFoundationGapsTests {
    static func typecheck(_ line: String) throws -> (ok: Bool, errors: String) {
        let directory = NSTemporaryDirectory() + "gap-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "import Foundation\nfunc probe() {\n    \(line)\n}\n".write(toFile: directory + "/probe.swift", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6", "-typecheck", directory + "/probe.swift"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: LinuxFoundationGap.all.map(\.name))
    func missingOnLinuxWithANoteAndAWorkingAlternative(_ name: String) throws {
        let gap = try #require(LinuxFoundationGap.all.first { $0.name == name })
        let probe = try Self.typecheck(gap.probe)
        #expect(!probe.ok, "\(gap.probe) compiles on this toolchain: \(name) is no longer missing")
        #expect(MissingAPINotes.annotate(probe.errors).contains("note: " + gap.note), "the error of \(gap.probe) gets no note about \(name):\n\(probe.errors)")
        let instead = try Self.typecheck(gap.instead)
        #expect(instead.ok, "what \(name)'s entry says to use instead does not compile: \(gap.instead)\n\(instead.errors)")
    }
}
