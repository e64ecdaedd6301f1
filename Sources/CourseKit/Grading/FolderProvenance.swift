import Foundation

/// Whether a submissions folder can be taken as what the LMS wrote (the
/// twenty-fourth review). A student's archive unpacked by the instructor in
/// the download writes beside, over, or through the LMS's files: a planted
/// "newer upload" (names as a UTF-8 `unzip` writes them, links, archives in
/// students' folders or inside archives), a file written through a link one
/// archive left for the next, a hard link to a classmate's file, Gradescope's
/// `submission_metadata.yml` replaced; an archive that replaced itself
/// leaves no trace at all. What was unpacked cannot be told from the folder,
/// but whether anything *could* have been can: an archive a student handed
/// in (any depth), a symbolic link or a hard-linked file. Then the run says
/// so once, in the warnings, `unmatched.json` and summary.html (`--strict`
/// exits 3), and names the sound way: grade the LMS's download zip itself
/// (`ExportArchive`). Links are never followed here.
///
/// The twenty-sixth review: residue can be erased. GNU tar (default
/// options) unlinks a file to make a folder of its name, so an archive
/// holding a folder member named as itself removes itself, and in member
/// order it can first hard-link a classmate's file into its uploader's
/// folder and then overwrite the classmate's path, leaving one link each.
/// A folder named as an archive (`Project.tar/`) is therefore evidence too,
/// and so is a folder the walk cannot list (tar can chmod a folder 000); but
/// an unpack that erased every trace leaves an ordinary tree, so no check of
/// the final state is complete. A folder in an LMS's layout is always said
/// to be unverified (`Grader.unverifiedFolder`): this evidence only makes the
/// line say what was found.
enum FolderProvenance {
    /// Entries looked at before the walk stops (and says so).
    static let maxEntries = 200_000

    struct Evidence {
        var archives: [String] = []
        var links: [String] = []
        var hardLinks: [String] = []
        /// Folders named as an archive is (`Project.tar/`): what GNU tar leaves of an archive that replaced itself.
        var archiveFolders: [String] = []
        /// Folders the walk could not list (what is in them cannot be looked at).
        var unreadable: [String] = []
        var truncated = false
        var isEmpty: Bool {
            archives.isEmpty && links.isEmpty && hardLinks.isEmpty && archiveFolders.isEmpty && unreadable.isEmpty && !truncated
        }
    }

    static func evidence(_ root: String) -> Evidence {
        var evidence = Evidence()
        var seen = 0
        func visit(_ folder: String, _ relative: String) {
            guard let entries = Files.entries(folder) else {
                if !relative.isEmpty { evidence.unreadable.append(relative) }
                return
            }
            for entry in entries {
                seen += 1
                if seen > maxEntries {
                    evidence.truncated = true
                    return
                }
                let name = String(decoding: entry.bytes, as: UTF8.self)
                let path = folder + "/" + name
                let shownPath = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFLNK: evidence.links.append(shownPath)
                case S_IFDIR:
                    if InPlaceListing.kind(of: name) != nil { evidence.archiveFolders.append(shownPath) }
                    visit(path, shownPath)
                case S_IFREG:
                    if status.st_nlink > 1 { evidence.hardLinks.append(shownPath) }
                    if InPlaceListing.kind(of: name) != nil { evidence.archives.append(shownPath) }
                default: break
                }
            }
        }
        visit(root, "")
        return evidence
    }

    /// The one warning for `root`, or nil when it holds no archive, link or hard link.
    static func warning(_ root: String) -> String? {
        let found = evidence(root)
        guard !found.isEmpty else { return nil }
        func listed(_ paths: [String], _ what: String) -> String? {
            guard !paths.isEmpty else { return nil }
            let names = paths.sorted().prefix(3).map(SubmissionDiscovery.shown).joined(separator: ", ")
            return "\(paths.count) \(what) (\(names)\(paths.count > 3 ? ", …" : ""))"
        }
        let held = [
            listed(found.archives, "archive(s) handed in"), listed(found.links, "symbolic link(s)"),
            listed(found.hardLinks, "hard-linked file(s)"),
            listed(found.archiveFolders, "folder(s) named as an archive (what GNU tar leaves of an archive that replaced itself with a folder)"),
            listed(found.unreadable, "folder(s) the grader cannot list"),
            found.truncated ? "more than \(maxEntries) entries (not all looked at)" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        return "the grades from this folder can be changed by students' archives if they were unpacked here: it holds \(held). "
            + "What an archive wrote cannot be told from what the LMS wrote. Grade the LMS's download zip instead "
            + "(`course grade submissions.zip --lab …`): the grader reads it itself, and nothing a student's archive holds can have been unpacked into it"
    }
}
