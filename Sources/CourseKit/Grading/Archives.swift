import Foundation

/// Unpacks the `.zip` archives students hand in, into one scratch folder per
/// run, bounded. Foundation on Linux reads no zip files and the package takes
/// no dependencies, so this runs Info-ZIP's `unzip` (`/usr/bin/unzip`, in
/// every Debian and Ubuntu image): first its listing (`unzip -Z`, `-Z1`) is
/// checked — at most `maxEntries` entries, `maxBytes` unpacked, `maxDepth`
/// folders deep, no symbolic links, no absolute path and no `..` — then it is
/// unpacked with a time limit into a fresh folder, and what was written is
/// checked again (an archive whose headers lie about sizes or kinds is
/// refused after the fact). Without `unzip` an archive is not unpacked and
/// the feedback says so. An archive inside an archive is not unpacked.
final class Archives: @unchecked Sendable {
    static let maxArchiveBytes = 32 << 20
    static let maxEntries = 2_000
    static let maxBytes = 64 << 20
    static let maxDepth = 12
    static let unzip = "/usr/bin/unzip"

    private let lock = NSLock()
    private var scratch: String?
    private var count = 0

    static var available: Bool { FileManager.default.isExecutableFile(atPath: unzip) }

    /// The folder the archive was unpacked into, or why it was not.
    func unpack(_ archive: String, shown: String) -> Result<String, ArchiveProblem> {
        func refuse(_ why: String) -> Result<String, ArchiveProblem> { .failure(ArchiveProblem(message: "\(shown) was not unpacked: \(why)")) }
        guard Self.available else { return refuse("this machine has no \(Self.unzip) (install the unzip package)") }
        guard Files.kind(archive) == .file else { return refuse("it is not a regular file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: archive)[.size] as? Int) ?? 0
        guard size <= Self.maxArchiveBytes else { return refuse("it is larger than \(Self.maxArchiveBytes >> 20) MB") }
        guard let names = run(["-Z1", archive]), let long = run(["-Z", archive]) else { return refuse("it is not a zip archive unzip can read") }
        let entries = names.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        let details = long.split(separator: "\n").map(String.init).filter { line in
            guard let first = line.split(separator: " ").first else { return false }
            return first.count >= 7 && "-dl?".contains(first.first!)
        }
        guard entries.count == details.count else { return refuse("its listing could not be read entry by entry (a name holds a line break?)") }
        guard entries.count <= Self.maxEntries else { return refuse("it holds more than \(Self.maxEntries) entries") }
        var total = 0
        for (name, detail) in zip(entries, details) {
            let fields = detail.split(separator: " ", omittingEmptySubsequences: true)
            if detail.hasPrefix("l") { return refuse("it holds a symbolic link, \(SubmissionDiscovery.shown(name)) (links are never followed)") }
            if name.hasPrefix("/") || name.hasPrefix("\\") || name.split(separator: "/").contains("..") || name.contains("\\") {
                return refuse("the entry \(SubmissionDiscovery.shown(name)) would be written outside its folder")
            }
            if name.split(separator: "/").count > Self.maxDepth { return refuse("the entry \(SubmissionDiscovery.shown(name)) is more than \(Self.maxDepth) folders deep") }
            total += fields.count > 3 ? Int(fields[3]) ?? 0 : 0
        }
        guard total <= Self.maxBytes else { return refuse("it unpacks to more than \(Self.maxBytes >> 20) MB") }
        let folder: String
        do { folder = try nextFolder() } catch { return refuse(error.message) }
        // -n: never overwrite; -qq: quiet. Entries were checked above; unzip also refuses `..` itself.
        guard run(["-qq", "-n", archive, "-d", folder], timeLimit: 60) != nil else {
            Files.remove(folder)
            return refuse("unzip could not unpack it (a damaged archive, or it took over a minute)")
        }
        var written = 0
        for entry in Files.walk(folder) {
            if entry.kind == .symbolicLink || entry.kind == .other {
                Files.remove(folder)
                return refuse("it unpacked to a link or special file, \(SubmissionDiscovery.shown(entry.path)), its listing did not declare")
            }
            if entry.kind == .file { written += (try? FileManager.default.attributesOfItem(atPath: folder + "/" + entry.path)[.size] as? Int) ?? 0 }
        }
        guard written <= Self.maxBytes else {
            Files.remove(folder)
            return refuse("it unpacked to more than \(Self.maxBytes >> 20) MB")
        }
        return .success(folder)
    }

    /// Removes every unpacked archive (the end of the run).
    func remove() {
        lock.lock()
        defer { lock.unlock() }
        if let scratch { RunFolders.remove(scratch) }
        scratch = nil
    }

    private func nextFolder() throws(CourseError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if scratch == nil { scratch = try RunFolders.make("course-grade") }
        count += 1
        let folder = scratch! + "/archive-\(count)"
        try Files.createDirectory(folder)
        return folder
    }

    /// `unzip` with these arguments; its standard output, or nil when it failed.
    private func run(_ arguments: [String], timeLimit: Double = 20) -> String? {
        var process = Subprocess(executable: Self.unzip, arguments: arguments, environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin"])
        process.timeLimit = timeLimit
        process.outputLimit = 8 << 20
        guard let result = try? process.run(), result.termination == .exited(0), !result.timedOut else { return nil }
        return String(decoding: result.stdout, as: UTF8.self)
    }
}

struct ArchiveProblem: Error {
    var message: String
}
