import Foundation

/// Compiler errors where the simulator may be what is missing, not the
/// student's code: each gets a note naming the SwiftUI API and pointing to
/// docs/simulator.md, so "has no member" or a type-checker time-out reads as
/// what it is.
///
/// The SwiftUI name, member or initializer overload is found from the error
/// and the call at its column (`CallSite`), and checked against Apple's
/// documented symbols (`AppleSymbols`): a name SwiftUI has gets "SwiftUI's `X`
/// is not in the simulator yet", a typo gets nothing. The errors that one
/// missing API causes on the same call are then not shown.
enum MissingAPINotes {
    /// Apple frameworks SwiftUI apps import that have no stand-in here (those
    /// that have one, Combine to StoreKit, are `SimulatorLibrary.standIns`;
    /// docs/simulator.md): `import HealthKit` is missing on Linux, and the note
    /// says so instead of leaving "no such module" to read as a typo. A module
    /// that gains a stand-in leaves this list (`MissingAPINotesTests` checks).
    static let platformModules: Set<String> = [
        "CoreML", "Photos", "HealthKit", "CloudKit", "GameKit",
        "RealityKit", "ARKit", "SafariServices", "MessageUI", "Vision", "VisionKit", "CoreMotion", "CoreHaptics",
        "SpriteKit", "SceneKit", "QuickLook", "Network", "PassKit", "MusicKit", "WeatherKit",
        "CoreSpotlight", "CoreBluetooth", "Speech", "GameController", "MediaPlayer", "Intents",
        "BackgroundTasks", "AppTrackingTransparency", "CryptoKit", "Metal", "MetalKit", "PencilKit",
    ]

    static let docs = "see docs/simulator.md for what the simulator covers"

    /// One diagnostic as swiftc prints it: its `file:line:column: kind:` line and the source it echoes.
    struct Block {
        var lines: [String]
        var file = ""
        var line = 0
        var column = 0
        var kind = ""
        var message = ""

        init(_ lines: [String]) {
            self.lines = lines
            let header = lines.first ?? ""
            guard let match = Block.header.firstMatch(in: header, range: NSRange(header.startIndex..., in: header)) else { return }
            func group(_ index: Int) -> String { Range(match.range(at: index), in: header).map { String(header[$0]) } ?? "" }
            (file, line, column, kind, message) = (group(1), Int(group(2)) ?? 0, Int(group(3)) ?? 0, group(4), group(5))
        }

        static let header = try! NSRegularExpression(pattern: #"^(.+?):(\d+):(\d+): (error|warning|note): (.*)$"#)

        /// The source lines from the diagnostic's line on, as the compiler echoes them (`12 | …`).
        var source: [String] {
            var found: [String] = []
            for text in lines.dropFirst() {
                let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, let number = Int(parts[0].trimmingCharacters(in: .whitespaces)) else { continue }
                guard number >= line else { continue }
                guard number == line + found.count else { break }
                found.append(String(parts[1].dropFirst()))  // one space after the bar
            }
            return found
        }
    }

    /// `diagnostics` with a note after each error that names missing API,
    /// and without the errors such an API causes on the same call.
    static func annotate(_ diagnostics: String) -> String {
        let all = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Split into blocks at each `file:line:col: kind:` line (text before the first stays as is).
        var blocks: [Block] = []
        var preamble: [String] = []
        for line in all {
            if line.range(of: #"^.+?:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil {
                blocks.append(Block([line]))
            } else if blocks.isEmpty {
                preamble.append(line)
            } else {
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        // First the notes, and the calls whose other errors are follow-ons.
        var notes: [Int: String] = [:]
        var calls: [(index: Int, file: String, lines: ClosedRange<Int>)] = []
        var noted: Set<String> = []
        for (index, block) in blocks.enumerated() where block.kind == "error" {
            // An error on a call already noted is one of its follow-ons.
            if calls.contains(where: { $0.file == block.file && $0.lines.contains(block.line) }) { continue }
            if let (note, span) = symbolNote(block) {
                calls.append((index, block.file, block.line...(block.line + span - 1)))
                if noted.insert(note).inserted { notes[index] = note }
            } else if let note = note(for: block.lines[0]) ?? linuxGapNote(in: block.lines) ?? stateAssignmentNote(block),
                noted.insert(note).inserted {
                notes[index] = note
            }
        }
        var hidden: [Int: Int] = [:]
        var output = preamble
        var dropping = false
        for (index, block) in blocks.enumerated() {
            if block.kind == "note" {
                if !dropping { output += block.lines }  // a note belongs to the error before it
                continue
            }
            let cause = calls.first { $0.index != index && $0.file == block.file && $0.lines.contains(block.line) && block.kind == "error" }
            dropping = cause != nil && !calls.contains { $0.index == index }
            if let cause, dropping {
                hidden[cause.index, default: 0] += 1
                continue
            }
            output += block.lines
            dropping = calls.contains { $0.index == index }  // the compiler's notes on it ("declared here") are about the wrong overload
            if let note = notes[index] {
                let insertion = output.last == "" ? output.count - 1 : output.count
                output.insert("note: " + note, at: insertion)
            }
        }
        // Say how many errors each note stands for.
        var text = output.joined(separator: "\n")
        for (index, count) in hidden.sorted(by: { $0.key < $1.key }) {
            guard let note = notes[index] else { continue }
            let more = " (\(count) more error\(count == 1 ? "" : "s") on this call follow from it and are not shown)"
            text = text.replacingOccurrences(of: "note: " + note, with: "note: " + note + more)
        }
        return text
    }

    /// The note for an error about a SwiftUI, Combine or OSLog name the
    /// simulator lacks, and how many source lines its call spans.
    static func symbolNote(_ block: Block, symbols: AppleSymbols = .shared) -> (String, Int)? {
        func captured(_ pattern: String) -> [String]? {
            guard let expression = try? NSRegularExpression(pattern: pattern),
                let match = expression.firstMatch(in: block.message, range: NSRange(block.message.startIndex..., in: block.message))
            else { return nil }
            return (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: block.message).map { String(block.message[$0]) } ?? "" }
        }
        func say(_ symbol: AppleSymbols.Symbol, span: Int = 1) -> (String, Int) {
            let what = symbol.module == "SwiftUI" ? "SwiftUI's" : "\(symbol.module)'s"
            return ("\(what) `\(symbol.spelled)` is not in the simulator yet (docs/simulator.md)", span)
        }
        let source = block.source
        let site = source.isEmpty ? nil : CallSite(lines: source, column: block.column)
        if let name = captured(#"^cannot find (?:type )?'(\w+)' in scope"#)?[0], let symbol = symbols.named(name) {
            return say(symbol, span: site?.lineSpan ?? 1)
        }
        // A static member SwiftUI declares where the simulator has only an instance one of the same name
        // (`.background(.shadow(.drop(radius: 2)))`): "instance member 'shadow' cannot be used on type 'ShapeStyle'".
        if let found = captured(#"^instance member '(\w+)' cannot be used on type '(.+)'"#) {
            let parent = String(found[1].prefix { $0 != "<" }.split(separator: ".").last ?? "")
            if let best = preferred(symbols.members(found[0], on: parent, labels: site?.labels)) { return say(best, span: site?.lineSpan ?? 1) }
        }
        if let found = captured(#"^(?:value of )?type '(.+)' has no member '(\w+)'"#) {
            let (type, member) = (found[0], found[1])
            // `.fill` where a type is expected: the compiler names whichever contextual type it tried.
            let implicit = site?.receiver == "" && site?.callee == member
            let parent = String(type.prefix { $0 != "<" }.split(separator: ".").last ?? "")
            let onType = symbols.members(member, on: parent, labels: site?.labels)
            let frameworkType = type.hasPrefix("some ") || symbols.types[parent] != nil
            let candidates = !onType.isEmpty ? onType : (implicit || frameworkType) ? symbols.members(member, labels: site?.labels) : []
            if let best = preferred(candidates) { return say(best, span: site?.lineSpan ?? 1) }
            // UIKit has no symbol list here: a `UI…` type is the stand-in's (UIKitSim), so say so without claiming the member exists.
            if parent.range(of: #"^UI[A-Z]\w*$"#, options: .regularExpression) != nil {
                return ("`\(parent)` here is the simulator's stand-in for UIKit's, which lacks `\(member)`: if it is UIKit API, "
                    + "the stand-in does not have it yet, otherwise check its spelling (docs/simulator.md, \"UIKit\")", site?.lineSpan ?? 1)
            }
            return nil
        }
        // `@Environment(\.name)` for a key the simulator lacks: the compiler says only
        // "cannot infer key path type from context"; the key is the name after `\.`.
        if block.message.hasPrefix("cannot infer key path type from context"), let line = source.first {
            let characters = Array(line)
            let start = max(0, min(characters.count, block.column - 1))
            let rest = String(characters[start...])
            if let match = rest.range(of: #"^\\\.(\w+)"#, options: .regularExpression) {
                let name = String(rest[match].dropFirst(2))
                if let best = preferred(symbols.members(name, on: "EnvironmentValues")) { return say(best) }
            }
        }
        let overloadErrors = [
            "missing argument for parameter", "missing arguments for parameters", "extraneous argument label", "extra argument",
            "incorrect argument label", "argument passed to call that takes no arguments",
        ]
        guard overloadErrors.contains(where: block.message.hasPrefix), let site, let labels = site.labels else { return nil }
        let type: String? =
            if site.callee == "init", let receiver = site.receiver, !receiver.isEmpty { String(receiver.split(separator: ".").last!) }
            else if site.receiver == nil, site.callee.first?.isUppercase == true { site.callee }
            else { nil }
        if let type {
            return symbols.initializer(of: type, labels: labels).map { say($0, span: site.lineSpan) }
        }
        let on = site.receiver.flatMap { $0.first?.isUppercase == true ? String($0.split(separator: ".").last!) : nil }
        return preferred(symbols.members(site.callee, on: on, labels: labels)).map { say($0, span: site.lineSpan) }
    }

    /// Of several SwiftUI members of one name, the one code most likely meant:
    /// a view modifier, then a shape style, then the first documented.
    static func preferred(_ candidates: [AppleSymbols.Symbol]) -> AppleSymbols.Symbol? {
        candidates.first { $0.parent == "View" } ?? candidates.first { $0.parent == "ShapeStyle" } ?? candidates.first
    }

    /// An error that does not name the Apple-only API it is about (a missing
    /// `coder:` argument, "no exact matches"): the source line the compiler
    /// echoes under it (`12 | …`) does.
    static func linuxGapNote(in block: [String]) -> String? {
        for line in block.dropFirst().prefix(8) {
            guard line.contains("|"), let gap = LinuxFoundationGap.gap(inSource: line) else { continue }
            return gap.note
        }
        return nil
    }

    /// `self.x = x` in an `init` for a `@State var x` with no default: Swift
    /// cannot initialise the simulator's `State` by assignment (its
    /// `init(wrappedValue:)` takes an autoclosure, for Xcode 27's lazy
    /// default), so definite initialization fails on that line. The note
    /// names the property from the echoed source line and the form that compiles.
    static func stateAssignmentNote(_ block: Block) -> String? {
        guard block.message.hasPrefix("'self' used before all stored properties are initialized") else { return nil }
        let prefix = "\(block.line) |"
        guard let source = block.lines.first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }),
            let match = source.range(of: #"self\.(\w+)\s*=[^=]"#, options: .regularExpression)
        else { return nil }
        let name = source[match].dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return "if `\(name)` is a `@State` property: the simulator's `@State` cannot be set by assignment in `init` yet "
            + "(Xcode 27's is a macro); write `_\(name) = State(initialValue: …)` (docs/simulator.md, \"Round 4\")"
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
        if let module = captured(#"no such module '(\w+)'"#), platformModules.contains(module) {
            let standIns = SimulatorLibrary.standIns.map(\.alias).filter { $0 != "os" }.joined(separator: ", ")
            return "\(module) is not available on Linux and the simulator has no stand-in for it (it has \(standIns)): leave it out of lab and `course run` code (\(docs))"
        }
        if let member = captured(#"value of type '(?:some View|[A-Z]\w*(?:<.*>)?)' has no member '(\w+)'"#), line.contains("some View") {
            // Not in the documentation the symbol list comes from (it is not all of SwiftUI).
            return "if `.\(member)` is SwiftUI API, the simulator may not have it yet (\(docs)); otherwise check its spelling"
        }
        if line.contains("unable to type-check this expression in reasonable time") {
            return "in a view body this often means one SwiftUI call in the expression does not exist in the simulator; split the expression to find it (\(docs))"
        }
        return nil
    }
}
