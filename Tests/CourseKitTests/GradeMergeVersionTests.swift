import Foundation
import Testing

/// The nineteenth review, finding 05: `course grade merge` joined shards
/// graded against another version of the lab (its points changed between
/// two CI jobs), another lab, or by another grader, into one gradebook
/// with over-maximum and mixed grades. Each report now carries its labs'
/// snapshot hashes and its grader's stamp, and merge refuses (exit 2, naming
/// the shard) what differs. Real binary, real files.
@Suite(.serialized) struct GradeMergeVersionTests {
    /// Two shards of one class, the second graded after the lab changed.
    @Test func mergeRefusesShardsOfAnotherLabVersion() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for (student, kind) in [("amy", GradeClass.Kind.good), ("ben", .partial), ("cy", .good)] { try grading.add(student, grading.source(kind)) }
        let root = grading.sandbox.root
        #expect(try grading.grade(["--shard", "1/2"], out: root + "/s1").status == 0)
        let report = try grading.json("results.json", in: root + "/s1")
        let labs = report["labs"] as? [[String: Any]] ?? []
        #expect((labs.first?["snapshot"] as? String)?.count == 64, "each lab's snapshot hash is stamped: \(labs)")
        #expect((report["grader"] as? String)?.contains("simulator-") == true, "\(report)")

        // The same points, another version of the lab (a check's text edited): refused.
        let manifest = grading.sandbox.course + "/Labs/01-counter/lab.json"
        let original = try String(contentsOfFile: manifest, encoding: .utf8)
        try original.replacingOccurrences(of: "shows “Count: 2”", with: "shows “Count: 2” on screen")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(try grading.grade(["--shard", "2/2"], out: root + "/s2").status == 0)
        let merge = try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"])
        #expect(merge.status == 2, "\(merge.output)")
        #expect(merge.stderr.contains(root + "/s2/results.json graded 01-counter as another version of the lab"), "\(merge.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/merged/gradebook.csv"))

        // The points changed too (the red team's 30 for a 10): refused, saying both.
        try original.replacingOccurrences(of: "\"points\": 2", with: "\"points\": 7").write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(try grading.grade(["--shard", "2/2"], out: root + "/s2").status == 0)
        let points = try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"])
        #expect(points.status == 2 && points.stderr.contains("11 points") && points.stderr.contains("6 points"), "\(points.output)")

        // Put back: the shards of one version merge.
        try original.write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(try grading.grade(["--shard", "2/2"], out: root + "/s2").status == 0)
        let same = try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"])
        #expect(same.status == 0, "\(same.output)")
    }

    /// A shard whose report names another lab, or another grader: refused,
    /// naming the shard. (The fixture course has one lab: the second shard's
    /// report is edited as another lab's or another build's would be.)
    @Test func mergeRefusesShardsOfAnotherLabOrGrader() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["amy", "ben"] { try grading.add(student, grading.source(.good)) }
        let root = grading.sandbox.root
        #expect(try grading.grade(["--shard", "1/2"], out: root + "/s1").status == 0)
        #expect(try grading.grade(["--shard", "2/2"], out: root + "/s2").status == 0)
        let path = root + "/s2/results.json"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        func merge(_ edited: String) throws -> CourseSandbox.Result {
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            return try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"])
        }
        let otherLab = try merge(original.replacingOccurrences(of: "01-counter", with: "02-other"))
        #expect(otherLab.status == 2, "\(otherLab.output)")
        #expect(otherLab.stderr.contains("shard 2/2 in \(root)/s2 graded 02-other but shard 1/2 in \(root)/s1 graded 01-counter"), "\(otherLab.output)")

        let report = try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any] ?? [:]
        let stamp = try #require(report["grader"] as? String)
        let otherGrader = try merge(original.replacingOccurrences(of: stamp, with: stamp + "-other"))
        #expect(otherGrader.status == 2, "\(otherGrader.output)")
        #expect(otherGrader.stderr.contains("shard 2/2 in \(root)/s2 was graded by \(stamp)-other"), "\(otherGrader.output)")

        #expect(try merge(original).status == 0)
    }
}
