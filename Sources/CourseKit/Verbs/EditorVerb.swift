import ArgumentParsing
import Foundation

/// `course editor [DIR]`: sets up, now, what `next`, `reset`, `check` and
/// `watch` keep current — the files with which SourceKit-LSP compiles lab
/// files exactly as the runner does (`EditorProject`) — and says what it set
/// up and what to open. Without DIR, or with the course or workspace folder:
/// the workspace and the course's `Lessons/examples`. With any other folder:
/// that folder, as a place for `course run` files (no course needed).
enum EditorVerb {
    static func run(directory: String?, options: GlobalOptions, console: Console) throws(CourseError) -> Int32 {
        var target: String?
        if let directory {
            let path = CourseRoot.absolute(directory, from: options.currentDirectory)
            guard Files.isDirectory(path) else {
                throw CourseError.usage("error: \(directory) is not a folder. `course editor DIR` sets up a folder of `course run` files.")
            }
            target = path
        }
        // The course, when there is one; a folder of playground files needs none.
        let session: Session?
        do {
            session = try Session.open(options, console: console)
        } catch {
            guard target != nil else { throw error }
            session = nil
        }
        let runner: LabRunner
        if let session {
            runner = try session.runner()
        } else {
            runner = try LabRunner.prepare(
                courseRoot: nil, currentDirectory: options.currentDirectory, environment: options.environment,
                log: { console.note(console.style.dim($0)) })
        }
        let project = EditorProject(runner: runner)
        func show(_ path: String) -> String { path == options.currentDirectory ? "." : runner.display(path) }

        var reports: [EditorProject.Report] = []
        var roots: [String] = []
        var playgroundsOnly = false
        if let session, target == nil || target == session.course.root || target == session.workspace.root
            || target!.hasPrefix(session.workspace.root + "/")
        {
            reports.append(try project.updateWorkspace(session.workspace, course: session.course))
            if let examples = EditorProject.examplesDirectory(course: session.course.root) {
                do {
                    reports.append(try project.updatePlaygrounds(examples))
                } catch {
                    console.note(console.style.yellow("note: \(show(examples))/ (the lessons' examples) is not set up: " + error.message))
                }
            }
            roots = [show(session.course.root) + "/ (the course folder)", show(session.workspace.root) + "/ (your lab files)"]
        } else if let target {
            reports.append(try project.updatePlaygrounds(target))
            roots = [show(target) + "/"]
            playgroundsOnly = true
        }

        console.print(console.style.bold("Your editor's settings (SourceKit-LSP), the runner's own:"))
        let width = reports.map { show($0.path).count }.max() ?? 0
        for report in reports {
            let state = report.change == .written ? console.style.green("written ") : console.style.dim("current ")
            console.print("  " + state + " " + show(report.path).padding(toLength: width, withPad: " ", startingAt: 0) + "  " + report.covers)
        }
        console.print("Open " + roots.joined(separator: " or "))
        console.print("in VS Code with the Swift extension, or in any editor that runs sourcekit-lsp (Neovim, Emacs, Zed,")
        console.print("Sublime). `import SwiftUI` is the course's simulator: errors show as you type, and completion")
        if playgroundsOnly {
            console.print("after a view's `.` lists its modifiers. `course run` keeps these settings current when the")
            console.print("simulator or the toolchain changes (or run `course editor` again).")
        } else {
            console.print("after a view's `.` lists its modifiers. `course next`, `reset`, `check`, `watch` and `run` keep")
            console.print("these settings current when the simulator or the toolchain changes.")
        }
        if let server = project.languageServer {
            console.print(console.style.dim("The editor must run \(server) (the same Swift as \(runner.toolchain.swiftc))."))
        } else {
            console.print(console.style.yellow(
                "note: there is no sourcekit-lsp beside \(runner.toolchain.swiftc); install the full Swift toolchain, whose sourcekit-lsp "
                    + "matches its swiftc (the compiled simulator only loads in the same Swift version)."))
        }
        return ExitCode.success
    }
}

extension EditorVerb {
    static let directory = Positional<String>(
        "DIR", help: "a folder of `course run` files gets a compile_flags.txt (every .swift file in it, new ones too); the course or workspace folder means the default")

    static let verb = Verb(
        "editor", summary: "set up your editor (SourceKit-LSP): completion and live errors in lab files",
        discussion: """
            Writes the files with which SourceKit-LSP (VS Code's Swift extension, Neovim,
            Emacs, Zed, Sublime) compiles your files exactly as the runner does, and says
            what it set up and what to open: <workspace>/compile_commands.json for every
            started lab, and Lessons/examples/compile_flags.txt for the lessons' examples.
            `course next`, `reset`, `check`, `watch` and `run` keep them current; this
            verb does it now.
            """,
        [directory], exitCodes: "Exit 0 set up, 2 usage or environment error."
    ) { parsed in Command.editor(directory: parsed[directory]).run(GlobalOptions(parsed)) }
}
