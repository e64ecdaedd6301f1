import Foundation
import Testing
@testable import CourseKit

/// Xcode's new app template compiles with default main-actor isolation and
/// "approachable concurrency" (isolated conformances inferred, nonisolated
/// async functions run on the caller's actor). Code written there must
/// compile against the simulator with those flags and behave: this compiles
/// such a file with swiftc, against the simulator library the runner builds,
/// and runs it. (The runner's own flags are not changed here.)
@Suite(.serialized) struct DefaultIsolationTests {
    /// The flags that make swiftc compile like a new Xcode project.
    static let xcodeTemplateFlags = [
        "-swift-version", "6", "-default-isolation", "MainActor",
        "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    static let program = #"""
        import SwiftUI

        // Default main-actor isolation: a model's static var and an Equatable
        // view's `==` need no `nonisolated`, as in a new Xcode project.
        @Observable final class Library {
            static var shared = Library()
            var books = ["Dune"]
            func add(_ title: String) async { books.append(title) }
        }

        struct Chart: View, Equatable {
            let values: [Int]
            static func == (lhs: Chart, rhs: Chart) -> Bool { lhs.values == rhs.values }
            var body: some View { Text("\(values.count) values") }
        }

        struct BookDetail: View {
            let title: String
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Text("About \(title)")
                Button("Done") { dismiss() }
            }
        }

        struct ContentView: View {
            @State private var library = Library.shared
            @State private var showingAdd = false
            var body: some View {
                NavigationStack {
                    List(library.books, id: \.self) { title in
                        NavigationLink(title) { BookDetail(title: title) }
                    }
                    .navigationTitle("Books")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add") { showingAdd = true }
                        }
                    }
                    .sheet(isPresented: $showingAdd) {
                        Button("Save Neuromancer") {
                            Task { await library.add("Neuromancer") }
                            showingAdd = false
                        }
                    }
                    Chart(values: [1, 2, 3]).equatable()
                }
            }
        }

        struct BooksApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        let host = ViewHost(ContentView())
        host.tap("Add")
        host.tap("Save Neuromancer")
        try await Task.sleep(for: .milliseconds(10))
        host.update()
        host.tap("Neuromancer")
        print(host.texts)
        host.tap("Done")
        print(host.texts)
        """#

    @Test func xcodeTemplateCodeCompilesAndRunsWithDefaultMainActorIsolation() throws {
        let environment = ProcessInfo.processInfo.environment
        let cache = CacheDirectory(path: CourseSandbox.sharedCache)
        try FileManager.default.createDirectory(atPath: cache.path, withIntermediateDirectories: true)
        let toolchain = try Toolchain.locate(environment: environment, cache: cache)
        let sources = CourseSandbox.packageRoot + "/Sources/SwiftUISim"
        let library = try SimulatorLibrary.prepare(sources: sources, toolchain: toolchain, cache: cache, log: { _ in })

        let folder = NSTemporaryDirectory() + "default-isolation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.program.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)

        let compile = try Subprocess(
            executable: toolchain.swiftc,
            arguments: Self.xcodeTemplateFlags + library.compilerArguments + [folder + "/main.swift", "-o", folder + "/books"],
            environment: environment
        ).run()
        let diagnostics = String(decoding: compile.stderr + compile.stdout, as: UTF8.self)
        #expect(compile.termination == .exited(0), "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
        guard compile.termination == .exited(0) else { return }

        let run = try Subprocess(executable: folder + "/books", environment: [:]).run()
        let output = String(decoding: run.stdout, as: UTF8.self)
        #expect(run.termination == .exited(0), "\(output)\(String(decoding: run.stderr, as: UTF8.self))")
        #expect(output.contains(#"["About Neuromancer", "Done"]"#), "\(output)")
        #expect(output.contains(#"["Dune", "Neuromancer", "Add", "3 values"]"#), "\(output)")
    }
}
