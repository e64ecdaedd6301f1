import Foundation

/// What unpacking a student's archive in place (in the download itself)
/// could have written, by the rules of the tool that unpacks it — the
/// twenty-third review: Info-ZIP's `unzip` lists `Feed\u{1}View.swift` as
/// `Feed^AView.swift` but writes `FeedView.swift`, and a check that worked
/// from the listing's text never looked at the real path.
///
/// - `.zip`: names from `unzip -Z1` (which prints no archive or entry
///   comment), each rewritten as `unzip` 6.0 writes it by default: C0
///   control characters, DEL and the byte 0xFF dropped (listed as `^X`, or
///   raw; a listed `^X` may also be those two characters themselves, so
///   both are candidates), a VMS version (`;` and digits at the end)
///   dropped, `/` at the start and empty, `.` and `..` parts dropped, `\\`
///   a separator for an archive made on Windows. Lengths and CRC-32s from
///   `unzip -qv` (no comments either), its table read only where it must be
///   (a header, a dashed line, one row per name, a dashed line).
/// - a tar (`.tar`, `.tar.gz`, `.tgz`, `.tar.bz2`, `.tar.xz`, …): names from
///   GNU `tar -tf` (escaped, so read back exactly), types and lengths from
///   `tar -tvf`; written with `/` at the start and everything up to a last
///   `..` dropped (what GNU tar strips). Its bytes are compared by reading
///   that one member (`tar -xOf`), when the name is listed once.
/// - any other archive (`.7z`, `.rar`, `.gz`, a zip or tar its tool cannot
///   list): its names are unknown.
///
/// An archive whose entries cannot all be judged (a table that cannot be
/// read, a name with more than `maxAmbiguous` ambiguous `^X`) keeps its
/// names, marked `unchecked`: every top-level name it could have written is
/// contested, whatever it holds.
enum InPlaceListing {
    enum Kind: Equatable { case zip, tar, unlistable }

    /// The archive kind a file name says, or nil for a name that is no archive's.
    static func kind(of name: String) -> Kind? {
        let lower = name.lowercased()
        if lower.hasSuffix(".zip") { return .zip }
        let tars = [".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz", ".tbz2", ".tar.xz", ".txz", ".tar.zst", ".tzst", ".tar.lz", ".tar.lzma"]
        if tars.contains(where: lower.hasSuffix) { return .tar }
        let others = [".7z", ".rar", ".gz", ".bz2", ".xz", ".zst", ".lz", ".lzma", ".z", ".cpio", ".arj", ".lzh", ".lha", ".cab", ".jar", ".xar", ".pkg", ".dmg", ".iso"]
        if others.contains(where: lower.hasSuffix) { return .unlistable }
        return nil
    }

    /// A name with more `^X` than this is not expanded (2^n candidates): its entry is unchecked.
    static let maxAmbiguous = 8
    static let tar = "/usr/bin/tar"

    struct Listing {
        var written: [Archives.Written] = []
        /// Why its entries cannot all be judged by bytes (nil when they can).
        var problem: String?
        /// Its names are not known at all: anything in the download could be one.
        var namesUnknown = false
    }

    static func listing(of archive: String, kind: Kind) -> Listing {
        guard Files.kind(archive) == .file else { return Listing(problem: "it is not a regular file", namesUnknown: true) }
        switch kind {
        case .zip: return zip(archive)
        case .tar: return tarListing(archive)
        case .unlistable: return Listing(problem: "the grader cannot list an archive of this kind", namesUnknown: true)
        }
    }

    /// A listing tool's standard output (exit 0, or 1: a warning, the archive still read whole), or nil.
    private static func run(_ executable: String, _ arguments: [String], limit: Int = 8 << 20) -> Data? {
        var process = Subprocess(executable: executable, arguments: arguments, environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin"])
        process.timeLimit = 20
        process.outputLimit = limit
        guard let result = try? process.run(), !result.timedOut, !result.outputFlooded else { return nil }
        guard result.termination == .exited(0) || (executable == Archives.unzip && result.termination == .exited(1)) else { return nil }
        return result.stdout
    }

    private static func lines(_ data: Data) -> [[UInt8]] {
        var lines = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    // MARK: zip

    private static func zip(_ archive: String) -> Listing {
        guard Archives.available else { return Listing(problem: "this machine has no \(Archives.unzip) (install the unzip package)", namesUnknown: true) }
        guard let short = run(Archives.unzip, ["-Z1", archive]) else {
            return Listing(problem: "unzip could not list it (not a zip archive unzip can read, or a listing over 20 seconds or 8 MB)", namesUnknown: true)
        }
        let names = lines(short).filter { !$0.isEmpty }
        // Every path each name could be written to, or nil past `maxAmbiguous`.
        let paths = names.map(unzipPaths)
        func unchecked(_ why: String) -> Listing {
            var written: [Archives.Written] = []
            for (name, candidates) in Swift.zip(names, paths) {
                for path in candidates ?? [] {
                    written.append(Archives.Written(path: path, folder: name.last == 0x2F, size: 0, crc: 0, unchecked: true))
                }
            }
            let unknown = paths.contains { $0 == nil }
            return Listing(written: written, problem: why, namesUnknown: unknown)
        }
        if paths.contains(where: { $0 == nil }) {
            return unchecked("a name holds more than \(maxAmbiguous) control characters or \"^\" (unzip lists both as ^X, and writes only the second)")
        }
        guard let verbose = run(Archives.unzip, ["-qv", archive]) else { return unchecked("unzip could not list its entries' lengths and checksums") }
        // `unzip -qv`: a header, a dashed line, one row per entry (length,
        // method, size, ratio, date, time, CRC-32, name), a dashed line, the
        // totals. Read only there: no comment is printed, and a row is never
        // taken from anywhere else.
        let table = lines(verbose).map { String(decoding: $0, as: UTF8.self) }
        guard table.count >= names.count + 3, table[0].hasPrefix(" Length"), table[1].hasPrefix("--------"),
              table[names.count + 2].hasPrefix("--------")
        else { return unchecked("its listing could not be read entry by entry") }
        var written: [Archives.Written] = []
        for (index, name) in names.enumerated() {
            let fields = table[index + 2].split(separator: " ", maxSplits: 7, omittingEmptySubsequences: true)
            guard fields.count == 8, let size = UInt64(fields[0]), fields[6].count == 8, let crc = UInt32(fields[6], radix: 16) else {
                return unchecked("its listing could not be read entry by entry")
            }
            let folder = name.last == 0x2F || name.last == 0x5C
            for path in paths[index] ?? [] {
                written.append(Archives.Written(path: path, folder: folder, size: size, crc: crc))
            }
        }
        return Listing(written: written)
    }

    /// Every path `unzip` could write the name `unzip -Z1` listed (`listed`,
    /// bytes) to, relative to where it runs; nil when there are too many.
    static func unzipPaths(_ listed: [UInt8]) -> [String]? {
        // `^` + `@`…`_` is a control character (dropped) or those two
        // characters (`^^A` may be `^` and a dropped control character):
        // every reading, at most 2^`maxAmbiguous`.
        var readings: [[UInt8]] = []
        var tooMany = false
        func read(_ index: Int, _ bytes: [UInt8]) {
            guard !tooMany else { return }
            guard index < listed.count else {
                readings.append(bytes)
                tooMany = readings.count > 1 << maxAmbiguous
                return
            }
            let byte = listed[index]
            if byte == 0x5E, index + 1 < listed.count, (0x40...0x5F).contains(listed[index + 1]) { read(index + 2, bytes) }
            read(index + 1, byte >= 0x20 && byte != 0x7F && byte != 0xFF ? bytes + [byte] : bytes)
        }
        read(0, [])
        guard !tooMany else { return nil }
        var result = Set<String>()
        for bytes in readings {
            for backslash in [false, true] {
                var parts = bytes.split(whereSeparator: { $0 == 0x2F || (backslash && $0 == 0x5C) }).map(Array.init)
                    .filter { $0 != [0x2E] && $0 != [0x2E, 0x2E] }
                // A VMS version: `;` and only digits to the end.
                if var last = parts.last, let semicolon = last.lastIndex(of: 0x3B), last[(semicolon + 1)...].allSatisfy({ (0x30...0x39).contains($0) }) {
                    last.removeSubrange(semicolon...)
                    if last.isEmpty { parts.removeLast() } else { parts[parts.count - 1] = last }
                }
                guard !parts.isEmpty, let path = String(validating: Array(parts.joined(separator: [0x2F])), as: UTF8.self) else { continue }
                result.insert(path)
            }
        }
        return result.sorted()
    }

    // MARK: tar

    private static func tarListing(_ archive: String) -> Listing {
        guard FileManager.default.isExecutableFile(atPath: tar) else {
            return Listing(problem: "this machine has no \(tar), so the grader cannot list it", namesUnknown: true)
        }
        guard let short = run(tar, ["-tf", archive]), let verbose = run(tar, ["--numeric-owner", "-tvf", archive]) else {
            return Listing(problem: "tar could not list it (not an archive tar can read, or a listing over 20 seconds or 8 MB)", namesUnknown: true)
        }
        let names = lines(short).map(unescape)
        let rows = lines(verbose).map { String(decoding: $0, as: UTF8.self) }
        let counts = names.reduce(into: [[UInt8]?: Int]()) { $0[$1, default: 0] += 1 }
        var written: [Archives.Written] = []
        var problem: String?
        for (index, name) in names.enumerated() {
            guard let name else {
                problem = "tar lists a name the grader cannot read back"
                continue
            }
            let fields = index < rows.count && rows.count == names.count ? rows[index].split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true) : []
            let type = fields.first?.first
            let size = fields.count == 6 ? UInt64(fields[2]) : nil
            if fields.count != 6 || (type == "-" && size == nil) { problem = "its listing could not be read entry by entry" }
            guard let path = tarPath(name) else { continue }
            let member = String(validating: name, as: UTF8.self)
            // Compared by bytes: a regular file listed once. A link, a name
            // listed twice (the last one written) or a row that could not be read: unchecked.
            let checkable = problem == nil && type == "-" && size != nil && counts[name] == 1 && member != nil
            written.append(Archives.Written(
                path: path, folder: type == "d" || name.last == 0x2F, size: size ?? 0, crc: 0, member: checkable ? member : nil,
                unchecked: !checkable && type != "d"))
        }
        if let problem {
            for index in written.indices where !written[index].folder { written[index].unchecked = true }
            return Listing(written: written, problem: problem)
        }
        return Listing(written: written)
    }

    /// A name as GNU tar's default (escape) quoting lists it, read back; nil if it cannot be.
    static func unescape(_ line: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = []
        var index = 0
        let simple: [UInt8: UInt8] = [0x5C: 0x5C, 0x6E: 0x0A, 0x74: 0x09, 0x72: 0x0D, 0x61: 0x07, 0x62: 0x08, 0x66: 0x0C, 0x76: 0x0B, 0x3F: 0x3F, 0x22: 0x22, 0x27: 0x27]
        while index < line.count {
            guard line[index] == 0x5C else {
                bytes.append(line[index])
                index += 1
                continue
            }
            guard index + 1 < line.count else { return nil }
            let next = line[index + 1]
            if let byte = simple[next] {
                bytes.append(byte)
                index += 2
            } else if index + 3 < line.count, line[(index + 1)...(index + 3)].allSatisfy({ (0x30...0x37).contains($0) }) {
                let value = line[(index + 1)...(index + 3)].reduce(0) { $0 * 8 + Int($1 - 0x30) }
                guard value < 256 else { return nil }
                bytes.append(UInt8(value))
                index += 4
            } else {
                return nil
            }
        }
        return bytes
    }

    /// Where GNU tar writes a member: `/` at the start and everything up to
    /// a last `..` dropped, empty and `.` parts dropped. (GNU tar then
    /// refuses a name that held `..`; another tar may write it there.)
    static func tarPath(_ name: [UInt8]) -> String? {
        var parts = name.split(separator: 0x2F).map(Array.init).filter { $0 != [0x2E] }
        if let last = parts.lastIndex(of: [0x2E, 0x2E]) { parts.removeSubrange(...last) }
        guard !parts.isEmpty else { return nil }
        return String(validating: Array(parts.joined(separator: [0x2F])), as: UTF8.self)
    }

    /// Whether the file at `path` holds this tar member's bytes (at most `Archives.maxBytes` read).
    static func tarHolds(_ path: String, archive: String, member: String, size: UInt64) -> Bool {
        guard size <= UInt64(Archives.maxBytes), Files.kind(path) == .file, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let length = attributes[.size] as? Int, UInt64(length) == size,
              let data = FileManager.default.contents(atPath: path), UInt64(data.count) == size else { return false }
        guard let extracted = run(tar, ["-xOf", archive, "--no-wildcards", "--", member], limit: Int(size) + 1) else {
            // The member could not be read back: its length alone decides.
            return true
        }
        return extracted == data
    }
}
