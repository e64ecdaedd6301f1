import Foundation
import SwiftParser
import SwiftSyntax

/// A lab's `Support/` files compiled once into their own module, `LabSupport`,
/// kept in the cache under the lab snapshot's hash. The student's module
/// imports it implicitly and sees only what it declares `public`; the checks
/// may `@testable import LabSupport` for the rest. Being another module, it
/// is compiled before any student file exists: nothing a student declares
/// can change what a Support counter counts, and its `internal` state is out
/// of the student's reach.
struct LabSupportLibrary: Sendable, Codable {
    static let moduleName = "LabSupport"

    /// Holds `LabSupport.swiftmodule` and `libLabSupport.a`.
    var directory: String
    /// Its public top-level types, each with the generic parameters to repeat
    /// in a typealias (`Card<Content: View>`).
    var publicTypes: [PublicType]

    struct PublicType: Sendable, Codable, Equatable {
        var name: String
        /// `<Content: View>`, or empty.
        var genericParameters: String
        /// ` where …`, or empty.
        var whereClause: String
        /// `Content`, for the right side of the alias, or empty.
        var genericArguments: String
    }

    /// A file for a module that imports LabSupport: one typealias per public
    /// type, so `DateFormatter()` in a lab that counts formatters means
    /// Support's counting `DateFormatter`, not Foundation's (a declaration of
    /// the module itself wins over imported ones of the same name).
    var aliasesSource: String {
        "// Added by the course runner: Support's types by their own names.\nimport LabSupport\n"
            + publicTypes.map { type in
                let arguments = type.genericArguments.isEmpty ? "" : "<\(type.genericArguments)>"
                return "typealias \(type.name)\(type.genericParameters) = LabSupport.\(type.name)\(arguments)\(type.whereClause)\n"
            }.joined()
    }

    /// Compiler arguments for a module that uses Support: where it is, and an implicit import.
    var importArguments: [String] { ["-I", directory, "-Xfrontend", "-import-module", "-Xfrontend", Self.moduleName] }
    var linkArguments: [String] { ["-L", directory, "-l" + Self.moduleName] }

    /// The library for `snapshot`, built first if needed; nil when the lab has no Support files.
    static func prepare(
        _ snapshot: LabSnapshot, simulator: SimulatorLibrary, toolchain: Toolchain, cache: CacheDirectory, moduleCache: String
    ) throws(CourseError) -> LabSupportLibrary? {
        let lab = snapshot.lab
        guard !lab.supportFiles.isEmpty else { return nil }
        let key = key(snapshotHash: snapshot.hash, simulator: simulator, toolchain: toolchain)
        let library = LabSupportLibrary(directory: cache.path + "/lab-support-" + key, publicTypes: try publicTypes(of: lab))
        if library.isComplete { return library }
        try CacheBuild.once(into: library.directory, lock: cache.path + "/lab-support-" + key + ".lock") { staging throws(CourseError) in
            let result = try Subprocess(
                executable: toolchain.swiftc,
                arguments: [
                    "-parse-as-library", "-swift-version", "6", "-Onone", "-wmo", "-enable-testing", "-module-name", moduleName,
                    "-emit-module", "-emit-module-path", staging + "/LabSupport.swiftmodule", "-emit-library", "-static",
                    "-o", staging + "/libLabSupport.a", "-module-cache-path", moduleCache,
                ] + SimulatorLibrary.moduleOutputs + simulator.importArguments + lab.supportFiles,
                environment: ProcessInfo.processInfo.environment
            ).run()
            guard result.termination == .exited(0) else {
                throw CourseError(
                    "error: lab \(lab.folder): Support/ does not compile as its own module (what students and checks use must be `public`; see docs/labs.md):\n"
                        + MissingAPINotes.annotate(String(decoding: result.stderr + result.stdout, as: UTF8.self)))
            }
        }
        return library
    }

    /// The library of the lab's current version, if it is built already: found
    /// without taking a snapshot (`LabSnapshot.hash(of:)`), for the editor's
    /// settings. Nil when it is not built yet, or the lab has no Support files.
    static func built(for lab: Lab, simulator: SimulatorLibrary, toolchain: Toolchain, cache: CacheDirectory) throws(CourseError) -> LabSupportLibrary? {
        guard !lab.supportFiles.isEmpty else { return nil }
        let key = key(snapshotHash: try LabSnapshot.hash(of: lab), simulator: simulator, toolchain: toolchain)
        let directory = cache.path + "/lab-support-" + key
        guard Files.isDirectory(directory) else { return nil }
        let library = LabSupportLibrary(directory: directory, publicTypes: try publicTypes(of: lab))
        return library.isComplete ? library : nil
    }

    private static func key(snapshotHash: String, simulator: SimulatorLibrary, toolchain: Toolchain) -> Substring {
        SHA256.hex("lab-support-2\n\(snapshotHash)\n\(simulator.directory)\n\(toolchain.version)").prefix(24)
    }

    private static func publicTypes(of lab: Lab) throws(CourseError) -> [PublicType] {
        var sources: [String] = []
        for path in lab.supportFiles { sources.append(try Files.readText(path, what: "Support file")) }
        return sources.flatMap(publicTypes(in:))
    }

    private var isComplete: Bool {
        ["LabSupport.swiftmodule", "libLabSupport.a"].allSatisfy { Files.exists(directory + "/" + $0) } && CacheBuild.isPrivate(directory)
    }

    /// The `public` or `open` types declared at the top level of a source file.
    static func publicTypes(in source: String) -> [PublicType] {
        Parser.parse(source: source).statements.compactMap { item -> PublicType? in
            guard let declaration = item.item.as(DeclSyntax.self) else { return nil }
            let parts: (name: TokenSyntax, modifiers: DeclModifierListSyntax, generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?)
            if let type = declaration.as(StructDeclSyntax.self) {
                parts = (type.name, type.modifiers, type.genericParameterClause, type.genericWhereClause)
            } else if let type = declaration.as(ClassDeclSyntax.self) {
                parts = (type.name, type.modifiers, type.genericParameterClause, type.genericWhereClause)
            } else if let type = declaration.as(EnumDeclSyntax.self) {
                parts = (type.name, type.modifiers, type.genericParameterClause, type.genericWhereClause)
            } else if let type = declaration.as(ActorDeclSyntax.self) {
                parts = (type.name, type.modifiers, type.genericParameterClause, type.genericWhereClause)
            } else if let type = declaration.as(ProtocolDeclSyntax.self) {
                parts = (type.name, type.modifiers, nil, nil)
            } else {
                return nil
            }
            guard parts.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { return nil }
            return PublicType(
                name: parts.name.text, genericParameters: parts.generics?.trimmedDescription ?? "",
                whereClause: parts.whereClause.map { " " + $0.trimmedDescription } ?? "",
                genericArguments: parts.generics?.parameters.map(\.name.text).joined(separator: ", ") ?? "")
        }
    }
}

/// Builds something into the cache exactly once, even with several runners
/// at it: an exclusive `flock`, a build into a staging folder, and a rename
/// of the finished folder, so nobody ever sees half of it.
enum CacheBuild {
    /// Runs `build` into a fresh staging folder unless `directory` appeared
    /// while waiting for the lock; on success the staging folder becomes `directory`.
    /// `waiting` is called once, before blocking, when another process holds the
    /// lock (its build can take minutes: a silent wait looks like a hang).
    static func once(
        into directory: String, lock lockPath: String, waiting: () -> Void = {}, _ build: (String) throws(CourseError) -> Void
    ) throws(CourseError) {
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw CourseError("error: cannot create \(lockPath): \(String(cString: strerror(errno))).") }
        defer { close(lock) }
        if flock(lock, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK { waiting() }
            while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer { flock(lock, LOCK_UN) }
        if Files.isDirectory(directory) {
            if isPrivate(directory) { return }
            // Built under an open umask before `course` set its own (the
            // twenty-sixth review, 01): another user may have written in it.
            Files.remove(directory)
        }
        let staging = directory + ".building-\(getpid())"
        Files.remove(staging)
        try Files.createDirectory(staging)
        do {
            try build(staging)
        } catch {
            Files.remove(staging)
            throw error
        }
        guard rename(staging, directory) == 0 else {
            Files.remove(staging)
            throw CourseError("error: cannot move a build into \(directory): \(String(cString: strerror(errno))).")
        }
    }

    /// Whether everything in a build folder is this user's alone: the folder
    /// and each entry in it (links not followed) owned by this user, writable
    /// by no one else, and no link. The cache folder's own check does not
    /// reach inside it, and a build made by a `course` older than its 077
    /// umask kept the modes of the umask it ran under (0777 under 000):
    /// another user's macro plugin or library there runs in the compiler and
    /// in every lab program. Such a build is made again.
    static func isPrivate(_ directory: String) -> Bool {
        func check(_ path: String, depth: Int) -> Bool {
            var status = stat()
            guard depth < 16, lstat(path, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o022 == 0 else { return false }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return (Files.entries(path) ?? []).allSatisfy { entry in
                    check(path + "/" + (entry.name ?? String(decoding: entry.bytes, as: UTF8.self)), depth: depth + 1)
                }
            case S_IFREG: return true
            default: return false
            }
        }
        return check(directory, depth: 0)
    }
}
