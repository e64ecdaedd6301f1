// swift-tools-version:6.0
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's own SwiftSyntax lives beside the compiler, in
/// `<toolchain>/usr/lib/swift/host`. We link it from there instead of
/// declaring a package dependency (DESIGN.md: "No package dependencies").
func toolchainHostLibraries() -> String {
    let fileManager = FileManager.default
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        let compiler = candidate.resolvingSymlinksInPath()
        let host = compiler.deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/host").standardized.path
        if fileManager.fileExists(atPath: host + "/SwiftSyntax.swiftmodule") { return host }
        fatalError("""
            error: the Swift toolchain at \(compiler.deletingLastPathComponent().path) has no SwiftSyntax \
            modules in \(host). Install a complete Swift 6 toolchain from swift.org (it ships \
            SwiftSyntax, SwiftParser and SwiftIDEUtils there) and put its usr/bin first on PATH.
            """)
    }
    fatalError("error: no `swiftc` on PATH. Install a Swift 6 toolchain and add its usr/bin to PATH.")
}

let host = toolchainHostLibraries()
let syntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftIDEUtils", "SwiftOperators", "SwiftDiagnostics", "SwiftParserDiagnostics"]
let usesToolchainSyntax: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let linksToolchainSyntax: [LinkerSetting] = [
    .unsafeFlags(["-L", host] + syntaxLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", host]),
]

/// SwiftUI's macros (`@Entry`, `@Previewable`) as a compiler plugin over the
/// same host libraries; the toolchain has no `SwiftCompilerPlugin`, so the
/// plugin has its own `main` (Sources/SwiftUISimMacros/PluginMain.swift).
let macroLibraries = ["SwiftSyntax", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftCompilerPluginMessageHandling"]
let linksToolchainMacros: [LinkerSetting] = [
    .unsafeFlags(["-L", host] + macroLibraries.map { "-l\($0)" } + ["-Xlinker", "-rpath", "-Xlinker", host]),
]

let package = Package(
    name: "SwiftUIRenderingCourse",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "course", targets: ["course"]),
        .executable(name: "bench", targets: ["bench"]),
        .library(name: "SwiftUISim", targets: ["SwiftUISim"]),
    ],
    targets: [
        // The simulator is single-threaded (main actor) and its accesses and
        // isolation are checked at compile time; the run-time exclusivity and
        // actor-isolation checks cost it about a quarter of its instructions
        // (the runner builds it the same way: CourseKit/Toolchain/SimulatorLibrary).
        // Stand-ins for Apple modules SwiftUI code imports that Linux lacks:
        // lab code sees them as Combine and OSLog (-module-alias), and
        // SwiftUISim re-exports Combine as SwiftUI does (docs/simulator.md).
        // CoreGraphics, UIKit and AppKit likewise (the UIKit and AppKit stand-ins
        // re-export CoreGraphics and CoreImage; SwiftUISim re-exports all three).
        .target(name: "CombineSim"),
        .target(name: "OSLogSim"),
        .target(name: "CoreGraphicsSim"),
        .target(name: "UniformTypeIdentifiersSim"),
        // Round 11: QuartzCore (`CACurrentMediaTime`, `CALayer`); UIKit re-exports it.
        .target(name: "QuartzCoreSim", dependencies: ["CoreGraphicsSim"]),
        .target(name: "UIKitSim", dependencies: ["CoreGraphicsSim", "CoreImageSim", "QuartzCoreSim"]),
        .target(name: "AppKitSim", dependencies: ["CoreGraphicsSim", "CoreImageSim", "QuartzCoreSim", "UniformTypeIdentifiersSim", "UIKitSim"]),
        // os (re-exports OSLog), UniformTypeIdentifiers (SwiftUISim re-exports
        // it: fileImporter takes its types), CoreLocation, CoreMedia (AVFoundation
        // and ScreenCaptureKit re-export it), AVFoundation, Contacts; round 5:
        // FoundationModels, NaturalLanguage, CoreImage, ScreenCaptureKit.
        .target(name: "OSSim", dependencies: ["OSLogSim"]),
        .target(name: "CoreLocationSim"),
        .target(name: "CoreMediaSim"),
        .target(name: "AVFoundationSim", dependencies: ["CoreMediaSim", "QuartzCoreSim"]),
        .target(name: "ContactsSim"),
        // Round 7: EventKit (its calendars' macOS colours are AppKit's NSColor).
        .target(name: "EventKitSim", dependencies: ["AppKitSim"]),
        // Translation: its session types; SwiftUISim holds translationTask (a SwiftUI modifier).
        .target(name: "TranslationSim"),
        // Round 8: WatchKit (SwiftUISim re-exports it, as SwiftUI does on watchOS).
        .target(name: "WatchKitSim"),
        // Round 9: UserNotifications, LocalAuthentication, ServiceManagement.
        .target(name: "UserNotificationsSim"),
        .target(name: "LocalAuthenticationSim"),
        .target(name: "ServiceManagementSim"),
        // Round 12: AudioToolbox (System Sound Services).
        .target(name: "AudioToolboxSim"),
        // SwiftUI's macros (docs/simulator.md, "Macros"); the lab runner builds
        // the same files as an in-process plugin (CourseKit/Toolchain/SimulatorLibrary).
        .macro(name: "SwiftUISimMacros", swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainMacros),
        .target(name: "FoundationModelsSim"),
        // Round 13: System (`FilePath`).
        .target(name: "SystemSim"),
        .target(name: "NaturalLanguageSim"),
        .target(name: "CoreImageSim", dependencies: ["CoreGraphicsSim"]),
        .target(name: "ScreenCaptureKitSim", dependencies: ["CoreGraphicsSim", "CoreMediaSim"]),
        .target(
            name: "SwiftUISim", dependencies: ["SwiftUISimMacros", "CombineSim", "CoreGraphicsSim", "UIKitSim", "AppKitSim", "UniformTypeIdentifiersSim", "TranslationSim", "WatchKitSim"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"])]),
        // Round 8: stand-ins built on the simulator (their API is SwiftUI views:
        // TipKit's TipView, AuthenticationServices' SignInWithAppleButton);
        // the runner builds them after it (SimulatorLibrary.standInsOnSimulator).
        .target(name: "TipKitSim", dependencies: ["SwiftUISim"]),
        .target(name: "AuthenticationServicesSim", dependencies: ["SwiftUISim"]),
        // Round 9: Charts, MapKit (re-exports CoreLocation), AVKit (re-exports AVFoundation).
        .target(name: "ChartsSim", dependencies: ["SwiftUISim"]),
        .target(name: "MapKitSim", dependencies: ["SwiftUISim", "CoreLocationSim"]),
        .target(name: "AVKitSim", dependencies: ["SwiftUISim", "AVFoundationSim"]),
        // Round 9b: SwiftData (its `@Model` macro is in SwiftUISimMacros).
        .target(name: "SwiftDataSim", dependencies: ["SwiftUISim", "SwiftUISimMacros"]),
        // Round 9b: Core Data (SwiftUI's `@FetchRequest` is declared there, as it needs the context).
        .target(name: "CoreDataSim", dependencies: ["SwiftUISim"]),
        // Round 10: PhotosUI (`PhotosPicker` is a view).
        .target(name: "PhotosUISim", dependencies: ["SwiftUISim", "UniformTypeIdentifiersSim"]),
        // Round 11: StoreKit (`requestReview`, `Product`, the iOS 17 store views).
        .target(name: "StoreKitSim", dependencies: ["SwiftUISim"]),
        // Round 12: WebKit (`WKWebView`, iOS 26's `WebView`), WidgetKit (timelines, `WidgetCenter`).
        .target(name: "WebKitSim", dependencies: ["SwiftUISim"]),
        .target(name: "WidgetKitSim", dependencies: ["SwiftUISim", "ActivityKitSim"]),
        // Round 14: App Intents (`AppIntent`, `@Parameter`, `Button(intent:)`), ActivityKit (Live Activities).
        .target(name: "AppIntentsSim", dependencies: ["SwiftUISim"]),
        .target(name: "ActivityKitSim", dependencies: ["SwiftUISim"]),
        // The module lab checks run in (CourseKit compiles it at run time beside
        // the simulator; built here too so `swift build` type-checks it).
        .target(name: "CourseHarness", dependencies: ["SwiftUISim"]),
        // The one option parser of every verb (docs/cli.md).
        .target(name: "ArgumentParsing"),
        .target(name: "ViewLint", dependencies: ["ArgumentParsing"], swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
        .target(
            name: "CourseKit", dependencies: ["ViewLint", "ArgumentParsing"],
            swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
        .executableTarget(
            name: "course", dependencies: ["CourseKit"],
            swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
        .executableTarget(
            name: "bench", dependencies: ["SwiftUISim", "CourseKit", "ViewLint"],
            swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(
            name: "SwiftUISimTests",
            dependencies: ["SwiftUISim", "OSSim", "CoreLocationSim", "AVFoundationSim", "ContactsSim", "EventKitSim", "TranslationSim", "FoundationModelsSim", "NaturalLanguageSim", "ScreenCaptureKitSim", "TipKitSim", "AuthenticationServicesSim",
                           "UserNotificationsSim", "LocalAuthenticationSim", "ServiceManagementSim", "ChartsSim", "MapKitSim", "AVKitSim", "SwiftDataSim", "CoreDataSim", "PhotosUISim", "StoreKitSim",
                           "AudioToolboxSim", "WebKitSim", "WidgetKitSim", "SystemSim", "AppIntentsSim", "ActivityKitSim"], exclude: ["Snapshots"]),
        .testTarget(
            name: "ViewLintTests", dependencies: ["ViewLint"],
            swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
        .testTarget(
            name: "CourseKitTests", dependencies: ["CourseKit"],
            exclude: ["Fixtures"],
            swiftSettings: usesToolchainSyntax, linkerSettings: linksToolchainSyntax),
    ],
    swiftLanguageModes: [.v6]
)
