/// Why each body ran and why each child's body was skipped, as the engine
/// decided it (docs/simulator.md, "Why a body ran"). Recorded only when asked
/// for: `ViewHost(root, recordsReasons: true)`, `ViewHost.recordsReasons = true`
/// before the host is made, or `SWIFTUISIM_WHY` in the environment.
extension ViewHost {
    /// One body run, one child whose body was skipped, or one view removed,
    /// with the reasons the engine had.
    public struct BodyRun: Sendable, Equatable, Codable, CustomStringConvertible {
        public enum Outcome: String, Sendable, Codable {
            /// The body ran.
            case ran
            /// The parent's pass handed the view a value equal to the old one
            /// and nothing it reads changed: its body did not run.
            case skipped
            /// The view's identity ended (its state is dropped).
            case removed
        }

        /// The type as `_printChanges()` names it (`Row`, `Card<Text>`).
        public var view: String
        /// The type as body-count tables name it (`Feed.Row`).
        public var type: String
        /// The custom views from the root down to this one (`["Screen", "Row"]`).
        public var path: [String]
        public var outcome: Outcome
        /// The transaction it happened in: an index into `ViewHost.transactions`'
        /// numbering (0 is the mount).
        public var transaction: Int
        /// What started that transaction: `mount`, `tap("Add")`, `update()`…
        public var cause: String
        /// For a body that ran: the line `_printChanges()` prints (`Row: @self changed.`).
        public var printChangesLine: String?
        public var reasons: [Reason]
        /// The engine's own number for the view (stable for as long as its identity).
        public var id: Int
        /// The id of the nearest custom view above it (0 for the root).
        public var parentID: Int
        /// What tells it apart from views of its type beside it: the
        /// `ForEach` element id or `.id(_:)` value it sits under (`id: 3`),
        /// else its place among same-typed siblings (`2 of 3`); nil when it
        /// is the only one. Printed after the name: `Row [id: 3]: body skipped…`.
        public var place: String? = nil

        /// The name as `--why` prints it: with its place, when it has one.
        public var placedName: String { place.map { "\(view) [\($0)]" } ?? view }

        /// The custom view whose body produced this one (`Screen` for `Screen → Row`).
        public var parent: String? { path.count > 1 ? path[path.count - 2] : nil }

        /// Each reason as one indented line, as `course run --why` prints them
        /// under the `_printChanges()` line.
        public var reasonLines: [String] { reasons.flatMap { $0.lines(view: view, parent: parent) } }

        /// One line for grouping runs: "`@self` changed because `onTap` is a closure".
        public var summary: String {
            let parts = reasons.map { $0.summary(view: view) }
            return parts.isEmpty ? (outcome == .ran ? "unchanged" : outcome.rawValue) : parts.joined(separator: "; ")
        }

        /// The `_printChanges()` line and the reasons indented (a skipped or
        /// removed view: one line saying why).
        public var description: String {
            switch outcome {
            case .ran:
                var line = printChangesLine ?? "\(view): unchanged."
                if place != nil, line.hasPrefix(view + ":") { line = placedName + line.dropFirst(view.count) }
                return ([line] + reasonLines.map { "  " + $0 }).joined(separator: "\n")
            case .skipped:
                return "\(placedName): body skipped: \(reasons.map { $0.lines(view: view, parent: parent).joined(separator: "; ") }.joined(separator: "; "))."
            case .removed:
                return "\(placedName): removed: \(reasons.map { $0.lines(view: view, parent: parent).joined(separator: "; ") }.joined(separator: "; ")); its state is dropped."
            }
        }
    }

    /// One reason a body ran, or was skipped, or a view was removed.
    public struct Reason: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable {
            /// The identity is new (ran) or ended (removed); `identity` says why.
            case identity
            /// A `@State` the body read changed (`property`, `old` → `new`).
            case state
            /// A `@Binding` the body read changed (`property`, `old` → `new`).
            case binding
            /// An `@Observable` property the body read changed (`typeName.property`, `old` → `new` when found).
            case observableProperty
            /// An `ObservableObject` the view observes sent `objectWillChange` (`property` is the view's
            /// `@ObservedObject`/`@StateObject`/`@EnvironmentObject`; `detail` the `@Published` change).
            case observableObject
            /// An environment value the view reads changed (`property`, `old` → `new`).
            case environment
            /// `@self`: the parent's new value compared unequal field by field (or bitwise); `fields` say which.
            case selfChanged
            /// `@self`: the view is `Equatable` (or wrapped in `.equatable()`) and `==` returned false.
            case equatableFalse
            /// Anything else `_printChanges()` names (`@geometry`, `@scroll`, `@navigation`…).
            case other
            /// Skipped: the new value equals the old one field by field.
            case equalFieldByField
            /// Skipped: the view's `==` (or `.equatable()`'s) returned true.
            case equatableTrue
            /// Skipped: the view has no stored properties, so every value equals the last.
            case noInputs
            /// Skipped: plain data, bitwise the same.
            case equalBitwise
        }

        public var kind: Kind
        /// The view's property as `_printChanges()` names it (`_count`, `_model`), the
        /// `@Observable` property (`score`), or the fields compared (skips).
        public var property: String?
        public var old: String?
        public var new: String?
        /// The type involved: the `@Observable` or `ObservableObject` class, the `Equatable` view.
        public var typeName: String?
        /// An `ObservableObject`'s `@Published` change, when the engine saw it (`score: 0 → 1`).
        public var detail: String?
        /// `selfChanged`, `equatableFalse`: the stored properties that differ and why each compared unequal.
        public var fields: [FieldChange] = []
        /// `identity`: why the identity is new (or ended).
        public var identity: IdentityChange?
        /// `identity`: the nearest custom view above that is new too (the view is new because it is).
        public var insideNew: String?

        public init(
            kind: Kind, property: String? = nil, old: String? = nil, new: String? = nil, typeName: String? = nil,
            detail: String? = nil, fields: [FieldChange] = [], identity: IdentityChange? = nil, insideNew: String? = nil
        ) {
            (self.kind, self.property, self.old, self.new, self.typeName) = (kind, property, old, new, typeName)
            (self.detail, self.fields, self.identity, self.insideNew) = (detail, fields, identity, insideNew)
        }

        private var change: String {
            guard let old, let new else { return "" }
            return " \(old) → \(new)"
        }

        /// The reason as lines (several for a `@self` change: one per field).
        public func lines(view: String, parent: String?) -> [String] {
            let parentName = parent ?? "its parent"
            switch kind {
            case .identity:
                let why = identity?.text ?? "a new identity"
                return ["@identity: " + (insideNew.map { "inside a new \($0) (\(why))" } ?? why)]
            case .state: return ["\(property ?? "@State"): @State changed\(change)"]
            case .binding: return ["\(property ?? "@Binding"): @Binding changed\(change)"]
            case .observableProperty:
                let name = [typeName, property].compactMap { $0 }.joined(separator: ".")
                return ["@dependencies: \(name.isEmpty ? "an @Observable property" : name) changed\(change) (an @Observable property this body read)"]
            case .observableObject:
                return ["\(property ?? "@ObservedObject"): \(typeName ?? "the object") sent objectWillChange\(detail.map { " (\($0))" } ?? ""); every view observing it re-runs, whatever it read"]
            case .environment: return ["\(property ?? "@Environment"): environment value changed\(change)"]
            case .selfChanged:
                if fields.isEmpty { return ["@self: the new value from \(parentName) is not bitwise equal to the old one"] }
                return fields.map { $0.line(view: view, parent: parentName) }
            case .equatableFalse:
                let context = fields.isEmpty ? "" : " (" + fields.map { $0.line(view: view, parent: parentName, brief: true) }.joined(separator: "; ") + ")"
                return ["@self: \(typeName ?? view)'s == returned false\(context)"]
            case .other: return ["\(property ?? "?"): changed"]
            case .equalFieldByField: return ["equal field by field" + (property.map { " (\($0))" } ?? "")]
            case .equatableTrue: return ["\(typeName ?? view)'s == returned true" + (detail.map { " (\($0))" } ?? "")]
            case .noInputs: return ["no inputs: \(view) has no stored properties, so every new value equals the old one"]
            case .equalBitwise: return ["plain data, bitwise equal" + (property.map { " (\($0))" } ?? "")]
            }
        }

        /// A short form for grouping many runs ("`@self` changed because `onTap` is a closure").
        public func summary(view: String) -> String {
            switch kind {
            case .identity:
                return "new identity (" + (insideNew.map { "inside a new \($0): " } ?? "") + (identity?.text ?? "new") + ")"
            case .state: return "@State `\(Self.plain(property))` changed"
            case .binding: return "@Binding `\(Self.plain(property))` changed"
            case .observableProperty:
                return "@Observable `\([typeName, property].compactMap { $0 }.joined(separator: "."))` changed"
            case .observableObject: return "ObservableObject `\(Self.plain(property))` sent objectWillChange"
            case .environment: return "environment `\(Self.plain(property))` changed"
            case .selfChanged:
                if fields.isEmpty { return "`@self` changed" }
                return "`@self` changed because " + Self.joined(fields.map(\.summary))
            case .equatableFalse: return "`@self` changed: \(typeName ?? view)'s == returned false"
            case .other: return "\(property ?? "?") changed"
            case .equalFieldByField: return "skipped: equal field by field"
            case .equatableTrue: return "skipped: == returned true"
            case .noInputs: return "skipped: no inputs"
            case .equalBitwise: return "skipped: bitwise equal"
            }
        }

        static func plain(_ property: String?) -> String {
            guard let property else { return "?" }
            return property.hasPrefix("_") ? String(property.dropFirst()) : property
        }

        static func joined(_ parts: [String]) -> String {
            switch parts.count {
            case 0: return ""
            case 1: return parts[0]
            default: return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
            }
        }
    }

    /// A stored property of a view whose new value compared unequal to the old one.
    public struct FieldChange: Sendable, Equatable, Codable {
        public enum Why: Sendable, Equatable, Codable {
            /// An equal-by-value field that changed (`3 → 4`).
            case valueChanged(old: String, new: String)
            /// A closure: never equal to another closure.
            case closure
            /// An object, compared by identity: a different instance of this class.
            case differentInstance(className: String)
            /// A binding that points at another place than before.
            case differentBinding
            /// A struct or enum that is not `Equatable`, compared field by field: these fields differ.
            case fieldByField(typeName: String, fields: [FieldChange])
            /// An `Equatable` value whose `==` returned false (and whose values print the same or too long).
            case equatableFalse(typeName: String)
        }

        /// The stored property as `_printChanges()` and `Mirror` name it (`onTap`, `_value`, `[2]`).
        public var field: String
        public var why: Why

        public init(field: String, why: Why) {
            self.field = field
            self.why = why
        }

        /// "onTap: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so Row.body runs on every Screen.body run".
        public func line(view: String, parent: String, brief: Bool = false) -> String {
            switch why {
            case .valueChanged(let old, let new): return "\(field): \(old) → \(new)"
            case .closure:
                return brief ? "\(field): a closure" : "\(field): a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so \(view).body runs on every \(parent).body run"
            case .differentInstance(let className):
                return brief ? "\(field): another \(className)" : "\(field): a different instance of class \(className); objects compare by identity"
            case .differentBinding: return "\(field): a binding to a different place than before"
            case .fieldByField(let typeName, let fields):
                let inner = fields.map { $0.line(view: view, parent: parent, brief: true) }.joined(separator: "; ")
                return brief ? "\(field): \(inner)" : "\(field): a non-Equatable struct \(typeName), compared field by field: \(inner)"
            case .equatableFalse(let typeName): return "\(field): \(typeName)'s == returned false"
            }
        }

        /// The short form: "`onTap` is a closure".
        public var summary: String {
            switch why {
            case .valueChanged: return "`\(field)` changed"
            case .closure: return "`\(field)` is a closure"
            case .differentInstance(let className): return "`\(field)` is a different instance of class \(className)"
            case .differentBinding: return "`\(field)` is a binding to another place"
            case .fieldByField(let typeName, let fields):
                return "`\(field)` (a non-Equatable struct \(typeName)) differs in " + Reason.joined(fields.map { "`\($0.field)`" })
            case .equatableFalse(let typeName): return "`\(field)`'s == (\(typeName)) returned false"
            }
        }
    }

    /// Why a view's identity is new (or ended).
    public enum IdentityChange: Sendable, Equatable, Codable {
        /// The host's first pass.
        case firstMount
        /// An `if`/`else` (or `switch`) took the other branch: `true` is the `if` side.
        case branchFlipped(toTrue: Bool)
        /// An `if` without `else` (or an optional view) became present.
        case appeared
        /// An `if` without `else` (or an optional view) became absent.
        case disappeared
        /// `.id(_:)` was given another value.
        case idChanged(old: String, new: String)
        /// `AnyView` wraps a view of another type than before.
        case anyViewTypeChanged(old: String, new: String)
        /// Another view type at the same place.
        case typeChanged(old: String, new: String)
        /// A `ForEach` element with this id was inserted.
        case elementInserted(id: String)
        /// A `ForEach` element with this id was removed.
        case elementRemoved(id: String)
        /// Presented (a sheet, an alert, a pushed view) or closed.
        case presented
        case dismissed
        /// A child that was not there before (or is gone now), for another reason.
        case newChild
        case removedChild

        public var text: String {
            switch self {
            case .firstMount: "first mount"
            case .branchFlipped(let toTrue): "the if/else branch flipped to its \(toTrue ? "if" : "else") side"
            case .appeared: "the if condition became true"
            case .disappeared: "the if condition became false"
            case .idChanged(let old, let new): ".id changed from \(old) to \(new)"
            case .anyViewTypeChanged(let old, let new): "AnyView's wrapped type changed from \(old) to \(new)"
            case .typeChanged(let old, let new): "the view type here changed from \(old) to \(new)"
            case .elementInserted(let id): "ForEach element \(id) inserted"
            case .elementRemoved(let id): "ForEach element \(id) removed"
            case .presented: "presented"
            case .dismissed: "dismissed"
            case .newChild: "a new child of its parent"
            case .removedChild: "no longer produced by its parent"
            }
        }
    }

    /// One user action or `update()`, and every body it ran or skipped.
    public struct Transaction: Sendable, Equatable, Codable {
        /// Counts from 0 (the mount) over the host's life.
        public var index: Int
        /// `mount`, `tap("Add")`, `type("a", into: "Name")`, `update()`…
        public var cause: String
        public var runs: [BodyRun]
    }
}

extension ViewHost {
    /// Whether hosts made from now on record reasons (`ViewHost(…, recordsReasons:)`
    /// overrides it). Starts true when `SWIFTUISIM_WHY` or `SWIFTUISIM_REPORT`
    /// is set; lab programs turn it on before their checks run.
    public static var recordsReasons: Bool = WhyLog.environmentAsks

    /// Whether this host records why each body ran.
    public var recordsReasons: Bool { graph.why != nil }

    /// Every transaction since mount or `resetCounts()`, with its body runs,
    /// skips and removals in the order they happened (empty when the host
    /// does not record reasons).
    public var transactions: [Transaction] { graph.why?.transactions ?? [] }

    /// Every body run of views of exactly this type since mount or
    /// `resetCounts()`, every time one was compared and skipped, and every
    /// removal, each with its reasons.
    public func reasons<V: View>(_ type: V.Type) -> [BodyRun] {
        let name = Self.name(of: type)
        return transactions.flatMap { $0.runs.filter { $0.type == name } }
    }

    /// What `course run --why` prints for this host: each transaction's cause,
    /// then each body run (its `_printChanges()` line and its reasons,
    /// indented), skip and removal. Only views of `type` when given.
    public func why<V: View>(_ type: V.Type) -> String {
        let name = Self.name(of: type)
        return Self.whyText(transactions) { $0.type == name }
    }

    /// The same for every view.
    public func why() -> String {
        Self.whyText(transactions) { _ in true }
    }

    static func whyText(_ transactions: [Transaction], including: (BodyRun) -> Bool) -> String {
        var lines: [String] = []
        for transaction in transactions {
            let runs = transaction.runs.filter(including)
            guard !runs.isEmpty else { continue }
            lines.append("── \(transaction.cause) ──")
            lines += runs.map(\.description)
        }
        return lines.joined(separator: "\n")
    }
}
