import Foundation

/// File operations with messages a student can act on, and atomic writes that
/// survive `kill -9` at any moment (temp file + fsync + rename).
enum Files {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Sorted names in a folder (empty when it does not exist).
    static func list(_ directory: String, suffix: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }.sorted()
    }

    /// A name in a folder as the file system holds it: its bytes, and the
    /// text they spell when they are UTF-8 (nil when not).
    struct Entry {
        var bytes: [UInt8]
        var name: String?
    }

    /// Every name in a folder, in byte order, read with `readdir` so that
    /// nothing is normalized or replaced: Foundation's listing turns a name
    /// that is not UTF-8 into one with U+FFFD, a path that does not exist.
    /// Nil when the folder cannot be read.
    static func entries(_ directory: String) -> [Entry]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let bytes: [UInt8] = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { start in
                    Array(UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
                }
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            entries.append(Entry(bytes: bytes, name: String(validating: bytes, as: UTF8.self)))
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    /// Sorted paths, relative to `directory`, of the files below it.
    static func listRecursively(_ directory: String, suffix: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(suffix) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    /// Everything below `directory` (relative paths, sorted) with its kind,
    /// never descending into a folder that is a symbolic link.
    static func walk(_ directory: String) -> [(path: String, kind: Kind)] {
        var found: [(path: String, kind: Kind)] = []
        func visit(_ relative: String) {
            for name in list(directory + (relative.isEmpty ? "" : "/" + relative)) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let kind = kind(directory + "/" + path)
                found.append((path, kind))
                if kind == .directory { visit(path) }
            }
        }
        visit("")
        return found
    }

    static func readData(_ path: String, what: String = "file") throws(CourseError) -> Data {
        guard exists(path) else { throw CourseError("error: \(what) \(path) does not exist.") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("error: cannot read \(what) \(path) (check its permissions: chmod u+r).")
        }
        return data
    }

    /// What a path is, without following a symbolic link at its end.
    enum Kind: Equatable {
        case missing, file, directory, symbolicLink, other
    }

    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Why a folder whose contents decide what runs (the cache: the sandbox
    /// probe names the programs every student program is started through; the
    /// grade cache holds finished grades) cannot be trusted, or nil when it
    /// can: it must be a folder itself (not a link), owned by this user, and
    /// writable by no one else, as ssh requires of `~/.ssh`. The owner of a
    /// folder can replace any file in it, whoever wrote that file. And no
    /// folder above it may let another user swap it for another
    /// (`SafePath`: it is used by path after this check).
    static func untrustedReason(folder path: String) -> String? {
        ownFolderReason(path) ?? SafePath.swappableAbove(path)
    }

    /// `untrustedReason` of the folder itself, not of the folders above it.
    static func ownFolderReason(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "is a symbolic link"
        default: return "is not a folder"
        }
        guard status.st_uid == geteuid() else { return "is owned by uid \(status.st_uid), not by you (uid \(geteuid()))" }
        guard status.st_mode & 0o022 == 0 else {
            return "can be written by \(status.st_mode & 0o002 != 0 ? "every user" : "its group") (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        }
        return nil
    }

    /// A file in a trusted folder (see `untrustedReason`), read only when it
    /// is a regular file (not a link) of this user's that no one else can
    /// write; nil otherwise, so the caller works it out again.
    static func readPrivate(_ path: String, limit: Int = 4 << 20) -> Data? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(), status.st_mode & 0o022 == 0,
            Int(status.st_size) <= limit
        else { return nil }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while data.count <= limit {
            let count = read(fd, &chunk, chunk.count)
            if count > 0 { data.append(contentsOf: chunk[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        return data.count <= limit ? data : nil
    }

    /// Reads a file that hostile hands may have prepared: never through a
    /// symbolic link, neither at the end of the path nor (with `inside`, a
    /// trusted folder) in any folder below that one; only a regular file; at
    /// most `limit` bytes. Each step is an `openat(O_NOFOLLOW)` from the
    /// folder opened before it, so nothing can be swapped for a link between
    /// a check and the read.
    static func readUntrusted(_ path: String, what: String, inside folder: String? = nil, limit: Int = 4 << 20) throws(CourseError) -> Data {
        var directory = AT_FDCWD
        var name = path
        if let folder, path.hasPrefix(folder + "/") {
            var components = path.dropFirst(folder.count + 1).split(separator: "/").map(String.init)
            name = components.removeLast()
            directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            var reached = folder
            for component in components where directory >= 0 {
                reached += "/" + component
                let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                close(directory)
                directory = next
                if next < 0 {
                    throw CourseError("error: \(what) \(path) is reached through \(reached), which is a symbolic link or not a folder; links are never followed.")
                }
            }
            guard directory >= 0 else { throw CourseError("error: cannot open the folder \(folder): \(String(cString: strerror(errno))).") }
        }
        let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        let reason = errno
        if directory != AT_FDCWD { close(directory) }
        guard fd >= 0 else {
            if reason == ELOOP || kind(path) == .symbolicLink {
                throw CourseError("error: \(what) \(path) is a symbolic link; links are never followed, hand in the file itself.")
            }
            if reason == ENOENT { throw CourseError("error: \(what) \(path) does not exist.") }
            throw CourseError("error: cannot read \(what) \(path): \(String(cString: strerror(reason))).")
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw CourseError("error: \(what) \(path) is not a regular file.")
        }
        guard Int(status.st_size) <= limit else {
            throw CourseError("error: \(what) \(path) is \(status.st_size / 1024) KB; the limit is \(limit / 1024) KB: hand in only the lab's own code.")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while data.count <= limit {
            let count = read(fd, &chunk, chunk.count)
            if count > 0 { data.append(contentsOf: chunk[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
        }
        guard data.count <= limit else { throw CourseError("error: \(what) \(path) grew past \(limit / 1024) KB while it was read.") }
        return data
    }

    /// The largest file of a student's the grader reads. Reading (lint,
    /// source policy) and compiling cost time in proportion to size, outside
    /// any check's limit: a 3.8 MB file of `let` lines, under the 4 MB of
    /// other files, cost minutes. The labs' own files reach 15 KB; this is
    /// many times that and reads, lints and compiles in seconds.
    static let studentSourceLimit = 256 << 10

    /// `readUntrusted`, as UTF-8 text.
    static func readUntrustedText(_ path: String, what: String, inside folder: String? = nil, limit: Int = 4 << 20) throws(CourseError) -> String {
        try utf8(readUntrusted(path, what: what, inside: folder, limit: limit), path: path)
    }

    /// Reads a text file that must be UTF-8 (all Swift sources and course files are).
    static func readText(_ path: String, what: String = "file") throws(CourseError) -> String {
        try utf8(readData(path, what: what), path: path)
    }

    private static func utf8(_ data: Data, path: String) throws(CourseError) -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CourseError(
                "error: \(path) is not UTF-8 text (\(firstInvalidUTF8(data).map { "first bad byte at offset \($0)" } ?? "invalid bytes")). "
                    + "Save it as UTF-8 in your editor.")
        }
        return text
    }

    private static func firstInvalidUTF8(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let width = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard width > 0, index + width <= bytes.count,
                bytes[(index + 1)..<(index + width)].allSatisfy({ $0 >> 6 == 0b10 })
            else { return index }
            index += width
        }
        return nil
    }

    static func createDirectory(_ path: String) throws(CourseError) {
        guard !path.isEmpty else { return }  // the current folder (the folder of a bare file name)
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CourseError("error: cannot create folder \(path): \(error.localizedDescription)")
        }
    }

    /// Writes via a temp file in the same folder, fsyncs it, then renames over the
    /// target, so a reader sees either the old or the new content, never half.
    /// A file name without a folder part ("results.json") is written in the current folder.
    /// `privately`: the file is made `0600` whatever the umask (what only
    /// this user may read back as trusted, `readPrivate`).
    static func writeAtomically(_ data: Data, to path: String, privately: Bool = false) throws(CourseError) {
        let parent = (path as NSString).deletingLastPathComponent
        let directory = parent.isEmpty ? "." : parent
        try createDirectory(directory)
        let temporary = "\(directory)/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CourseError("error: cannot write \(path): \(String(cString: strerror(errno)))") }
        if privately { _ = fchmod(fd, 0o600) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 { if errno == EINTR { continue } else { return false } }
                offset += result
            }
            return true
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard written, synced, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CourseError("error: cannot write \(path): \(reason)")
        }
        // Make the rename itself durable.
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    static func writeAtomically(_ text: String, to path: String) throws(CourseError) {
        try writeAtomically(Data(text.utf8), to: path)
    }

    static func copy(_ source: String, to destination: String) throws(CourseError) {
        try writeAtomically(readData(source), to: destination)
    }

    /// Removes a file or a folder with everything in it, never following a
    /// link. Entries that vanish meanwhile are fine, and a folder that gains
    /// entries while it is emptied is emptied again (a dying worker removes
    /// its scratch folder while its own run may still be writing there).
    /// The folder is worked on through descriptors (`removeEntry`), so a
    /// folder inside it swapped for a link meanwhile leads nowhere else.
    static func remove(_ path: String, until deadline: Date = .distantFuture) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            _ = unlink(path)
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let parentFD = open(parent.isEmpty ? "." : parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parentFD >= 0 else { return }
        defer { close(parentFD) }
        removeEntry(Array(name.utf8CString), in: parentFD, until: deadline)
    }

    /// Removes the entry `name` (NUL-terminated) of the folder open as
    /// `parent`: a file or link is unlinked, a folder is opened with
    /// `O_NOFOLLOW | O_DIRECTORY` from its parent's descriptor, emptied the
    /// same way, and removed. Nothing is ever looked up by a path, so no
    /// rename of a folder above, nor a link put in its place, can take the
    /// removal anywhere else (the twenty-fifth review: a path re-resolved for
    /// each name deleted and chmodded another user's files). Only this
    /// user's own folders are made writable (`fchmod` on the opened folder),
    /// and nothing more is done after `deadline`.
    static func removeEntry(_ name: [CChar], in parent: Int32, until deadline: Date = .distantFuture) {
        var status = stat()
        guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            _ = unlinkat(parent, name, 0)
            return
        }
        var fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0, errno == EACCES, status.st_uid == geteuid() {
            // Ours, made unreadable: still ours to remove. AT_SYMLINK_NOFOLLOW:
            // a link put there meanwhile is refused, never followed.
            _ = fchmodat(parent, name, 0o700, AT_SYMLINK_NOFOLLOW)
            fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard fd >= 0 else { return }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { return }
        if opened.st_uid == geteuid(), opened.st_mode & 0o700 != 0o700 { _ = fchmod(fd, 0o700) }
        for _ in 0..<50 {
            for entry in names(in: fd) {
                guard Date() < deadline else { return }
                removeEntry(entry, in: fd, until: deadline)
            }
            if unlinkat(parent, name, AT_REMOVEDIR) == 0 || errno == ENOENT { return }
            guard errno == ENOTEMPTY || errno == EEXIST else { return }
            usleep(10_000)
        }
    }

    /// The names in the folder open as `fd` (NUL-terminated, as the file
    /// system holds them), without `.` and `..`.
    static func names(in fd: Int32) -> [[CChar]] {
        let copy = dup(fd)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [[CChar]] = []
        while let entry = readdir(stream) {
            let name: [CChar] = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { start in
                    Array(UnsafeBufferPointer(start: start, count: strlen(start) + 1))
                }
            }
            if name == [0x2E, 0] || name == [0x2E, 0x2E, 0] { continue }
            names.append(name)
        }
        return names
    }

    /// Each name in the folder `fd` with its `d_type` (`DT_DIR`, `DT_REG`,
    /// `DT_UNKNOWN` where the file system does not say), read as the listing
    /// goes, never all at once: `body` returns false to stop.
    static func eachName(in fd: Int32, _ body: (_ name: [CChar], _ type: UInt8) -> Bool) {
        let copy = dup(fd)
        guard copy >= 0 else { return }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return
        }
        defer { closedir(stream) }
        rewinddir(stream)
        while let entry = readdir(stream) {
            let name: [CChar] = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { start in
                    Array(UnsafeBufferPointer(start: start, count: strlen(start) + 1))
                }
            }
            if name == [0x2E, 0] || name == [0x2E, 0x2E, 0] { continue }
            guard body(name, entry.pointee.d_type) else { return }
        }
    }

    static func temporaryDirectory(prefix: String) throws(CourseError) -> String {
        var base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        // A scratch folder holds what is graded, the worker's job and the
        // program that runs: no other user may be able to rename it away
        // (the twenty-eighth review, 02 and 04: a TMPDIR in a folder a TA
        // group can write let a TA swap a run's lab stage and a worker's
        // job, and her `swiftc` ran as root). Sticky as /tmp is, or only yours.
        if let why = SafePath.swappableAbove(base + "/" + prefix) {
            throw CourseError(
                "error: the temp folder \(base) (TMPDIR) \(why): scratch folders there could be swapped while a run uses them. "
                    + "Unset TMPDIR to use /tmp, or point it at a folder that is sticky (chmod +t) or that only you can write, nor any folder above it.")
        }
        var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
        guard let result = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CourseError("error: cannot create a scratch folder in \(base): \(String(cString: strerror(errno)))")
        }
        // The compiler reports resolved paths; so must we, to map them back.
        return URL(fileURLWithPath: String(cString: result)).resolvingSymlinksInPath().path
    }
}
