import Foundation

/// Whether another user can change what a path names by changing a folder
/// above it: the check a trusted folder (the cache, the grade cache, `--out`)
/// needs besides its own owner and mode, as OpenSSH's `safe_path` requires of
/// every folder above `~/.ssh`.
///
/// Why (the twenty-sixth grading review, finding 02): the cache folder was
/// checked once, by path, and then used by path for minutes. A classmate who
/// could write its parent (a course folder shared with a TA group, mode 2775)
/// renamed the checked cache away 0.4 s into a run and put a folder of hers in
/// its place: the compiler loaded her macro plugin as root. Checking the
/// folder's own descriptor would not be enough: the compiler and the sandbox
/// are given paths. So every folder the path passes through, links followed as
/// the kernel follows them, must be one no one else can rename entries in:
/// owned by root or by this user, and writable by no one else, or sticky (only
/// an entry's owner may rename it there; the next step checks that owner). A
/// link on the way must be root's or this user's (in a sticky folder, a link's
/// owner may replace it).
enum SafePath {
    /// Why a folder above `path` (or a link on the way to it) lets another
    /// user swap what `path` names, or nil when none does. `path` itself is
    /// not judged (its caller checks it: `Files.untrustedReason`).
    static func swappableAbove(_ path: String) -> String? {
        var pending = ArraySlice(components(path))
        var current = "/"
        var links = 0
        while let name = pending.first {
            pending = pending.dropFirst()
            if name == "." || name.isEmpty { continue }
            if name == ".." {
                current = parent(of: current)
                continue
            }
            // `current` holds `name`: whoever can rename entries in it can swap `name`.
            if let why = writableByOthers(current) { return why }
            let next = current == "/" ? "/" + name : current + "/" + name
            var status = stat()
            guard lstat(next, &status) == 0 else { return nil }  // not there yet: made by this user, in folders checked above
            if status.st_mode & S_IFMT == S_IFLNK {
                guard isTrusted(owner: status.st_uid) else {
                    return "passes through \(next), a link owned by uid \(status.st_uid), who can point it elsewhere (another user could put a folder of theirs in its place)"
                }
                links += 1
                guard links <= 40, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: next) else {
                    return "passes through \(next), a link that cannot be followed"
                }
                if target.hasPrefix("/") { current = "/" }
                pending = ArraySlice(components(target)) + pending
                continue
            }
            current = next
        }
        return nil
    }

    private static func components(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    private static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/"), folder != "/" else { return "/" }
        let head = String(folder[..<slash])
        return head.isEmpty ? "/" : head
    }

    private static func isTrusted(owner: uid_t) -> Bool { owner == 0 || owner == geteuid() }

    /// Why another user can rename entries in `folder`, or nil.
    private static func writableByOthers(_ folder: String) -> String? {
        var status = stat()
        guard stat(folder, &status) == 0 else { return nil }
        guard isTrusted(owner: status.st_uid) else { return "lies in \(folder), owned by uid \(status.st_uid), who can rename what it holds (and put a folder of theirs in its place)" }
        let mode = status.st_mode
        if mode & S_ISVTX != 0 { return nil }  // sticky: only an entry's owner renames it
        // An access ACL grants write to named users and groups the mode
        // cannot show (its group bits are then the mask): the twenty-eighth
        // review, 01 (`setfacl -m g:ta:rwx`). Any entry but the owner's that
        // grants write, under a mask that lets it, is another user's write.
        if let why = aclGrantsWrite(folder) { return "lies in \(folder), whose access ACL lets \(why) write it, so another user could put a folder of theirs in its place" }
        if mode & 0o002 != 0 { return "lies in \(folder), which every user can write (mode \(String(mode & 0o7777, radix: 8))), so another user could put a folder of theirs in its place" }
        if mode & 0o020 != 0, !isPrivateGroup(status.st_gid, of: status.st_uid) {
            return "lies in \(folder), which its group (gid \(status.st_gid)) can write (mode \(String(mode & 0o7777, radix: 8))), so another user could put a folder of theirs in its place"
        }
        return nil
    }

    /// Who besides the owner a folder's POSIX access ACL lets write
    /// (`system.posix_acl_access`: a version, then entries of tag, permission
    /// and id, as the kernel stores them), or nil. A folder with no ACL, or
    /// only the three entries the mode already shows, says nothing more.
    static func aclGrantsWrite(_ folder: String) -> String? {
        guard let getxattr = Self.getxattr else { return nil }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = getxattr(folder, "system.posix_acl_access", &bytes, bytes.count)
        if count < 0 { return errno == ERANGE ? "an ACL too long to read" : nil }
        guard count >= 4 else { return nil }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }
        var mask: UInt16 = 7
        var writers: [String] = []
        var at = 4
        while at + 8 <= count {
            let (tag, permission, id) = (u16(at), u16(at + 2), u32(at + 4))
            switch tag {
            case 0x10: mask = permission  // ACL_MASK
            case 0x02 where permission & 2 != 0 && id != geteuid() && id != 0: writers.append("uid \(id)")  // ACL_USER
            case 0x08 where permission & 2 != 0 && !isPrivateGroup(gid_t(id), of: geteuid()): writers.append("gid \(id)")  // ACL_GROUP
            case 0x04 where permission & 2 != 0 && !isPrivateGroupFolder(folder): writers.append("its group")  // ACL_GROUP_OBJ, under the mask
            default: break
            }
            at += 8
        }
        return mask & 2 != 0 ? writers.first : nil
    }

    /// The C library's `getxattr(2)` wrapper, which Swift's Glibc module
    /// does not import (`<sys/xattr.h>` is not in its module map).
    private typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private static let getxattr: GetXattr? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getxattr") else { return nil }
        return unsafeBitCast(symbol, to: GetXattr.self)
    }()

    private static func isPrivateGroupFolder(_ folder: String) -> Bool {
        var status = stat()
        return stat(folder, &status) == 0 && isPrivateGroup(status.st_gid, of: status.st_uid)
    }

    /// A user's private group (Debian's and Fedora's default, where umask
    /// 002 makes folders group-writable): named as its user, that user's
    /// primary group, with no other member listed, and not root's (group
    /// `root` is no one's private group: other system accounts may have it
    /// as their primary group, the twenty-eighth review, 01).
    private static func isPrivateGroup(_ gid: gid_t, of uid: uid_t) -> Bool {
        guard gid != 0, let user = getpwuid(uid), user.pointee.pw_gid == gid, let group = getgrgid(gid) else { return false }
        let userName = String(cString: user.pointee.pw_name)
        guard String(cString: group.pointee.gr_name) == userName else { return false }
        var member = group.pointee.gr_mem
        while let name = member?.pointee {
            if String(cString: name) != userName { return false }
            member = member?.advanced(by: 1)
        }
        return true
    }
}
