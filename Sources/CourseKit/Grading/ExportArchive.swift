import Foundation

/// `course grade submissions.zip`: the LMS's own download archive (Canvas's
/// `submissions.zip`, Moodle's and Gradescope's export zips, a GitHub
/// Classroom zip), extracted by the grader itself into a private staging
/// folder that is then graded exactly as a folder is.
///
/// Why (the twenty-fourth review): a download folder can hold what a
/// student's archive wrote when the instructor unpacked it there (a planted
/// "newer upload", a file written through a link, a hard link to a
/// classmate's file, Gradescope's `submission_metadata.yml` replaced), and
/// no check of the folder can tell that apart from what the LMS wrote. The
/// LMS's zip is beyond such an unpack's reach: what it lists is exactly what
/// the LMS wrote. Students' own archives inside it stay archives (the grader
/// unpacks each per student, as it does in a folder).
///
/// Read here, never by a tool: the central directory is parsed and each
/// member's bytes are decompressed in process (`Inflate`) and checked
/// against its CRC-32 and length. Written: names exactly as stored, each
/// part a new folder or a new file (`O_EXCL | O_NOFOLLOW`) under the
/// staging root; never a link, device or fifo; never a name with an empty,
/// `.` or `..` part, a `/` at the start, a `\\` or a NUL. Bounded: members,
/// depth, each member's and all members' bytes, time.
///
/// Whose fault a refused member is decides what is refused (the
/// twenty-sixth review, finding 02). A member inside a student's part of
/// the download (a folder at the top of the class: Moodle's
/// `Full Name_id_assignsubmission_file_/`, Gradescope's `submission_<id>/`,
/// a GitHub Classroom repository) holds what that student chose: a name
/// with a `\`, not UTF-8, too deep or too long, a link, a member over the
/// size bound. It refuses that part only: nothing of it is written (the
/// folder is left empty) and discovery scores its student 0, saying
/// why (`Extracted.refused`). The zip's own faults refuse the whole
/// archive, naming the member: not a zip, a damaged central directory or
/// member (its bytes, CRC-32, local header, method: the LMS wrote those),
/// the member count, total size or time bounds, and any refused member
/// outside a student's part (a top-level file such as Canvas's flat
/// `name_userid_subid_File`, whose student is read from the very name).
enum ExportArchive {
    /// The staging folder, and the students' parts refused in it: the
    /// part's folder name (at the class root) → why, naming the member.
    struct Extracted {
        var path: String
        var refused: [String: String] = [:]
        /// The folder holding the class: `path`, or Gradescope's wrapper in it (`GradescopeWrapper`).
        var classRoot: String
        /// What the instructor is told about how the zip was read (`GradescopeWrapper.Finding.note`).
        var notes: [String] = []
    }

    struct Limits {
        var members = 100_000
        var depth = 24
        var memberBytes = 512 << 20
        var totalBytes = 8 << 30
        var seconds = 1800.0
        static let standard = Limits()
    }

    /// One member as the central directory lists it.
    struct Member {
        var name: [UInt8]
        var method: UInt16
        var flags: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localOffset: Int
        var madeBy: UInt16
        var externalAttributes: UInt32
    }

    /// The student's part a member lies in: the first name part below the
    /// class root when the member is inside a folder there and that part is
    /// a name the grader writes; nil otherwise (the member is at the top, or
    /// its folder's own name is refused: whose it is cannot be told).
    static func part(of member: Member, wrapper: [UInt8]) -> String? {
        guard member.name.starts(with: wrapper) else { return nil }
        let below = member.name.dropFirst(wrapper.count)
        guard let slash = below.firstIndex(of: 0x2F) else { return nil }
        let bytes = Array(below[below.startIndex..<slash])
        guard !bytes.isEmpty, bytes.count <= 255, !bytes.contains(0), !bytes.contains(0x5C),
            let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".."
        else { return nil }
        return name
    }

    /// Extracts `archive` into a new staging folder (a `course-grade` run folder).
    static func extract(_ archive: String, limits: Limits = .standard) throws(CourseError) -> Extracted {
        let shown = SubmissionDiscovery.shown(archive)
        func refuse(_ why: String) -> CourseError {
            CourseError.usage("error: the LMS download \(shown) was not read: \(why). Nothing was graded.")
        }
        guard let handle = FileHandle(forReadingAtPath: archive) else { throw refuse("it cannot be opened (check its permissions)") }
        defer { try? handle.close() }
        let members: [Member]
        do { members = try centralDirectory(handle) } catch { throw refuse(error.message) }
        guard members.count <= limits.members else { throw refuse("it lists \(members.count) members, over the \(limits.members) the grader reads") }
        let staging = try RunFolders.make("course-grade")
        let deadline = Date().addingTimeInterval(limits.seconds)
        var total = 0
        var seen = Set<[UInt8]>()
        // Gradescope's wrapper, believed only in Gradescope's shape (the twenty-sixth review, 05 and 08).
        let gradescope = GradescopeWrapper.find(in: members, zip: shown) { member in
            guard member.size <= GradescopeExport.maxBytes else { return nil }
            return try? contents(of: member, in: handle, deadline: deadline) { ExportProblem(message: $0) }
        }
        if let refusal = gradescope.refusal {
            RunFolders.remove(staging)
            throw refuse(refusal)
        }
        let wrapped = gradescope.prefix
        var refused: [String: String] = [:]
        do {
            for member in members {
                let name = SubmissionDiscovery.shownBytes(member.name)
                func refuseMember(_ why: String) -> ExportProblem { ExportProblem(message: "its member \(name) \(why)") }
                guard Date() < deadline else { throw ExportProblem(message: "reading it took over \(Int(limits.seconds)) seconds") }
                let part = part(of: member, wrapper: wrapped)
                if let part, refused[part] != nil { continue }
                do {
                    try extractMember(
                        member, in: handle, to: staging, limits: limits, deadline: deadline, total: &total, seen: &seen, refuse: refuseMember)
                } catch let problem as MemberProblem {
                    // The student's own member: only their part is refused; anything else is the zip's.
                    guard let part else { throw ExportProblem(message: problem.message) }
                    refused[part] = problem.message
                    let folder = staging + "/" + String(decoding: wrapped, as: UTF8.self) + part
                    Files.remove(folder)
                    // Left empty, so discovery finds the student (Gradescope's wrapper first, if no member made it yet).
                    var above = staging
                    for name in String(decoding: wrapped, as: UTF8.self).split(separator: "/") {
                        above += "/" + name
                        try makeFolder(above, refuse: refuseMember)
                    }
                    try makeFolder(folder, refuse: refuseMember)
                }
            }
        } catch let problem as ExportProblem {
            RunFolders.remove(staging)
            throw refuse(problem.message)
        } catch {
            RunFolders.remove(staging)
            throw refuse("\(error)")
        }
        let classRoot = wrapped.isEmpty ? staging : staging + "/" + String(decoding: wrapped.dropLast(), as: UTF8.self)
        return Extracted(path: staging, refused: refused, classRoot: classRoot, notes: gradescope.note.map { [$0] } ?? [])
    }

    /// A refused member a student's choice can cause (its name, type or
    /// size, where it is written): `extract` refuses only that student's part.
    struct MemberProblem: Error {
        var message: String
    }

    /// Writes one member under `staging`. Throws `MemberProblem` for what the
    /// member's student chose, `ExportProblem` for the zip's own damage.
    private static func extractMember(
        _ member: Member, in handle: FileHandle, to staging: String, limits: Limits, deadline: Date, total: inout Int, seen: inout Set<[UInt8]>,
        refuse refuseZip: (String) -> ExportProblem
    ) throws {
        func refuseMember(_ why: String) -> MemberProblem { MemberProblem(message: refuseZip(why).message) }
        func chosen<T>(_ body: () throws(ExportProblem) -> T) throws(MemberProblem) -> T {
            do { return try body() } catch { throw MemberProblem(message: error.message) }
        }
        let parts = try chosen { () throws(ExportProblem) in try path(of: member, refuse: refuseZip) }
        guard parts.count <= limits.depth else { throw refuseMember("is \(parts.count) folders deep, over the \(limits.depth) the grader reads") }
        let key = Array(parts.joined(separator: "/").utf8)
        guard seen.insert(key).inserted else { throw refuseMember("is listed twice (which one the LMS meant cannot be told)") }
        let isFolder = member.name.last == 0x2F
        try chosen { () throws(ExportProblem) in try checkType(member, isFolder: isFolder, refuse: refuseZip) }
        // Each folder above it, made here (or made by an earlier member): never a link.
        var folder = staging
        for part in parts.dropLast(isFolder ? 0 : 1) {
            folder += "/" + part
            try chosen { () throws(ExportProblem) in try makeFolder(folder, refuse: refuseZip) }
        }
        if isFolder { return }
        guard member.size <= limits.memberBytes else {
            throw refuseMember("is \(member.size) bytes, over the \(limits.memberBytes) the grader reads for one member")
        }
        total += member.size
        guard total <= limits.totalBytes else { throw refuseZip("takes the archive over the \(limits.totalBytes) bytes the grader reads") }
        // Its bytes are the LMS's: damage there is the zip's fault.
        let bytes = try contents(of: member, in: handle, deadline: deadline, refuse: refuseZip)
        try chosen { () throws(ExportProblem) in try writeFile(bytes, to: staging + "/" + parts.joined(separator: "/"), refuse: refuseZip) }
    }

    struct ExportProblem: Error {
        var message: String
    }

    // MARK: reading

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
    private static func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 { UInt64(uint32(bytes, at)) | UInt64(uint32(bytes, at + 4)) << 32 }

    private static func read(_ handle: FileHandle, at offset: Int, count: Int) throws(ExportProblem) -> [UInt8] {
        do {
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else { throw ExportProblem(message: "it ends early (a truncated download?)") }
            return Array(data)
        } catch let problem as ExportProblem {
            throw problem
        } catch {
            throw ExportProblem(message: "it could not be read (\(error.localizedDescription))")
        }
    }

    /// The members the end-of-central-directory record points to, in order.
    static func centralDirectory(_ handle: FileHandle) throws(ExportProblem) -> [Member] {
        let size: Int
        do { size = Int(try handle.seekToEnd()) } catch { throw ExportProblem(message: "it could not be read") }
        let tailLength = min(size, 22 + 0xFFFF)
        let tail = try read(handle, at: size - tailLength, count: tailLength)
        var end = -1
        var index = tail.count - 22
        while index >= 0 {
            if tail[index] == 0x50, tail[index + 1] == 0x4B, tail[index + 2] == 0x05, tail[index + 3] == 0x06,
                index + 22 + Int(uint16(tail, index + 20)) == tail.count
            {
                end = index
                break
            }
            index -= 1
        }
        guard end >= 0 else { throw ExportProblem(message: "it is not a zip archive (no end-of-central-directory record)") }
        var (disk, directoryDisk) = (UInt32(uint16(tail, end + 4)), UInt32(uint16(tail, end + 6)))
        var (onDisk, count) = (UInt64(uint16(tail, end + 8)), UInt64(uint16(tail, end + 10)))
        var (directorySize, directoryOffset) = (UInt64(uint32(tail, end + 12)), UInt64(uint32(tail, end + 16)))
        // Where the central directory must end: before the end record (or the ZIP64 records before it).
        var directoryLimit = size - tailLength + end
        // ZIP64 (over 65,535 members or 4 GiB: a class zip holding one
        // student's repository of 65,600 files is one; the twenty-eighth
        // review, 03): the end record's fields are 0xFFFF… and the real ones
        // are in the ZIP64 end record, which a locator just before it names
        // (APPNOTE.TXT 4.3.14–4.3.15).
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            let locatorAt = size - tailLength + end - 20
            guard locatorAt >= 0 else { throw ExportProblem(message: "its ZIP64 end record is missing (a truncated download?)") }
            let locator = try read(handle, at: locatorAt, count: 20)
            guard uint32(locator, 0) == 0x0706_4B50 else { throw ExportProblem(message: "its ZIP64 end record is missing (a truncated download?)") }
            let recordAt = uint64(locator, 8)
            guard uint32(locator, 4) == 0, uint32(locator, 16) <= 1 else { throw ExportProblem(message: "it is one part of a split (multi-disk) zip") }
            guard recordAt <= UInt64(locatorAt), UInt64(locatorAt) - recordAt >= 56 else {
                throw ExportProblem(message: "its ZIP64 end record lies outside the file (a truncated download?)")
            }
            let record = try read(handle, at: Int(recordAt), count: 56)
            guard uint32(record, 0) == 0x0606_4B50 else { throw ExportProblem(message: "its ZIP64 end record is damaged") }
            (disk, directoryDisk) = (uint32(record, 16), uint32(record, 20))
            (onDisk, count) = (uint64(record, 24), uint64(record, 32))
            (directorySize, directoryOffset) = (uint64(record, 40), uint64(record, 48))
            directoryLimit = Int(recordAt)
        }
        guard disk == 0, directoryDisk == 0, onDisk == count else { throw ExportProblem(message: "it is one part of a split (multi-disk) zip") }
        guard count <= 10_000_000, directoryOffset <= UInt64(directoryLimit), directorySize <= UInt64(directoryLimit) - directoryOffset else {
            throw ExportProblem(message: "its central directory lies outside the file (a truncated download?)")
        }
        let directory = try read(handle, at: Int(directoryOffset), count: Int(directorySize))
        var members: [Member] = []
        var at = 0
        for _ in 0..<Int(count) {
            guard at + 46 <= directory.count, uint32(directory, at) == 0x0201_4B50 else {
                throw ExportProblem(message: "its central directory is damaged (entry \(members.count + 1))")
            }
            let nameLength = Int(uint16(directory, at + 28))
            let extraLength = Int(uint16(directory, at + 30))
            let commentLength = Int(uint16(directory, at + 32))
            guard at + 46 + nameLength + extraLength + commentLength <= directory.count else {
                throw ExportProblem(message: "its central directory is damaged (entry \(members.count + 1))")
            }
            var member = Member(
                name: Array(directory[at + 46..<at + 46 + nameLength]), method: uint16(directory, at + 10), flags: uint16(directory, at + 8),
                crc: uint32(directory, at + 16), compressedSize: Int(uint32(directory, at + 20)), size: Int(uint32(directory, at + 24)),
                localOffset: Int(uint32(directory, at + 42)), madeBy: uint16(directory, at + 4), externalAttributes: uint32(directory, at + 38))
            // ZIP64's extended information (extra field 0x0001): the 64-bit value of each field that reads 0xFFFFFFFF, in this order.
            if member.size == 0xFFFF_FFFF || member.compressedSize == 0xFFFF_FFFF || member.localOffset == 0xFFFF_FFFF {
                var extra = at + 46 + nameLength
                let extraEnd = extra + extraLength
                var found = false
                while extra + 4 <= extraEnd {
                    let (tag, length) = (uint16(directory, extra), Int(uint16(directory, extra + 2)))
                    guard extra + 4 + length <= extraEnd else { break }
                    if tag == 0x0001 {
                        var field = extra + 4
                        func next() throws(ExportProblem) -> Int {
                            guard field + 8 <= extra + 4 + length, uint64(directory, field) <= UInt64(Int.max) else {
                                throw ExportProblem(message: "its central directory is damaged (entry \(members.count + 1): its ZIP64 sizes)")
                            }
                            defer { field += 8 }
                            return Int(uint64(directory, field))
                        }
                        if member.size == 0xFFFF_FFFF { member.size = try next() }
                        if member.compressedSize == 0xFFFF_FFFF { member.compressedSize = try next() }
                        if member.localOffset == 0xFFFF_FFFF { member.localOffset = try next() }
                        found = true
                        break
                    }
                    extra += 4 + length
                }
                guard found else { throw ExportProblem(message: "its central directory is damaged (entry \(members.count + 1): no ZIP64 sizes)") }
            }
            members.append(member)
            at += 46 + nameLength + extraLength + commentLength
        }
        return members
    }

    /// The member's path parts, exactly as stored (an Info-ZIP Unicode Path
    /// extra field is never read: the stored name is what the LMS wrote).
    static func path(of member: Member, refuse: (String) -> ExportProblem) throws(ExportProblem) -> [String] {
        var bytes = member.name
        if bytes.last == 0x2F { bytes.removeLast() }
        guard !bytes.isEmpty else { throw refuse("has an empty name") }
        guard !bytes.contains(0) else { throw refuse("has a NUL in its name") }
        guard !bytes.contains(0x5C) else { throw refuse("has a \"\\\" in its name (a Windows separator: where it would be written cannot be told)") }
        guard bytes.first != 0x2F else { throw refuse("has an absolute name (it starts with \"/\")") }
        guard let name = String(validating: bytes, as: UTF8.self) else { throw refuse("has a name that is not UTF-8") }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for part in parts {
            guard !part.isEmpty else { throw refuse("has an empty part in its name (\"//\")") }
            guard part != ".", part != ".." else { throw refuse("has a \"\(part)\" part in its name (it would be written outside its folder)") }
            guard part.utf8.count <= 255 else { throw refuse("has a name part over 255 bytes") }
        }
        return parts
    }

    /// Only folders and regular files: a link, device, fifo or socket is refused; so is an encrypted member.
    static func checkType(_ member: Member, isFolder: Bool, refuse: (String) -> ExportProblem) throws(ExportProblem) {
        guard member.flags & 1 == 0 else { throw refuse("is encrypted") }
        // Unix (3) and macOS (19) zips keep the mode in the high 16 bits.
        if member.madeBy >> 8 == 3 || member.madeBy >> 8 == 19 {
            let mode = member.externalAttributes >> 16
            switch mode & 0o170000 {
            case 0: break
            case 0o100000: guard !isFolder else { throw refuse("is a folder's name stored as a file") }
            case 0o040000: guard isFolder || member.size == 0 else { throw refuse("is a file stored as a folder") }
            case 0o120000: throw refuse("is a symbolic link (an LMS's download holds none; the grader writes none)")
            default: throw refuse("is a device, fifo or socket (an LMS's download holds none; the grader writes none)")
            }
        }
        if isFolder { guard member.size == 0 else { throw refuse("is a folder with contents of its own") } }
    }

    /// The member's bytes, checked against its length and CRC-32.
    static func contents(
        of member: Member, in handle: FileHandle, deadline: Date = .distantFuture, refuse: (String) -> ExportProblem
    ) throws(ExportProblem) -> [UInt8] {
        let header = try read(handle, at: member.localOffset, count: 30)
        guard uint32(header, 0) == 0x0403_4B50 else { throw refuse("has no local header where the central directory says") }
        let nameLength = Int(uint16(header, 26))
        let extraLength = Int(uint16(header, 28))
        let localName = try read(handle, at: member.localOffset + 30, count: nameLength)
        guard localName == member.name else { throw refuse("is named differently in its local header (\(SubmissionDiscovery.shownBytes(localName)))") }
        // Work bounded by input too (the twenty-sixth review, finding 03): a
        // deflater's worst case is about size + size/1000 + 64 (zlib's
        // `deflateBound`; fixed codes alone at most 9/8 of the size), so a
        // stream far longer than its output is refused before it is read;
        // the deadline is looked at inside the inflater.
        if member.method == 8, member.compressedSize > member.size + member.size / 4 + 1024 {
            throw refuse("is \(member.compressedSize) compressed bytes for \(member.size) bytes, more than any deflater writes")
        }
        let stored = try read(handle, at: member.localOffset + 30 + nameLength + extraLength, count: member.compressedSize)
        let bytes: [UInt8]
        switch member.method {
        case 0:
            guard stored.count == member.size else { throw refuse("is stored with a length other than its listed one") }
            bytes = stored
        case 8:
            do { bytes = try Inflate.decompress(stored, limit: member.size, deadline: deadline) } catch {
                throw refuse("cannot be decompressed: \(error.message)")
            }
        default: throw refuse("is compressed by method \(member.method) (the grader reads stored and deflated members)")
        }
        guard bytes.count == member.size else { throw refuse("decompresses to \(bytes.count) bytes, not its listed \(member.size)") }
        guard CRC32.of(Data(bytes)) == member.crc else { throw refuse("does not match its CRC-32 (a damaged download?)") }
        return bytes
    }

    private static func makeFolder(_ path: String, refuse: (String) -> ExportProblem) throws(ExportProblem) {
        if mkdir(path, 0o700) == 0 { return }
        let reason = errno
        // ENAMETOOLONG and the like are said as they are, not as a clash (the twenty-sixth review).
        guard reason == EEXIST else { throw refuse("could not be written (\(String(cString: strerror(reason))))") }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw refuse("needs a folder where another member is a file")
        }
    }

    private static func writeFile(_ bytes: [UInt8], to path: String, refuse: (String) -> ExportProblem) throws(ExportProblem) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw refuse(errno == EEXIST ? "is a file where another member is a folder" : "could not be written (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            guard count > 0 else { throw refuse("could not be written (\(String(cString: strerror(errno))))") }
            written += count
        }
    }
}
