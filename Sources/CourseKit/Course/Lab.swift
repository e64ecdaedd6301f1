/// `lab.json`, as a lab author writes it (documented in docs/labs.md).
public struct LabManifest: Codable, Equatable, Sendable {
    public struct Check: Codable, Equatable, Sendable {
        public var id: String
        public var points: Int
        public var text: String
        /// Gradescope's test visibility: `visible` (default), `hidden`,
        /// `after_due_date`, `after_published`. Any but `visible` also keeps
        /// the check out of `course grade`'s student feedback (its points
        /// still count).
        public var visibility: String?
    }

    public struct LintRule: Codable, Equatable, Sendable {
        public var rule: String
        public var points: Int
        /// A counted rule the starter does not break: it keeps out a known
        /// wrong shortcut (`AnyView` rows in a lab about lazy lists), and says
        /// which. Without it, a counted rule must fire on the starter.
        public var guardsAgainst: String?
    }

    public var id: String
    public var title: String
    /// The lesson slug (`01-view-is-a-value`) this lab belongs to.
    public var lesson: String?
    /// The student's files, as named in `Starter/`.
    public var files: [String]
    public var checks: [Check]
    /// The checks the starter fails: what the lab is about. Every other check
    /// passes on the starter too (`course dev verify`, `CourseLabsTests`).
    public var starterFails: [String]?
    public var lint: [LintRule]?
    /// Seconds the lab binary may run (default 10).
    public var timeLimit: Double?
    /// CPU seconds each process of the lab program may use, its threads
    /// together (default: `timeLimit` + 1, so one busy thread meets the wall
    /// clock first and several busy threads meet this).
    public var cpuTimeLimit: Double?
    /// Megabytes the lab program may use, all its processes together (default 2048).
    public var memoryLimitMB: Int?
    /// Processes and threads the lab program may have at once (default 128).
    public var processLimit: Int?
    /// Seconds each compile of the student's code may take (default 60).
    public var compileTimeLimit: Double?
    /// Seconds the checks of one run may take together (default: three time
    /// limits, or half a time limit per check when that is more).
    public var checksTimeBudget: Double?
    /// Megabytes the compiler may use on the student's code (default 2048).
    public var compileMemoryLimitMB: Int?
    /// Source-policy rules this lab lifts for its students (docs/labs.md lists them).
    public var allow: [String]?
    /// Declarations this lab's code may not use, by their qualified name as
    /// the compiler resolves them (`Foundation.DateFormatter.init`), each with
    /// what to do instead: the `lab-rule` rule of the source policy.
    public var forbid: [Forbidden]?
    /// The SwiftUI release the checks run the simulator as: "26" (Xcode 26
    /// and earlier, `@State` the property wrapper) or "27" (default: the
    /// `@State` macro). See docs/simulator.md, "SwiftUI releases".
    public var swiftui: String?

    public struct Forbidden: Codable, Equatable, Sendable {
        public var declaration: String
        public var message: String
    }
}

/// A lab folder: `Labs/NN-slug/` with its manifest and the paths of its parts.
public struct Lab: Equatable, Sendable {
    public var manifest: LabManifest
    /// The folder name, `NN-slug`; solutions live under the same name.
    public var folder: String
    public var directory: String
    public var solutionDirectory: String

    public var id: String { manifest.id }
    public var title: String { manifest.title }
    public var number: Int? { Int(folder.prefix { $0.isNumber }) }
    public var starterDirectory: String { directory + "/Starter" }
    public var readmePath: String { directory + "/README.md" }
    public var hintsPath: String { directory + "/hints.md" }
    public var timeLimit: Double { manifest.timeLimit ?? 10 }
    public var cpuTimeLimit: Double? { manifest.cpuTimeLimit }
    public var memoryLimitMB: Int { manifest.memoryLimitMB ?? 2048 }
    public var processLimit: Int { manifest.processLimit ?? 128 }
    public var compileTimeLimit: Double { manifest.compileTimeLimit ?? 60 }
    /// Code that waits just under the time limit in every check would
    /// otherwise cost every check's limit in turn.
    public var checksTimeBudget: Double {
        manifest.checksTimeBudget ?? max(3 * timeLimit, Double(manifest.checks.count) * timeLimit / 2)
    }
    public var compileMemoryLimitMB: Int { manifest.compileMemoryLimitMB ?? 2048 }
    /// The SwiftUI release the lab's checks simulate ("26" or "27").
    public var swiftUIRelease: String { manifest.swiftui.flatMap(SwiftUIReleaseSetting.parse) ?? SwiftUIReleaseSetting.current }
    public var maxScore: Int { manifest.checks.reduce(0) { $0 + $1.points } + (manifest.lint ?? []).reduce(0) { $0 + $1.points } }

    public var supportFiles: [String] { Files.list(directory + "/Support", suffix: ".swift").map { directory + "/Support/" + $0 } }
    public var checkFiles: [String] { Files.list(directory + "/Checks", suffix: ".swift").map { directory + "/Checks/" + $0 } }

    /// Loads and validates `Labs/<folder>/lab.json`; every problem names the file
    /// and, where it can, the line.
    static func load(folder: String, labsDirectory: String, solutionsDirectory: String) throws(CourseError) -> Lab {
        let directory = labsDirectory + "/" + folder
        let manifestPath = directory + "/lab.json"
        guard Files.exists(manifestPath) else {
            throw CourseError("error: \(manifestPath) is missing: every lab folder needs a lab.json (see docs/labs.md).")
        }
        let text = try Files.readText(manifestPath, what: "lab manifest")
        let manifest = try JSONFile.decode(LabManifest.self, from: text, path: manifestPath)
        let lab = Lab(manifest: manifest, folder: folder, directory: directory, solutionDirectory: solutionsDirectory + "/" + folder)
        try lab.validate(manifestPath: manifestPath)
        return lab
    }

    private func validate(manifestPath: String) throws(CourseError) {
        if manifest.id.isEmpty || manifest.id.contains("/") || manifest.id.hasPrefix(".") {
            throw CourseError("error: \(manifestPath): \"id\" must be a plain name like \"\(folder)\".")
        }
        if manifest.files.isEmpty {
            throw CourseError("error: \(manifestPath): \"files\" is empty: name the student's files from Starter/.")
        }
        for file in manifest.files where file.contains("/") || !file.hasSuffix(".swift") {
            throw CourseError("error: \(manifestPath): student file \"\(file)\" must be a plain .swift file name.")
        }
        let missing = manifest.files.filter { !Files.exists(starterDirectory + "/" + $0) }
        if !missing.isEmpty {
            throw CourseError(
                "error: lab \(folder) has no starter file\(missing.count == 1 ? "" : "s") \(missing.map { "Starter/\($0)" }.joined(separator: ", ")) "
                    + "(lab.json lists \(manifest.files.joined(separator: ", ")) in \(starterDirectory)).")
        }
        if checkFiles.isEmpty {
            throw CourseError("error: lab \(folder) has no Checks/*.swift: a lab needs a scenario that reports its checks.")
        }
        if let release = manifest.swiftui, SwiftUIReleaseSetting.parse(release) == nil {
            throw CourseError("error: \(manifestPath): \"swiftui\" " + SwiftUIReleaseSetting.refusal(release, where: "").dropFirst())
        }
        var seen = Set<String>()
        for check in manifest.checks {
            if let visibility = check.visibility, !CheckVisibility.values.contains(visibility) {
                throw CourseError(
                    "error: \(manifestPath): check \"\(check.id)\" has visibility \"\(visibility)\"; use one of \(CheckVisibility.values.joined(separator: ", ")).")
            }
        }
        for check in manifest.checks where !seen.insert(check.id).inserted {
            throw CourseError("error: \(manifestPath): check id \"\(check.id)\" appears twice.")
        }
    }
}
