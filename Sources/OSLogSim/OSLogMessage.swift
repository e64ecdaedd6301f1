import Foundation

/// Apple: a message written with string interpolation whose values take
/// `privacy:`, `format:` and `align:` options. The values are kept as
/// closures and turned into text only when the message is written (never,
/// unless `SWIFTUISIM_OSLOG` is set), as os_log defers it.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    private let parts: [@Sendable () -> String]

    public init(stringLiteral value: String) { parts = [{ value }] }
    public init(stringInterpolation: OSLogInterpolation) { parts = stringInterpolation.parts }

    func text() -> String { parts.map { $0() }.joined() }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    fileprivate var parts: [@Sendable () -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { parts.append { literal } }

    // Values are described when the message is written, so they need not be
    // `Sendable`: a message never leaves the call that logs it.
    private mutating func append(_ describe: @escaping () -> String, align: OSLogStringAlignment) {
        let box = UncheckedDescription(describe)
        parts.append { align.apply(to: box.describe()) }
    }

    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ String(describing: value()) }, align: align)
    }

    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ format.apply(to: value()) }, align: align)
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ format.apply(to: Double(value())) }, align: align)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        append({ format == .answer ? (value() ? "YES" : "NO") : (value() ? "true" : "false") }, align: .none)
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        append({ String(describing: value()) }, align: .none)
    }
}

private struct UncheckedDescription: @unchecked Sendable {
    let describe: () -> String
    init(_ describe: @escaping () -> String) { self.describe = describe }
}

/// Apple: "The privacy options that determine when to redact or display
/// values in log messages." Accepted; the stand-in shows every value.
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }
    private let kind: Int
    private init(_ kind: Int) { self.kind = kind }
    public static let auto = OSLogPrivacy(0)
    public static let `public` = OSLogPrivacy(1)
    public static let `private` = OSLogPrivacy(2)
    public static let sensitive = OSLogPrivacy(3)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

public struct OSLogIntegerFormatting: Sendable {
    fileprivate let radix: Int
    fileprivate let minDigits: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10, minDigits: 0)
    public static let hex = OSLogIntegerFormatting(radix: 16, minDigits: 0)
    public static let octal = OSLogIntegerFormatting(radix: 8, minDigits: 0)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .init(radix: 10, minDigits: minDigits) }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting { .init(radix: 16, minDigits: minDigits) }
    fileprivate func apply<T: BinaryInteger>(to value: T) -> String {
        let digits = String(value, radix: radix)
        return String(repeating: "0", count: max(0, minDigits - digits.count)) + digits
    }
}

public struct OSLogFloatFormatting: Sendable {
    fileprivate let precision: Int?
    fileprivate let exponential: Bool
    public static let fixed = OSLogFloatFormatting(precision: nil, exponential: false)
    public static let exponential = OSLogFloatFormatting(precision: nil, exponential: true)
    public static let hybrid = OSLogFloatFormatting(precision: nil, exponential: false)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        .init(precision: precision(), exponential: false)
    }
    fileprivate func apply(to value: Double) -> String {
        String(format: "%.\(precision ?? 6)\(exponential ? "e" : "f")", value)
    }
}

public enum OSLogBoolFormat: Sendable { case truth, answer }

public struct OSLogStringAlignment: Sendable {
    fileprivate let columns: Int
    public static let none = OSLogStringAlignment(columns: 0)
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .init(columns: columns()) }
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { .init(columns: -columns()) }
    fileprivate func apply(to text: String) -> String {
        let pad = String(repeating: " ", count: max(0, abs(columns) - text.count))
        return columns >= 0 ? pad + text : text + pad
    }
}
