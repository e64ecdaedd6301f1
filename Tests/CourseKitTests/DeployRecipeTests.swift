import Foundation
import Testing
@testable import CourseKit

/// The recipes in deploy/, run as pasted, in this machine's terms: the same
/// scripts and steps, with the Gradescope layout moved by AUTOGRADER_ROOT and
/// the steps that need root or the network (apt-get, the toolchain download,
/// a release build) skipped with a printed reason (DEPLOY_OFFLINE=1, COURSE=
/// the binary under test). Shards and merges run for real on a class of two.
@Suite(.serialized) struct DeployRecipeTests {
    static let deploy = CourseSandbox.packageRoot + "/deploy"
    static let lab = "01-side-effect-in-body"

    /// Runs `executable` (a script run by bash, or a program) with exactly this environment.
    private func run(_ executable: String, _ arguments: [String] = [], environment: [String: String], in directory: String) throws -> CourseSandbox.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        return try CourseSandbox.collect(process)
    }

    private func bash(_ script: String, environment: [String: String], in directory: String) throws -> CourseSandbox.Result {
        try run("/bin/bash", [script], environment: environment, in: directory)
    }

    private func baseEnvironment(_ root: String) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": root, "TMPDIR": NSTemporaryDirectory(),
            "COURSE": CourseSandbox.binary, "DEPLOY_OFFLINE": "1",
        ]
    }

    /// The real course, as a Gradescope autograder zip unpacks it into /autograder/source.
    private func autograderRoot() throws -> String {
        let root = NSTemporaryDirectory() + "course-autograder-" + UUID().uuidString
        let files = FileManager.default
        for folder in ["source/Sources", "submission", "results"] { try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
        let simulator = ["Sources/SwiftUISim", "Sources/CourseHarness"] + SimulatorLibrary.standIns.map { "Sources/" + $0.name }
        for item in ["Package.swift", "Labs", "Lessons", "Solutions", "deploy"] + simulator {
            try files.copyItem(atPath: CourseSandbox.packageRoot + "/" + item, toPath: root + "/source/" + item)
        }
        // Gradescope copies run_autograder to /autograder and runs it from there.
        try files.copyItem(atPath: Self.deploy + "/gradescope/run_autograder", toPath: root + "/run_autograder")
        return root
    }

    private func submit(_ file: String, to root: String) throws {
        let folder = root + "/submission"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file, toPath: folder + "/" + (file as NSString).lastPathComponent)
        try? FileManager.default.removeItem(atPath: root + "/results/results.json")
    }

    private func results(_ root: String) throws -> (score: Double, max: Double, failed: [String]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/results/results.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let tests = object["tests"] as? [[String: Any]] ?? []
        let max = tests.reduce(0.0) { $0 + ($1["max_score"] as? Double ?? 0) }
        return (object["score"] as? Double ?? -1, max, tests.filter { $0["status"] as? String == "failed" }.compactMap { $0["name"] as? String })
    }

    private func simulatorLibrary(in cache: String) -> String? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
        return entries.filter { $0.hasPrefix("simulator-") && !$0.hasSuffix(".lock") }.map { cache + "/" + $0 + "/libSwiftUISim.a" }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func everyScriptParses() throws {
        let scripts = ["gradescope/setup.sh", "gradescope/run_autograder", "gradescope/make-zip.sh", "slurm/grade.sbatch", "slurm/merge.sbatch"]
        for script in scripts {
            let result = try run("/bin/bash", ["-n", Self.deploy + "/" + script], environment: baseEnvironment("/tmp"), in: Self.deploy)
            #expect(result.status == 0, "bash -n \(script): \(result.output)")
            #expect(FileManager.default.isExecutableFile(atPath: Self.deploy + "/" + script), "\(script) is executable")
        }
        let config = try String(contentsOfFile: Self.deploy + "/gradescope/config", encoding: .utf8)
        #expect(config.contains("LAB=\(Self.lab)\n"), "the one place the lab is set")
    }

    /// setup.sh with a cache of its own (the default, under source/): it
    /// builds the simulator once; then run_autograder grades a reference
    /// solution in full and the starter in part, never building it again.
    @Test func gradescopeSetupWarmsTheCacheAndRunAutograderGrades() throws {
        let root = try autograderRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var environment = baseEnvironment(root)
        environment["AUTOGRADER_ROOT"] = root
        let started = Date()
        let setup = try bash(root + "/source/deploy/gradescope/setup.sh", environment: environment, in: root + "/source")
        let setupSeconds = Date().timeIntervalSince(started)
        #expect(setup.status == 0, "\(setup.output)")
        #expect(setup.output.contains("skipped apt-get") && setup.output.contains("skipped swift build"), "\(setup.output)")
        #expect(setup.output.contains("Building the SwiftUI simulator") && setup.output.contains("Prepared \(Self.lab)"), "\(setup.output)")
        let library = try #require(simulatorLibrary(in: root + "/source/.course-cache"), "setup.sh left the simulator in the cache")
        let built = try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date

        try submit(CourseSandbox.packageRoot + "/Solutions/\(Self.lab)/FeedView.swift", to: root)
        let graded = Date()
        let solution = try run(root + "/run_autograder", environment: environment, in: root)
        print("DeployRecipeTests: setup.sh \(String(format: "%.1f", setupSeconds)) s; first submission after it \(String(format: "%.1f", Date().timeIntervalSince(graded))) s")
        #expect(solution.status == 0, "\(solution.output)")
        #expect(!solution.output.contains("Building the SwiftUI simulator"), "\(solution.output)")
        #expect(solution.output.contains("isolation: "), "the instructor's output says what applied")
        let full = try results(root)
        #expect(full.max > 0 && full.score == full.max && full.failed.isEmpty, "\(full)")

        try submit(CourseSandbox.packageRoot + "/Labs/\(Self.lab)/Starter/FeedView.swift", to: root)
        let starter = try run(root + "/run_autograder", environment: environment, in: root)
        #expect(starter.status == 0, "\(starter.output)")
        let partial = try results(root)
        #expect(partial.score < partial.max && !partial.failed.isEmpty, "\(partial)")
        #expect(try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date == built, "the simulator was not rebuilt")
    }

    /// Where bubblewrap cannot build its walls (a bwrap that fails, as where
    /// user namespaces are off), ISOLATION=sandbox refuses with exit 2 and
    /// says why, in run_autograder (no results.json) and in the Slurm task.
    @Test func isolationSandboxRefusesWhereTheWallsCannotBeBuilt() throws {
        let root = try autograderRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fake = root + "/fake-bin"
        try FileManager.default.createDirectory(atPath: fake, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n".write(toFile: fake + "/bwrap", atomically: true, encoding: .utf8)
        chmod(fake + "/bwrap", 0o755)
        var environment = baseEnvironment(root)
        environment["AUTOGRADER_ROOT"] = root
        environment["PATH"] = fake + ":" + (environment["PATH"] ?? "")
        environment["COURSE_CACHE"] = CourseSandbox.sharedCache
        environment["COURSE_ISOLATION"] = "sandbox"
        try submit(CourseSandbox.packageRoot + "/Solutions/\(Self.lab)/FeedView.swift", to: root)
        let refused = try run(root + "/run_autograder", environment: environment, in: root)
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.output.contains("--isolation sandbox needs bubblewrap and user namespaces") && refused.output.contains("Permission denied"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/results/results.json"))

        // Slurm, the same node: auto grades with limits only and says so; sandbox refuses.
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("ada", grading.source(.good))
        var slurm = environment
        slurm.merge(["SUBMISSIONS": grading.submissions, "LAB": "01-counter", "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "1"]) { $1 }
        slurm["COURSE_ISOLATION"] = nil
        slurm["ISOLATION"] = "sandbox"
        let task = try bash(Self.deploy + "/slurm/grade.sbatch", environment: slurm, in: grading.sandbox.course)
        #expect(task.status == 2 && task.output.contains("--isolation sandbox needs bubblewrap"), "\(task.output)")
        slurm["ISOLATION"] = nil
        let reduced = try bash(Self.deploy + "/slurm/grade.sbatch", environment: slurm, in: grading.sandbox.course)
        #expect(reduced.status == 0 && reduced.output.contains("REDUCED: bubblewrap cannot build the walls here"), "\(reduced.output)")
    }

    /// grade.sbatch as two array tasks, then merge.sbatch; then every `run:`
    /// step of the workflow, as its two shard jobs and its merge job would.
    @Test func slurmAndWorkflowShardAndMergeAClassOfTwo() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("ada", grading.source(.good))
        try grading.add("bo", grading.starter)
        let work = grading.sandbox.course
        // The class list the merge steps judge identity by (--roster, --strict: exit 3 on anything unmatched).
        try "Student,ID,SIS User ID,SIS Login ID,Section,Folder\nAda,101,S101,ada1,A,ada\nBo,102,S102,bo1,A,bo\n"
            .write(toFile: work + "/roster.csv", atomically: true, encoding: .utf8)
        var environment = grading.sandbox.environment
        environment["COURSE"] = CourseSandbox.binary
        environment["SUBMISSIONS"] = grading.submissions
        func expectGradebook(_ label: String) throws {
            let gradebook = try grading.csv("gradebook.csv", in: work + "/grades")
            #expect(gradebook.contains(["ada", "6", "6"]) && gradebook.contains(["bo", "3", "3"]) && gradebook.count == 3, "\(label): \(gradebook)")
            for folder in ["grades", "out-1", "out-2"] { try FileManager.default.removeItem(atPath: work + "/" + folder) }
        }

        let sbatch = try String(contentsOfFile: Self.deploy + "/slurm/grade.sbatch", encoding: .utf8)
        #expect(sbatch.contains("#SBATCH --array=1-"), "shards are 1-based, as --shard K/N is")
        for shard in 1...2 {
            var task = environment
            task.merge(["SLURM_ARRAY_TASK_ID": "\(shard)", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_CPUS_PER_TASK": "1", "LAB": "01-counter"]) { $1 }
            let result = try bash(Self.deploy + "/slurm/grade.sbatch", environment: task, in: work)
            #expect(result.status == 0, "task \(shard): \(result.output)")
        }
        let merged = try bash(Self.deploy + "/slurm/merge.sbatch", environment: environment, in: work)
        #expect(merged.status == 0, "\(merged.output)")
        try expectGradebook("slurm")

        let workflow = try Workflow(String(contentsOfFile: Self.deploy + "/github/grade.yml", encoding: .utf8))
        #expect(workflow.env["SHARDS"].flatMap { Int($0) } == workflow.shards.count, "SHARDS is the matrix's size")
        // No fallback to limits only beside the job's files, and no token left in .git/config for a student's program.
        #expect(workflow.env["ISOLATION"] == "sandbox")
        let recipe = try String(contentsOfFile: Self.deploy + "/github/grade.yml", encoding: .utf8)
        #expect(recipe.components(separatedBy: "uses: actions/checkout").count - 1 == recipe.components(separatedBy: "with: { persist-credentials: false }").count - 1)
        #expect(recipe.contains("permissions:\n  contents: read"))
        var shared = workflow.env
        // This machine's terms: two shards, the fixture's one lab, the binary under test, the tests' cache
        // (auto: the sandbox's refusal is tested on its own, above).
        shared.merge(["SHARDS": "2", "SELECT": "--lab 01-counter", "COURSE": CourseSandbox.binary, "COURSE_CACHE": CourseSandbox.sharedCache,
            "SUBMISSIONS": grading.submissions, "ISOLATION": "auto"]) { $1 }
        func runJob(_ job: String, extra: [String: String]) throws {
            let steps = workflow.steps.filter { $0.job == job }
            #expect(!steps.isEmpty, "job \(job)")
            for step in steps {
                #expect(!step.run.contains("${{"), "a run step reads the environment, so it runs as written: \(step.run)")
                if step.run.contains("apt-get") { print("DeployRecipeTests: skipped `\(step.run)` (needs root and the network)"); continue }
                if step.run.contains("swift build") { print("DeployRecipeTests: skipped `\(step.run)` (COURSE is the binary under test)"); continue }
                let result = try run("/bin/bash", ["-eo", "pipefail", "-c", step.run], environment: environment.merging(shared) { $1 }.merging(extra) { $1 }, in: work)
                #expect(result.status == 0, "\(job): \(step.run): \(result.output)")
            }
        }
        for shard in 1...2 { try runJob("grade", extra: ["SHARD": "\(shard)"]) }
        try runJob("merge", extra: [:])
        try expectGradebook("workflow")
    }

    /// Every `course` command line in the recipes names a verb and options
    /// its `--help` lists (the Containerfile's and Kubernetes' commands need
    /// an image and a cluster to run for real).
    @Test func everyCourseCommandInTheRecipesIsOneTheVerbsAccept() throws {
        let files = ["Containerfile", "k8s-grade-job.yaml", "github/grade.yml", "slurm/grade.sbatch", "slurm/merge.sbatch",
            "gradescope/setup.sh", "gradescope/run_autograder"]
        let environment = baseEnvironment(NSTemporaryDirectory())
        let overview = try run(CourseSandbox.binary, ["--help"], environment: environment, in: NSTemporaryDirectory())
        #expect(overview.status == 0)
        var helps: [String: String] = [:]
        let pattern = try NSRegularExpression(pattern: #"(?:^|[\s"'\[])(?:course|"?\$COURSE"?) ([a-z][a-z-]*)([^\n"]*)"#, options: [.anchorsMatchLines])
        var checked = 0
        for file in files {
            let text = try String(contentsOfFile: Self.deploy + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) {
                let comment = line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
                for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    let verb = String(line[Range(match.range(at: 1), in: line)!])
                    let rest = String(line[Range(match.range(at: 2), in: line)!])
                    if helps[verb] == nil {
                        let help = try run(CourseSandbox.binary, [verb, "--help"], environment: environment, in: NSTemporaryDirectory())
                        helps[verb] = help.status == 0 ? help.output : ""
                    }
                    // Prose in a comment may say "the course is built"; a command line may not.
                    if helps[verb] == "" {
                        #expect(comment, "\(file): `course \(verb)` is no verb: \(line)")
                        continue
                    }
                    checked += 1
                    for flag in rest.split(whereSeparator: { " =\t\\".contains($0) }) where flag.hasPrefix("--") {
                        #expect(helps[verb]!.contains(String(flag)), "\(file): `course \(verb)` takes no \(flag): \(line)")
                    }
                }
            }
        }
        #expect(checked >= 8, "found the recipes' course commands")
        let containerfile = try String(contentsOfFile: Self.deploy + "/Containerfile", encoding: .utf8)
        #expect(containerfile.contains("ENTRYPOINT [\"course\"]") && containerfile.contains("course autograde --prepare"))
        #expect(try String(contentsOfFile: Self.deploy + "/k8s-grade-job.yaml", encoding: .utf8).contains("course-grader"))
    }

    /// make-zip.sh: the committed course with setup.sh and run_autograder at the zip's root.
    @Test func theGradescopeZipHasItsScriptsAtTheRoot() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip"), FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip"),
            FileManager.default.fileExists(atPath: CourseSandbox.packageRoot + "/.git")
        else {
            print("DeployRecipeTests: skipped make-zip.sh: needs /usr/bin/zip, /usr/bin/unzip and a git checkout")
            return
        }
        let out = NSTemporaryDirectory() + "course-zip-" + UUID().uuidString + "/autograder.zip"
        try FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (out as NSString).deletingLastPathComponent) }
        let zipped = try run("/bin/bash", [Self.deploy + "/gradescope/make-zip.sh", out], environment: baseEnvironment(NSTemporaryDirectory()), in: NSTemporaryDirectory())
        #expect(zipped.status == 0, "\(zipped.output)")
        let listing = try run("/usr/bin/unzip", ["-Z1", out], environment: baseEnvironment(NSTemporaryDirectory()), in: NSTemporaryDirectory())
        let names = Set(listing.stdout.split(separator: "\n").map(String.init))
        for name in ["setup.sh", "run_autograder", "deploy/gradescope/config", "Package.swift", "Sources/SwiftUISim/"] {
            #expect(names.contains(name) || names.contains { $0.hasPrefix(name) }, "\(name) in the zip")
        }
    }
}

/// The least of a GitHub Actions workflow this needs: its top-level `env`,
/// the `shard` matrix, and each job's `run:` steps (one line, or a `|` block).
struct Workflow {
    var env: [String: String] = [:]
    var shards: [Int] = []
    var steps: [(job: String, run: String)] = []

    init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var section = "", job = "", index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            index += 1
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if indent(line) == 0 { section = String(trimmed.prefix { $0 != ":" }); continue }
            if section == "env", indent(line) == 2, let colon = trimmed.firstIndex(of: ":") {
                var value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
                env[String(trimmed[..<colon])] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if section == "jobs", indent(line) == 2, trimmed.hasSuffix(":") { job = String(trimmed.dropLast()) }
            if trimmed.hasPrefix("shard: [") {
                shards = trimmed.dropFirst(8).dropLast().split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            let key = trimmed.hasPrefix("- ") ? String(trimmed.dropFirst(2)) : trimmed
            guard section == "jobs", key.hasPrefix("run: ") else { continue }
            let value = String(key.dropFirst(5))
            if value == "|" {
                var block: [String] = []
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty || indent(lines[index]) > indent(line) {
                    block.append(lines[index].trimmingCharacters(in: .whitespaces))
                    index += 1
                }
                steps.append((job, block.joined(separator: "\n")))
            } else {
                steps.append((job, value))
            }
        }
    }
}
