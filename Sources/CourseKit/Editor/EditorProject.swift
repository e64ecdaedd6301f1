import Foundation

/// Makes the student's folders projects that SourceKit-LSP understands (the
/// language server of VS Code's Swift extension, Neovim, Emacs, Zed, Sublime),
/// with exactly the settings the runner compiles with, so a lab file shows the
/// errors `course check` would show, as it is typed, and completion knows the
/// simulator's SwiftUI:
///
/// - **the workspace**: `compile_commands.json` at its root, one entry per file
///   of every started lab. A lab is one module, `StudentCode`: its files plus
///   Support's type aliases (kept in `.course/editor/<lab>/`), with the
///   runner's student-module settings (`LabBuild.studentSettings`) against the
///   cached simulator and the lab's `LabSupport`. SourceKit-LSP reads it when
///   the workspace is the editor's project root; with the course folder as the
///   root, a file no other project claims is looked up in the folders between
///   it and the root, which finds the same file.
/// - **a folder of `course run` files** (`Lessons/examples`, or any folder given
///   to `course editor DIR`): `compile_flags.txt`, the playground settings
///   (`LabRunner.playgroundSettings`), which SourceKit-LSP applies to every
///   Swift file in and below the folder, each compiled alone with top-level
///   code as `course run` does; files added later are covered too.
///
/// Both name folders of the cache whose names change with the simulator's
/// sources and the toolchain, so the verbs that may have changed them (next,
/// reset, check, watch, run) write them again whenever their content would
/// differ; an unchanged file is left alone, so editors do not reload for nothing.
struct EditorProject {
    static let compilationDatabase = "compile_commands.json"
    static let compileFlags = "compile_flags.txt"

    var runner: LabRunner

    /// What one update did to one file.
    struct Report: Sendable {
        enum Change: Sendable { case written, unchanged }
        var path: String
        var change: Change
        /// What the file covers, in a few words.
        var covers: String
    }

    // MARK: The workspace

    /// The workspace's settings file; started labs in course order.
    func updateWorkspace(_ workspace: Workspace, course: Course) throws(CourseError) -> Report {
        let path = workspace.root + "/" + Self.compilationDatabase
        if let existing = try? Files.readText(path), !Self.isOurs(compilationDatabase: existing) {
            throw CourseError(
                "error: \(path) was not written by course, so it is left alone; remove it and run `course editor` again "
                    + "for your editor to understand the lab files.")
        }
        let labs = course.labs.filter(workspace.isSetUp)
        // A snapshot only for a Support library not built yet (taking one writes every file of the lab).
        var stage: String?
        defer { if let stage { LabSnapshot.remove(stage) } }
        var entries: [Entry] = []
        var fileCount = 0
        for lab in labs {
            let directory = workspace.directory(for: lab)
            var inputs = lab.manifest.files.map { directory + "/" + $0 }.filter { Files.kind($0) == .file }
            fileCount += inputs.count
            var support = try LabSupportLibrary.built(for: lab, simulator: runner.simulator, toolchain: runner.toolchain, cache: runner.cache)
            if support == nil, !lab.supportFiles.isEmpty {
                let folder: String
                if let stage { folder = stage } else { folder = try Files.temporaryDirectory(prefix: "course-editor") }
                stage = folder
                support = try runner.supportLibrary(for: try LabSnapshot.take(lab, into: folder))
            }
            if let support {
                let aliases = workspace.root + "/.course/editor/" + lab.id + "/" + LabBuild.supportAliasesFile
                try Self.write(support.aliasesSource, to: aliases)
                inputs.append(aliases)
            }
            let memorySafe = !(lab.manifest.allow ?? []).contains(UnsafeCodeRule.description.id)
            let arguments = [runner.toolchain.swiftc]
                + LabBuild.studentSettings(simulator: runner.simulator, support: support, moduleCache: runner.moduleCache, memorySafe: memorySafe)
                + inputs
            entries += inputs.map { Entry(directory: directory, file: $0, arguments: arguments) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(entries) + Data("\n".utf8) } catch { throw CourseError("error: cannot encode \(path): \(error)") }
        let ids = labs.count <= 3 ? labs.map(\.id).joined(separator: ", ") : "\(labs[0].id) … \(labs[labs.count - 1].id)"
        let covers = labs.isEmpty
            ? "no lab started yet (`course next` starts one)"
            : "\(labs.count) lab\(labs.count == 1 ? "" : "s") (\(ids)), \(fileCount) file\(fileCount == 1 ? "" : "s")"
        return Report(path: path, change: try Self.write(data, to: path), covers: covers)
    }

    /// One file's compile command, as SourceKit-LSP (and clangd) read them.
    private struct Entry: Encodable {
        var directory: String
        var file: String
        var arguments: [String]
    }

    /// The mark of a compilation database this program wrote: every entry
    /// aliases SwiftUI to the simulator (an empty one is ours too).
    static func isOurs(compilationDatabase text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty || trimmed == "[]" || text.contains("\"SwiftUI=SwiftUISim\"")
    }

    // MARK: Folders of `course run` files

    /// `<directory>/compile_flags.txt` with the playground settings, one argument a line.
    func updatePlaygrounds(_ directory: String) throws(CourseError) -> Report {
        let path = directory + "/" + Self.compileFlags
        if let existing = try? Files.readText(path), !Self.isOurs(compileFlags: existing) {
            throw CourseError(
                "error: \(path) was not written by course, so it is left alone; remove it (or choose another folder) "
                    + "and run `course editor` again.")
        }
        let text = runner.playgroundSettings.joined(separator: "\n") + "\n"
        return Report(path: path, change: try Self.write(Data(text.utf8), to: path), covers: "every .swift file in and below it, as `course run` compiles it")
    }

    static func isOurs(compileFlags text: String) -> Bool { text.contains("-module-alias\nSwiftUI=SwiftUISim\n") }

    /// Rewrites `directory`'s compile_flags.txt if this program wrote it and
    /// it is out of date (the simulator or the toolchain changed); `course run` calls it.
    func refreshPlaygrounds(_ directory: String) {
        let path = directory + "/" + Self.compileFlags
        guard let existing = try? Files.readText(path), Self.isOurs(compileFlags: existing) else { return }
        _ = try? updatePlaygrounds(directory)
    }

    /// The course's `Lessons/examples`, when it has examples.
    static func examplesDirectory(course root: String) -> String? {
        let directory = root + "/Lessons/examples"
        return Files.list(directory, suffix: ".swift").isEmpty ? nil : directory
    }

    // MARK: Writing

    /// Writes only what changed, so an editor watching the file reloads only when it must.
    @discardableResult
    private static func write(_ data: Data, to path: String) throws(CourseError) -> Report.Change {
        if let existing = try? Files.readData(path), existing == data { return .unchanged }
        try Files.writeAtomically(data, to: path)
        return .written
    }

    @discardableResult
    private static func write(_ text: String, to path: String) throws(CourseError) -> Report.Change {
        try write(Data(text.utf8), to: path)
    }

    /// The `sourcekit-lsp` of the toolchain whose `swiftc` the runner uses, if it has one.
    var languageServer: String? {
        let resolved = URL(fileURLWithPath: runner.toolchain.swiftc).resolvingSymlinksInPath()
        let candidate = resolved.deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}

extension Session {
    /// Keeps the editor's project files current (the workspace's, and the
    /// course's `Lessons/examples`) after a verb that may have changed them.
    /// Never fails the verb: a problem with the workspace's file is one note,
    /// and a course folder that cannot be written is passed over.
    func refreshEditorProject(runner: LabRunner) {
        let project = EditorProject(runner: runner)
        do {
            _ = try project.updateWorkspace(workspace, course: course)
        } catch {
            noteEditorNotUpdated(error)
        }
        if let examples = EditorProject.examplesDirectory(course: course.root) {
            _ = try? project.updatePlaygrounds(examples)
        }
    }

    /// The same, preparing the runner first (`next` and `reset`, which do not
    /// otherwise need one); if the toolchain or the simulator is not usable,
    /// one note says so and the verb goes on.
    func refreshEditorProject() {
        do {
            refreshEditorProject(runner: try runner())
        } catch {
            noteEditorNotUpdated(error)
        }
    }

    private func noteEditorNotUpdated(_ error: CourseError) {
        let reason = error.message.hasPrefix("error: ") ? String(error.message.dropFirst(7)) : error.message
        console.note(console.style.dim("note: your editor's settings for the lab files were not updated: " + reason))
    }
}
