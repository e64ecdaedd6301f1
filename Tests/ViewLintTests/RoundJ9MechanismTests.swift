import Foundation
import Testing
@testable import ViewLint

/// Held-out round j9 (UTM, Trio): the misfire classes the judgement found at warning/error,
/// as `course lint` reports them. The rules' own examples cover the rest.
@Suite("Held-out classes (round j9)")
struct RoundJ9MechanismTests {
    @Test("anyview: the clauses of an #if are builds, not alternatives; an if/else still is")
    func ifConfigClausesAreBuilds() {
        let builds = """
            struct Picker: ViewModifier {
                func body(content: Content) -> some View {
                    #if os(macOS)
                    return AnyView(content.popover(isPresented: .constant(true)) { Grid() })
                    #else
                    return AnyView(content.sheet(isPresented: .constant(true)) { Grid() })
                    #endif
                }
            }
            """
        let found = Linter().lint(source: builds, path: "Picker.swift").filter { $0.rule == "anyview" }
        #expect(found.map(\.severity) == [.note, .note] && !found.contains { $0.message.contains("erase alternatives") },
                "\(found.map(\.textLine))")
        // Within one clause, two returns are alternatives again.
        let within = builds.replacingOccurrences(
            of: "    #else\n",
            with: "    if Bool.random() { return AnyView(Grid()) }\n    #else\n")
        let alternatives = Linter().lint(source: within, path: "Picker.swift").filter { $0.rule == "anyview" }
        #expect(alternatives.contains { $0.message.contains("erase alternatives") },
                "\(alternatives.map(\.textLine))")
    }

    @Test("unstable-id: a `?? UUID()` fallback is an error only when the code shows it can run")
    func fallbackNeedsEvidence() {
        let unreachable = """
            final class Machine: Identifiable {
                private var entry: Entry?
                init(entry: Entry) { self.entry = entry }
                var id: UUID { entry?.uuid ?? UUID() }
            }
            """
        let note = Linter().lint(source: unreachable, path: "Machine.swift").filter { $0.rule == "unstable-id" }
        #expect(note.map(\.severity) == [.note] && note[0].message.contains("`entry?.uuid` is nil"), "\(note.map(\.textLine))")
        let reachable = unreachable.replacingOccurrences(of: "init(entry: Entry) { self.entry = entry }",
                                                         with: "init(entry: Entry) { self.entry = entry }\n    func forget() { entry = nil }")
        let error = Linter().lint(source: reachable, path: "Machine.swift").filter { $0.rule == "unstable-id" }
        #expect(error.map(\.severity) == [.error], "\(error.map(\.textLine))")
        // Not a fallback: the fresh value is the id itself.
        let direct = Linter().lint(source: "struct T: Identifiable { var id: UUID { UUID() } }", path: "T.swift")
        #expect(direct.filter { $0.rule == "unstable-id" }.map(\.severity) == [.error])
    }

    @Test("unstable-id: a range over a model's `let` with a value is constant, across files; over a `var` it is not")
    func modelConstantRange() throws {
        let model = """
            import Observation
            extension ManualBasal {
                @Observable final class StateModel {
                    var index = 0
                    let durations = stride(from: 30.0, to: 720.1, by: 30.0).map { $0 }
                }
            }
            """
        let view = """
            import SwiftUI
            extension ManualBasal {
                struct RootView: View {
                    @State var state = StateModel()
                    var body: some View {
                        Picker("Duration", selection: $state.index) {
                            ForEach(0 ..< state.durations.count) { index in Text("\\(state.durations[index])") }
                        }
                    }
                }
            }
            """
        let fixed = try lintFolder(["Model.swift": model, "RootView.swift": view])
        #expect(summary(fixed, "unstable-id").isEmpty, "\(fixed.map(\.textLine))")
        let variable = try lintFolder(["Model.swift": model.replacingOccurrences(of: "let durations", with: "var durations"),
                                       "RootView.swift": view])
        #expect(summary(variable, "unstable-id") == ["RootView.swift:7:warning"], "\(variable.map(\.textLine))")
    }

    @Test("parse-error: an attribute against its function type's `(` is a warning, as the Swift 5 mode compiles it")
    func attributeAgainstParameters() throws {
        let scratch = try Scratch()
        let source = """
            @MainActor final class Store {
                func setUp(update: @escaping @MainActor([Int]) -> Void) {}
                func row(_ i: Int) -> some View { Text("a").id(UUID()) }
            }
            """
        let file = try scratch.write("Store.swift", source)
        // The compiler's own reading: the Swift 5 language mode accepts it, Swift 6's does not.
        #expect(try swiftc(["-parse", "-swift-version", "5", file]) == 0)
        #expect(try swiftc(["-parse", "-swift-version", "6", file]) != 0)
        let run = runLint([file])
        #expect(run.stdout.contains("Store.swift:2:") && run.stdout.contains(": warning: ") && !run.stdout.contains("error: does not parse"),
                "\(run.stdout)")
        #expect(run.stdout.contains("[unstable-id]"), "the rest of the file is linted")
        // Missing parameters are still a parse error.
        let broken = try scratch.write("Broken.swift", "func setUp(update: @escaping @MainActor -> Void) {}\n")
        #expect(runLint([broken]).stdout.contains("error: does not parse"))
    }

    /// Exit status of `swiftc` (from PATH) with these arguments.
    private func swiftc(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
