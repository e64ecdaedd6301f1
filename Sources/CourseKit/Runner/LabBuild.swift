import Foundation

/// Compiles a submission into a lab program, keeping what the student wrote
/// apart from what judges it:
///
/// 1. the student's files are their own module, `StudentCode` (with
///    `-enable-testing`, strict memory safety as errors, and Support's module
///    imported implicitly);
/// 2. the lab's checks are another module, `LabChecks`, which imports
///    `StudentCode` (`@testable import`) and the harness module, never the
///    other way round;
/// 3. the checks' compile links the program: both modules, with the cached
///    harness, Support and simulator libraries.
///
/// Alongside steps 1 and 2 the compiler dumps each module's type-checked AST,
/// so the reference policy can see what every name in the student's code and
/// in the checks resolved to (`ReferencePolicy`).
struct LabBuild {
    static let studentModule = "StudentCode"
    static let checksModule = "LabChecks"
    /// The generated file of Support's type aliases (`LabSupportLibrary.aliasesSource`).
    static let supportAliasesFile = "_LabSupportTypes.swift"

    var toolchain: Toolchain
    var simulator: SimulatorLibrary
    var support: LabSupportLibrary?
    /// The clang module cache shared by every lab compile.
    var moduleCache: String
    /// The compiler runs on hostile source: under these limits.
    var sandbox: Sandbox
    var limits: ResourceLimits
    /// Strict memory safety as errors for the student module (unless the lab allows unsafe code).
    var memorySafe = true
    var extraArguments: [String] = []
    /// How many compiler processes may run at once: the compile beside its
    /// AST dump on a machine of its own; one at a time where a grader runs
    /// several submissions side by side.
    var width = 2

    /// Where a build leaves things, in the scratch folder.
    struct Paths {
        var scratch: String
        var studentSources: String { scratch + "/student" }
        var modules: String { scratch + "/modules" }
        var checksMain: String { scratch + "/checks-main/_CourseMain.swift" }
        var supportAliases: String { studentSources + "/" + LabBuild.supportAliasesFile }
        var binary: String { scratch + "/lab" }
    }

    /// What one compiler step produced, and its type-checked AST (JSON).
    struct StepResult {
        var compile: Confined.Result
        var ast: Data?

        var succeeded: Bool { compile.process.termination == .exited(0) }
        var diagnostics: String { String(decoding: compile.process.stderr + compile.process.stdout, as: UTF8.self) }
    }

    /// How Xcode's new app template compiles app code: the main actor by
    /// default, isolated conformances inferred, nonisolated async functions
    /// running on their caller's actor. The student's module and `course run`
    /// files get these (docs/simulator.md says what still differs from Xcode).
    static let appSettings = [
        "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]

    /// The package name lab code is compiled in, as SwiftPM names every module
    /// of a package (`-package-name`): `package` declarations (Swift 5.9,
    /// SE-0386) compile and are shared between the lab's modules. It is not the
    /// simulator's (`SimulatorLibrary.packageName`), so lab code sees none of
    /// the simulator's `package` declarations (round 12; docs/simulator.md).
    static let labPackageName = ["-package-name", "CourseLab"]

    /// Swift settings every lab module shares: Swift 6 mode, as a new Xcode project.
    var commonArguments: [String] {
        Self.commonArguments(simulator: simulator, support: support, moduleCache: moduleCache) + extraArguments
    }

    static func commonArguments(simulator: SimulatorLibrary, support: LabSupportLibrary?, moduleCache: String) -> [String] {
        ["-parse-as-library", "-swift-version", "6", "-Onone", "-wmo", "-module-cache-path", moduleCache] + labPackageName
            + simulator.importArguments + (support?.importArguments ?? [])
    }

    /// What makes the student module what it is: its name, testable, and
    /// strict memory safety as errors (unless the lab allows unsafe code).
    static func studentModuleArguments(memorySafe: Bool) -> [String] {
        ["-enable-testing", "-module-name", studentModule] + (memorySafe ? ["-strict-memory-safety", "-Werror", "StrictMemorySafety"] : [])
    }

    /// The student module's settings without its outputs, for the lab's files
    /// and Support's type aliases: what an editor's compilation database
    /// repeats (`EditorProject`), so the editor sees exactly what the runner compiles.
    /// In the order `compileStudent` passes them: shared, app settings, the module's own.
    static func studentSettings(simulator: SimulatorLibrary, support: LabSupportLibrary?, moduleCache: String, memorySafe: Bool) -> [String] {
        commonArguments(simulator: simulator, support: support, moduleCache: moduleCache) + appSettings + studentModuleArguments(memorySafe: memorySafe)
    }

    /// The student module: their files (and Support's type aliases).
    func compileStudent(_ files: [String], paths: Paths) throws(CourseError) -> StepResult {
        var inputs = files
        if let support {
            try Files.writeAtomically(support.aliasesSource, to: paths.supportAliases)
            inputs.append(paths.supportAliases)
        }
        // One frontend emits both the module and the object (the driver would
        // otherwise type-check the module twice, once per output).
        let compile = Self.studentModuleArguments(memorySafe: memorySafe) + [
            "-no-emit-module-separately-wmo", "-emit-module", "-emit-module-path", paths.modules + "/\(Self.studentModule).swiftmodule", "-c", "-o", paths.modules + "/student.o"]
        return try run(compile: compile, inputs: inputs, module: Self.studentModule, shared: Self.appSettings)
    }

    /// The checks module (Checks/*.swift, Support's aliases and a `main` that
    /// runs the checks), compiled and linked with the student's into the lab program.
    func compileChecks(_ checkFiles: [String], paths: Paths) throws(CourseError) -> StepResult {
        try Files.writeAtomically(
            "// Added by the course runner: the lab program's entry point.\n"
                + "@main enum _CourseMain { @MainActor static func main() { runLabChecks(labChecks) } }\n",
            to: paths.checksMain)
        var inputs = checkFiles + [paths.checksMain]
        if support != nil { inputs.append(paths.supportAliases) }
        return try run(
            compile: ["-module-name", Self.checksModule, paths.modules + "/student.o"] + (support?.linkArguments ?? []) + simulator.linkArguments
                + linkerArguments + ["-o", paths.binary],
            inputs: inputs, module: Self.checksModule, shared: ["-I", paths.modules, "-Xfrontend", "-import-module", "-Xfrontend", "CourseHarness"])
    }

    /// Runs the compile and, at the same time, the AST dump of the same
    /// inputs; `shared` are arguments both need (search paths, implicit imports).
    /// The dump is given every argument the compile is, but its outputs: a
    /// setting only one of them had could make `#if` (`hasFeature`, say)
    /// show the policy one program and compile another.
    private func run(compile: [String], inputs: [String], module: String, shared: [String]) throws(CourseError) -> StepResult {
        var dumpLimits = limits
        dumpLimits.outputBytes = 256 << 20  // the JSON is large; it is read, not shown
        let arguments = commonArguments + shared + compile
        let jobs = [
            tool(arguments + inputs),
            tool(
                ["-frontend", "-dump-ast", "-dump-ast-format", "json"] + pluginArguments + Self.typeCheckingArguments(arguments)
                    + inputs.flatMap { ["-primary-file", $0] }, limits: dumpLimits),
        ]
        let results = try Confined.runTogether(jobs, width: width)
        return StepResult(compile: results[0], ast: results[1].process.termination == .exited(0) ? results[1].process.stdout : nil)
    }

    /// A compile's driver arguments as a frontend that only type-checks takes
    /// them: every setting kept, what to emit and link dropped.
    static func typeCheckingArguments(_ driver: [String]) -> [String] {
        let outputsWithValue: Set<String> = ["-o", "-emit-module-path", "-L"]
        let outputs: Set<String> = ["-c", "-emit-module", "-no-emit-module-separately-wmo", "-wmo", "-Onone", "-use-ld=lld"]
        // Settings whose value could pass for an output (`-load-plugin-library
        // libX.so` starts with `-l`, as a library to link does).
        let settingsWithValue: Set<String> = ["-load-plugin-library", "-load-plugin-executable"]
        var arguments: [String] = []
        var index = 0
        while index < driver.count {
            let argument = driver[index]
            if outputsWithValue.contains(argument) {
                index += 1
            } else if settingsWithValue.contains(argument), index + 1 < driver.count {
                arguments += [argument, driver[index + 1]]
                index += 1
            } else if argument == "-Xfrontend", index + 1 < driver.count {
                index += 1
                arguments.append(driver[index])
            } else if !outputs.contains(argument), !argument.hasPrefix("-l"), !argument.hasSuffix(".o") {
                arguments.append(argument)
            }
            index += 1
        }
        return arguments
    }

    private func tool(_ arguments: [String], limits: ResourceLimits? = nil) -> Confined {
        sandbox.tool(toolchain.swiftc, arguments: arguments, environment: ProcessInfo.processInfo.environment, limits: limits ?? self.limits)
    }

    /// Where the toolchain's macro plugins are (`@Observable`): the driver
    /// tells the frontend, so a frontend run by hand must be told too.
    private var pluginArguments: [String] {
        let host = toolchain.hostLibraries
        return ["-in-process-plugin-server-path", host + "/libSwiftInProcPluginServer.so", "-plugin-path", host + "/plugins"]
    }

    /// The toolchain's lld when it has one: it links a lab program in about
    /// half the time of the system's gold.
    private var linkerArguments: [String] {
        FileManager.default.isExecutableFile(atPath: (toolchain.swiftc as NSString).deletingLastPathComponent + "/ld.lld") ? ["-use-ld=lld"] : []
    }

}
