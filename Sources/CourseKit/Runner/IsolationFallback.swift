import Foundation

/// `course run FILE`: files compile with Xcode 26's new-project settings
/// (`LabBuild.appSettings`: default main-actor isolation and two upcoming
/// features). Code from a Swift package or an older Xcode project was
/// written without them, and some of it fails only because of them (an
/// actor comparing values whose `Equatable` conformance the default makes
/// main-actor isolated). Such a file is compiled as its project would
/// compile it, Swift 6 mode alone, and the run says so in one line. Most
/// apps' Xcode projects still say SWIFT_VERSION = 5, where the strict
/// concurrency checks are warnings (and where Swift 6.3's type checker does
/// not crash on `Button(action: flag ? add : move)`): a file that fails on
/// those in Swift 6 mode is compiled in the Swift 5 language mode last,
/// saying so. Graded labs never fall back: their settings are the lab's.
enum IsolationFallback {
    /// Whether the compiler's errors include one about actor isolation or
    /// sending across it (the only kind the settings can cause); other
    /// errors are not worth a second compile.
    static func mentionsIsolation(_ diagnostics: String) -> Bool {
        diagnostics.split(separator: "\n").contains { line in
            guard line.contains("error:") else { return false }
            return isolationWords.contains { line.localizedCaseInsensitiveContains($0) }
        }
    }

    private static let isolationWords = ["isolated", "isolation", "Sendable", "actor", "data race", "concurrency-safe", "sending"]

    /// Whether the errors are ones the Swift 6 language mode makes: its
    /// concurrency checks, or the compiler failing to say what is wrong
    /// ("failed to produce diagnostic", a type checker bug of this mode).
    static func mentionsSwift6Mode(_ diagnostics: String) -> Bool {
        mentionsIsolation(diagnostics) || diagnostics.contains("failed to produce diagnostic")
    }

    /// The playground settings without the app settings, in the Swift 5 language mode.
    static func inSwift5Mode(_ arguments: [String]) -> [String] {
        var result = withoutAppSettings(arguments)
        if let index = result.firstIndex(of: "-swift-version"), result.index(after: index) < result.endIndex {
            result[result.index(after: index)] = "5"
        }
        return result
    }

    /// The playground settings without the app settings.
    static func withoutAppSettings(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = arguments.startIndex
        let settings = LabBuild.appSettings
        while index < arguments.endIndex {
            if arguments[index...].starts(with: settings) {
                index += settings.count
            } else {
                result.append(arguments[index])
                index += 1
            }
        }
        return result
    }

    static func swift5Note(_ file: String) -> String {
        "note: \(file) compiles only in the Swift 5 language mode (an Xcode project's SWIFT_VERSION = 5, where the concurrency checks are warnings): running it so (-swift-version 5)."
    }

    static func note(_ file: String) -> String {
        "note: \(file) compiles only without Xcode 26's default main-actor isolation; running it as a Swift 6 package or an older Xcode project builds it (-swift-version 6 alone)."
    }
}
