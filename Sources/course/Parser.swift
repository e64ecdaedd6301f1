import CourseKit
import Foundation

/// Turns the arguments after the verb into a `Command`.
struct Parser {
    let verb: String
    let arguments: [String]
    var options = GlobalOptions()
    var positional: [String] = []
    var flags: Set<String> = []
    var format = OutputFormat.text
    var passthrough: [String] = []
    /// `--why` ("1": every view) or `--why Type` / `--why=Type,Other`.
    var why: String?
    /// `--report FILE.html`
    var report: String?
    /// `--seed N`: the scenario seed a failed check named.
    var seed: UInt64?
    /// `--swiftui 26`: the SwiftUI release `course run` simulates.
    var swiftui: String?

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\nRun `course --help` for usage.\n".utf8))
        exit(2)
    }

    mutating func parse() -> Command {
        var index = 0
        func value(after flag: String) -> String {
            index += 1
            guard index < arguments.count else { Self.fail("\(flag) needs a value.") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                print(verbHelp[verb]!)
                exit(0)
            case "--course": options.course = value(after: argument)
            case "--workspace": options.workspace = value(after: argument)
            case "--format":
                guard let chosen = OutputFormat(rawValue: value(after: argument)) else { Self.fail("--format takes text or json.") }
                format = chosen
            case "--force", "--trace", "--snapshot", "--show-output", "--check-stale": flags.insert(argument)
            case "--why":
                // An optional type name: Swift types start with a capital letter, labs and files do not.
                flags.insert(argument)
                why = "1"
                if index + 1 < arguments.count, arguments[index + 1].first?.isUppercase == true, !arguments[index + 1].hasSuffix(".swift") {
                    index += 1
                    why = arguments[index]
                }
            case "--report":
                flags.insert(argument)
                report = value(after: argument)
            case "--seed":
                flags.insert(argument)
                seed = Self.seed(value(after: argument))
            case "--swiftui":
                flags.insert(argument)
                swiftui = value(after: argument)
            case "--":
                passthrough = Array(arguments[(index + 1)...])
                index = arguments.count
            default:
                if argument.hasPrefix("--why=") {
                    flags.insert("--why")
                    why = String(argument.dropFirst(6))
                    if why!.isEmpty { Self.fail("--why= needs a view type, e.g. --why=Row (or --why alone for every view).") }
                } else if argument.hasPrefix("--seed=") {
                    flags.insert("--seed")
                    seed = Self.seed(String(argument.dropFirst(7)))
                } else if argument.hasPrefix("--swiftui=") {
                    flags.insert("--swiftui")
                    swiftui = String(argument.dropFirst(10))
                } else if argument.hasPrefix("--report=") {
                    flags.insert("--report")
                    report = String(argument.dropFirst(9))
                } else if argument.hasPrefix("--course=") {
                    options.course = String(argument.dropFirst(9))
                } else if argument.hasPrefix("--workspace=") {
                    options.workspace = String(argument.dropFirst(12))
                } else if argument.hasPrefix("-"), argument != "-" {
                    Self.fail("unknown option \(argument) for `course \(verb)`.")
                } else {
                    positional.append(argument)
                }
            }
            index += 1
        }
        switch verb {
        case "next": allow(positional: 0); return .next
        case "check":
            allow(positional: 1, flags: ["--show-output", "--why", "--trace", "--seed"], format: true)
            return .check(
                lab: positional.first, format: format, showOutput: flags.contains("--show-output"), why: why, trace: flags.contains("--trace"),
                seed: seed)
        case "watch": allow(positional: 1, flags: ["--seed"]); return .watch(lab: positional.first, seed: seed)
        case "hint": allow(positional: 1); return .hint(lab: positional.first)
        case "lab": allow(positional: 1); return .lab(positional.first)
        case "reset": allow(positional: 1); return .reset(lab: required("a LAB"))
        case "solution":
            allow(positional: 1, flags: ["--force"])
            return .solution(lab: required("a LAB"), force: flags.contains("--force"))
        case "list": allow(positional: 0, format: true); return .list(format: format)
        case "status": allow(positional: 0); return .status
        case "lesson": allow(positional: 1); return .lesson(positional.first)
        case "editor": allow(positional: 1); return .editor(directory: positional.first)
        default:  // run
            allow(positional: 1, flags: ["--trace", "--snapshot", "--why", "--report", "--check-stale", "--swiftui"])
            return .run(
                file: required("a FILE.swift"), trace: flags.contains("--trace"), snapshot: flags.contains("--snapshot"),
                why: why, report: report, checkStale: flags.contains("--check-stale"), swiftui: swiftui, arguments: passthrough)
        }
    }

    /// A scenario seed as a failed check prints it: a whole number that fits in 64 bits.
    static func seed(_ text: String) -> UInt64 {
        guard let seed = UInt64(text) else {
            fail("--seed takes a whole number from 0 to \(UInt64.max), as a failed check prints it (`course check --seed 1234`), not \"\(text)\".")
        }
        return seed
    }

    private func allow(positional count: Int, flags allowed: Set<String> = [], format allowsFormat: Bool = false) {
        if positional.count > count {
            Self.fail("`course \(verb)` takes \(count == 0 ? "no arguments" : "at most \(count) argument"): \(positional.joined(separator: " ")).")
        }
        if let unexpected = flags.subtracting(allowed).first { Self.fail("`course \(verb)` has no option \(unexpected).") }
        if !allowsFormat, format != .text { Self.fail("`course \(verb)` has no --format option.") }
    }

    private func required(_ what: String) -> String {
        guard let first = positional.first else { Self.fail("`course \(verb)` needs \(what).") }
        return first
    }
}
