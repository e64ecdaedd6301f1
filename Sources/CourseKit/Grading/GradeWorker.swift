import Foundation

/// The worker side of grading: `course grade --worker COURSE LAB-FOLDER
/// STUDENT-DIR SWIFTC SIMULATOR-DIR [MODULE-CACHE]` checks one submission with
/// the lab runner and prints the verdict as JSON. MODULE-CACHE is the run's
/// compiler module cache, warmed by the engine and read-only behind the walls;
/// a compile that needs a module it lacks is retried with a private cache in
/// the scratch folder. The engine starts one worker process
/// per submission, so whatever a submission does to the runner (or the runner
/// to itself) stays in that process.
public enum GradeWorker {
    public static let flag = "--worker"

    static func arguments(courseRoot: String, lab: Lab, studentDirectory: String, runner: LabRunner, moduleCache: String?) -> [String] {
        [flag, courseRoot, lab.folder, studentDirectory, runner.toolchain.swiftc, runner.simulator.directory] + (moduleCache.map { [$0] } ?? [])
    }

    /// How graded code is compiled: as one module in one compiler process
    /// (`-wmo`: a third less CPU than a frontend per file, and one core per
    /// worker, so `--jobs` is what spreads the work), against `moduleCache`.
    static func compilerArguments(moduleCache: String?) -> [String] {
        ["-wmo"] + (moduleCache.map { ["-module-cache-path", $0] } ?? [])
    }

    /// Exit 0 with the verdict on stdout; 2 with a message on stderr.
    public static func main(arguments: [String]) -> Int32 {
        guard arguments.count == 5 || arguments.count == 6 else {
            TerminalOutput.send("error: course grade --worker takes COURSE LAB-FOLDER STUDENT-DIR SWIFTC SIMULATOR-DIR [MODULE-CACHE]\n", to: STDERR_FILENO)
            return ExitCode.usage
        }
        let (root, folder, student, swiftc, simulator) = (arguments[0], arguments[1], arguments[2], arguments[3], arguments[4])
        // rlimits are inherited: a student program left behind by a killed
        // worker still dies once it has used this much CPU.
        var cpu = rlimit(rlim_cur: 600, rlim_max: 610)
        _ = setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
        do {
            let lab = try Lab.load(folder: folder, labsDirectory: root + "/Labs", solutionsDirectory: root + "/Solutions")
            var runner = LabRunner(
                toolchain: Toolchain(swiftc: swiftc, version: ""), simulator: SimulatorLibrary(directory: simulator),
                currentDirectory: student)
            let shared = arguments.count == 6 ? arguments[5] : nil
            runner.extraCompilerArguments = compilerArguments(moduleCache: shared)
            var verdict = try runner.check(lab, studentDirectory: student)
            if let shared, verdict.stage == .compile, verdict.compilerOutput.contains(shared) {
                // The shared cache lacks a module this submission imports (and is read-only here).
                let own = (ProcessInfo.processInfo.environment["TMPDIR"] ?? NSTemporaryDirectory()) + "/module-cache"
                runner.extraCompilerArguments = compilerArguments(moduleCache: own)
                verdict = try runner.check(lab, studentDirectory: student)
            }
            if verdict.compilerOutput.utf8.count > 64 * 1024 {
                verdict.compilerOutput = String(decoding: verdict.compilerOutput.utf8.prefix(64 * 1024), as: UTF8.self) + "\n…(more compiler output cut)…\n"
            }
            if verdict.lint.count > 200 { verdict.lint = Array(verdict.lint.prefix(200)) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = (try? encoder.encode(verdict)) ?? Data()
            TerminalOutput.send(String(decoding: data, as: UTF8.self) + "\n", to: STDOUT_FILENO)
            return ExitCode.success
        } catch {
            TerminalOutput.send(error.message + "\n", to: STDERR_FILENO)
            return error.exitCode
        }
    }
}
