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

    /// Sorted paths, relative to `directory`, of the files below it.
    static func listRecursively(_ directory: String, suffix: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(suffix) && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    static func readData(_ path: String, what: String = "file") throws(CourseError) -> Data {
        guard exists(path) else { throw CourseError("error: \(what) \(path) does not exist.") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CourseError("error: cannot read \(what) \(path) (check its permissions: chmod u+r).")
        }
        return data
    }

    /// Reads a text file that must be UTF-8 (all Swift sources and course files are).
    static func readText(_ path: String, what: String = "file") throws(CourseError) -> String {
        let data = try readData(path, what: what)
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
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CourseError("error: cannot create folder \(path): \(error.localizedDescription)")
        }
    }

    /// Writes via a temp file in the same folder, fsyncs it, then renames over the
    /// target, so a reader sees either the old or the new content, never half.
    static func writeAtomically(_ data: Data, to path: String) throws(CourseError) {
        let directory = (path as NSString).deletingLastPathComponent
        try createDirectory(directory)
        let temporary = "\(directory)/.\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CourseError("error: cannot write \(path): \(String(cString: strerror(errno)))") }
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

    static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

    static func temporaryDirectory(prefix: String) throws(CourseError) -> String {
        var base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        var template = Array("\(base)/\(prefix).XXXXXX".utf8CString)
        guard let result = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CourseError("error: cannot create a scratch folder in \(base): \(String(cString: strerror(errno)))")
        }
        // The compiler reports resolved paths; so must we, to map them back.
        return URL(fileURLWithPath: String(cString: result)).resolvingSymlinksInPath().path
    }
}
