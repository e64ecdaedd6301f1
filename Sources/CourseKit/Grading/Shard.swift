import Foundation

/// `--shard K/N`: the K-th of N slices (1-based) of the students sorted by id,
/// contiguous and as even as can be — the same on every machine that sees the
/// same submissions.
struct Shard: Sendable, Equatable, CustomStringConvertible {
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The most shards a class is cut into: more than any CI matrix runs
    /// (the twenty-third review: `--shard 4611686018427387904/4611686018427387904`
    /// passed the option check and crashed slicing, exit 132).
    static let maxCount = 10_000

    /// `K/N` with 1 ≤ K ≤ N ≤ `maxCount`, digits only; nil for anything else.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 6 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let index = Int(parts[0]), let count = Int(parts[1]), (1...Self.maxCount).contains(count), (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    /// Which class the shards were cut from: the sorted ids, each as its
    /// byte count and bytes (no id can pose as two).
    static func classListHash(_ students: [StudentID]) -> String {
        var hasher = SHA256()
        for student in Set(students).sorted() {
            hasher.update("\(student.bytes.count) ")
            hasher.update(student.bytes)
        }
        return hasher.finalize()
    }

    /// Which contents the shards were cut from: every submission (id, lab,
    /// each file's name and bytes, each length-prefixed), sorted. Each file
    /// is read as grading reads it (`StudentFile.read`: at most 256 KB; the
    /// twenty-third review: it read every file whole, so one student's
    /// 1.5 GB file stalled every shard for minutes); a file grading refuses
    /// (too large, a link, not a regular file) hashes as that refusal.
    static func classContentHash(_ submissions: [Submission]) -> String {
        var hasher = SHA256()
        func put(_ bytes: [UInt8]) {
            hasher.update("\(bytes.count) ")
            hasher.update(bytes)
        }
        for submission in submissions.sorted(by: { ($0.student, $0.lab.id) < ($1.student, $1.lab.id) }) {
            put(submission.student.bytes)
            put(Array(submission.lab.id.utf8))
            put(Array(submission.refused.joined(separator: "\n").utf8))
            for file in submission.files {
                put(Array(file.name.utf8))
                put(Array(file.submittedName.utf8))
                do {
                    put([0x31] + [UInt8](try StudentFile.read(file.path, shown: file.submittedName)))
                } catch {
                    put([0x30] + Array(error.message.utf8))
                }
            }
        }
        return hasher.finalize()
    }

    /// The students of this shard, from all students (any order), sorted by
    /// the bytes of their ids.
    func students(of all: [StudentID]) -> Set<StudentID> {
        let sorted = Array(Set(all)).sorted()
        // Without overflow for any K/N (a report's shard is read back by merge too).
        guard count >= 1, (1...count).contains(index) else { return [] }
        func cut(_ k: Int) -> Int {
            let product = sorted.count.multipliedFullWidth(by: k)
            return count.dividingFullWidth((high: product.high, low: product.low)).quotient
        }
        return Set(sorted[cut(index - 1)..<cut(index)])
    }
}

extension Shard {
    /// One gradebook grades each lab id one way. Any reports: a lab id means
    /// one definition (its snapshot hash where both say it, else its checks,
    /// points and lint rules). Shards of one class besides: the same labs,
    /// graded by the same grader (`GradeReport.grader`: course version,
    /// simulator build, scenario seeds). Refused naming the report that differs
    /// from the first (exit 2).
    static func verifyOneGrading(_ reports: [(directory: String, report: GradeReport)]) throws(CourseError) {
        var seen: [String: (directory: String, lab: GradedLab)] = [:]
        for (directory, report) in reports {
            for lab in report.labs {
                guard let earlier = seen[lab.id] else {
                    seen[lab.id] = (directory, lab)
                    continue
                }
                let other = earlier.lab
                let differs = (other.snapshot != nil && lab.snapshot != nil && other.snapshot != lab.snapshot)
                    || other.checks != lab.checks || other.maxScore != lab.maxScore || other.lint != lab.lint
                if differs {
                    throw CourseError.usage(
                        "error: \(directory)/results.json graded \(lab.id) as another version of the lab than \(earlier.directory)/results.json "
                            + "(\(describe(lab)) against \(describe(other))): one gradebook grades a lab one way. Grade every shard with the same course checkout.")
                }
            }
        }
        let sharded = reports.filter { $0.report.shard != nil }
        guard let base = sharded.first else { return }
        for (directory, report) in sharded.dropFirst() {
            let labs = report.labs.map(\.id), baseLabs = base.report.labs.map(\.id)
            if labs != baseLabs {
                throw CourseError.usage(
                    "error: shard \(report.shard ?? "?") in \(directory) graded \(labs.isEmpty ? "no lab" : labs.joined(separator: ", ")) but shard "
                        + "\(base.report.shard ?? "?") in \(base.directory) graded \(baseLabs.isEmpty ? "no lab" : baseLabs.joined(separator: ", ")): "
                        + "the shards of one class grade the same labs (the same --lab, or none).")
            }
            if report.grader != base.report.grader {
                throw CourseError.usage(
                    "error: shard \(report.shard ?? "?") in \(directory) was graded by \(report.grader ?? "an older course (no grader stamp)") but shard "
                        + "\(base.report.shard ?? "?") in \(base.directory) by \(base.report.grader ?? "an older course (no grader stamp)"): "
                        + "grade every shard with the same course build and simulator.")
            }
        }
    }

    private static func describe(_ lab: GradedLab) -> String {
        "\(lab.checks.count) checks, \(lab.maxScore) points" + (lab.snapshot.map { ", snapshot \($0.prefix(12))" } ?? "")
    }

    /// The reports `course grade merge` was given must be the shards of one
    /// run, each once: the same N, every K from 1 to N, cut from a class of
    /// the same size whose students they hold together. Reports without a
    /// shard (whole runs) merge as before, but not mixed with shards. Anything
    /// else is refused, naming the missing or doubled shard.
    static func verify(_ reports: [(directory: String, report: GradeReport)]) throws(CourseError) {
        try verifyOneGrading(reports)
        let sharded = reports.filter { $0.report.shard != nil }
        guard !sharded.isEmpty else { return }
        if let whole = reports.first(where: { $0.report.shard == nil }) {
            throw CourseError.usage(
                "error: \(whole.directory) holds a whole run (graded without --shard) and \(sharded[0].directory) holds shard \(sharded[0].report.shard!): "
                    + "merge the shards of one run, or whole runs, not both.")
        }
        var shards: [(directory: String, shard: Shard, report: GradeReport)] = []
        for (directory, report) in sharded {
            guard let shard = Shard(parsing: report.shard!) else {
                throw CourseError.usage("error: \(directory)/results.json names shard \"\(report.shard!)\", which is not K/N.")
            }
            shards.append((directory, shard, report))
        }
        let count = shards[0].shard.count
        if let other = shards.first(where: { $0.shard.count != count }) {
            throw CourseError.usage(
                "error: \(shards[0].directory) is shard \(shards[0].shard) but \(other.directory) is shard \(other.shard): merge the shards of one run (one N).")
        }
        let given = shards.map { "\($0.shard) in \($0.directory)" }.joined(separator: ", ")
        for index in 1...count {
            let same = shards.filter { $0.shard.index == index }
            if same.count > 1 {
                throw CourseError.usage(
                    "error: shard \(index)/\(count) is given twice: \(same.map(\.directory).joined(separator: " and ")). Give each shard once.")
            }
            if same.isEmpty {
                throw CourseError.usage(
                    "error: shard \(index)/\(count) is missing (given: \(given)); its students would have no grade. "
                        + "Grade it (--shard \(index)/\(count)) and merge all \(count).")
            }
        }
        let sizes = Set(shards.compactMap(\.report.classStudents))
        if sizes.count > 1 {
            throw CourseError.usage(
                "error: the shards were cut from classes of different sizes (\(shards.map { "\($0.shard): \($0.report.classStudents.map(String.init) ?? "?") students" }.joined(separator: ", "))): "
                    + "grade every shard from the same submissions.")
        }
        let lists = Set(shards.compactMap(\.report.classList))
        if lists.count > 1 || (lists.count == 1 && shards.contains { $0.report.classList == nil }) {
            throw CourseError.usage(
                "error: the shards were cut from different class lists (a student folder was added, removed or renamed between them): "
                    + "grade every shard from the same submissions, or grade the class again.")
        }
        let contents = Set(shards.compactMap(\.report.classContent))
        if contents.count > 1 || (contents.count == 1 && shards.contains { $0.report.classContent == nil }) {
            throw CourseError.usage(
                "error: the shards were graded from different contents of the class (a submission changed between one shard's run and another's, "
                    + "or a shard folder is left from an earlier grading): grade every shard from the same submissions, then merge.")
        }
        if let size = sizes.first, shards.allSatisfy({ $0.report.classStudents != nil }) {
            let students = Set(shards.flatMap(\.report.students)).count
            if students != size {
                throw CourseError.usage(
                    "error: the \(count) shards hold \(students) students, but the class they were cut from had \(size): grade every shard from the same submissions.")
            }
        }
    }
}
