import Foundation
import Testing

/// What a student's own feedback may reveal (the sixth review): the
/// grader's folders never, the program's output only while no check is
/// hidden; and a mistyped submissions folder leaves no `--out` behind.
/// Each through the real `course` binary.
extension GradeHostileTests {
    /// The starter (fails `badge-skipped`) printing a marker and the path
    /// the compiler gave its file, every time `Badge.body` runs.
    private func printingStarter(_ grading: GradeClass) -> String {
        grading.starter.replacingOccurrences(
            of: "        Text(title)\n",
            with: "        let _ = print(\"LOUD-MARKER \\(#filePath)\")\n        Text(title)\n")
    }

    @Test func feedbackShowsTheProgramsOutputWithoutTheGradersFolders() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let source = printingStarter(grading)
        #expect(source.contains("LOUD-MARKER"))
        try grading.add("kim", source)
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        for file in ["feedback/kim.md", "feedback/kim.html", "gradescope/kim/results.json"] {
            let feedback = try grading.read(file)
            // The feedback shows the output (so the next test's absence means something) ...
            if file.hasPrefix("feedback/") { #expect(feedback.contains("LOUD-MARKER"), "\(file): \(feedback)") }
            // ... with no folder of the grader's in it: not the course, the class, the scratch folder.
            for folder in [grading.sandbox.root, grading.sandbox.course, NSTemporaryDirectory(), "/tmp/"] {
                #expect(!feedback.contains(folder), "\(file) names \(folder): \(feedback)")
            }
        }
    }

    @Test func aHiddenCheckWithholdsTheProgramsOutput() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let manifest = grading.sandbox.course + "/Labs/01-counter/lab.json"
        let original = try String(contentsOfFile: manifest, encoding: .utf8)
        let hidden = original.replacingOccurrences(
            of: "\"id\": \"badge-skipped\", \"points\": 3,", with: "\"id\": \"badge-skipped\", \"points\": 3, \"visibility\": \"hidden\",")
        #expect(hidden != original)
        try hidden.write(toFile: manifest, atomically: true, encoding: .utf8)
        try grading.add("kim", printingStarter(grading))
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        for file in ["feedback/kim.md", "feedback/kim.html", "gradescope/kim/results.json"] {
            let feedback = try grading.read(file)
            #expect(!feedback.contains("LOUD-MARKER"), "\(file): \(feedback)")
            if file.hasPrefix("feedback/") {
                #expect(feedback.contains("output is not shown while some checks are hidden"), "\(file): \(feedback)")
            }
        }
    }

    @Test func aMissingSubmissionsFolderLeavesNoOutputFolder() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let out = grading.sandbox.root + "/never-made"
        let result = try grading.sandbox.run(
            ["grade", grading.sandbox.root + "/no-such-class", "--lab", "01-counter", "--out", out, "--isolation", "none"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.stderr.contains("no-such-class") && result.stderr.contains("does not exist"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: out), "--out was made for a run that could not start")
    }
}
