import SwiftSyntax

/// Objects that are costly to build and meant to be made once and reused.
enum CostlyObjects {
    static let types: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter", "ByteCountFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "NSRegularExpression", "Regex", "NSDataDetector", "CIContext", "NSCache", "Calendar",
    ]

    /// True if `call` builds one of `types` (`DateFormatter()`, `try Regex("…")`, `JSONDecoder.init()`).
    static func isConstruction(_ call: FunctionCallExprSyntax) -> Bool {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return types.contains(ref.baseName.text)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return types.contains(base.baseName.text)
        }
        return false
    }

    /// Drops calls nested in another reported call, so one expression gives one finding.
    static func outermost(_ calls: [FunctionCallExprSyntax]) -> [FunctionCallExprSyntax] {
        calls.filter { call in
            !calls.contains { other in other.id != call.id && call.isInside(other) }
        }
    }
}

/// `allocation-in-body`: formatters, coders and regexes built on every body pass.
enum AllocationInBodyRule: Rule {
    static let description = RuleDescription(
        id: "allocation-in-body",
        name: "Allocation in body",
        severity: .warning,
        message: "Don't build formatters, coders or regexes in body; make them once (a static let, or a model) and reuse them",
        rationale: """
            `body` runs on every update of anything it reads, and in a list once per row. A \
            `DateFormatter`, `NumberFormatter`, `JSONDecoder`, `NSRegularExpression` or `Regex` is \
            expensive to create (locale and pattern set-up) and cheap to reuse, so building one in \
            `body` is measurable in scrolling and typing. Keep one in a `static let`, in the model, \
            or use the `formatted()` APIs and `Text(date, style:)` that cache for you. Creating them \
            inside an action closure or `.task` is fine.
            """,
        triggeringExamples: [
            """
            struct Stamp: View {
                let date: Date
                var body: some View {
                    let formatter = ↓DateFormatter()
                    Text(formatter.string(from: date))
                }
            }
            """,
            """
            struct Prices: View {
                let prices: [Double]
                var body: some View {
                    List(prices, id: \\.self) { price in
                        Text(↓NumberFormatter().string(from: price as NSNumber) ?? "")
                    }
                }
            }
            """,
            """
            struct Matches: View {
                let text: String
                var body: some View {
                    Text(text).foregroundStyle(isValid ? .primary : .red)
                }
                var isValid: Bool { true }
                var badge: some View {
                    let pattern = try? ↓Regex("[0-9]+")
                    return Text(pattern == nil ? "" : "ok")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Stamp: View {
                static let formatter = DateFormatter()
                let date: Date
                var body: some View {
                    Text(Self.formatter.string(from: date))
                }
            }
            """,
            """
            struct Export: View {
                let items: [Item]
                var body: some View {
                    Button("Export") {
                        let data = try? JSONEncoder().encode(items)
                        save(data)
                    }
                    .task { _ = JSONDecoder() }
                }
            }
            """,
            """
            struct Parser {
                func parse(_ data: Data) throws -> [Item] {
                    try JSONDecoder().decode([Item].self, from: data)
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        let candidates = file.calls.filter {
            CostlyObjects.isConstruction($0) && Scopes.scope(of: $0, in: file) == .viewBuilding
        }
        return CostlyObjects.outermost(candidates).map { Violation($0) }
    }
}
