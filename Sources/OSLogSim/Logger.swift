import Foundation

// A stand-in for Apple's OSLog on Linux: `Logger` and the interpolations its
// messages take, so code that logs compiles and runs. Lab code imports it as
// `OSLog` (`-module-alias OSLog=OSLogSim`, CourseKit/Toolchain/SimulatorLibrary.swift).
//
// Messages go nowhere by default: a lab's output is what it prints, and a
// check should not depend on logging. `SWIFTUISIM_OSLOG=1` writes each one to
// standard error as `[subsystem:category] level: message`, with every value
// shown, private ones too (as Xcode's console shows them while debugging).

/// Apple: "An object for writing interpolated string messages to the unified logging system."
public struct Logger: Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// Apple: a logger that writes to the default subsystem.
    public init() { self.init(subsystem: "", category: "") }

    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { write(.default, message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    public func info(_ message: OSLogMessage) { write(.info, message) }
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    public func error(_ message: OSLogMessage) { write(.error, message) }
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        guard LogOutput.isOn else { return }
        let place = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        LogOutput.write(place + level.name + ": " + message.text())
    }
}

/// Whether messages are written (`SWIFTUISIM_OSLOG=1`), read once.
enum LogOutput {
    static let isOn = ProcessInfo.processInfo.environment["SWIFTUISIM_OSLOG"].map { !$0.isEmpty && $0 != "0" } ?? false
    static func write(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
}

/// Apple: "A custom log object that you pass to logging functions to send messages to the logging system."
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// Apple: "The various log levels that the unified logging system provides."
public struct OSLogType: Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }
}

/// `os_log("…", log:, type:, args…)`: the older call, same output.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
    guard LogOutput.isOn else { return }
    let text = String(format: message.description, arguments: args)
    Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    guard LogOutput.isOn else { return }
    Logger(log).log(level: type, OSLogMessage(stringLiteral: String(format: message.description, arguments: args)))
}
