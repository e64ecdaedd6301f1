import Foundation
import Testing

/// The simulator cache: built once, announced, and never corrupted by runners
/// racing to build it.
@Suite struct CacheTests {
    @Test func concurrentRunnersBuildTheSimulatorOnce() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let cache = sandbox.root + "/fresh-cache"
        let file = sandbox.root + "/hello.swift"
        try "import SwiftUI\nprint(Text(\"from the stub\").content)\n".write(toFile: file, atomically: true, encoding: .utf8)
        let environment = ["COURSE_CACHE": cache, "COURSE_SIMULATOR_SOURCES": CourseSandbox.fixtures + "/stub-simulator/SwiftUISim"]
        let results = TestBox<[CourseSandbox.Result]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let result = try? sandbox.run(["run", file], environment: environment)
            if let result { results.update { $0.append(result) } }
        }
        let all = results.value
        #expect(all.count == 4)
        for result in all {
            #expect(result.status == 0, "\(result.output)")
            #expect(result.stdout == "from the stub\n")
        }
        #expect(all.filter { $0.stderr.contains("Building the SwiftUI simulator") }.count == 1)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(entries.filter { $0.hasPrefix("simulator-") && !$0.hasSuffix(".lock") }.count == 1)
        #expect(!entries.contains { $0.hasPrefix(".building") }, "\(entries)")
        // Warm: nothing is rebuilt or announced.
        #expect(try sandbox.run(["run", file], environment: environment).stderr.isEmpty)
    }
}
