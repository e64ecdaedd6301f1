/// A lesson: `Lessons/NN-slug.md`.
public struct Lesson: Equatable, Sendable {
    /// `NN-slug`, the file name without `.md`.
    public var slug: String
    public var number: Int?
    public var title: String
    public var path: String

    /// The title is the first `# ` heading, else the slug.
    init(slug: String, path: String, text: String) {
        self.slug = slug
        self.path = path
        number = Int(slug.prefix { $0.isNumber })
        let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") }
        title = heading.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) } ?? slug
    }
}
