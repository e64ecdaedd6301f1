import Foundation

/// Finished grades, one JSON file per submission named by its key, written
/// atomically the moment the submission is graded: a rerun skips what is
/// unchanged, and a run killed half-way resumes where it stopped.
struct GradeCache: Sendable {
    var directory: String

    /// Bumped when the key recipe or the record format changes.
    static let recipe = "course-grade-cache-4"

    func load(key: String, student: StudentID, lab: String) -> GradeRecord? {
        // A grade is believed only from this user's own file, which no one else can write.
        guard let data = Files.readPrivate(path(key)),
            let record = try? JSONDecoder().decode(GradeRecord.self, from: data),
            record.key == key, record.student == student, record.lab == lab, record.graderError == nil
        else { return nil }
        return record
    }

    func store(_ record: GradeRecord) throws(CourseError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        try Files.writeAtomically(data, to: path(record.key), privately: true)
    }

    private func path(_ key: String) -> String { directory + "/" + key + ".json" }

    /// What makes a grade reusable: the grader build, the compiler, the
    /// simulator and harness, the lab snapshot's hash (its manifest, Starter,
    /// Support and Checks as copied for this run), the student and the bytes
    /// of each submitted file (under the name the lab knows it by).
    static func key(runner: String, labHash: String, submission: Submission) throws(CourseError) -> String {
        var hasher = SHA256()
        // The id by its length in bytes first: no id can pose as another id followed by a file line.
        hasher.update("\(recipe)\n\(runner)\n\(labHash)\nstudent \(submission.student.bytes.count) \(submission.student.text)\n")
        for file in submission.files.sorted(by: { $0.name < $1.name }) {
            let data = try StudentFile.read(file.path, shown: file.submittedName)
            hasher.update("file \(file.name) \(data.count)\n")
            hasher.update(data)
        }
        hasher.update("missing \(submission.missing.joined(separator: ","))\nnotes \(submission.notes.joined(separator: "\n"))")
        hasher.update("\nrefused \(submission.refused.joined(separator: "\n"))")
        if submission.late { hasher.update("\nlate") }
        return hasher.finalize()
    }
}
