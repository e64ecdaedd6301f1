import Foundation
import Testing

/// The course order: `Lessons/order.json` orders lessons without renaming them
/// (their ids are in students' progress files), no lesson uses a concept
/// before the lesson that introduces it, and a progress file written under
/// the file-name order resumes at the first step not done.
@Suite struct CourseOrderTests {
    /// Concepts a lesson introduces (first, even if only in short; a later
    /// lesson may go further) and that no lesson before it may use. Each was
    /// a forward reference once (issue 24): `@ViewBuilder` and its types in
    /// the `AnyView` lesson, the unit of invalidation after the lesson that
    /// it motivates, `_printChanges()` and `--why` before the debugging lesson.
    static let introducedBy: [(concept: String, lesson: String)] = [
        ("@ViewBuilder", "05-viewbuilder"),
        ("_ConditionalContent", "05-viewbuilder"),
        ("TupleView", "05-viewbuilder"),
        ("AnyView", "05-viewbuilder"),  // in short, as what `if #available` erases to; lesson 4 in full
        ("unit of invalidation", "07-unit-of-invalidation"),
        (".equatable()", "06-equatable-view"),
        ("_printChanges", "07-unit-of-invalidation"),  // in short, with `--why`; lesson 8 in full
        ("--why", "07-unit-of-invalidation"),
    ]

    /// A lesson's text without its Sources (a citation names what a talk covers; it is not a use).
    static func prose(_ lesson: String) throws -> String {
        let text = try String(contentsOfFile: CourseOrder.root + "/Lessons/\(lesson).md", encoding: .utf8)
        return text.range(of: "\n## Sources").map { String(text[..<$0.lowerBound]) } ?? text
    }

    @Test func noLessonUsesAConceptBeforeTheLessonThatIntroducesIt() throws {
        let order = CourseOrder.lessons
        for (concept, introducer) in Self.introducedBy {
            let position = try #require(order.firstIndex(of: introducer), "\(introducer) is not a lesson")
            #expect(try Self.prose(introducer).contains(concept), "\(introducer) is said to introduce \(concept) but never names it")
            for earlier in order[..<position] {
                #expect(try !Self.prose(earlier).contains(concept),
                        "\(earlier) uses \(concept), which \(introducer) introduces later in the course order (Lessons/order.json)")
            }
        }
    }

    /// The repository's Lessons/order.json lists every lesson once.
    @Test func theOrderListsEveryLessonOnce() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CourseOrder.root + "/Lessons").filter { $0.hasSuffix(".md") }
        struct Order: Decodable { var lessons: [String] }
        let listed = try JSONDecoder().decode(Order.self, from: Data(contentsOf: URL(fileURLWithPath: CourseOrder.root + "/Lessons/order.json"))).lessons
        #expect(listed.sorted() == files.map { String($0.dropLast(3)) }.sorted())
        #expect(Set(listed).count == listed.count)
    }

    struct Entry: Decodable {
        var kind: String
        var id: String
        var status: String
    }

    static func list(_ sandbox: CourseSandbox) throws -> [Entry] {
        let list = try sandbox.run(["list", "--format", "json"])
        try #require(list.status == 0, "\(list.output)")
        return try JSONDecoder().decode([Entry].self, from: Data(list.stdout.utf8))
    }

    /// Progress files name lessons and labs by id, and hold no position: one
    /// written while the course ran in file-name order resumes at the first
    /// step of the course order not done, and keeps every pass.
    @Test(arguments: [
        // Lessons 1–3 done: the file-name order went on to lab 06 (lesson 4); lesson 5 comes first now.
        (passed: ["01-side-effect-in-body", "02-hoist-formatters", "03-keep-state-with-modifiers", "04-stable-ids", "05-card-modifier"],
         current: "07-if-modifier"),
        (passed: ["01-side-effect-in-body", "02-hoist-formatters", "03-keep-state-with-modifiers", "04-stable-ids", "05-card-modifier", "06-anyview-rows"],
         current: "07-if-modifier"),
        (passed: ["01-side-effect-in-body", "02-hoist-formatters", "03-keep-state-with-modifiers", "04-stable-ids", "05-card-modifier", "06-anyview-rows",
                  "07-if-modifier", "08-equatable-chart"],
         current: "09-extract-sections"),
    ])
    func anOldProgressFileResumesAtTheFirstStepNotDone(passed: [String], current: String) throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let labs = passed.map { #""\#($0)":{"attempts":1,"bestScore":10,"hintsShown":0,"passed":true,"passedAt":"2026-01-01T00:00:00Z"}"# }
        let old = #"{"labs":{\#(labs.joined(separator: ","))},"lessonsRead":[],"version":1}"#
        try FileManager.default.createDirectory(atPath: sandbox.workspace + "/.course", withIntermediateDirectories: true)
        try old.write(toFile: sandbox.workspace + "/.course/progress.json", atomically: true, encoding: .utf8)

        let entries = try Self.list(sandbox)
        #expect(entries.filter { $0.status == "current" }.map(\.id) == [current], "\(entries.map { "\($0.id) \($0.status)" })")
        for lab in passed { #expect(entries.first { $0.id == lab }?.status == "passed", "\(lab) lost its pass") }
        let next = try sandbox.run(["next"])
        #expect(next.status == 0, "\(next.output)")
        #expect(next.stdout.contains("Lab \(current): "), "\(next.stdout)")
        #expect(!next.output.contains("could not be read"), "\(next.output)")
    }

    @Test func anOrderFileOrdersTheFixtureCourseAndRefusesUnknownLessons() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let path = sandbox.course + "/Lessons/order.json"
        #expect(try Self.list(sandbox).map(\.id) == ["01-counter", "02-afterword"], "file-name order without order.json")

        try #"{"lessons": ["02-afterword", "01-counter"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.list(sandbox).map(\.id) == ["02-afterword", "01-counter"])
        // A lesson the file leaves out comes after the listed ones.
        try #"{"lessons": ["02-afterword"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try Self.list(sandbox).map(\.id) == ["02-afterword", "01-counter"])

        try #"{"lessons": ["02-afterword", "03-missing"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let unknown = try sandbox.run(["list"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("order.json lists \"03-missing\", which is not a lesson"), "\(unknown.output)")
        try #"{"lessons": ["01-counter", "01-counter"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let twice = try sandbox.run(["list"])
        #expect(twice.stderr.contains("lists \"01-counter\" twice"), "\(twice.output)")
    }
}
