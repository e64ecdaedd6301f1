import Foundation

/// A lab's trusted parts (lab.json, Starter/, Support/, Checks/) copied once
/// per run into a folder of the runner's, read-only, and hashed from those
/// copies. Every compile of the run reads the copies, never the course
/// folder, and the hash keys the grade cache: what judged a submission is
/// exactly what its key says, whatever happens to the course folder meanwhile.
struct LabSnapshot: Sendable {
    /// The lab, its folder pointing into the snapshot (solutions stay where they are).
    var lab: Lab
    /// SHA-256 of every file's name and bytes.
    var hash: String

    /// Copies `lab` into `<directory>/<lab folder>/` and locks the copies
    /// (0444 files, 0555 folders). Links in the lab folder are refused.
    static func take(_ lab: Lab, into directory: String) throws(CourseError) -> LabSnapshot {
        let target = directory + "/" + lab.folder
        for part in ["Support", "Checks"] where ![.directory, .missing].contains(Files.kind(lab.directory + "/" + part)) {
            throw CourseError("error: \(lab.directory)/\(part) is not a folder (a symbolic link?); a lab's parts must be real folders.")
        }
        let files = parts(of: lab)
        for file in files {
            try Files.writeAtomically(try Files.readUntrusted(lab.directory + "/" + file, what: "lab file", inside: lab.directory), to: target + "/" + file)
            chmod(target + "/" + file, 0o444)
        }
        for folder in ["Starter", "Support", "Checks", ""] where Files.kind(target + "/" + folder) == .directory {
            chmod(target + (folder.isEmpty ? "" : "/" + folder), 0o555)
        }
        let staged = try Lab.load(folder: lab.folder, labsDirectory: directory, solutionsDirectory: (lab.solutionDirectory as NSString).deletingLastPathComponent)
        return LabSnapshot(lab: staged, hash: try hash(of: staged.directory, files: files))
    }

    /// Whether the copies are still what was hashed (nothing a run does may
    /// change them; the grader checks after every submission).
    func isIntact() -> Bool {
        (try? Self.hash(of: lab.directory, files: Self.parts(of: lab))) == hash
    }

    /// The hash a snapshot of `lab` taken now would have, read in place without
    /// copying anything: for what only names a lab's version and judges
    /// nothing (the editor's settings, `EditorProject`).
    static func hash(of lab: Lab) throws(CourseError) -> String {
        try hash(of: lab.directory, files: parts(of: lab))
    }

    /// The files of a lab that judge a submission, relative to its folder.
    private static func parts(of lab: Lab) -> [String] {
        var files = ["lab.json"] + lab.manifest.files.map { "Starter/" + $0 }
        for part in ["Support", "Checks"] { files += Files.list(lab.directory + "/" + part, suffix: ".swift").map { part + "/" + $0 } }
        return files.sorted()
    }

    private static func hash(of directory: String, files: [String]) throws(CourseError) -> String {
        var hasher = SHA256()
        for file in files {
            let data = try Files.readUntrusted(directory + "/" + file, what: "lab file", inside: directory)
            hasher.update("\(file) \(data.count)\n")
            hasher.update(data)
        }
        return hasher.finalize()
    }

    /// Removes a snapshot's folder (read-only): `Files.remove` makes each of
    /// this user's folders in it writable through its own descriptor, never
    /// by a path (a path's folders can be swapped for links between a
    /// listing and a chmod: the twenty-fifth review).
    static func remove(_ directory: String, until deadline: Date = .distantFuture) {
        Files.remove(directory, until: deadline)
    }
}
