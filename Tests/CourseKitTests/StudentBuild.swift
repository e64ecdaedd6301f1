import Foundation
import Testing

@testable import CourseKit

/// A student module built as the runner builds one, in a scratch folder of
/// its own: for tests of what the policy makes of compiled code.
struct StudentBuild {
    let scratch: String
    let paths: LabBuild.Paths
    let file: String
    let build: LabBuild

    init(_ source: String, named name: String, runner: LabRunner, memorySafe: Bool = true) throws {
        scratch = try Files.temporaryDirectory(prefix: "course-student-build-test")
        paths = LabBuild.Paths(scratch: scratch)
        try Files.createDirectory(paths.modules)
        file = paths.studentSources + "/" + name
        try Files.writeAtomically(source, to: file)
        build = LabBuild(
            toolchain: runner.toolchain, simulator: runner.simulator, support: nil, moduleCache: runner.moduleCache, sandbox: runner.sandbox,
            limits: ResourceLimits(seconds: 120, memoryMB: 4096), memorySafe: memorySafe)
    }

    func remove() { Files.remove(scratch) }

    /// Resolved references from a step's AST, demangled.
    static func references(_ step: LabBuild.StepResult) throws -> ResolvedReferences {
        var references = ResolvedReferences(dump: try #require(step.ast, "it does not type-check: \(step.diagnostics)"))
        references.demangle()
        return references
    }
}
