import SwiftSyntax

/// What one member of a type (a method or a computed property) does while it runs,
/// for the rules that follow `body` into the helpers it calls.
struct MemberFacts: Sendable {
    /// `header`, `refresh()`, `format(_:)`; `body` for `var body` and `body(content:)` alike.
    var key: String
    var name: String
    /// Runs as part of `body`: `body` itself, `some View` properties and functions, `@ViewBuilder`.
    var isViewBuilding: Bool
    /// Own members it uses while it runs (outside action closures), by key.
    var uses: Set<String>
    /// Own methods it calls by name only (for calls whose labels do not match a declaration exactly).
    var calledNames: Set<String>
    /// Names it reads while it runs (outside action closures); filtered to state by the caller.
    var reads: Set<String>
    /// Round 19: what it uses and calls (keys, then names) only inside closures handed to a view
    /// of the set (`StepButton(…) { held in apply(…) }`), by that view's name: counted as run with
    /// it unless the view's declaration, in any file, takes only stored callbacks
    /// (`MemberIndex.callbackViews`).
    var handedUses: [String: Set<String>] = [:]
    var handedCalls: [String: Set<String>] = [:]
    /// Lines between its braces.
    var lines: Int
    /// Builds rows from data (`ForEach`, `List(data)`).
    var buildsRows: Bool
}

/// What one file says about a type it declares or extends. Facts kept by the name of a type
/// this code constructs (`staticArguments`, `rowBuilt`, `passedValues`…) hold only names of the
/// set's types (`LintFile.setTypeNames`): every query names one.
struct TypeFacts: Sendable {
    var isView = false
    var members: [MemberFacts] = []
    /// Properties declared with a state wrapper, name → wrapper.
    var wrappers: [String: String] = [:]
    var properties: Set<String> = []
    /// Names the type changes or binds anywhere, actions included (`x = …`, `x.toggle()`, `$x`).
    var written: Set<String> = []
    /// Names the type itself changes (`ParentValues.changedNames`): assignments and mutations, and
    /// bindings handed to an editing control; not bindings handed to views of the app.
    var changed: Set<String> = []
    /// Keeps something of its own that a rebuild loses or restarts: storage SwiftUI keeps for
    /// its identity (`@State`, `@StateObject`, `@FocusState`, `@GestureState`, `@SceneStorage`,
    /// `@Namespace`…), or work tied to its lifetime (`onAppear`, `task`, `onReceive`, a `transition`).
    var ownsState = false
    /// The views its members build by name (`HStack`, `Text`, `Badge`), to judge its subtree.
    var builtViews: Set<String> = []
    /// A class (any declaration of it is `class`), and whether SwiftUI can observe it: `@Observable`,
    /// SwiftData's `@Model`, or a conformance that may be `ObservableObject` in any declaration.
    var isClass = false
    var isObserved = false
    /// The methods of a class that write its own stored properties (`func load() { items = … }`).
    var mutators: Set<String> = []
    /// Views of the app this view builds as the direct content of a vertical `ScrollView`
    /// (`ScrollView { Header(); History() }`): their stacks are the ScrollView's, not lazy either.
    var scrollHosted: Set<String> = []
    /// For each type this code constructs (`Panel(store: .shared)`), by argument label (`_` when
    /// unlabeled): whether every construction here passes a type's static member (`.shared`,
    /// `Store.shared`), a value fixed for the process.
    var staticArguments: [String: [String: Bool]] = [:]
    /// The same for a constant: a literal, a static member, or the count of a literal array the
    /// constructing type keeps (`Grid(rows: labels.count, columns: 3)`).
    var constantArguments: [String: [String: Bool]] = [:]
    /// For each type this code constructs: whether every construction here is given `.id(…)`
    /// (`ChatView(chat: chat).id(chat.id)`), so a new value means a new view.
    var idKeyed: [String: Bool] = [:]
    /// The types this code constructs inside a row (`ForEach(items) { Cell(item: $0) }`): built, and
    /// their `body` run, once per row.
    var rowBuilt: Set<String> = []
    /// The types this code constructs as part of its own content, every pass (not in an action, a
    /// sheet's, popover's or navigation destination's content, which is built when shown).
    var inlineBuilt: Set<String> = []
    /// For each type this code constructs, by argument label: the own property it hands over as a
    /// binding (`Row(offset: $offset)` → `Row: [offset: offset]`), to follow a binding to its writers.
    var bindingPasses: [String: [String: String]] = [:]
    /// Its `@Binding` properties written on every frame of a scroll, resize or drag: in
    /// `scrollViewDidScroll(_:)`/`scrollViewDidZoom(_:)` (UIKit's delegate, called per frame) or in a
    /// frame stream's closure (`onScrollGeometryChange`, `onPreferenceChange`, a drag's `onChanged`).
    var perFrameWrites: Set<String> = []
    /// Its properties filled from a source with no fixed size (name → "a directory listing", "a
    /// decode", "a network fetch", "a store fetch"): `CollectionEvidence.unboundedFills`.
    var unboundedFills: [String: String] = [:]
    /// A class's `@Published` properties, and whether it keeps one instance for the process
    /// (`static let shared`), for `broad-observation`.
    var published: Set<String> = []
    var hasSharedInstance = false
    /// Round 22: the names each computed property of a class reads in its getter
    /// (`var hasPurchased: Bool { !purchasedIDs.isEmpty }` → `purchasedIDs`), so a view that reads
    /// the computed property is known to read the published properties behind it.
    var computedReads: [String: Set<String>] = [:]
    /// Its published properties it grows event by event (`output += line`, `log.append(entry)`):
    /// each event is a change every observer re-runs for.
    var accumulated: Set<String> = []
    /// Round 11: its published properties written on a timer's every tick (in a closure of a
    /// `Timer.scheduledTimer`/`Timer.publish(…)…sink` call, or in a loop that sleeps): each tick is a
    /// change every observer re-runs for.
    var ticking: Set<String> = []
    /// Round 11: its stored properties it rearranges (`items.remove(at:)`, `insert`, `move`, `sort`…),
    /// so a view's `ForEach(model.items.indices, id: \.self)` over one is keyed by shifting positions.
    var shifted: Set<String> = []
    /// Instance `let`s the type gives a value in their declaration (`let steps = stride(…).map { $0 }`):
    /// fixed for each instance's life, so a range over one's `count` is constant.
    var fixedLets: Set<String> = []
    /// For each type this code builds in a row, what the rows' data is made from (a property's
    /// name, or `CollectionEvidence.storeSource`): whether those rows are proven many.
    var rowSources: [String: Set<String>] = [:]
    /// For each view this code builds with every pass of its body, by argument label: the names
    /// the argument reads (`ParentValues.passedValues`), to prove a parent passes another value.
    var passedValues: [String: [String: Set<String>]] = [:]
    /// The same for the views it builds in rows (`ForEach(items) { Row(model: Model(item: $0)) }`).
    var rowPassedValues: [String: [String: Set<String>]] = [:]
    /// Round 13: the type named for each of its state-wrapped properties (`@State private var model:
    /// Model`, `@State var model = Model()` → `model: Model`), to tell a class held in state (a write
    /// to one of its properties does not change the reference passed on) from a value.
    var heldTypes: [String: String] = [:]
    /// Round 22: the class named for each observed property (`@EnvironmentObject var manager:
    /// StrategyManager`, `@ObservedObject`, `@StateObject`): an `ObservableObject` re-runs every
    /// observer's body on any publish, so a timer ticking one of its properties re-runs this body.
    var observedTypes: [String: String] = [:]
    /// Round 19: its stored closures it calls only as presented content (`.sheet { sheetContent() }`
    /// in a `ViewModifier`'s body), and, for each of its methods by name, where a closure parameter
    /// goes: `""` when the method presents it itself, `"Modifier.label"` when it hands it to a type
    /// (`modifier(PlatformSheet(sheetContent: sheetContent))`). With both, the index knows an app's
    /// own sheet wrappers (`MemberIndex.presentationWrappers`).
    var presentedClosures: Set<String> = []
    var presenters: [String: Set<String>] = [:]
    /// Round 19: `passedValues` of constructions inside the closure of a lower-case call the
    /// first pass cannot judge (`.crossPlatformSheet { Detail(coin: coin) }`), by that call's name:
    /// counted with `passedValues` unless the call is one of the set's presentation wrappers.
    var wrappedPassedValues: [String: [String: [String: Set<String>]]] = [:]
    /// Round 19: the labels of its closure parameters (an explicit init's, or the memberwise
    /// init's stored closures) that are stored callbacks (returning `Void` or a plain value, not
    /// `@ViewBuilder`), and those that are content.
    var callbackLabels: Set<String> = []
    var contentLabels: Set<String> = []
    /// Round 19: for a class, the lasting work its init starts (directly or in an own method it
    /// calls): a subscription (`sink`, `assign(to:)`, `addObserver`), a task, a fetch.
    var initWork: String?
    /// Round 20: where the value of each of its functions' and initializers' parameters, and of its
    /// stored properties, goes (`"navigateTo.destination"` or `"RecentCell.destination"` →
    /// routes): `""` into a hosting controller's `rootView:`, `"Callee.label"` handed on as that
    /// argument, `"!"` anything else. With every type's routes, the index knows the set's hosting
    /// sinks (`MemberIndex.hostingSinks`).
    var hostRoutes: [String: Set<String>] = [:]
    /// Round 20: the views this code builds outside actions and hosting roots that are not handed as
    /// an argument of another call (`builtViews` holds them all), and, by `"Callee.label"`, those
    /// handed as that argument (`Cell(destination: Detail(…))`), with their `passedValues`: counted
    /// unless the argument is a hosting sink.
    var bodyBuilt: Set<String> = []
    var handedBuilt: [String: Set<String>] = [:]
    var handedPassedValues: [String: [String: [String: Set<String>]]] = [:]
    var handedRowPassedValues: [String: [String: [String: Set<String>]]] = [:]

    mutating func merge(_ other: TypeFacts) {
        isView = isView || other.isView
        members += other.members
        wrappers.merge(other.wrappers) { first, _ in first }
        properties.formUnion(other.properties)
        written.formUnion(other.written)
        changed.formUnion(other.changed)
        ownsState = ownsState || other.ownsState
        builtViews.formUnion(other.builtViews)
        isClass = isClass || other.isClass
        isObserved = isObserved || other.isObserved
        mutators.formUnion(other.mutators)
        scrollHosted.formUnion(other.scrollHosted)
        staticArguments.merge(other.staticArguments) { mine, theirs in mine.merging(theirs) { $0 && $1 } }
        constantArguments.merge(other.constantArguments) { mine, theirs in mine.merging(theirs) { $0 && $1 } }
        idKeyed.merge(other.idKeyed) { $0 && $1 }
        rowBuilt.formUnion(other.rowBuilt)
        inlineBuilt.formUnion(other.inlineBuilt)
        bindingPasses.merge(other.bindingPasses) { $0.merging($1) { first, _ in first } }
        perFrameWrites.formUnion(other.perFrameWrites)
        unboundedFills.merge(other.unboundedFills) { first, _ in first }
        published.formUnion(other.published)
        computedReads.merge(other.computedReads) { $0.union($1) }
        accumulated.formUnion(other.accumulated)
        ticking.formUnion(other.ticking)
        shifted.formUnion(other.shifted)
        fixedLets.formUnion(other.fixedLets)
        rowSources.merge(other.rowSources) { $0.union($1) }
        passedValues.merge(other.passedValues) { $0.merging($1) { $0.union($1) } }
        rowPassedValues.merge(other.rowPassedValues) { $0.merging($1) { $0.union($1) } }
        hasSharedInstance = hasSharedInstance || other.hasSharedInstance
        heldTypes.merge(other.heldTypes) { first, _ in first }
        observedTypes.merge(other.observedTypes) { first, _ in first }
        presentedClosures.formUnion(other.presentedClosures)
        presenters.merge(other.presenters) { $0.union($1) }
        wrappedPassedValues.merge(other.wrappedPassedValues) { $0.merging($1) { $0.merging($1) { $0.union($1) } } }
        callbackLabels.formUnion(other.callbackLabels)
        initWork = initWork ?? other.initWork
        contentLabels.formUnion(other.contentLabels)
        hostRoutes.merge(other.hostRoutes) { $0.union($1) }
        bodyBuilt.formUnion(other.bodyBuilt)
        handedBuilt.merge(other.handedBuilt) { $0.union($1) }
        handedPassedValues.merge(other.handedPassedValues) { $0.merging($1) { $0.merging($1) { $0.union($1) } } }
        handedRowPassedValues.merge(other.handedRowPassedValues) { $0.merging($1) { $0.merging($1) { $0.union($1) } } }
    }
}

/// The members of every type in a set of files (one file, or every file linted together, so a
/// view's extensions in other files count), with which helpers run as part of `body`.
final class MemberIndex: Sendable {
    let types: [String: TypeFacts]
    /// The names every file of the set calls (`LintFile.calledNames`), when the index covers the
    /// set; nil for one file's own index, where the file's own calls are all there is.
    let calledNames: Set<String>?

    /// Round 16: what each file says of a type's hashing, by simple name (`HashStability.Facts`).
    let hashFacts: [String: HashStability.Facts]

    /// Round 16: the types some code of the set returns as a function's or closure's value
    /// (`return ListenedNumbersStory2023(…)` in a model's `story(for:)`): a view made there may be
    /// built by whatever body calls that function (`LintFile.returnedConstructions`).
    let returnedViews: Set<String>

    init(files: [[String: TypeFacts]], calledNames: Set<String>? = nil, hashes: [[String: HashStability.Facts]] = [],
         returned: [Set<String>] = []) {
        self.calledNames = calledNames
        returnedViews = returned.reduce(into: Set<String>()) { $0.formUnion($1) }
        var hashFacts: [String: HashStability.Facts] = [:]
        for file in hashes {
            for (name, facts) in file { hashFacts[name, default: HashStability.Facts()].merge(facts) }
        }
        self.hashFacts = hashFacts
        var types: [String: TypeFacts] = files.count == 1 ? files[0] : [:]
        for file in files where files.count > 1 {
            for (path, facts) in file { types[path, default: TypeFacts()].merge(facts) }
        }
        self.types = types
        let sinks = Self.hostingSinks(types)
        hostingSinks = sinks
        builtByViews = types.values.reduce(into: Set<String>()) { result, facts in
            guard facts.isView else { return }
            result.formUnion(facts.bodyBuilt)
            for (key, views) in facts.handedBuilt where !sinks.contains(key) { result.formUnion(views) }
        }
        perRowViews = Self.perRowViews(types)
        bySimpleName = Self.bindingFactsBySimpleName(types)
        unboundedFills = types.values.reduce(into: [:]) { $0.merge($1.unboundedFills) { first, _ in first } }
        presentationWrappers = Self.presentationWrappers(types)
        var callbacks: [String: (callback: Bool, content: Bool)] = [:]
        for (path, facts) in types where facts.isView {
            let name = String(path.split(separator: ".").last ?? "")
            let known = callbacks[name] ?? (false, false)
            callbacks[name] = (known.callback || !facts.callbackLabels.isEmpty, known.content || !facts.contentLabels.isEmpty)
        }
        callbackViews = Set(callbacks.filter { $0.value.callback && !$0.value.content }.keys)
    }

    /// Round 20: the arguments (`"navigateTo.destination"`, `"RecentCell.destination"`) whose value
    /// the set's code only puts into a hosting controller's `rootView:`, directly or through another
    /// such argument: a view handed there is a hosting root, built once when pushed or presented.
    let hostingSinks: Set<String>

    private static func hostingSinks(_ types: [String: TypeFacts]) -> Set<String> {
        var routes: [String: Set<String>] = [:]
        for facts in types.values { routes.merge(facts.hostRoutes) { $0.union($1) } }
        var sinks: Set<String> = []
        for _ in 0..<4 {
            let found = Set(routes.filter { _, targets in targets.allSatisfy { $0.isEmpty || sinks.contains($0) } }.keys)
            if found == sinks { break }
            sinks = found
        }
        return sinks
    }

    /// Round 19: views of the set whose closure parameters are all stored callbacks
    /// (`let onStep: (Double) -> Bool`): a closure handed to one is not run with the body that
    /// builds it, wherever the view is declared.
    let callbackViews: Set<String>

    /// Round 19: the methods of the set that present the content closure they are given, directly
    /// (`.sheet { content() }`) or through a type whose body does (`modifier(Sheet(content: content))`):
    /// a view built in that closure is built when presented, not with every pass of the caller.
    let presentationWrappers: Set<String>

    private static func presentationWrappers(_ types: [String: TypeFacts]) -> Set<String> {
        var presented: [String: Set<String>] = [:]
        for (path, facts) in types where !facts.presentedClosures.isEmpty {
            presented[String(path.split(separator: ".").last ?? ""), default: []].formUnion(facts.presentedClosures)
        }
        var result: Set<String> = []
        for facts in types.values {
            for (name, routes) in facts.presenters {
                let presents = routes.contains { route in
                    if route.isEmpty { return true }
                    let parts = route.split(separator: ".").map(String.init)
                    return parts.count == 2 && presented[parts[0]]?.contains(parts[1]) == true
                }
                if presents { result.insert(name) }
            }
        }
        return result
    }

    /// What the rows that build `view` are made from, in every type of the set (see `TypeFacts.rowSources`).
    func rowSources(of view: String, depth: Int = 0) -> Set<String> {
        var sources = types.values.reduce(into: Set<String>()) { $0.formUnion($1.rowSources[view] ?? []) }
        // Built inside a view built per row (a cell's stamp): that view's rows.
        guard depth < 4, perRowViews.contains(view) else { return sources }
        for (path, facts) in types where facts.isView && facts.inlineBuilt.contains(view) {
            let builder = String(path.split(separator: ".").last ?? "")
            if builder != view, perRowViews.contains(builder) { sources.formUnion(rowSources(of: builder, depth: depth + 1)) }
        }
        return sources
    }

    /// What fills a property of this name in some type of the set from a source with no fixed size.
    func unboundedFill(of name: String) -> String? {
        unboundedFills[name]
    }

    private let unboundedFills: [String: String]

    /// Whether every construction of `view` the set's views and classes make passes a static member
    /// (`.shared`) as the argument labeled `label`; nil when none is seen.
    func alwaysGivenStatic(_ view: String, label: String) -> Bool? {
        var seen = false
        for facts in types.values {
            guard let given = facts.staticArguments[view]?[label] else { continue }
            if !given { return false }
            seen = true
        }
        return seen ? true : nil
    }

    /// Whether every construction of `view` the set's code makes passes a constant as `label`; nil when none is seen.
    func alwaysGivenConstant(_ view: String, label: String) -> Bool? {
        var seen = false
        for facts in types.values {
            guard let given = facts.constantArguments[view]?[label] else { continue }
            if !given { return false }
            seen = true
        }
        return seen ? true : nil
    }

    /// Whether every construction of `view` the set's code makes is given `.id(…)`; nil when none is seen.
    func alwaysKeyed(_ view: String) -> Bool? {
        var seen = false
        for facts in types.values {
            guard let keyed = facts.idKeyed[view] else { continue }
            if !keyed { return false }
            seen = true
        }
        return seen ? true : nil
    }

    /// Whether some code of the set builds `view` inside a row (`ForEach`, `List(data)`), or some
    /// view built per row builds it (a cell's badge is built once per cell).
    func builtInRows(_ view: String) -> Bool {
        perRowViews.contains(view)
    }

    /// See `builtInRows`: the views built in rows, closed over the views they build.
    let perRowViews: Set<String>

    private static func perRowViews(_ types: [String: TypeFacts]) -> Set<String> {
        var result = types.values.reduce(into: Set<String>()) { $0.formUnion($1.rowBuilt) }
        var builds: [String: Set<String>] = [:]
        for (path, facts) in types where facts.isView {
            builds[String(path.split(separator: ".").last ?? ""), default: []].formUnion(facts.inlineBuilt)
        }
        var queue = Array(result)
        while let view = queue.popLast() {
            for built in builds[view] ?? [] where result.insert(built).inserted { queue.append(built) }
        }
        return result
    }

    /// Whether the binding `label` of `type` (by simple name) is written on every frame, by the type
    /// itself or by a type it hands the binding on to: the chain of types, the writer last.
    func perFrameWriters(of type: String, label: String, depth: Int = 0) -> [String]? {
        guard depth < 6, let facts = bySimpleName[type] else { return nil }
        if facts.perFrameWrites.contains(label) { return [type] }
        for (next, labels) in facts.bindingPasses.sorted(by: { $0.key < $1.key }) {
            for (nextLabel, own) in labels.sorted(by: { $0.key < $1.key }) where own == label {
                if let chain = perFrameWriters(of: next, label: nextLabel, depth: depth + 1) { return [type] + chain }
            }
        }
        return nil
    }

    /// The binding facts of every type by its own name (`Coordinator` for `PagedNoteListView.Coordinator`),
    /// as constructions name them.
    private let bySimpleName: [String: TypeFacts]

    private static func bindingFactsBySimpleName(_ types: [String: TypeFacts]) -> [String: TypeFacts] {
        var result: [String: TypeFacts] = [:]
        for (path, facts) in types where !facts.bindingPasses.isEmpty || !facts.perFrameWrites.isEmpty {
            var kept = TypeFacts()
            kept.bindingPasses = facts.bindingPasses
            kept.perFrameWrites = facts.perFrameWrites
            result[String(path.split(separator: ".").last ?? ""), default: TypeFacts()].merge(kept)
        }
        return result
    }

    /// The names the views of the set build (`Row(…)` in some view's code): a view not among them
    /// is made only by other code (an App scene, a window's setup), which does not run per parent pass.
    let builtByViews: Set<String>

    /// Breadth-first from the view-building members (`body` first, so chains end there when they can):
    /// every member they use, and every member those use, each visited once (recursion is safe).
    private static func reachedFromBody(_ facts: TypeFacts, callbackViews: Set<String>) -> [String: [String]] {
        var byKey: [String: [MemberFacts]] = [:]
        var byName: [String: [MemberFacts]] = [:]
        for member in facts.members {
            byKey[member.key, default: []].append(member)
            byName[member.name, default: []].append(member)
        }
        var chains: [String: [String]] = [:]
        var seen: Set<String> = []
        var queue: [(MemberFacts, [String])] = []
        let roots = facts.members.filter(\.isViewBuilding).sorted { lhs, rhs in
            if (lhs.key == "body") != (rhs.key == "body") { return lhs.key == "body" }
            return lhs.key < rhs.key
        }
        for root in roots where seen.insert(root.key).inserted { queue.append((root, [root.key])) }
        var index = 0
        while index < queue.count {
            let (member, chain) = queue[index]
            index += 1
            var next: [MemberFacts] = []
            var uses = member.uses, calledNames = member.calledNames
            for (view, keys) in member.handedUses where !callbackViews.contains(view) { uses.formUnion(keys) }
            for (view, names) in member.handedCalls where !callbackViews.contains(view) { calledNames.formUnion(names) }
            for key in uses.sorted() { next += byKey[key] ?? [] }
            for name in calledNames.sorted() {
                next += (byName[name] ?? []).filter { $0.key != $0.name }  // methods, not properties
            }
            for callee in next where !callee.isViewBuilding && seen.insert(callee.key).inserted {
                let extended = [callee.key] + chain
                chains[callee.key] = extended
                queue.append((callee, extended))
            }
        }
        return chains
    }

    /// The chain from `member` of `type` to the view-building member that runs it, if `body` runs it
    /// (`["refresh()", "body"]`). Worked out when asked: only code that would be a finding asks.
    func chain(type: String, member: String) -> [String]? {
        guard let facts = types[type], facts.isView else { return nil }
        return MemberIndex.reachedFromBody(facts, callbackViews: callbackViews)[member]
    }

    /// Round 19: whether some member of `type` hands closures to a view of the set that this index
    /// does not know (declared in a file it was not built from): its facts may make them callbacks.
    func handsClosuresToUnknownViews(type: String) -> Bool {
        types[type]?.members.contains { member in
            member.handedCalls.keys.contains { types[$0] == nil } || member.handedUses.keys.contains { types[$0] == nil }
        } ?? false
    }

    /// Every member of `type` by key (all declarations with that key).
    func members(of type: String) -> [MemberFacts] {
        types[type]?.members ?? []
    }
}

enum Members {
    /// Constraints only classes meet (`ObservableObject` is class-bound too).
    static let classBounds: Set<String> = ["AnyObject", "ObservableObject"]

    /// The name a type is known by across files: `Outer.Inner` for nested types, the extended
    /// type as written (without generic arguments) for extensions.
    static func typePath(of decl: some DeclGroupSyntax) -> String? {
        var own: String
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            own = ext.extendedType.pathText
        } else if let name = Syntax(decl).typeName {
            own = name
        } else {
            return nil
        }
        var current = Syntax(decl).parent
        while let node = current {
            if let outer = node.asProtocol(DeclGroupSyntax.self) {
                guard let outerPath = typePath(of: outer) else { return nil }
                own = outerPath + "." + own
                break
            }
            current = node.parent
        }
        return own
    }

    /// `refresh()`, `format(_:)`, `row(for:)`; `body` for `body(content:)` and `makeBody(configuration:)`.
    static func key(of function: FunctionDeclSyntax) -> String {
        if ["body", "makeBody"].contains(function.name.text) { return "body" }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }

    /// The facts of every type this file declares or extends that could be a view: types declared
    /// as views here, and every extension (its type may be a view declared in another file).
    static func facts(in file: LintFile) -> [String: TypeFacts] {
        var result: [String: TypeFacts] = [:]
        // Round 19: a class-bound protocol (`protocol Model: AnyObject, Observable`): whatever
        // conforms is a class, so a property of that type (or of a generic parameter it
        // constrains) holds a reference.
        for decl in file.protocols where decl.inheritedTypeNames.contains(where: classBounds.contains) {
            result[decl.name.text, default: TypeFacts()].isClass = true
        }
        for decl in file.typeDecls {
            let isView = decl.isViewDecl(in: file)
            if let classDecl = decl.as(ClassDeclSyntax.self), let path = typePath(of: decl) {
                var facts = classFacts(classDecl)
                (facts.bindingPasses, facts.perFrameWrites) = bindingFlow(in: decl, file: file)
                facts.staticArguments = staticArguments(in: decl, file: file)
                (facts.constantArguments, facts.idKeyed) = constructions(in: decl, file: file)
                facts.unboundedFills = CollectionEvidence.unboundedFills(in: decl, file: file)
                result[path, default: TypeFacts()].merge(facts)
                continue
            }
            guard isView || decl.is(ExtensionDeclSyntax.self), let path = typePath(of: decl) else {
                // A representable (not a `View` here) or another struct may still hand a binding on.
                if decl.is(StructDeclSyntax.self) || decl.is(ActorDeclSyntax.self) || decl.is(EnumDeclSyntax.self), let path = typePath(of: decl) {
                    var facts = TypeFacts()
                    (facts.bindingPasses, facts.perFrameWrites) = bindingFlow(in: decl, file: file)
                    facts.unboundedFills = CollectionEvidence.unboundedFills(in: decl, file: file)
                    facts.fixedLets = fixedLets(in: decl)
                    if !facts.bindingPasses.isEmpty || !facts.perFrameWrites.isEmpty || !facts.unboundedFills.isEmpty
                        || !facts.fixedLets.isEmpty {
                        result[path, default: TypeFacts()].merge(facts)
                    }
                }
                continue
            }
            if decl.is(ExtensionDeclSyntax.self), !decl.inheritedTypeNames.allSatisfy(UnobservedObjects.plainConformances.contains) {
                // `extension Model: ObservableObject`: the class may be observed.
                result[path, default: TypeFacts()].isObserved = true
            }
            var facts = TypeFacts()
            facts.isView = isView && !decl.is(ExtensionDeclSyntax.self) || decl.inheritedTypeNames.contains(where: SwiftUINames.viewProtocols.contains)
            facts.wrappers = decl.wrappedProperties
            facts.properties = decl.propertyNames
            if !facts.wrappers.isEmpty || decl.is(ExtensionDeclSyntax.self) {
                facts.written = writtenNames(in: Syntax(decl))
                facts.changed = ParentValues.changedNames(in: Syntax(decl))
            }
            (facts.passedValues, facts.rowPassedValues, facts.wrappedPassedValues, facts.handedPassedValues, facts.handedRowPassedValues)
                = ParentValues.passedValues(in: decl, file: file)
            (facts.presentedClosures, facts.presenters) = presentation(in: decl, file: file)
            (facts.callbackLabels, facts.contentLabels) = closureRoles(of: decl)
            facts.heldTypes = ParentValues.heldTypes(in: decl)
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self), let wrapper = variable.wrapperName,
                      ["EnvironmentObject", "ObservedObject", "StateObject"].contains(wrapper)
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.name else { continue }
                    if let named = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
                        facts.observedTypes[name] = named.name.text
                    } else if let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                        facts.observedTypes[name] = callee
                    }
                }
            }
            (facts.ownsState, facts.builtViews, facts.bodyBuilt, facts.handedBuilt) = identityState(of: decl, in: file)
            facts.hostRoutes = hostRoutes(in: decl)
            facts.scrollHosted = scrollHosted(in: decl, file: file)
            facts.staticArguments = staticArguments(in: decl, file: file)
            (facts.constantArguments, facts.idKeyed) = constructions(in: decl, file: file)
            (facts.rowBuilt, facts.inlineBuilt, facts.rowSources) = rowBuilt(in: decl, file: file)
            (facts.bindingPasses, facts.perFrameWrites) = bindingFlow(in: decl, file: file)
            facts.unboundedFills = CollectionEvidence.unboundedFills(in: decl, file: file)
            for item in decl.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body {
                    let isBody = key(of: function) == "body" && isView
                    facts.members.append(memberFacts(
                        key: key(of: function), name: function.name.text, body: Syntax(body.statements),
                        isViewBuilding: isBody || Scopes.isViewBuilding(function, in: file), file: file))
                } else if let variable = item.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.isComputed {
                        // What a read runs: the getter (a setter runs only where the property is set).
                        guard let name = binding.name, let getter = binding.accessorBlock?.getter else { continue }
                        let building = Scopes.isViewBuilding(variable: variable, binding: binding, in: decl, file: file)
                        facts.members.append(memberFacts(
                            key: name, name: name, body: getter, isViewBuilding: building, file: file))
                    }
                }
            }
            result[path, default: TypeFacts()].merge(facts)
        }
        return result
    }

    /// See `TypeFacts.scrollHosted`: views of the app built as direct children of the content of a
    /// vertical `ScrollView` of this declaration (a row's own stack, or a stack in a stack, is not).
    private static func scrollHosted(in decl: some DeclGroupSyntax, file: LintFile) -> Set<String> {
        var names: Set<String> = []
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) && call.calleeName == "ScrollView" {
            guard let closure = call.contentClosure, !NonLazyLargeListRule.isHorizontal(call) else { continue }
            // The ScrollView's own content, as the one-type rule reads it: its direct children
            // (`ScrollView { History() }`), not views nested in a stack of them.
            for case let child? in closure.builderChildren {
                guard let built = ViewExpressions.rootCall(of: child),
                      let ref = built.calledExpression.as(DeclReferenceExprSyntax.self),
                      case .identifier(let text) = ref.baseName.tokenKind, text.first?.isUppercase == true,
                      !SwiftUINames.containers.contains(text), !SwiftUINames.primitives.contains(text)
                else { continue }
                names.insert(text)
            }
        }
        return names
    }

    /// See `TypeFacts.staticArguments`: the constructions (`Name(…)`) within the declaration.
    private static func staticArguments(in decl: some DeclGroupSyntax, file: LintFile) -> [String: [String: Bool]] {
        var result: [String: [String: Bool]] = [:]
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            guard let called = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  called.baseName.text.first?.isUppercase == true, file.setTypeNames.contains(called.baseName.text)
            else { continue }
            for argument in call.arguments {
                let label = argument.label?.text ?? "_"
                let isStatic = isStaticMember(argument.expression)
                result[called.baseName.text, default: [:]][label] = (result[called.baseName.text]?[label] ?? true) && isStatic
            }
        }
        return result
    }

    /// See `TypeFacts.constantArguments` and `idKeyed`: the constructions (`Name(…)`) within the declaration.
    private static func constructions(in decl: some DeclGroupSyntax, file: LintFile) -> ([String: [String: Bool]], [String: Bool]) {
        var constants: [String: [String: Bool]] = [:]
        var keyed: [String: Bool] = [:]
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            guard let called = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  called.baseName.text.first?.isUppercase == true, file.setTypeNames.contains(called.baseName.text)
            else { continue }
            let name = called.baseName.text
            for argument in call.arguments {
                let label = argument.label?.text ?? "_"
                let constant = isConstant(argument.expression)
                constants[name, default: [:]][label] = (constants[name]?[label] ?? true) && constant
            }
            keyed[name] = (keyed[name] ?? true) && isGivenID(call)
        }
        return (constants, keyed)
    }

    /// UIKit and AppKit delegate methods called on every frame of a scroll or zoom.
    static let perFrameCallbacks: Set<String> = ["scrollViewDidScroll", "scrollViewDidZoom"]

    /// See `TypeFacts.bindingPasses` and `perFrameWrites`: read off the calls and assignments the
    /// file's index holds within the declaration's braces (its own, not a nested type's).
    private static func bindingFlow(in decl: some DeclGroupSyntax, file: LintFile) -> ([String: [String: String]], Set<String>) {
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        let properties = decl.propertyNames
        var passes: [String: [String: String]] = [:]
        for call in file.calls where range.contains(call.position) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  file.setTypeNames.contains(name),
                  call.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true }),
                  call.ancestor(MemberBlockSyntax.self)?.id == decl.memberBlock.id
            else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, let ref = argument.expression.as(DeclReferenceExprSyntax.self),
                      ref.baseName.text.hasPrefix("$"), properties.contains(String(ref.baseName.text.dropFirst()))
                else { continue }
                passes[name, default: [:]][label] = String(ref.baseName.text.dropFirst())
            }
        }
        let bindings = Set(decl.wrappedProperties.filter { $0.value == "Binding" }.keys)
        guard !bindings.isEmpty else { return (passes, []) }
        var writes: Set<String> = []
        for sequence in file.sequences where range.contains(sequence.position) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  sequence.ancestor(MemberBlockSyntax.self)?.id == decl.memberBlock.id
            else { continue }
            var target = elements[0].trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst(5) }
            guard bindings.contains(target) else { continue }
            let inCallback = sequence.ancestor(FunctionDeclSyntax.self).map { perFrameCallbacks.contains($0.name.text) } ?? false
            var inStream = false
            var node = sequence.parent
            while let current = node, !inStream, !current.is(MemberBlockItemSyntax.self) {
                if let closure = current.as(ClosureExprSyntax.self),
                   let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                       ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                   let callee = owner.calleeName, PerFrameStateRule.frameStreams.contains(callee) {
                    inStream = true
                }
                node = current.parent
            }
            if inCallback || inStream { writes.insert(target) }
        }
        return (passes, writes)
    }

    /// See `TypeFacts.rowBuilt` and `inlineBuilt`.
    private static func rowBuilt(in decl: some DeclGroupSyntax, file: LintFile) -> (rows: Set<String>, inline: Set<String>, sources: [String: Set<String>]) {
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        var rows: Set<String> = [], inline: Set<String> = []
        var sources: [String: Set<String>] = [:]
        for call in file.calls where range.contains(call.position) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  file.setTypeNames.contains(name)
            else { continue }
            if Scopes.isInRow(call), !isPresentedContent(call, withinRow: true) {
                rows.insert(name)
                // What the rows are made from (`RowEvidence`): a store query's results, or a property by name.
                if let data = InlineCollectionTransformRule.enclosingRowData(call), let (source, node) = CollectionEvidence.sourceName(of: data, depth: 0) {
                    let wrapper = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)?.allWrappers[source]
                    sources[name, default: []].insert(wrapper.map(CollectionEvidence.storeWrappers.contains) == true ? CollectionEvidence.storeSource : source)
                }
            }
            // (Not `bodyCallChain`: it reads the index these facts build.) A helper's construction counts.
            if !isInAction(call), !isPresentedContent(call) {
                inline.insert(name)
            }
        }
        return (rows, inline, sources)
    }

    /// Inside an action closure, by the cheap signs `Scopes.runsImmediately` reads first (a label
    /// like `action:`, an `on…` modifier, `Task`, a button's action) without judging what the
    /// closure holds: facts are gathered for every call of every file.
    /// Round 20: `UIHostingController(rootView: V(…))` (or `NSHostingController`, `UIHostingView`,
    /// `NSHostingView`): the view is a hosting root, built once when the controller is made.
    static func isHostedRoot(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "rootView",
              let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = owner.calledExpression.nameToken?.text
        else { return false }
        return name.hasSuffix("HostingController") || name.hasSuffix("HostingView")
    }

    /// Round 20: `"Callee.label"` when `call` is the whole value of a labeled argument of another call
    /// (`navigateTo(destination: Detail(…))`, `Cell(destination: Detail(…))`).
    static func handedKey(_ call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = owner.calledExpression.nameToken?.text
        else { return nil }
        return name + "." + label
    }

    /// Round 20: see `TypeFacts.hostRoutes`. Each parameter of the type's functions and initializers
    /// (`func navigateTo<D: View>(destination: D) { … UIHostingController(rootView: destination) … }`)
    /// and, for a struct without an initializer of its own, each plain stored property (its memberwise
    /// label): the routes of every use of it in the declaration.
    static func hostRoutes(in decl: some DeclGroupSyntax) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func routes(of name: String, in node: some SyntaxProtocol) -> Set<String> {
            var found: Set<String> = []
            for token in node.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var expr = ExprSyntax(ref)
                if let member = ref.parent?.as(MemberAccessExprSyntax.self) {
                    guard member.declName.id == ref.id, member.base?.trimmedDescription == "self" else { continue }
                    expr = ExprSyntax(member)
                }
                guard let argument = expr.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                      let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = owner.calledExpression.nameToken?.text
                else { found.insert("!"); continue }
                found.insert(label == "rootView" && (callee.hasSuffix("HostingController") || callee.hasSuffix("HostingView")) ? "" : callee + "." + label)
            }
            return found
        }
        let typeName = Syntax(decl).typeName ?? ""
        for item in decl.memberBlock.members {
            let name: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax?
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                (name, parameters, body) = (function.name.text, function.signature.parameterClause.parameters, function.body)
            } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                (name, parameters, body) = (typeName, initializer.signature.parameterClause.parameters, initializer.body)
            } else { continue }
            guard let body else { continue }
            for parameter in parameters {
                let inner = (parameter.secondName ?? parameter.firstName).text
                let found = routes(of: inner, in: body)
                if !found.isEmpty { result[name + "." + parameter.firstName.text, default: []].formUnion(found) }
            }
        }
        if decl.is(StructDeclSyntax.self), !decl.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.wrapperName == nil else { continue }
                for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                    guard let name = binding.name else { continue }
                    let found = routes(of: name, in: decl.memberBlock)
                    if !found.isEmpty { result[typeName + "." + name, default: []].formUnion(found) }
                }
            }
        }
        return result
    }

    /// Round 20: inside a closure that runs later by what it holds or where it goes (an action
    /// closure of an app's own button view: `TellaButton(title:) { let d = Detail(); push(destination: d) }`).
    static func inDeferredClosure(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self), !Scopes.runsImmediately(closure) { return true }
            node = current.parent
        }
        return false
    }

    static func isInAction(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self) {
                var label: String?
                var owner: FunctionCallExprSyntax?
                if let direct = closure.parent?.as(FunctionCallExprSyntax.self) {
                    owner = direct
                } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
                    label = argument.label?.text
                    owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
                    label = element.label.text
                    owner = element.parent?.parent?.as(FunctionCallExprSyntax.self)
                }
                if let label, Scopes.deferredLabels.contains(label) || Scopes.isOnName(label) { return true }
                if let name = owner?.calledExpression.referencedName {
                    if Scopes.deferredCallees.contains(name) || Scopes.isOnName(name) { return true }
                    // `Button("Go") { … }`, `Button { … } label: { … }`: the trailing closure is the action,
                    // unless `action:` is given (`Button(action: go) { label }`).
                    if Scopes.actionControls.contains(name), label == nil, owner?.trailingClosure?.id == closure.id,
                       owner?.argument(labeled: "action") == nil {
                        return true
                    }
                }
            }
            node = current.parent
        }
        return false
    }

    /// Round 19: see `TypeFacts.initWork`.
    static func initWork(of decl: ClassDeclSyntax) -> String? {
        let methods = Dictionary(decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap { function in
            function.body.map { (function.name.text, $0) }
        }, uniquingKeysWith: { first, _ in first })
        func work(in node: some SyntaxProtocol, depth: Int) -> String? {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let call = ref.parent?.as(FunctionCallExprSyntax.self) ?? ref.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
                guard let call, call.calleeName == text || text == "Task" else {
                    continue
                }
                if ["sink", "addObserver", "observe", "subscribe"].contains(text) { return "subscribes (`\(text)`)" }
                if text == "assign", call.arguments.first?.label?.text == "to" { return "subscribes (`assign(to:)`)" }
                if text == "Task" || text == "detached" { return "starts a `Task`" }
                if text.hasPrefix("fetch"), text.count == 5 || text.dropFirst(5).first?.isUppercase == true { return "fetches (`\(text)`)" }
                if depth == 0, let body = methods[text], call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base?.trimmedDescription == "self" }) ?? true,
                   let inner = work(in: body, depth: 1) {
                    return inner + " in `\(text)()`"
                }
            }
            return nil
        }
        for item in decl.memberBlock.members {
            guard let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            if let found = work(in: body, depth: 0) { return found }
        }
        return nil
    }

    /// Round 19: see `TypeFacts.callbackLabels`. Parameters typed through an alias are not judged.
    static func closureRoles(of decl: some DeclGroupSyntax) -> (callbacks: Set<String>, content: Set<String>) {
        guard decl.is(StructDeclSyntax.self) else { return ([], []) }
        var callbacks: Set<String> = [], content: Set<String> = []
        func judge(_ label: String, _ type: TypeSyntax, builds: Bool, escapes: Bool) {
            guard let function = Scopes.functionType(type, aliasesIn: []) else { return }
            if escapes && !builds && Scopes.returnsNoViewContent(function) { callbacks.insert(label) } else { content.insert(label) }
        }
        var explicit = false
        for item in decl.memberBlock.members {
            if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                explicit = true
                for parameter in initializer.signature.parameterClause.parameters {
                    let escapes = parameter.type.trimmedDescription.contains("@escaping") || parameter.type.is(OptionalTypeSyntax.self)
                    let builds = parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
                    judge(parameter.firstName.text, parameter.type, builds: builds, escapes: escapes)
                }
            }
        }
        guard !explicit else { return (callbacks, content) }
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.name, let type = binding.typeAnnotation?.type else { continue }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { continue }
                judge(name, type, builds: variable.hasAttribute("ViewBuilder"), escapes: true)
            }
        }
        return (callbacks, content)
    }

    /// Round 19: see `TypeFacts.presentedClosures` and `presenters`.
    static func presentation(in decl: some DeclGroupSyntax, file: LintFile) -> (closures: Set<String>, presenters: [String: Set<String>]) {
        var closures: Set<String> = []
        var presenters: [String: Set<String>] = [:]
        let properties = decl.propertyNames
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil })
            else { continue }
            // A stored closure called as presented content.
            if properties.contains(name), isPresentedContent(call) { closures.insert(name) }
            // A method's closure parameter presented here, or handed to a type.
            guard let function = call.ancestor(FunctionDeclSyntax.self), function.ancestor(MemberBlockSyntax.self)?.id == decl.memberBlock.id
            else { continue }
            let parameters = Set(function.signature.parameterClause.parameters
                .filter { $0.type.trimmedDescription.contains("->") }.map { ($0.secondName ?? $0.firstName).text })
            guard !parameters.isEmpty else { continue }
            if parameters.contains(name), isPresentedContent(call) {
                presenters[function.name.text, default: []].insert("")
            }
            if name.first?.isUppercase == true {
                for argument in call.arguments {
                    guard let label = argument.label?.text, let ref = argument.expression.as(DeclReferenceExprSyntax.self),
                          parameters.contains(ref.baseName.text)
                    else { continue }
                    presenters[function.name.text, default: []].insert(name + "." + label)
                }
            }
        }
        return (closures, presenters)
    }

    /// Inside the content of `sheet`, `fullScreenCover`, `popover`, `navigationDestination`, or a
    /// `NavigationLink`'s destination: built when presented, not with the view on every pass.
    /// With `withinRow`, only up to the row it is in (a row inside a sheet is still a row).
    static func isPresentedContent(_ call: FunctionCallExprSyntax, withinRow: Bool = false) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self),
               let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                   ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = owner.calleeName {
                if withinRow, name == "ForEach" || name == "List" { return false }
                if ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"].contains(name) { return true }
                if name == "NavigationLink", closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "destination" || owner.trailingClosure?.id == closure.id && !owner.additionalTrailingClosures.isEmpty {
                    return true
                }
            }
            if let argument = current.as(LabeledExprSyntax.self), argument.label?.text == "destination",
               argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "NavigationLink" {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// `3`, `"a"`, `true`, `.shared`, `labels.count` of a `let labels = [a, b]` the code's type (or an outer one) keeps.
    static func isConstant(_ expr: ExprSyntax) -> Bool {
        let expr = expr.unwrapped
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(StringLiteralExprSyntax.self) || isStaticMember(expr) {
            return true
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            // The list may be kept by the type or by one the code is nested in (`Week.labels` for `Week.Row`).
            var group: Syntax? = Syntax(expr)
            while let current = group?.parent {
                if let outer = current.asProtocol(DeclGroupSyntax.self),
                   NonLazyLargeListRule.literalArrayCount(of: base.baseName.text, in: outer, near: expr) != nil {
                    return true
                }
                group = current
            }
            return false
        }
        return false
    }

    /// `Row(item: item).id(item.id)`, possibly after other modifiers; or the content of
    /// `.sheet(item:)` (`fullScreenCover`, `popover`, `navigationDestination(item:)`): a new item
    /// dismisses it and presents a new view.
    static func isGivenID(_ call: FunctionCallExprSyntax) -> Bool {
        if let closure = call.ancestor(ClosureExprSyntax.self),
           let owner = closure.parent?.as(FunctionCallExprSyntax.self)
               ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
               ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
           let name = owner.calleeName, ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(name),
           owner.arguments.contains(where: { $0.label?.text == "item" }) {
            return true
        }
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "id" { return true }
            node = Syntax(outer)
        }
        return false
    }

    /// `.shared`, `Store.shared`, `Self.defaultStore`: a type's static member (one per process).
    static func isStaticMember(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.unwrapped.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        guard let type = base.as(DeclReferenceExprSyntax.self) else { return false }
        return type.baseName.text.first?.isUppercase == true || type.baseName.tokenKind == .keyword(.Self)
    }

    /// What `unobserved-class-state` needs of a class: whether SwiftUI observes it, and which of
    /// its methods write its own stored `var`s.
    private static func classFacts(_ decl: ClassDeclSyntax) -> TypeFacts {
        var facts = TypeFacts()
        facts.isClass = true
        facts.isObserved = !UnobservedObjects.isPlainClassPart(decl)
        let stored = Set(decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.var) && !$0.isStatic }
            .flatMap { $0.bindings.filter { !$0.isComputed }.compactMap(\.name) })
        for item in decl.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            if !writtenNames(in: Syntax(body)).isDisjoint(with: stored) { facts.mutators.insert(function.name.text) }
        }
        facts.published = Set(decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.hasAttribute("Published") }.flatMap { $0.bindings.compactMap(\.name) })
        facts.accumulated = accumulated(in: decl, among: facts.published)
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            for binding in variable.bindings where binding.isComputed {
                guard let name = binding.name, let accessors = binding.accessorBlock else { continue }
                facts.computedReads[name] = Set(accessors.tokens(viewMode: .sourceAccurate).compactMap { token in
                    guard case .identifier(let text) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
                    return text
                })
            }
        }
        // `@Observable` (iOS 17/macOS 14) tracks every stored `var`: any of them can tick.
        facts.ticking = ticking(in: decl, among: facts.published.isEmpty && facts.isObserved ? stored : facts.published)
        facts.shifted = shifted(in: decl, among: stored)
        facts.fixedLets = fixedLets(in: decl)
        facts.initWork = initWork(of: decl)
        facts.hasSharedInstance = decl.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.isStatic else { return false }
            return variable.bindings.contains { $0.name == "shared" }
        }
        return facts
    }

    /// See `TypeFacts.fixedLets`.
    static func fixedLets(in decl: some DeclGroupSyntax) -> Set<String> {
        Set(decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.let) && !$0.isStatic }
            .flatMap(\.bindings).filter { $0.initializer != nil }.compactMap(\.name))
    }

    /// See `TypeFacts.shifted`: `items.remove(at: i)`, `self.items.move(…)` in the type's own code.
    private static func shifted(in decl: ClassDeclSyntax, among names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var result: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) where UnstableIDRule.shiftingMutations.contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id,
                  let base = member.base
            else { continue }
            let name = base.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            if names.contains(name) { result.insert(name) }
        }
        return result
    }

    /// See `TypeFacts.ticking`: a write of a published property (`elapsed = …`, `elapsed += 1`) inside a
    /// closure handed to a timer (`Timer.scheduledTimer(…) { … }`, `Timer.publish(…).autoconnect().sink { … }`)
    /// or inside a `while` loop that sleeps (`try await Task.sleep(…)`).
    private static func ticking(in decl: ClassDeclSyntax, among names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var result: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) where names.contains(token.text) && !result.contains(token.text) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var target = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { target = ExprSyntax(member) }
            guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == target.id,
                  let op = sequence.elements.dropFirst().first,
                  op.is(AssignmentExprSyntax.self) || ["+=", "-="].contains(op.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            else { continue }
            if isTicking(Syntax(sequence)) { result.insert(token.text); continue }
            // Round 22 (foqos): a write in a method of the class that a timer's closure calls
            // (`Timer.scheduledTimer { _ in self?.updateTimes() }`) runs on every tick too.
            if let method = sequence.ancestor(FunctionDeclSyntax.self)?.name.text, tickedMethods(in: decl).contains(method) {
                result.insert(token.text)
            }
        }
        return result
    }

    /// The methods of the class called by name inside a timer's closure (`self?.tick()`, `tick()`).
    private static func tickedMethods(in decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var callee = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { callee = ExprSyntax(member) }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
                  isTicking(Syntax(call))
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// Whether `node` runs on each tick: inside a closure given to a timer (`Timer.scheduledTimer { }`,
    /// `Timer.publish(…).autoconnect().sink { }`, `timer.setEventHandler { }`) or set as its handler
    /// (`timer.eventHandler = { … }`, a `DispatchSourceTimer` wrapper), or in a loop that sleeps.
    static func isTicking(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, call.calledExpression.trimmedDescription.range(of: "timer", options: .caseInsensitive) != nil { return true }
                if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.last?.id == closure.id, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                   let target = sequence.elements.first, target.trimmedDescription.range(of: "timer", options: .caseInsensitive) != nil {
                    return true
                }
            }
            if let loop = syntax.as(WhileStmtSyntax.self),
               loop.body.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "sleep" }) {
                return true
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// See `TypeFacts.accumulated`: `output += line`, `lines.append(line)`, or any write in a loop.
    private static func accumulated(in decl: ClassDeclSyntax, among names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var result: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard names.contains(token.text), let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var target = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { target = ExprSyntax(member) }
            // `lines.append(…)`, `lines.insert(…)`
            if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id,
               ["append", "insert"].contains(member.declName.baseName.text) {
                result.insert(token.text)
                continue
            }
            // `output += text`
            if let sequence = target.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.first?.id == target.id,
               sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                result.insert(token.text)
            }
        }
        return result
    }

    /// Wrappers whose storage SwiftUI keeps for a view's identity (lost when it is rebuilt).
    static let identityWrappers: Set<String> = [
        "State", "StateObject", "FocusState", "GestureState", "SceneStorage", "Namespace", "AccessibilityFocusState",
    ]
    /// Modifiers whose work is tied to the view's lifetime: a rebuild runs or animates them again.
    static let lifetimeModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onReceive", "transition", "matchedGeometryEffect", "refreshable",
    ]

    /// See `TypeFacts.ownsState` and `builtViews`: from its stored properties, and the calls
    /// the file's index holds within its braces (no walk of its tokens).
    /// Round 19: `name` is written somewhere, every write is in an `onHover`/`onContinuousHover`
    /// closure, and it is never bound (`$name`).
    static func onlyHoverWritten(_ name: String, in decl: some DeclGroupSyntax) -> Bool {
        var writes = 0
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) {
            if token.text == "$" + name { return false }
            guard token.text == name, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var node = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
                guard member.base?.trimmedDescription == "self" else { continue }
                node = ExprSyntax(member)
            }
            let assigned = node.parent?.as(ExprListSyntax.self).map { list in
                guard let index = list.firstIndex(where: { $0.id == node.id }), list.index(after: index) != list.endIndex else { return false }
                return list[list.index(after: index)].is(AssignmentExprSyntax.self)
            } ?? false
            let toggled = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
            guard assigned || toggled else { continue }
            var current = node.parent
            var hover = false
            while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
                if let closure = syntax.as(ClosureExprSyntax.self) {
                    let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                        ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    if let callee = owner?.calleeName, callee == "onHover" || callee == "onContinuousHover" { hover = true; break }
                }
                current = syntax.parent
            }
            guard hover else { return false }
            writes += 1
        }
        return writes > 0
    }

    private static func identityState(of decl: some DeclGroupSyntax, in file: LintFile)
        -> (Bool, Set<String>, body: Set<String>, handed: [String: Set<String>]) {
        var owns = false
        var built: Set<String> = []
        var body: Set<String> = []
        var handed: [String: Set<String>] = [:]
        for item in decl.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self), let wrapper = variable.wrapperName, identityWrappers.contains(wrapper) {
                // Round 19: a pointer-hover flag (`@State var isHovered`, written only in `onHover`)
                // is set again by the next pointer move: a rebuild loses nothing the user made.
                if wrapper == "State", variable.bindings.allSatisfy({ $0.name.map { onlyHoverWritten($0, in: decl) } ?? false }) { continue }
                owns = true
            }
        }
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if lifetimeModifiers.contains(member.declName.baseName.text) { owns = true }
            } else if let name = call.calledExpression.nameToken?.text, name.first?.isUppercase == true {
                // Round 20 (Tella `ServerSelectionView`): a view built only in an action (pushed on a
                // tap) or as a hosting controller's `rootView:` is built once, not by a body pass.
                if isHostedRoot(call) || isInAction(call) || inDeferredClosure(call) { continue }
                built.insert(name)
                if let key = handedKey(call) { handed[key, default: []].insert(name) } else { body.insert(name) }
            }
        }
        return (owns, built, body, handed)
    }

    private static func memberFacts(key: String, name: String, body: Syntax, isViewBuilding: Bool, file: LintFile) -> MemberFacts {
        let walker = MemberWalker(file: file)
        walker.walk(body)
        let span = file.lineSpan(of: body)
        return MemberFacts(
            key: key, name: name, isViewBuilding: isViewBuilding, uses: walker.uses, calledNames: walker.calledNames,
            reads: walker.reads, handedUses: walker.handedUses, handedCalls: walker.handedCalls,
            lines: max(span - 2, 1), buildsRows: walker.buildsRows)
    }

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "shuffle",
        "reverse", "removeValue", "updateValue", "merge", "formUnion", "subtract", "popLast", "formIntersection",
    ]

    /// Names assigned (`x = …`, `self.x += 1`), mutated (`x.toggle()`) or bound (`$x`, unless
    /// `bindingsCount` is false) under `node`.
    static func writtenNames(in node: Syntax, bindingsCount: Bool = true) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .dollarIdentifier(let text):
                if bindingsCount { names.insert(String(text.dropFirst())) }
            case .identifier(let text) where text.hasPrefix("$"):
                if bindingsCount { names.insert(String(text.dropFirst())) }
            case .equal, .binaryOperator:
                guard token.tokenKind == .equal || (token.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text)),
                      let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                      let target = sequence.elements.first
                else { continue }
                if let name = storedRootName(target) { names.insert(name) }
            case .identifier(let text) where mutatingMethods.contains(text):
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      member.parent?.is(FunctionCallExprSyntax.self) == true, let base = member.base,
                      let name = storedRootName(base)
                else { continue }
                names.insert(name)
            default:
                continue
            }
        }
        return names
    }

    /// `x`, `self.x`, `x.y[0]` → `x`; nil for `_x` (setting up the storage is not a change of the value).
    private static func storedRootName(_ expr: ExprSyntax) -> String? {
        var current = expr
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                    let name = member.declName.baseName.text
                    return name.hasPrefix("_") ? nil : name
                }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                break
            }
        }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, !name.hasPrefix("_") else { return nil }
        return name
    }

    /// The simple name of the type whose member block holds `node`.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        guard let group = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return nil }
        return Syntax(group).typeName ?? group.as(ExtensionDeclSyntax.self)?.extendedType.pathText.split(separator: ".").last.map(String.init)
    }

    /// For a reference to an own member (`foo`, `self.foo`, `Self.foo`, `Cell.foo` in `Cell`, `foo(x)`): its key and name.
    /// Nil for anything else (locals are not told apart from properties: a local named like a
    /// computed property of the type counts as a use of it).
    static func ownMemberUse(_ ref: DeclReferenceExprSyntax) -> (key: String, name: String, isCall: Bool)? {
        let name = ref.baseName.text
        guard case .identifier = ref.baseName.tokenKind else { return nil }
        var expr = ExprSyntax(ref)
        if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
            let baseName = base.baseName.text
            // `Cell.formatter` inside `Cell` is `Self.formatter`.
            guard baseName == "self" || baseName == "Self" || baseName.first?.isUppercase == true && baseName == enclosingTypeName(of: ref)
            else { return nil }
            expr = ExprSyntax(member)
        } else if ref.parent?.is(MemberAccessExprSyntax.self) == true {
            // The base of `foo.bar`: a use of property `foo`.
            return (name, name, false)
        }
        if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == expr.id {
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
            return (name + "(" + labels.joined() + ")", name, true)
        }
        return (name, name, false)
    }
}

/// Walks a member's code as it runs: skips action closures, local functions and nested types.
private final class MemberWalker: SyntaxVisitor {
    let file: LintFile
    var uses: Set<String> = []
    var calledNames: Set<String> = []
    var reads: Set<String> = []
    var buildsRows = false
    var handedUses: [String: Set<String>] = [:]
    var handedCalls: [String: Set<String>] = [:]

    init(file: LintFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard Scopes.runsImmediately(node, in: file) else { return .skipChildren }
        // Round 19: a closure handed to a view of the set (not a SwiftUI container) may be a
        // stored callback its declaration, perhaps in another file, says so: kept apart.
        guard let view = Self.handedTo(node), file.setTypeNames.contains(view), !SwiftUINames.containers.contains(view)
        else { return .visitChildren }
        let inner = MemberWalker(file: file)
        inner.walk(node.statements)
        handedUses[view, default: []].formUnion(inner.uses)
        handedCalls[view, default: []].formUnion(inner.calledNames)
        for (other, keys) in inner.handedUses { handedUses[view, default: []].formUnion(keys); _ = other }
        for (other, names) in inner.handedCalls { handedCalls[view, default: []].formUnion(names); _ = other }
        reads.formUnion(inner.reads)
        buildsRows = buildsRows || inner.buildsRows
        return .skipChildren
    }

    /// `Step(…) { … }`, `Step(onStep: { … })`: the upper-case type a closure is an argument of.
    private static func handedTo(_ closure: ClosureExprSyntax) -> String? {
        let owner = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let name = owner?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              owner?.calledExpression.id != ExprSyntax(closure).id
        else { return nil }
        return name
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calleeName, name == "ForEach" || (name == "List" && !node.arguments.isEmpty),
           node.calledExpression.is(DeclReferenceExprSyntax.self) {
            buildsRows = true
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let use = Members.ownMemberUse(node) else { return .visitChildren }
        if use.isCall {
            uses.insert(use.key)
            calledNames.insert(use.name)
        } else {
            uses.insert(use.key)
            reads.insert(use.name)
        }
        return .visitChildren
    }
}

extension TypeSyntax {
    /// `Foo`, `Outer.Inner`, `Foo` for `Foo<Bar>`: how an extension names its type.
    var pathText: String {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.baseType.pathText + "." + member.name.text }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.pathText }
        return trimmedDescription
    }
}
