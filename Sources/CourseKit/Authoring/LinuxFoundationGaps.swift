/// Apple Foundation API that Linux's Foundation (swift-corelibs-foundation,
/// which lab code compiles against) lacks, each with what to use instead.
/// Measured on this toolchain: `probe` fails to compile and `instead`
/// compiles (`LinuxFoundationGapsTests` keeps both true). A compiler error
/// naming one of them gets the note (`MissingAPINotes`), in `course check`
/// and in `course dev verify`'s report on Support and Checks.
public struct LinuxFoundationGap: Sendable, Equatable {
    /// The name as the compiler's error spells it.
    public var name: String
    /// How it is spelled in source, for errors that do not name it
    /// ("missing argument for parameter 'coder'"): the compiler echoes the line.
    public var spelled: String
    /// One line of Swift that uses it (and does not compile on Linux).
    public var probe: String
    /// What to write instead, in words.
    public var advice: String
    /// One line of Swift doing that (compiles on Linux).
    public var instead: String

    public static let all: [LinuxFoundationGap] = [
        .init(
            name: "RelativeDateTimeFormatter", spelled: "RelativeDateTimeFormatter(", probe: "_ = RelativeDateTimeFormatter()",
            advice: "`date.formatted(.relative(presentation: .named))` (Date.RelativeFormatStyle), or a formatter type of the lab's own in Support",
            instead: "_ = Date().formatted(.relative(presentation: .named))"),
        .init(
            name: "DateComponentsFormatter", spelled: "DateComponentsFormatter(", probe: "_ = DateComponentsFormatter()",
            advice: "`Duration.seconds(n).formatted(.units(allowed: [.minutes, .seconds]))` or `.time(pattern: .minuteSecond)`",
            instead: "_ = Duration.seconds(75).formatted(.units(allowed: [.minutes, .seconds]))"),
        .init(
            name: "ListFormatter", spelled: "ListFormatter(", probe: "_ = ListFormatter()",
            advice: "`names.formatted(.list(type: .and))`",
            instead: #"_ = ["a", "b"].formatted(.list(type: .and))"#),
        .init(
            name: "MeasurementFormatter", spelled: "MeasurementFormatter(", probe: "_ = MeasurementFormatter()",
            advice: "format the value (`value.formatted(.number)`) and append the unit's `symbol`; `Measurement.formatted()` is missing too",
            instead: #"_ = Measurement(value: 5, unit: UnitLength.meters).value.formatted(.number) + " m""#),
        .init(
            name: "PersonNameComponentsFormatter", spelled: "PersonNameComponentsFormatter(", probe: "_ = PersonNameComponentsFormatter()",
            advice: "join the name's parts yourself (`[name.givenName, name.familyName].compactMap { $0 }.joined(separator: \" \")`); `PersonNameComponents.formatted()` is missing too",
            instead: #"_ = [PersonNameComponents().givenName, "Ada"].compactMap { $0 }.joined(separator: " ")"#),
        .init(
            name: "AttributedString(markdown:)", spelled: "AttributedString(markdown:", probe: #"_ = try? AttributedString(markdown: "*x*")"#,
            advice: "build the AttributedString from plain parts (`AttributedString(\"x\")`), or keep the markdown as a String",
            instead: #"_ = AttributedString("x")"#),
        .init(
            name: "NSPredicate(format:)", spelled: "NSPredicate(format:", probe: #"_ = NSPredicate(format: "x == 1")"#,
            advice: "a Swift closure (`filter { … }`); predicate strings need key-value coding, which Linux lacks",
            instead: "_ = [1, 2].filter { $0 == 1 }"),
        .init(
            name: "NSSortDescriptor(key:ascending:)", spelled: "NSSortDescriptor(key:", probe: #"_ = NSSortDescriptor(key: "x", ascending: true)"#,
            advice: "`sorted(using: KeyPathComparator(\\.x))` or `sorted { $0.x < $1.x }`",
            instead: "_ = [3, 1].sorted { $0 < $1 }"),
        .init(
            name: "NSUbiquitousKeyValueStore", spelled: "NSUbiquitousKeyValueStore", probe: "_ = NSUbiquitousKeyValueStore.default",
            advice: "an in-memory store of the lab's own in Support",
            instead: "_ = [String: Int]()"),
        .init(
            name: "thermalState", spelled: ".thermalState", probe: "_ = ProcessInfo.processInfo.thermalState",
            advice: "a value the lab's Support provides",
            instead: "_ = ProcessInfo.processInfo.processorCount"),
        .init(
            name: "NSDataDetector", spelled: "NSDataDetector", probe: "_ = NSDataDetector.self",
            advice: "`NSRegularExpression` or Swift `Regex`",
            instead: #"_ = try? NSRegularExpression(pattern: "[0-9]+")"#),
        .init(
            name: "formatted", spelled: "!.formatted()", probe: #"_ = URL(string: "https://x")!.formatted()"#,
            advice: "`url.absoluteString` / `host`; `PersonNameComponents.formatted()` and `Measurement.formatted()` are missing too",
            instead: #"_ = URL(string: "https://x")!.absoluteString"#),
    ]

    /// The gap a source line the compiler echoed uses, if any.
    static func gap(inSource line: String) -> LinuxFoundationGap? {
        all.first { line.contains($0.spelled) }
    }

    /// The gap a compiler error line is about, if any.
    static func gap(inError line: String) -> LinuxFoundationGap? {
        guard line.contains("error:") else { return nil }
        return all.first { gap in
            let bare = String(gap.name.prefix { $0 != "(" })
            if gap.name.contains("(") {
                // An initializer: the error names the label or "no exact matches" on the type.
                let label = gap.name.drop { $0 != "(" }.dropFirst().prefix { $0 != ":" }
                return line.contains("'\(bare)'") && line.contains("unavailable")
                    || line.contains("'init(\(label):") || (line.contains("no exact matches in call to initializer") && line.contains(bare))
            }
            return line.contains("'\(bare)'") && (line.contains("cannot find") || line.contains("unavailable") || line.contains("has no member"))
        }
    }

    /// The note a compiler error gets.
    var note: String {
        "`\(name)` is Apple Foundation API that Linux's Foundation lacks: use \(advice) (docs/authoring.md lists these)"
    }
}
