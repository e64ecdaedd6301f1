import Foundation

/// The repository course's order, read from its files the way docs/authoring.md
/// ("Lesson order") describes it, not through CourseKit: the lessons listed in
/// `Lessons/order.json`, then any others by file name; each lab after its lesson,
/// in folder order within it.
enum CourseOrder {
    static let root = CourseSandbox.packageRoot

    /// Lesson ids (`NN-slug`) in course order.
    static let lessons: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Lessons")) ?? []
        let ids = files.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { String($0.dropLast(3)) }
        struct Order: Decodable { var lessons: [String] }
        let listed = (try? Data(contentsOf: URL(fileURLWithPath: root + "/Lessons/order.json")))
            .flatMap { try? JSONDecoder().decode(Order.self, from: $0) }?.lessons ?? []
        return listed + ids.filter { !listed.contains($0) }
    }()

    /// Lab folders (their ids) in course order.
    static func labs(_ folders: [String], lesson: (String) -> String?) -> [String] {
        func place(_ folder: String) -> Int { lesson(folder).flatMap { lessons.firstIndex(of: $0) } ?? lessons.count }
        return folders.sorted().enumerated().sorted { a, b in
            place(a.element) != place(b.element) ? place(a.element) < place(b.element) : a.offset < b.offset
        }.map(\.element)
    }
}
