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
enum FolderProvenance {
    /// Entries looked at before the walk stops (and says so).
    static let maxEntries = 200_000

    struct Evidence {
        var archives: [String] = []
        var links: [String] = []
        var hardLinks: [String] = []
        var truncated = false
        var isEmpty: Bool { archives.isEmpty && links.isEmpty && hardLinks.isEmpty && !truncated }
    }

    static func evidence(_ root: String) -> Evidence {
        var evidence = Evidence()
        var seen = 0
        func visit(_ folder: String, _ relative: String) {
            guard let entries = Files.entries(folder) else { return }
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
                case S_IFDIR: visit(path, shownPath)
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
            found.truncated ? "more than \(maxEntries) entries (not all looked at)" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        return "the grades from this folder can be changed by students' archives if they were unpacked here: it holds \(held). "
            + "What an archive wrote cannot be told from what the LMS wrote. Grade the LMS's download zip instead "
            + "(`course grade submissions.zip --lab …`): the grader reads it itself, and nothing a student's archive holds can have been unpacked into it"
    }
}
