import Foundation
import Testing

@testable import CourseKit

/// Issue 25: class exports laid out exactly as each LMS writes them (the file
/// names are those of the LMS's own code or documentation, cited in
/// docs/grading.md), graded by the real `course` binary.
@Suite(.serialized) struct LMSExportTests {
    private func put(_ grading: GradeClass, _ path: String, _ text: String, in folder: String? = nil) throws {
        let full = (folder ?? grading.submissions) + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// Canvas's `lib/content_zipper.rb`: `<sortable name>_[LATE_]<user id>_<attachment id>_<file>`,
    /// the sortable name lower-cased with non-word characters removed.
    @Test func canvasNamesAreReadAgainstTheRosterAndLateIsCarried() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        // "O_Brien, Sean": a sortable name that keeps its `_`.
        try put(grading, "o_briensean_1001_70001_Counter.swift", grading.source(.good))
        // "Smith, Jane" handed in twice; Canvas renamed the second file and marked it late.
        try put(grading, "smithjane_1002_70002_Counter.swift", grading.starter)
        try put(grading, "smithjane_LATE_1002_70005_Counter-1.swift", grading.source(.good))
        // "Kim, Lee_42": her file name also reads as user 42's file "70003_Counter.swift".
        try put(grading, "kimlee_42_1003_70003_Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section
                Points Possible,,,,
            "O_Brien, Sean",1001,S-1,sobrien,A
            "Smith, Jane",1002,S-2,jsmith,A
            "Kim, Lee_42",1003,S-3,lkim,A
            "Doe, John",42,S-4,jdoe,A

            """.write(toFile: roster, atomically: true, encoding: .utf8)

        let (status, summary, result) = try grading.gradeJSON(["--roster", roster])
        #expect(status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.first == ["student", "01-counter", "total", "late"], "\(gradebook)")
        #expect(gradebook.contains(["1001", "6", "6", ""]), "\(gradebook)")
        #expect(gradebook.contains(["1002", "6", "6", "01-counter"]), "\(gradebook)")
        #expect(gradebook.contains(["1003", "6", "6", ""]), "the roster confirms one reading: \(gradebook)")
        #expect(!gradebook.contains { $0.first == "42" && $0[1] != "" }, "user 42 handed in nothing: \(gradebook)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Kim, Lee_42", "1003", "S-3", "lkim", "A", "6"]), "\(canvas)")
        // The late mark and the choice of file reach the student and the instructor.
        let jane = try grading.read("feedback/1002.md")
        #expect(jane.contains("LATE") && jane.contains("graded submission 70005"), "\(jane)")
        #expect(try grading.read("feedback/1003.md").contains("the roster's ID and name confirm one"))
        let page = try grading.read("summary.html")
        #expect(page.contains("Marked late by the LMS (1)"), "\(page)")
        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("kimlee_42_1003_70003_Counter.swift") && $0.contains("confirm") }, "\(warnings)")

        // An anonymous download: `anon_<id>` for the user, no name.
        let anonymous = grading.sandbox.root + "/anonymous"
        try put(grading, "anon_Xk9Qa_80001_Counter.swift", grading.source(.good), in: anonymous)
        try put(grading, "LATE_anon_b7Rt2_80002_Counter.swift", grading.starter, in: anonymous)
        let anon = try grading.sandbox.run(
            ["grade", anonymous, "--lab", "01-counter", "--out", grading.sandbox.root + "/out-anon", "--isolation", "none"])
        #expect(anon.status == 0, "\(anon.output)")
        let anonBook = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/out-anon")
        #expect(anonBook.contains(["anon_Xk9Qa", "6", "6", ""]) && anonBook.contains(["anon_b7Rt2", "3", "3", "01-counter"]), "\(anonBook)")

        // The parsing itself, against Canvas's own rules.
        #expect(LMSFile.canvasName("O_Brien, Sean") == "o_briensean")
        #expect(LMSFile.canvasName("Lee_12_Park, Jo") == "lee12parkjo")
        #expect(LMSFile.canvasName("Núñez-Ávila, José") == "núñezávilajosé")
        #expect(LMSFile.readings(of: "late_1001_5001_Counter.swift").map(\.late) == [false], "Canvas lower-cases names: `late` is a name")
        #expect(LMSFile.readings(of: "doe_LATE_1001_5001_Counter.swift").map(\.late) == [true])
    }
}
