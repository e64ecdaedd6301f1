import Foundation
import Testing
@testable import ViewLint

/// Lints a real codebase when `VIEWLINT_CORPUS` names its folder; writes the JSON report to
/// `VIEWLINT_CORPUS_OUT` (default /tmp/viewlint-corpus.json). Off in normal test runs.
@Test(.enabled(if: ProcessInfo.processInfo.environment["VIEWLINT_CORPUS"] != nil, "set VIEWLINT_CORPUS to a folder of Swift files to lint a real codebase"))
func lintRealCorpus() throws {
    let environment = ProcessInfo.processInfo.environment
    let corpus = try #require(environment["VIEWLINT_CORPUS"])
    let output = environment["VIEWLINT_CORPUS_OUT"] ?? "/tmp/viewlint-corpus.json"
    var json = ""
    var messages = ""
    let start = Date()
    let code = LintCommand.run(arguments: [corpus, "--format", "json"], stdout: { json += $0 }, stderr: { messages += $0 })
    let elapsed = Date().timeIntervalSince(start)
    try json.write(toFile: output, atomically: true, encoding: .utf8)
    print("corpus exit \(code) in \(elapsed)s\n\(messages)")
}
