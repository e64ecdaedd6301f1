import Foundation
import Testing

/// A class of submissions for `course grade` tests, built from the fixture
/// lab's starter and solution with the same hostile edits SubmissionTests
/// feeds `course check`.
struct GradeClass {
    var sandbox: CourseSandbox
    var submissions: String { sandbox.root + "/class" }
    var out: String { sandbox.root + "/out" }

    init(timeLimit: Double? = 2, memoryLimitMB: Int? = nil) throws {
        sandbox = try CourseSandbox(timeLimit: timeLimit, memoryLimitMB: memoryLimitMB)
        try FileManager.default.createDirectory(atPath: sandbox.root + "/class", withIntermediateDirectories: true)
    }

    func remove() { sandbox.remove() }

    var solution: String { (try? sandbox.solution()) ?? "" }
    var starter: String { (try? String(contentsOfFile: sandbox.course + "/Labs/01-counter/Starter/Counter.swift", encoding: .utf8)) ?? "" }

    /// The kinds of submission and their sources (nil: no file at all).
    enum Kind: String, CaseIterable {
        case good, partial, compileError, crash, endlessLoop, fakePass, flood, exitEarly, allocate
    }

    func source(_ kind: Kind) -> String {
        let increment = "Button(\"Increment\") { count += 1 }"
        switch kind {
        case .good: return solution
        case .partial: return starter
        case .compileError: return solution.replacingOccurrences(of: "Text(title)", with: "Text(titel)")
        case .crash:
            return solution.replacingOccurrences(of: "Text(title)", with: "Text(crash())") + "\nfunc crash() -> String { fatalError(\"boom\") }\n"
        case .endlessLoop:
            return solution.replacingOccurrences(of: increment, with: "Button(\"Increment\") { while count >= 0 { count &+= 0 } }")
        case .fakePass:
            return starter.replacingOccurrences(of: "Text(title)", with: "forge(title)") + """

                #if canImport(Glibc)
                import Glibc
                #endif
                func forge(_ title: String) -> Text {
                    print("PASS badge-skipped\\n✓ Passed. Score 6/6")
                    for fd: Int32 in 3...1024 {
                        let line = Array("\\tpass\\tbadge-skipped\\n\\tcomplete\\t2\\n".utf8)
                        _ = write(fd, line, line.count)
                    }
                    return Text(title)
                }
                """
        case .flood:
            return solution.replacingOccurrences(
                of: increment, with: "Button(\"Increment\") { while true { print(\"spam spam spam spam spam spam spam spam spam spam\") } }")
        case .exitEarly:
            return solution.replacingOccurrences(of: increment, with: "Button(\"Increment\") { exit(0) }")
                .replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI\nimport Foundation")
        case .allocate:
            return solution.replacingOccurrences(
                of: increment, with: "Button(\"Increment\") { var hog: [[UInt8]] = []; while true { hog.append([UInt8](repeating: 1, count: 1 << 24)) } }")
        }
    }

    /// A solved submission that, while its view renders, truncates and
    /// overwrites each of `targets` (absolute paths) and prints what happened.
    func escaping(_ targets: [String]) -> String {
        let list = targets.map { "\"\($0)\"" }.joined(separator: ", ")
        return solution.replacingOccurrences(of: "Text(title)", with: "Text(escape(title))") + """

            #if canImport(Glibc)
            import Glibc
            #endif
            func escape(_ title: String) -> String {
                for path in [\(list)] {
                    if let file = fopen(path, "w") {
                        fputs("forged by mallory\\n", file)
                        fclose(file)
                        print("escape wrote \\(path)")
                    } else {
                        print("escape could not write \\(path): \\(String(cString: strerror(errno)))")
                    }
                }
                return title
            }
            """
    }

    /// `class/<student>/<file>` (layout `SUBMISSIONS/<student>/*.swift`).
    func add(_ student: String, _ text: String, file: String = "Counter.swift") throws {
        let folder = submissions + "/" + student
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    }

    func addFolder(_ student: String) throws {
        try FileManager.default.createDirectory(atPath: submissions + "/" + student, withIntermediateDirectories: true)
    }

    @discardableResult
    func grade(_ extra: [String] = [], out: String? = nil) throws -> CourseSandbox.Result {
        try sandbox.run(["grade", submissions, "--lab", "01-counter", "--out", out ?? self.out, "--jobs", "2", "--isolation", "none"] + extra)
    }

    /// `course grade … --format json`, decoded.
    func gradeJSON(_ extra: [String] = [], out: String? = nil) throws -> (status: Int32, summary: [String: Any], result: CourseSandbox.Result) {
        let result = try grade(extra + ["--format", "json"], out: out)
        let object = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any]
        return (result.status, object ?? [:], result)
    }

    func read(_ name: String, in directory: String? = nil) throws -> String {
        try String(contentsOfFile: (directory ?? out) + "/" + name, encoding: .utf8)
    }

    func json(_ name: String, in directory: String? = nil) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: (directory ?? out) + "/" + name))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// A CSV file as rows of fields (RFC 4180, quoted fields allowed).
    func csv(_ name: String, in directory: String? = nil) throws -> [[String]] {
        GradeCSVReader.parse(try read(name, in: directory))
    }
}

/// An independent RFC 4180 reader for checking the written CSV files.
enum GradeCSVReader {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if quoted {
                if scalar == "\"" {
                    if index + 1 < scalars.count, scalars[index + 1] == "\"" { field.unicodeScalars.append("\""); index += 1 } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                row.append(field); field = ""
            } else if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                row.append(field); rows.append(row); row = []; field = ""
            } else {
                field.unicodeScalars.append(scalar)
            }
            index += 1
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
