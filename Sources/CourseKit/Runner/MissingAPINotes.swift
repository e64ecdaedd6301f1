import Foundation

/// Compiler errors where the simulator may be what is missing, not the
/// student's code: each gets a note naming the SwiftUI API and pointing to
/// docs/simulator.md, so "has no member" or a type-checker time-out reads as
/// what it is.
enum MissingAPINotes {
    /// Frameworks beside SwiftUI that do not exist on Linux.
    static let platformModules: Set<String> = [
        "UIKit", "AppKit", "MapKit", "Charts", "SwiftData", "PhotosUI", "StoreKit", "AVKit", "WidgetKit", "CoreLocation", "CoreData",
        "WebKit", "Combine", "CoreImage", "CoreML", "LocalAuthentication",
    ]

    /// SwiftUI names the simulator does not have (docs/simulator.md, "What is not there at all").
    static let knownMissing: Set<String> = [
        "Canvas", "TimelineView", "PreferenceKey", "anchorPreference", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "Map", "Chart", "ImageRenderer", "PhotosPicker", "VideoPlayer",
    ]

    /// `diagnostics` with a note after each error line that names missing API.
    static func annotate(_ diagnostics: String) -> String {
        var lines: [String] = []
        var noted: Set<String> = []
        let all = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in all.enumerated() {
            lines.append(line)
            guard line.contains("error:"), let note = note(for: line) ?? linuxGapNote(echoedAfter: index, in: all), noted.insert(note).inserted else { continue }
            lines.append("note: " + note)
        }
        return lines.joined(separator: "\n")
    }

    /// An error that does not name the Apple-only API it is about (a missing
    /// `coder:` argument, "no exact matches"): the source line the compiler
    /// echoes under it (`12 | …`) does.
    static func linuxGapNote(echoedAfter index: Int, in lines: [String]) -> String? {
        for line in lines[(index + 1)...].prefix(8) {
            if line.contains("error:") || line.contains("warning:") { break }
            guard line.contains("|"), let gap = LinuxFoundationGap.gap(inSource: line) else { continue }
            return gap.note
        }
        return nil
    }

    static func note(for line: String) -> String? {
        func captured(_ pattern: String) -> String? {
            guard let expression = try? NSRegularExpression(pattern: pattern),
                let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                let range = Range(match.range(at: 1), in: line)
            else { return nil }
            return String(line[range])
        }
        if let gap = LinuxFoundationGap.gap(inError: line) { return gap.note }
        let docs = "see docs/simulator.md for what the simulator covers"
        if let module = captured(#"no such module '(\w+)'"#), platformModules.contains(module) {
            return "\(module) is not available on Linux: lab and `course run` code uses SwiftUI, Foundation and Observation only (\(docs))"
        }
        if let name = captured(#"cannot find (?:type )?'(\w+)' in scope"#), knownMissing.contains(name) {
            return "`\(name)` is SwiftUI API the simulator does not have yet (\(docs))"
        }
        if let member = captured(#"value of type '(?:some View|[A-Z]\w*(?:<.*>)?)' has no member '(\w+)'"#) {
            return "if `.\(member)` is SwiftUI API, the simulator may not have it yet (\(docs)); otherwise check its spelling"
        }
        if line.contains("unable to type-check this expression in reasonable time") {
            return "in a view body this often means one SwiftUI call in the expression does not exist in the simulator; split the expression to find it (\(docs))"
        }
        return nil
    }
}
