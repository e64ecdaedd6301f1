import Foundation

/// The simulator (`Sources/SwiftUISim`) and the check harness
/// (`Sources/CourseHarness`, the module lab checks run in) compiled once,
/// optimised, into static libraries plus modules in the cache, keyed by
/// compiler version and source hash. Lab code links the simulator as
/// `SwiftUI` via `-module-alias SwiftUI=SwiftUISim`, and the stand-ins for
/// Apple modules Linux lacks the same way (`Combine=CombineSim`, `OSLog=OSLogSim`,
/// `CoreGraphics`, `UIKit`, `AppKit`). SwiftUI's macros (`@Entry`) are a
/// compiler plugin built beside them (`Sources/SwiftUISimMacros`) and loaded
/// into every compile that imports the simulator.
struct SimulatorLibrary: Sendable {
    /// Holds `SwiftUISim.swiftmodule`, `libSwiftUISim.a`, each stand-in's
    /// module and library, `CourseHarness.swiftmodule`, `libCourseHarness.a`
    /// and the macro plugin, `libSwiftUISimMacros.so`.
    var directory: String

    /// A module SwiftUI code imports that Linux lacks, built beside the
    /// simulator from `Sources/<name>` (docs/simulator.md, "Combine and OSLog").
    struct StandIn: Sendable {
        /// What code imports (`Combine`).
        var alias: String
        /// The module's real name (`CombineSim`), which `alias` stands for.
        var name: String
        /// Built after the simulator and importing it (`standInsOnSimulator`).
        var onSimulator = false
    }

    /// Built in this order, before the simulator (but those marked `onSimulator`, after it): UIKitSim and AppKitSim
    /// re-export CoreGraphicsSim and CoreImageSim (AppKitSim uses UniformTypeIdentifiersSim and UIKitSim's NSLayoutConstraint), OSSim re-exports OSLogSim, and SwiftUISim
    /// re-exports CombineSim, the platform stand-ins and UniformTypeIdentifiersSim
    /// (docs/simulator.md, "Platform stand-ins"). docs/compile-rate.sh reads this list.
    static let standIns = [
        StandIn(alias: "Combine", name: "CombineSim"), StandIn(alias: "OSLog", name: "OSLogSim"),
        StandIn(alias: "CoreGraphics", name: "CoreGraphicsSim"), StandIn(alias: "CoreImage", name: "CoreImageSim"),
        StandIn(alias: "UniformTypeIdentifiers", name: "UniformTypeIdentifiersSim"),
        // Round 11: QuartzCore, which UIKit re-exports (`CALayer` lives there).
        StandIn(alias: "QuartzCore", name: "QuartzCoreSim"), StandIn(alias: "UIKit", name: "UIKitSim"),
        StandIn(alias: "AppKit", name: "AppKitSim"), StandIn(alias: "os", name: "OSSim"),
        StandIn(alias: "CoreLocation", name: "CoreLocationSim"), StandIn(alias: "CoreMedia", name: "CoreMediaSim"),
        StandIn(alias: "AVFoundation", name: "AVFoundationSim"),
        StandIn(alias: "Contacts", name: "ContactsSim"), StandIn(alias: "Translation", name: "TranslationSim"),
        StandIn(alias: "FoundationModels", name: "FoundationModelsSim"), StandIn(alias: "NaturalLanguage", name: "NaturalLanguageSim"),
        StandIn(alias: "ScreenCaptureKit", name: "ScreenCaptureKitSim"), StandIn(alias: "EventKit", name: "EventKitSim"),
        StandIn(alias: "WatchKit", name: "WatchKitSim"),
        // Round 9: frameworks with no views (docs/simulator.md, "Round 9").
        StandIn(alias: "UserNotifications", name: "UserNotificationsSim"),
        StandIn(alias: "LocalAuthentication", name: "LocalAuthenticationSim"),
        StandIn(alias: "ServiceManagement", name: "ServiceManagementSim"),
        // Round 12: AudioToolbox's System Sound Services.
        StandIn(alias: "AudioToolbox", name: "AudioToolboxSim"),
        // Round 13: System (`FilePath`).
        StandIn(alias: "System", name: "SystemSim"),
        // Built after the simulator, which they import: frameworks whose API is
        // SwiftUI views (TipKit's `TipView`, AuthenticationServices'
        // `SignInWithAppleButton`; docs/simulator.md, "Round 8").
        StandIn(alias: "TipKit", name: "TipKitSim", onSimulator: true),
        StandIn(alias: "AuthenticationServices", name: "AuthenticationServicesSim", onSimulator: true),
        // Round 9: Charts' `Chart`, MapKit's `Map` (it re-exports CoreLocation),
        // AVKit's `VideoPlayer` (it re-exports AVFoundation).
        StandIn(alias: "Charts", name: "ChartsSim", onSimulator: true),
        StandIn(alias: "MapKit", name: "MapKitSim", onSimulator: true),
        StandIn(alias: "AVKit", name: "AVKitSim", onSimulator: true),
        // Round 9b: SwiftData (`@Query` is a dynamic property; docs/simulator.md).
        StandIn(alias: "SwiftData", name: "SwiftDataSim", onSimulator: true),
        // Core Data (SwiftUI's `@FetchRequest` with it).
        StandIn(alias: "CoreData", name: "CoreDataSim", onSimulator: true),
        // Round 10: PhotosUI's `PhotosPicker` (the library is one photo).
        StandIn(alias: "PhotosUI", name: "PhotosUISim", onSimulator: true),
        // Round 11: StoreKit (`requestReview`, products, the iOS 17 store views).
        StandIn(alias: "StoreKit", name: "StoreKitSim", onSimulator: true),
        // Round 12: WebKit (`WKWebView`; iOS 26's `WebView`), WidgetKit (timelines, `WidgetCenter`).
        StandIn(alias: "WebKit", name: "WebKitSim", onSimulator: true),
        // Round 14: ActivityKit (Live Activities; WidgetKit's `ActivityConfiguration` uses it, so it comes first),
        // App Intents (`AppIntent`, `@Parameter`, `Button(intent:)`).
        StandIn(alias: "ActivityKit", name: "ActivityKitSim", onSimulator: true),
        StandIn(alias: "WidgetKit", name: "WidgetKitSim", onSimulator: true),
        StandIn(alias: "AppIntents", name: "AppIntentsSim", onSimulator: true),
    ]

    /// The stand-ins built before the simulator, in order, and those built after it.
    static var standInsBeforeSimulator: [StandIn] { standIns.filter { !$0.onSimulator } }
    static var standInsOnSimulator: [StandIn] { standIns.filter(\.onSimulator) }

    /// The stand-ins and the simulator share `package` declarations (what
    /// UIKitSim and AppKitSim share, what SwiftUI reads of a `UIColor`);
    /// lab code, compiled without it, sees only the public API.
    static let packageName = ["-package-name", "SwiftUISimulator"]

    /// The arguments every lab or playground compile needs to see the simulator.
    var compilerArguments: [String] { importArguments + linkArguments }

    /// Where the modules are, `import SwiftUI` (`import Combine`…) meaning
    /// the simulator's, and the plugin that expands the simulator's macros.
    var importArguments: [String] {
        ["-module-alias", "SwiftUI=SwiftUISim"] + Self.standIns.flatMap { ["-module-alias", "\($0.alias)=\($0.name)"] } + ["-I", directory]
            + ["-load-plugin-library", macroPlugin]
    }

    /// SwiftUISim declares its macros `#externalMacro(module: "SwiftUISimMacros", …)`:
    /// the compiler finds them in this library, which it loads in-process
    /// (as it does Observation's) and searches for the named types.
    var macroPlugin: String { directory + "/lib\(Self.macroModule).so" }
    static let macroModule = "SwiftUISimMacros"

    /// The simulator's libraries, users before what they use (the stand-ins in reverse: UIKitSim uses
    /// CoreGraphicsSim; those built on the simulator before it).
    private var simulatorLibraries: [String] {
        Self.standInsOnSimulator.reversed().map { "-l" + $0.name } + ["-lSwiftUISim"] + Self.standInsBeforeSimulator.reversed().map { "-l" + $0.name }
    }

    /// What a playground program links: the simulator.
    var simulatorLinkArguments: [String] { ["-L", directory] + simulatorLibraries }

    /// What a lab program links: the harness (unused symbols drop out) and the simulator.
    var linkArguments: [String] { ["-L", directory, "-lCourseHarness"] + simulatorLibraries }

    /// How the simulator is optimised, as in Package.swift: the simulator is
    /// single-threaded (main actor) and checked at compile time, so the
    /// run-time exclusivity and actor-isolation checks only cost it time
    /// (about a quarter of its instructions).
    private static let optimisation = [
        "-O", "-wmo", "-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation",
    ]

    /// No `.swiftsourceinfo`: it would record where the sources were when the
    /// library was built, and the cache is keyed by their content, so another
    /// checkout with the same sources may have built it and since moved on.
    /// Editors then read declarations and doc comments from the module itself
    /// (`.swiftdoc`), which always match it (`EditorProject`).
    static let moduleOutputs = ["-avoid-emit-module-source-info"]

    /// Part of the cache key, so a build made another way is not reused.
    private static let recipe = "swiftui-course-sim static " + (optimisation + moduleOutputs).joined(separator: " ")

    /// Returns the cached build, building it first if needed (`CacheBuild`:
    /// once, whatever the number of runners at it).
    static func prepare(
        sources: String, toolchain: Toolchain, cache: CacheDirectory, log: (String) -> Void
    ) throws(CourseError) -> SimulatorLibrary {
        let files = Files.listRecursively(sources, suffix: ".swift").map { sources + "/" + $0 }
        guard !files.isEmpty else {
            throw CourseError("error: no simulator sources in \(sources) (expected Sources/SwiftUISim/*.swift). Set COURSE_SIMULATOR_SOURCES.")
        }
        let harness = harnessSources(besideSimulator: sources)
        let macros = macroSources(besideSimulator: sources)
        let standIns = Self.standInsBeforeSimulator.map { ($0, standInSources($0, besideSimulator: sources)) }
        let standInsOnSimulator = Self.standInsOnSimulator.map { ($0, standInSources($0, besideSimulator: sources)) }
        var hasher = SHA256()
        hasher.update(recipe + "\n" + toolchain.version + "\n")
        for file in files {
            hasher.update(String(file.dropFirst(sources.count)) + "\n")
            hasher.update(try Files.readData(file, what: "simulator source"))
        }
        for (standIn, files) in standIns + standInsOnSimulator {
            for file in files {
                hasher.update(standIn.name + " " + (file as NSString).lastPathComponent + "\n")
                hasher.update(try Files.readData(file, what: "\(standIn.name) source"))
            }
        }
        for file in harness {
            hasher.update("harness " + (file as NSString).lastPathComponent + "\n")
            hasher.update(try Files.readData(file, what: "harness source"))
        }
        for file in macros {
            hasher.update("macros " + (file as NSString).lastPathComponent + "\n")
            hasher.update(try Files.readData(file, what: "macro source"))
        }
        let key = String(hasher.finalize().prefix(24))
        let library = SimulatorLibrary(directory: cache.path + "/simulator-" + key)
        if library.isComplete { return library }

        try CacheBuild.once(
            into: library.directory, lock: cache.path + "/simulator-" + key + ".lock",
            waiting: { log("Another course process is building the SwiftUI simulator into \(library.directory); waiting for it to finish (a few minutes, once)…") }
        ) { staging throws(CourseError) in
            log("Building the SwiftUI simulator (\(files.count) files, optimised) into \(library.directory) — once per toolchain and simulator version…")
            for (standIn, files) in standIns {
                let build = try Subprocess(
                    executable: toolchain.swiftc,
                    arguments: [
                        "-parse-as-library", "-module-name", standIn.name, "-I", staging, "-emit-module",
                        "-emit-module-path", staging + "/\(standIn.name).swiftmodule", "-emit-library", "-static",
                        "-o", staging + "/lib\(standIn.name).a",
                    ] + packageName + optimisation + moduleOutputs + files,
                    environment: ProcessInfo.processInfo.environment
                ).run()
                guard build.termination == .exited(0) else {
                    throw CourseError(
                        "error: the \(standIn.alias) stand-in (\(standIn.name)) does not compile:\n" + String(decoding: build.stderr + build.stdout, as: UTF8.self))
                }
            }
            // The plugin first: the simulator declares its macros, which the compiler checks against it.
            try buildMacroPlugin(macros, into: staging, toolchain: toolchain)
            let result = try Subprocess(
                executable: toolchain.swiftc,
                arguments: [
                    "-parse-as-library", "-module-name", "SwiftUISim", "-I", staging, "-emit-module",
                    "-emit-module-path", staging + "/SwiftUISim.swiftmodule", "-emit-library", "-static",
                    "-o", staging + "/libSwiftUISim.a", "-load-plugin-library", staging + "/lib\(macroModule).so",
                ] + packageName + optimisation + moduleOutputs + files,
                environment: ProcessInfo.processInfo.environment
            ).run()
            guard result.termination == .exited(0) else {
                throw CourseError(
                    "error: the simulator in \(sources) does not compile:\n" + String(decoding: result.stderr + result.stdout, as: UTF8.self))
            }
            for (standIn, files) in standInsOnSimulator {
                let build = try Subprocess(
                    executable: toolchain.swiftc,
                    arguments: [
                        "-parse-as-library", "-module-name", standIn.name, "-I", staging, "-emit-module",
                        "-emit-module-path", staging + "/\(standIn.name).swiftmodule", "-emit-library", "-static",
                        "-o", staging + "/lib\(standIn.name).a", "-load-plugin-library", staging + "/lib\(macroModule).so",
                    ] + packageName + optimisation + moduleOutputs + files,
                    environment: ProcessInfo.processInfo.environment
                ).run()
                guard build.termination == .exited(0) else {
                    throw CourseError(
                        "error: the \(standIn.alias) stand-in (\(standIn.name)) does not compile against the simulator:\n"
                            + String(decoding: build.stderr + build.stdout, as: UTF8.self))
                }
            }
            let harnessBuild = try Subprocess(
                executable: toolchain.swiftc,
                arguments: [
                    "-parse-as-library", "-swift-version", "6", "-module-name", "CourseHarness", "-I", staging, "-emit-module",
                    "-emit-module-path", staging + "/CourseHarness.swiftmodule", "-emit-library", "-static",
                    "-o", staging + "/libCourseHarness.a", "-O", "-wmo",
                ] + moduleOutputs + harness,
                environment: ProcessInfo.processInfo.environment
            ).run()
            guard harnessBuild.termination == .exited(0) else {
                throw CourseError(
                    "error: the check harness (\(harness.joined(separator: ", "))) does not compile against the simulator in \(sources):\n"
                        + String(decoding: harnessBuild.stderr + harnessBuild.stdout, as: UTF8.self))
            }
            log("Simulator ready.")
        }
        return library
    }

    /// The macros as a shared library over the toolchain's own SwiftSyntax
    /// (the libraries the compiler's plugin server has loaded; no package
    /// dependency). `SWIFTUISIM_MACROS_LIBRARY` leaves out the `main` that
    /// makes the same files an executable plugin for `swift build`.
    private static func buildMacroPlugin(_ files: [String], into staging: String, toolchain: Toolchain) throws(CourseError) {
        let host = toolchain.hostLibraries
        let build = try Subprocess(
            executable: toolchain.swiftc,
            arguments: [
                "-parse-as-library", "-swift-version", "6", "-module-name", macroModule, "-D", "SWIFTUISIM_MACROS_LIBRARY",
                "-emit-library", "-o", staging + "/lib\(macroModule).so", "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftDiagnostics", "-Xlinker", "-rpath", "-Xlinker", host,
            ] + files,
            environment: ProcessInfo.processInfo.environment
        ).run()
        guard build.termination == .exited(0) else {
            throw CourseError(
                "error: the simulator's macro plugin (\(macroModule)) does not build with the toolchain's SwiftSyntax in \(host):\n"
                    + String(decoding: build.stderr + build.stdout, as: UTF8.self))
        }
    }

    private var isComplete: Bool {
        (["libSwiftUISim.a", "SwiftUISim.swiftmodule", "libCourseHarness.a", "CourseHarness.swiftmodule", "lib\(Self.macroModule).so"]
            + Self.standIns.flatMap { ["lib\($0.name).a", "\($0.name).swiftmodule"] }).allSatisfy { Files.exists(directory + "/" + $0) }
            && CacheBuild.isPrivate(directory)
    }

    /// The harness sources: `CourseHarness/` beside the simulator's folder,
    /// else the checkout this program was built from.
    static func harnessSources(besideSimulator sources: String) -> [String] {
        let beside = (sources as NSString).deletingLastPathComponent + "/CourseHarness"
        let folder = Files.isDirectory(beside) ? beside : checkoutSources + "/CourseHarness"
        return Files.list(folder, suffix: ".swift").map { folder + "/" + $0 }
    }

    /// The macro plugin's sources: `SwiftUISimMacros/` beside the simulator's
    /// folder, else the checkout this program was built from.
    static func macroSources(besideSimulator sources: String) -> [String] {
        let beside = (sources as NSString).deletingLastPathComponent + "/" + macroModule
        let folder = Files.isDirectory(beside) ? beside : checkoutSources + "/" + macroModule
        return Files.listRecursively(folder, suffix: ".swift").map { folder + "/" + $0 }
    }

    /// A stand-in's sources: `Sources/<name>` beside the simulator's folder,
    /// else the checkout this program was built from.
    static func standInSources(_ standIn: StandIn, besideSimulator sources: String) -> [String] {
        let beside = (sources as NSString).deletingLastPathComponent + "/" + standIn.name
        let folder = Files.isDirectory(beside) ? beside : checkoutSources + "/" + standIn.name
        return Files.listRecursively(folder, suffix: ".swift").map { folder + "/" + $0 }
    }

    /// `Sources/` of the checkout this program was built from (this file is
    /// Sources/CourseKit/Toolchain/SimulatorLibrary.swift).
    private static let checkoutSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The simulator sources: `COURSE_SIMULATOR_SOURCES`, else the course's own
    /// `Sources/SwiftUISim`, else the checkout this program was built from.
    static func sourcesDirectory(courseRoot: String?, environment: [String: String]) -> String {
        if let explicit = environment["COURSE_SIMULATOR_SOURCES"], !explicit.isEmpty { return explicit }
        if let courseRoot, Files.isDirectory(courseRoot + "/Sources/SwiftUISim") { return courseRoot + "/Sources/SwiftUISim" }
        return checkoutSources + "/SwiftUISim"
    }
}
