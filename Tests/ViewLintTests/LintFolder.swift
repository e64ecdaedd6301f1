import Foundation
@testable import ViewLint

/// Writes the files into a fresh folder and lints it as `course lint FOLDER`
/// does (each file on its own first, then again with what it needs); paths
/// in the findings are the files' names.
func lintFolder(_ files: [String: String]) throws -> [Finding] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-folder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    return Linter().report(paths: [folder.path]).findings.map { finding in
        var relative = finding
        relative.path = URL(fileURLWithPath: finding.path).lastPathComponent
        return relative
    }
}

/// `file:line:severity` of each finding of `rule`.
func summary(_ findings: [Finding], _ rule: String) -> [String] {
    findings.filter { $0.rule == rule }.map { "\($0.path):\($0.line):\($0.severity)" }
}
