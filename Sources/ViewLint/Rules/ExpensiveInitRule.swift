import SwiftSyntax

/// `expensive-init`: costly work in a view's initialiser (or stored property defaults).
/// Evidence rule (round 22): a warning where the init is proven to run often (the view is built per
/// row, or by a view observing an object a timer ticks) or the object is documented costly to make
/// (`CIContext`); otherwise a note that says what to check.
enum ExpensiveInitRule: Rule {
    static let description = RuleDescription(
        id: "expensive-init",
        name: "Expensive view init",
        severity: .warning,
        message: "Keep a view's init cheap; decode, read files and build formatters in a model, a static let, or .task; format values in body",
        rationale: """
            A view's `init` is not a one-time set-up hook: every time the parent's `body` runs it \
            creates the child view value again, running `init` and every stored property's default \
            value. Building formatters or coders, formatting values (`.formatted(…)`, a format \
            style's `format(_:)`), decoding data or reading files there multiplies by the number of \
            parent updates, also for rows whose `body` SwiftUI then skips. Pass already-prepared values in, keep shared objects in a \
            `static let`, or load asynchronously in `.task` and store the result in state. \
            (`@StateObject`'s initial value is an autoclosure run once, so it is not flagged.)
            """,
        matters: """
            Child views created in a parent's `body` — above all in rows and in parents that \
            update often: each parent pass builds the object again.
            """,
        doesNotMatter: """
            A view created once (a root view, a sheet's content built once) pays the cost once; \
            the rule cannot tell, and the fix (`static let`, or preparing the value outside) is \
            short either way. `@StateObject`'s initial value is not flagged.
            """,
        triggeringExamples: [
            // Round 22: a `CIContext` per init is a warning wherever the view is built (Apple's
            // Core Image guide: reuse contexts); a timer publisher in a view whose builder observes
            // an object a timer ticks is remade on every tick (a warning).
            """
            struct QRCode: View {
                let content: String
                private let context = ↓CIContext()
                var body: some View { Text(content) }
            }
            struct ReceiveSheet: View {
                var body: some View { QRCode(content: "bitcoin:") }
            }
            """,
            """
            final class SessionManager: ObservableObject {
                @Published var elapsed: TimeInterval = 0
                @Published var isBlocking = false
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
                }
            }
            struct SessionView: View {
                private let rotation = ↓Timer.publish(every: 10, on: .main, in: .common).autoconnect()
                @State private var message = 0
                var body: some View { Text("\\(message)").onReceive(rotation) { _ in message += 1 } }
            }
            struct HomeScreen: View {
                @EnvironmentObject var session: SessionManager
                var body: some View {
                    VStack {
                        Text("\\(session.elapsed)")
                        SessionView()
                    }
                }
            }
            """,
            """
            final class WarningController {
                var hidden = true
                init() { hidden = UserDefaults.standard.bool(forKey: "hide") }
            }
            struct NoteCard: View {
                @State private var warning = ↓WarningController()
                var body: some View { Text(warning.hidden ? "…" : "Note") }
            }
            struct Feed: View {
                let notes: [String]
                var body: some View { List(notes, id: \\.self) { _ in NoteCard() } }
            }
            """,
            """
            struct Location {
                let path: String
                static func load() -> Location {
                    let exists = FileManager.default.fileExists(atPath: "/tmp/downloads")
                    return Location(path: exists ? "/tmp/downloads" : "/")
                }
            }
            struct LocationPicker: View {
                @State private var location = ↓Location.load()
                var body: some View { Text(location.path) }
            }
            """,
            """
            struct ProfileView: View {
                let profile: Profile
                init(json: Data) {
                    profile = ↓try! JSONDecoder().decode(Profile.self, from: json)
                }
                var body: some View { Text(profile.name) }
            }
            """,
            """
            struct NotesView: View {
                let notes: String
                private let formatter = ↓DateFormatter()
                init(url: URL) {
                    notes = (↓try? String(contentsOf: url, encoding: .utf8)) ?? ""
                }
                var body: some View { Text(notes) }
            }
            """,
            """
            struct PriceRow: View {
                let price: String
                init(total: Double) {
                    price = ↓total.formatted(.number.precision(.fractionLength(2)))
                }
                var body: some View { Text(price) }
            }
            """,
            """
            struct AvatarView: View {
                let image: Data?
                init(name: String) {
                    image = ↓FileManager.default.contents(atPath: name)
                }
                var body: some View { Text("avatar") }
            }
            """,
            """
            struct Countdown: View {
                let timer = ↓Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var ticker = ↓Timer.publish(every: 60, on: .main, in: .common).autoconnect()
                @State private var left = 10
                var body: some View {
                    Text("\\(left)").onReceive(timer) { _ in left -= 1 }
                }
            }
            """,
            """
            // A note: subscribed once, in onAppear; later publishers are never subscribed.
            import Combine
            struct Clock: View {
                let timer = ↓Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var now = Date()
                @State private var subscription: AnyCancellable?
                var body: some View {
                    Text(now, style: .time).onAppear { subscription = timer.sink { now = $0 } }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // A struct in `@State`: a value, built with the view value at no more cost than its fields.
            """
            struct Draft { var text = "" }
            struct Composer: View {
                @State private var draft = Draft()
                var body: some View { TextField("Text", text: $draft.text) }
            }
            """,
            """
            // A loader that keeps its result in a static var and returns it once set: the file is
            // read on the first call of the process, later inits read the cache.
            struct Island: Decodable {
                let name: String
                private static var cached: [Island]?
                static func all() -> [Island] {
                    if let cached { return cached }
                    let data = (try? Data(contentsOf: URL(fileURLWithPath: "/tmp/islands.json"))) ?? Data()
                    let loaded = (try? JSONDecoder().decode([Island].self, from: data)) ?? []
                    Self.cached = loaded
                    return loaded
                }
            }
            struct IslandList: View {
                let islands = Island.all()
                var body: some View { Text("\\(islands.count)") }
            }
            """,
            """
            final class Clock: ObservableObject {
                let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            }
            struct Countdown: View {
                static let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @StateObject private var clock = Clock()
                @State private var left = 10
                var body: some View {
                    Text("\\(left)").onReceive(Self.timer) { _ in left -= 1 }
                }
            }
            """,
            """
            struct PriceRow: View {
                let total: Double
                var body: some View { Text(total.formatted(.number.precision(.fractionLength(2)))) }
            }
            """,
            """
            struct FilteredList: View {
                private let values: [Int]
                init(values: [Int]) {
                    self.values = values.filter { $0 > 0 }
                }
                var body: some View { Text("\\(values.count)") }
            }
            """,
            """
            struct Dashboard: View {
                @StateObject private var model = DashboardModel(decoder: JSONDecoder())
                static let formatter = DateFormatter()
                var body: some View { Text("Dashboard") }
            }
            """,
            """
            final class Store {
                let items: [Item]
                init(url: URL) throws {
                    items = try JSONDecoder().decode([Item].self, from: Data(contentsOf: url))
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            func loadSettings() -> [String: String] {
                let decoder = JSONDecoder()
                return (try? decoder.decode([String: String].self, from: Data("{}".utf8))) ?? [:]
            }

            extension JSONDecoder {
                static func lenient() -> JSONDecoder { JSONDecoder() }
            }

            func euros(_ value: Double) -> String {
                let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
                return style.format(value)
            }

            struct Row: View {
                let title: String
                let price: String
                let formatter = ↓Foundation.DateFormatter()
                let settings = ↓loadSettings()
                let decoder: JSONDecoder

                init(title: String, total: Double) {
                    self.title = title
                    decoder = ↓JSONDecoder.lenient()
                    price = ↓euros(total)
                }

                var body: some View { Text(title) }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            func loadSettings() -> [String: String] {
                let decoder = JSONDecoder()
                return (try? decoder.decode([String: String].self, from: Data("{}".utf8))) ?? [:]
            }

            struct Row: View {
                static let formatter = Foundation.DateFormatter()
                let title: String
                @State private var settings: [String: String] = [:]
                var body: some View {
                    Text(title).task { settings = loadSettings() }
                }
            }
            """,
        ])

    static let decodingNames: Set<String> = ["decode", "jsonObject", "propertyList", "unarchivedObject", "unarchiveTopLevelObjectWithData"]
    static let fileReadingTypes: Set<String> = ["Data", "String", "NSString", "NSData", "NSDictionary", "NSArray", "UIImage", "NSImage"]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var resolved: [SyntaxIdentifier: String] = [:]
        let candidates = file.calls.filter { call in
            if isExpensive(call) {
                guard Scopes.scope(of: call, in: file) == .viewInit else { return false }
                if call.calleeName == "formatted" { resolved[call.id] = "this formats a value (`.formatted(…)`)" }
                return true
            }
            if let what = resolvedWork(call, in: file) {
                guard Scopes.scope(of: call, in: file) == .viewInit else { return false }
                resolved[call.id] = "this \(what) (as the compiler resolved the call)"
                return true
            }
            guard !file.resolution.definitions(calledBy: call, in: file).isEmpty, Scopes.scope(of: call, in: file) == .viewInit,
                  let wrapper = CostlyObjects.wrapper(call, in: file, kind: .expensive, hit: expensiveHit)
            else { return false }
            resolved[call.id] = "this " + wrapper
            return true
        }
        var reads: [Violation] = []
        do {  // by the compiler's names, or by name (`NamedCallable`)
            for (expr, name) in file.followedReads {
                // What the read runs first (most reads resolve to nothing), then where it runs.
                guard let what = CostlyObjects.wrapper(read: expr, name: name, in: file, kind: .expensive, hit: expensiveHit),
                      Scopes.scope(of: expr, in: file) == .viewInit
                else { continue }
                reads.append(Violation(expr, message: "Keep a view's init cheap: this \(what) every time the view value is made; "
                    + "decode, read files and build formatters in a model, a static let, or .task; format values in body"))
            }
        }
        let work = reads + CostlyObjects.outermost(candidates).map { call in
            // Report at the start of the statement's expression, including a leading `try`.
            var node = Syntax(call)
            while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
            }
            guard let what = resolved[call.id] else { return Violation(node) }
            return Violation(node, message: "Keep a view's init cheap: \(what) every time the view value is made; "
                + "decode, read files and build formatters in a model, a static let, or .task; format values in body")
        }
        let helpers = helperInits(in: file, skipping: Set(candidates.map(\.id)))
        // Round 22 (bitkit-ios): a `CIContext` is documented as costly to make (Core Image
        // Programming Guide, "Getting the Best Performance": don't create one every time you
        // render, contexts store a lot of state; `CIContext` keeps a Metal command queue and
        // kernel caches): one per init is proven waste whoever builds the view, a warning.
        let contexts = Set(candidates.filter { isCoreImageContext($0) }.map(\.position))
        let found = timers(in: file) + stateClassDefaults(in: file) + (work + helpers).map { violation in
            if contexts.contains(violation.position) {
                var proven = violation
                proven.message = "Keep a view's init cheap: this builds a `CIContext` every time the view value is made (each pass of the parent's body); Core Image contexts hold a Metal command queue and kernel caches, and Apple's Core Image guide says to reuse one rather than create one per render: make it a `static let` (or keep it in a model)"
                return proven
            }
            return violation.with(initEvidence(violation.position, in: file))
        }
        return found.map { violation in
            guard violation.severity != .note, let made = madeOnlyElsewhere(violation.position, in: file) else { return violation }
            var note = violation
            note.severity = .note
            note.message = (violation.message ?? description.message)
                + " (a note: no view of the linted files builds `\(made)`; it is made by other code, such as an App scene or a window's setup, which runs rarely, not on every parent pass)"
            return note
        }
    }

    /// The work of an init adds up when the view is made often: proven for a view some code of
    /// the linted files builds per row (every pass of the list makes one per row); elsewhere it
    /// runs once per pass of the parent's body, which the linter cannot count.
    static func initEvidence(_ position: AbsolutePosition, in file: LintFile) -> Evidence {
        let suspected = Evidence.suspected("check how often the parent's body runs: the init runs on each of its passes, and no code of the linted files builds this view per row")
        guard let token = file.tree.token(at: position),
              let type = token.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let view = Syntax(type).typeName
        else { return suspected }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return suspected
        }
        if file.index.builtInRows(view) { return .proven }
        return tickingBuilder(of: view, in: file) != nil ? .proven : suspected
    }

    /// `CIContext()`, `CIContext(options:)`, `CIContext.init(…)`.
    static func isCoreImageContext(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CIContext" { return true }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "CIContext" { return true }
        return false
    }

    /// Round 22 (foqos): a view of the set that builds `view` in its body (presented content
    /// included: a sheet's or cover's content closure is re-evaluated with the presenter's body)
    /// and observes an
    /// `ObservableObject` one of whose published properties a timer changes on every tick
    /// (`TypeFacts.ticking`): that body, and so `view`'s init, runs on every tick. Returns
    /// "`HomeView` observes `StrategyManager`, whose `elapsedTime` a timer changes on every tick".
    static func tickingBuilder(of view: String, in file: LintFile) -> String? {
        for (path, facts) in file.index.types.sorted(by: { $0.key < $1.key }) where facts.isView && (facts.inlineBuilt.contains(view) || facts.bodyBuilt.contains(view)) {
            for (_, type) in facts.observedTypes.sorted(by: { $0.key < $1.key }) {
                guard let object = file.index.types[type], !object.published.isEmpty,
                      let ticking = object.ticking.intersection(object.published).sorted().first
                else { continue }
                let builder = path.split(separator: ".").last.map(String.init) ?? path
                return "`\(builder)` builds this view and observes `\(type)`, whose `\(ticking)` a timer changes on every tick, so this init runs on every tick"
            }
        }
        return nil
    }

    static let timerMessage =
        "A new timer publisher is made every time the view value is made (each pass of the parent's body): `onReceive` subscribes to the new one and `.autoconnect()` starts another timer, so ticks restart; keep the timer in a model or a `static let`, or use `TimelineView` or `.task` with a clock"

    static let stateTimerMessage =
        "Built with Xcode 26 or earlier (`@State` the property wrapper), this default runs on every init of the view value and each publisher but the first is thrown away; Xcode 27's `@State` macro evaluates it once per identity. Keep the timer in a model or a `static let` to not depend on the release"

    /// `Timer.publish(…)` in a view's stored default or init: every parent pass makes a new
    /// publisher. Under `@State` only a note: the extra ones are discarded unsubscribed, and
    /// not built at all with Xcode 27's `@State` macro.
    static func timers(in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "publish" {
            guard let receiver = call.receiver?.trimmedDescription, receiver == "Timer" || receiver.hasSuffix(".Timer"),
                  Scopes.scope(of: call, in: file) == .viewInit
            else { continue }
            let isState = call.ancestor(VariableDeclSyntax.self)?.wrapperName == "State"
            if !isState, let variable = call.ancestor(VariableDeclSyntax.self), let name = variable.bindings.first?.name,
               let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
               !isReceived(name, in: type) {
                result.append(Violation(call, message:
                    "A new timer publisher is made every time the view value is made, but `\(name)` is never handed to `onReceive` (only read in code that runs once, such as `onAppear`): the new publishers are never subscribed, so no timer restarts; it costs an allocation per parent pass. Keep it in a model or a `static let` for clarity",
                    severity: .note))
                continue
            }
            // Round 13: a restart costs only when the parent's body runs while the view is shown, which
            // is proven for a view built per row (each pass of the list remakes every row's timer);
            // elsewhere how often the parent runs is what the linter cannot see, and the finding is a note.
            result.append(isState
                ? Violation(call, message: stateTimerMessage, severity: .note)
                : Violation(call, message: timerMessage + (tickingBuilder(of: call.ancestor(MemberBlockSyntax.self)?.parent.flatMap { Syntax($0).typeName } ?? "", in: file).map { " (\($0))" } ?? ""))
                    .with(initEvidence(call.positionAfterSkippingLeadingTrivia, in: file)))
        }
        return result
    }

    /// `@State private var controller = NoteController()` where `NoteController` is a class of the
    /// linted files: `@State` the property wrapper takes its value eagerly, so every init of the
    /// view value (each parent pass) builds an object, with whatever its init does (lookups,
    /// subscriptions), and SwiftUI throws all but the first away. Apple's `State` documentation:
    /// avoid performance-intensive work when initialising the default value. A warning in a view
    /// some code builds in rows (a feed cell is made again on every pass of the list), else a note;
    /// Xcode 27's `@State` macro evaluates the default once per identity.
    static func stateClassDefaults(in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for variable in file.variables where variable.isMember && variable.wrapperName == "State" {
            guard let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                  type.isViewDecl(in: file), let view = Syntax(type).typeName
            else { continue }
            for binding in variable.bindings {
                guard let call = binding.initializer?.value.unwrapped.as(FunctionCallExprSyntax.self),
                      let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      called.first?.isUppercase == true
                else { continue }
                // Which types are classes is a fact of the set; one file alone knows only its own.
                guard let facts = file.index.types[called] else {
                    if !file.seesWholeSet { file.wantsWholeSet = true }
                    continue
                }
                guard facts.isClass else { continue }
                let inRows = (file.index.calledNames != nil || file.seesWholeSet) && file.index.builtInRows(view)
                result.append(Violation(call, message:
                    "`\(binding.name ?? "this")`'s default builds a `\(called)` (a class) every time the view value is made: built with Xcode 26 or earlier (`@State` the property wrapper, which takes its value eagerly), each parent pass runs its init and SwiftUI throws the object away, keeping the first; Apple's `State` docs: avoid performance-intensive work in the default. Make it optional and build it in `.task`, or own it above and pass it in"
                        + (inRows ? " (a warning: `\(view)` is built per row, so every pass of the list builds one per row)"
                                  : " (a note: `\(view)` is not built per row in the linted files, and Xcode 27's `@State` macro builds it once per identity)"),
                    severity: inRows ? .warning : .note))
            }
        }
        return result
    }

    /// Whether the type hands its property `name` to `onReceive` (which subscribes again to each new
    /// publisher the view value brings), or to any view or modifier of its body that may.
    private static func isReceived(_ name: String, in type: some DeclGroupSyntax) -> Bool {
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var expr = ExprSyntax(reference)
            if let member = expr.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { expr = ExprSyntax(member) }
            // An argument of a call (`onReceive(timer)`, `Clock(ticks: timer)`), not a receiver (`timer.sink`).
            guard let argument = expr.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            // Subscribed where it is handed over, unless in code that runs once (`onAppear { … }`).
            if let closure = call.ancestor(ClosureExprSyntax.self), let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               ["onAppear", "task", "onDisappear"].contains(owner.calleeName ?? "") {
                continue
            }
            return true
        }
        return false
    }

    /// Round 15 (ios-kMail `ThreadCell`): a view's init that builds a value of a helper type of the
    /// linted files (`dataHolder = ThreadCellDataHolder(thread: thread)`) runs that type's `init`
    /// on every init of the view, so the helper's work (a query, formatting, a formatter) runs
    /// on every pass of the parent's body as if written in the view's init. Followed: the one
    /// explicit `init` of a non-view type declared once in the set whose labels fit the call,
    /// one level deep. What counts as work there: what `expensiveHit` counts, and a query
    /// (`filter(_:)` given a predicate value rather than a closure, Realm's and Core Data's form,
    /// `fetch(…)`, `fetchCount(…)`, `sorted(byKeyPath:)`).
    static func helperInits(in file: LintFile, skipping reported: Set<SyntaxIdentifier>) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where !reported.contains(call.id) {
            guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), case .identifier(let type) = ref.baseName.tokenKind,
                  type.first?.isUppercase == true, !CostlyObjects.types.contains(type), !fileReadingTypes.contains(type)
            else { continue }
            // Round 23: a type only this file declares (`Item(…)` beside its screen), or none does
            // (`Text(…)`), has the same declarations whatever files are linted with it; a type
            // another file may declare asks for the whole set (in a view's init).
            guard file.seesWholeSet || !file.declaredBeside(type) else {
                if Scopes.scope(of: call, in: file) == .viewInit { file.wantsWholeSet = true }
                continue
            }
            let declarations = file.resolution.declarations(ofType: type)
            // Declared once (extensions aside), and not a view: building a child view is not this rule's.
            let primaries = declarations.filter { !$0.decl.is(ExtensionDeclSyntax.self) }
            guard primaries.count == 1, !primaries[0].decl.isViewDecl(in: primaries[0].file) else { continue }
            var fitting: [(file: LintFile, initializer: InitializerDeclSyntax)] = []
            for (declaringFile, decl) in declarations {
                for item in decl.memberBlock.members {
                    guard let initializer = item.decl.as(InitializerDeclSyntax.self), initializer.body != nil else { continue }
                    let parameters = initializer.signature.parameterClause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
                    let callable = NamedCallable(name: "init", typeName: type, isStatic: false, parameters: parameters, path: declaringFile.path, writtenOffset: 0)
                    if callable.accepts(call) { fitting.append((declaringFile, initializer)) }
                }
            }
            // Where the call runs is asked last: walking up from every capitalised call (`Text`,
            // `HStack`) cost more than the rest of the rule.
            guard fitting.count == 1, let body = fitting[0].initializer.body, Scopes.scope(of: call, in: file) == .viewInit else { continue }
            // What the init calls may be declared in another file.
            guard file.seesWholeSet else {
                file.wantsWholeSet = true
                continue
            }
            let declaringFile = fitting[0].file
            var hit: Effect?
            for node in declaringFile.calls where node.isInside(body) {
                if let effect = expensiveHit(Syntax(node), declaringFile) ?? queryHit(node, declaringFile) {
                    hit = effect
                    break
                }
            }
            guard let hit else { continue }
            let location = hit.path == file.path ? "line \(hit.line)" : "\(hit.path.split(separator: "/").last.map(String.init) ?? hit.path):\(hit.line)"
            result.append(Violation(call, message: "Keep a view's init cheap: this builds a `\(type)`, whose init \(hit.what) (\(location)), every time the view value is made; "
                + "pass the prepared value in from the model or the list's data, or compute it in body or in .task"))
        }
        return result
    }

    /// A query in a helper's init: `results.filter(predicate)` (a value, not a closure),
    /// `fetch(…)`, `fetchCount(…)`, `sorted(byKeyPath:)`.
    static func queryHit(_ call: FunctionCallExprSyntax, _ file: LintFile) -> Effect? {
        guard let name = call.calleeName, call.receiver != nil else { return nil }
        let line = file.line(of: call.positionAfterSkippingLeadingTrivia)
        let isQuery: Bool
        switch name {
        case "filter":
            isQuery = call.trailingClosure == nil && call.arguments.count == 1 && call.arguments.first?.label == nil
                && call.arguments.first?.expression.is(ClosureExprSyntax.self) == false
        case "fetch", "fetchCount": isQuery = true
        case "sorted": isQuery = call.arguments.first?.label?.text == "byKeyPath"
        default: isQuery = false
        }
        return isQuery ? Effect(what: "runs a query (`\(name)(…)`)", path: file.path, line: line) : nil
    }

    static let fileTypes: Set<String> = ["FileManager", "JSONSerialization", "PropertyListSerialization"]

    /// Costly work as the compiler resolved the call: a construction of a costly type, decoding,
    /// `FileManager`/`JSONSerialization`, reading a file (`Data(contentsOf:)`). What it does, for messages.
    static func resolvedWork(_ call: FunctionCallExprSyntax, in file: LintFile) -> String? {
        for declaration in file.resolution.callees(of: call, in: file) where !declaration.isOwn {
            guard let type = declaration.typeName else { continue }
            let member = declaration.member
            if member == "init", CostlyObjects.types.contains(type) { return "builds a `\(type)`" }
            if decodingNames.contains(member) { return "decodes (`\(type).\(member)`)" }
            if fileTypes.contains(type) { return "calls `\(type).\(member)`" }
            // Formatting a value through Foundation's format styles: no formatter object to
            // count, but the work runs on every init (`12.5.formatted(.number)`, `style.format(x)`).
            if member == "formatted" || (member == "format" && type.hasSuffix("FormatStyle")) {
                return "formats a value (`\(type).\(member)`)"
            }
            if member == "init", fileReadingTypes.contains(type),
               ["contentsOf:", "contentsOfFile:", "contentsOfURL:"].contains(where: declaration.signature.contains) {
                return "reads a file (`\(type)(contentsOf:)`)"
            }
        }
        return nil
    }

    /// What makes a definition's code costly for `expensive-init`.
    static func expensiveHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
        let line = file.line(of: call.positionAfterSkippingLeadingTrivia)
        if let built = CostlyObjects.construction(call, in: file) { return Effect(what: "builds a `\(built.type)`", path: file.path, line: line) }
        if isExpensive(call) {
            let text = call.calledExpression.trimmedDescription
            return Effect(what: "calls `\(text.count > 40 ? String(text.prefix(40)) + "…" : text)`", path: file.path, line: line)
        }
        return resolvedWork(call, in: file).map { Effect(what: $0, path: file.path, line: line) }
    }

    static func isExpensive(_ call: FunctionCallExprSyntax) -> Bool {
        if CostlyObjects.isConstruction(call) { return true }
        guard let name = call.calleeName else { return false }
        if decodingNames.contains(name), call.receiver != nil { return true }
        if name == "formatted", call.receiver != nil { return true }
        let root = call.receiver.map { $0.chainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text } ?? nil
        if root == "FileManager" || root == "JSONSerialization" || root == "PropertyListSerialization" { return true }
        if call.calledExpression.is(DeclReferenceExprSyntax.self), fileReadingTypes.contains(name),
           call.arguments.contains(where: { ["contentsOf", "contentsOfFile", "contentsOfURL"].contains($0.label?.text ?? "") }) {
            return true
        }
        return false
    }

    /// The view holding `position`, when the linted set is known whole and none of its views builds
    /// that view (`Settings.Pane { StoragePane() }` in an app delegate): its init runs when that code
    /// does, not on every pass of a parent's body.
    static func madeOnlyElsewhere(_ position: AbsolutePosition, in file: LintFile) -> String? {
        guard let type = file.typeDecls.last(where: { $0.memberBlock.range.contains(position) }), type.isViewDecl(in: file),
              let name = Syntax(type).typeName
        else { return nil }
        // One file linted alone, or the first pass of a set: which views build it is not known.
        guard file.index.calledNames != nil else {
            if !file.seesWholeSet { file.wantsWholeSet = true }
            return nil
        }
        return file.index.builtByViews.contains(name) ? nil : name
    }
}
