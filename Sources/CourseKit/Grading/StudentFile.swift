import Foundation

/// The one way the grader reads a file a student handed in (the
/// twenty-third review: `--shard`'s class hash read every lab file whole, a
/// 1.5 GB sparse file stalling every shard for minutes at 3 GB of memory,
/// where grading refuses it at 256 KB). Every read of a submitted file goes
/// through `read`: grading, the cache key, `--all`'s starter comparison and
/// the shard hash; every reading of its text through `gradedText`.
enum StudentFile {
    /// A submitted file's bytes, as `Files.readUntrusted` reads them: never
    /// through a symbolic link, a regular file only, at most
    /// `Files.studentSourceLimit` bytes (a larger one is refused from its
    /// size, unread). A refusal names the file as the student handed it in
    /// (`shown`), never by where the grader found it.
    static func read(_ path: String, shown: String) throws(CourseError) -> Data {
        do {
            return try Files.readUntrusted(path, what: "submitted file", limit: Files.studentSourceLimit)
        } catch {
            throw CourseError(error.message.replacingOccurrences(of: path, with: shown))
        }
    }

    /// The text the grader grades from a submitted file's bytes: UTF-8 as it
    /// is, UTF-16 (with a byte-order mark) and Windows-1252 converted
    /// (`SourceEncoding`); nil for a file that is not text.
    static func gradedText(_ data: Data, name: String) -> String? {
        let read = SourceEncoding.read(data, name: name)
        guard read.problem == nil else { return nil }
        return String(decoding: read.data, as: UTF8.self)
    }
}
