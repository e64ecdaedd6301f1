import Foundation

/// Grades submissions: each in its own worker process and scratch folder, at
/// most `jobs` at once, reusing cached grades. Each lab is snapshotted once
/// per run (`LabSnapshot`): every worker compiles against the snapshot, and
/// its hash keys the cache. Knows nothing of terminals: progress is reported
/// through a callback.
struct GradeEngine: Sendable {
    var runner: LabRunner
    /// The `course` executable that serves as worker (`course grade --worker`).
    var workerExecutable: String
    var jobs: Int
    var force: Bool
    var cache: GradeCache
    var environment: [String: String]

    /// What invalidates every cached grade: this grader build, the compiler,
    /// the simulator and harness, and how student code was confined.
    var runnerStamp: String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: workerExecutable)) ?? [:]
        let built = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(workerExecutable) \(attributes[.size] ?? 0) \(built)\n\(runner.toolchain.version)\n\(runner.simulator.directory)\n\(runner.sandbox.description)"
            + (environment[GradeWorker.nestingLimitsOff] == nil ? "" : "\nno nesting limits")
    }

    /// A lab as this run grades it: its snapshot and Support library.
    struct StagedLab: Sendable {
        var snapshot: LabSnapshot
        var support: LabSupportLibrary?
    }

    /// Grades every submission (cache hits first, immediately) and returns the
    /// records in the order given. `onResult` is called from worker threads as
    /// each finishes; by then its record is already in the cache.
    func grade(_ submissions: [Submission], onResult: @escaping @Sendable (GradeRecord, _ cached: Bool) -> Void) throws(CourseError) -> [GradeRecord] {
        if Files.kind(cache.directory) == .missing {
            try Files.createDirectory(cache.directory)
            // Made private whatever the umask (002 would leave it group-writable, refused below).
            _ = chmod(cache.directory, 0o700)
        }
        if let reason = Files.untrustedReason(folder: cache.directory) {
            // Whoever can write the grade cache can give any student any grade.
            throw CourseError(
                "error: the grade cache \(cache.directory) \(reason); whoever can write it can change any grade it holds. "
                    + "Use a folder of your own that no one else can write, nor any folder above it (chmod go-w, or --cache with a new folder; delete this one if others may have written in it).")
        }
        // Each program runs as a uid of its own, which must reach its binary
        // in the scratch folder: a private TMPDIR (0700) graded nobody, every
        // submission "could not be graded" (the twenty-eighth review).
        if runner.sandbox.unprivilegedUser != nil, let closed = Self.closedToOthers(environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") {
            throw CourseError(
                "error: the temp folder's path passes through \(closed), which other users cannot enter (no x for others): each lab program runs as a uid of its own "
                    + "and could not reach its binary. Unset TMPDIR to use /tmp, or chmod o+x \(closed) (its scratch folders stay private, 0711/0700).")
        }
        // What a run killed outright left: its scratch folders, its control groups.
        RunFolders.removeStale(environment: environment)
        runner.sandbox.controlGroups?.removeStale()
        let stamp = runnerStamp
        let stage = try RunFolders.make("course-grade-labs")
        defer { RunFolders.remove(stage, snapshot: true) }
        var staged: [String: StagedLab] = [:]
        var keys: [String] = []
        var results = [GradeRecord?](repeating: nil, count: submissions.count)
        var pending: [Int] = []
        // Each file is read once, into a copy only the grader can write: the
        // key is the hash of those bytes and the worker compiles them, so a
        // file swapped after keying cannot be graded or cached under it.
        var submissions = submissions
        for (index, submission) in submissions.enumerated() {
            if staged[submission.lab.id] == nil {
                let snapshot = try LabSnapshot.take(submission.lab, into: stage)
                staged[submission.lab.id] = StagedLab(snapshot: snapshot, support: try runner.supportLibrary(for: snapshot))
            }
            let key: String
            if !submission.refused.isEmpty {
                // Refused as handed in (a link, an archive): the refusal is its grade,
                // and its files are not read (reading a refused link said it again,
                // as a second reason: the twenty-first review).
                key = "refused-" + SHA256.hex(
                    "\(submission.student.bytes.count) \(submission.student.text)\n\(submission.lab.id)\n\(stamp)\n"
                        + staged[submission.lab.id]!.snapshot.hash + "\n" + submission.refused.joined(separator: "\n"))
            } else {
                do {
                    submissions[index] = try Self.keepPrivateCopy(of: submission, in: stage + "/submissions/\(index)")
                    key = try GradeCache.key(runner: stamp, labHash: staged[submission.lab.id]!.snapshot.hash, submission: submissions[index])
                } catch {
                    // An unreadable file: graded as unreadable, from this reading, every time.
                    submissions[index].refused.append(error.message)
                    key = "unreadable-" + SHA256.hex("\(submission.student.bytes.count) \(submission.student.text)\n" + submission.lab.id + "\n" + error.message)
                }
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
        let kept = submissions
        let engine = self
        let labs = staged
        let finished = Locked(results)
        let queue = Locked(pending[...])
        // Set when a lab's snapshot no longer matches its hash after a
        // submission ran: nothing graded from then on can be trusted.
        let tampered = Locked<String?>(nil)
        // Submissions the machine could not judge (`ExitCode.notJudged`): graded
        // again once, alone, after the others, so that their CPU is their own.
        let retries = Locked<[Int]>([])
        /// Grades one and records it; false when it is to be retried.
        @Sendable func grade(_ index: Int, retrying: Bool) -> Bool {
            let lab = labs[kept[index].lab.id]!
            var record = engine.gradeOne(kept[index], lab: lab, key: keyList[index])
            // Stopped by an interrupt (its worker killed): not a result. Never
            // cached, shown or counted as done (a cancelled CI log showed a
            // killed full-marks run as 0: the twenty-first review).
            if GradeInterrupt.stopping.withLock({ $0 }) { return true }
            if !lab.snapshot.isIntact() {
                tampered.withLock { $0 = $0 ?? "\(kept[index].student)'s submission for \(lab.snapshot.lab.id)" }
                record.graderError = "the lab's snapshot changed while this submission ran; its grade is not trusted"
                record.notJudged = nil
            }
            if record.notJudged == true, !retrying { return false }
            if record.graderError == nil { try? engine.cache.store(record) }
            finished.withLock { $0[index] = record }
            onResult(record, false)
            return true
        }
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, pending.count)) {
            group.enter()
            let thread = Thread {
                while !GradeInterrupt.stopping.withLock({ $0 }), tampered.withLock({ $0 == nil }), let index = queue.withLock({ $0.popFirst() }) {
                    if !grade(index, retrying: false) { retries.withLock { $0.append(index) } }
                }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        for index in retries.withLock({ $0.sorted() }) where !GradeInterrupt.stopping.withLock({ $0 }) && tampered.withLock({ $0 == nil }) {
            _ = grade(index, retrying: true)
        }
        if let culprit = tampered.withLock({ $0 }) {
            throw CourseError(
                "error: the lab's snapshot changed while \(culprit) ran, so nothing graded after it can be trusted and no outputs were written "
                    + "(grades finished before it stay cached). Grade that submission alone with --isolation sandbox to see what it does.")
        }
        // Interrupted: some submissions were never graded. The interrupt
        // thread is killing what is left and exits with 130; never go on to
        // write outputs from half a run.
        while GradeInterrupt.stopping.withLock({ $0 }) { sleep(60) }
        return finished.withLock { $0 }.map { $0! }
    }

    /// The submission with each file read once (without following links)
    /// and copied into `folder`; its paths then point at the copies.
    static func keepPrivateCopy(of submission: Submission, in folder: String) throws(CourseError) -> Submission {
        var kept = submission
        try Files.createDirectory(folder)
        chmod(folder, 0o700)
        for (position, file) in submission.files.enumerated() {
            let data = try StudentFile.read(file.path, shown: file.submittedName)
            let copy = folder + "/\(position)"
            try Files.writeAtomically(data, to: copy)
            kept.files[position].path = copy
        }
        return kept
    }

    /// Stages the files in a scratch folder and runs a worker on them.
    func gradeOne(_ submission: Submission, lab: StagedLab, key: String) -> GradeRecord {
        let start = Date()
        var record = stageAndRun(submission, staged: lab, key: key, start: start)
        record.seconds = Date().timeIntervalSince(start)
        return record
    }

    private func stageAndRun(_ submission: Submission, staged: StagedLab, key: String, start: Date) -> GradeRecord {
        let lab = GradedLab(submission.lab)
        var record = GradeRecord(
            student: submission.student, lab: lab.id, key: key, files: submission.files.map(\.submittedName),
            notes: submission.notes, verdict: .notRun(lab, problem: ""), graderError: nil, seconds: 0,
            gradedAt: ISO8601DateFormatter().string(from: start), late: submission.late ? true : nil)
        if !submission.refused.isEmpty {
            // One line: every writer shows a line break as `\n` (`Untrusted.visible`).
            record.verdict = .notRun(lab, problem: submission.refused.joined(separator: "; "))
            // Not attributable to this student: no grade, never a 0 an LMS imports.
            record.graderError = submission.unattributable
            return record
        }
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
            scratch = try RunFolders.make("course-grade")
        } catch {
            record.graderError = error.message
            return record
        }
        chmod(scratch, 0o711)  // the unprivileged user student programs run as must reach their binary below it
        defer { RunFolders.remove(scratch) }
        let student = scratch + "/submission"
        do throws(CourseError) {
            // Read without following links, once: the worker compiles these copies.
            for file in submission.files {
                let data = try StudentFile.read(file.path, shown: file.submittedName)
                // Another encoding is converted (and said); a file that is not text is refused for what it is.
                let read = SourceEncoding.read(data, name: file.submittedName)
                if let problem = read.problem { throw CourseError(problem) }
                if let note = read.note { record.notes.append(note) }
                try Files.writeAtomically(read.data, to: student + "/" + file.name)
            }
        } catch {
            record.verdict = .notRun(lab, problem: error.message.replacingOccurrences(of: scratch + "/submission/", with: ""))
            return record
        }
        let snapshot = staged.snapshot
        let job = GradeWorker.Job(
            labsDirectory: (snapshot.lab.directory as NSString).deletingLastPathComponent, labFolder: snapshot.lab.folder, labHash: snapshot.hash,
            solutionsDirectory: (submission.lab.solutionDirectory as NSString).deletingLastPathComponent, studentDirectory: student,
            swiftc: runner.toolchain.swiftc, toolchainVersion: runner.toolchain.version, simulator: runner.simulator.directory,
            cache: runner.cache.path, support: staged.support, sandbox: runner.sandbox)
        // In a file only the grader can read, not on the command line: a
        // process's arguments are visible to every other process.
        let jobFile = scratch + "/job.json"
        do {
            try Files.writeAtomically((try? JSONEncoder().encode(job)) ?? Data(), to: jobFile)
            chmod(jobFile, 0o600)
        } catch {
            record.graderError = error.message
            return record
        }
        var workerEnvironment = environment
        workerEnvironment["TMPDIR"] = scratch
        // The worker dies with us (`GradeWorker.dieWithGrader`).
        workerEnvironment[GradeWorker.graderPID] = String(getpid())
        var worker = Subprocess(executable: workerExecutable, arguments: ["grade", GradeWorker.flag, jobFile], environment: workerEnvironment)
        // More than every limit inside it together (the reading phase, the
        // compiler's steps, the checks' budget): a student's code pays for its
        // own time and never makes the worker, so the grader, give up.
        // (Each of the lab's scenario seeds after the first reruns the checks that drew with a budget of its own.)
        worker.timeLimit = 5 * submission.lab.compileTimeLimit + Double(ScenarioSeeds.count) * submission.lab.checksTimeBudget + 120
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
        if result.termination == .exited(0), var verdict = (try? JSONDecoder().decode(Verdict.self, from: result.stdout))?.capped() {
            // Messages name the student's files as submitted, never the scratch copy.
            verdict.problem = verdict.problem?.replacingOccurrences(of: student + "/", with: "")
            record.verdict = verdict
        } else if let problem = GradeWorker.readingPhase(result, seconds: submission.lab.compileTimeLimit) {
            record.verdict = .notRun(lab, stage: .policy, problem: problem)
        } else if result.termination == .exited(ExitCode.notJudged) {
            // The machine's doing (a starved or outside-killed run): no grade, retried alone.
            record.notJudged = true
            // (After the worker's phase markers: its own message is last.)
            record.graderError = errors.range(of: "error: ", options: .backwards).map { String(errors[$0.upperBound...]) } ?? errors
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

    /// The first folder on `path` (itself included) that other users cannot
    /// search (enter), or nil.
    static func closedToOthers(_ path: String) -> String? {
        var current = ""
        for part in ([""] + path.split(separator: "/").map(String.init)) {
            current = part.isEmpty ? "/" : (current == "/" ? "/" + part : current + "/" + part)
            var status = stat()
            guard stat(current, &status) == 0 else { return nil }
            if status.st_mode & 0o001 == 0 { return current }
        }
        return nil
    }
}
