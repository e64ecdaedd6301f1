import Foundation

/// The simulator (`Sources/SwiftUISim`) compiled once, optimised, into a static
/// library plus module in the cache, keyed by compiler version and source hash.
/// Lab code links it as `SwiftUI` via `-module-alias SwiftUI=SwiftUISim`.
struct SimulatorLibrary: Sendable {
    /// Holds `SwiftUISim.swiftmodule` and `libSwiftUISim.a`.
    var directory: String

    /// The arguments every lab or playground compile needs to see the simulator.
    var compilerArguments: [String] {
        ["-module-alias", "SwiftUI=SwiftUISim", "-I", directory, "-L", directory, "-lSwiftUISim"]
    }

    /// How the simulator is optimised, as in Package.swift: the simulator is
    /// single-threaded (main actor) and checked at compile time, so the
    /// run-time exclusivity and actor-isolation checks only cost it time
    /// (about a quarter of its instructions).
    private static let optimisation = [
        "-O", "-wmo", "-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation",
    ]

    /// Part of the cache key, so a build made another way is not reused.
    private static let recipe = "swiftui-course-sim static " + optimisation.joined(separator: " ")

    /// Returns the cached build, building it first if needed. Concurrent runners
    /// take an exclusive `flock`, and a build lands by renaming a finished folder,
    /// so nobody ever sees half a library.
    static func prepare(
        sources: String, toolchain: Toolchain, cache: CacheDirectory, log: (String) -> Void
    ) throws(CourseError) -> SimulatorLibrary {
        let files = Files.listRecursively(sources, suffix: ".swift").map { sources + "/" + $0 }
        guard !files.isEmpty else {
            throw CourseError("error: no simulator sources in \(sources) (expected Sources/SwiftUISim/*.swift). Set COURSE_SIMULATOR_SOURCES.")
        }
        var hasher = SHA256()
        hasher.update(recipe + "\n" + toolchain.version + "\n")
        for file in files {
            hasher.update(String(file.dropFirst(sources.count)) + "\n")
            hasher.update(try Files.readData(file, what: "simulator source"))
        }
        let key = String(hasher.finalize().prefix(24))
        let library = SimulatorLibrary(directory: cache.path + "/simulator-" + key)
        if library.isComplete { return library }

        let lockPath = cache.path + "/simulator-" + key + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw CourseError("error: cannot create \(lockPath): \(String(cString: strerror(errno))).") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(lock, LOCK_UN) }
        if library.isComplete { return library }  // another runner built it while we waited

        log("Building the SwiftUI simulator (\(files.count) files, optimised) into \(library.directory) — once per toolchain and simulator version…")
        let staging = cache.path + "/.building-\(key)-\(getpid())"
        Files.remove(staging)
        try Files.createDirectory(staging)
        let result = try Subprocess(
            executable: toolchain.swiftc,
            arguments: [
                "-parse-as-library", "-module-name", "SwiftUISim", "-emit-module",
                "-emit-module-path", staging + "/SwiftUISim.swiftmodule", "-emit-library", "-static",
                "-o", staging + "/libSwiftUISim.a",
            ] + optimisation + files,
            environment: ProcessInfo.processInfo.environment
        ).run()
        guard result.termination == .exited(0) else {
            Files.remove(staging)
            throw CourseError(
                "error: the simulator in \(sources) does not compile:\n" + String(decoding: result.stderr + result.stdout, as: UTF8.self))
        }
        guard rename(staging, library.directory) == 0 else {
            Files.remove(staging)
            throw CourseError("error: cannot move the simulator build into \(library.directory): \(String(cString: strerror(errno))).")
        }
        log("Simulator ready.")
        return library
    }

    private var isComplete: Bool {
        Files.exists(directory + "/libSwiftUISim.a") && Files.exists(directory + "/SwiftUISim.swiftmodule")
    }

    /// The simulator sources: `COURSE_SIMULATOR_SOURCES`, else the course's own
    /// `Sources/SwiftUISim`, else the checkout this program was built from.
    static func sourcesDirectory(courseRoot: String?, environment: [String: String]) -> String {
        if let explicit = environment["COURSE_SIMULATOR_SOURCES"], !explicit.isEmpty { return explicit }
        if let courseRoot, Files.isDirectory(courseRoot + "/Sources/SwiftUISim") { return courseRoot + "/Sources/SwiftUISim" }
        // This file is Sources/CourseKit/Toolchain/SimulatorLibrary.swift.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SwiftUISim").path
    }
}
