import SwiftSyntax

/// Objects that are costly to build and meant to be made once and reused.
/// Not `Calendar`: a value type, and since Foundation moved to
/// swift-foundation (iOS 17, macOS 14; Swift 5.9+ elsewhere)
/// `Calendar(identifier:)` hands back a cached fixed calendar
/// (`CalendarCache.fixed`): cheap, like `Locale(identifier:)`.
/// Evidence rule (round 22): a warning where the allocation or work runs per row or per element of a
/// collection that can grow (a row of a list, a loop over data), or in a view that re-runs per frame;
/// once per pass of one screen, a note.
enum CostlyObjects {
    static let types: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter", "ByteCountFormatter",
        "PersonNameComponentsFormatter", "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder",
        "NSRegularExpression", "Regex", "NSDataDetector", "CIContext", "NSCache",
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

    /// The costly type a call builds as the compiler resolved it (`Foundation.DateFormatter()`,
    /// an alias of one, `type.init()` on a value holding the type): its name.
    static func resolvedConstruction(_ call: FunctionCallExprSyntax, in file: LintFile) -> String? {
        file.resolution.callees(of: call, in: file).first { $0.isAPI(["init"], of: types) }?.typeName
    }

    /// A construction of a costly type, by spelling or as resolved: what it builds, for messages.
    static func construction(_ call: FunctionCallExprSyntax, in file: LintFile) -> (type: String, bySpelling: Bool)? {
        if isConstruction(call) {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? call.calledExpression.trimmedDescription
            return (name, true)
        }
        if compilesRegularExpression(call) { return ("NSRegularExpression", true) }
        return resolvedConstruction(call, in: file).map { ($0, false) }
    }

    /// `text.range(of: pattern, options: .regularExpression)`, `replacingOccurrences(…, options: [.regularExpression])`:
    /// Foundation compiles the pattern into a regular expression on every call.
    static func compilesRegularExpression(_ call: FunctionCallExprSyntax) -> Bool {
        guard let options = call.arguments.first(where: { $0.label?.text == "options" })?.expression else { return false }
        return options.tokens(viewMode: .sourceAccurate).contains { $0.text == "regularExpression" }
    }

    /// What makes a definition's code costly to run for `allocation-in-body`: a construction.
    static func allocationHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        let line = file.line(of: call.positionAfterSkippingLeadingTrivia)
        if let work = CostlyWork.describe(call) { return Effect(what: work, path: file.path, line: line) }
        guard let built = construction(call, in: file) else { return nil }
        return Effect(what: "builds a `\(built.type)`", path: file.path, line: line)
    }

    /// A call of a function, extension member, computed property's closure or local closure of
    /// the linted files that builds one (`makeFormatter()`, `DateFormatter.short()`): what it does.
    static func wrapper(_ call: FunctionCallExprSyntax, in file: LintFile, kind: EffectKind, hit: (Syntax, LintFile) -> Effect?) -> String? {
        let resolution = file.resolution
        for callee in resolution.definitions(calledBy: call, in: file) where !isOwnMember(callee, of: call, in: file) {
            if let effect = resolution.effect(of: callee, kind: kind, hit: hit) { return effect.describe(callee: callee.name, from: file.path) }
        }
        return nil
    }

    /// A computed property of the linted files that builds one when read: what it does.
    static func wrapper(read expr: ExprSyntax, name: String, in file: LintFile, kind: EffectKind, hit: (Syntax, LintFile) -> Effect?) -> String? {
        let resolution = file.resolution
        for definition in resolution.definitions(read: expr, name: name, in: file) where !isOwnMember(definition, of: expr, in: file) {
            if let effect = resolution.effect(of: definition, kind: kind, hit: hit) {
                return effect.describe(callee: definition.name, from: file.path, verb: "reads")
            }
        }
        return nil
    }

    /// A definition of the type `node` is in, which `Scopes` follows `body` into (and reports there).
    static func isOwnMember(_ definition: Definition, of node: some SyntaxProtocol, in file: LintFile) -> Bool {
        guard let typePath = definition.typePath,
              let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        else { return false }
        return Members.typePath(of: type) == typePath
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
            follows `body` into the view's own helpers and reports the construction there. Blocking \
            work is reported the same way: reading a file (`Data(contentsOf:)`, `NSImage(contentsOf:)`), \
            listing a folder through `FileManager`, asking `NSWorkspace` for a file's icon, and a \
            SwiftData or Core Data query (`modelContext.fetchCount(…)`, `viewContext.fetch(…)`): do it \
            in `.task` or the model and keep the result, or let `@Query` observe the store.
            """,
        matters: """
            In rows, in views that update often (typing, timers, scrolling) and in anything shown \
            many times: each construction sets up locale data or compiles a pattern, every pass.
            """,
        doesNotMatter: """
            In a screen whose body runs a handful of times the cost is small: a formatter or regex \
            built in a view that no code of the linted files builds in a row (`ForEach`, `List(data)`) \
            is a note, since the fix (a `static let` or a `formatted()` call) is short but the gain \
            is too (a settings pane's slider formatters). In a row, or in a view built per row, it \
            is a warning; blocking work (a file read, a store query) is a warning anywhere, and a \
            short disk access (`fileExists(atPath:)`, the workspace's icon for a file) is judged like \
            a construction. Objects \
            made in actions, `.task`, a `static let`, or kept by a function in a cache it tests \
            first (a `static var`, or a class's stored dictionary) are never flagged.
            """,
        triggeringExamples: [
            // A model method that checks the disk, called in every row.
            """
            final class Downloads: ObservableObject {
                @Published var paths: [String] = []
                func isCompleted(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
            }
            struct DownloadList: View {
                @ObservedObject var downloads: Downloads
                var body: some View {
                    List(downloads.paths, id: \\.self) { path in
                        Text(path).foregroundStyle(↓downloads.isCompleted(path) ? .primary : .secondary)
                    }
                }
            }
            """,
            // A cell built per row: each row builds its formatter on every pass (a warning).
            """
            struct EventCell: View {
                let start: Date
                var body: some View {
                    Text(↓DateIntervalFormatter().string(from: start, to: start) ?? "")
                }
            }
            struct Agenda: View {
                let dates: [Date]
                var body: some View {
                    List(dates, id: \\.self) { EventCell(start: $0) }
                }
            }
            """,
            """
            // Followed by name without the compiler: a free function, an extension method, a
            // static computed property read through the type's name.
            func shortDate(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter.string(from: date)
            }
            extension String {
                func withoutVersion() -> String {
                    guard let range = range(of: "@.*$", options: .regularExpression) else { return self }
                    return String(self[..<range.lowerBound])
                }
            }
            struct Cell: View {
                let date: Date
                let name: String
                static var formatter: DateFormatter { DateFormatter() }
                var body: some View {
                    Text(↓shortDate(date))
                    Text(↓name.withoutVersion())
                }
            }
            struct Card: View {
                let date: Date
                var body: some View { Text(↓Cell.formatter.string(from: date)) }
            }
            """,
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
            """
            // Blocking work: a file read, an icon lookup, a store query, on every pass.
            struct AppRow: View {
                let path: String
                @Environment(\\.modelContext) private var modelContext
                var body: some View {
                    HStack {
                        Image(nsImage: ↓NSWorkspace.shared.icon(forFile: path))
                        if let image = ↓NSImage(contentsOf: URL(fileURLWithPath: path)) { Image(nsImage: image) }
                        Text("\\((try? ↓modelContext.fetchCount(FetchDescriptor<Item>())) ?? 0) items")
                    }
                }
            }
            """,
            // Round 11: decoding an image or a payload, and calendar arithmetic per element, on every pass.
            """
            struct Avatars: View {
                let users: [User]
                let payload: Data
                let entries: [Date]
                var body: some View {
                    let posts = (try? ↓JSONDecoder().decode([Post].self, from: payload)) ?? []
                    let today = entries.filter { ↓Calendar.current.isDateInToday($0) }
                    Text("\\(posts.count) posts, \\(today.count) today")
                    List(users) { user in
                        if let image = ↓UIImage(data: user.avatarData) { Image(uiImage: image) }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Round 11: a cached asset, work done once in `.task`, one calendar question outside a loop.
            """
            struct Avatars: View {
                let payload: Data
                let date: Date
                @State private var posts: [Post] = []
                var body: some View {
                    Image(uiImage: UIImage(named: "placeholder")!)
                    Text(Calendar.current.isDateInToday(date) ? "Today" : "Earlier")
                    Text("\\(posts.count) posts")
                        .task { posts = (try? JSONDecoder().decode([Post].self, from: payload)) ?? [] }
                }
            }
            """,
            // A shared object that keeps its formatters in a dictionary it tests first.
            """
            final class Formatters {
                static let shared = Formatters()
                private var cache: [String: DateFormatter] = [:]
                func formatter(for calendar: Calendar) -> DateFormatter {
                    let key = calendar.identifier.debugDescription
                    if let cached = cache[key] { return cached }
                    let made = DateFormatter()
                    made.calendar = calendar
                    cache[key] = made
                    return made
                }
            }
            struct Stamp: View {
                let date: Date
                var body: some View {
                    Text(Formatters.shared.formatter(for: .current).string(from: date))
                }
            }
            """,
            """
            struct AppRow: View {
                let path: String
                @State private var icon: NSImage?
                @State private var count = 0
                @Environment(\\.modelContext) private var modelContext
                var body: some View {
                    HStack {
                        if let icon { Image(nsImage: icon) }
                        Text("\\(count) items")
                    }
                    .task {
                        icon = NSWorkspace.shared.icon(forFile: path)
                        count = (try? modelContext.fetchCount(FetchDescriptor<Item>())) ?? 0
                    }
                }
            }
            """,
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
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            typealias Formatter = Foundation.NumberFormatter

            func makeFormatter() -> DateFormatter {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter
            }

            extension DateFormatter {
                static var short: DateFormatter {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter
                }
            }

            struct Stamp: View {
                let date: Date
                let total: Double
                var body: some View {
                    let make = { JSONDecoder() }
                    VStack {
                        Text(↓Foundation.DateFormatter().string(from: date))
                        Text(↓Formatter().string(from: NSNumber(value: total)) ?? "")
                        Text(↓makeFormatter().string(from: date))
                        Text(↓DateFormatter.short.string(from: date))
                        Text("\\(↓make().userInfo.count)")
                    }
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            extension DateFormatter {
                static let shortDate: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter
                }()
            }

            enum Formats {
                static let number = NumberFormatter()
            }

            func export(_ value: Double) -> Data? { try? JSONEncoder().encode(value) }

            struct Stamp: View {
                let date: Date
                let total: Double
                @State private var exported: Data?
                var body: some View {
                    VStack {
                        Text(DateFormatter.shortDate.string(from: date))
                        Text(Formats.number.string(from: NSNumber(value: total)) ?? "")
                        Button("Export") { exported = export(total) }
                    }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var runs: [SyntaxIdentifier: Scopes.BodyRun] = [:]
        var resolved: [SyntaxIdentifier: String] = [:]
        var works: Set<SyntaxIdentifier> = []
        let workAdvice = "do it once (in `.task` or `onChange`, or in the model) and keep the result in state"
        let candidates = file.calls.filter { call in
            var what: String?
            if let work = CostlyWork.describe(call) {
                what = "This " + work
                works.insert(call.id)
            } else if let built = CostlyObjects.construction(call, in: file) {
                if !built.bySpelling { what = "This builds a `\(built.type)` (as the compiler resolved the call)" }
            } else if !file.resolution.definitions(calledBy: call, in: file).isEmpty, Scopes.bodyRun(of: call, in: file) != nil,
                      let wrapper = CostlyObjects.wrapper(call, in: file, kind: .allocation, hit: CostlyObjects.allocationHit) {
                what = "This " + wrapper
            } else {
                return false
            }
            guard let run = Scopes.bodyRun(of: call, in: file), !isInsideSideEffect(call, in: file) else { return false }
            runs[call.id] = run
            resolved[call.id] = what
            return true
        }
        var reads: [Violation] = []
        do {  // by the compiler's names, or by name (`NamedCallable`)
            // `DateFormatter.short` where `static var short: DateFormatter { … }` builds one on every read.
            for (expr, name) in file.followedReads {
                guard let what = CostlyObjects.wrapper(read: expr, name: name, in: file, kind: .allocation, hit: CostlyObjects.allocationHit),
                      let run = Scopes.bodyRun(of: expr, in: file), !isInsideSideEffect(expr, in: file)
                else { continue }
                var path: String?
                if case .via(let chain) = run { path = Scopes.describe(chain: chain) }
                let heavy = CostlyWork.isWork(what) && !CostlyWork.isLight(what)
                let severity = heavy ? nil : rowSeverity(of: expr, in: file)
                reads.append(Violation(expr, message:
                    "This \(what) on every body pass\(path.map { " (\($0))" } ?? ""); "
                    + (CostlyWork.isWork(what) ? workAdvice : "make it once (a static let, or a model) and reuse it")
                    + (severity == nil ? "" : CostlyWork.isWork(what) ? workNoteReason(what) : noteReason),
                    severity: severity, evidence: severity == nil ? repeatEvidence(of: expr, in: file) : .proven))
            }
        }
        return reads + CostlyObjects.outermost(candidates).map { call in
            var path: String?
            if case .via(let chain)? = runs[call.id] { path = Scopes.describe(chain: chain) }
            let isWork = works.contains(call.id) || resolved[call.id].map(CostlyWork.isWork) == true
            let heavy = isWork && resolved[call.id].map(CostlyWork.isLight) != true
            let severity = heavy ? nil : rowSeverity(of: call, in: file)
            let reason = severity == nil ? "" : isWork ? workNoteReason(resolved[call.id] ?? "") : noteReason
            let evidence = severity == nil ? repeatEvidence(of: call, in: file) : .proven
            if let what = resolved[call.id] {
                return Violation(call, message:
                    "\(what) on every body pass\(path.map { " (\($0))" } ?? ""); "
                    + (isWork ? workAdvice : "make it once (a static let, or a model) and reuse it") + reason, severity: severity, evidence: evidence)
            }
            guard let path else {
                return severity == nil ? Violation(call, evidence: evidence) : Violation(call, message: description.message + reason, severity: severity)
            }
            return Violation(call, message:
                "This is built on every body pass (\(path)); make it once (a static let, or a model) and reuse it" + reason,
                severity: severity, evidence: evidence)
        }
    }

    /// What makes the work add up, proven from the code: it runs once per row of data proven
    /// large, or once per element of such a collection it walks (`for file in files { … }`,
    /// `files.filter { fileExists(…) }`). Otherwise how often it runs, the body's passes or the
    /// rows of a view built elsewhere, is what the reader has to check.
    static func repeatEvidence(of node: some SyntaxProtocol, in file: LintFile) -> Evidence {
        if let walked = enclosingWalk(of: node) { return CollectionEvidence.largeness(of: walked, in: file) }
        if Scopes.isInRow(node) || file.index.calledNames != nil || file.seesWholeSet {
            if InlineCollectionTransformRule.enclosingRowData(node) != nil || Scopes.isInRow(node) { return RowEvidence.of(node, in: file) }
            if let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
               let name = Syntax(type).typeName, file.index.builtInRows(name) {
                return RowEvidence.of(node, in: file)
            }
        }
        return .suspected("check how often this body runs: the linter sees this once per pass, in no row and no loop over data it knows to be large")
    }

    /// The collection a `for` loop or an element closure (`filter`, `map`, `contains(where:)`…)
    /// around `node` walks, inside the same member.
    static func enclosingWalk(of node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let loop = syntax.as(ForStmtSyntax.self), loop.body.range.contains(node.position) { return loop.sequence }
            if let closure = syntax.as(ClosureExprSyntax.self),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               InlineCollectionTransformRule.transforms.contains(member.declName.baseName.text)
                || InlineCollectionTransformRule.scans.contains(member.declName.baseName.text) || member.declName.baseName.text == "forEach" {
                return base
            }
            if syntax.is(DeclSyntax.self) && !syntax.is(VariableDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    static func workNoteReason(_ what: String) -> String {
        what.contains("does calendar arithmetic")
            ? " (a note: this view is not built per row in the linted files; each call costs microseconds, which add up only over a long collection or very frequent passes: check how many elements the walk covers)"
            : " (a note: this view is not built per row in the linted files, so this short disk access runs once per body pass, which costs little unless body runs very often)"
    }

    static let noteReason = " (a note: this view is not built per row in the linted files, so it builds a few per body pass, which costs little unless body runs very often)"

    /// Building a formatter or regex costs microseconds: it adds up per row (a row of its own list,
    /// or a view some code of the set builds in rows: a warning), not in one screen's few passes
    /// (a settings pane's slider formatters, a header): a note.
    static func rowSeverity(of node: some SyntaxProtocol, in file: LintFile) -> Severity? {
        if Scopes.isInRow(node) { return nil }
        guard let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let name = Syntax(type).typeName
        else { return nil }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return nil
        }
        return file.index.builtInRows(name) ? nil : .note
    }

    /// A construction that is an argument of a side effect (`UserDefaults.standard.set(JSONEncoder()…)`)
    /// is part of that problem, which `side-effect-in-body` reports.
    private static func isInsideSideEffect(_ call: some SyntaxProtocol, in file: LintFile) -> Bool {
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
