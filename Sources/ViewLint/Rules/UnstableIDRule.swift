import SwiftSyntax

/// `unstable-id`: identities that change on every pass.
/// Evidence rule (round 22): fresh ids stay errors; index or offset ids are a warning when the rows
/// keep state (a bound text field, followed through the view's own helpers) and the array is
/// rearranged, a note when the rows keep nothing.
enum UnstableIDRule: Rule {
    static let description = RuleDescription(
        id: "unstable-id",
        name: "Unstable identity",
        severity: .error,
        message: "This identity changes on every pass, so SwiftUI rebuilds the view and drops its state; use a stable id from the data",
        rationale: """
            Explicit identity (`.id(_:)`, `ForEach`'s `id:`, `Identifiable.id`) tells SwiftUI which view \
            is which across updates. An id that is different each time `body` runs — `UUID()`, `Date()`, \
            `Date.now`, a random number — makes every pass look like a brand-new view: the old one \
            is torn down (state lost, `onDisappear`, tasks cancelled), a new one built (`onAppear` \
            again), and nothing animates. `id: \\.self` over model values, or `\\.hashValue`, is \
            subtler: the identity is the whole value, so it changes whenever any field changes (a \
            toggle, an edit, a counter), with the same effect on that row. Use a stored, stable \
            identifier such as the model's `id`.
            """,
        matters: """
            Always for ids made fresh on every pass. For `id: \\.self` over a model type, whenever \
            its values change while shown (editing, toggling, progress) and rows hold state or \
            animate.
            """,
        doesNotMatter: """
            `id: \\.self` over values that are their own identity (strings, numbers, enum cases…) is \
            not reported, nor are ranges and indices (`0..<n`, `items.indices`), which do not change \
            from pass to pass. An index is a position, not an identity, though: it is stable only for \
            a list that never inserts, removes or moves rows; in one that does, a row's state, focus \
            and animations stay with the slot and show up on another item (give the items ids). A \
            deliberate `.id(token)` changed in an action to reset a view is fine (the token is \
            stored state, not made in `body`).
            """,
        triggeringExamples: [
            // Round 22, a warning: the rows come from a helper of the view that binds a text
            // field per row, and the view removes from the array, so a row's draft and focus move.
            """
            struct LinkInput { var label: String; var url: String }
            struct LinksForm: View {
                @Binding var links: [LinkInput]
                var body: some View {
                    ForEach(links.indices, id: ↓\\.self) { index in
                        linkRow(index: index)
                    }
                }
                @ViewBuilder
                private func linkRow(index: Int) -> some View {
                    HStack {
                        SwiftUI.TextField("", text: Binding(get: { links[index].url }, set: { links[index].url = $0 }))
                        Button("Remove") { links.remove(at: index) }
                    }
                }
            }
            """,
            // Buttons in a menu keep nothing: index identity over a list rows are removed from is a note.
            """
            struct Swatches: View {
                @State private var colors: [String] = []
                var body: some View {
                    Menu("Colors") {
                        ForEach(colors.indices, id: ↓\\.self) { index in
                            Button(colors[index]) { colors.remove(at: index) }
                        }
                    }
                }
            }
            """,
            """
            // Round 13, a note: a spinner re-created each pass, the known reset for a ProgressView
            // that stops animating when reused (it keeps nothing a user made).
            struct Loading: View {
                var body: some View {
                    ProgressView().id(↓UUID())
                }
            }
            """,
            // Built once in a class's init: fresh once, not per pass (a note).
            """
            final class PreviewTab {
                let view: AnyView
                init(url: URL) {
                    view = AnyView(Text(url.lastPathComponent).id(↓UUID()))
                }
            }
            """,
            """
            // A note: `values` is a parameter some parent passes as a variable (`Chart(values: points)`);
            // it changes only when a parent passes another array to the same view.
            struct Chart: View {
                let values: [Double]
                var body: some View {
                    ForEach(↓0..<values.count) { Text("\\(values[$0])") }
                }
            }
            struct Screen: View {
                @State private var points: [Double] = []
                var body: some View { Chart(values: points) }
            }
            """,
            """
            // A warning: the range is read once, so deleting a filter leaves the rows as they were.
            struct SavedFilters: View {
                @State private var filters: [String] = []
                var body: some View {
                    ForEach(↓0..<filters.count) { Text(filters[$0]) }
                    Button("Clear") { filters.removeAll() }
                }
            }
            """,
            """
            struct Reloading: View {
                var body: some View {
                    Editor().id(↓UUID())
                }
            }
            """,
            """
            struct Ticker: View {
                let quotes: [Quote]
                var body: some View {
                    VStack {
                        Chart().id(↓Date.now)
                        Chart().id(↓Int.random(in: 0...1000))
                        ForEach(quotes, id: ↓\\.hashValue) { Text($0.symbol) }
                    }
                }
            }
            """,
            """
            struct Todo: Identifiable {
                var title: String
                var id: UUID { ↓UUID() }
            }
            """,
            // A fallback the linted files show can run: `serverID` is set to nil (an error).
            """
            final class Upload: Identifiable {
                var serverID: UUID?
                var id: UUID { serverID ?? ↓UUID() }
                func cancel() { serverID = nil }
            }
            """,
            // A fallback nothing shows can run (every init sets an earlier operand): a note (held-out round j9).
            """
            final class Machine: Identifiable {
                private var entry: Entry?
                private var config: Config?
                init(entry: Entry) { self.entry = entry }
                init(config: Config) { self.config = config }
                var id: UUID { entry?.uuid ?? config?.uuid ?? ↓UUID() }
            }
            """,
            """
            struct Draft: Hashable {
                let id: Int
                var text: String
                static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Drafts: View {
                let drafts: [Draft]
                var body: some View {
                    ForEach(drafts, id: ↓\\.self) { Text($0.text) }
                }
            }
            """,
            """
            struct TodoItem: Hashable {
                var title: String
                var done = false
            }
            struct Todos: View {
                @State private var todos: [TodoItem] = []
                var body: some View {
                    List {
                        ForEach(todos, id: ↓\\.self) { todo in Text(todo.title) }
                    }
                }
            }
            """,
            """
            struct Quote: Hashable {
                let symbol: String
                var price: Double
            }
            struct Board: View {
                let quotes: [Quote]
                var body: some View {
                    ForEach(quotes, id: ↓\\.hashValue) { Text($0.symbol) }
                }
            }
            """,
            """
            struct Feed: View {
                let posts: [Post]
                @State private var names: [String] = []
                var body: some View {
                    let recent = posts.sorted { $0.date > $1.date }
                    List {
                        ForEach(Array(posts.filter { !$0.hidden }.enumerated()), id: ↓\\.offset) { index, post in Row(post: post) }
                        ForEach(Array(recent.enumerated()), id: ↓\\.offset) { index, post in Row(post: post) }
                        ForEach($names, id: ↓\\.self) { $name in TextField("Name", text: $name) }
                    }
                }
            }
            """,
            """
            struct Args: View {
                @State private var args: [String] = ["a", "b"]
                var body: some View {
                    List {
                        ForEach(args.indices, id: ↓\\.self) { index in
                            TextField("Argument", text: $args[index])
                                .swipeActions { Button("Delete") { args.remove(at: index) } }
                        }
                    }
                }
            }
            """,
            // Round 11: the model's own code removes songs, so positions shift under the rows and the selection.
            """
            final class Playlist: ObservableObject {
                @Published var songs: [String] = []
                func drop(_ index: Int) { songs.remove(at: index) }
            }
            struct PlaylistView: View {
                @ObservedObject var playlist: Playlist
                @State private var selected: Int?
                var body: some View {
                    List {
                        ForEach(playlist.songs.indices, id: ↓\\.self) { index in
                            SongRow(title: playlist.songs[index])
                                .onTapGesture { ↓selected = index }
                        }
                    }
                }
            }
            struct SongRow: View {
                let title: String
                @State private var expanded = false
                var body: some View { Text(title).lineLimit(expanded ? nil : 1) }
            }
            """,
            // Round 17: a fresh cache key made in `body` (a warning: a new cache entry and a new
            // image identity on every pass), and rows keyed by the identity of NSObject models that a
            // fetch replaces (a warning: every reload re-identifies every row).
            """
            struct Tile: View {
                let base64: String
                var body: some View {
                    let provider = Base64Provider(base64: base64, cacheKey: ↓UUID().uuidString)
                    return RemoteImage(source: provider)
                }
            }
            final class Participant: NSObject {
                let attendeeId: Int
                var name = ""
                init(attendeeId: Int) { self.attendeeId = attendeeId }
            }
            struct Participants: View {
                let api: API
                @State private var participants: [Participant] = []
                var body: some View {
                    List {
                        ForEach(participants, id: ↓\\.self) { Text($0.name) }
                    }
                    .task { participants = (try? await api.getParticipants(room: 1)) ?? [] }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Round 17: a key derived from the data; a fresh key made in an action.
            """
            struct Tile: View {
                let url: URL
                @State private var items: [Item] = []
                var body: some View {
                    RemoteImage(source: Provider(url: url, cacheKey: url.absoluteString))
                    Button("Add") { items.append(Item(key: UUID().uuidString)) }
                }
            }
            """,
            // Round 16: a parameter of the enclosing helper names the element type (a nested name,
            // `DSK.PageLinkLabel`), whose hashing covers only `let`s: stable.
            """
            enum DSK {
                struct PageLinkLabel: Hashable { let title: String; let cover: String? }
            }
            struct PageLinks: View {
                let all: [DSK.PageLinkLabel]
                @State private var expanded = false
                var body: some View { List { links(all) } }
                func links(_ labels: [DSK.PageLinkLabel]) -> some View {
                    ForEach(labels, id: \\.hashValue) { label in
                        DisclosureGroup(label.title, isExpanded: $expanded) { Text(label.cover ?? "") }
                    }
                }
            }
            """,
            // A label as identity is stable; whether it is unique only the data
            // says, and a lab counts every finding of its rules (round 11's note
            // here was withdrawn: it failed lab 15's correct fix keyed by title).
            """
            struct Contacts: View {
                let people: [Person]
                var body: some View {
                    List(people, id: \\.name) { Text($0.name) }
                }
            }
            """,
            // Round 11: the model only appends, which moves no position; ids and codes name elements.
            """
            final class Playlist: ObservableObject {
                @Published var songs: [String] = []
                func add(_ song: String) { songs.append(song) }
            }
            struct PlaylistView: View {
                @ObservedObject var playlist: Playlist
                @State private var selected: Int?
                let people: [Person]
                var body: some View {
                    List {
                        ForEach(playlist.songs.indices, id: \\.self) { index in
                            Text(playlist.songs[index]).onTapGesture { selected = index }
                        }
                        ForEach(people, id: \\.id) { Text($0.name) }
                        ForEach(people, id: \\.email) { Text($0.name) }
                    }
                }
            }
            """,
            // A range over a `let` the model gives a value in its declaration: fixed (held-out round j9).
            """
            @Observable final class DurationModel {
                var index = 0
                let minutes = stride(from: 30, to: 720, by: 30).map { $0 }
            }
            struct DurationPicker: View {
                @State var state = DurationModel()
                var body: some View {
                    Picker("Duration", selection: $state.index) {
                        ForEach(0 ..< state.minutes.count) { index in Text("\\(state.minutes[index]) min") }
                    }
                }
            }
            """,
            """
            // Parameters every construction passes as constants: six rows, three columns, always.
            struct Grid: View {
                let rows: Int
                let columns: Int
                var body: some View {
                    ForEach(0..<rows) { row in ForEach(0..<columns) { column in Text("\\(row * columns + column)") } }
                }
            }
            struct Week: View {
                private let labels = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
                var body: some View { Grid(rows: labels.count, columns: 3) }
            }
            """,
            """
            struct Grid: View {
                static let rows = 4
                let sizes = ["S", "M", "L"]
                var regions: [String] {
                    var regions: [String] = []
                    for region in Locale.Region.isoRegions { regions.append(region.identifier) }
                    return regions
                }
                let filters: [String]
                var body: some View {
                    ForEach(0..<3) { Text("\\($0)") }
                    ForEach(0..<sizes.count) { Text(sizes[$0]) }
                    ForEach(0..<regions.count) { Text(regions[$0]) }
                    ForEach(0..<Self.rows) { Text("\\($0)") }
                    ForEach(0..<Weekday.allCases.count) { Text("\\($0)") }
                    ForEach(0..<filters.count, id: \\.self) { Text(filters[$0]) }
                }
            }
            """,
            """
            struct Log: View {
                @State private var lines: [String] = []
                var body: some View {
                    List { ForEach(lines.indices, id: \\.self) { Text(lines[$0]) } }
                    Button("More") { lines.append("line") }
                }
            }
            """,
            """
            struct Feed: View {
                let posts: [Post]
                @State private var names: [String] = []
                @State private var todos: [Todo] = []
                var body: some View {
                    List {
                        ForEach(Array(posts.enumerated()), id: \\.element.id) { index, post in Row(post: post) }
                        ForEach(Array(posts.enumerated()), id: \\.offset) { index, post in Row(post: post) }
                        ForEach($names, id: \\.self) { $name in Text(name) }
                        ForEach($todos, id: \\.id) { $todo in TextField("Title", text: $todo.title) }
                    }
                }
            }
            """,
            """
            struct Profile: View {
                let user: User
                var body: some View {
                    ProfileCard(user: user).id(user.id)
                }
            }
            """,
            """
            struct Todo: Identifiable {
                let id = UUID()
                var title: String
            }
            """,
            """
            struct Tags: View {
                let tags: [String]
                var body: some View {
                    VStack {
                        ForEach(tags, id: \\.self) { Text($0) }
                        ForEach(0..<5, id: \\.self) { Text("\\($0)") }
                        ForEach(Weekday.allCases, id: \\.self) { Text("\\($0)") }
                        ForEach(tags.indices, id: \\.self) { Text(tags[$0]) }
                    }
                }
            }
            """,
            """
            struct Refresh: View {
                @State private var token = UUID()
                var body: some View {
                    Feed().id(token)
                        .refreshable { token = UUID() }
                }
            }
            """,
            """
            struct DayGroup: Hashable {
                let day: Date
                var entries: [String]
                static func == (lhs: DayGroup, rhs: DayGroup) -> Bool { lhs.day == rhs.day }
                func hash(into hasher: inout Hasher) { hasher.combine(day) }
            }
            struct History: View {
                let groups: [DayGroup]
                var body: some View {
                    ForEach(groups, id: \\.self) { Text("\\($0.entries.count)") }
                }
            }
            """,
            """
            enum Tab: CaseIterable { case inbox, sent }
            final class Account: Hashable {
                let id: Int
                var unread = 0
                init(id: Int) { self.id = id }
                static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Sidebar: View {
                let accounts: [Account]
                var body: some View {
                    VStack {
                        ForEach(Tab.allCases, id: \\.hashValue) { Text("\\($0)") }
                        ForEach(accounts, id: \\.hashValue) { Text("\\($0.unread)") }
                        ForEach(accounts, id: \\.self) { Text("\\($0.unread)") }
                    }
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            func freshID() -> UUID { UUID() }

            extension UUID {
                static var fresh: UUID { UUID() }
            }

            struct Item: Identifiable {
                let id: Int
                var stamp: String { Foundation.UUID().uuidString }
            }

            struct Feed: View {
                let items: [Item]
                var body: some View {
                    let token = UUID()
                    VStack {
                        Text("a").id(↓Foundation.UUID())
                        Text("b").id(↓freshID())
                        Text("c").id(↓UUID.fresh)
                        Text("d").id(↓token)
                        ForEach(items, id: ↓\\.stamp) { Text("\\($0.id)") }
                    }
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI
            import Foundation

            struct Item: Identifiable {
                let id = UUID()
                var title: String { "item" }
            }

            func rowID(_ item: Item) -> UUID { item.id }

            struct Feed: View {
                let items: [Item]
                @State private var token = UUID()
                var body: some View {
                    let key = items.first?.id
                    VStack {
                        Text("a").id(token)
                        Text("b").id(key)
                        ForEach(items, id: \\.id) { Text($0.title) }
                        ForEach(items) { item in Text(item.title).id(rowID(item)) }
                        Button("Reset") { token = UUID() }
                    }
                }
            }
            """,
        ],
        corrections: correctionExamples)

    /// What `--fix` does, before → after (an own static, so building the description stays a small frame).
    static let correctionExamples: [CorrectionExample] = [
        CorrectionExample(
            """
            enum Tab: CaseIterable { case inbox, sent }
            final class Account: Hashable {
                let id: Int
                var unread = 0
                init(id: Int) { self.id = id }
                static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Sidebar: View {
                let accounts: [Account]
                var body: some View {
                    VStack {
                        ForEach(Tab.allCases, id: \\.hashValue) { Text("\\($0)") }
                        ForEach(accounts, id: \\.hashValue /* one row per account */) { Text("\\($0.unread)") }
                    }
                }
            }
            """,
            """
            enum Tab: CaseIterable { case inbox, sent }
            final class Account: Hashable {
                let id: Int
                var unread = 0
                init(id: Int) { self.id = id }
                static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            struct Sidebar: View {
                let accounts: [Account]
                var body: some View {
                    VStack {
                        ForEach(Tab.allCases, id: \\.self) { Text("\\($0)") }
                        ForEach(accounts, id: \\.self /* one row per account */) { Text("\\($0.unread)") }
                    }
                }
            }
            """),
        // Left alone: a hash over a `var` (`\.self` would change with it), and a type not in the linted files.
        CorrectionExample(
            """
            struct Quote: Hashable {
                let symbol: String
                var price: Double
            }
            struct Board: View {
                let quotes: [Quote]
                let posts: [Post]
                var body: some View {
                    ForEach(quotes, id: \\.hashValue) { Text($0.symbol) }
                    ForEach(posts, id: \\.hashValue) { Text($0.title) }
                }
            }
            """,
            """
            struct Quote: Hashable {
                let symbol: String
                var price: Double
            }
            struct Board: View {
                let quotes: [Quote]
                let posts: [Post]
                var body: some View {
                    ForEach(quotes, id: \\.hashValue) { Text($0.symbol) }
                    ForEach(posts, id: \\.hashValue) { Text($0.title) }
                }
            }
            """),
    ]

    static let selfMessage =
        "With `id: \\.self` the whole value is the row's identity: it changes whenever any field changes, and SwiftUI then rebuilds that row and drops its state; use a stable id from the data (`id: \\.id`, or make the type Identifiable)"

    static func hashValueMessage(type: String, field: String) -> String {
        "`\\.hashValue` of `\(type)` hashes `\(field)`, which can change while the row is shown: the row's id changes with it, and SwiftUI rebuilds the row and drops its state; use a stable id from the data (`\\.id`). `--fix` leaves it: `\\.self` would change with `\(field)` too"
    }

    static let unknownHashValueMessage =
        "`\\.hashValue` is the row's id: if the element's hash covers fields that change while it is shown, the row is rebuilt and loses its state when they do (and equal values share an id); use a stable id from the data (`\\.id`). `--fix` leaves it: it rewrites to `\\.self` only when the element's type and its hashing are in the linted files and cannot change"

    static let stableElementTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "UUID", "Date", "URL", "Color",
    ]

    /// `0..<items.count`, `0..<count`: a range whose bounds are not integer literals or a type's
    /// static members (`Self.rows`, `Weekday.allCases.count`), which can change while the view lives.
    static func variableBound(_ expr: ExprSyntax, in file: LintFile) -> ExprSyntax? {
        let parts: [ExprSyntax]
        if let sequence = expr.unwrapped.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = expr.unwrapped.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "..<" else { return nil }
        for bound in [parts[2], parts[0]] where !bound.unwrapped.is(IntegerLiteralExprSyntax.self) {
            let text = bound.trimmedDescription
            if text.contains("allCases") { continue }
            // `names.count` of `let names = ["a", "b"]` stored in the view: fixed.
            if let member = bound.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
               let base = member.base, let name = (base.as(DeclReferenceExprSyntax.self) ?? base.as(MemberAccessExprSyntax.self)?.declName)?.baseName.text,
               let type = expr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
               NonLazyLargeListRule.literalArrayCount(of: name, in: type, near: expr) != nil
                || readsNothingOfTheView(name, in: type, file: file) {
                continue
            }
            if let root = bound.chainRoot.as(DeclReferenceExprSyntax.self),
               root.baseName.tokenKind == .keyword(.Self) || root.baseName.text.first?.isUppercase == true, !bound.is(DeclReferenceExprSyntax.self) {
                continue
            }
            if isModelConstantCount(bound, in: file) { continue }
            return bound
        }
        return nil
    }

    /// `model.steps.count` where `steps` is a `let` the model's type gives a value in its
    /// declaration (`let steps = stride(from: 30, to: 720, by: 30).map { $0 }`): fixed for the
    /// model's life, so the range is constant. The model is a property of the view whose type is
    /// written (`var state: StateModel`) or built in its value (`@State var state = StateModel()`),
    /// looked up in the linted files as nested in the view's enclosing types or at the top level.
    static func isModelConstantCount(_ bound: ExprSyntax, in file: LintFile) -> Bool {
        guard let count = bound.unwrapped.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count",
              let member = count.base?.unwrapped.as(MemberAccessExprSyntax.self), var base = member.base?.unwrapped
        else { return false }
        if let inner = base.as(MemberAccessExprSyntax.self), let root = inner.base, Runs.isSelf(root) { base = ExprSyntax(inner.declName) }
        guard let model = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let view = bound.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let binding = view.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
                .flatMap(\.bindings).first(where: { $0.name == model && !$0.isComputed })
        else { return false }
        let written = binding.typeAnnotation?.type.trimmedDescription
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
        guard let typeName = written.map({ String($0.filter { $0 != "!" && $0 != "?" }) }), !typeName.isEmpty else { return false }
        var candidates = [typeName]
        var enclosing = Members.typePath(of: view)?.split(separator: ".").dropLast().map(String.init) ?? []
        while !enclosing.isEmpty {
            candidates.insert(enclosing.joined(separator: ".") + "." + typeName, at: 0)
            enclosing.removeLast()
        }
        let name = member.declName.baseName.text
        if candidates.contains(where: { file.index.types[$0]?.fixedLets.contains(name) == true }) { return true }
        if file.index.calledNames == nil, !file.seesWholeSet { file.wantsWholeSet = true }
        return false
    }

    enum Given { case constant, parameter }

    /// What a range bound rooted in a plain stored property of the view (`rows`, `data.count`;
    /// no wrapper: the parent passes it) is given: `.constant` when every construction of the
    /// view in the linted files passes a constant for it (`Grid(rows: 6)`, `labels.count` of a
    /// literal list), else `.parameter`; nil for state, a model or anything else.
    static func givenByParent(_ bound: ExprSyntax, in file: LintFile) -> Given? {
        var root = bound.unwrapped
        if let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base { root = base.unwrapped }
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base, Runs.isSelf(base) { root = ExprSyntax(member.declName) }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = bound.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              type.propertyNames.contains(name), type.allWrappers[name] == nil,
              let variable = type.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) })
                .first(where: { $0.bindings.contains { $0.name == name } }),
              !variable.isStatic, variable.bindings.allSatisfy({ !$0.isComputed && $0.initializer == nil })
        else { return nil }
        guard let view = Syntax(type).typeName else { return .parameter }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return .parameter
        }
        return file.index.alwaysGivenConstant(view, label: name) == true ? .constant : .parameter
    }

    /// A computed property of the view whose code reads none of the view's properties
    /// (`var countries: [String] { Locale.Region.isoRegions.map(\.identifier) }`): its value
    /// depends only on what is fixed for the process, so its count does not change.
    private static func readsNothingOfTheView(_ name: String, in type: some DeclGroupSyntax, file: LintFile) -> Bool {
        guard let body = InlineCollectionTransformRule.helperBody(name, in: type, file: file) else { return false }
        // The view's properties, less the names the code declares itself (`var countries: [String] = []`).
        let locals = Set(body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            token.parent?.as(IdentifierPatternSyntax.self) != nil ? token.text : nil
        })
        let properties = type.propertyNames.subtracting(locals)
        return !body.tokens(viewMode: .sourceAccurate).contains { token in
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id { return false }
            return token.tokenKind == .keyword(.self) || properties.contains(token.text)
        }
    }

    static let statelessNote =
        " (a note: the rows are built-in views that keep nothing of their own, such as buttons and labels, so a row that takes another's identity loses nothing but an animation)"

    /// Views that keep no state of their own worth losing: what a row made only of these loses
    /// when its identity moves is at most an animation.
    static let statelessViews: Set<String> = [
        "Text", "Label", "Image", "Button", "Divider", "Spacer", "HStack", "VStack", "ZStack", "Group", "Color",
        "EmptyView", "Link", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Menu", "Section",
        "LabeledContent", "ShareLink", "ForEach",
    ]

    /// Whether every view a `ForEach`/`List` row builds is a stateless built-in (`statelessViews`)
    /// or a view of the linted files that owns no state (`TypeFacts.ownsState`), and the row
    /// keeps no lifetime work (`onAppear`, `task`).
    static func rowsKeepNoState(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        rowState(call, in: file) == .none
    }

    /// What a row keeps that a moved identity hands to another item.
    enum RowState {
        /// Only built-in views that keep nothing (buttons, labels).
        case none
        /// Proven: a view of the linted files with state of its own, a control holding some
        /// (`TextField`, `Toggle`…), work tied to its lifetime (`onAppear`, `task`…).
        case owns
        /// A view the linter cannot see into.
        case unknown

        var evidence: Evidence {
            self == .unknown ? .suspected("check whether the rows keep state of their own (their views are declared outside the linted files)") : .proven
        }
    }

    /// Controls that keep state of their own for their identity (focus, an edit in progress, a loaded image, a scroll position).
    static let statefulControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker",
        "AsyncImage", "ScrollView", "List", "DisclosureGroup", "TabView", "NavigationStack", "NavigationLink",
    ]

    static func rowState(_ call: FunctionCallExprSyntax, in file: LintFile) -> RowState {
        guard let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return .unknown }
        return rowState(in: Syntax(content), of: call, in: file, depth: 0)
    }

    /// What the calls inside `region` build, following the view's own helpers (`linkRow(index:)`,
    /// round 22: a row built by a `@ViewBuilder` function of the same type holds what it builds).
    private static func rowState(in region: Syntax, of call: FunctionCallExprSyntax, in file: LintFile, depth: Int) -> RowState {
        var state = RowState.none
        for inner in file.calls where inner.isInside(region) {
            if depth < 2, let name = inner.calleeName, name.first?.isLowercase == true,
               inner.calledExpression.is(DeclReferenceExprSyntax.self)
                || inner.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self",
               let type = call.ancestor(MemberBlockSyntax.self),
               let helper = type.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == name }),
               let body = helper.body {
                switch rowState(in: Syntax(body), of: call, in: file, depth: depth + 1) {
                case .owns: return .owns
                case .unknown: state = .unknown
                case .none: break
                }
                continue
            }
            // What actions run (`Button { Task { … } }`) is not part of the row.
            guard let name = inner.calleeName, Scopes.scope(of: inner, in: file) != .deferred else { continue }
            let qualified = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "SwiftUI"
            if inner.calledExpression.is(DeclReferenceExprSyntax.self) || qualified, name.first?.isUppercase == true {
                if statelessViews.contains(name) { continue }
                if statefulControls.contains(name) { return .owns }
                if let facts = file.index.types[name], facts.isView {
                    if facts.ownsState { return .owns }
                    continue
                }
                if file.index.calledNames == nil, !file.seesWholeSet { file.wantsWholeSet = true }
                state = .unknown  // a view (or value) the linter cannot see into
                continue
            }
            if ["onAppear", "task", "onReceive", "transition", "onDisappear"].contains(name) { return .owns }
        }
        return state
    }

    static let onceMessage =
        "This id is new each time this code runs, and here that is where a view value is built once (a class's init, an action), not on every body pass: the view keeps it until this code builds another (a note: an id from the data, or none, says what is meant)"

    static let onceNote =
        " (a note: this runs outside any body or view init, here where a view value is built once, as in a class's init or an action, so the id is fixed for that value; it changes only when this code runs again)"

    /// `.id(UUID())` in code that no `body`, view-building helper or view init runs: a class's
    /// init, a free function, an action closure.
    static func builtOutsideUpdates(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        switch Scopes.scope(of: call, in: file) {
        case .viewBuilding, .viewInit: return false
        case .deferred: return true
        case .other:
            // A free function or a non-view type's member: unless the view's own helper chain reaches it.
            guard Scopes.bodyCallChain(of: call, in: file) == nil else { return false }
            let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
            return type.map { !$0.isViewDecl(in: file) } ?? false
        }
    }

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let name = call.calleeName else { continue }
            if name == "id", call.receiver != nil || call.calledExpression.is(DeclReferenceExprSyntax.self),
               call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil {
                // Made where no body or view init runs (a class's init, an action): the id is
                // fresh once, for the view built there, not on every pass.
                let once = builtOutsideUpdates(call, in: file)
                if let spot = unstableExpression(in: argument.expression) {
                    result.append(once ? Violation(spot, message: onceMessage, severity: .note)
                        : Violation(spot, evidence: fallbackEvidence(spot, in: file).and(receiverEvidence(call, in: file))))
                } else if let found = resolvedUnstable(in: Syntax(argument.expression), file: file) {
                    result.append(Violation(found.node, message: message(found.what) + (once ? onceNote : ""), severity: once ? .note : nil))
                }
            } else if ["ForEach", "List"].contains(name), let id = call.argument(labeled: "id")?.as(KeyPathExprSyntax.self) {
                let components = id.components.map { $0.component.trimmedDescription }
                if let edit = editedID(call, id: components) {
                    result.append(Violation(id, message: edit, severity: .warning))
                } else if components == [".offset"] || components == ["offset"],
                          let data = call.arguments.first?.expression, let transform = reordering(enumerated: data, in: file) {
                    let state = rowState(call, in: file)
                    result.append(Violation(id, message: offsetMessage(transform) + (state == .none ? statelessNote : ""),
                                            severity: state == .none ? .note : .warning, evidence: state.evidence))
                } else if components.last == ".hashValue" || components.last == "hashValue" {
                    // Judged by what is known of the element's hashing: stable → nothing, unknown → a warning.
                    let data = call.arguments.first?.expression
                    switch data.map({ HashStability.of(elementOf: $0, in: file) }) ?? .unknown {
                    case .stable: break
                    case .changes(let type, let field):
                        result.append(Violation(id, message: hashValueMessage(type: type, field: field)))
                    case .unknown:
                        let state = rowState(call, in: file)
                        result.append(Violation(id, message: unknownHashValueMessage + (state == .none ? statelessNote : ""),
                                                severity: state == .none ? .note : .warning, evidence: state.evidence))
                    }
                } else if components == [".self"] || components == ["self"],
                          let data = call.arguments.first?.expression, let shifted = indicesShifted(data, in: call, file: file) {
                    let state = rowState(call, in: file)
                    result.append(Violation(id, message: indicesMessage(shifted) + (state == .none ? statelessNote : ""),
                                            severity: state == .none ? .note : .warning, evidence: state.evidence))
                    result += indexSelections(call, shifted: shifted, in: file)
                } else if components == [".self"] || components == ["self"],
                          let data = call.arguments.first?.expression, let identity = HashStability.identityClass(elementOf: data, in: file) {
                    // Round 17: rows keyed by object identity. Proven harmful when the collection is
                    // filled from a fetch or a decode (each reload makes new objects); a note otherwise.
                    let reloaded = CollectionEvidence.largeness(of: data, in: file)
                    let key = identity.keys.isEmpty ? "a stored identifier (`id: \\.someID`)"
                        : "a stored identifier that stays the same for an item (" + identity.keys.prefix(3).map { "`id: \\.\($0)`" }.joined(separator: ", ") + ")"
                    let message = "`id: \\.self` over `\(identity.name)`, a class whose equality and hash are its object identity (NSObject's `isEqual(_:)`/`hash`, or `ObjectIdentifier`): two objects for the same item are different rows, so when the list is loaded again every row gets a new identity, loses its state and is rebuilt, and changes animate as removals and insertions; key the rows by \(key)"
                    if reloaded == .proven {
                        result.append(Violation(id, message: message + " (the list is filled from a fetch or a decode, which makes new objects each time)", severity: .warning))
                    } else {
                        result.append(Violation(id, message: message + " (a note: the linter did not see the list filled again from a fetch or a decode; it matters when it is)", severity: .note))
                    }
                } else if components == [".self"] || components == ["self"],
                          let data = call.arguments.first?.expression, isUnstableSelfData(data, in: file) {
                    result.append(Violation(id, message: selfMessage))
                } else if let what = unstableKeyPath(id, in: file) {
                    result.append(Violation(id, message: message(what)))
                }
            } else if name == "ForEach", call.calledExpression.is(DeclReferenceExprSyntax.self), call.argument(labeled: "id") == nil,
                      let data = call.arguments.first, data.label == nil, call.arguments.count == 1,
                      let bound = variableBound(data.expression, in: file) {
                let given = givenByParent(bound, in: file)
                if given == .constant { continue }
                let message = "`ForEach(_:content:)` over a `Range<Int>` reads its range once (Apple: \"a constant range\"): when `\(bound.trimmedDescription)` changes, the rows do not follow; iterate the items (`ForEach(items)`), or give the range an identity (`ForEach(0..<n, id: \\.self)`)"
                result.append(given == .parameter
                    ? Violation(data.expression, message: message
                        + " (a note: `\(bound.trimmedDescription)` is a parameter the parent passes, fixed while this view value lives; it changes only if a parent passes another value to the same view)",
                        severity: .note)
                    : Violation(data.expression, message: message, severity: .warning))
            }
        }
        result += freshKeys(file)
        // `var id: … { UUID() }`: a computed identity that differs on every read.
        for variable in file.variables where variable.isMember && !variable.isStatic {
            for binding in variable.bindings where binding.name == "id" && binding.isComputed {
                guard let block = binding.accessorBlock else { continue }
                if let spot = unstableExpression(in: Syntax(block)) {
                    result.append(Violation(spot, evidence: fallbackEvidence(spot, in: file)))
                } else if let found = resolvedUnstable(in: Syntax(block), file: file) {
                    result.append(Violation(found.node, message: message(found.what)))
                }
            }
        }
        return result
    }

    /// Round 17: an argument that names an identity or a cache key (`cacheKey:`, `key:`, `id:`,
    /// `…Key:`, `…ID:`, `…Identifier:`) given a fresh value (`UUID().uuidString`, `Date()`,
    /// `"\(UUID())"`) in code `body` runs on every pass (`Base64ImageDataProvider(…, cacheKey:
    /// UUID().uuidString)` handed to an image view): each pass names a new entry, so the view is
    /// re-identified, its work (a decode, a download) runs again, and a cache fills with copies.
    /// Action closures (`Button { … }`, `.task`) run once per event and are left alone.
    static func freshKeys(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            if call.calleeName == "id", call.arguments.count == 1, call.arguments.first?.label == nil { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, isKeyLabel(label), let spot = freshValue(argument.expression) else { continue }
                guard let run = Scopes.bodyRun(of: call, in: file) else { continue }
                let path: String
                if case .via(let chain) = run, !chain.isEmpty { path = " (in `\(chain.joined(separator: "`, called from `"))`, called from `body`)" } else { path = "" }
                // A cache key is proven harmful (a new entry per pass); a value's `id:` only when it is
                // used as an identity, which the linter does not follow: a note.
                let cacheKey = label.lowercased().contains("key") || label.lowercased().contains("cache")
                result.append(Violation(spot, message:
                    "`\(label): \(argument.expression.trimmedDescription)` is made again on every pass of `body`\(path): the value names \(cacheKey ? "a cache key" : "an identity"), so each pass names a new one; whatever is keyed by it (an image cache entry, a view's identity, a decoded image) is made again and the old entries stay; derive the key from the data (its id, its URL, a hash of its contents) or make it once (`@State`, a stored `let`)"
                    + (cacheKey ? "" : " (a note: check whether this value's id is used as an identity, a `ForEach` element, a selection or a navigation value)"),
                    severity: cacheKey ? .warning : .note))
            }
        }
        return result
    }

    /// `cacheKey`, `key`, `id`, `imageKey`, `requestID`, `identifier`: labels that name an identity or a cache key.
    static func isKeyLabel(_ label: String) -> Bool {
        if ["id", "key", "identifier", "identity", "cacheKey", "cacheID", "cacheIdentifier"].contains(label) { return true }
        return ["Key", "ID", "Id", "Identifier"].contains { label.hasSuffix($0) && label.count > $0.count }
    }

    /// `UUID()`, `UUID().uuidString`, `Date()`, `Date.now`, `"\(UUID())"`, `String(describing: Date())`: the
    /// value itself fresh (not a fresh value used to pick something stable).
    static func freshValue(_ expr: ExprSyntax) -> Syntax? {
        let expr = expr.unwrapped
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, freshTypes.contains(name), call.arguments.isEmpty {
                return Syntax(call)
            }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "String",
               call.arguments.count == 1, let inner = call.arguments.first {
                return freshValue(inner.expression)
            }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "now", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date" { return Syntax(member) }
            // `UUID().uuidString`, `Date().timeIntervalSince1970`.
            if ["uuidString", "description", "timeIntervalSince1970", "timeIntervalSinceReferenceDate", "hashValue"].contains(member.declName.baseName.text) {
                return freshValue(base)
            }
            return nil
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            for segment in literal.segments {
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else { continue }
                for element in interpolation.expressions {
                    if let spot = freshValue(element.expression) { return spot }
                }
            }
        }
        return nil
    }

    /// `a ?? b ?? UUID()`: the fresh value is a fallback, which runs only when every earlier operand
    /// is nil. That it can run is proven when the linted files set one of them to nil
    /// (`registryEntry = nil`); else the id may be stable in practice (every init sets an earlier
    /// operand), and the finding says what to check.
    /// Built-in views whose re-creation loses nothing a user made and whose fresh id is a known
    /// deliberate reset: `ProgressView`, whose only state is its animation (a fresh id is the known way
    /// to restart a spinner that stopped animating when reused). A `Text` or `Image` given a fresh id
    /// is still an error: it keeps nothing, but its re-insertion runs a transition on every pass.
    static let resettableLeaves: Set<String> = ["ProgressView"]

    /// Round 13: a fresh id drops the state of the view it is given to. `ProgressView().id(UUID())`
    /// (with modifiers) re-creates one spinner per pass, the known reset (a note); lifetime work on it
    /// (`onAppear`, `task`, `onReceive`, a `transition`) is restarted too, so that stays proven.
    static func receiverEvidence(_ call: FunctionCallExprSyntax, in file: LintFile) -> Evidence {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return .proven }
        let root = base.chainRoot
        guard let name = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? root.as(DeclReferenceExprSyntax.self)?.baseName.text,
              resettableLeaves.contains(name) || showsOnlyASpinner(name, in: file)
        else { return .proven }
        let lifetime: Set<String> = ["onAppear", "onDisappear", "task", "onReceive", "transition", "onChange"]
        let restarts = base.tokens(viewMode: .sourceAccurate).contains { token in
            lifetime.contains(token.text) && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
        }
        if restarts { return .proven }
        let what = resettableLeaves.contains(name) ? "a built-in `\(name)`" : "`\(name)`, a spinner of the linted files with no state or lifetime work in it,"
        return .suspected("the view given this id is \(what) that keeps no state a user made, so each pass re-creates it (the known reset for a spinner that stops animating when reused); check that a reset on every pass is meant")
    }

    /// Round 18: a view of the linted files that wraps a spinner and keeps nothing
    /// (`ListItemLoadingView` → `LoadingView` → `ProgressView`): no `@State` or lifetime work in it or
    /// in any view of the linted files it builds, and a resettable leaf somewhere below, so a fresh
    /// id on it is the same known reset as on the `ProgressView` itself.
    static func showsOnlyASpinner(_ name: String, in file: LintFile) -> Bool {
        // A name no file of the set declares or extends (`HStack`, `Text`) has no facts in any
        // file's index, so it is no view of the linted files whatever the set holds: no need to
        // lint the file again with every file's members (round 23: every `.id(UUID())` on a
        // built-in view sent its file through the second pass).
        guard file.setTypeNames.contains(name) else { return false }
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return false
        }
        var seen: Set<String> = []
        var spinner = false
        func keepsNothing(_ view: String) -> Bool {
            guard seen.insert(view).inserted else { return true }
            guard let facts = file.index.types[view], facts.isView, !facts.ownsState else { return false }
            for built in facts.builtViews {
                // A built-in type the app only extends (`extension Color`) is no view of the app.
                if resettableLeaves.contains(built) { spinner = true } else if file.index.types[built]?.isView == true, !keepsNothing(built) { return false }
            }
            return true
        }
        return keepsNothing(name) && spinner
    }

    static func fallbackEvidence(_ spot: Syntax, in file: LintFile) -> Evidence {
        var element = spot
        while let parent = element.parent, !parent.is(ExprListSyntax.self) {
            if parent.is(CodeBlockItemSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(ClosureExprSyntax.self) { return .proven }
            element = parent
        }
        guard let list = element.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
              list.last?.id == element.id
        else { return .proven }
        let operators = list.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        guard !operators.isEmpty, operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) else { return .proven }
        let earlier = list.enumerated().filter { $0.offset % 2 == 0 && $0.element.id != element.id }.map(\.element)
        let names = Set(earlier.flatMap { operand in
            operand.tokens(viewMode: .sourceAccurate).compactMap { token in token.parent?.is(DeclReferenceExprSyntax.self) == true ? token.text : nil }
        })
        let setToNil = file.sequences.contains { sequence in
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self), parts[2].is(NilLiteralExprSyntax.self) else { return false }
            let target = parts[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
            return target.map(names.contains) ?? false
        }
        if setToNil { return .proven }
        let operands = earlier.map { "`\($0.trimmedDescription)`" }.joined(separator: ", ")
        return .suspected("check whether this fallback can run: it runs only when \(operands) \(earlier.count == 1 ? "is" : "are all") nil, and the linter saw none of them set to nil; if every init sets one, the id is stable")
    }

    /// Calls that move elements to other positions (not `append`, which leaves every position as it was).
    static let shiftingMutations: Set<String> = [
        "remove", "removeFirst", "removeAll", "removeSubrange", "insert", "move", "swapAt", "sort", "reverse", "shuffle",
        "removeLast", "popLast",
    ]

    static func indicesMessage(_ edit: String) -> String {
        "Index identity: rows are keyed by their position in a collection that \(edit.contains("`") ? edit : "`\(edit)`") rearranges, so after it the row at a position is another element with the first one's state (a text field's draft, focus, an animation): identify rows by the element (`ForEach($items) { $item in … }` over Identifiable elements, or an id of each)"
    }

    /// Round 11: a row that stores its index as the selection (`selected = index`, `.tag(index)`)
    /// in a list whose elements `shifted` rearranges: after the edit the selection names another element.
    static func indexSelections(_ call: FunctionCallExprSyntax, shifted: String, in file: LintFile) -> [Violation] {
        guard let closure = call.trailingClosure ?? call.argument(labeled: "content")?.as(ClosureExprSyntax.self),
              let index = closureParameter(closure),
              let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        else { return [] }
        let wrappers = type.wrappedProperties.filter { ["State", "Binding", "SceneStorage", "AppStorage"].contains($0.value) }
        var result: [Violation] = []
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == index {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            // `selection = index`
            if let sequence = ref.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.last?.id == ref.id, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               let target = sequence.elements.first {
                let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
                if let name, wrappers[name] != nil {
                    result.append(Violation(sequence, message: indexSelectionMessage(name, shifted), severity: .warning))
                }
            }
            // `.tag(index)` in a `List(selection:)`/`Picker` row.
            if let argument = ref.parent?.as(LabeledExprSyntax.self), argument.label == nil,
               let tag = argument.parent?.parent?.as(FunctionCallExprSyntax.self), tag.calleeName == "tag", tag.receiver != nil {
                result.append(Violation(tag.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? DeclReferenceExprSyntax(baseName: .identifier("tag")), message: indexSelectionMessage("tag(\(index))", shifted), severity: .warning))
            }
        }
        return result
    }

    static func indexSelectionMessage(_ selection: String, _ edit: String) -> String {
        "Index as selection: `\(selection)` keeps a row's position, and \(edit.contains("`") ? edit : "`\(edit)`") rearranges the rows, so after it the selection names another element (or a position past the end); select by the element's id"
    }

    /// The declared type of `property` of `type` (`@EnvironmentObject var model: Model`, `@StateObject var model = Model()`).
    static func propertyTypeName(_ property: String, in type: some DeclGroupSyntax) -> String? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == property {
                if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return annotated.name.text }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let called = call.calledExpression.nameToken, called.text.first?.isUppercase == true {
                    return called.text
                }
                if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                   let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                    return base.baseName.text
                }
            }
        }
        return nil
    }

    /// `ForEach(args.indices, id: \.self)` (or `0..<args.count`) where the type holding it removes,
    /// inserts or moves `args`' elements: the edit, as written. Round 11: `model.items.indices`, where
    /// `model`'s class (in the linted files) rearranges its own `items`, too.
    static func indicesShifted(_ data: ExprSyntax, in call: FunctionCallExprSyntax, file: LintFile) -> String? {
        if let own = indicesShifted(data, in: call) { return own }
        guard let property = indexedCollection(data)?.as(MemberAccessExprSyntax.self),
              let holder = property.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let typeName = propertyTypeName(holder, in: type)
        else { return nil }
        guard let facts = file.index.types[typeName] else {
            if !file.seesWholeSet { file.wantsWholeSet = true }
            return nil
        }
        let name = property.declName.baseName.text
        return facts.shifted.contains(name) ? "`\(typeName)`'s own code (it removes, inserts or moves elements of `\(name)`)" : nil
    }

    /// The collection whose positions `data` counts: `args` in `args.indices` or `0..<args.count`.
    static func indexedCollection(_ data: ExprSyntax) -> ExprSyntax? {
        if let member = data.unwrapped.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" {
            return member.base
        }
        if let range = data.unwrapped.as(SequenceExprSyntax.self), range.elements.count == 3,
           let last = range.elements.last?.as(MemberAccessExprSyntax.self), last.declName.baseName.text == "count" {
            return last.base
        }
        return nil
    }

    static func indicesShifted(_ data: ExprSyntax, in call: FunctionCallExprSyntax) -> String? {
        guard let collection = indexedCollection(data), let type = call.ancestor(MemberBlockSyntax.self) else { return nil }
        let name = collection.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        for token in type.tokens(viewMode: .sourceAccurate) where shiftingMutations.contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                  let edit = member.parent?.as(FunctionCallExprSyntax.self), edit.calledExpression.id == member.id,
                  let base = member.base, base.trimmedDescription.replacingOccurrences(of: "self.", with: "") == name
            else { continue }
            return edit.trimmedDescription.count > 40 ? "\(name).\(token.text)(…)" : edit.trimmedDescription
        }
        return nil
    }

    /// `--fix`: `id: \.hashValue` → `id: \.self` where the element's hash cannot
    /// change (`HashStability.stable`): the same identity, without two
    /// different values sharing a hash. Nowhere else: where the hash changes,
    /// `\.self` changes with it, and where it is unknown nothing is proved.
    static func corrections(in file: LintFile) -> [Correction] {
        var result: [Correction] = []
        for call in file.calls where call.calleeName == "ForEach" || call.calleeName == "List" {
            guard let id = call.argument(labeled: "id")?.as(KeyPathExprSyntax.self), id.components.count == 1,
                  let property = id.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
                  property.declName.baseName.text == "hashValue", property.declName.argumentNames == nil,
                  let data = call.arguments.first?.expression,
                  HashStability.of(elementOf: data, in: file) == .stable,
                  HashStability.equalityFollowsHashing(elementOf: data, in: file)
            else { continue }
            let name = property.declName.baseName
            let fixed = property.declName.with(\.baseName, .keyword(.self, leadingTrivia: name.leadingTrivia, trailingTrivia: name.trailingTrivia))
            result.append(Correction(at: id.positionAfterSkippingLeadingTrivia, replacing: property.declName, with: fixed))
        }
        return result
    }

    static func offsetMessage(_ transform: String) -> String {
        "`\\.offset` is a row's position in the `\(transform)` result, not its identity: when an item enters, leaves or moves in it, the rows after it change ids and their state, focus and animations show up on other items; use the element's id (`id: \\.element.id`)"
    }

    /// The transform `ForEach(data.enumerated(), id: \.offset)` numbers, when it
    /// filters or reorders (`items.filter { … }.enumerated()`, `Array(…)` around
    /// it, or a local holding it): positions there move when the data changes.
    static func reordering(enumerated data: ExprSyntax, in file: LintFile) -> String? {
        var expr = data.unwrapped
        if let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "Array", call.arguments.count == 1, let only = call.arguments.first {
            expr = only.expression.unwrapped
        }
        guard let enumerated = expr.as(FunctionCallExprSyntax.self), enumerated.calleeName == "enumerated",
              var current = enumerated.receiver?.unwrapped
        else { return nil }
        for _ in 0..<8 {
            if let ref = current.as(DeclReferenceExprSyntax.self), let value = Locals.initializer(of: ref, in: file) {
                current = value.unwrapped
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
            if ["filter", "sorted", "compactMap", "shuffled", "lazy"].contains(name) { return name }
            guard let receiver = call.receiver?.unwrapped else { return nil }
            current = receiver
        }
        return nil
    }

    /// `ForEach($items, id: \.self) { $item in TextField("", text: $item) }`: the row
    /// edits (through the binding) what its id is made of, so every edit is a new identity.
    static func editedID(_ call: FunctionCallExprSyntax, id components: [String]) -> String? {
        guard call.calleeName == "ForEach", let data = call.arguments.first?.expression.unwrapped,
              data.trimmedDescription.hasPrefix("$"),
              let closure = call.trailingClosure ?? call.argument(labeled: "content")?.as(ClosureExprSyntax.self),
              let parameter = closureParameter(closure)
        else { return nil }
        let field: String?
        if components == [".self"] || components == ["self"] { field = nil }
        else if components.count == 1, let only = components.first { field = only.hasPrefix(".") ? String(only.dropFirst()) : only }
        else { return nil }
        // The binding: `$item` for a `$item in` row, else the parameter itself (a `Binding`).
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var use = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ref.id {
                if let field, member.declName.baseName.text != field { continue }
                use = ExprSyntax(member)
            } else if field != nil {
                continue
            }
            // Handed to a control as a binding (`TextField(text: $item)`, `Toggle(isOn: $item.done)`).
            guard use.parent?.is(LabeledExprSyntax.self) == true else { continue }
            return "The row edits `\(use.trimmedDescription)`, which its id `\\.\(field ?? "self")` is made of: every edit gives the row a new identity, so SwiftUI rebuilds it (a text field loses focus after each keystroke); use a stable id (`\\.id`)"
        }
        return nil
    }

    /// The row closure's binding name: `$item` of `{ $item in`, `item` of `{ item in`.
    private static func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.first?.name.text
        case .parameterClause(let clause)?: return clause.parameters.first?.firstName.text
        default: return nil
        }
    }

    /// The rule's message, saying what makes the identity new on every pass.
    static func message(_ what: String) -> String {
        "This identity changes on every pass: \(what). SwiftUI then rebuilds the view and drops its state; use a stable id from the data"
    }

    /// As the compiler resolved the code under `root` (evaluated as it runs): a
    /// fresh value (`Foundation.UUID()`, `Date.now`, `.random`…), a function,
    /// extension member or computed property of the linted files that makes
    /// one (`freshID()`, `UUID.fresh`), or a local set to one (`let t = UUID()`).
    static func resolvedUnstable(in root: Syntax, file: LintFile, depth: Int = 0) -> (node: Syntax, what: String)? {
        let resolution = file.resolution
        for node in Runs.nodes(in: root, file: file) {
            if let api = unstableAPI(node, in: file) { return (node, "it is `\(api)`, as the compiler resolved it") }
            var definitions: [Definition] = []
            if let call = node.as(FunctionCallExprSyntax.self) {
                definitions = resolution.definitions(calledBy: call, in: file)
            } else if let (expr, name) = Runs.propertyRead(node) {
                definitions = resolution.referenced(expr, name: name, in: file).compactMap(resolution.definition(of:))
                if definitions.isEmpty, depth < 4, let ref = expr.as(DeclReferenceExprSyntax.self), let value = Locals.initializer(of: ref, in: file) {
                    let line = file.line(of: value.positionAfterSkippingLeadingTrivia)
                    if let spot = unstableExpression(in: value) {
                        return (node, "`\(name)` is `\(spot.trimmedDescription)`, made again each time its declaration (line \(line)) runs")
                    }
                    if let inner = resolvedUnstable(in: Syntax(value), file: file, depth: depth + 1) {
                        return (node, "`\(name)` is set at line \(line): \(inner.what)")
                    }
                }
            }
            let verb = node.is(FunctionCallExprSyntax.self) ? "calls" : "reads"
            for definition in definitions {
                if let effect = resolution.effect(of: definition, kind: .unstable, hit: unstableHit) {
                    return (node, "it " + effect.describe(callee: definition.name, from: file.path, verb: verb))
                }
            }
        }
        return nil
    }

    /// `\.stamp` where `stamp` is a computed property of the linted files that makes a fresh value.
    static func unstableKeyPath(_ keyPath: KeyPathExprSyntax, in file: LintFile) -> String? {
        guard let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        let name = last.declName.baseName.text
        let resolution = file.resolution
        for definition in resolution.referenced(keyPath, name: name, in: file).compactMap(resolution.definition(of:)) {
            if let effect = resolution.effect(of: definition, kind: .unstable, hit: unstableHit) {
                return "the key path reads `\(definition.name)`, which " + effect.what + " (\(effect.path == file.path ? "line \(effect.line)" : "\(effect.path):\(effect.line)"))"
            }
        }
        return nil
    }

    static let freshTypes: Set<String> = ["UUID", "Date"]
    static let freshFunctions: Set<String> = ["arc4random", "arc4random_uniform", "drand48", "CFAbsoluteTimeGetCurrent"]

    /// A value different on every evaluation, as resolved: `UUID()`, `Date()`, `Date.now`, `random`/`randomElement`, `arc4random()`.
    static func unstableAPI(_ node: Syntax, in file: LintFile) -> String? {
        let resolution = file.resolution
        if let call = node.as(FunctionCallExprSyntax.self) {
            for declaration in resolution.callees(of: call, in: file) where !declaration.isOwn {
                let type = declaration.typeName
                if declaration.member == "init", let type, freshTypes.contains(type), declaration.signature.hasPrefix("()") { return "\(type)()" }
                if ["random", "randomElement"].contains(declaration.member) { return "\(type.map { $0 + "." } ?? "")\(declaration.member)" }
                if declaration.path.count == 1, freshFunctions.contains(declaration.member) { return declaration.member + "()" }
            }
        } else if let (expr, name) = Runs.propertyRead(node), name == "now" {
            if resolution.referenced(expr, name: name, in: file).contains(where: { !$0.isOwn && $0.typeName == "Date" }) { return "Date.now" }
        }
        return nil
    }

    /// What makes a definition's value fresh on every evaluation.
    static func unstableHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        let line = file.line(of: node.positionAfterSkippingLeadingTrivia)
        if node.is(FunctionCallExprSyntax.self) || node.is(MemberAccessExprSyntax.self), let spot = unstableExpression(in: node) {
            return Effect(what: "makes a new value with `\(spot.trimmedDescription)`", path: file.path, line: file.line(of: spot.positionAfterSkippingLeadingTrivia))
        }
        return unstableAPI(node, in: file).map { Effect(what: "makes a new value with `\($0)`", path: file.path, line: line) }
    }

    /// The first expression under `node` whose value differs on each evaluation.
    static func unstableExpression(in node: some SyntaxProtocol) -> Syntax? {
        for descendant in node.tokens(viewMode: .sourceAccurate) {
            guard let parent = descendant.parent else { continue }
            let text = descendant.text
            // UUID(), Date(), arc4random(), CFAbsoluteTimeGetCurrent()
            if ["UUID", "Date", "arc4random", "arc4random_uniform", "CFAbsoluteTimeGetCurrent", "drand48"].contains(text),
               let ref = parent.as(DeclReferenceExprSyntax.self),
               let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id,
               text == "arc4random_uniform" || call.arguments.isEmpty {
                return Syntax(call)
            }
            // Date.now, Int.random(in:), .random(), UUID().uuidString is covered above.
            if let member = parent.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
               member.declName.id == parent.id {
                let baseName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                if text == "now", baseName == "Date" { return Syntax(member) }
                if text == "random" || text == "randomElement" {
                    if let call = member.parent?.as(FunctionCallExprSyntax.self) { return Syntax(call) }
                    return Syntax(member)
                }
            }
        }
        return nil
    }

    /// True when `ForEach(data, id: \.self)` iterates model values, not simple stable ones.
    static func isUnstableSelfData(_ data: ExprSyntax, in file: LintFile) -> Bool {
        let data = data.unwrapped
        // Ranges, indices, allCases, literal arrays are fine.
        if data.is(SequenceExprSyntax.self) || data.is(ArrayExprSyntax.self) || data.is(InfixOperatorExprSyntax.self) {
            return false
        }
        if let member = data.as(MemberAccessExprSyntax.self),
           ["indices", "allCases", "keys", "startIndex"].contains(member.declName.baseName.text) {
            return false
        }
        // Look up the declared element type of a property of the enclosing type.
        guard let ref = data.as(DeclReferenceExprSyntax.self) ?? data.as(MemberAccessExprSyntax.self).flatMap({
                  $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil
              }),
              let type = data.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let declared = type.propertyType(named: ref.baseName.text)
        else { return false }
        guard let element = elementTypeName(declared), !stableElementTypes.contains(element) else { return false }
        // A type whose hashing and equality cover only what cannot change (`let`s, an object's
        // identity) keeps its identity as `\.self` too.
        if HashStability.of(elementOf: data, in: file) == .stable, HashStability.equalityFollowsHashing(elementOf: data, in: file) {
            return false
        }
        // Only model types this file declares as a struct or class (enums are stable values;
        // types declared elsewhere are unknown).
        return file.typeDecls.contains { decl in
            (decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self)) && Syntax(decl).typeName == element
        }
    }

    static func elementTypeName(_ type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.lastNameComponent }
        if let optional = type.as(OptionalTypeSyntax.self) { return elementTypeName(optional.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "ContiguousArray"].contains(identifier.name.text),
           let argument = identifier.genericArgumentClause?.arguments.first {
            return argument.argument.as(TypeSyntax.self)?.lastNameComponent
        }
        return nil
    }
}
