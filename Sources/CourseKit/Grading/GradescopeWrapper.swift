import Foundation

/// Where a download zip holds Gradescope's "Export Submissions", judged from
/// what only Gradescope writes, never from a file a student can upload.
///
/// Gradescope's zip wraps the class in one folder, `assignment_<id>_export/`,
/// holding `submission_metadata.yml` and a `submission_<id>/` folder per
/// submission, and the metadata's keys are those folders' names. The
/// twenty-sixth review (finding 05): a one-student download from Moodle or
/// GitHub Classroom also has one folder at its top, and a student who
/// uploaded a `submission_metadata.yml` naming classmates made her folder
/// read as the wrapper, her files graded as theirs. So the wrapper is believed
/// only in Gradescope's shape: its name, nothing in it but the metadata and
/// `submission_<digits>/` folders, and every key of the metadata one of them.
/// Anything else holding the metadata is graded as the zip's folders are
/// named, and said. Finding 08: an export re-zipped one folder down
/// (`Downloads/assignment_555_export/`) was graded as one student,
/// "Downloads". The wrapper is looked for down a chain of single folders;
/// one found deeper than Gradescope puts it refuses the zip, naming it: the
/// zip was packed again after the download, and a one-student download from
/// another LMS (Moodle's `Name_id_assignsubmission_file_/`) holding a
/// student's own `assignment_1_export/` has the very same shape, so whose
/// work it is cannot be told from it.
enum GradescopeWrapper {
    /// What a zip's members say about the wrapper.
    struct Finding {
        /// The wrapper's path in the zip, ending in "/"; empty: the class is the zip's top.
        var prefix: [UInt8] = []
        /// Said to the instructor (and counted by `--strict`): a wrapper not believed.
        var note: String?
        /// Why the zip is not graded at all: Gradescope's shape deeper than Gradescope puts it.
        var refusal: String?
    }

    /// Entries a Mac adds to a folder it zips: never anyone's work, never a folder of the chain.
    private static let litter: Set<[UInt8]> = [Array("__MACOSX".utf8), Array(".DS_Store".utf8)]

    /// The folders a chain of single folders is followed through before giving up.
    static let maxChain = 8

    /// `metadata`: the bytes of the member with that name (nil if it cannot be read).
    static func find(in members: [ExportArchive.Member], zip shown: String, metadata: (ExportArchive.Member) -> [UInt8]?) -> Finding {
        let fileName = Array(GradescopeExport.fileName.utf8)
        var prefix: [UInt8] = []
        for depth in 0...maxChain {
            let entries = children(of: prefix, in: members)
            if depth > 0, let file = entries[fileName], !file.isFolder {
                return judge(prefix, depth: depth, entries: entries, zip: shown, metadata: metadata(file.member))
            }
            // Down a chain of one folder (the class is at the top otherwise).
            guard entries.count == 1, let (name, only) = entries.first, only.isFolder else { return Finding() }
            prefix += name + [0x2F]
        }
        return Finding()
    }

    /// One entry directly below a prefix: a folder (some member lies inside), else a file (and its member).
    private struct Entry {
        var isFolder: Bool
        var member: ExportArchive.Member
    }

    private static func children(of prefix: [UInt8], in members: [ExportArchive.Member]) -> [[UInt8]: Entry] {
        var entries: [[UInt8]: Entry] = [:]
        for member in members where member.name.starts(with: prefix) {
            let below = member.name.dropFirst(prefix.count)
            guard !below.isEmpty else { continue }
            let slash = below.firstIndex(of: 0x2F)
            let name = Array(below[below.startIndex..<(slash ?? below.endIndex)])
            guard !name.isEmpty, !litter.contains(name), !name.starts(with: Array("._".utf8)) else { continue }
            let isFolder = slash != nil
            if entries[name]?.isFolder != true { entries[name] = Entry(isFolder: isFolder, member: member) }
        }
        return entries
    }

    private static func judge(
        _ prefix: [UInt8], depth: Int, entries: [[UInt8]: Entry], zip shown: String, metadata: [UInt8]?
    ) -> Finding {
        let path = SubmissionDiscovery.shownBytes(prefix)
        func notBelieved(_ why: String) -> Finding {
            Finding(note: "\(shown): its folder \(path) holds a \(GradescopeExport.fileName), but \(why), so it is not Gradescope's export: "
                + "the file was not read, and the zip was graded as its folders are named (grade Gradescope's own export zip to grade by its metadata)")
        }
        let wrapperName = Array(prefix.dropLast().split(separator: 0x2F).last ?? [])
        guard isNumbered(wrapperName, "assignment_", "_export") else { return notBelieved("the folder is not named assignment_<id>_export") }
        var folders = Set<String>()
        for (name, entry) in entries.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where name != Array(GradescopeExport.fileName.utf8) {
            guard entry.isFolder, isNumbered(name, "submission_", ""), let text = String(validating: name, as: UTF8.self) else {
                return notBelieved("it also holds \(SubmissionDiscovery.shownBytes(name)), where Gradescope writes only submission_<id> folders")
            }
            folders.insert(text)
        }
        // Gradescope's shape whose metadata cannot be read: whose work each
        // folder is cannot be told, and grading it as one "student" named
        // after the wrapper loses every grade (the twenty-eighth review, 07).
        guard let metadata, metadata.count <= GradescopeExport.maxBytes else {
            return Finding(
                refusal: "its \(GradescopeExport.fileName) in \(path) could not be read or is over the \(GradescopeExport.maxBytes) bytes the grader reads, "
                    + "so whose work each submission folder is cannot be told; unzip it and grade the folder \(path) with --roster, or ask for the export again")
        }
        let keys = GradescopeExport.read(String(decoding: metadata, as: UTF8.self)).keys
        if let stray = keys.sorted().first(where: { !folders.contains($0) }) {
            return notBelieved("it names \(SubmissionDiscovery.shown(stray)), which is not a submission folder beside it")
        }
        guard depth > 1 else { return Finding(prefix: prefix) }
        return Finding(
            refusal: "it holds Gradescope's export shape at \(path), \(depth - 1) folder\(depth == 2 ? "" : "s") deeper than Gradescope's own zip has it: "
                + "the zip was packed again after the download, or it is one student's upload in that shape, and whose work each folder is "
                + "cannot be told from it; grade the export zip as Gradescope wrote it (or, if you packed it yourself, unzip it and grade the folder \(path))")
    }

    /// `name` is `head`, one or more ASCII digits, then `tail`.
    private static func isNumbered(_ name: [UInt8], _ head: String, _ tail: String) -> Bool {
        let head = Array(head.utf8), tail = Array(tail.utf8)
        guard name.count > head.count + tail.count, name.starts(with: head), name.reversed().starts(with: tail.reversed()) else { return false }
        return name[head.count..<(name.count - tail.count)].allSatisfy { (0x30...0x39).contains($0) }
    }
}
