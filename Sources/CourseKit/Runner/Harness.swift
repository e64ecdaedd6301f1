/// The Swift file the runner adds to every lab build. It holds the check API
/// that `Checks/*.swift` use (documented in docs/labs.md) and the program's
/// `main`, which reports each check's outcome over the side channel.
///
/// Why the channel cannot be forged: the runner opens a pipe on fd 3 and writes
/// a fresh random nonce into fd 4. `main` reads the nonce and closes fd 4 before
/// any lab code runs, keeps it in a `private` variable no other file can name,
/// and prefixes every record with it. Lab code printing "PASS", writing to fd 3,
/// calling `exit(0)` or crashing cannot produce the final `complete` record.
enum Harness {
    static let fileName = "_CourseHarness.swift"

    static let source = #"""
        // Added by the course runner; not part of the lab.
        import SwiftUI
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        /// Collects a lab's checks; `Checks/*.swift` define
        /// `@MainActor func labChecks(_ lab: LabChecks)` and call `lab.check`.
        @MainActor final class LabChecks {
            fileprivate var registered: [(id: String, body: @MainActor () throws -> Void)] = []

            /// Registers check `id` (as listed in lab.json). The body fails the check
            /// with `expect…` calls that do not hold, a thrown error, or `require`.
            func check(_ id: String, _ body: @escaping @MainActor () throws -> Void) {
                guard !registered.contains(where: { $0.id == id }) else { return }
                registered.append((id, body))
            }
        }

        /// Thrown by `require` to stop the current check.
        struct CheckStopped: Error { let message: String }

        /// Records a failure of the current check unless `condition` holds.
        @MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { _CourseRun.fail(message()) }
        }

        /// Like `expect`, but stops the current check when it does not hold.
        @MainActor func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
            if !condition { throw CheckStopped(message: message()) }
        }

        /// Fails unless `actual == expected`; the message shows both.
        @MainActor func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
            if actual != expected { _CourseRun.fail("\(what): expected \(expected), got \(actual)") }
        }

        /// Checks how often `body` of views of `type` ran and adds a row to the
        /// verdict's body-count table. Give exactly one bound.
        @MainActor func expectBodyCount<V: View>(
            _ type: V.Type, in host: ViewHost, atMost most: Int? = nil, exactly count: Int? = nil, atLeast least: Int? = nil
        ) {
            let name = _typeName(type, qualified: false)
            let runs = host.bodyCount(type)
            let (expected, holds): (String, Bool) =
                if let count { ("\(count)", runs == count) }
                else if let most { ("≤ \(most)", runs <= most) }
                else if let least { ("≥ \(least)", runs >= least) }
                else { ("—", true) }
            _CourseRun.count(name, runs, expected)
            if !holds { _CourseRun.fail("\(name).body ran \(runs) time\(runs == 1 ? "" : "s"); expected \(expected)") }
        }

        /// Adds every view type's body count in `host` to the table, without expectations.
        @MainActor func recordBodyCounts(_ host: ViewHost) {
            for row in host.bodyCounts { _CourseRun.count(row.type, row.count, "—") }
        }

        @MainActor enum _CourseRun {
            fileprivate static var failures: [String] = []

            fileprivate static func fail(_ message: String) { failures.append(message) }
            fileprivate static func count(_ type: String, _ runs: Int, _ expected: String) {
                _CourseChannel.send("count", type, String(runs), expected)
            }
        }

        private enum _CourseChannel {
            nonisolated(unsafe) private static var nonce = ""
            nonisolated(unsafe) private static var fd: Int32 = -1

            /// Takes the nonce from fd 4 and moves fd 3 out of the way, before lab code runs.
            static func open() {
                var bytes = [UInt8](repeating: 0, count: 128)
                var length = 0
                while length < bytes.count {
                    let count = read(4, &bytes[length], bytes.count - length)
                    if count > 0 { length += count } else if count < 0 && errno == EINTR { continue } else { break }
                }
                close(4)
                nonce = String(decoding: bytes[0..<length], as: UTF8.self)
                fd = fcntl(3, F_DUPFD_CLOEXEC, 200 + Int32.random(in: 0..<800))
                close(3)
            }

            static func send(_ fields: String...) {
                let escaped = fields.map { field in
                    field.unicodeScalars.map { $0 == "\\" ? "\\\\" : $0 == "\n" ? "\\n" : $0 == "\t" ? "\\t" : String($0) }.joined()
                }
                let line = Array((nonce + "\t" + escaped.joined(separator: "\t") + "\n").utf8)
                var offset = 0
                while offset < line.count {
                    let count = line[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                    if count > 0 { offset += count } else if count < 0 && errno == EINTR { continue } else { return }
                }
            }
        }

        @main enum _CourseHarnessMain {
            @MainActor static func main() {
                _CourseChannel.open()
                let lab = LabChecks()
                labChecks(lab)
                let checks = lab.registered
                for check in checks {
                    _CourseRun.failures = []
                    _CourseChannel.send("start", check.id)
                    do { try check.body() } catch let stop as CheckStopped { _CourseRun.fail(stop.message) } catch {
                        _CourseRun.fail("threw \(error)")
                    }
                    let failures = _CourseRun.failures
                    _CourseChannel.send(failures.isEmpty ? "pass" : "fail", check.id, failures.joined(separator: "\n"))
                }
                _CourseChannel.send("complete", String(checks.count))
                exit(0)
            }
        }
        """#
}
