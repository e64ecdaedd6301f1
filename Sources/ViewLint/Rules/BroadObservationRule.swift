import SwiftSyntax

/// `broad-observation`: a view observing a process-wide object for one or two of its properties
/// (seventh round; a note: how often the others change is what the linter cannot see).
/// Evidence rule (round 22): a warning needs proof that the object publishes often (a timer ticks one
/// of its published properties) and that the view re-runs for it; unread objects that are only
/// process-wide or grown on events are notes.
enum BroadObservationRule: Rule {
    static let description = RuleDescription(
        id: "broad-observation",
        name: "A shared object observed for one flag",
        severity: .note,
        message: "This view observes the whole shared object but reads only a few of its published properties; every change of the others re-runs its body",
        rationale: """
            An `ObservableObject` tells its observers that something changed (`objectWillChange`), \
            not what: a view that holds it as `@ObservedObject` or `@EnvironmentObject` re-runs \
            its body when any `@Published` property changes. A process-wide object (`.shared`) \
            often carries busy properties (a console's output, a progress value, a drag's \
            height) next to the flag a page reads, so every line of output re-runs every page \
            that only wanted the flag. Pass the flag in, read it from a smaller object, or \
            observe with `@Observable` (iOS 17/macOS 14), which tracks the properties a body \
            reads. An `@EnvironmentObject` is one object for a whole subtree: held by a row, \
            every change re-runs every row (round 11: a warning when a timer changes one of its \
            unread properties on every tick, a note otherwise). With `@Observable` a view \
            depends only on what its body reads, so a row reading one property is not reported; \
            a view that reads a property a timer changes every tick while its body also builds \
            rows is a note.
            """,
        matters: """
            When the properties this view does not read change often (a log, a progress value, \
            a frame-by-frame size) and its body is long or builds many rows.
            """,
        doesNotMatter: """
            When every published property changes rarely (settings, a signed-in user), or the \
            view reads most of them.
            """,
        triggeringExamples: [
            """
            final class Console: ObservableObject {
                static let shared = Console()
                @Published var show = false
                @Published var output = ""
                @Published var height: CGFloat = 200
                func append(_ line: String) { output += line }
            }
            struct PackagesPage: View {
                @ObservedObject private var ↓console = Console.shared
                var body: some View {
                    Text(console.show ? "Console open" : "Packages")
                }
            }
            """,
            // Round 11: an environment object in a row, with a property a timer changes every second
            // (a warning: rows × ticks), and one in a row with no busy property (a note: check how often).
            """
            final class Store: ObservableObject {
                @Published var favorites: Set<String> = []
                @Published var elapsed = 0
                @Published var query = ""
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.elapsed += 1 }
                }
            }
            final class Library: ObservableObject {
                @Published var books: [String] = []
                @Published var favorites: Set<String> = []
                @Published var sort = 0
            }
            struct Catalog: View {
                let items: [String]
                var body: some View {
                    List(items, id: \\.self) { name in
                        ItemRow(name: name)
                        BookRow(title: name)
                    }
                }
            }
            struct ItemRow: View {
                @EnvironmentObject private var ↓store: Store
                let name: String
                var body: some View { Text(name).bold(store.favorites.contains(name)) }
            }
            struct BookRow: View {
                @EnvironmentObject var ↓library: Library
                let title: String
                var body: some View { Text(title).italic(library.favorites.contains(title)) }
            }
            """,
            // Round 11: an environment object (not `.shared`) whose log grows per event (a note).
            """
            final class Console: ObservableObject {
                @Published var lines: [String] = []
                @Published var isOpen = false
                @Published var filter = ""
                func log(_ line: String) { lines.append(line) }
            }
            struct ConsoleToggle: View {
                @EnvironmentObject var ↓console: Console
                var body: some View { Button(console.isOpen ? "Hide" : "Show") { console.isOpen.toggle() } }
            }
            """,
            // Round 11: a list screen that reads what a timer changes every second (a note).
            """
            @Observable final class Clock {
                var now = Date()
                var zones: [String] = []
                private var timer: Timer?
                func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.now = Date() } }
            }
            struct WorldClock: View {
                @Environment(Clock.self) private var ↓clock
                let cities: [String]
                var body: some View {
                    VStack {
                        Text(clock.now, style: .time)
                        ForEach(cities, id: \\.self) { Text($0) }
                    }
                }
            }
            """,
            // Round 17: an observed shared object the view never reads nor hands on (a warning:
            // every publish anywhere in the app re-runs the drawer and its rows).
            """
            final class Reachability: ObservableObject {
                static let shared = Reachability()
                @Published var status = 0
                @Published var host: String?
            }
            struct Drawer: View {
                @ObservedObject private var ↓reachability = Reachability.shared
                let tiles: [String]
                var body: some View { List(tiles, id: \\.self) { Text($0) } }
            }
            """,
            // Round 17: a TCA view store observing the whole state (a note).
            """
            struct HomeView: View {
                let store: StoreOf<Home>
                var body: some View {
                    WithViewStore(store, observe: ↓{ $0 }) { viewStore in
                        Text(viewStore.title)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Round 22: a `ViewStore` kept in a plain `let` is not observed by SwiftUI; and a
            // computed property the view reads (`hasPurchased`) reads the published property behind it.
            """
            struct CubeView: View {
                let viewStore: ViewStore<CubeState, CubeAction>
                init(store: Store<CubeState, CubeAction>) {
                    self.viewStore = ViewStore(store, observe: { $0 })
                }
                var body: some View { CubeRepresentable(viewStore: viewStore) }
            }
            """,
            """
            final class TipManager: ObservableObject {
                static let shared = TipManager()
                @Published var products: [String] = []
                @Published var purchaseError: String?
                @Published var purchasedIDs: [String] = []
                @Published var loadingTip = false
                var hasPurchased: Bool { !purchasedIDs.isEmpty }
                func purchased(_ id: String) { purchasedIDs.append(id) }
            }
            struct SupportView: View {
                @EnvironmentObject var tips: TipManager
                var body: some View {
                    if tips.hasPurchased { Text("Thanks") }
                    if tips.loadingTip { ProgressView() }
                }
            }
            """,
            // Round 17: a view store observing only what the view reads.
            """
            struct SettingsView: View {
                let store: StoreOf<Settings>
                var body: some View {
                    WithViewStore(store, observe: { $0.netShield }) { viewStore in
                        Text(viewStore.state.title)
                    }
                }
            }
            """,
            // Round 17: the shared object read directly (the observation is the point), or handed on.
            """
            final class Reachability: ObservableObject {
                static let shared = Reachability()
                @Published var status = 0
                @Published var host: String?
            }
            struct StatusLine: View {
                @ObservedObject private var reachability = Reachability.shared
                var body: some View { Text("\\(Reachability.shared.status)") }
            }
            struct Footer: View {
                @EnvironmentObject var reachability: Reachability
                var body: some View { StatusBadge(reachability: reachability) }
            }
            struct StatusBadge: View {
                @ObservedObject var reachability: Reachability
                var body: some View { Text(reachability.host ?? "") }
            }
            """,
            // Round 11: the ticking value in a view of its own; the list screen does not read it.
            """
            @Observable final class Clock {
                var now = Date()
                private var timer: Timer?
                func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.now = Date() } }
            }
            struct TimeLabel: View {
                @Environment(Clock.self) private var clock
                var body: some View { Text(clock.now, style: .time) }
            }
            struct WorldClock: View {
                let cities: [String]
                var body: some View {
                    VStack {
                        TimeLabel()
                        ForEach(cities, id: \\.self) { Text($0) }
                    }
                }
            }
            """,
            // Round 11: an environment object no row holds and nothing changes per event or tick.
            """
            final class Library: ObservableObject {
                @Published var books: [String] = []
                @Published var favorites: Set<String> = []
                @Published var sort = 0
            }
            struct SortPicker: View {
                @EnvironmentObject var library: Library
                var body: some View { Picker("Sort", selection: $library.sort) { Text("Title").tag(0) } }
            }
            """,
            """
            final class Session: ObservableObject {
                static let shared = Session()
                @Published var user = ""
                @Published var token = ""
                @Published var expiry = Date.distantFuture
            }
            struct Greeting: View {
                @ObservedObject private var session = Session.shared
                var body: some View { Text("Hello \\(session.user)") }
            }
            """,
            """
            final class Console: ObservableObject {
                static let shared = Console()
                @Published var show = false
                @Published var output = ""
                @Published var height: CGFloat = 200
                func append(_ line: String) { output += line }
            }
            struct ConsolePane: View {
                @ObservedObject private var console = Console.shared
                var body: some View {
                    Text(console.output).frame(height: console.height).opacity(console.show ? 1 : 0)
                }
            }
            """,
            """
            final class Draft: ObservableObject {
                @Published var title = ""
                @Published var body = ""
                @Published var tags: [String] = []
            }
            struct TitleField: View {
                @ObservedObject var draft: Draft
                var body: some View { TextField("Title", text: $draft.title) }
            }
            """,
        ])

    /// Read at most this many of the object's published properties…
    static let maxRead = 2
    /// …while at least this many others can change.
    static let minUnread = 2

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let wrapper = variable.wrapperName, wrapper == "ObservedObject" || wrapper == "EnvironmentObject",
                      let binding = variable.bindings.first, let name = binding.name,
                      let typeName = observedType(binding)
                else { continue }
                guard let facts = file.index.types[typeName], facts.isClass else {
                    if !file.seesWholeSet { file.wantsWholeSet = true }
                    continue
                }
                // One object for every view that holds it: a process-wide `.shared`, or an environment
                // object (one instance for the whole subtree, so every row holds the same one).
                let sharedObject = facts.hasSharedInstance || wrapper == "EnvironmentObject"
                guard sharedObject, facts.published.count > maxRead else { continue }
                var read = membersRead(of: name, in: decl)
                // Round 22 (foqos): a computed property the view reads reads the published
                // properties behind it (two levels: a computed property over another).
                for _ in 0..<2 { for member in read { read.formUnion(facts.computedReads[member] ?? []) } }
                let readPublished = read.intersection(facts.published)
                let unread = facts.published.subtracting(read).sorted()
                guard readPublished.count <= maxRead, unread.count >= minUnread else { continue }
                // Busy: a property it does not read changes event by event (a console's output, a log)
                // or on every tick of a timer (round 11).
                let grown = facts.accumulated.subtracting(read).sorted().first
                let ticked = facts.ticking.subtracting(read).sorted().first
                // Round 11: a view some code of the set builds per row re-runs once per row for each change.
                var perRow = false
                if let viewName = Syntax(decl).typeName {
                    if file.index.calledNames != nil || file.seesWholeSet {
                        perRow = file.index.builtInRows(viewName)
                    } else {
                        file.wantsWholeSet = true
                    }
                }
                let busy = ticked.map { "`\($0)` changes on every tick of a timer" } ?? grown.map { "`\($0)` grows with every event, `+=` or `append`" }
                guard busy != nil || perRow else { continue }
                let shown = unread.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (unread.count > 4 ? "…" : "")
                let readText = readPublished.isEmpty ? "none of them (only methods, or in actions)" : readPublished.sorted().map { "`\($0)`" }.joined(separator: ", ")
                let holder = facts.hasSharedInstance ? "the shared `\(typeName)`" : "the environment's `\(typeName)`"
                let rows = perRow ? " This view is built once per row of a list, so each change re-runs every row's body." : ""
                let message = "`\(name)` is \(holder), observed whole: this view re-runs its body on every change of any of its \(facts.published.count) published properties (\(shown) included\(busy.map { "; " + $0 } ?? "")) but reads \(readPublished.isEmpty ? "" : "only ")\(readText).\(rows) "
                if ticked != nil, perRow {
                    // Proven: rows × ticks of a timer. Events (`append`) may be rare, so they stay a note.
                    result.append(Violation(binding.pattern, message: message
                        + "Pass what the row reads in as a value, or read it from a smaller object (or `@Observable`, iOS 17/macOS 14, which tracks the properties a body reads)",
                        severity: .warning, evidence: .proven))
                } else {
                    let check = busy != nil ? "check how often they change" : "check how often \(shown) change"
                    result.append(Violation(binding.pattern, message: message
                        + "\(check): when often, pass what it reads in or read it from a smaller object",
                        severity: .note, evidence: .suspected(check)))
                }
            }
        }
        return result + tickDriven(file) + unread(file) + wholeState(file)
    }

    /// Round 17: The Composable Architecture's `WithViewStore(store, observe: { $0 })` (or
    /// `ViewStore(store, observe: { $0 })`, `observe: \.self`) observes the whole feature state: any
    /// change of any field re-runs the content, though the view shows a few. TCA's own guidance is to
    /// observe only what the view reads (`observe: { $0.netShield }`, a `ViewState`). A note: how
    /// often the state changes and how much the content builds are not proven from the code.
    static func wholeState(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let name = call.calleeName, name == "WithViewStore" || name == "ViewStore",
                  let observe = call.arguments.first(where: { $0.label?.text == "observe" })?.expression
            else { continue }
            let whole: Bool
            if let closure = observe.as(ClosureExprSyntax.self), closure.statements.count == 1,
               let item = closure.statements.first?.item {
                let text = item.trimmedDescription
                if let parameter = closure.signature?.parameterClause {
                    let names = parameter.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                    whole = names.count == 1 && names.first.map(String.init) == text
                } else {
                    whole = text == "$0"
                }
            } else if let keyPath = observe.as(KeyPathExprSyntax.self) {
                whole = keyPath.components.map(\.trimmedDescription) == [".self"] || keyPath.components.map(\.trimmedDescription) == ["self"]
            } else {
                whole = false
            }
            guard whole else { continue }
            // Round 22 (isowords): a `ViewStore` made in init and kept in a plain `let` is not
            // observed by SwiftUI (only `@ObservedObject`/`@StateObject` storage is): no body re-runs.
            if name == "ViewStore", !isObservedStorage(call) { continue }
            result.append(Violation(observe, message:
                "`\(name)(…, observe: \(observe.trimmedDescription))` observes the whole feature state: a change of any of its fields re-runs this content, though the view shows only some of them; observe only what the view reads (`observe: { $0.field }`, or a small `ViewState` made from the state) (check how often the state changes and how much the content builds)",
                severity: .note, evidence: .suspected("check how often the state changes and how much the content builds")))
        }
        return result
    }

    /// Whether `ViewStore(…)` ends up in storage SwiftUI observes: the wrapped value of
    /// `ObservedObject(…)`/`StateObject(…)`, or assigned to a property declared with one of them
    /// (`self.viewStore = ViewStore(…)` for `@ObservedObject var viewStore`).
    static func isObservedStorage(_ call: FunctionCallExprSyntax) -> Bool {
        var node: Syntax? = call.parent
        while let current = node, !current.is(CodeBlockItemSyntax.self) {
            if let outer = current.as(FunctionCallExprSyntax.self),
               ["ObservedObject", "StateObject"].contains(outer.calleeName ?? "") { return true }
            node = current.parent
        }
        guard let sequence = call.parent?.as(SequenceExprSyntax.self) ?? call.parent?.parent?.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first?.trimmedDescription.replacingOccurrences(of: "self.", with: ""),
              let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        else {
            // Not stored (a local, an argument): observed only if a wrapper around it is.
            return call.ancestor(ClosureExprSyntax.self) != nil || call.ancestor(InitializerDeclSyntax.self) == nil
        }
        let wrapper = type.allWrappers[target.hasPrefix("_") ? String(target.dropFirst()) : target]
        return wrapper == "ObservedObject" || wrapper == "StateObject"
    }

    /// Round 17: an observed object (`@ObservedObject`, `@EnvironmentObject`, `@StateObject`) the view
    /// never names again: not in `body`, not in a helper, not handed on (`$x`, `.environmentObject(x)`,
    /// `Child(model: x)`), in none of the type's declarations and extensions. Every publish of the
    /// object still re-runs the whole body, for nothing. A warning when the object is process-wide
    /// (`= T.shared`, a class with `static let shared`) or publishes often (a timer or an event-by-event
    /// log in its class); a note otherwise. A view that reads the same singleton directly
    /// (`T.shared.flag`) holds the observation on purpose and is left alone.
    static func unread(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) && !decl.is(ExtensionDeclSyntax.self) {
            guard let viewName = Syntax(decl).typeName else { continue }
            // Every declaration and extension of the view, gathered once a candidate is found.
            var gathered: [DeclGroupSyntax]?
            func allDeclarations() -> [DeclGroupSyntax] {
                if let gathered { return gathered }
                var declarations: [DeclGroupSyntax] = [decl]
                for declared in file.typeDecls where declared.id != decl.id && Syntax(declared).typeName == viewName { declarations.append(declared) }
                for (other, declared) in file.resolution.declarations(ofType: viewName) where other !== file { declarations.append(declared) }
                gathered = declarations
                return declarations
            }
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let wrapper = variable.wrapperName, ["ObservedObject", "EnvironmentObject", "StateObject"].contains(wrapper),
                      variable.bindings.count == 1, let binding = variable.bindings.first, let name = binding.name
                else { continue }
                let typeName = observedType(binding) ?? (binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.nameToken?.text)
                let names: Set<String> = [name, "$" + name, "_" + name]
                let ownTokens = Set(variable.tokens(viewMode: .sourceAccurate).map(\.id))
                let named = allDeclarations().contains { declared in
                    declared.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
                        guard !ownTokens.contains(token.id) else { return false }
                        if names.contains(token.text) { return true }
                        // `NetworkTracker.shared.status` read directly: the observation is the point.
                        if let typeName, token.text == typeName { return true }
                        return false
                    }
                }
                guard !named else { continue }
                if !file.seesWholeSet { file.wantsWholeSet = true; continue }
                // An extension in a file the resolution did not load may use it: the set's index has
                // members of this view that this file does not declare. Left alone.
                if let path = Members.typePath(of: decl), let whole = file.index.types[path],
                   whole.members.count > (Members.facts(in: file)[path]?.members.count ?? 0) { continue }
                let facts = typeName.flatMap { file.index.types[$0] }
                let sharedDefault = binding.initializer.map { value in
                    guard let member = value.value.as(MemberAccessExprSyntax.self),
                          let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
                    else { return false }
                    return ["shared", "sharedInstance", "default", "standard", "current", "instance"].contains(member.declName.baseName.text)
                } ?? false
                // The view takes the process-wide object itself (`= T.shared`): a dead subscription. One the
                // parent hands in may be kept to re-render on purpose (a preview whose child reads the same
                // object through another path): a note unless the object is busy.
                let shared = sharedDefault || facts?.hasSharedInstance == true
                let busy = facts.flatMap { $0.ticking.sorted().first.map { "`\($0)` changes on every tick of a timer" }
                    ?? $0.accumulated.sorted().first.map { "`\($0)` grows with every event" } }
                let what = wrapper == "EnvironmentObject" ? "`@EnvironmentObject var \(name)`" : "`@\(wrapper) var \(name)`"
                var message = "\(what) is never read by this view (not in `body`, a helper or an argument it hands on), but observing it subscribes the view: every change of any of \(typeName.map { "`\($0)`'s" } ?? "its") published properties re-runs the whole body and re-evaluates every child's inputs, for nothing"
                message += shared ? " (it is a process-wide object, `.shared`, so every change anywhere in the app reaches this view)" : ""
                message += busy.map { " (\($0))" } ?? ""
                message += "; remove the property (a child that shows the object observes it itself)"
                    + (wrapper == "StateObject" ? ", or, if the view owns it to keep it alive, hold it outside the view or in a plain `@State`" : "")
                // Round 22: a warning only where the object is known to publish often (a timer
                // changes one of its properties on every tick). Process-wide, or grown on events
                // (a navigation path on each push), says how far a change reaches, not how often
                // one comes: a note.
                let ticks = facts?.ticking.isEmpty == false
                if ticks {
                    result.append(Violation(binding.pattern, message: message, severity: .warning, evidence: .proven))
                } else if sharedDefault || busy != nil {
                    result.append(Violation(binding.pattern, message: message + " (a note: check how often it publishes; the linter saw no timer write its properties)",
                                            severity: .note, evidence: .suspected("check how often it publishes")))
                } else {
                    result.append(Violation(binding.pattern, message: message + (binding.initializer == nil
                        ? " (a note: the object is handed in; check that the view is not kept observing it on purpose, to re-render a child that reads it another way, and how often it publishes)"
                        : " (a note: check how often it publishes)"),
                                            severity: .note, evidence: .suspected("check how often it publishes")))
                }
            }
        }
        return result
    }

    /// Round 11: a view that reads a property a timer changes on every tick (`clock.now`, set in a
    /// `Timer.scheduledTimer` closure of its class) and whose body also builds rows (`ForEach`): each
    /// tick re-runs the whole body and rebuilds every row's value, though only the ticking part
    /// changes. A note: the rows' own bodies are skipped when their inputs are equal, so what it
    /// costs depends on the rows, which the linter does not weigh.
    static func tickDriven(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            var candidates: [(name: String, type: String, pattern: PatternSyntax)] = []
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let wrapper = variable.wrapperName, observingWrappers.contains(wrapper),
                      let binding = variable.bindings.first, let name = binding.name,
                      let typeName = observedType(binding) ?? UnstableIDRule.propertyTypeName(name, in: decl) ?? environmentType(variable),
                      file.setTypeNames.contains(typeName)
                else { continue }
                candidates.append((name, typeName, binding.pattern))
            }
            guard !candidates.isEmpty,
                  decl.memberBlock.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "ForEach" })
            else { continue }
            for candidate in candidates {
                // Nested types are looked up from the view's enclosing types out (`Home.StateModel` for
                // `StateModel` inside `extension Home`), as Swift resolves the name.
                var paths = [candidate.type]
                var enclosing = Members.typePath(of: decl)?.split(separator: ".").dropLast().map(String.init) ?? []
                while !enclosing.isEmpty {
                    paths.insert(enclosing.joined(separator: ".") + "." + candidate.type, at: 0)
                    enclosing.removeLast()
                }
                guard let facts = paths.lazy.compactMap({ file.index.types[$0] }).first else {
                    if !file.seesWholeSet { file.wantsWholeSet = true }
                    continue
                }
                guard facts.isClass, !facts.ticking.isEmpty,
                      let first = membersRead(of: candidate.name, in: decl).intersection(facts.ticking).sorted().first
                else { continue }
                result.append(Violation(candidate.pattern, message:
                    "This view reads `\(candidate.name).\(first)`, which a timer changes on every tick (in `\(candidate.type)`), and its body also builds rows (`ForEach`): each tick re-runs the whole body and recomputes every row's inputs, though only what shows `\(first)` changes; move that part into a small child view that reads it, so the rest is not rebuilt (check how often the timer fires and how many rows there are)",
                    severity: .note, evidence: .suspected("check how often the timer fires and how many rows there are")))
            }
        }
        return result
    }

    static let observingWrappers: Set<String> = ["ObservedObject", "EnvironmentObject", "StateObject", "Environment", "Bindable", "State"]

    /// `T` of `@Environment(T.self) var x`.
    private static func environmentType(_ variable: VariableDeclSyntax) -> String? {
        for element in variable.attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.lastNameComponent == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            return base.baseName.text
        }
        return nil
    }

    /// `T` of `@ObservedObject var x = T.shared`, `var x: T = .shared`, `@EnvironmentObject var x: T`.
    private static func observedType(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return type.name.text }
        if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        return nil
    }

    /// `x.flag`, `$x.flag`: the members of `name` the type's code reads or binds.
    private static func membersRead(of name: String, in decl: some DeclGroupSyntax) -> Set<String> {
        var read: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name || token.text == "$" + name {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ref.id
            else { continue }
            read.insert(member.declName.baseName.text)
        }
        return read
    }
}
