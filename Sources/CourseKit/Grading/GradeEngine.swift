import Foundation

/// Grades submissions: each in its own worker process and scratch folder, at
/// most `jobs` at once, reusing cached grades. Knows nothing of terminals:
/// progress is reported through a callback.
struct GradeEngine: Sendable {
    var courseRoot: String
    var runner: LabRunner
    /// The `course` executable that serves as worker (`course grade --worker`).
    var workerExecutable: String
    var jobs: Int
    var force: Bool
    var cache: GradeCache
    var isolation: Isolation
    var environment: [String: String]
    /// The compiler module cache workers read (see `warmModuleCache`).
    var moduleCache: String? = nil

    /// What invalidates every cached grade: this grader build, the compiler and the simulator.
    var runnerStamp: String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: workerExecutable)) ?? [:]
        let built = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(workerExecutable) \(attributes[.size] ?? 0) \(built)\n\(runner.toolchain.version)\n\(runner.simulator.directory)"
    }

    /// Grades every submission (cache hits first, immediately) and returns the
    /// records in the order given. `onResult` is called from worker threads as
    /// each finishes; by then its record is already in the cache.
    func grade(_ submissions: [Submission], onResult: @escaping @Sendable (GradeRecord, _ cached: Bool) -> Void) throws(CourseError) -> [GradeRecord] {
        try Files.createDirectory(cache.directory)
        let stamp = runnerStamp
        var labHashes: [String: String] = [:]
        var keys: [String] = []
        var results = [GradeRecord?](repeating: nil, count: submissions.count)
        var pending: [Int] = []
        for (index, submission) in submissions.enumerated() {
            if labHashes[submission.lab.id] == nil { labHashes[submission.lab.id] = try GradeCache.labHash(submission.lab) }
            let key: String
            do {
                key = try GradeCache.key(runner: stamp, labHash: labHashes[submission.lab.id]!, submission: submission)
            } catch {
                // An unreadable file: graded (as unreadable) every time.
                key = "unreadable-" + SHA256.hex(submission.student + "\n" + submission.lab.id + "\n" + error.message)
            }
            keys.append(key)
            if !force, let record = cache.load(key: key, student: submission.student, lab: submission.lab.id) {
                results[index] = record
                onResult(record, true)
            } else {
                pending.append(index)
            }
        }
        let keyList = keys
        var engine = self
        if isolation.mount != nil, let first = pending.first {
            engine.moduleCache = warmModuleCache(for: submissions[first].lab)
        }
        let finished = Locked(results)
        let queue = Locked(pending[...])
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, pending.count)) {
            group.enter()
            let thread = Thread { [engine] in
                while !GradeInterrupt.stopping.withLock({ $0 }), let index = queue.withLock({ $0.popFirst() }) {
                    let record = engine.gradeOne(submissions[index], key: keyList[index])
                    if record.graderError == nil { try? engine.cache.store(record) }
                    finished.withLock { $0[index] = record }
                    onResult(record, false)
                }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        // Interrupted: some submissions were never graded. The interrupt
        // thread is killing what is left and exits with 130; never go on to
        // write outputs from half a run.
        while GradeInterrupt.stopping.withLock({ $0 }) { sleep(60) }
        return finished.withLock { $0 }.map { $0! }
    }

    /// The compiler's module cache for workers behind the read-only walls,
    /// where they cannot write the usual one: one folder beside the simulator
    /// build (per compiler), filled here, outside the walls, by a trusted
    /// compile of the lab's own solution (or starter), so no worker spends a
    /// second rebuilding Foundation's and Glibc's modules. Workers only read
    /// it (clang's module cache is safe to read concurrently); one that needs
    /// a module it lacks retries with a private cache (see `GradeWorker`).
    /// nil (each worker builds its own) when the warm-up fails.
    func warmModuleCache(for lab: Lab) -> String? {
        let directory = (runner.simulator.directory as NSString).deletingLastPathComponent
            + "/grade-modules-" + String(SHA256.hex(runner.toolchain.version).prefix(16))
        guard (try? Files.createDirectory(directory)) != nil else { return nil }
        var warm = runner
        warm.extraCompilerArguments = GradeWorker.compilerArguments(moduleCache: directory)
        let solved = lab.manifest.files.allSatisfy { Files.exists(lab.solutionDirectory + "/" + $0) }
        guard let verdict = try? warm.check(lab, studentDirectory: solved ? lab.solutionDirectory : lab.directory + "/Starter"),
            verdict.stage != .files, verdict.stage != .compile
        else { return nil }
        return directory
    }

    /// Stages the files in a scratch folder and runs a worker on them.
    func gradeOne(_ submission: Submission, key: String) -> GradeRecord {
        let start = Date()
        var record = stageAndRun(submission, key: key, start: start)
        record.seconds = Date().timeIntervalSince(start)
        return record
    }

    private func stageAndRun(_ submission: Submission, key: String, start: Date) -> GradeRecord {
        let lab = GradedLab(submission.lab)
        var record = GradeRecord(
            student: submission.student, lab: lab.id, key: key, files: submission.files.map(\.submittedName),
            notes: submission.notes, verdict: .notRun(lab, problem: ""), graderError: nil, seconds: 0,
            gradedAt: ISO8601DateFormatter().string(from: start))
        if submission.files.isEmpty {
            record.verdict = .notRun(lab, problem: "no files submitted: expected \(submission.lab.manifest.files.joined(separator: ", "))")
            return record
        }
        if !submission.missing.isEmpty {
            record.verdict = .notRun(
                lab, problem: "missing file\(submission.missing.count == 1 ? "" : "s") \(submission.missing.joined(separator: ", "))"
                    + " (the lab grades \(submission.lab.manifest.files.joined(separator: ", ")))")
            return record
        }
        let scratch: String
        do {
            scratch = try Files.temporaryDirectory(prefix: "course-grade")
        } catch {
            record.graderError = error.message
            return record
        }
        defer { Files.remove(scratch) }
        let student = scratch + "/submission"
        do {
            for file in submission.files { try Files.copy(file.path, to: student + "/" + file.name) }
        } catch {
            record.verdict = .notRun(lab, problem: error.message.replacingOccurrences(of: scratch + "/submission/", with: ""))
            return record
        }
        let (executable, arguments) = isolation.wrap(
            workerExecutable, ["grade"] + GradeWorker.arguments(courseRoot: courseRoot, lab: submission.lab, studentDirectory: student, runner: runner, moduleCache: moduleCache),
            writable: scratch)
        var workerEnvironment = environment
        workerEnvironment["TMPDIR"] = scratch
        // Behind the read-only walls ~/.cache is not writable: anything else
        // that caches (and a worker whose module cache is not warmed) does so
        // in the scratch folder.
        if isolation.mount != nil { workerEnvironment["XDG_CACHE_HOME"] = scratch + "/cache" }
        var worker = Subprocess(executable: executable, arguments: arguments, environment: workerEnvironment)
        worker.timeLimit = submission.lab.timeLimit + 300
        worker.outputLimit = 32 * 1024 * 1024
        worker.ownProcessGroup = true
        let result: Subprocess.Result
        do {
            result = try worker.run()
        } catch {
            record.graderError = error.message
            return record
        }
        let errors = String(decoding: result.stderr.suffix(2000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if result.termination == .exited(0), var verdict = try? JSONDecoder().decode(Verdict.self, from: result.stdout) {
            // Messages name the student's files as submitted, never the scratch copy.
            verdict.problem = verdict.problem?.replacingOccurrences(of: student + "/", with: "")
            record.verdict = verdict
        } else if result.timedOut {
            record.graderError = "the grading worker was still running after \(Int(worker.timeLimit!)) s and was stopped"
        } else {
            let how: String
            switch result.termination {
            case .exited(let status): how = "exited with status \(status)"
            case .signalled(let signal): how = "was killed by signal \(signal)"
            }
            record.graderError = "the grading worker \(how)" + (errors.isEmpty ? "" : ": \(errors.suffix(300))")
        }
        return record
    }
}
