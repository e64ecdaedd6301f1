import Foundation
import Testing
@testable import CourseKit

/// A build into the cache done by another process: the waiter says so before it
/// blocks (a simulator build takes minutes), then finds the finished folder.
struct CacheBuildTests {
    @Test func aWaitForAnotherBuildIsSaidAndTheFinishedBuildIsTaken() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cachebuild-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (directory, lockPath) = (root + "/simulator-x", root + "/simulator-x.lock")
        // "Another process": the same lock through another open file description.
        let other = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(other >= 0)
        #expect(flock(other, LOCK_EX) == 0)
        let said = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let built = LockedFlag()
        let waiter = Thread {
            try? CacheBuild.once(into: directory, lock: lockPath, waiting: { said.signal() }) { _ throws(CourseError) in built.set() }
            finished.signal()
        }
        waiter.start()
        #expect(said.wait(timeout: .now() + 10) == .success, "the waiter said it was waiting")
        // The other build finishes: its folder appears, then it lets go.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        flock(other, LOCK_UN)
        close(other)
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(!built.value, "the finished build was taken, not built again")
        // Nobody holding the lock: nothing is said.
        var saidAgain = false
        try CacheBuild.once(into: root + "/lab-support-y", lock: root + "/lab-support-y.lock", waiting: { saidAgain = true }) { _ throws(CourseError) in }
        #expect(!saidAgain)
    }
}

extension CacheBuildTests {
    /// The twenty-sixth review, finding 01's leftover: a build made under an
    /// open umask before `course` set its own kept 0666/0777 modes, and the
    /// cache folder's check does not reach inside it. A build folder holding
    /// anything another user can write, or a link, is built again; a private
    /// one is taken as it is.
    @Test func aBuildOthersCouldWriteInIsBuiltAgain() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cachebuild-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let directory = root + "/simulator-x"
        func build() throws -> Bool {
            var built = false
            try CacheBuild.once(into: directory, lock: root + "/simulator-x.lock") { staging throws(CourseError) in
                built = true
                _ = FileManager.default.createFile(atPath: staging + "/libSwiftUISim.a", contents: Data("new".utf8))
            }
            return built
        }
        try FileManager.default.createDirectory(atPath: directory + "/inner", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/inner/libSwiftUISimMacros.so", contents: Data("old".utf8))
        chmod(directory, 0o700); chmod(directory + "/inner", 0o700); chmod(directory + "/inner/libSwiftUISimMacros.so", 0o600)
        #expect(CacheBuild.isPrivate(directory))
        #expect(try !build(), "a private build is taken")

        chmod(directory + "/inner/libSwiftUISimMacros.so", 0o666)
        #expect(!CacheBuild.isPrivate(directory))
        #expect(try build(), "a file others can write: built again")
        #expect(!Files.exists(directory + "/inner") && Files.exists(directory + "/libSwiftUISim.a"))

        try FileManager.default.createSymbolicLink(atPath: directory + "/libSwiftUISimMacros.so", withDestinationPath: "/tmp/elsewhere.so")
        #expect(!CacheBuild.isPrivate(directory), "a link: not private")
        #expect(try build())
        chmod(directory, 0o770)
        #expect(!CacheBuild.isPrivate(directory), "the folder its group can write")
    }
}

private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    func set() { lock.lock(); flag = true; lock.unlock() }
}
