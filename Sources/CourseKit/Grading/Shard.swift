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

    init(parsing text: String) throws(CourseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw CourseError.usage("error: --shard takes K/N with 1 ≤ K ≤ N, like 2/4 (not \"\(text)\").")
        }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    /// The students of this shard, from all students (any order), sorted by
    /// the bytes of their ids.
    func students(of all: [StudentID]) -> Set<StudentID> {
        let sorted = Array(Set(all)).sorted()
        let start = sorted.count * (index - 1) / count, end = sorted.count * index / count
        return Set(sorted[start..<end])
    }
}
