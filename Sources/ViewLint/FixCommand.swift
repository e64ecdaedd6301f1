import Dispatch
import Foundation

/// `course lint PATH… --fix [--write]`: the mechanical rewrites rules offer,
/// as a unified diff; written only with `--write`.
enum FixCommand {
    static func run(jobs: [(path: String, linter: Linter)], fileErrors: [FileError], write: Bool,
                    stdout: (String) -> Void, stderr: (String) -> Void) -> Int32 {
        struct Fixed {
            var original: String
            var text: String
            var counts: [String: Int]
            var refused: String?
        }
        let results = Slots<Result<Fixed, FileError>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            switch FileCollector.read(job.path) {
            case .success(let source):
                let fixed = Corrector.fix(source: source, path: job.path, configuration: job.linter.configuration)
                results.set(index, .success(Fixed(original: source, text: fixed.text, counts: fixed.counts, refused: fixed.refused)))
            case .failure(let error):
                results.set(index, .failure(error))
            }
        }
        var errors = fileErrors
        var refusals: [String] = []
        var counts: [String: Int] = [:]
        var changedFiles = 0, writtenFiles = 0
        for (index, result) in results.values.enumerated() {
            let path = jobs[index].path
            switch result {
            case .failure(let error)?: errors.append(error)
            case .success(let fixed)?:
                if let refused = fixed.refused { refusals.append("\(path): error: \(refused)") }
                guard fixed.text != fixed.original else { continue }
                stdout(UnifiedDiff.diff(old: fixed.original, new: fixed.text, path: path))
                changedFiles += 1
                for (rule, count) in fixed.counts { counts[rule, default: 0] += count }
                guard write else { continue }
                do {
                    try FixWriter.replace(path, expecting: fixed.original, with: fixed.text)
                    writtenFiles += 1
                } catch {
                    refusals.append("\(path): error: \((error as? FixWriter.Refusal)?.description ?? "\(error)")")
                }
            case nil: break
            }
        }
        errors.sort { $0.path < $1.path }
        for error in errors { stderr(error.description + "\n") }
        for refusal in refusals { stderr(refusal + "\n") }
        let total = counts.values.reduce(0, +)
        let perRule = counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
        let summary = "\(total) fix\(total == 1 ? "" : "es") in \(changedFiles) file\(changedFiles == 1 ? "" : "s")"
            + (perRule.isEmpty ? "" : " (\(perRule))")
        if write {
            stderr("Fixed: \(summary); \(writtenFiles) file\(writtenFiles == 1 ? "" : "s") written\n")
        } else {
            stderr("Would fix: \(summary); nothing was written" + (total > 0 ? " (apply with --fix --write)" : "") + "\n")
        }
        if !errors.isEmpty { return 2 }
        return refusals.isEmpty ? 0 : 1
    }
}

/// Replaces a file's text atomically (a temporary file beside it, then a
/// rename), and only if it still holds what was read: an editor's save or
/// another tool's write in between is never overwritten.
enum FixWriter {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    static func replace(_ path: String, expecting original: String, with text: String) throws {
        // A symbolic link stays one: the file it points to is replaced.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard case .success(let current) = FileCollector.read(target), current == original else {
            throw Refusal(description: "changed since it was read (unsaved edits or another tool?); not written: run --fix again")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((target as NSString).lastPathComponent).viewlint-fix-\(UUID().uuidString)"
        let manager = FileManager.default
        guard manager.createFile(atPath: temporary, contents: Data(text.utf8),
                                 attributes: (try? manager.attributesOfItem(atPath: target)).flatMap { attributes in
                                     attributes[.posixPermissions].map { [.posixPermissions: $0] } })
        else {
            throw Refusal(description: "cannot write beside it (\(temporary)); not written")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw Refusal(description: "cannot replace it: \(reason); not written")
        }
    }
}
