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

private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
    func set() { lock.lock(); flag = true; lock.unlock() }
}
