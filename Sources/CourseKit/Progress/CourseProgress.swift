/// What the student has done, saved at `<workspace>/.course/progress.json`.
public struct CourseProgress: Codable, Equatable, Sendable {
    public struct LabProgress: Codable, Equatable, Sendable {
        public var passed = false
        /// ISO 8601 time of the first pass.
        public var passedAt: String?
        public var attempts = 0
        public var bestScore = 0
        /// Hints already shown by `course hint`.
        public var hintsShown = 0
        /// Their titles (absent in files written before hints had keys: then
        /// the first `hintsShown` hints of hints.md).
        public var hintsSeen: [String]?
        /// What failed in the last check that ran the lab's checks: `check:ID`
        /// for each failed check and `rule:ID` for each counted lint rule that
        /// fired, for `course hint` to put their hints first (absent before one).
        public var lastFailures: [String]?
    }

    public var version = 1
    public var labs: [String: LabProgress] = [:]
    /// Lessons without a lab that the student has read (`course next` past them).
    public var lessonsRead: [String] = []
    /// The reading step `course next` showed last; the next `next` marks it read.
    public var shownLesson: String?
    /// `course quiz`: Leitner boxes (absent in files written before the quiz existed).
    public var quiz: QuizProgress?

    public init() {}

    func lab(_ id: String) -> LabProgress { labs[id] ?? LabProgress() }

    func isDone(_ step: Course.Step) -> Bool {
        switch step {
        case .reading(let lesson): lessonsRead.contains(lesson.slug)
        case .lab(let step, _): lab(step.id).passed
        }
    }
}
