import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import CourseKit

/// A real pseudo-terminal: `follower` is what a program sees as its terminal,
/// `leader` is the keyboard and screen side.
final class PseudoTerminal {
    let leader: Int32
    let follower: Int32

    init?(columns: UInt16 = 80) {
        // posix_openpt and friends are not imported into Swift; these are the
        // Linux ioctls behind them (the same numbers on x86_64 and aarch64).
        let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
        let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard leader >= 0, ioctl(leader, unlockRequest, &unlock) == 0, ioctl(leader, numberRequest, &number) == 0 else {
            if leader >= 0 { close(leader) }
            return nil
        }
        follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard follower >= 0 else {
            close(leader)
            return nil
        }
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
    }

    deinit {
        close(follower)
        close(leader)
    }

    func type(_ text: String) {
        _ = text.withCString { write(leader, $0, strlen($0)) }
    }

    /// Whatever the program wrote to its terminal so far (waits briefly).
    func screenOutput() -> String {
        var result = [UInt8]()
        var descriptor = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while poll(&descriptor, 1, 200) > 0 {
            let count = read(leader, &buffer, buffer.count)
            guard count > 0 else { break }
            result += buffer[..<count]
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// A pipe whose written text can be read back once the writer is closed.
final class CapturedPipe {
    let reader: Int32
    private(set) var writer: Int32

    init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        reader = ends[0]
        writer = ends[1]
    }

    deinit {
        closeWriter()
        close(reader)
    }

    func closeWriter() {
        if writer >= 0 { close(writer) }
        writer = -1
    }

    func send(_ text: String) {
        _ = text.withCString { write(writer, $0, strlen($0)) }
    }

    func readAll() -> String {
        closeWriter()
        let data = FileHandle(fileDescriptor: reader, closeOnDealloc: false).readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Helpers shared by the terminal tests, in a namespace of their own so they
/// cannot clash with the rest of the test target.
enum TerminalTesting {
    static func containsEscape(_ text: String) -> Bool {
        text.contains("\u{1B}")
    }

    static func withoutEscapes(_ text: String) -> String {
        text.replacing(#/\x1B\[[0-9;?]*[A-Za-z]/#, with: "")
    }

    /// Polls `condition` until it holds or `timeout` passes; generous by default
    /// because the test machine is shared and slow.
    static func eventually(timeout: Duration = .seconds(15), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("terminal-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
