import Foundation
import Testing

/// A student's whole path through the repository's course, through the real
/// `course` binary: `course next` again and again, each lab solved by copying
/// its solution into the workspace, until `course status` says the course is
/// complete. Every lab is checked once (by the `course next` that moves past it).
@Suite struct CourseWalkTests {
    struct Entry: Decodable {
        var kind: String
        var id: String
        var lesson: String?
        var status: String
    }

    /// `Lessons/NN-slug.md` slugs in course order (`CourseOrder`), with each lesson's `# ` title.
    static func lessons() throws -> [(slug: String, title: String)] {
        let folder = CourseSandbox.packageRoot + "/Lessons"
        return try CourseOrder.lessons.map { slug in
            let text = try String(contentsOfFile: folder + "/" + slug + ".md", encoding: .utf8)
            let title = text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? ""
            return (slug, title)
        }
    }

    @Test func nextWalksTheWholeCourseInLessonOrder() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        let folders = CourseLabsTests.labFolders
        let manifests = try folders.map(CourseLabsTests.manifest)
        let lessons = try Self.lessons()
        try #require(!manifests.isEmpty && !lessons.isEmpty)

        var presented: [String] = []        // labs in the order `course next` first showed them
        var shownWithLesson: Set<String> = []  // labs whose `next` output also showed their lesson
        var rounds = 0
        while true {
            let status = try sandbox.run(["status"])
            try #require(status.status == 0, "\(status.output)")
            if status.stdout.contains("The course is complete.") { break }
            rounds += 1
            try #require(rounds <= 2 * (manifests.count + lessons.count) + 2,
                         "course next made no progress; presented so far: \(presented); status: \(status.output)")

            let next = try sandbox.run(["next"])
            try #require(next.status == 0, "course next failed: \(next.output)")
            for manifest in manifests where next.stdout.contains("Lab \(manifest.id): ") && !presented.contains(manifest.id) {
                presented.append(manifest.id)
                if let lesson = lessons.first(where: { $0.slug == manifest.lesson }), next.stdout.contains(lesson.title) {
                    shownWithLesson.insert(manifest.id)
                }
                // Solve it: the next `course next` checks the lab and moves on.
                let directory = sandbox.workspace + "/" + manifest.id
                #expect(FileManager.default.fileExists(atPath: directory), "course next showed \(manifest.id) without setting up \(directory)")
                for file in manifest.files {
                    let solution = try String(contentsOfFile: CourseSandbox.packageRoot + "/Solutions/\(manifest.id)/\(file)", encoding: .utf8)
                    try solution.write(toFile: directory + "/" + file, atomically: true, encoding: .utf8)
                }
            }
        }

        // The labs came one by one, in course order: each after its lesson.
        #expect(presented == folders, "course next showed the labs in the order \(presented); expected \(folders)")
        let lessonOrder = manifests.compactMap { manifest in lessons.firstIndex { $0.slug == manifest.lesson } }
        #expect(lessonOrder == lessonOrder.sorted(), "lab lessons out of order: \(manifests.map { $0.lesson ?? "?" })")
        // The first lab of each lesson arrives together with that lesson.
        for slug in Set(manifests.compactMap(\.lesson)) {
            guard let first = manifests.first(where: { $0.lesson == slug }) else { continue }
            #expect(shownWithLesson.contains(first.id), "course next showed \(first.id) without its lesson \(slug)")
        }

        // `course list` shows every lesson and every lab, all done.
        let list = try sandbox.run(["list", "--format", "json"])
        try #require(list.status == 0, "\(list.output)")
        let entries = try JSONDecoder().decode([Entry].self, from: Data(list.stdout.utf8))
        let labEntries = entries.filter { $0.kind == "lab" }
        #expect(labEntries.map(\.id) == folders, "course list shows the labs \(labEntries.map(\.id)); expected \(folders)")
        for entry in labEntries {
            #expect(entry.status == "passed", "course list shows lab \(entry.id) as \(entry.status) after the walk")
        }
        for entry in entries where entry.kind == "lesson" {
            #expect(entry.status == "read", "course list shows lesson \(entry.id) as \(entry.status) after the walk")
        }
        // A lesson with labs is listed through them; one without is its own (reading) entry.
        let listedLessons = Set(entries.filter { $0.kind == "lesson" }.map(\.id) + labEntries.compactMap(\.lesson))
        for lesson in lessons {
            #expect(listedLessons.contains(lesson.slug), "course list does not show lesson \(lesson.slug)")
        }
        let text = try sandbox.run(["list"])
        for lesson in lessons {
            #expect(text.stdout.contains("Lesson \(lesson.slug)"), "the course list text does not show lesson \(lesson.slug):\n\(text.stdout)")
        }
    }
}
