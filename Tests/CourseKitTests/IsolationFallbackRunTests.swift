import Foundation
import Testing

/// `course run FILE` compiles with Xcode 26's app settings; a file that fails
/// only because of default main-actor isolation runs as a Swift 6 package
/// would build it, with a one-line note (Runner/IsolationFallback.swift).
@Suite struct IsolationFallbackRunTests {
    static let packageCode = #"""
        import SwiftUI

        struct Reading: Equatable { var value: Int }

        // Compares readings off the main actor: fine in a Swift 6 package; under
        // default main-actor isolation `Reading`'s Equatable conformance is the main actor's.
        actor Sensor {
            private var last = Reading(value: 0)
            func record(_ reading: Reading) -> Bool {
                defer { last = reading }
                return reading != last
            }
        }

        struct ReadingView: View {
            let changed: Bool
            var body: some View { Text(changed ? "changed" : "same") }
        }

        let changed = await Sensor().record(Reading(value: 3))
        print(ViewHost(ReadingView(changed: changed)).texts)
        """#

    /// Wrong in any mode: a main-actor global mutated from a detached task.
    static let raceInAnyMode = #"""
        import SwiftUI

        final class Counter { var count = 0 }
        let counter = Counter()
        Task.detached { counter.count += 1 }
        print(ViewHost(Text("hi")).texts)
        """#

    @Test func codeWrittenWithoutDefaultIsolationRunsWithANote() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/sensor.swift"
        try Self.packageCode.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(#"["changed"]"#), "\(result.output)")
        #expect(result.stderr.contains("compiles only without Xcode 26's default main-actor isolation"), "\(result.output)")

        let racy = sandbox.root + "/racy.swift"
        try Self.raceInAnyMode.write(toFile: racy, atomically: true, encoding: .utf8)
        let failed = try sandbox.run(["run", racy], directory: sandbox.root)
        #expect(failed.status != 0, "\(failed.output)")
        #expect(failed.stderr.contains("does not compile") && !failed.stderr.contains("default main-actor isolation;"), "\(failed.output)")
        #expect(!failed.stderr.contains("language mode"), "\(failed.output)")
    }

    /// A non-Sendable class shared with a child task: an error in the Swift 6
    /// language mode, with or without the app settings; no diagnostic in the
    /// Swift 5 mode, which most apps' Xcode projects still build in.
    @Test func codeOfASwift5ProjectRunsInTheSwift5ModeWithANote() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/tally.swift"
        try #"""
            import SwiftUI

            final class Tally { var count = 0 }

            nonisolated func tallyInParallel() async -> Int {
                let tally = Tally()
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { tally.count += 1 }
                }
                return tally.count
            }

            let total = await tallyInParallel()
            print(ViewHost(Text("Total \(total)")).texts)
            """#.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(#"["Total 1"]"#), "\(result.output)")
        #expect(result.stderr.contains("compiles only in the Swift 5 language mode"), "\(result.output)")
    }
}
