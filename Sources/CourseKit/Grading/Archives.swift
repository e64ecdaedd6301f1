import Foundation

/// Unpacks the `.zip` archives students hand in, into one scratch folder per
/// run, bounded. Foundation on Linux reads no zip files and the package takes
/// no dependencies, so this runs Info-ZIP's `unzip` (`/usr/bin/unzip`, in
/// every Debian and Ubuntu image): first its listing (`unzip -Z`, `-Z1`) is
/// checked — at most `maxEntries` entries, `maxBytes` declared, `maxDepth`
/// folders deep, no symbolic links, no absolute path and no `..` — then each
/// `.swift` entry (the only files a lab grades) is read through a pipe
/// (`unzip -p`) and written here by the grader. So what an archive's headers
/// claim never decides what reaches the disk: the bytes are counted as they
/// arrive and `unzip` is killed past `maxBytes` in all or `timeLimit`
/// seconds, and an `unzip` whose grader died outright ends at its next write
/// to the closed pipe. Without `unzip` an archive is not unpacked and the
/// feedback says so. An archive inside an archive is not unpacked, and a
/// submission's archives after the first `maxPerSubmission` are not either.
final class Archives: @unchecked Sendable {
    static let maxArchiveBytes = 32 << 20
    static let maxEntries = 2_000
    static let maxBytes = 64 << 20
    static let maxDepth = 12
    static let maxSwiftEntries = 200
    static let maxPerSubmission = 4
    static let timeLimit = 60.0
    /// What one student's archives may write to the scratch folder in a run,
    /// all labs together (the nineteenth review: four 61 KB zips per lab each
    /// wrote a 63 MB entry).
    static let maxWrittenPerStudent = 16 << 20
    static let unzip = "/usr/bin/unzip"

    private let lock = NSLock()
    private var scratch: String?
    private var count = 0
    /// Bytes written for each owner (`unpack`'s `owner`).
    private var writtenBy: [String: Int] = [:]
    /// Archives refused before unpacking, with why (`refuse`).
    private var refused: [String: String] = [:]

    /// Refuses an archive before it is unpacked (one whose listing the
    /// download's check could not read whole): `unpack` says why.
    func refuse(_ archive: String, why: String) {
        lock.lock()
        defer { lock.unlock() }
        refused[archive] = why
    }

    /// An unpacked archive: its folder, and what was not written.
    struct Unpacked {
        var folder: String
        var notes: [String] = []
    }

    static var available: Bool { FileManager.default.isExecutableFile(atPath: unzip) }

    /// The folder the archive was unpacked into, or why it was not.
    /// `owner`: whose archive (a student's id): all of one owner's archives
    /// together write at most `maxWrittenPerStudent`. An entry over a
    /// student source's limit (`Files.studentSourceLimit`) is not written: no
    /// lab would read it.
    func unpack(_ archive: String, shown: String, owner: String = "") -> Result<Unpacked, ArchiveProblem> {
        func refuse(_ why: String) -> Result<Unpacked, ArchiveProblem> { .failure(ArchiveProblem(message: "\(shown) was not unpacked: \(why)")) }
        lock.lock()
        let refusedBefore = refused[archive]
        lock.unlock()
        if let refusedBefore { return .failure(ArchiveProblem(message: refusedBefore)) }
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
        // `unzip -p ARCHIVE NAME` writes every entry of that name, run
        // together: two of one name would be graded as one file made of
        // both (the twentieth review). Refused, naming it.
        // Compared as the path each is written to (`writtenPath`): `F.swift`
        // and `./F.swift` are one file on disk (the twenty-second review).
        var seen: [[UInt8]: String] = [:]
        for name in entries {
            let path = Self.writtenPath(name)
            guard !path.isEmpty else { continue }
            if let first = seen[Array(path.utf8)] {
                if first == name {
                    return refuse("it holds the entry \(SubmissionDiscovery.shown(name)) twice (a zip tool's \"add\" writes a second copy): "
                        + "the grader will not guess which is meant; hand in an archive that holds each file once")
                }
                return refuse("its entries \(SubmissionDiscovery.shown(first)) and \(SubmissionDiscovery.shown(name)) are both written to \(SubmissionDiscovery.shown(path)) "
                    + "(unzip drops \".\" and empty parts of a name): the grader will not guess which is meant; hand in an archive that holds each file once")
            }
            seen[Array(path.utf8)] = name
        }
        var total = 0
        for (name, detail) in zip(entries, details) {
            let fields = detail.split(separator: " ", omittingEmptySubsequences: true)
            if detail.hasPrefix("l") { return refuse("it holds a symbolic link, \(SubmissionDiscovery.shown(name)) (links are never followed)") }
            if name.hasPrefix("/") || name.hasPrefix("\\") || name.split(separator: "/").contains("..") || name.contains("\\") {
                return refuse("the entry \(SubmissionDiscovery.shown(name)) would be written outside its folder")
            }
            if name.split(separator: "/").count > Self.maxDepth { return refuse("the entry \(SubmissionDiscovery.shown(name)) is more than \(Self.maxDepth) folders deep") }
            // zipinfo's text/binary field is upper case (`TX`, `BX`) for an encrypted entry.
            if fields.count > 4, fields[4].first?.isUppercase == true {
                return refuse("it is encrypted (a password-protected zip): hand in the files themselves, or an archive without a password")
            }
            total += fields.count > 3 ? Int(fields[3]) ?? 0 : 0
        }
        guard total <= Self.maxBytes else { return refuse("it unpacks to more than \(Self.maxBytes >> 20) MB") }
        var notes: [String] = []
        let limit = Files.studentSourceLimit
        func tooLarge(_ name: String) -> String {
            "\(shown)'s entry \(SubmissionDiscovery.shown(name)) was not unpacked: it is over \(limit >> 10) KB, the most a student's file may be"
        }
        // An entry whose mode has no file type (`?rw-------`: a zip written
        // with external attributes 0, as Python's `writestr` does) is not a
        // link or folder (each has its own type bit), and `unzip -p` reads its
        // bytes: it is read as a regular file, and said, never dropped (the
        // twentieth review). A name ending in `/` is a folder whatever its mode.
        let untyped = zip(entries, details).filter { $0.1.hasPrefix("?") && !$0.0.hasSuffix("/") }.map(\.0)
        if !untyped.isEmpty {
            notes.append(
                "\(shown) gives \(untyped.count) entr\(untyped.count == 1 ? "y" : "ies") no file type (\(untyped.prefix(3).map(SubmissionDiscovery.shown).joined(separator: ", "))"
                    + (untyped.count > 3 ? ", …" : "") + "); \(untyped.count == 1 ? "it was read as a regular file" : "they were read as regular files")")
        }
        let listed = zip(entries, details).filter {
            ($0.1.hasPrefix("-") || ($0.1.hasPrefix("?") && !$0.0.hasSuffix("/"))) && $0.0.lowercased().hasSuffix(".swift")
        }
        // Each entry's size as listed: what `unzip -p` writes for it must be as long.
        var sizes: [String: Int] = [:]
        let sources = listed.filter { entry in
            let fields = entry.1.split(separator: " ", omittingEmptySubsequences: true)
            sizes[entry.0] = fields.count > 3 ? Int(fields[3]) : nil
            guard fields.count > 3, let size = Int(fields[3]), size > limit else { return true }
            notes.append(tooLarge(entry.0))
            return false
        }.map(\.0)
        guard listed.count <= Self.maxSwiftEntries else { return refuse("it holds more than \(Self.maxSwiftEntries) .swift files") }
        let folder: String
        do { folder = try nextFolder() } catch { return refuse(error.message) }
        let deadline = Date().addingTimeInterval(Self.timeLimit)
        var written = 0
        for name in sources {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                Files.remove(folder)
                return refuse("unpacking it took over \(Int(Self.timeLimit)) seconds")
            }
            let ownerLeft = Self.maxWrittenPerStudent - spent(by: owner)
            let byteLimit = min(Self.maxBytes - written, limit + 1)
            switch read(entry: name, of: archive, byteLimit: byteLimit, timeLimit: remaining) {
            case .success(let data):
                if data.count > limit {
                    notes.append(tooLarge(name))
                    continue
                }
                // The bytes graded are that entry's alone, or the archive is refused (the
                // twenty-first review: a name unzip read as an option wrote every entry).
                if let size = sizes[name], data.count != size {
                    Files.remove(folder)
                    return refuse("unzip wrote \(data.count) bytes for its entry \(SubmissionDiscovery.shown(name)), which the listing gives as \(size): "
                        + "the grader will not guess which bytes are that file's; hand in the files themselves")
                }
                guard data.count <= ownerLeft else {
                    Files.remove(folder)
                    return refuse("a student's archives may write \(Self.maxWrittenPerStudent >> 20) MB in all, and this one would pass it")
                }
                written += data.count
                spend(data.count, by: owner)
                // Where unzip would write it: `./F.swift` is `F.swift`.
                let path = folder + "/" + Self.writtenPath(name)
                do {
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try data.write(to: URL(fileURLWithPath: path))
                } catch {
                    Files.remove(folder)
                    return refuse("its entry \(SubmissionDiscovery.shown(name)) could not be written (\(error.localizedDescription))")
                }
            case .failure(let problem):
                Files.remove(folder)
                return refuse(problem.message)
            }
        }
        return .success(Unpacked(folder: folder, notes: notes))
    }

    private func spent(by owner: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return writtenBy[owner, default: 0]
    }

    private func spend(_ bytes: Int, by owner: String) {
        lock.lock()
        defer { lock.unlock() }
        writtenBy[owner, default: 0] += bytes
    }

    /// One entry's bytes through `unzip -p`, its name matched literally
    /// (`literal`). A password is always given, so an encrypted entry the
    /// listing missed fails at once instead of asking the grader's terminal.
    private func read(entry name: String, of archive: String, byteLimit: Int, timeLimit: Double) -> Result<Data, ArchiveProblem> {
        let literal = Self.literal(name)
        var process = Subprocess(executable: Self.unzip, arguments: ["-p", "-qq", "-P", "course-grader-has-no-password", archive, literal], environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin"])
        process.timeLimit = timeLimit
        process.outputLimit = max(0, byteLimit)
        process.ownProcessGroup = true
        guard let result = try? process.run() else { return .failure(ArchiveProblem(message: "unzip could not be started")) }
        if result.outputFlooded {
            // Stopped at a source's limit: one byte over says "too large" (`unpack`).
            if byteLimit == Files.studentSourceLimit + 1 { return .success(Data(count: byteLimit)) }
            return .failure(ArchiveProblem(message: "it unpacks to more than \(Self.maxBytes >> 20) MB"))
        }
        if result.timedOut { return .failure(ArchiveProblem(message: "unpacking it took over \(Int(Self.timeLimit)) seconds")) }
        guard result.termination == .exited(0) else {
            return .failure(ArchiveProblem(message: "unzip could not read its entry \(SubmissionDiscovery.shown(name)) (a damaged archive?)"))
        }
        return .success(result.stdout)
    }

    /// An entry name as an `unzip` argument that matches that entry alone:
    /// unzip reads `[`, `*` and `?` as wildcards, and a name starting with
    /// `-` as one of its options (`-d…/F.swift` is `-d EXDIR`: no name is
    /// left, and `unzip -p` writes every entry; it takes no `--`: the
    /// twenty-first review). Each of those is written as a one-character
    /// class, `[-]`, `[*]`, which matches that character only. (`]` outside
    /// a class is literal to unzip.)
    static func literal(_ name: String) -> String {
        // By scalar, as unzip reads bytes: `-` with a combining mark is still a `-` to it.
        var result = String.UnicodeScalarView()
        for (index, scalar) in name.unicodeScalars.enumerated() {
            let escaped = "[*?".unicodeScalars.contains(scalar) || (index == 0 && scalar == "-")
            if escaped { result.append("[") }
            result.append(scalar)
            if escaped { result.append("]") }
        }
        return String(result)
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

    /// The path Info-ZIP's `unzip` writes an entry to, relative to the
    /// folder it runs in: the name's parts without empty, `.` and `..` parts
    /// (unzip drops each: `./X`, `../X` and `.//X` are all `X` at the top,
    /// `d/../X` is `d/X`). Empty for a name that writes nothing of its own
    /// (`./`). Every check of where an entry lands reads this, never the name
    /// (the twenty-second review: `./X` passed for `.`).
    static func writtenPath(_ name: String, backslash: Bool = false) -> String {
        name.split(whereSeparator: { $0 == "/" || (backslash && $0 == "\\") }).filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// One entry as unpacking its archive in place would write it
    /// (`InPlaceListing`): where, whether a folder, and the listing's length
    /// and CRC-32 of its bytes.
    struct Written: Sendable, Equatable {
        var path: String
        var folder: Bool
        var size: UInt64
        var crc: UInt32
        /// A tar member's name, to compare its bytes (`InPlaceListing.tarHolds`); nil for a zip's entry.
        var member: String? = nil
        /// Not judged by its bytes (`InPlaceListing`): any file or folder at its path counts as written.
        var unchecked = false
    }

    /// Whether the entry `item` of `archive` could have written what is at `path`:
    /// anything there for an unchecked entry, else the same length and bytes
    /// (a zip's CRC-32, a tar member's bytes read back). A folder entry writes no file of its own.
    static func wrote(_ item: Written, at path: String, archive: String) -> Bool {
        if item.unchecked { return Files.kind(path) != .missing }
        if item.folder { return false }
        if let member = item.member {
            return Files.kind(path) == .file && InPlaceListing.tarHolds(path, archive: archive, member: member, size: item.size)
        }
        return holds(path, size: item.size, crc: item.crc)
    }

    /// Whether the file at `path` holds these bytes: its length, then its CRC-32.
    static func holds(_ path: String, size: UInt64, crc: UInt32) -> Bool {
        guard Files.kind(path) == .file, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let length = attributes[.size] as? Int, UInt64(length) == size, size <= UInt64(maxBytes),
              let data = FileManager.default.contents(atPath: path) else { return false }
        return CRC32.of(data) == crc
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

/// CRC-32 (ISO 3309, the polynomial zip uses), to compare a file on disk with
/// what an archive's listing says an entry holds.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func of(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
