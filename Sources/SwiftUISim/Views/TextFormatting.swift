import Foundation
import Synchronization

/// Text's styles as plain bits: flags plus interned names for the font,
/// weight and colour. No reference to retain, so a `Text` copies as cheaply
/// styled as plain; `dump()` spells them out as modifiers.
@usableFromInline
struct TextStyles: Equatable, Sendable, CustomStringConvertible {
    @usableFromInline var bits: UInt64 = 0
    @inlinable init() {}

    var isEmpty: Bool { bits == 0 }

    enum Flag: Int, CaseIterable {
        case bold, italic, underline, strikethrough, monospaced, monospacedDigit, kerning, baselineOffset, smallCaps
        /// The colour set is a plain `Color` (not `.secondary`, a gradient…): not listed by `dump()`.
        case plainColor
        var name: String {
            switch self {
            case .bold: "bold"
            case .italic: "italic"
            case .underline: "underline"
            case .strikethrough: "strikethrough"
            case .monospaced: "monospaced"
            case .monospacedDigit: "monospacedDigit"
            case .kerning: "kerning"
            case .baselineOffset: "baselineOffset"
            case .smallCaps: "smallCaps"
            case .plainColor: ""
            }
        }
    }
    /// Bits 0…15 flags, 16…31 font, 32…47 colour, 48…63 weight (with the
    /// text's own spacing and rise, `weightAndMetrics`): name numbers in
    /// `TextStyleNames` (0 is none).
    private enum Field: UInt64 { case font = 16, color = 32, weight = 48 }

    mutating func set(_ flag: Flag, _ on: Bool = true) {
        let mask: UInt64 = 1 << UInt64(flag.rawValue)
        bits = on ? bits | mask : bits & ~mask
    }

    private mutating func set(_ field: Field, _ name: String?) {
        let id = name.map(TextStyleNames.number) ?? 0
        bits = (bits & ~(0xFFFF << field.rawValue)) | (UInt64(id) << field.rawValue)
    }
    private func name(_ field: Field) -> String? { TextStyleNames.name(UInt16(truncatingIfNeeded: bits >> field.rawValue)) }

    mutating func setFont(_ name: String?) { set(.font, name) }
    mutating func setColor(_ name: String?) { set(.color, name) }
    mutating func setWeight(_ name: String?) { setWeightAndMetrics(name, spacing: spacing, rise: rise) }

    // The weight field also carries the text's own spacing and rise, when
    // either is set ("bold|-30.0|0.0", interned as one name): a `Text`
    // stays its string and one word of styles.
    private var weightAndMetrics: (weight: String?, spacing: Double, rise: Double) {
        guard let raw = name(.weight) else { return (nil, 0, 0) }
        guard raw.contains("|") else { return (raw, 0, 0) }
        let parts = raw.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return (raw, 0, 0) }
        return (parts[0].isEmpty ? nil : String(parts[0]), Double(parts[1]) ?? 0, Double(parts[2]) ?? 0)
    }
    private mutating func setWeightAndMetrics(_ weight: String?, spacing: Double, rise: Double) {
        let finite = (spacing.isFinite ? spacing : 0, rise.isFinite ? rise : 0)
        set(.weight, finite == (0, 0) ? weight : "\(weight ?? "")|\(finite.0)|\(finite.1)")
    }
    /// `Text.tracking(_:)`/`Text.kerning(_:)`: points added after each
    /// glyph (0: none), judged as the view modifiers are (`Drawing.tracking`).
    var spacing: Double {
        get { weightAndMetrics.spacing }
        set { let now = weightAndMetrics; setWeightAndMetrics(now.weight, spacing: newValue, rise: now.rise) }
    }
    /// `Text.baselineOffset(_:)`: points the glyphs are raised (0: none),
    /// judged as the view modifier's move is.
    var rise: Double {
        get { weightAndMetrics.rise }
        set { let now = weightAndMetrics; setWeightAndMetrics(now.weight, spacing: now.spacing, rise: newValue) }
    }

    /// The text's own font and colour, for `Visibility`.
    var drawing: Drawing? {
        let font = name(.font), color = name(.color), metrics = weightAndMetrics
        guard font != nil || color != nil || metrics.spacing != 0 || metrics.rise != 0 else { return nil }
        return .text(font: font.map { Font(name: $0) },
                     color: bits & (1 << UInt64(Flag.plainColor.rawValue)) != 0 ? color.map(Color.init) : nil,
                     tracking: metrics.spacing, rise: metrics.rise)
    }

    /// `.font(title) .bold`, the way `dump()` lists modifiers.
    @usableFromInline var description: String {
        modifiers.map { "." + $0 }.joined(separator: " ")
    }

    /// Each style as a modifier's description (`font(title)`, `bold`): what
    /// `ViewHost.tree` lists on the text, one modifier each.
    var modifiers: [String] {
        var parts: [String] = []
        if let font = name(.font) { parts.append("font(\(font))") }
        if let weight = weightAndMetrics.weight { parts.append("fontWeight(\(weight))") }
        for flag in Flag.allCases where flag != .plainColor && bits & (1 << UInt64(flag.rawValue)) != 0 { parts.append(flag.name) }
        if let color = name(.color) { parts.append("foregroundStyle(\(color))") }
        return parts
    }
}

/// Names used by text styles, numbered once (styling is rare; reading is for `dump()`).
enum TextStyleNames {
    private static let table = Mutex<[String]>([])

    static func number(_ name: String) -> UInt16 {
        table.withLock { names in
            if let index = names.firstIndex(of: name) { return UInt16(index + 1) }
            guard names.count < Int(UInt16.max) - 1 else { return 0 }
            names.append(name)
            return UInt16(names.count)
        }
    }

    static func name(_ number: UInt16) -> String? {
        guard number > 0 else { return nil }
        return table.withLock { Int(number) <= $0.count ? $0[Int(number) - 1] : nil }
    }
}

// MARK: Styling that returns Text (so styled texts concatenate)

extension Text {
    private func styled(_ change: (inout TextStyles) -> Void) -> Text {
        var copy = self
        change(&copy.styles)
        return copy
    }
    public func font(_ font: Font?) -> Text { styled { $0.setFont(font?.name) } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.setWeight(weight?.name) } }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func bold() -> Text { styled { $0.set(.bold) } }
    public func bold(_ isActive: Bool) -> Text { styled { $0.set(.bold, isActive) } }
    public func italic() -> Text { styled { $0.set(.italic) } }
    public func italic(_ isActive: Bool) -> Text { styled { $0.set(.italic, isActive) } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.set(.underline, isActive) } }
    public func underline(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text { underline(isActive) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.set(.strikethrough, isActive) } }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern, color: Color? = nil) -> Text { strikethrough(isActive) }
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.set(.monospaced, isActive) } }
    public func monospacedDigit() -> Text { styled { $0.set(.monospacedDigit) } }
    /// Kept with its value and judged as `View.kerning(_:)` is (Apple,
    /// Text.kerning(_:), iOS 13: "the spacing, or kerning, between
    /// characters"): glyphs piled up or spread past the screen are not read.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.set(.kerning, kerning != 0); $0.spacing = Double(kerning) } }
    /// Text.tracking(_:) (iOS 16): "the tracking for the text", judged as kerning is.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.set(.kerning, tracking != 0); $0.spacing = Double(tracking) } }
    /// Text.baselineOffset(_:) (iOS 13): "the vertical offset for the text":
    /// its glyphs drawn raised by `offset` points, judged as the view
    /// modifier's move is (2000 points up is off the screen).
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.set(.baselineOffset, offset != 0); $0.rise = Double(offset) } }
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.setColor(color?.name); $0.set(.plainColor, color != nil) } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let plain = Color.ink(style)
        return styled { $0.setColor(plain?.name ?? "\(style)"); $0.set(.plainColor, plain != nil) }
    }
    public func smallCaps() -> Text { styled { $0.set(.smallCaps) } }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

    public enum Scale: Hashable, Sendable { case `default`, secondary }
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
    /// Apple: `Text.LineStyle` (iOS 15 / macOS 12), "a description of a
    /// style used to draw a line for strikethrough or underline".
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) { (self.pattern, self.color) = (pattern, color) }
        public static let single = LineStyle()
        /// Apple: `Text.LineStyle.Pattern`, "the pattern, that the line has".
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid"), dot = Pattern(name: "dot"), dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot"), dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

public typealias LineStylePattern = Text.LineStyle.Pattern

// MARK: Dates, formats and formatters

/// All formatting uses the simulator's locale (en_US), so text is the same
/// on every machine.
let simulatorLocale = Locale(identifier: "en_US")

extension Text {
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0), date = DateStyle(kind: 1), relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3), timer = DateStyle(kind: 4)

        func format(_ date: Date) -> String {
            switch kind {
            case 0: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(simulatorLocale))
            case 1: return date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(simulatorLocale))
            case 2: return date.formatted(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide).locale(simulatorLocale))
            default:
                let seconds = Int(abs(date.timeIntervalSinceNow))
                return String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
        }
    }

    public init(_ date: Date, style: DateStyle) { content = style.format(date) }
    public init(_ dates: ClosedRange<Date>) {
        let format = Date.FormatStyle(date: .abbreviated, time: .shortened).locale(simulatorLocale)
        content = dates.lowerBound.formatted(format) + " – " + dates.upperBound.formatted(format)
    }
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        content = DateStyle.timer.format(countsDown ? timerInterval.upperBound : timerInterval.lowerBound)
    }

    /// `Text(price, format: .currency(code: "USD"))`, `Text(.now, format: .dateTime.hour())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.locale(simulatorLocale).format(input)
    }

    /// `Text(date, formatter: formatter)`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        content = formatter.string(for: subject as? NSObject ?? subject as Any) ?? "\(subject)"
    }
    public init(_ date: Date, formatter: Formatter) { content = formatter.string(for: date) ?? "\(date)" }
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        content = formatter.string(for: subject) ?? "\(subject)"
    }

    /// Text.init(_:) of an AttributedString (iOS 15) draws each run in its
    /// SwiftUI attributes (AttributeScopes.SwiftUIAttributes: `foregroundColor`,
    /// "The foreground color attribute"; `font`). Twenty-first review: the
    /// text is judged in the colour and font most of its glyphs are drawn in
    /// (`AttributedRuns.dominant`), as a modifier's colour and font are, so a
    /// line made white on a white row is not read.
    @_disfavoredOverload public init(_ attributed: AttributedString) {
        content = String(attributed.characters)
        let (colour, font) = AttributedRuns.dominant(attributed)
        if let colour { styles.setColor(colour.name); styles.set(.plainColor) }
        if let font { styles.setFont(font.name) }
    }

    /// An image inside a text line (`Text(Image(systemName: "star"))`).
    public init(_ image: Image) { content = "" }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        append(format.locale(simulatorLocale).format(input))
    }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(style.format(date)) }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        append(formatter?.string(for: subject as? NSObject ?? subject as Any) ?? "\(subject)")
    }
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        append(formatter?.string(for: subject) ?? "\(subject)")
    }
    public mutating func appendInterpolation(_ image: Image) {}
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) { append(formatter?.string(for: date) ?? "\(date)") }
    public mutating func appendInterpolation(_ attributed: AttributedString) { append(String(attributed.characters)) }
}

// MARK: Text layout modifiers (recorded for dump; no behaviour)

public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

// `UIKeyboardType`, `UITextAutocapitalizationType` and `UITextContentType` are UIKit's (Sources/UIKitSim).

public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0), words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2), characters = TextInputAutocapitalization(kind: 3)
}

public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go"), send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join"), route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next"), `continue` = SubmitLabel(name: "continue")
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Apple (iOS 13, deprecated for `DynamicTypeSize`): ordered (`<`, iOS 14),
/// `isAccessibilityCategory` (iOS 13.4).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability(), disabled = TextSelectability()
}

extension View {
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_RecordedModifier("multilineTextAlignment(\(alignment))"))
    }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modifier(_RecordedModifier("lineSpacing(\(format(lineSpacing)))")) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_DrawingModifier("minimumScaleFactor(\(format(factor)))", .minimumScale(Double(factor))))
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { modifier(_RecordedModifier("truncationMode(\(mode))")) }
    public func allowsTightening(_ flag: Bool) -> some View { modifier(_RecordedModifier("allowsTightening")) }
    public func textCase(_ textCase: Text.Case?) -> some View { modifier(_RecordedModifier("textCase(\(textCase.map { "\($0)" } ?? "nil"))")) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { modifier(_DrawingModifier("lineLimit(\(limit))", .lineLimit(limit))) }
    /// A range's upper bound limits (`1...3`: three lines; `2...`: none).
    public func lineLimit<R: RangeExpression>(_ limit: R) -> some View where R.Bound == Int {
        let upper: Int? = switch limit {
        case let range as ClosedRange<Int>: range.upperBound
        case let range as Range<Int>: range.upperBound - 1
        case let range as PartialRangeThrough<Int>: range.upperBound
        case let range as PartialRangeUpTo<Int>: range.upperBound - 1
        default: nil
        }
        return modifier(_DrawingModifier("lineLimit(range)", .lineLimit(upper)))
    }
    public func textSelection(_ selectability: TextSelectability) -> some View { modifier(_RecordedModifier("textSelection")) }
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(_RecordedModifier("keyboardType(\(type))")) }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { modifier(_RecordedModifier("autocapitalization")) }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(_RecordedModifier("textInputAutocapitalization"))
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(_RecordedModifier("autocorrectionDisabled")) }
    public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(_RecordedModifier("autocorrectionDisabled")) }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(_RecordedModifier("textContentType")) }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(_RecordedModifier("submitLabel(\(submitLabel.name))")) }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { modifier(_RecordedModifier("dynamicTypeSize")) }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(_RecordedModifier("dynamicTypeSize"))
    }
    /// Marks the views below as private: redacted while the environment's
    /// `redactionReasons` hold `.privacy` (Views/Redaction.swift).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentModifier(description: "privacySensitive") { $0.isPrivacySensitive = sensitive })
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(_RecordedModifier("fontWeight(\(weight?.name ?? "nil"))")) }
    public func fontDesign(_ design: Font.Design?) -> some View { modifier(_RecordedModifier("fontDesign")) }
    public func fontWidth(_ width: Font.Width?) -> some View { modifier(_RecordedModifier("fontWidth")) }
    public func monospaced(_ isActive: Bool = true) -> some View { modifier(_RecordedModifier("monospaced")) }
    public func monospacedDigit() -> some View { modifier(_RecordedModifier("monospacedDigit")) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { modifier(_RecordedModifier("underline")) }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { modifier(_RecordedModifier("strikethrough")) }
    /// iOS 16 / macOS 13: the view forms with a line pattern.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        modifier(_RecordedModifier("underline"))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        modifier(_RecordedModifier("strikethrough"))
    }
    public func kerning(_ kerning: CGFloat) -> some View { modifier(_DrawingModifier("kerning", .tracking(Double(kerning)))) }
    public func tracking(_ tracking: CGFloat) -> some View { modifier(_DrawingModifier("tracking", .tracking(Double(tracking)))) }
    /// Every text in the view raised by `offset` points: drawn moved, as a transform is.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        modifier(_DrawingModifier("baselineOffset(\(format(offset)))", Drawing(CGAffineTransform(translationX: 0, y: -offset))))
    }
    public func headerProminence(_ prominence: Prominence) -> some View { modifier(_RecordedModifier("headerProminence")) }
}

public enum Prominence: Hashable, Sendable { case standard, increased }
