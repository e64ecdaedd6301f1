import Foundation

/// The `.swift` files of one submission folder, searched the same way by
/// `course grade` and `course autograde`: every subfolder (an Xcode project
/// keeps its files in `App/App/`), never through a symbolic link, skipping
/// hidden entries and `__MACOSX` (macOS's zip residue), at most `maxDepth`
/// folders deep and `maxEntries` names (a folder that is mostly
/// `node_modules` is not read to the end; said when it happens).
struct SubmissionFiles {
    static let maxDepth = 12
    static let maxEntries = 20_000

    struct File {
        /// Relative to the submission folder: what the feedback shows.
        var relative: String
        var name: String
        var path: String
        var isLink: Bool
    }

    var files: [File] = []
    /// Names the grader will not take: not UTF-8, or holding what would act
    /// on a reader (each refuses the submission, as in a flat folder).
    var refused: [String] = []
    /// Things passed over (a linked folder, the depth or entry bound).
    var notes: [String] = []
    /// Files handed in that the grader does not read, each with what to do
    /// (`FeedView.swift.txt`, `lab.tar.gz`): named when a lab file is missing,
    /// so "no files submitted" never hides them (the nineteenth review).
    var passedOver: [String] = []
    /// How many files `passedOver` has left out.
    var passedOverMore = 0

    /// `archives`: where `.zip` files (by name or by content) are unpacked and
    /// searched as folders (`Project.zip/…`); nil leaves them alone.
    /// `owner`: whose submission (`Archives.unpack` bounds each owner's writes).
    init(in directory: String, shownFolder: String, archives: Archives? = nil, owner: String = "") {
        var seen = 0, unpacked = 0
        func visit(_ folder: String, _ relative: String, depth: Int, inArchive: Bool) {
            for entry in Files.entries(folder) ?? [] where entry.bytes.first != 0x2E {
                seen += 1
                if seen > Self.maxEntries {
                    if seen == Self.maxEntries + 1 { notes.append("\(shownFolder) holds more than \(Self.maxEntries) files and folders; only the first were searched") }
                    return
                }
                let shownPath = relative.isEmpty ? shownFolder : shownFolder + "/" + relative
                guard let name = entry.name else {
                    let what = "\(shownPath) holds a name that is not UTF-8 text (\(SubmissionDiscovery.shownBytes(entry.bytes)))"
                    if entry.bytes.reversed().starts(with: Array(".swift".utf8).reversed()) {
                        refused.append("a file in \(shownPath) has a name that is not UTF-8 text (\(SubmissionDiscovery.shownBytes(entry.bytes))): rename it")
                    } else {
                        notes.append(what + "; it was not searched")
                    }
                    continue
                }
                let path = relative.isEmpty ? name : relative + "/" + name
                let kind = Files.kind(folder + "/" + name)
                if kind == .directory {
                    if name == "__MACOSX" { continue }
                    if depth >= Self.maxDepth {
                        notes.append("\(SubmissionDiscovery.shown(path)) is more than \(Self.maxDepth) folders deep and was not searched")
                        continue
                    }
                    if let problem = Untrusted.nameProblem(name) {
                        refused.append("the folder name \(SubmissionDiscovery.shown(path)) holds \(problem): rename the folder")
                        continue
                    }
                    visit(folder + "/" + name, path, depth: depth + 1, inArchive: inArchive)
                    continue
                }
                if let archives, kind == .file, Self.isArchive(folder + "/" + name) {
                    if inArchive {
                        notes.append("\(SubmissionDiscovery.shown(path)) is an archive inside an archive and was not unpacked")
                    } else if unpacked >= Archives.maxPerSubmission {
                        notes.append("\(SubmissionDiscovery.shown(path)) was not unpacked: a submission's first \(Archives.maxPerSubmission) archives are")
                    } else if Untrusted.nameProblem(path) == nil {
                        unpacked += 1
                        switch archives.unpack(folder + "/" + name, shown: SubmissionDiscovery.shown(path), owner: owner) {
                        case .success(let unpacked):
                            notes.append("\(SubmissionDiscovery.shown(path)) was unpacked and searched")
                            notes += unpacked.notes
                            visit(unpacked.folder, path, depth: depth + 1, inArchive: true)
                        case .failure(let problem): notes.append(problem.message)
                        }
                    }
                    continue
                }
                guard name.hasSuffix(".swift") else {
                    if kind == .symbolicLink { notes.append("\(SubmissionDiscovery.shown(path)) is a symbolic link and was not followed") }
                    if kind == .file, !inArchive {
                        if passedOver.count < SubmissionDiscovery.maxListed {
                            passedOver.append(SubmissionDiscovery.shown(path) + " (" + Self.whyNotRead(name) + ")")
                        } else {
                            passedOverMore += 1
                        }
                    }
                    continue
                }
                if let problem = Untrusted.nameProblem(path) {
                    refused.append("the file name \(SubmissionDiscovery.shown(path)) holds \(problem): rename the file")
                    continue
                }
                files.append(File(relative: path, name: name, path: folder + "/" + name, isLink: kind == .symbolicLink))
            }
        }
        visit(directory, "", depth: 0, inArchive: false)
    }

    /// What to do about a file the grader does not read.
    static func whyNotRead(_ name: String) -> String {
        let lower = name.lowercased().trimmingCharacters(in: .whitespaces)
        if lower.hasSuffix(".swift") { return "its name does not end in exactly \".swift\": rename it" }
        if lower.contains(".swift.") { return "a .swift file saved with another extension: rename it to end in .swift" }
        for archive in [".tar", ".tar.gz", ".tgz", ".gz", ".bz2", ".xz", ".rar", ".7z"] where lower.hasSuffix(archive) {
            return "an archive the grader does not unpack: only .zip archives are, or hand in the .swift files"
        }
        return "not a .swift file"
    }

    /// A zip archive: by its name, or by its first bytes whatever its name
    /// (a `Counter.swift` that is really a zip).
    static func isArchive(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".zip") { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        return head.starts(with: Array("PK\u{03}\u{04}".utf8))
    }

    /// Folders of the course's own layout (its solutions, its labs'
    /// starters, checks and support, its tests' fixtures): a student's
    /// folder that is a copy of the course (a GitHub Classroom repository
    /// made from it, a zip of her whole course folder) holds the lab's file
    /// names there too, and they are not her work (the twenty-sixth review,
    /// finding 09). Never graded.
    static let courseFolders: Set<String> = ["Solutions", "Labs", "Tests"]

    static func isCourseOwn(_ relative: String) -> Bool {
        relative.split(separator: "/").dropLast().contains { courseFolders.contains(String($0)) }
    }

    /// Where the course puts a student's work on a lab (`course next`):
    /// `workspace/<lab>/`; a file there is hers before any other of its name.
    static func isWorkspaceCopy(_ relative: String, lab: Lab) -> Bool {
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        return folders.count >= 2 && folders[folders.count - 2] == "workspace" && folders[folders.count - 1] == lab.id
    }

    /// Why the submission is refused when it holds the course's solution of
    /// the lab (`Solutions/<lab>/<file>`): a copy of the course, or of its
    /// answers, is not graded at all, whatever else it holds.
    func courseSolutionRefusals(for lab: Lab) -> [String] {
        files.filter { file in
            let folders = file.relative.split(separator: "/").dropLast().map(String.init)
            return folders.count >= 2 && folders[folders.count - 2] == "Solutions" && folders[folders.count - 1] == lab.id
                && lab.manifest.files.contains(where: file.name.sameBytes)
        }.prefix(1).map {
            "the submission holds the course's own solution of the lab, \(SubmissionDiscovery.shown($0.relative)): it is not graded. "
                + "Hand in your own work only (the files of workspace/\(lab.id)/), not a copy of the course's Solutions folder"
        }
    }

    /// The files to pair with the lab: for a lab file name held by several
    /// files, the one in `workspace/<lab>/` (where the course keeps the
    /// student's work), else the one nearest the top of the folder (then the
    /// first in byte order), with a note naming the others; every other file
    /// as it is. Files in the course's own folders (`courseFolders`) are never
    /// taken, with a note.
    func chosen(for lab: Lab) -> (submitted: [(name: String, submittedName: String, path: String)], notes: [String]) {
        func depth(_ file: File) -> Int { file.relative.split(separator: "/").count }
        let courseOwn = files.filter { Self.isCourseOwn($0.relative) }
        let ordered = files.filter { !Self.isCourseOwn($0.relative) }.sorted {
            let (workspace0, workspace1) = (Self.isWorkspaceCopy($0.relative, lab: lab), Self.isWorkspaceCopy($1.relative, lab: lab))
            if workspace0 != workspace1 { return workspace0 }
            return depth($0) != depth($1) ? depth($0) < depth($1) : Array($0.relative.utf8).lexicographicallyPrecedes(Array($1.relative.utf8))
        }
        var submitted: [(name: String, submittedName: String, path: String)] = []
        var notes: [String] = []
        if !courseOwn.isEmpty {
            notes.append(
                "not graded, in the course's own folders (\(Self.courseFolders.sorted().joined(separator: ", "))): "
                    + courseOwn.prefix(SubmissionDiscovery.maxListed).map { SubmissionDiscovery.shown($0.relative) }.joined(separator: ", ")
                    + (courseOwn.count > SubmissionDiscovery.maxListed ? " and \(courseOwn.count - SubmissionDiscovery.maxListed) more" : ""))
        }
        var taken: [String] = []
        for file in ordered {
            guard lab.manifest.files.contains(where: file.name.sameBytes) else {
                submitted.append((name: file.name, submittedName: file.relative, path: file.path))
                continue
            }
            if taken.contains(where: file.name.sameBytes) { continue }
            taken.append(file.name)
            let others = ordered.filter { $0.name.sameBytes(file.name) && !$0.relative.sameBytes(file.relative) }
            if !others.isEmpty {
                notes.append(
                    "\(others.count + 1) files are named \(file.name): graded \(SubmissionDiscovery.shown(file.relative)), "
                        + (Self.isWorkspaceCopy(file.relative, lab: lab) ? "the one in workspace/\(lab.id)/; " : "the one nearest the top of the submission; ")
                        + "not graded: " + others.prefix(SubmissionDiscovery.maxListed).map { SubmissionDiscovery.shown($0.relative) }.joined(separator: ", ")
                        + (others.count > SubmissionDiscovery.maxListed ? " and \(others.count - SubmissionDiscovery.maxListed) more" : ""))
            }
            submitted.append((name: file.name, submittedName: file.relative, path: file.path))
        }
        return (submitted, notes)
    }
}
