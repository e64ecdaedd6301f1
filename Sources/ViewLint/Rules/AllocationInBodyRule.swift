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
            inside an action closure or `.task` is fine. A helper method or computed property that \
            `body` calls (`format(_:)` building a `NumberFormatter`) runs just as often, so the rule \
            follows `body` into the view's own helpers and reports the construction there.
            """,
        matters: """
            In rows, in views that update often (typing, timers, scrolling) and in anything shown \
            many times: each construction sets up locale data or compiles a pattern, every pass.
            """,
        doesNotMatter: """
            In a screen whose body runs a handful of times the cost is small; the rule still \
            reports it because the fix (a `static let` or a `formatted()` call) is as short as the \
            problem. Objects made in actions, `.task` or a `static let` are never flagged.
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
            """
            struct Total: View {
                let amount: Double
                var body: some View {
                    Text(format(amount))
                        .help(caption)
                }
                private func format(_ value: Double) -> String {
                    let formatter = ↓NumberFormatter()
                    formatter.numberStyle = .currency
                    return formatter.string(from: value as NSNumber) ?? ""
                }
                private var caption: String {
                    ↓ByteCountFormatter().string(fromByteCount: Int64(amount))
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
            """
            struct Total: View {
                let amount: Double
                @State private var exported: Data?
                private static let formatter = NumberFormatter()
                var body: some View {
                    Text(Self.formatter.string(from: amount as NSNumber) ?? "")
                    Button("Export") { exported = export() }
                }
                private func export() -> Data? {
                    try? JSONEncoder().encode(amount)
                }
            }
            """,
            """
            struct Settings: View {
                @AppStorage("total") private var saved = Data()
                let amount: Double
                var body: some View {
                    let _ = UserDefaults.standard.set(try? JSONEncoder().encode(amount), forKey: "total")
                    Text("Saved")
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var runs: [SyntaxIdentifier: Scopes.BodyRun] = [:]
        let candidates = file.calls.filter { call in
            guard CostlyObjects.isConstruction(call), let run = Scopes.bodyRun(of: call, in: file),
                  !isInsideSideEffect(call, in: file)
            else { return false }
            runs[call.id] = run
            return true
        }
        return CostlyObjects.outermost(candidates).map { call in
            guard case .via(let chain)? = runs[call.id] else { return Violation(call) }
            return Violation(call, message:
                "This is built on every body pass (\(Scopes.describe(chain: chain))); make it once (a static let, or a model) and reuse it")
        }
    }

    /// A construction that is an argument of a side effect (`UserDefaults.standard.set(JSONEncoder()…)`)
    /// is part of that problem, which `side-effect-in-body` reports.
    private static func isInsideSideEffect(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self), SideEffectInBodyRule.isSideEffect(outer, in: file) {
                return true
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }
}
