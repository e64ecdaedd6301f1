import Foundation
@_exported import OSLogSim

// The stand-in for Apple's `os` module (`import os`; lab code sees it through
// `-module-alias os=OSSim`). Apple's `os` is where `Logger` and `OSLog` were
// first declared (iOS 14), so it re-exports the OSLog stand-in rather than
// declaring them twice; one module cannot be aliased under two names.
// Signposts mark nothing (there is no Instruments); the unfair lock is a lock.

/// Apple: "An object for recording signposts" (iOS 15). Intervals and events
/// are accepted and recorded nowhere.
public struct OSSignposter: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(logger: Logger) {}
    public init(logHandle: OSLog) {}
    public static let disabled = OSSignposter()
    public var isEnabled: Bool { false }

    public func makeSignpostID() -> OSSignpostID { OSSignpostID(0) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))) }
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id: id)
    }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
}

/// Apple: "An identifier that disambiguates signposts."
public struct OSSignpostID: Sendable, Hashable, Comparable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) { rawValue = 1 }
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(0)
    public static let null = OSSignpostID(~0)
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }
}

/// What `beginInterval` returns and `endInterval` takes.
public struct OSSignpostIntervalState: Sendable {
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
}

/// Apple: the type of a signpost (`os_signpost(.begin, …)`).
public struct OSSignpostType: Sendable, Equatable {
    let rawValue: UInt8
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// The older signpost call (iOS 12): records nothing.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}

/// Apple: "A structure that wraps a value in an unfair lock" (iOS 16). Here
/// an `NSLock` in a shared box: the same contract (copies share the lock; not
/// recursive; the state is reached only inside `withLock`).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    private let box: Box

    public init(initialState: State) where State: Sendable { box = Box(initialState) }
    public init(uncheckedState initialState: State) { box = Box(initialState) }
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R { try withLockUnchecked(body) }
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body(&box.state)
    }
    public func lock() { box.lock.lock() }
    public func unlock() { box.lock.unlock() }
}

extension OSAllocatedUnfairLock where State == () {
    public init() { box = Box(()) }
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R { try withLockUnchecked { _ in try body() } }
}
