import Foundation
@_spi(SwiftUI) import Observation
import Synchronization

/// Records why each body ran and why each compared child was skipped, per
/// transaction (`ViewHost.transactions`). A graph has one only when reasons
/// were asked for, so the update path pays one nil check when they were not.
/// `SWIFTUISIM_WHY` also prints each record as it happens (what `course run
/// --why` sets), and `SWIFTUISIM_REPORT=FILE` appends each finished
/// transaction to FILE as one JSON line (what `course run --report` reads).
@MainActor
final class WhyLog {
    /// What `SWIFTUISIM_WHY` asks for: nil (nothing printed), every view, or these types.
    enum Printing: Equatable {
        case all
        case only(Set<String>)
    }

    /// Hosts made so far in this program (the report numbers them).
    private static var hostsMade = 0
    /// Whether the environment asks every host to record (`SWIFTUISIM_WHY`, `SWIFTUISIM_REPORT`).
    static let environmentAsks: Bool = printing != nil || reportPath != nil

    static let printing: Printing? = {
        guard let value = ProcessInfo.processInfo.environment["SWIFTUISIM_WHY"], !value.isEmpty, value != "0" else { return nil }
        if ["1", "true", "yes", "all"].contains(value.lowercased()) { return .all }
        return .only(Set(value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
    }()
    static let reportPath: String? = ProcessInfo.processInfo.environment["SWIFTUISIM_REPORT"].flatMap { $0.isEmpty ? nil : $0 }
    /// Where printed lines go: standard output, interleaved with the program's own; tests listen here.
    static var output: (String) -> Void = { print($0) }

    let host: Int
    private(set) var rootName = ""
    private(set) var transactions: [ViewHost.Transaction] = []
    private var nextTransaction = 0
    private var isOpen = false
    private var printedHeader = false
    /// The host whose transaction was printed last (of all hosts in the program).
    private static var lastPrintedHost = 0

    /// Each live node's number, and every number's name and parent (kept
    /// after the node goes, so old records still have their paths).
    private var serials: [ObjectIdentifier: Int] = [:]
    private var registry: [(view: String, type: String, parent: Int)] = [("", "", 0)]
    /// Why a node being mounted in this transaction is new (its children inherit it).
    private var identities: [ObjectIdentifier: (change: ViewHost.IdentityChange, insideNew: String?)] = [:]
    /// `@self` differences found when the parent's pass compared a node's values.
    private var selfChanges: [ObjectIdentifier: ViewHost.Reason] = [:]
    /// Reasons noted when an invalidation happened (environment values, `@Observable` writes).
    private var notes: [ObjectIdentifier: [ViewHost.Reason]] = [:]
    private var fieldNames: [Int: [String]] = [:]

    init() {
        Self.hostsMade += 1
        host = Self.hostsMade
        WhySwitch.turnOn()
    }

    var currentTransaction: Int { nextTransaction - 1 }

    // MARK: Transactions

    func begin(cause: String) {
        isOpen = true
        printedHeader = false
        transactions.append(ViewHost.Transaction(index: nextTransaction, cause: cause, runs: []))
        nextTransaction += 1
    }

    /// Closes the open transaction. With `droppingIfEmpty`, one in which no
    /// body ran is forgotten: the work the app scheduled is looked for after
    /// every action, and a round that changed nothing says nothing (in a
    /// test runner the main queue also carries other tests' work).
    func end(droppingIfEmpty: Bool = false) {
        guard isOpen else { return }
        isOpen = false
        identities.removeAll(keepingCapacity: true)
        selfChanges.removeAll(keepingCapacity: true)
        notes.removeAll(keepingCapacity: true)
        PublishedLog.clear()
        ObservationCapture.clear()
        guard let transaction = transactions.last else { return }
        if droppingIfEmpty, transaction.runs.isEmpty, !printedHeader {
            transactions.removeLast()
            nextTransaction -= 1
            return
        }
        if Self.printing == .all, !printedHeader {
            printHeader(transaction)
            Self.output("  (no body ran)")
        }
        if let path = Self.reportPath { ReportFile.append(ReportLine(host: host, root: rootName, transaction: transaction, ids: ids(of:)), to: path) }
    }

    /// Forgets what was recorded so far (`resetCounts()`).
    func reset() {
        let open = isOpen ? transactions.last.map { ViewHost.Transaction(index: $0.index, cause: $0.cause, runs: []) } : nil
        transactions = open.map { [$0] } ?? []
    }

    private func append(_ run: ViewHost.BodyRun) {
        guard !transactions.isEmpty else { return }
        transactions[transactions.count - 1].runs.append(run)
        guard let printing = Self.printing else { return }
        if case .only(let names) = printing, !names.contains(run.view), !names.contains(run.type),
           !names.contains(String(run.view.prefix { $0 != "<" })) { return }
        if !printedHeader { printHeader(transactions[transactions.count - 1]) }
        Self.output(run.description)
    }

    /// `── tap("Add") ──`; a second host's mount says which host it is, and so
    /// does a transaction printed after another host's.
    private func printHeader(_ transaction: ViewHost.Transaction) {
        printedHeader = true
        let label: String
        if transaction.index == 0 {
            label = host > 1 ? "mount (host \(host): \(rootName))" : "mount"
        } else {
            label = (Self.lastPrintedHost != host && Self.lastPrintedHost != 0 ? "host \(host): " : "") + transaction.cause
        }
        Self.lastPrintedHost = host
        Self.output("── \(label) ──")
    }

    /// Whether `course run --why` printed this node's `_printChanges()` line already.
    func printsLine(for node: Node) -> Bool {
        switch Self.printing {
        case nil: false
        case .all: true
        case .only(let names)?: names.contains(node.typeName) || names.contains(node.info.tableName)
            || names.contains(String(node.typeName.prefix { $0 != "<" }))
        }
    }

    // MARK: Numbers and paths

    private func serial(of node: Node) -> Int {
        let id = ObjectIdentifier(node)
        if let serial = serials[id] { return serial }
        var ancestor = node.parent
        while let candidate = ancestor, candidate.role != .custom { ancestor = candidate.parent }
        let parent = ancestor.map(serial(of:)) ?? 0
        let serial = registry.count
        registry.append((node.typeName, node.info.tableName, parent))
        serials[id] = serial
        if node.parent == nil { rootName = node.typeName }
        return serial
    }

    /// The ids from the root down to `serial`.
    private func ids(of serial: Int) -> [Int] {
        var ids: [Int] = []
        var current = serial
        while current != 0 {
            ids.append(current)
            current = registry[current].parent
        }
        return ids.reversed()
    }

    private func path(of serial: Int) -> [String] {
        var names: [String] = []
        var current = serial
        while current != 0 {
            names.append(registry[current].view)
            current = registry[current].parent
        }
        return names.reversed()
    }

    private func record(_ node: Node, _ outcome: ViewHost.BodyRun.Outcome, line: String? = nil, reasons: [ViewHost.Reason]) {
        let serial = serial(of: node)
        let transaction = transactions.last
        append(ViewHost.BodyRun(
            view: node.typeName, type: node.info.tableName, path: path(of: serial), outcome: outcome,
            transaction: transaction?.index ?? 0, cause: transaction?.cause ?? "", printChangesLine: line, reasons: reasons,
            id: serial, parentID: registry[serial].parent, place: Self.place(of: node)))
    }

    /// What tells `node` apart from views of its type beside it (`BodyRun.place`):
    /// an element or explicit id between it and the custom view above, else
    /// its place among the same-typed children of its parent.
    static func place(of node: Node) -> String? {
        var current: Node? = node
        while let step = current, step === node || step.role != .custom {
            if let id = step.key.elementID ?? step.key.explicitID { return "id: \(brief(id.base))" }
            current = step.parent
        }
        guard let parent = node.parent else { return nil }
        let sameType = parent.children.filter { $0.viewType == node.viewType }
        guard sameType.count > 1, let index = sameType.firstIndex(where: { $0 === node }) else { return nil }
        return "\(index + 1) of \(sameType.count)"
    }

    /// A node went away: its number is free for a new node at the same address.
    func forget(_ node: Node) {
        serials.removeValue(forKey: ObjectIdentifier(node))
        candidateCache.removeValue(forKey: ObjectIdentifier(node))
    }

    // MARK: Identity

    /// Why a node being mounted now is new; children mounted with it inherit it.
    func noteMount(_ node: Node, change: ViewHost.IdentityChange?) {
        if let change {
            identities[ObjectIdentifier(node)] = (change, nil)
        } else if let parent = node.parent, let inherited = identities[ObjectIdentifier(parent)] {
            identities[ObjectIdentifier(node)] = (inherited.change, parent.role == .custom ? parent.typeName : inherited.insideNew)
        } else {
            identities[ObjectIdentifier(node)] = (node.parent == nil ? .firstMount : .newChild, nil)
        }
    }

    /// Why a child of `parent` (reconciled against its old children) is new.
    func identityChange(forNew key: ChildKey, view: any View, parent: Node, old: [Node]) -> ViewHost.IdentityChange? {
        // A new parent's children are new with it (inherited in `noteMount`).
        if parent.evaluations <= 1 { return nil }
        if let same = old.first(where: { $0.key == key }) {
            let (before, after) = (Self.describe(same.view), Self.describe(view))
            return parent.view is AnyView ? .anyViewTypeChanged(old: before, new: after) : .typeChanged(old: before, new: after)
        }
        if let branch = key.branchValue { return .branchFlipped(toTrue: branch) }
        if key == .present { return .appeared }
        if let id = key.explicitID {
            if parent.facts.modifier?.hasPrefix("id(") == true {
                let oldID = old.lazy.compactMap(\.key.explicitID).first
                return .idChanged(old: oldID.map { brief($0.base) } ?? "none", new: brief(id.base))
            }
            return Self.isPresentation(view) ? .presented : .newChild
        }
        if let id = key.elementID { return .elementInserted(id: brief(id.base)) }
        return .newChild
    }

    /// Why an old child of `parent` is not among the new items.
    func identityChange(forRemoved child: Node, parent: Node, items: [_Children.Item]) -> ViewHost.IdentityChange {
        if let same = items.first(where: { $0.key == child.key }) {
            let (before, after) = (Self.describe(child.view), Self.describe(same.view))
            return parent.view is AnyView ? .anyViewTypeChanged(old: before, new: after) : .typeChanged(old: before, new: after)
        }
        if let branch = child.key.branchValue { return .branchFlipped(toTrue: !branch) }
        if child.key == .present { return .disappeared }
        if let id = child.key.explicitID {
            if parent.facts.modifier?.hasPrefix("id(") == true {
                let newID = items.lazy.compactMap(\.key.explicitID).first
                return .idChanged(old: brief(id.base), new: newID.map { brief($0.base) } ?? "none")
            }
            return Self.isPresentation(child.view) ? .dismissed : .removedChild
        }
        if let id = child.key.elementID { return .elementRemoved(id: brief(id.base)) }
        return .removedChild
    }

    /// A view's type as its code reads: `DraftCard with .padding(4).opacity(0.8)`
    /// for `ModifiedContent<ModifiedContent<DraftCard, …>, …>`.
    static func describe(_ view: any View) -> String {
        var modifiers: [String] = []
        var current: Any = view
        while String(describing: type(of: current)).hasPrefix("ModifiedContent<") {
            let parts = Dictionary(Mirror(reflecting: current).children.compactMap { child in child.label.map { ($0, child.value) } }) { a, _ in a }
            guard let content = parts["content"], let modifier = parts["modifier"] else { break }
            let recorded = Mirror(reflecting: modifier).children.first { $0.label == "description" }?.value as? String
            modifiers.append(recorded ?? "modifier(\(Node.displayName(of: type(of: modifier))))")
            current = content
        }
        let base = Node.displayName(of: type(of: current))
        return modifiers.isEmpty ? base : base + " with ." + modifiers.reversed().joined(separator: ".")
    }

    private static func isPresentation(_ view: any View) -> Bool {
        String(describing: type(of: view)).hasPrefix("_PresentedContent")
    }

    /// The custom views of a subtree being torn down, each with why.
    func removed(_ node: Node, change: ViewHost.IdentityChange) {
        func walk(_ node: Node, insideRemoved: String?) {
            if node.role == .custom {
                record(node, .removed, reasons: [ViewHost.Reason(kind: .identity, identity: change, insideNew: insideRemoved)])
            }
            let inside = node.role == .custom ? node.typeName : insideRemoved
            for child in node.children { walk(child, insideRemoved: inside) }
        }
        walk(node, insideRemoved: nil)
    }

    // MARK: Body runs and skips

    /// The parent's pass handed `node` a new value that compared unequal: why.
    func noteSelfChange(_ node: Node, old: any View, new: any View) {
        selfChanges[ObjectIdentifier(node)] = Equivalence.explain(old, new, info: node.info)
    }

    /// An environment value the node reads changed (`old` → `new`).
    func noteEnvironment(_ node: Node, label: String, old: String, new: String) {
        notes[ObjectIdentifier(node), default: []].append(ViewHost.Reason(kind: .environment, property: label, old: old, new: new))
    }

    /// Records the body run that is starting now, with every reason the engine had.
    func ran(_ node: Node) {
        let id = ObjectIdentifier(node)
        var reasons: [ViewHost.Reason] = []
        if node.evaluations <= 1 {
            let cause = identities[id] ?? (node.parent == nil ? .firstMount : .newChild, nil)
            reasons.append(ViewHost.Reason(kind: .identity, identity: cause.change, insideNew: cause.insideNew))
        } else {
            if node.runSelfChanged { reasons.append(selfChanges.removeValue(forKey: id) ?? ViewHost.Reason(kind: .selfChanged)) }
            var covered: Set<String> = []
            for state in node.runChangedStates {
                let reason = stateReason(state, in: node)
                if let property = reason.property { covered.insert(property) }
                reasons.append(reason)
            }
            let noted = notes.removeValue(forKey: id) ?? []
            for label in node.runReasons where !covered.contains(label) {
                covered.insert(label)
                reasons += labelReasons(label, in: node, noted: noted)
            }
        }
        record(node, .ran, line: ChangeLog.line(name: node.typeName, reasons: node.runReasonLabels), reasons: reasons)
    }

    /// A custom child compared equal and read nothing that changed: its body is skipped.
    func skipped(_ node: Node, viaEquatableView: Bool = false) {
        let reason: ViewHost.Reason
        if viaEquatableView {
            reason = ViewHost.Reason(kind: .equatableTrue, typeName: node.typeName, detail: ".equatable()")
        } else {
            let names = fields(of: node)
            switch node.info.comparison {
            case .equatable?, .equatableView?: reason = ViewHost.Reason(kind: .equatableTrue, typeName: node.typeName)
            case _ where names.isEmpty: reason = ViewHost.Reason(kind: .noInputs)
            case .plainData?: reason = ViewHost.Reason(kind: .equalBitwise, property: names.joined(separator: ", "))
            default: reason = ViewHost.Reason(kind: .equalFieldByField, property: names.joined(separator: ", "))
            }
        }
        record(node, .skipped, reasons: [reason])
    }

    private func fields(of node: Node) -> [String] {
        if let names = fieldNames[node.info.index] { return names }
        let names = Mirror(reflecting: node.view).children.compactMap(\.label)
        fieldNames[node.info.index] = names
        return names
    }

    private func stateReason(_ state: AnyObject, in node: Node) -> ViewHost.Reason {
        let change = (state as? any WhyDescribedChange)?.whyChange
        guard let field = PropertyInstaller.field(referringTo: state, in: node) else {
            let owner = (state as? any WhyDescribedChange)?.whyName ?? "a @State"
            return ViewHost.Reason(kind: .state, property: owner, old: change?.old, new: change?.new)
        }
        return ViewHost.Reason(kind: field.type is any BindingProperty.Type ? .binding : .state, property: field.label, old: change?.old, new: change?.new)
    }

    private func labelReasons(_ label: String, in node: Node, noted: [ViewHost.Reason]) -> [ViewHost.Reason] {
        let matching = noted.filter { $0.property == label }
        if !matching.isEmpty { return matching }
        if label == "@dependencies" { return observationReasons(node) }
        if let field = node.info.propertyFields?.first(where: { $0.label == label }) {
            if let object = field.type as? any ObjectObservingProperty.Type {
                let observed = node.subscriptions[field.slot]?.object
                return [ViewHost.Reason(kind: .observableObject, property: label, typeName: object.objectTypeName, detail: observed.flatMap(PublishedLog.change(of:)))]
            }
            return [ViewHost.Reason(kind: .environment, property: label)]
        }
        return [ViewHost.Reason(kind: .other, property: label)]
    }

    // MARK: @Observable

    /// `withObservationTracking` as the graph does it, plus a note of which
    /// property changed, from what to what (`ObservationCapture`).
    func track(_ work: () -> Void, node: Node, reference: NodeReference) {
        let capture = ObservationCapture(node: reference.handle, candidates: candidates(for: node))
        withObservationTracking(work, willSet: { tracking in
            reference.invalidate(because: "@dependencies")
            capture.willSet(tracking.changed)
        }, didSet: { tracking in
            capture.didSet()
            tracking.cancel()  // once, as `withObservationTracking(_:onChange:)`
        })
    }

    private var candidateCache: [ObjectIdentifier: [WeakObject]] = [:]

    /// The `@Observable` objects a custom view holds (a stored property, or
    /// inside `@State`, `@Bindable`, `@Environment`), looked up again only
    /// when its value changes. Objects and collections are not searched.
    /// Deep enough for a wrapper's box: view → `State` → link → Optional →
    /// `StateBox` → value (and `Environment`'s `ValueBox` alike).
    private func candidates(for node: Node) -> [WeakObject] {
        guard node.role == .custom else { return [] }
        let id = ObjectIdentifier(node)
        if node.evaluations > 1, !node.runSelfChanged, let cached = candidateCache[id] { return cached }
        var found: [WeakObject] = []
        // Depth first, in declaration order (a stack, children pushed last first).
        var pending: [(value: Any, depth: Int)] = [(node.view, 0)]
        while let (value, depth) = pending.popLast() {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                if value is any Observable { found.append(WeakObject(value as AnyObject)) }
                if !(value is any WhyTransparentBox) { continue }
            }
            guard depth < 6, mirror.displayStyle != .collection, mirror.displayStyle != .dictionary, mirror.displayStyle != .set else { continue }
            // A state's initial value is not what it holds (under Xcode 26, a value SwiftUI threw away).
            for child in mirror.children.reversed() where child.label != "initialValue" && child.label != "initial" {
                pending.append((child.value, depth + 1))
            }
        }
        candidateCache[id] = found
        return found
    }

    private func observationReasons(_ node: Node) -> [ViewHost.Reason] {
        let reasons = ObservationCapture.take(for: node.handle)
        return reasons.isEmpty ? [ViewHost.Reason(kind: .observableProperty)] : reasons
    }
}

/// An object held weakly (the candidates an `@Observable` write may come from).
struct WeakObject: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Sees one `@Observable` write from a body's tracking, on whatever thread
/// the write happens: before it, the object's stored properties; after it,
/// which changed. The result waits, by node, for the body run it causes.
final class ObservationCapture: @unchecked Sendable {
    private static let results = Mutex<[ObjectIdentifier: [ViewHost.Reason]]>([:])
    private let node: ObjectIdentifier
    private let candidates: [WeakObject]
    private let lock = NSLock()
    private var pending: (typeName: String, object: AnyObject?, before: [(label: String, value: String)])?

    init(node: NodeHandle, candidates: [WeakObject]) {
        self.node = ObjectIdentifier(node)
        self.candidates = candidates
    }

    func willSet(_ keyPath: AnyKeyPath?) {
        guard let keyPath else { return }
        let rootType = type(of: keyPath).rootType
        let object = candidates.lazy.compactMap(\.object).first { type(of: $0) == rootType }
        let note = (Node.computeDisplayName(of: rootType), object, object.map(Self.snapshot) ?? [])
        lock.withLock { pending = note }
    }

    func didSet() {
        guard let note = lock.withLock({ pending }) else { return }
        var reasons: [ViewHost.Reason] = []
        if let object = note.object {
            for (old, new) in zip(note.before, Self.snapshot(object)) where old.value != new.value {
                let name = old.label.hasPrefix("_") ? String(old.label.dropFirst()) : old.label
                reasons.append(ViewHost.Reason(kind: .observableProperty, property: name, old: old.value, new: new.value, typeName: note.typeName))
            }
        }
        if reasons.isEmpty { reasons.append(ViewHost.Reason(kind: .observableProperty, typeName: note.typeName)) }
        Self.results.withLock { results in
            for reason in reasons where !(results[node]?.contains(reason) ?? false) { results[node, default: []].append(reason) }
        }
    }

    static func take(for node: NodeHandle) -> [ViewHost.Reason] {
        results.withLock { $0.removeValue(forKey: ObjectIdentifier(node)) ?? [] }
    }

    static func clear() { results.withLock { if !$0.isEmpty { $0.removeAll() } } }

    /// An object's stored properties, briefly (an `@Observable` class keeps them as `_name`).
    private static func snapshot(_ object: AnyObject) -> [(label: String, value: String)] {
        Mirror(reflecting: object).children.compactMap { child in
            guard let label = child.label, !label.hasPrefix("_$") else { return nil }
            return (label, brief(child.value))
        }
    }
}

/// Whether any host records reasons: then `@Published` setters (Combine's,
/// on any thread) note what they change for the reasons to name.
enum WhySwitch {
    static func turnOn() {
        guard !_PublishedChanges.isRecording.load(ordering: .relaxed) else { return }
        _PublishedChanges.recorder.withLock { recorder in
            recorder = { object, property, old, new in
                PublishedLog.note(object, property: PublishedLog.propertyName(property), old: old, new: new)
            }
        }
        _PublishedChanges.isRecording.store(true, ordering: .relaxed)
    }
}

/// A reference type the search for an `@Observable` object looks inside
/// (the simulator's own boxes behind property wrappers).
protocol WhyTransparentBox: AnyObject {}
extension PropertyLink: WhyTransparentBox {}
extension ValueBox: WhyTransparentBox {}
extension ObjectBox: WhyTransparentBox {}

/// A box whose last change can be described (`@State`).
@MainActor
protocol WhyDescribedChange: AnyObject {
    var whyChange: (old: String, new: String)? { get }
    var whyName: String { get }
}

/// `@Binding`, told apart from `@State` in reasons.
@MainActor
protocol BindingProperty {}

/// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`: the class they observe.
@MainActor
protocol ObjectObservingProperty {
    static var objectTypeName: String { get }
}

/// The last `@Published` change of each object in this transaction, written
/// by the setter (on any thread) while some host records reasons.
enum PublishedLog {
    private static let changes = Mutex<[ObjectIdentifier: String]>([:])

    static func note(_ object: AnyObject, property: String, old: Any, new: Any) {
        let text = "\(property): \(brief(old)) → \(brief(new))"
        changes.withLock { $0[ObjectIdentifier(object)] = text }
    }

    static func change(of object: ObjectIdentifier) -> String? { changes.withLock { $0[object] } }
    static func clear() { changes.withLock { if !$0.isEmpty { $0.removeAll() } } }

    /// `\Store._score` → `score`.
    static func propertyName(_ keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        guard !text.contains("<computed"), let dot = text.lastIndex(of: ".") else { return "a @Published property" }
        let name = text[text.index(after: dot)...]
        return name.hasPrefix("_") ? String(name.dropFirst()) : String(name)
    }
}

/// A value as reasons print it: short, or cut (a long collection by its count).
func brief(_ value: Any) -> String {
    if let text = value as? String { return String(reflecting: text).count <= 42 ? String(reflecting: text) : String(reflecting: String(text.prefix(36)) + "…") }
    // An object that does not describe itself prints its type name only: a
    // number per object tells a replaced one from its replacement.
    if type(of: value) is AnyClass, !(value is any CustomStringConvertible) {
        let name = String(describing: type(of: value)).split(separator: ".").last.map(String.init) ?? "object"
        return "\(name) #\(ObjectNumbers.number(of: value as AnyObject))"
    }
    let text = String(describing: value)
    if text.count <= 40 { return text }
    if let collection = value as? any Collection { return "\(collection.count) elements" }
    return String(text.prefix(38)) + "…"
}

/// One finished transaction in the report file (`SWIFTUISIM_REPORT`), one
/// JSON object per line; `course run --report` turns the lines into a page
/// (docs/simulator.md, "The report file").
struct ReportLine: Encodable {
    struct Run: Encodable {
        var view: String
        var type: String
        /// The custom views from the root down to this one, and their ids.
        var path: [String]
        var ids: [Int]
        var outcome: ViewHost.BodyRun.Outcome
        /// `_printChanges()`'s line (a body that ran).
        var line: String?
        /// The reasons as `--why` prints them (indented under `line`).
        var why: [String]
        var summary: String
        var reasons: [ViewHost.Reason]
    }

    var host: Int
    var root: String
    var index: Int
    var cause: String
    var runs: [Run]

    @MainActor init(host: Int, root: String, transaction: ViewHost.Transaction, ids: (Int) -> [Int]) {
        (self.host, self.root, index, cause) = (host, root, transaction.index, transaction.cause)
        runs = transaction.runs.map { run in
            Run(
                view: run.view, type: run.type, path: run.path, ids: ids(run.id), outcome: run.outcome, line: run.printChangesLine,
                why: run.reasonLines,
                summary: run.summary, reasons: run.reasons)
        }
    }
}

@MainActor
enum ReportFile {
    static func append(_ line: ReportLine, to path: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard var data = try? encoder.encode(line) else { return }
        data.append(UInt8(ascii: "\n"))
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            Diagnostics.warnOnce("cannot write the report to \(path)")
            return
        }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: data)
    }
}

/// Numbers for objects as reasons print them (`Basket #1 → Basket #2`), in
/// the order they are first printed. Keyed by address: an object freed and
/// another made at its address shares its number, never two live objects.
enum ObjectNumbers {
    private static let numbers = Mutex<[ObjectIdentifier: Int]>([:])

    static func number(of object: AnyObject) -> Int {
        numbers.withLock { numbers in
            let id = ObjectIdentifier(object)
            if let number = numbers[id] { return number }
            let number = numbers.count + 1
            numbers[id] = number
            return number
        }
    }
}
