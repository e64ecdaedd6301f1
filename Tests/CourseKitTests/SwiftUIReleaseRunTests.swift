import Foundation
import Testing

/// `course run --swiftui`: the real CLI compiles a file against the simulator and runs it as the
/// release asked for (docs/simulator.md, "SwiftUI releases").
@Suite struct SwiftUIReleaseRunTests {
    static let program = """
        import SwiftUI

        @MainActor enum Made { static var models = 0 }
        @MainActor @Observable final class Model {
            init() { Made.models += 1 }
        }
        struct Child: View {
            let ticks: Int
            @State private var model = Model()
            var body: some View { Text("child") }
        }
        struct Parent: View {
            @State private var ticks = 0
            var body: some View {
                VStack {
                    Button("Tick") { ticks += 1 }
                    Child(ticks: ticks)
                }
            }
        }
        let host = ViewHost(Parent())
        for _ in 0..<3 { host.tap("Tick") }
        print("\\(host.release): \\(Made.models) models")
        """

    @Test func theDefaultIsXcode27AndSwiftUI26IsSelectable() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/models.swift"
        try Self.program.write(toFile: file, atomically: true, encoding: .utf8)
        let current = try sandbox.run(["run", file], directory: sandbox.root)
        #expect(current.status == 0, "\(current.output)")
        #expect(current.stdout.contains("Xcode 27: 1 models"), "\(current.output)")
        let older = try sandbox.run(["run", file, "--swiftui", "26"], directory: sandbox.root)
        #expect(older.status == 0, "\(older.output)")
        #expect(older.stdout.contains("Xcode 26: 4 models"), "\(older.output)")
        let unknown = try sandbox.run(["run", file, "--swiftui", "25"], directory: sandbox.root)
        #expect(unknown.status != 0 && unknown.stderr.contains("26 or 27"), "\(unknown.output)")
    }
}
