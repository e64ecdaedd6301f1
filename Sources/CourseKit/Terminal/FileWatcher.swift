import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Watches the `.swift` files of one folder (not its subfolders) for `course
/// watch`. Events are debounced: the callback runs once a burst of writes has
/// been quiet for `debounce` seconds, with every `.swift` file that was
/// written, created, replaced or deleted in it (deleted files included, so the
/// caller can report them missing).
///
/// Editors' scratch files never count: vim's `4913` probe, `.name.swp`,
/// `name~` backups, emacs' `.#name` and `#name#`. Saving by "write a temporary
/// file, then rename it over the original" (vim, many IDEs) is reported as a
/// change of the original.
///
/// Uses inotify on Linux; where that is unavailable (other systems, inotify
/// limits reached) or when asked, it polls modification times instead. The
/// callback runs on the watcher's own thread, never after `stop()` returns.
public final class FileWatcher: Sendable {
    public enum Mechanism: Sendable, Equatable {
        /// inotify where available, else polling.
        case automatic
        case inotify
        case polling
    }

    public enum WatchError: Error, Equatable, CustomStringConvertible {
        case notADirectory(String)
        case inotifyUnavailable(String)
        case cannotStart(String)

        public var description: String {
            switch self {
            case let .notADirectory(path): "cannot watch \(path): not a directory"
            case let .inotifyUnavailable(reason): "file events are unavailable: \(reason)"
            case let .cannotStart(reason): "cannot start watching: \(reason)"
            }
        }
    }

    public let directory: URL
    /// The mechanism in use: `.inotify` or `.polling`, never `.automatic`. It
    /// may later switch to polling if the folder itself is moved or deleted.
    public let mechanism: Mechanism
    private let loop: WatchLoop

    /// Starts watching at once: any change after `init` returns is reported.
    /// - Parameters:
    ///   - debounce: seconds of quiet that end a burst of changes.
    ///   - pollInterval: seconds between scans when polling.
    public init(
        directory: URL,
        mechanism: Mechanism = .automatic,
        debounce: TimeInterval = 0.15,
        pollInterval: TimeInterval = 0.3,
        onChange: @escaping @Sendable ([URL]) -> Void
    ) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw WatchError.notADirectory(directory.path) }
        self.directory = directory.standardizedFileURL

        var inotifyDescriptor: Int32 = -1
        if mechanism != .polling {
            switch InotifySource.open(watching: self.directory.path) {
            case let .success(descriptor):
                inotifyDescriptor = descriptor
            case let .failure(error):
                if mechanism == .inotify { throw error }
            }
        }
        self.mechanism = inotifyDescriptor >= 0 ? .inotify : .polling
        loop = try WatchLoop(
            directory: self.directory, inotifyDescriptor: inotifyDescriptor,
            debounce: debounce, pollInterval: pollInterval, onChange: onChange)
        let thread = Thread { [loop] in loop.run() }
        thread.name = "FileWatcher"
        thread.start()
    }

    deinit {
        stop()
    }

    /// Stops watching and waits for the watcher thread to finish (unless
    /// called from the callback itself). Safe to call more than once.
    public func stop() {
        loop.stop()
    }

    /// Editors' temporary and backup files are not the student's sources.
    static func isWatchedFile(_ name: String) -> Bool {
        name.hasSuffix(".swift") && name.count > ".swift".count && !name.hasPrefix(".") && !name.hasPrefix("#")
    }
}

/// The watcher thread's side: owns the descriptors, the pending changes and
/// the debounce clock. Separate from `FileWatcher` so that the thread does not
/// keep the watcher alive (its deinit stops the thread).
private final class WatchLoop: Sendable {
    private struct Control {
        var stopRequested = false
        var finished = false
        var thread: pthread_t?
    }

    private let directory: URL
    private let initialInotifyDescriptor: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let debounce: TimeInterval
    private let pollInterval: TimeInterval
    private let onChange: @Sendable ([URL]) -> Void
    private let control = Locked(Control())
    private let finished = DispatchSemaphore(value: 0)
    private let initialSnapshot: [String: FileSignature]

    init(
        directory: URL, inotifyDescriptor: Int32, debounce: TimeInterval, pollInterval: TimeInterval,
        onChange: @escaping @Sendable ([URL]) -> Void
    ) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            if inotifyDescriptor >= 0 { close(inotifyDescriptor) }
            throw FileWatcher.WatchError.cannotStart("pipe: \(String(cString: strerror(errno)))")
        }
        self.directory = directory
        initialInotifyDescriptor = inotifyDescriptor
        wakeReader = pipeEnds[0]
        wakeWriter = pipeEnds[1]
        self.debounce = max(debounce, 0)
        self.pollInterval = max(pollInterval, 0.01)
        self.onChange = onChange
        // Taken now, so that changes made right after init are seen.
        initialSnapshot = inotifyDescriptor >= 0 ? [:] : FileSignature.scan(directory)
    }

    func stop() {
        let shouldWait: Bool = control.withLock { control in
            if !control.stopRequested {
                control.stopRequested = true
                var byte: UInt8 = 1
                _ = write(wakeWriter, &byte, 1)
            }
            let onLoopThread = control.thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            return !control.finished && !onLoopThread
        }
        guard shouldWait else { return }
        finished.wait()
        finished.signal()  // let any other waiting `stop()` through too
    }

    func run() {
        control.withLock { $0.thread = pthread_self() }
        var inotifyDescriptor = initialInotifyDescriptor
        var snapshot = initialSnapshot
        var pending = Set<String>()
        var lastChange = Date.distantPast
        var nextScan = Date(timeIntervalSinceNow: pollInterval)

        while true {
            let now = Date()
            var waitUntil: Date? = pending.isEmpty ? nil : lastChange.addingTimeInterval(debounce)
            if inotifyDescriptor < 0 { waitUntil = min(waitUntil ?? nextScan, nextScan) }
            let timeout = waitUntil.map { Int32(max(0, min($0.timeIntervalSince(now), 3600)) * 1000) } ?? -1

            var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            if inotifyDescriptor >= 0 {
                descriptors.append(pollfd(fd: inotifyDescriptor, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0, errno != EINTR { break }
            if descriptors[0].revents != 0 { break }

            if inotifyDescriptor >= 0, descriptors[1].revents != 0 {
                let batch = InotifySource.readEvents(inotifyDescriptor)
                pending.formUnion(batch.names)
                if batch.overflowed { pending.formUnion(FileSignature.scan(directory).keys) }
                if batch.watchLost {
                    // The folder itself was moved or deleted (e.g. a reset
                    // that recreates it): keep going by polling its path.
                    close(inotifyDescriptor)
                    inotifyDescriptor = -1
                    snapshot = FileSignature.scan(directory)
                    nextScan = Date(timeIntervalSinceNow: pollInterval)
                }
                if !batch.names.isEmpty || batch.overflowed { lastChange = Date() }
            }

            if inotifyDescriptor < 0, Date() >= nextScan {
                let current = FileSignature.scan(directory)
                let changed = Set(current.keys).union(snapshot.keys).filter { current[$0] != snapshot[$0] }
                snapshot = current
                nextScan = Date(timeIntervalSinceNow: pollInterval)
                if !changed.isEmpty {
                    pending.formUnion(changed)
                    lastChange = Date()
                }
            }

            if !pending.isEmpty, Date() >= lastChange.addingTimeInterval(debounce) {
                let urls = pending.sorted().map { directory.appendingPathComponent($0) }
                pending.removeAll()
                onChange(urls)
            }
        }

        if inotifyDescriptor >= 0 { close(inotifyDescriptor) }
        close(wakeReader)
        close(wakeWriter)
        control.withLock { $0.finished = true }
        finished.signal()
    }
}

/// What polling compares: a file replaced by rename gets a new inode even
/// when its size and modification time look the same.
private struct FileSignature: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
    var inode: UInt64

    static func scan(_ directory: URL) -> [String: FileSignature] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var signatures: [String: FileSignature] = [:]
        for name in names where FileWatcher.isWatchedFile(name) {
            var info = stat()
            guard stat(directory.appendingPathComponent(name).path, &info) == 0 else { continue }
            #if os(Linux)
            let modified = info.st_mtim
            #else
            let modified = info.st_mtimespec
            #endif
            signatures[name] = FileSignature(
                seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
                size: Int64(info.st_size), inode: UInt64(info.st_ino))
        }
        return signatures
    }
}

private enum InotifySource {
    struct Batch {
        var names: Set<String> = []
        var overflowed = false
        var watchLost = false
    }

    #if os(Linux)
    static func open(watching path: String) -> Result<Int32, FileWatcher.WatchError> {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            return .failure(.inotifyUnavailable("inotify_init1: \(String(cString: strerror(errno)))"))
        }
        let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY
                | IN_DELETE_SELF | IN_MOVE_SELF)
        guard inotify_add_watch(descriptor, path, mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(.inotifyUnavailable("inotify_add_watch \(path): \(reason)"))
        }
        return .success(descriptor)
    }

    /// Drains every queued event. Each is `struct inotify_event` (wd, mask,
    /// cookie, len: 16 bytes) followed by `len` bytes of NUL-padded name.
    static func readEvents(_ descriptor: Int32) -> Batch {
        var batch = Batch()
        let headerSize = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return batch }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + headerSize <= count {
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + headerSize)..<min(offset + headerSize + nameLength, count)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { batch.overflowed = true }
                    if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 { batch.watchLost = true }
                    if FileWatcher.isWatchedFile(name) { batch.names.insert(name) }
                    offset += headerSize + nameLength
                }
            }
        }
    }
    #else
    static func open(watching path: String) -> Result<Int32, FileWatcher.WatchError> {
        .failure(.inotifyUnavailable("inotify exists only on Linux"))
    }

    static func readEvents(_ descriptor: Int32) -> Batch { Batch() }
    #endif
}
