import Foundation

/// The Swift compiler on PATH and its version (which keys the simulator cache).
struct Toolchain: Sendable {
    var swiftc: String
    var version: String

    static func locate(environment: [String: String], cache: CacheDirectory) throws(CourseError) -> Toolchain {
        let path = environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw CourseError(
                "error: no `swiftc` on PATH. Install a Swift 6 toolchain from swift.org and put its usr/bin on PATH "
                    + "(for example: export PATH=/opt/swift/usr/bin:$PATH).")
        }
        return Toolchain(swiftc: swiftc, version: try version(of: swiftc, cache: cache))
    }

    /// `<toolchain>/usr/lib/swift/host`: the compiler's own SwiftSyntax
    /// libraries, its in-process plugin server and its macro plugins
    /// (`plugins/`, Observation's among them). Found from the real
    /// compiler, as Package.swift does, when `swiftc` on PATH is a link.
    var hostLibraries: String {
        let compiler = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        return compiler.deletingLastPathComponent().appendingPathComponent("../lib/swift/host").standardized.path
    }

    /// `swiftc --version` costs a tenth of a second, so it is remembered per
    /// compiler binary (its resolved path, size and modification time).
    private static func version(of swiftc: String, cache: CacheDirectory) throws(CourseError) -> String {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        let stamp = "\(resolved) \(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let memo = cache.path + "/toolchains/" + SHA256.hex(stamp)
        if let known = try? String(contentsOfFile: memo, encoding: .utf8), !known.isEmpty { return known }
        let result = try Subprocess(executable: swiftc, arguments: ["--version"], environment: ProcessInfo.processInfo.environment).run()
        let version = String(decoding: result.stdout + result.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.termination == .exited(0), !version.isEmpty else {
            throw CourseError("error: \(swiftc) --version failed: \(version). Is the Swift toolchain installed completely?")
        }
        try Files.writeAtomically(version, to: memo)
        return version
    }
}

/// Where compiled things are kept between runs: `COURSE_CACHE`, else
/// `$XDG_CACHE_HOME/swiftui-course`, else `~/.cache/swiftui-course`.
struct CacheDirectory: Sendable {
    var path: String

    static func locate(environment: [String: String]) throws(CourseError) -> CacheDirectory {
        let path: String
        let source: String
        if let explicit = environment["COURSE_CACHE"], !explicit.isEmpty {
            (path, source) = (explicit, "COURSE_CACHE")
        } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            (path, source) = (xdg + "/swiftui-course", "XDG_CACHE_HOME")
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            (path, source) = (home + "/.cache/swiftui-course", "HOME")
        }
        let fix = "Make it writable, or point COURSE_CACHE at a new folder of your own: export COURSE_CACHE=\"$HOME/swiftui-course-cache\" (it is made private, mode 700)."
        if Files.kind(path) == .missing {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw CourseError("error: cannot create the cache folder \(path) (from \(source)). \(fix)")
            }
            _ = chmod(path, 0o700)
        }
        // The cache holds the simulator and harness every student program is
        // linked with and the sandbox probe naming the programs they are
        // started through: whoever can write it runs code as this user, so
        // only a folder of this user's that no one else can write is used
        // (as ssh requires of ~/.ssh; the twenty-fifth review).
        if let reason = Files.untrustedReason(folder: path) {
            let what: String
            var status = stat()
            if Files.ownFolderReason(path) == nil {
                what = "Put the cache where only you (or root) can write every folder above it: export COURSE_CACHE=\"$HOME/swiftui-course-cache\" (a new folder is made private, mode 700)."
            } else if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid() {
                what = "If no one else can have written in it, make it yours alone (chmod go-w \(path)); otherwise delete it (rm -rf \(path)) and the next run builds it again."
            } else {
                what = "Point COURSE_CACHE at a folder of your own (or unset it to use ~/.cache/swiftui-course); a new folder is made private (mode 700)."
            }
            throw CourseError(
                "error: the cache folder \(path) (from \(source)) \(reason): whoever can write it can run programs as you and change grades, so it is not used. \(what)")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw CourseError("error: the cache folder \(path) (from \(source)) is not writable. \(fix)")
        }
        return CacheDirectory(path: path)
    }
}
