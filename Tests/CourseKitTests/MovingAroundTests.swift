import Foundation
import Testing

/// A student moving back and forth between labs of the repository's course,
/// through the real binary: no verb ever answers for another lab than the
/// one the student means, or tells them to type something that would.
@Suite struct MovingAroundTests {
    @Test func checkWithoutALabAfterAPassChecksThatLabAgain() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let lab = "01-side-effect-in-body"
        let solution = try String(contentsOfFile: sandbox.course + "/Solutions/\(lab)/FeedView.swift", encoding: .utf8)
        try solution.write(toFile: sandbox.workspace + "/\(lab)/FeedView.swift", atomically: true, encoding: .utf8)
        let first = try sandbox.run(["check"])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.stdout.contains("Run `course next` to move on (next: lab 02-hoist-formatters)."), "\(first.stdout)")
        // Lab 02 is current now but not started: a bare check means lab 01 still.
        let again = try sandbox.run(["check"])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.stdout.contains("Lab \(lab):"), "\(again.stdout)")
        #expect(!again.output.contains("not started yet"), "\(again.output)")
    }

    /// Xcode's File ▸ New puts a new type in a file of its own; the lab
    /// compiles the files it names, and `course check` says which it left out
    /// (the fifteenth review: a compile error alone did not say why).
    @Test func checkNamesTheSwiftFilesTheLabDoesNotCompile() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let lab = "01-side-effect-in-body"
        try "struct Helper {}\n".write(toFile: sandbox.workspace + "/\(lab)/Helper.swift", atomically: true, encoding: .utf8)
        try "notes\n".write(toFile: sandbox.workspace + "/\(lab)/notes.txt", atomically: true, encoding: .utf8)
        let result = try sandbox.run(["check"])
        #expect(result.stdout.contains("Not compiled: workspace/\(lab)/Helper.swift. The lab compiles FeedView.swift only"), "\(result.stdout)")
        #expect(!result.stdout.contains("notes.txt"), "\(result.stdout)")
    }

    @Test func hintForAnotherLabSaysHowToGetItsNextHint() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let other = try sandbox.run(["hint", "3"])
        #expect(other.stdout.contains("Hint 1 of 3 for 03-keep-state-with-modifiers"), "\(other.output)")
        #expect(other.stdout.contains("`course hint 03-keep-state-with-modifiers` again for the next one."), "\(other.stdout)")
        #expect(!other.stdout.contains("`course hint` again"), "\(other.stdout)")
        // The bare command still means the current lab, and says so.
        let current = try sandbox.run(["hint"])
        #expect(current.stdout.contains("Hint 1 of 6 for 01-side-effect-in-body"), "before any check, every hint of lab 01 (keyed ones too), in file order: \(current.output)")
        #expect(current.stdout.contains("`course hint` again for the next one."), "\(current.stdout)")
        // Inside a lab's workspace folder, the bare command means that lab.
        try FileManager.default.createDirectory(atPath: sandbox.workspace + "/03-keep-state-with-modifiers", withIntermediateDirectories: true)
        let inFolder = try sandbox.run(["hint"], directory: sandbox.workspace + "/03-keep-state-with-modifiers")
        #expect(inFolder.stdout.contains("Hint 2 of 3 for 03-keep-state-with-modifiers"), "\(inFolder.output)")
        #expect(inFolder.stdout.contains("`course hint` again for the next one."), "\(inFolder.stdout)")
    }

    @Test func labShowsAnyLabsTaskAndChangesNothing() throws {
        let sandbox = try CourseLabsTests.repositoryCourse()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let progress = sandbox.workspace + "/.course/progress.json"
        let before = try? String(contentsOfFile: progress, encoding: .utf8)
        let later = try sandbox.run(["lab", "4"])
        #expect(later.status == 0, "\(later.output)")
        #expect(later.stdout.contains("Lab 04-stable-ids: Rows that remember"), "\(later.stdout)")
        #expect(later.stdout.contains("Lesson 02-view-identity: View identity"), "\(later.stdout)")
        #expect(later.stdout.contains("Status: not started. `course reset 04-stable-ids`"), "\(later.stdout)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.workspace + "/04-stable-ids"), "course lab started the lab")
        let current = try sandbox.run(["lab"])
        #expect(current.stdout.contains("Lab 01-side-effect-in-body:"), "\(current.stdout)")
        #expect(current.stdout.contains("workspace/01-side-effect-in-body/FeedView.swift"), "\(current.stdout)")
        #expect(current.stdout.contains("Status: not checked yet."), "\(current.stdout)")
        #expect((try? String(contentsOfFile: progress, encoding: .utf8)) == before, "course lab wrote progress")
        let unknown = try sandbox.run(["lab", "99"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no lab \"99\""), "\(unknown.output)")
        let help = try sandbox.run(["lab", "--help"])
        #expect(help.stdout.contains("Usage: course lab [LAB]"), "\(help.output)")
    }

    /// `course watch` started in a lab's folder follows `n` to the next lab,
    /// and checks that lab's files when they are saved (it used to keep
    /// watching the folder it was started in). Keys need a terminal: the
    /// binary runs under `script`, which gives it one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) (util-linux) to give watch a terminal"))
    func watchFollowsNextFromALabFolder() throws {
        var sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.addOpenLab()
        try sandbox.startLab()
        // addOpenLab points the sandbox's own helpers at 02-open; watch starts in 01-counter.
        try sandbox.solution().write(toFile: sandbox.workspace + "/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "\(CourseSandbox.binary) watch", "/dev/null"]
        process.environment = sandbox.environment.merging(["TERM": "dumb"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.workspace + "/01-counter")
        let input = Pipe()
        process.standardInput = input
        let watch = try LoggedProcess(process, log: sandbox.root + "/watch.log")
        defer { watch.stop() }
        #expect(watch.waitFor("Press n for the next step."), "\(watch.output)")
        input.fileHandleForWriting.write(Data("n".utf8))
        #expect(watch.waitFor("/02-open/ — n next"), "\(watch.output)")
        try sandbox.solution().write(toFile: sandbox.workspace + "/02-open/Counter.swift", atomically: true, encoding: .utf8)
        #expect(watch.waitFor("Lab 02-open:"), "after saving 02-open's file, watch checked \(watch.output)")
        input.fileHandleForWriting.write(Data("q".utf8))
        for _ in 0..<100 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!process.isRunning)
    }
}
