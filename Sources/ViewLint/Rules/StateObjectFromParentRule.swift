import SwiftSyntax

/// `stateobject-from-parent`: owned state the parent seems to set, which keeps only its first value.
/// Evidence rule (round 22): an error only where a parent is proven to hand the same view a new value;
/// an initial value generated in init (random, a fresh id) is not the parent's and is not reported;
/// objects built before `StateObject(wrappedValue:)` keep their warning.
enum StateObjectFromParentRule: Rule {
    static let description = RuleDescription(
        id: "stateobject-from-parent",
        name: "State initialised from parent",
        severity: .error,
        message: "@State/@StateObject keep only their first value; later values from the parent are ignored — take the value as a plain `let` (or @Binding/@ObservedObject); an object built from it belongs in `.task(id: value)`, which runs again when the value changes (`.id(value)` where the parent creates the view also follows it, but resets all the view's state)",
        rationale: """
            `@State` and `@StateObject` storage belongs to the view's identity and is created once, \
            when the view first appears; every later value the parent passes is thrown away. The \
            rule reports what that breaks: `_title = State(initialValue: "\\(team) wins")` for a \
            property the view never changes (it can only go stale: use a plain `let` or a computed \
            property); a `@StateObject var model: Model` without a value, so the parent sets it \
            through the memberwise initialiser (Apple: declare state objects `private`; a parent \
            that owns the object passes it as `@ObservedObject`); `@ObservedObject var model = \
            Model()`, a new object on every init of the view that nothing owns (a warning); and, as a note, an object made \
            from init parameters (`_model = StateObject(wrappedValue: Model(id: id))`), which keeps \
            the first `id` (and with `State(wrappedValue:)`, which takes a plain value, is built \
            again on every init and thrown away, in Xcode 27 as before). Build the object where its cost belongs, once \
            per value: in `.task(id: id)`, which runs when the view appears and again when the id \
            changes (an optional `@State var model: Model?` it fills in, or a `@StateObject` made \
            without the id that the task loads), or own the model above and pass it in. \
            `.id(id)` where the parent creates the view is only a partial fix: it follows the id \
            by rebuilding the view, which resets all its state, and with `@State` an object is \
            still built on every init. Don't sync the copy with `.onChange`: that is a second \
            source of truth with a frame of lag.
            """,
        matters: """
            When the parent can pass a different value to the same view (a detail view reused for \
            another item, a header following a selection): the view keeps showing the first one.
            """,
        doesNotMatter: """
            A draft the view edits (a form seeded from the item it edits, a text field's working \
            copy) is a deliberate starting value and is not reported; nor are parameters named \
            `initial…`/`default…`. A copy of a binding's first value is a note: the parent's value \
            changes because this view edits it, and the copy is a snapshot to compare the edits \
            against. A `@StateObject` the parent sets (or an object made from its \
            parameters) is only a note unless the linted files show a parent passing another value \
            to the same view (built in rows from the row's values, or in a body from state that body \
            changes): a screen built once with its model (a hosting controller, a sheet, a navigation \
            destination) keeps the one it is given.
            """,
        triggeringExamples: [
            // Round 16, a note: each row's eager destination builds a new model for the child's
            // `@ObservedObject` on every pass of the list's body.
            """
            final class FilterModel: ObservableObject {
                @Published var episodes: [String] = []
                init(filter: String) {}
            }
            struct FilterEpisodes: View {
                @ObservedObject var viewModel: FilterModel
                var body: some View { List(viewModel.episodes, id: \\.self) { Text($0) } }
            }
            struct Filters: View {
                let filters: [String]
                var body: some View {
                    List(filters, id: \\.self) { filter in
                        NavigationLink(destination: FilterEpisodes(viewModel: ↓FilterModel(filter: filter))) { Text(filter) }
                    }
                }
            }
            """,
            // Round 16, a note: `source` in the loader's content closure is its parameter, not the
            // `@State var source` the parent changes, so no second value is proven for `Gate`.
            """
            final class ProfileModel: ObservableObject {
                let id: String
                init(_ id: String, _ source: String) { self.id = id }
            }
            struct Loader<Content: View>: View {
                let id: String
                @ViewBuilder let content: (String) -> Content
                var body: some View { content(id) }
            }
            struct Gate: View {
                @StateObject var ↓model: ProfileModel
                var body: some View { Text(model.id) }
            }
            struct Profile: View {
                let entry: String
                @State var source = ""
                var body: some View {
                    Loader(id: entry) { source in
                        Gate(model: .init(entry, source))
                    }
                    .onAppear { source = "loaded" }
                }
            }
            """,
            """
            // Round 13, a note: the coordinator's model is a class in `@State`; it writes another member
            // (`showSheet`), never `initialDate` nor the reference, so no second value is proven.
            @Observable final class CoordinatorModel {
                let initialDate: Date
                var showSheet = false
                init(initialDate: Date) { self.initialDate = initialDate }
            }
            @Observable final class DateModel { let date: Date; init(date: Date) { self.date = date } }
            struct DateScreen: View {
                @State private var model: DateModel
                init(date: Date) { _model = ↓State(initialValue: DateModel(date: date)) }
                var body: some View { Text(model.date, style: .date) }
            }
            struct Coordinator: View {
                @State private var model = CoordinatorModel(initialDate: .now)
                var body: some View {
                    DateScreen(date: model.initialDate).onAppear { model.showSheet = true }
                }
            }
            """,
            """
            struct BigButton: View {
                @State private var disabled = false
                let title: String
                init(title: String, disabled: Bool = false) {
                    self.title = title
                    ↓self.disabled = disabled
                }
                var body: some View { Text(title).opacity(disabled ? 0.5 : 1) }
            }
            """,
            """
            // A note: the only value any parent passes is a process-wide singleton.
            final class ChatStore { static let shared = ChatStore(); var title = "" }
            struct ChatList: View {
                @State private var store: ChatStore
                init(store: ChatStore) {
                    _store = ↓State(initialValue: store)
                }
                var body: some View { Text(store.title) }
            }
            struct Root: View {
                var body: some View { ChatList(store: .shared) }
            }
            """,
            // Round 19, a note: a model behind a generic parameter bound to a class-bound protocol
            // is a reference the view keeps, not a value copied from the parent.
            """
            protocol Gallery: AnyObject, Observable { var names: [String] { get } }
            struct GalleryScene<Model: Gallery>: View {
                @State private var model: Model
                init(model: Model) { _model = ↓State(initialValue: model) }
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            """,
            """
            struct NoteRow: View {
                @State private var title: String
                init(note: Note) {
                    _title = ↓State(initialValue: note.title)
                }
                var body: some View { Text(title) }
            }
            struct Notes: View {
                let notes: [Note]
                var body: some View {
                    List(notes) { note in NoteRow(note: note).padding().id(note.id) }
                }
            }
            """,
            """
            struct ProfileView: View {
                @StateObject private var model: ProfileModel
                init(userID: String) {
                    _model = ↓StateObject(wrappedValue: ProfileModel(userID: userID))
                }
                var body: some View { Text(model.name) }
            }
            """,
            """
            struct ScoreBanner: View {
                @State private var title: String
                @State private var caption: String
                init(team: String, points: Int) {
                    self._title = ↓State(initialValue: "\\(team): \\(points) points")
                    _caption = ↓State(initialValue: team.uppercased())
                }
                var body: some View { Text(title).font(.headline); Text(caption) }
            }
            """,
            """
            struct TimerScreen: View {
                @StateObject var ↓timer: TimerModel
                var body: some View { Text("\\(timer.seconds)") }
            }
            """,
            """
            struct Detail: View {
                @ObservedObject private var checker = ↓IntegrityChecker()
                var body: some View { ProgressView(value: checker.progress) }
            }
            """,
            """
            // A warning (eighth round): the same fault in `init`, `ObservedObject(wrappedValue:)`
            // or `.init(wrappedValue:)` on an @ObservedObject.
            struct CircularTimer: View {
                @ObservedObject var model: TimerModel
                @ObservedObject private var search: SearchModel
                init(data: TimerData, items: [Item]) {
                    _model = .init(wrappedValue: ↓TimerModel(data: data))
                    _search = ObservedObject(wrappedValue: ↓.init(items: items))
                }
                var body: some View { Text("\\(model.seconds) \\(search.query)") }
            }
            """,
            """
            // An error (eighth round): the tab passes another model to the same card when a
            // button changes `userID`, and the card keeps the first.
            struct ProfileTab: View {
                @State private var userID = "ada"
                var body: some View {
                    Button("Show Grace") { userID = "grace" }
                    ProfileCard(model: ProfileModel(userID: userID))
                }
            }
            struct ProfileCard: View {
                @StateObject var ↓model: ProfileModel
                var body: some View { Text(model.name) }
            }
            """,
            """
            // A note (eighth round): a coordinator builds the screen once, with its one model;
            // nothing passes it a second.
            struct SettingsView: View {
                @StateObject private var viewModel: SettingsViewModel
                init(viewModel: SettingsViewModel) {
                    _viewModel = ↓StateObject(wrappedValue: viewModel)
                }
                var body: some View { Text(viewModel.title) }
            }
            final class SettingsCoordinator {
                func start() -> UIViewController {
                    UIHostingController(rootView: SettingsView(viewModel: SettingsViewModel()))
                }
            }
            """,
            """
            struct Editor: View {
                @Binding var value: Int
                @State private var original: Int
                init(value: Binding<Int>) {
                    _value = value
                    _original = ↓State(initialValue: value.wrappedValue)
                }
                var body: some View {
                    Stepper("\\(value)", value: $value)
                    if value != original { Text("changed") }
                }
            }
            """,
            // Its role, whatever its name: the first value, compared with the draft this view edits (a note).
            """
            struct EntryEditor: View {
                @State private var entry: Entry
                @State private var saved: Entry
                init(entry: Entry) {
                    _entry = State(initialValue: entry)
                    _saved = ↓State(initialValue: entry)
                }
                var body: some View {
                    TextField("Name", text: $entry.name)
                    Button("Save") {}.disabled(saved == entry)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Generated here, not the parent's: the parent's values only size the random set,
            // and `@State` keeps one set per identity (a `let` would re-randomise every pass).
            struct AuroraBackground: View {
                @State private var blobs: [CGPoint]
                init(count: Int = 5) {
                    _blobs = State(initialValue: Self.makeBlobs(count: count))
                }
                var body: some View {
                    ZStack { ForEach(blobs.indices, id: \\.self) { Circle().position(blobs[$0]) } }
                }
                static func makeBlobs(count: Int) -> [CGPoint] {
                    var generator = SystemRandomNumberGenerator()
                    return (0..<count).map { _ in CGPoint(x: .random(in: 0...1, using: &generator), y: 0.5) }
                }
            }
            """,
            // Round 20: an `App`'s init runs once per process; no parent pass throws its objects away.
            """
            @main struct Demo: App {
                @StateObject private var store: Store
                init() {
                    let store = Store()
                    store.configure()
                    _store = StateObject(wrappedValue: store)
                }
                var body: some Scene { WindowGroup { Text(store.name) } }
            }
            """,
            // A property named as a kept starting value (held-out round j9).
            """
            struct EntryDetail: View {
                @State private var entry: Entry
                @State private var initialEntry: Entry
                init(entry: Entry) {
                    _entry = State(initialValue: entry)
                    _initialEntry = State(initialValue: entry)
                }
                var body: some View {
                    TextField("Name", text: $entry.name)
                    Button("Save") {}.disabled(initialEntry == entry)
                }
            }
            """,
            // No default value: the assignment initialises the storage (with a parameter named
            // `initial…`, a deliberate starting value).
            """
            struct Counter: View {
                @State private var count: Int
                init(initialCount: Int) {
                    self.count = initialCount
                }
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            """,
            """
            struct Detail: View {
                @ObservedObject var checker: IntegrityChecker
                @ObservedObject private var downloads = DownloadService.shared
                @StateObject private var model = DetailModel()
                var body: some View { ProgressView(value: checker.progress) }
            }
            """,
            """
            struct ProfileView: View {
                @StateObject private var model = ProfileModel()
                @State private var draft: String
                let userID: String
                init(userID: String) {
                    self.userID = userID
                    _draft = State(initialValue: "")
                }
                var body: some View { Text(model.name).task(id: userID) { await model.load(userID) } }
            }
            """,
            """
            struct Counter: View {
                @State private var count: Int
                init(initialCount: Int) { _count = State(initialValue: initialCount) }
                var body: some View { Text("\\(count)") }
            }
            """,
            """
            struct RenameSheet: View {
                @State private var name: String
                @State private var pinned: Bool
                init(item: Item) {
                    _name = State(initialValue: item.name)
                    _pinned = State(initialValue: item.pinned)
                }
                var body: some View {
                    TextField("Name", text: $name)
                    Button("Pin") { pinned.toggle() }
                }
            }
            """,
            """
            // The parent's object, observed: the parent owns it and may pass another.
            struct LoginDetail: View {
                @ObservedObject private var viewModel: LoginDetailViewModel
                init(viewModel: LoginDetailViewModel) {
                    _viewModel = .init(wrappedValue: viewModel)
                }
                var body: some View { Text(viewModel.title) }
            }
            """,
            """
            struct Screen: View {
                @StateObject var model: ScreenModel
                init(service: Service) {
                    _model = StateObject(wrappedValue: ScreenModel(service: .shared))
                }
                var body: some View { Text(model.title) }
            }
            """,
        ])

    /// For `_model = State(wrappedValue: Model(value))`: built on every init, the first kept.
    static let stateObjectMessage =
        "`State(wrappedValue:)` takes a plain value, so an object made in `init` is built on every init (with the Xcode 27 @State macro too: only a declaration's initial value is lazy there), and only the first is kept for the view's identity: a new value from the parent is ignored. Build it once per value where its cost belongs: an optional `@State private var model: Model?` that `.task(id: value) { … }` fills in runs when the view appears and again when the value changes (or own the model above and pass it in). `.id(value)` where the parent creates the view is a partial fix: it follows the value by rebuilding the view (all its state is reset), and the object is still built on every init"

    /// For `_model = StateObject(wrappedValue: Model(value))`: made once, for the first value.
    static let objectMessage =
        "This object is made once per view identity; if the parent passes another value for the same view, it keeps the first. Make it without the value and load by it: `@StateObject private var model = Model()` with `.task(id: value) { await model.load(value) }`, which runs when the view appears and again when the value changes (or own the model above and pass it in). `.id(value)` where the parent creates the view also follows the value, at a cost: the view is rebuilt and all its state reset on each change"

    /// Why a copy made from init arguments cannot go stale: the argument is an
    /// identity (`id`, `postID`), or every place this file builds the view gives
    /// it `.id(…)` (a row keyed by its item), so a new value means a new view.
    static func fixedForIdentity(_ type: some DeclGroupSyntax, parameters: [String], in file: LintFile) -> String? {
        if !parameters.isEmpty, parameters.allSatisfy({ $0 == "id" || $0.hasSuffix("ID") || $0.hasSuffix("Id") }) {
            return "its input `\(parameters[0])` is an identity"
        }
        guard let name = Syntax(type).typeName else { return nil }
        let built = file.calls.filter { $0.calleeName == name && $0.calledExpression.is(DeclReferenceExprSyntax.self) }
        guard !built.isEmpty else {
            // Built in other files: what the set's index says of every construction.
            guard file.index.calledNames != nil || file.seesWholeSet else {
                file.wantsWholeSet = true
                return nil
            }
            return file.index.alwaysKeyed(name) == true ? "every `\(name)(…)` of the linted files is given `.id(…)`" : nil
        }
        return built.allSatisfy(Members.isGivenID) ? "every `\(name)(…)` in this file is given `.id(…)`" : nil
    }

    /// The parameter, when every construction of the view in the linted files passes a static
    /// member for each parameter the copy uses (`Panel(store: .shared)`): a process-wide object.
    static func givenOnlySingletons(
        _ type: some DeclGroupSyntax, parameters: [String], of initializer: InitializerDeclSyntax, in file: LintFile
    ) -> String? {
        guard let name = Syntax(type).typeName, let first = parameters.first else { return nil }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return nil
        }
        for parameter in Set(parameters) {
            guard let declared = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == parameter }),
                  file.index.alwaysGivenStatic(name, label: declared.firstName.text) == true
            else { return nil }
        }
        return first
    }

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        var assignedInInit: Set<String> = []  // `Type.property`
        for initializer in file.initializers {
            guard let body = initializer.body,
                  let type = initializer.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
            else { continue }
            // Round 20 (Meshtastic `MeshtasticAppleApp.init()`): an `App`'s init runs once per
            // process; no parent body re-runs it, so nothing it builds is thrown away.
            if type.inheritedTypeNames.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) { continue }
            let written = writtenNames(in: type, file: file)
            // Parameters named `initial…`/`default…` say the value is only a starting point.
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                .filter { !$0.hasPrefix("initial") && !$0.hasPrefix("default") })
            for sequence in file.sequences where sequence.isInside(body) {
                let elements = Array(sequence.elements)
                if let ignored = ignoredStateWrite(elements, in: type, initializer: initializer, file: file) {
                    result.append(ignored)
                    continue
                }
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let call = elements[2].unwrapped.as(FunctionCallExprSyntax.self),
                      let value = call.arguments.first?.expression
                else { continue }
                let target = elements[0].trimmedDescription.replacingOccurrences(of: "self.", with: "")
                let property = target.hasPrefix("_") ? String(target.dropFirst()) : target
                guard let name = builtWrapper(call, storage: target, in: type), ["State", "StateObject", "ObservedObject"].contains(name) else { continue }
                assignedInInit.insert(simpleName(of: type) + "." + property)
                if name == "ObservedObject" {
                    // `_model = ObservedObject(wrappedValue: Model(…))`: the same fault as `@ObservedObject var model = Model()`.
                    if isConstruction(value) { result.append(unowned(value, property, where: "in `init`", in: file)) }
                    continue
                }
                // Round 16: `let m = Model(); m.configure(…); _model = StateObject(wrappedValue: m)`: the
                // object is made before the autoclosure, so every init builds (and configures) one.
                if name == "StateObject", let local = value.unwrapped.as(DeclReferenceExprSyntax.self),
                   !parameters.contains(local.baseName.text), let made = localConstruction(named: local.baseName.text, in: body) {
                    let message = "`\(local.baseName.text)` is built before `StateObject(wrappedValue:)`, so the autoclosure that makes the object once per identity gets one already made: every init of the view (each parent pass) builds and sets up a `\(made.type)` that is thrown away; build it inside the argument (`StateObject(wrappedValue: { let m = \(made.type)(…); …; return m }())`), which runs once"
                    if let view = ExpensiveInitRule.madeOnlyElsewhere(made.call.position, in: file), !file.index.returnedViews.contains(view) {
                        result.append(Violation(made.call, message: message + " (a note: no view of the linted files builds `\(view)`, so its init runs when other code makes it, not on every parent pass)", severity: .note))
                    } else {
                        result.append(Violation(made.call, message: message, severity: .warning))
                    }
                    continue
                }
                let used = value.tokens(viewMode: .sourceAccurate).filter { token in
                    parameters.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true
                        && token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.id != token.parent?.id
                }.map(\.text)
                guard !used.isEmpty else { continue }
                let makesObject = name == "StateObject" || value.unwrapped.viewTypeName != nil
                if makesObject {
                    // The parent's own object (`StateObject(wrappedValue: model)`), or one made from its values.
                    let passed = value.unwrapped.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } == true
                    let message = name == "State" ? stateObjectMessage : passed ? passedObjectMessage(property) : objectMessage
                    if name == "State", let work = initWorkBuiltInline(value, view: simpleName(of: type), in: file) {
                        // Round 19 (convos-ios K1/K2): the object's init starts lasting work, and a view
                        // builds this one with every pass of its body: each pass repeats that work.
                        result.append(Violation(call, message: message + " (\(work))", severity: .warning))
                    } else if let reason = fixedForIdentity(type, parameters: [], in: file) {
                        result.append(Violation(call, message: message + " (a note: \(reason), so a new value comes with a new view)", severity: .note))
                    } else if let view = ExpensiveInitRule.madeOnlyElsewhere(call.position, in: file), !file.index.returnedViews.contains(view) {
                        // Round 20 (Tella's pushed screens): every construction of the view is in an
                        // action or becomes a hosting controller's root (directly, or through an
                        // argument the set's code only hosts): built once, no parent pass reaches it.
                        result.append(Violation(call, message: message + " (a note: no body of the linted files builds `\(view)`: it is built in actions or as a hosting controller's root, once, so no parent pass hands it another value)", severity: .note))
                    } else {
                        let labels = Set(used.map { label(of: $0, in: initializer) })
                        let (evidence, proof) = ParentValues.evidence(for: type, labels: labels, in: file)
                        result.append(Violation(call, message: message + (proof.map { " (\($0))" } ?? ""), evidence: evidence))
                    }
                } else if !written.contains(property) {
                    // A property named `initial…` says what a parameter so named says: a
                    // starting point kept on purpose, not a value meant to follow the parent.
                    if snapshotPrefixes.contains(where: property.hasPrefix) { continue }
                    // Round 22 (foqos): a value generated here (random geometry, a fresh id) from
                    // the parent's values only as sizes is not a copy of a parent's value: `@State`
                    // is what keeps one generated value per identity, and a `let` would generate
                    // another on every parent pass.
                    if generatesValue(value, in: type) { continue }
                    let message = "`\(property)` copies the parent's value once and is never changed here, so it goes stale when the parent passes a new one; make it a plain `let` (or a computed property) instead of @State"
                    if let binding = used.first(where: { bindingParameters(of: initializer).contains($0) }) {
                        // The parent's value changes because this view edits it through the binding:
                        // a copy of its first value is a snapshot to compare or restore the edits.
                        result.append(Violation(call, message: "`\(property)` keeps the first value of the binding `\(binding)`: a snapshot, as to compare the edits made through it against (`\(binding) != \(property)`) or to restore them; it does not follow a value the parent binds later (a note: if that is the point, keep it)", severity: .note))
                    } else if let draft = comparedDraft(property, in: type, written: written) {
                        // Its role: the first value kept to compare the edits of a draft against.
                        result.append(Violation(call, message: "`\(property)` keeps the first value given and is compared with `\(draft)`, which this view edits: a snapshot to tell whether the draft changed; it does not follow a value the parent passes later (a note: if that is the point, keep it)", severity: .note))
                    } else if let reason = fixedForIdentity(type, parameters: used, in: file) {
                        result.append(Violation(call, message: message + " (a note: \(reason), so a new value comes with a new view)", severity: .note))
                    } else if !isRead(property, in: type, besides: elements[0]) {
                        // Nothing shows the copy, so nothing shows it stale: dead state.
                        result.append(Violation(call, message: message + " (a note: nothing reads `\(property)`, so no stale value is shown; remove it)", severity: .note))
                    } else if let shared = givenOnlySingletons(type, parameters: used, of: initializer, in: file) {
                        result.append(Violation(call, message: message + " (a note: every place that builds this view passes `\(shared)` a type's static member, such as `.shared`, one object for the whole process, so there is no other value to miss)", severity: .note))
                    } else if heldClass(property, in: type, file: file) {
                        // Round 18: a class in `@State` (an `@Observable` model the view is handed
                        // to own, Apple's "Managing model data in your app", iOS 17) keeps the
                        // reference, and the object's changes show: nothing goes stale but the
                        // choice of object. As for `StateObject(wrappedValue: model)`: an error
                        // only where a parent is proven to hand another object to the same view.
                        let labels = Set(used.map { label(of: $0, in: initializer) })
                        let (evidence, proof) = ParentValues.evidence(for: type, labels: labels, in: file)
                        result.append(Violation(call, message: passedObjectMessage(property) + (proof.map { " (\($0))" } ?? ""), evidence: evidence))
                    } else {
                        result.append(Violation(call, message: message))
                    }
                }
            }
        }
        // `@StateObject var model: Model` with no value: the parent sets it through the memberwise init.
        for variable in file.variables where variable.isMember && variable.wrapperName == "StateObject" {
            guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
                  let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.as(StructDeclSyntax.self),
                  !type.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) })
            else { continue }
            for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, !assignedInInit.contains(simpleName(of: type) + "." + name.text) else { continue }
                let message = "@StateObject `\(name.text)` has no value, so the parent sets it through the memberwise init: only the first object is kept. Create it here (`@StateObject private var \(name.text) = …`), or take the parent's object as @ObservedObject"
                if let reason = fixedForIdentity(type, parameters: [], in: file) {
                    result.append(Violation(name, message: message + " (a note: \(reason), so a new object comes with a new view)", severity: .note))
                } else {
                    // An error only where a parent is seen passing another object to the same view.
                    let (evidence, proof) = ParentValues.evidence(for: type, labels: [name.text], in: file)
                    result.append(Violation(name, message: message + (proof.map { " (\($0))" } ?? ""), evidence: evidence))
                }
            }
        }
        result += freshObservedArguments(in: file)
        // `@ObservedObject var model = Model()`: a new object on every init of the view, owned by nobody.
        for variable in file.variables where variable.isMember && variable.wrapperName == "ObservedObject" {
            guard variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)?.isViewDecl(in: file) == true else { continue }
            for binding in variable.bindings {
                guard let name = binding.name, let value = binding.initializer?.value, isConstruction(value) else { continue }
                result.append(unowned(value, name, where: "here", in: file))
            }
        }
        return result
    }

    /// The `@ObservedObject` default finding: a warning, or (round 16) a note in a view no view of the
    /// linted files builds (a `UIHostingController(rootView:)`/`NSHostingView` root, a view an exporter
    /// builds once): no parent pass re-initialises it, so its one object lives as long as the view.
    private static func unowned(_ value: ExprSyntax, _ name: String, where place: String, in file: LintFile) -> Violation {
        if let view = ExpensiveInitRule.madeOnlyElsewhere(value.position, in: file), !file.index.returnedViews.contains(view) {
            return Violation(value, message: unownedMessage(name, where: place)
                + " (a note: no view of the linted files builds `\(view)`; it is made by other code, such as a hosting controller's root or an exporter, once, not on every parent pass; `@StateObject` is still the owner's wrapper if it is ever built in a body)",
                severity: .note)
        }
        return Violation(value, message: unownedMessage(name, where: place), severity: .warning)
    }

    /// Round 16 (pocket-casts K2–K4), notes: `Child(model: Model(…))` built with every pass of a view's
    /// body (inline, in a row, or as an eager `NavigationLink(destination:)`), where `Child` declares
    /// `model` `@ObservedObject`: each pass builds another object and hands it over, so what the
    /// child's model holds is lost and its init's work runs again. How often the body runs, and what
    /// the init costs, the code does not prove.
    static func freshObservedArguments(in file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  file.setTypeNames.contains(name),
                  call.arguments.contains(where: { $0.label != nil && isConstruction($0.expression) })
            else { continue }
            let wrappers = file.index.types[name]?.wrappers
                ?? file.typeDecls.first(where: { Syntax($0).typeName == name && !$0.is(ExtensionDeclSyntax.self) })?.wrappedProperties
            guard let wrappers else {
                if file.index.calledNames == nil, !file.seesWholeSet { file.wantsWholeSet = true }
                continue
            }
            for argument in call.arguments {
                guard let label = argument.label?.text, wrappers[label] == "ObservedObject", isConstruction(argument.expression),
                      let holder = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self), holder.isViewDecl(in: file),
                      call.ancestor(InitializerDeclSyntax.self) == nil, !Members.isInAction(call),
                      Scopes.bodyRun(of: call, in: file) != nil
                else { continue }
                let callee = argument.expression.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? ""
                let made = callee.isEmpty || callee.hasPrefix(".") ? "object" : "`\(callee)`"
                let row = Scopes.rowClosure(of: call) != nil
                let message = "`\(name)` is given a new \(made) for its @ObservedObject `\(label)` on every pass of this body\(row ? ", in each row" : ""): each pass builds another object and hands it over, so what the old one held (loaded data, a selection) is lost and its init's work runs again; let `\(name)` own it (`@StateObject`, made once per identity) or build it once above (for a destination, `NavigationLink(value:)` with `navigationDestination(for:)` builds it when shown)"
                // Round 20 (round 19's rule for a model whose init subscribes or fetches, applied here):
                // the init's lasting work is proven, and this body starts it again on every pass.
                let madeType = argument.expression.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let madeType, let work = file.index.types[madeType]?.initWork {
                    result.append(Violation(argument.expression, message: message + " (`\(madeType)`'s init \(work): each pass starts that work again for an object that is thrown away)", severity: .warning))
                } else {
                    result.append(Violation(argument.expression, message: message + " (a note: how often this body runs and what the init costs are not proven from the code)", severity: .note))
                }
            }
        }
        return result
    }

    /// Names whose use makes a value that differs on every run: randomness and fresh identifiers.
    static let generators: Set<String> = [
        "random", "randomElement", "shuffled", "shuffle", "SystemRandomNumberGenerator", "UUID", "arc4random",
        "arc4random_uniform", "drand48",
    ]

    /// Whether `value` generates a new value when run: it uses a generator itself, or calls a
    /// function of `type` (`Self.makeBlobs(…)`, `makeBlobs(…)`) whose body does.
    static func generatesValue(_ value: ExprSyntax, in type: some DeclGroupSyntax) -> Bool {
        let names = Set(value.tokens(viewMode: .sourceAccurate).map(\.text))
        if !names.isDisjoint(with: generators) { return true }
        for item in type.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), names.contains(function.name.text),
                  let body = function.body
            else { continue }
            if body.tokens(viewMode: .sourceAccurate).contains(where: { generators.contains($0.text) }) { return true }
        }
        return false
    }

    /// For `@ObservedObject` given a new object in its declaration or in `init`.
    static func unownedMessage(_ name: String, where place: String) -> String {
        "@ObservedObject `\(name)` is given a new object \(place), so every init of the view (each parent pass) builds another one and nothing owns it: the updates of the one on screen can go to an object already replaced, and work its init starts runs again. Own it with `@StateObject private var \(name) = …` (made once per identity), or take the parent's object"
    }

    /// For `_model = StateObject(wrappedValue: model)`: the parent's object, of which the first is kept.
    static func passedObjectMessage(_ name: String) -> String {
        "`\(name)` keeps the first object the parent passes for this view's identity; a later one is ignored. If the parent owns the object, take it as `@ObservedObject`; if this view owns it, create it here (`@StateObject private var \(name) = …`) and pass in the values it needs"
    }

    /// Whether `property` of `type` holds a class of the linted files (`@State private var model:
    /// Model`, `final class Model` or `@Observable class Model` in any file): a reference, kept.
    static func heldClass(_ property: String, in type: some DeclGroupSyntax, file: LintFile) -> Bool {
        guard let held = ParentValues.heldTypes(in: type)[property] else { return false }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return false
        }
        if file.index.types[held]?.isClass == true { return true }
        // Round 19 (gem-ios `CollectionsScene<ViewModel: CollectionsViewable>`): a generic
        // parameter constrained to `AnyObject` or to a class-bound protocol is a class.
        let bounds = genericConstraints(of: held, in: type)
        return bounds.contains { Members.classBounds.contains($0) || file.index.types[$0]?.isClass == true }
    }

    /// Round 19: `Made(…)`, a class of the set whose init subscribes, starts a task or fetches
    /// (`TypeFacts.initWork`), given in the init of `view`, which some view of the set builds with
    /// every pass of its body (not in an action or presented content): what that proves.
    static func initWorkBuiltInline(_ value: ExprSyntax, view: String, in file: LintFile) -> String? {
        guard let made = value.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              made.first?.isUppercase == true
        else { return nil }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return nil
        }
        guard let work = file.index.types[made]?.initWork else { return nil }
        let builders = file.index.types.filter { $0.value.isView && $0.value.inlineBuilt.contains(view) }.keys.sorted()
        guard let builder = builders.first?.split(separator: ".").last.map(String.init), builder != view else { return nil }
        return "`\(made)`'s init \(work), and `\(builder)` builds `\(view)` with every pass of its body: each pass starts that work again for an object that is thrown away"
    }

    /// The names `parameter` is constrained to in `type`'s generic clause and `where` clause
    /// (`<M: A & B>`, `where M: C`).
    static func genericConstraints(of parameter: String, in type: some DeclGroupSyntax) -> [String] {
        let clause = type.as(StructDeclSyntax.self)?.genericParameterClause ?? type.as(ClassDeclSyntax.self)?.genericParameterClause
        let whereClause = type.as(StructDeclSyntax.self)?.genericWhereClause ?? type.as(ClassDeclSyntax.self)?.genericWhereClause
        var types: [TypeSyntax] = []
        for generic in clause?.parameters ?? [] where generic.name.text == parameter {
            if let inherited = generic.inheritedType { types.append(inherited) }
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.leftType.trimmedDescription == parameter {
                types.append(conformance.rightType)
            }
        }
        return types.flatMap { type -> [String] in
            if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.compactMap(\.type.lastNameComponent) }
            return type.lastNameComponent.map { [$0] } ?? []
        }
    }

    /// The wrapper `_x = W(…)` builds: `State`, `StateObject`, `ObservedObject` by name, or, for
    /// `_x = .init(wrappedValue: …)`, the wrapper `x` is declared with.
    static func builtWrapper(_ call: FunctionCallExprSyntax, storage: String, in type: some DeclGroupSyntax) -> String? {
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        guard storage.hasPrefix("_"), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init"
        else { return nil }
        return type.allWrappers[String(storage.dropFirst())]
    }

    /// `Screen` for `struct Screen` and `extension Screen` (an init may be declared in either).
    private static func simpleName(of type: some DeclGroupSyntax) -> String {
        Syntax(type).typeName ?? type.as(ExtensionDeclSyntax.self)?.extendedType.pathText.split(separator: ".").last.map(String.init) ?? ""
    }

    /// The argument label of the init parameter named `parameter` (`_` when it has none).
    static func label(of parameter: String, in initializer: InitializerDeclSyntax) -> String {
        initializer.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == parameter }?.firstName.text ?? parameter
    }

    /// Whether the type reads `name` (or binds `$name`) anywhere besides `target`, the assignment.
    /// Names that declare a kept starting value, for parameters and properties alike.
    static let snapshotPrefixes = ["initial"]

    /// The state `name` is compared with (`initialEntry == entry`, `draft != saved`) when that
    /// state is one this view writes: `name` is the snapshot of an edited draft.
    private static func comparedDraft(_ name: String, in type: some DeclGroupSyntax, written: Set<String>) -> String? {
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == "==" || token.text == "!=" {
            guard let sequence = token.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let sides = sequence.elements.map { $0.trimmedDescription.replacingOccurrences(of: "self.", with: "") }
            guard sides[1] == token.text, sides[0] == name || sides[2] == name else { continue }
            let other = sides[0] == name ? sides[2] : sides[0]
            if other != name, written.contains(other), type.allWrappers[other] == "State" { return other }
        }
        return nil
    }

    private static func isRead(_ name: String, in type: some DeclGroupSyntax, besides target: ExprSyntax) -> Bool {
        type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name || token.text == "$" + name, !target.tokens(viewMode: .sourceAccurate).contains(where: { $0.id == token.id }),
                  let ref = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return false }
            // `other.name` is another value's member.
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
                return member.base?.trimmedDescription == "self"
            }
            return true
        }
    }

    /// `self.disabled = disabled` in a view's `init` where `@State var disabled = false` has a value
    /// already: the storage was made from that value, and setting a `@State` before SwiftUI installs
    /// the view changes nothing, so the parameter is ignored (the fix: `_disabled = State(initialValue: disabled)`,
    /// or a plain `let`). Without a default value the same line initialises the storage, which is
    /// the case above. Code in a closure of the init (an action stored for later) is not the init's.
    private static func ignoredStateWrite(_ elements: [ExprSyntax], in type: some DeclGroupSyntax, initializer: InitializerDeclSyntax,
                                          file: LintFile) -> Violation? {
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), type.isViewDecl(in: file),
              elements[0].ancestor(ClosureExprSyntax.self).map({ !$0.isInside(initializer) }) ?? true
        else { return nil }
        var target = elements[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        guard !target.hasPrefix("_"), target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.wrapperName == "State",
                  let binding = variable.bindings.first(where: { $0.name == target }), binding.initializer != nil
            else { continue }
            return Violation(elements[0], message:
                "`\(target)` already has a value (`@State … = \(binding.initializer!.value.trimmedDescription)`), and setting a @State in init, before SwiftUI installs the view, is ignored: this value never arrives. Initialise the storage instead (`_\(target) = State(initialValue: …)`, which still keeps only the first value), or make it a plain `let` if the view never changes it",
                severity: .warning)
        }
        return nil
    }

    /// `Model()`, `Model<T>()`, `Model.init(…)`: a construction (not `Model.shared`, a stored instance).
    /// `let m = Model(…)` among the top-level statements of `body`: the construction and its type.
    private static func localConstruction(named name: String, in body: CodeBlockSyntax) -> (call: FunctionCallExprSyntax, type: String)? {
        for item in body.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == name {
                guard let value = binding.initializer?.value, isConstruction(value),
                      let call = value.unwrapped.as(FunctionCallExprSyntax.self)
                else { return nil }
                let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? binding.typeAnnotation?.type.trimmedDescription ?? "model"
                return (call, type)
            }
        }
        return nil
    }

    static func isConstruction(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.unwrapped.as(FunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "init"
        }
        return call.calledExpression.nameToken?.text.first?.isUppercase == true
    }

    /// Parameters of an initializer typed `Binding<…>`.
    static func bindingParameters(of initializer: InitializerDeclSyntax) -> Set<String> {
        Set(initializer.signature.parameterClause.parameters.filter { parameter in
            let type = parameter.type.trimmedDescription
            return type.hasPrefix("Binding<") || type.hasPrefix("SwiftUI.Binding<")
        }.map { ($0.secondName ?? $0.firstName).text })
    }

    /// Properties the type changes or hands out as bindings anywhere (`x = …`, `x += 1`,
    /// `x.toggle()`, `$x`), in this declaration, its extensions, and other files linted with it.
    static func writtenNames(in type: some DeclGroupSyntax, file: LintFile) -> Set<String> {
        var names: Set<String> = []
        if let path = Members.typePath(of: type) { names = file.index.types[path]?.written ?? [] }
        return names.union(Members.writtenNames(in: Syntax(type)))
    }
}
