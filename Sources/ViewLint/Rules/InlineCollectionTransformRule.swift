import SwiftSyntax

/// `inline-collection-transform`: filtering, sorting, mapping done by `body` on every pass.
enum InlineCollectionTransformRule: Rule {
    static let description = RuleDescription(
        id: "inline-collection-transform",
        name: "Collection transform in body",
        severity: .warning,
        message: "Don't filter/sort/map ForEach/List data in body; derive the result where its inputs change (the model, or state updated on change) and pass it in",
        rationale: """
            `filter`, `sorted`, `map` and friends are O(n) (sorting O(n log n)) and allocate a new \
            array, and `body` repeats them on every update of anything it reads — a keystroke, a \
            timer, a toggle elsewhere on screen. As the data of a `ForEach` or `List` it is worse: \
            the collection SwiftUI diffs is rebuilt on every pass, for every row. The rule reports \
            such data transforms (one finding per chain) over collections that can be large — the \
            view's or a model's own — and `shuffled()` anywhere in `body`, which also reorders the \
            rows on every pass. Prepare the derived collection where its inputs change (the model, \
            or a value stored when its source changes) and hand `body` the result.
            """,
        matters: """
            Lists fed from a model that can hold hundreds of items, sorted or grouped in `body` of a \
            screen that also updates for other reasons (search typing, timers, selection).
            """,
        doesNotMatter: """
            Small, bounded collections: a picker's options and a menu's (any menu shown on demand: \
            `Menu`, `contextMenu`, `toolbarTitleMenu`, `CommandMenu`…, and a helper used only there), enum cases, a literal list, \
            one item's own collection (`post.tags`), and transforms that only compute a label \
            (`names.joined()`, a total) — those cost nothing a reviewer would notice and are not \
            reported. A search filter recomputed per keystroke is expected; move it to the model \
            when the list is long.
            """,
        triggeringExamples: [
            // Seventh round: the whole catalog filtered through locals of body and handed to a
            // view of the linted files (a note), and a helper a row's binding getter reads (a note).
            """
            struct Catalog: View {
                @ObservedObject var store: PackageStore
                @State private var query = ""
                var body: some View {
                    let formulae = store.byCategory[.formulae] ?? []
                    let shown = query.isEmpty ? formulae : formulae.filter { $0.name.contains(query) }
                    CategoryView(packages: ↓shown)
                }
            }
            struct CategoryView: View {
                let packages: [Package]
                var body: some View { Text("\\(packages.count)") }
            }
            """,
            """
            struct FileList: View {
                @ObservedObject var model: FilesModel
                @State private var search = ""
                @State private var selected: Set<URL> = []
                var filtered: [URL] { model.files.filter { $0.path.contains(search) } }
                var body: some View {
                    List(model.files, id: \\.self) { file in
                        Toggle(file.lastPathComponent, isOn: ↓binding(for: file))
                    }
                }
                func binding(for file: URL) -> Binding<Bool> {
                    Binding(get: { selected.contains(file) && filtered.contains(file) },
                            set: { if $0 { selected.insert(file) } else { selected.remove(file) } })
                }
            }
            """,
            """
            // A whole-collection transform once per pass is a note (linear work), unless state that
            // changes often and that it does not read runs it again per change (a warning, `query`);
            // a filter inside another list's row runs per row (a warning); a dictionary's keys
            // sorted to be shown are a note, as they have no order.
            struct Channels: View {
                @ObservedObject var model: ChannelModel
                @State private var query = ""
                let categories: [Category]
                var body: some View {
                    TextField("Find", text: $query)
                    ForEach(model.channels.↓sorted { $0.name < $1.name }) { Text($0.name) }
                    ForEach(model.channels.↓filter { $0.name.contains(query) }) { Text($0.name) }
                    let visible = model.channels.filter { !$0.hidden }
                    ForEach(categories) { category in
                        let inside = visible.filter { $0.category == category.id }
                        ForEach(↓inside) { Text($0.name) }
                    }
                    ForEach(model.counts.keys.↓sorted(), id: \\.self) { Text($0) }
                }
            }
            """,
            """
            // A row's context menu is built with the row on every pass: moving a chat to
            // another folder lists the folders by filtering every chat, once per row.
            struct Chats: View {
                @State private var chats: [Chat] = []
                var body: some View {
                    List(chats) { chat in
                        Text(chat.title).contextMenu {
                            ForEach(chats.↓filter { $0.folder != chat.folder }) { other in Button(other.folder) {} }
                        }
                    }
                }
            }
            """,
            """
            // Per row: each column filters the view's own @State (a warning) or scans it (a note);
            // a Set sorted to be shown is a note, as a Set has no order.
            struct Board: View {
                @State private var tasks: [Task] = []
                @State private var picked: Set<Int> = []
                let columns: [Column]
                var body: some View {
                    ForEach(columns) { column in
                        Text("\\(tasks.↓filter { $0.column == column.id }.count)")
                        Text(tasks.↓first { $0.column == column.id }?.title ?? "")
                    }
                    ForEach(picked.↓sorted(), id: \\.self) { Text("\\($0)") }
                }
            }
            """,
            """
            struct Positives: View {
                let values: [Int]
                var body: some View {
                    List {
                        ForEach(values.↓filter { $0 > 0 }, id: \\.self) { value in
                            Text("\\(value)")
                        }
                    }
                }
            }
            """,
            """
            struct Roster: View {
                @ObservedObject var store: RosterStore
                var body: some View {
                    VStack {
                        Text(store.people.map(\\.name).joined(separator: ", "))
                        ForEach(store.people.↓sorted { $0.name < $1.name }.filter(\\.active)) { Row(person: $0) }
                        Text("Lucky: \\(store.people.↓shuffled().first?.name ?? "")")
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                let mails: [Mail]
                var body: some View {
                    List(↓visibleMails()) { MailRow(mail: $0) }
                }
                private func visibleMails() -> [Mail] {
                    var kept: [Mail] = []
                    for mail in mails where !mail.isArchived { kept.append(mail) }
                    return kept
                }
            }
            """,
            """
            // Each row rebuilds the whole list it is a row of: items² per pass.
            struct Regions: View {
                @State private var selected = 0
                var names: [String] {
                    var names: [String] = []
                    for code in Locale.Region.isoRegions { names.append(code.identifier) }
                    return names
                }
                var body: some View {
                    Picker("Region", selection: $selected) {
                        ForEach(0..<names.count, id: \\.self) { Text(↓names[$0]).tag($0) }
                    }
                }
            }
            """,
            """
            // Grouped and sorted in a computed property: every body pass walks the whole history
            // (a note), and each row reads the grouping again (a warning: rows × items).
            struct History: View {
                @State private var entries: [Entry] = []
                private var byDay: [Date: [Entry]] { Dictionary(grouping: entries) { $0.day } }
                var body: some View {
                    List {
                        ForEach(↓byDay.keys.sorted(by: >), id: \\.self) { day in
                            Section(day.formatted()) { ForEach(↓byDay[day] ?? []) { Text($0.title) } }
                        }
                    }
                }
            }
            """,
            """
            struct Roster: View {
                let people: [Person]
                private var byName: [Person] { people.sorted { $0.name < $1.name } }
                var body: some View {
                    ForEach(↓byName) { Row(person: $0) }
                }
            }
            """,
            """
            struct Dependants: View {
                let packages: [Package]
                @State private var search = ""
                private var shown: [Package] { packages.filter { $0.name.contains(search) } }
                var body: some View {
                    Table(packages.↓filter { $0.pinned }) { TableColumn("Name", value: \\.name) }
                    Table(↓shown) { TableColumn("Name", value: \\.name) }
                }
            }
            """,
            """
            // A note: the child's input, rebuilt on every pass.
            struct Chooser: View {
                let items: [String]
                var body: some View {
                    Choices(options: items.↓sorted { $0.localizedCompare($1) == .orderedAscending })
                }
            }
            struct Choices: View {
                let options: [String]
                var body: some View { List(options, id: \\.self) { Text($0) } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Optional's `map`/`flatMap`, not a collection's: a parenthesised optional chain, the
            // result of `firstIndex(of:)`, and a property declared Optional.
            struct Board: View {
                @ObservedObject var model: BoardModel
                let onPress: ((String) -> Void)?
                let names: [String]
                let current: String
                var body: some View {
                    ResultsView(title: (model.result?.outOf).flatMap { $0 == 0 ? nil : Text("\\($0) words") })
                    ForEach(names, id: \\.self) { name in
                        ChipView(name, onPress: onPress.map { action in { action(name) } })
                    }
                    ResultsView(title: names.firstIndex(of: current).map { Text("No. \\($0 + 1)") })
                    ResultsView(title: model.entries.first.map { Text($0.name) })
                }
            }
            """,
            // Rows chunked from a literal list through a computed property: rows × 7, a known few.
            """
            struct ButtonGrid: View {
                private let labels = ["Quit", "Close", "Minimize", "Fullscreen", "Maximize", "Hide", "Space"]
                private var rows: [[String]] {
                    stride(from: 0, to: labels.count, by: 3).map { start in
                        Array(labels[start ..< min(start + 3, labels.count)])
                    }
                }
                var body: some View {
                    VStack {
                        ForEach(rows.indices, id: \\.self) { index in
                            HStack {
                                ForEach(rows[index], id: \\.self) { Text($0) }
                            }
                        }
                    }
                }
            }
            """,
            """
            // At most three items after `prefix(3)`, whatever the model holds; a local derived
            // from one item's own collection; `message.body` is a message's, not the view's body.
            struct Villager: View {
                @ObservedObject var model: VillagerModel
                @State private var expanded = false
                let group: Group
                var body: some View {
                    ForEach(expanded ? model.items : model.items.prefix(3).map { $0 }) { Text($0.name) }
                    let ids = group.insightIDs.filter { !$0.isEmpty }
                    ForEach(ids.map { $0.uppercased() }, id: \\.self) { Text($0) }
                    ForEach(model.messages) { message in Text(message.body) }
                }
            }
            """,
            """
            struct Shortcuts: View {
                @AppStorage("pins") private var pins: [String] = []
                let columns: [Column]
                var body: some View {
                    ForEach(pins.sorted(), id: \\.self) { Text($0) }
                    ForEach(columns) { column in
                        Text(column.tasks.filter(\\.done).count, format: .number)
                    }
                }
            }
            """,
            """
            @Observable final class Store { var savedViews: [Int: String] = [:] }
            struct Docs: View {
                @Environment(Store.self) private var store
                var body: some View {
                    NavigationStack {
                        Text("docs")
                            .toolbarTitleMenu { titleMenu }
                            .contextMenu(forSelectionType: String.self, menu: { _ in
                                ForEach(store.savedViews.map(\\.value).sorted(), id: \\.self) { Text($0) }
                            })
                    }
                }
                @ViewBuilder
                private var titleMenu: some View {
                    ForEach(store.savedViews.map(\\.value).sorted(), id: \\.self) { name in Button(name) {} }
                }
            }
            // A menu built when it is shown (its closure takes the selection), not with each row.
            struct Folders: View {
                @State private var chats: [Chat] = []
                var body: some View {
                    List(chats) { chat in
                        Text(chat.title)
                    }
                    .contextMenu(forSelectionType: Chat.ID.self) { selection in
                        ForEach(chats.filter { selection.contains($0.id) }) { Text($0.title) }
                    }
                }
            }
            struct Header: View {
                let names: [String]
                var body: some View { Title(text: names.map { $0.uppercased() }.joined(separator: ", ")) }
            }
            """,
            """
            struct Positives: View {
                private let positives: [Int]
                init(values: [Int]) { positives = values.filter { $0 > 0 } }
                var body: some View {
                    ForEach(positives, id: \\.self) { Text("\\($0)") }
                }
            }
            """,
            """
            struct Sorter: View {
                @State private var items: [String] = []
                var body: some View {
                    Button("Sort") { items = items.sorted() }
                        .onAppear { items = items.filter { !$0.isEmpty } }
                }
            }
            """,
            """
            struct Inbox: View {
                let mails: [Mail]
                private var shown: [Mail] { mails }
                var body: some View {
                    List(shown) { MailRow(mail: $0) }
                }
            }
            """,
            """
            final class Model {
                var items: [Int] = []
                var visible: [Int] { items.filter { $0 > 0 } }
            }
            """,
            """
            struct Options: View {
                @Binding var grade: Int
                let post: Post
                let units: [Unit]
                var body: some View {
                    Picker("Grade", selection: $grade) {
                        ForEach(Grade.allCases.map(\\.code), id: \\.self) { Text("\\($0)") }
                        ForEach(units.filter(\\.active)) { Text($0.name) }
                    }
                    ForEach(post.tags.sorted(), id: \\.self) { Text($0) }
                    Text("Total \\(units.reduce(0) { $0 + $1.count })")
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI

            struct Mail: Identifiable {
                let id: Int
                var read: Bool
            }

            extension Array where Element == Mail {
                var unread: [Mail] { filter { !$0.read } }
            }

            func newestFirst(_ mails: [Mail]) -> [Mail] { mails.sorted { $0.id > $1.id } }

            struct Inbox: View {
                let mails: [Mail]
                var body: some View {
                    let visible = mails.filter { !$0.read }
                    List {
                        ForEach(↓visible) { Text("\\($0.id)") }
                        ForEach(↓mails.unread) { Text("\\($0.id)") }
                        ForEach(↓newestFirst(mails)) { Text("\\($0.id)") }
                    }
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI

            struct Mail: Identifiable {
                let id: Int
                var read: Bool
            }

            extension Array where Element == String {
                var alphabetical: [String] { sorted() }
            }

            func firstPage(_ mails: [Mail]) -> [Mail] { Array(mails.prefix(20)) }

            struct Inbox: View {
                let mails: [Mail]
                let tags = ["work", "home"]
                var body: some View {
                    let page = firstPage(mails)
                    List {
                        ForEach(page) { Text("\\($0.id)") }
                        ForEach(tags.alphabetical, id: \\.self) { Text($0) }
                    }
                }
            }
            """,
        ])

    static let transforms: Set<String> = [
        "filter", "sorted", "map", "compactMap", "flatMap", "reduce", "shuffled", "reversed",
    ]

    static let shuffleMessage =
        "shuffled() in body reorders the collection on every pass; shuffle once where the data changes and keep the result"

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  transforms.contains(member.declName.baseName.text)
            else { continue }
            let name = member.declName.baseName.text
            if name == "shuffled" {
                if Scopes.scope(of: call, in: file) == .viewBuilding {
                    result.append(Violation(member.declName, message: shuffleMessage))
                }
                continue
            }
            // One finding per chain: the transform nearest the collection reports it.
            if containsTransform(base) { continue }
            // `reversed()` alone is a lazy view; Optional.map (`user.map { Text($0.name) }`) builds a view.
            if name == "reversed" && !isChained(call) { continue }
            let outer = outermostTransform(call)
            let child = isForEachData(outer) ? nil : childView(receiving: outer)
            guard isForEachData(outer) || child != nil else { continue }
            if ["map", "flatMap"].contains(name), buildsView(call) || looksOptional(call, member) { continue }
            // `keys.sorted()`: a Set has no order, so showing one means sorting it; worth moving only when it is large.
            if name == "sorted", outer.id == call.id, let kind = unorderedKind(base, in: file),
               NonLazyLargeListRule.isLarge(base, minRows: Int.max, mayGrow: true, in: file),
               Scopes.scope(of: call, in: file) == .viewBuilding, !ConditionalInclusionRule.isInMenuLike(call) {
                result.append(Violation(member.declName, message:
                    "`\(base.trimmedDescription)` is \(kind), so showing it means sorting it; this sorts it on every body pass: when it can hold many items, keep it sorted where it changes (an array, or state updated on change)",
                    severity: .note))
                continue
            }
            guard NonLazyLargeListRule.isLarge(base, minRows: Int.max, mayGrow: true, in: file),
                  Scopes.scope(of: call, in: file) == .viewBuilding, !ConditionalInclusionRule.isInMenuLike(call)
            else { continue }
            if let child {
                // A view of the linted files given the derived collection: its rows, or its options.
                guard isOwnView(child.name, in: file) else { continue }
                result.append(Violation(member.declName, message:
                    "This derives the whole collection on every body pass to hand it to `\(child.name)(\(child.label):)`; when the list can be long, derive it where its inputs change (the model, or state updated on change) and pass that in",
                    severity: .note))
                continue
            }
            result.append(singlePass(Violation(member.declName), reads: Syntax(outer), in: file))
        }
        return result + derivedByHelpers(file) + derivedElsewhere(file) + perRow(file) + helpersReadPerRow(file) + handedThroughLocals(file)
    }

    /// `let shown = catalog.filter { … }` in body, then `Category(packages: shown)`: the whole
    /// collection is derived on every pass to hand to a view of the linted files, as when the
    /// transform is the argument itself (a note: linear work once per pass; seventh round).
    static func handedThroughLocals(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let owner = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  owner.first?.isUppercase == true, !dataOwners.contains(owner)
            else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, var ref = argument.expression.unwrapped.as(DeclReferenceExprSyntax.self) else { continue }
                var value: ExprSyntax?
                for _ in 0..<4 {
                    guard let found = Locals.initializer(of: ref, in: file)?.unwrapped else { break }
                    value = found
                    guard let next = found.as(DeclReferenceExprSyntax.self) else { break }
                    ref = next
                }
                guard let value, value.tokens(viewMode: .sourceAccurate).contains(where: { transforms.contains($0.text) && $0.text != "shuffled" }),
                      derivesFromLargeCollection(Syntax(value), in: file), enclosingRowData(value) == nil,
                      Scopes.scope(of: call, in: file) == .viewBuilding, !ConditionalInclusionRule.isInMenuLike(call),
                      isOwnView(owner, in: file)
                else { continue }
                let line = file.line(of: value.positionAfterSkippingLeadingTrivia)
                result.append(Violation(argument.expression, message:
                    "`\(argument.expression.trimmedDescription)` (line \(line)) derives the whole collection on every body pass to hand it to `\(owner)(\(label):)`; when the list can be long (a catalog, a search over every item), derive it where its inputs change (the model, or state updated on change) and pass that in",
                    severity: .note))
            }
        }
        return result
    }

    /// `ForEach(days) { day in Row(entries: byDay[day]) }` where `byDay` is a computed property
    /// (or argument-free method) of the view that groups, sorts or filters the whole collection:
    /// every row runs it again, so a body pass costs rows × items.
    static func helpersReadPerRow(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        var derives: [String: Bool] = [:]  // by type and helper name
        var reported: Set<String> = []
        // Only the tokens of row closures (`ForEach(…) { row in … }`, `List(data) { … }`).
        let rows = file.calls.filter { $0.calleeName.map(dataOwners.contains) == true && $0.arguments.first?.label == nil }
            .compactMap { $0.trailingClosure ?? $0.arguments.last?.expression.as(ClosureExprSyntax.self) }
        var seenTokens: Set<SyntaxIdentifier> = []
        for token in rows.flatMap({ $0.statements.tokens(viewMode: .sourceAccurate) }) where seenTokens.insert(token.id).inserted {
            guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  // `message.body` is another value's member, not the view's `body`; `self.items` is the view's.
                  reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id != reference.id || $0.base.map(isSelf) == true }) ?? true,
                  let type = reference.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                  let typeName = Syntax(type).typeName, !reported.contains(typeName + "." + name),
                  type.propertyNames.contains(name) || type.memberBlock.members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == name }),
                  let row = enclosingRowData(reference), !isBuiltOnDemand(reference)
            else { continue }
            let key = typeName + "." + name
            // The rows are the helper's own items (`ForEach(0..<countries.count) { countries[$0] }`,
            // `byDay.keys.sorted()`): rebuilding all of them per row is items², whatever their source.
            let ownRows = row.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
            if derives[key] == nil || ownRows {
                let body = helperBody(name, in: type, file: file)
                derives[key] = body.map { ownRows ? buildsCollection($0) && !buildsOnlyFromKnownLists($0, in: type) : derivesFromLargeCollection($0, in: file) } ?? false
                // A method the row calls that reads such a helper (`binding(for:)`, whose `Binding(get:)`
                // runs when the row's control reads it): as costly per row (a note: one step removed).
                if derives[key] == false, !ownRows, let called = body ?? methodBody(name, in: type, file: file),
                   let inner = readsRebuildingHelper(called, of: type, except: name, in: file),
                   Scopes.scope(of: reference, in: file) == .viewBuilding, reported.insert(key).inserted {
                    result.append(Violation(reference, message:
                        "Each row calls `\(name)`, which reads `\(inner)`, a property that rebuilds a whole collection (a loop, filter, sort or grouping) on every read, also inside a `Binding(get:)` the row's control reads: rows × items per pass; compute it once, where its inputs change, and read that per row",
                        severity: .note))
                    continue
                }
            }
            let rowsLarge = ownRows || NonLazyLargeListRule.isLarge(row, minRows: Int.max, mayGrow: true, in: file)
            guard derives[key] == true, rowsLarge,
                  Scopes.scope(of: reference, in: file) == .viewBuilding
            else { continue }
            reported.insert(key)
            let evidence = ownRows ? CollectionEvidence.largeness(of: row, in: file)
                : helperBody(name, in: type, file: file).map { CollectionEvidence.largeness(ofSourcesIn: $0, in: file) } ?? .proven
            result.append(Violation(reference, message:
                "Each row reads `\(name)`, which rebuilds a whole collection (a loop, filter, sort or grouping) every time it is read, so every body pass costs rows × items; compute it once per pass (a `let` in body) or, better, where its inputs change, and read that per row",
                evidence: evidence))
        }
        return result
    }

    /// A computed property of the type, read in `body` (a method's body, its closures included),
    /// that rebuilds a collection from one that can be large.
    static func readsRebuildingHelper(_ body: Syntax, of type: some DeclGroupSyntax, except name: String, in file: LintFile) -> String? {
        let computed = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { $0.bindings.filter(\.isComputed).compactMap(\.name) }
        for helper in Set(computed).subtracting([name]).sorted() where body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == helper }) {
            if let inner = helperBody(helper, in: type, file: file), derivesFromLargeCollection(inner, in: file) { return helper }
        }
        return nil
    }

    /// Scans that take a predicate and walk the collection (`first(where:)`, `contains(where:)`).
    static let scans: Set<String> = ["first", "firstIndex", "last", "lastIndex", "contains", "allSatisfy", "count", "min", "max"]

    /// `ForEach(rows) { row in Text(items.filter { $0.group == row }.count) }`: each row walks a
    /// collection of the view's or a model's own (held in `@State` or not), so a pass costs rows × items.
    /// A transform that builds an array is a warning; a scan that stops early is a note.
    static func perRow(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { continue }
            let name = member.declName.baseName.text
            let isTransform = transforms.contains(name) && name != "shuffled" && name != "reversed"
            let isScan = scans.contains(name) && (call.trailingClosure != nil || call.arguments.first?.label?.text == "where")
            // A row's menu is left out of the checks above (a menu's options are few), so its data counts here.
            guard isTransform || isScan, !containsTransform(base), let row = enclosingRowData(call),
                  !isForEachData(outermostTransform(call)) || ConditionalInclusionRule.isInMenuLike(call) || isInMenuModifier(call),
                  let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                  let root = base.unwrapped.chainRoot.as(DeclReferenceExprSyntax.self)
            else { continue }
            if ["map", "flatMap"].contains(name), looksOptional(call, member) { continue }
            // The view's own collection (`items`, `self.items`, `model.items`), not the row's value.
            let rootName = root.baseName.text == "self"
                ? base.unwrapped.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "self" : root.baseName.text
            guard type.propertyNames.contains(rootName) || (file.index.types[Members.typePath(of: type) ?? ""]?.wrappers[rootName] != nil),
                  NonLazyLargeListRule.isLarge(base, minRows: Int.max, mayGrow: true, in: file),
                  NonLazyLargeListRule.isLarge(row, minRows: Int.max, mayGrow: true, in: file),
                  Scopes.scope(of: call, in: file) == .viewBuilding, !isBuiltOnDemand(call)
            else { continue }
            // A row's menu (`contextMenu { … }`, `Menu { … }`, swipe actions) takes its content as a
            // non-escaping builder, so it is built with the row on every pass, shown or not.
            let inMenu = ConditionalInclusionRule.isInMenuLike(call) || isInMenuModifier(call)
            let what = base.trimmedDescription
            let place = inMenu ? " (in the row's menu, which is built with the row on every pass, shown or not)" : ""
            // A Set in the view's own state is what the user picked; its size is what the linter cannot see.
            if isTransform, isSet(base, in: file) {
                result.append(Violation(member.declName, message:
                    "Each row runs `\(name)` over the whole Set `\(what)`\(place), so a body pass costs rows × items; when the set can hold many items, derive what the rows need once, where it changes",
                    severity: .note))
                continue
            }
            result.append(isTransform
                ? Violation(member.declName, message:
                    "Each row runs `\(name)` over the whole `\(what)`\(place), so every body pass costs rows × items and allocates per row; derive a lookup once (a dictionary keyed by the row's id, in the model or state updated on change) and read it per row",
                    evidence: CollectionEvidence.largeness(of: base, in: file))
                : Violation(member.declName, message:
                    "Each row scans the whole `\(what)` (`\(name)`)\(place), so a body pass costs up to rows × items; when both can be long, keep a lookup keyed by the row's id (a dictionary or a set) and read it per row",
                    severity: .note))
        }
        return result
    }

    /// Inside a closure that takes parameters and is not a row builder (`contextMenu(forSelectionType:) { selection in … }`,
    /// `alert(_:isPresented:presenting:) { item in … }`): SwiftUI calls it when the menu or alert is shown.
    private static func isBuiltOnDemand(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if owner.flatMap(\.calleeName).map(dataOwners.contains) == true { return false }
                if closure.signature?.parameterClause != nil { return true }
            }
            if syntax.is(DeclSyntax.self) && !syntax.is(VariableDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// Inside the content of `.contextMenu { … }`, `Menu { … }` or `.swipeActions { … }`.
    private static func isInMenuModifier(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self),
               let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) {
                if let name = owner.calleeName, dataOwners.contains(name) { return false }
                if let name = owner.calleeName, ["contextMenu", "Menu", "swipeActions"].contains(name) { return true }
            }
            if syntax.is(DeclSyntax.self) && !syntax.is(VariableDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The data of the `ForEach`/`List(data)` whose row closure holds `node`.
    static func enclosingRowData(_ node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = call.calleeName, dataOwners.contains(name),
               let data = call.arguments.first, data.label == nil, data.expression.id != Syntax(closure).id {
                return data.expression
            }
            if syntax.is(DeclSyntax.self) && !syntax.is(VariableDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `ForEach(visible)` where `let visible = items.filter { … }` is a local of
    /// body (a warning, as the transform inline would be), and data a
    /// function, extension member or computed property of the linted files
    /// outside the view derives from the view's collection: `ForEach(mails.unread)`,
    /// `ForEach(visible(mails))` (a note, as for the view's own helpers).
    static func derivedElsewhere(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let owner = call.calleeName, dataOwners.contains(owner),
                call.calledExpression.is(DeclReferenceExprSyntax.self),
                let data = call.arguments.first, data.label == nil, helperName(data.expression).map({ isOwnHelper($0, of: call, in: file) }) != true
            else { continue }
            guard let found = derived(data.expression, owner: owner, in: file), !ConditionalInclusionRule.isInMenuLike(call),
                Scopes.scope(of: call, in: file) == .viewBuilding
            else { continue }
            result.append(Violation(data.expression.positionAfterSkippingLeadingTrivia, message: found.message, severity: found.severity, evidence: found.evidence))
        }
        return result
    }

    private static func isOwnHelper(_ name: String, of call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        return helperBody(name, in: type, file: file) != nil
    }

    private static func derived(_ expr: ExprSyntax, owner: String, in file: LintFile, depth: Int = 0) -> (message: String, severity: Severity?, evidence: Evidence)? {
        let expr = expr.unwrapped
        let resolution = file.resolution
        let advice = "derive it where its inputs change (the model, or state updated on change) and pass it in"
        // A local of body set to a transform of the collection.
        if let ref = expr.as(DeclReferenceExprSyntax.self), depth < 4, let value = Locals.initializer(of: ref, in: file) {
            let line = file.line(of: value.positionAfterSkippingLeadingTrivia)
            if containsTransform(value), derivesFromLargeCollection(Syntax(value), in: file) {
                // Over the view's own collection inside a row, `perRow` reports the transform itself.
                if enclosingRowData(value) != nil, let root = value.chainRoot.as(DeclReferenceExprSyntax.self),
                   let type = value.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                   root.baseName.tokenKind == .keyword(.self) || type.propertyNames.contains(root.baseName.text) {
                    return nil
                }
                let judged = singlePass(Violation(expr, message: "`\(ref.baseName.text)` (line \(line)) filters, sorts or maps the whole collection on every body pass to make this \(owner)'s data; \(advice)"),
                                        reads: Syntax(value), in: file)
                return (judged.message ?? description.message, judged.severity, judged.evidence)
            }
            return derived(value, owner: owner, in: file, depth: depth + 1)
        }
        // A definition of the linted files, over the view's collection.
        var definitions: [Definition] = []
        var inputs: [ExprSyntax] = []
        if let call = expr.as(FunctionCallExprSyntax.self) {
            definitions = resolution.definitions(calledBy: call, in: file)
            inputs = call.arguments.map(\.expression) + (call.receiver.map { [$0] } ?? [])
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            definitions = resolution.referenced(member, name: member.declName.baseName.text, in: file).compactMap(resolution.definition(of:))
            inputs = [base]
        }
        guard inputs.contains(where: { !$0.is(ClosureExprSyntax.self) && NonLazyLargeListRule.isLarge($0, minRows: Int.max, mayGrow: true, in: file) })
        else { return nil }
        for definition in definitions where !CostlyObjects.isOwnMember(definition, of: expr, in: file) {
            guard let effect = resolution.effect(of: definition, kind: .transform, hit: transformHit) else { continue }
            return ("`\(definition.name)` derives this \(owner)'s data from the whole collection (\(effect.what) at \(effect.path == file.path ? "line \(effect.line)" : "\(effect.path):\(effect.line)")) every time body reads it; "
                + "when the list can be long, \(advice)", .note, .proven)
        }
        return nil
    }

    /// A whole-collection transform run once per body pass is linear work, which matters only
    /// when the list is long and the view updates often. A warning when the view's own state
    /// changes often (typing, a slider, a gesture, an event stream) and `reads` (the transform)
    /// does not read it: each such change repeats work whose result is the same. Otherwise a note
    /// (a search filter reading the typed text must run per keystroke wherever it lives).
    static func singlePass(_ violation: Violation, reads: Syntax, in file: LintFile) -> Violation {
        var judged = violation
        // Rows × items, or a pass per change of fast state, costs much only over a collection proven large.
        judged.evidence = reads.as(ExprSyntax.self).map { CollectionEvidence.largeness(of: $0, in: file) } ?? .suspected("check how large the collection is")
        // Inside another list's row (`ForEach(categories) { c in let shown = all.filter { … } }`): per row, rows × items.
        if let rows = enclosingRowData(reads), NonLazyLargeListRule.isLarge(rows, minRows: Int.max, mayGrow: true, in: file) {
            judged.severity = .warning
            judged.message = "Each row of `\(rows.trimmedDescription)` runs this transform over the whole collection, so every body pass costs rows × items; derive the per-row collections once (a dictionary keyed by the row's id, in the model or state updated on change) and read it per row"
            return judged
        }
        let fast: Set<String> = reads.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self).flatMap { type in
            Members.typePath(of: type).map { ComputedViewSectionRule.fastState(of: $0, wrappers: type.wrappedProperties, in: file) }
        } ?? []
        let read = Set(reads.tokens(viewMode: .sourceAccurate).map { $0.text.hasPrefix("$") ? String($0.text.dropFirst()) : $0.text })
        let unread = fast.subtracting(read).sorted()
        if !unread.isEmpty, fast.isDisjoint(with: read) {
            judged.severity = .warning
            judged.message = "`\(unread.joined(separator: "`, `"))` changes often (typing, a slider, a gesture or an event stream), and each change runs this whole-collection transform again though it does not read it; derive it where its inputs change (the model, or state updated on change) and pass it in"
            return judged
        }
        judged.severity = .note
        judged.message = (violation.message ?? description.message)
            + " (a note: once per body pass, linear in the collection; it matters when the list is long and the view updates often\(fast.isEmpty ? "" : ", and here the transform reads what changes often, so it runs per change wherever it lives"))"
        return judged
    }

    /// `Dictionary(grouping: items, by: …)`: the collection grouped.
    static func groupedCollection(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "Dictionary", let first = call.arguments.first, first.label?.text == "grouping"
        else { return nil }
        return first.expression
    }

    /// What makes a definition derive a collection: a transform or a `for` loop.
    static func transformHit(_ node: Syntax, _ file: LintFile) -> Effect? {
        let line = file.line(of: node.positionAfterSkippingLeadingTrivia)
        if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName, transforms.contains(name), name != "shuffled",
            call.calledExpression.is(MemberAccessExprSyntax.self) || call.calledExpression.is(DeclReferenceExprSyntax.self)
        {
            return Effect(what: "it runs `\(name)`", path: file.path, line: line)
        }
        if node.is(ForStmtSyntax.self) { return Effect(what: "it loops over it", path: file.path, line: line) }
        if let call = node.as(FunctionCallExprSyntax.self), groupedCollection(call) != nil {
            return Effect(what: "it groups it (`Dictionary(grouping:)`)", path: file.path, line: line)
        }
        return nil
    }

    /// `ForEach(visibleMails())`, `List(byName)`: data a helper of the view (a
    /// method without arguments or a computed property, in this file) derives
    /// from a large collection, with a transform or a loop, is derived on
    /// every pass just the same. A note: a filtered list in a computed
    /// property is the idiom of Apple's own samples, worth moving only when
    /// the list is long (a lab that counts the rule counts notes too).
    static func derivedByHelpers(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let owner = call.calleeName, dataOwners.contains(owner),
                call.calledExpression.is(DeclReferenceExprSyntax.self),
                let data = call.arguments.first, data.label == nil,
                let helper = helperName(data.expression),
                let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self), type.isViewDecl(in: file),
                let body = helperBody(helper, in: type, file: file), derivesFromLargeCollection(body, in: file),
                Scopes.scope(of: call, in: file) == .viewBuilding, !ConditionalInclusionRule.isInMenuLike(call)
            else { continue }
            result.append(Violation(
                data.expression.positionAfterSkippingLeadingTrivia,
                message: "`\(helper)` derives this \(owner)'s data from the whole collection (a filter, sort, grouping or loop) every time body reads it; "
                    + "when the list can be long, derive it where its inputs change (the model, or state updated on change) and pass it in",
                severity: .note))
        }
        return result
    }

    /// `name`, `name()`, `self.name`: a helper of the view, by name; also where a chain over it
    /// starts (`grouped.keys.sorted()`, `Array(grouped)`: the helper still runs on every read).
    private static func helperName(_ expr: ExprSyntax) -> String? {
        var expr = expr.unwrapped
        if let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "Array", call.arguments.count == 1,
           let first = call.arguments.first?.expression {
            expr = first.unwrapped
        }
        while true {
            if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !isSelf(base) {
                expr = base
            } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, !isSelf(base),
                      base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) || base.is(FunctionCallExprSyntax.self) {
                expr = base
            } else {
                break
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil { expr = call.calledExpression }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    private static func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The code of a computed property or argument-free method `name` of the
    /// type (or of an extension of it in this file).
    static func helperBody(_ name: String, in type: some DeclGroupSyntax, file: LintFile) -> Syntax? {
        // The type and its extensions in this file.
        let groups: [DeclGroupSyntax] = Syntax(type).typeName.map { name in file.typeDecls.filter { Syntax($0).typeName == name } } ?? [type]
        for group in groups {
            for item in group.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                    function.signature.parameterClause.parameters.isEmpty, let body = function.body
                {
                    return Syntax(body)
                }
                if let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic,
                    let binding = variable.bindings.first(where: { $0.name == name }),
                    binding.isComputed, let accessors = binding.accessorBlock
                {
                    return Syntax(accessors)
                }
            }
        }
        return nil
    }

    /// The body of a method of the type (or its extensions in this file) by base name, whatever it takes.
    static func methodBody(_ name: String, in type: some DeclGroupSyntax, file: LintFile) -> Syntax? {
        let groups: [DeclGroupSyntax] = Syntax(type).typeName.map { name in file.typeDecls.filter { Syntax($0).typeName == name } } ?? [type]
        for group in groups {
            for item in group.memberBlock.members {
                if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body {
                    return Syntax(body)
                }
            }
        }
        return nil
    }

    /// A transform, a grouping or a `for` loop over any collection.
    static func buildsCollection(_ body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard let node = token.parent else { return false }
            if node.is(ForStmtSyntax.self) { return true }
            if let call = node.as(FunctionCallExprSyntax.self), groupedCollection(call) != nil { return true }
            if let member = node.as(MemberAccessExprSyntax.self), transforms.contains(member.declName.baseName.text),
               member.parent?.is(FunctionCallExprSyntax.self) == true {
                return true
            }
            return false
        }
    }

    /// Every transform and loop in `body` walks a list whose size the source states (a literal
    /// list, a property holding one, a literal range, a `stride` over one): rebuilding it per row
    /// costs rows × a known few (`buttonRows` chunking a 7-item literal into 3 rows).
    static func buildsOnlyFromKnownLists(_ body: Syntax, in type: some DeclGroupSyntax) -> Bool {
        var sources: [ExprSyntax] = []
        for node in body.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            if let member = node.as(MemberAccessExprSyntax.self), transforms.contains(member.declName.baseName.text),
               member.parent?.is(FunctionCallExprSyntax.self) == true, let base = member.base {
                sources.append(base)
            } else if let loop = node.as(ForStmtSyntax.self) {
                sources.append(loop.sequence)
            } else if let call = node.as(FunctionCallExprSyntax.self), let grouped = groupedCollection(call) {
                sources.append(grouped)
            }
        }
        return !sources.isEmpty && sources.allSatisfy { (NonLazyLargeListRule.knownCount($0, in: type) ?? Int.max) <= knownListLimit }
    }

    /// A list the source spells out longer than this is not "a few".
    static let knownListLimit = 50

    /// A transform or a `for` loop over a collection that can be large.
    static func derivesFromLargeCollection(_ body: Syntax, in file: LintFile) -> Bool {
        for node in body.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
            if let member = node.as(MemberAccessExprSyntax.self), transforms.contains(member.declName.baseName.text),
                member.declName.baseName.text != "shuffled", let base = member.base,
                member.parent?.is(FunctionCallExprSyntax.self) == true || member.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
                NonLazyLargeListRule.isLarge(base, minRows: Int.max, mayGrow: true, in: file)
            {
                return true
            }
            if let loop = node.as(ForStmtSyntax.self), NonLazyLargeListRule.isLarge(loop.sequence, minRows: Int.max, mayGrow: true, in: file) {
                return true
            }
            // `Dictionary(grouping: items, by: \.day)`: a pass over every item into new arrays.
            if let call = node.as(FunctionCallExprSyntax.self), let grouped = groupedCollection(call),
               NonLazyLargeListRule.isLarge(grouped, minRows: Int.max, mayGrow: true, in: file) {
                return true
            }
        }
        return false
    }

    /// What has no order of its own: a `Set` property, or a dictionary's `keys`/`values`
    /// (`payload.keys`, `Array(counts.keys)`, a local holding one); nil otherwise.
    static func unorderedKind(_ expr: ExprSyntax, in file: LintFile, depth: Int = 0) -> String? {
        if isSet(expr, in: file) { return "a Set, which has no order" }
        var current = expr.unwrapped
        if let call = current.as(FunctionCallExprSyntax.self), call.calleeName == "Array", call.receiver == nil,
           let first = call.arguments.first?.expression {
            current = first.unwrapped
        }
        if let member = current.as(MemberAccessExprSyntax.self), ["keys", "values"].contains(member.declName.baseName.text) {
            return "a dictionary's \(member.declName.baseName.text), which have no order"
        }
        if depth < 3, let reference = current.as(DeclReferenceExprSyntax.self),
           let value = NonLazyLargeListRule.localValue(of: reference.baseName.text, near: expr) {
            return unorderedKind(value, in: file, depth: depth + 1)
        }
        return nil
    }

    /// A property of the view declared as a `Set` (`Set<Key>`, `Set<Key>()`).
    private static func isSet(_ expr: ExprSyntax, in file: LintFile) -> Bool {
        guard let ref = expr.unwrapped.as(DeclReferenceExprSyntax.self),
              let type = expr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        else { return false }
        if let declared = type.propertyType(named: ref.baseName.text) {
            return declared.trimmedDescription.hasPrefix("Set<") || declared.as(IdentifierTypeSyntax.self)?.name.text == "Set"
        }
        return false
    }

    /// True if a transform is applied somewhere in this chain (`a.sorted().filter`: the base of `filter`).
    static func containsTransform(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if transforms.contains(member.declName.baseName.text) && member.declName.baseName.text != "shuffled" { return true }
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                return false
            }
        }
        return false
    }

    /// The last transform of the chain `call` starts (`a.sorted().filter {}` from `sorted`: the `filter` call).
    private static func outermostTransform(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var outer = call
        while let member = outer.parent?.as(MemberAccessExprSyntax.self),
              let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id,
              transforms.contains(member.declName.baseName.text) {
            outer = next
        }
        return outer
    }

    private static func isChained(_ call: FunctionCallExprSyntax) -> Bool {
        outermostTransform(call).id != call.id
    }

    /// `Choices(options: items.sorted())`: the view a transform's result is given to whole, as a labeled argument.
    static func childView(receiving call: FunctionCallExprSyntax) -> (name: String, label: String)? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              owner.calledExpression.is(DeclReferenceExprSyntax.self), let name = owner.calleeName,
              name.first?.isUppercase == true, !dataOwners.contains(name)
        else { return nil }
        return (name, label)
    }

    /// A view declared in the linted files (asks for every file's types when linting one file first).
    static func isOwnView(_ name: String, in file: LintFile) -> Bool {
        if let facts = file.index.types[name] { return facts.isView }
        if !file.seesWholeSet { file.wantsWholeSet = true }
        return false
    }

    /// Views whose first unlabeled argument is the data of their rows.
    static let dataOwners: Set<String> = ["ForEach", "List", "Table"]

    /// True if the call's value becomes (part of) the data of a `ForEach`, `List` or `Table`.
    static func isForEachData(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard argument.label == nil,
                      let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let name = owner.calleeName, dataOwners.contains(name),
                      owner.arguments.first?.id == argument.id
                else { return false }
                return true
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            node = parent
        }
        return false
    }

    /// `value?.map {…}` or `value.map {…} ?? fallback`: Optional's map, not a collection's.
    /// Also (round 22, isowords and bitkit-ios): a parenthesised optional chain
    /// (`(store.result?.count).flatMap {…}`: the parentheses end the chain, so the value is an
    /// Optional), a call whose result is an Optional (`firstIndex(of:)`, `first(where:)`, `min()`,
    /// `.first`, `.last`), and a property or parameter of the enclosing type or function declared
    /// Optional (`let onPress: ((Tag) -> Void)?`).
    private static func looksOptional(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return false }
        if base.is(OptionalChainingExprSyntax.self) { return true }
        if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first?.expression,
           only.is(OptionalChainingExprSyntax.self) || only.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .postfixQuestionMark }) {
            return true
        }
        if let producer = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           optionalResults.contains(producer) {
            return true
        }
        if let property = base.as(MemberAccessExprSyntax.self), ["first", "last"].contains(property.declName.baseName.text) {
            return true
        }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName.baseName.text : nil }
        if let name, isDeclaredOptional(name, around: Syntax(call)) { return true }
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let index = elements.firstIndex(where: { $0.id == call.id }), index + 1 < elements.count,
               elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return true
            }
        }
        return false
    }

    /// Collection and sequence methods whose result is an Optional.
    private static let optionalResults: Set<String> = [
        "firstIndex", "lastIndex", "first", "last", "min", "max", "randomElement", "popLast",
    ]

    /// Whether `name` is a parameter of an enclosing function or closure, or a stored property of
    /// the enclosing type, declared with an Optional type (`T?`, `T!`).
    private static func isDeclaredOptional(_ name: String, around node: Syntax) -> Bool {
        func optional(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
        }
        var current: Syntax? = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self),
               let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return optional(parameter.type)
            }
            if let group = scope.asProtocol(DeclGroupSyntax.self) {
                for item in group.memberBlock.members {
                    guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return optional(binding.typeAnnotation?.type)
                    }
                }
                return false
            }
            current = scope.parent
        }
        return false
    }

    private static func buildsView(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let only = closure.builderChildren.first, let expr = only
        else { return false }
        return expr.viewTypeName != nil && SwiftUINames.isViewLike(expr.viewTypeName!)
    }
}

extension SwiftUINames {
    static let primitives: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "TextField", "SecureField", "Spacer", "Divider", "Color",
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "EmptyView", "ProgressView", "Link",
        "NavigationLink", "AsyncImage", "Slider", "Stepper", "Picker", "DatePicker", "Menu", "ShareLink",
    ]

    /// A name that is probably a view type (primitive, container, or any `…View`).
    static func isViewLike(_ name: String) -> Bool {
        primitives.contains(name) || containers.contains(name) || name.hasSuffix("View") || name.hasSuffix("Row")
            || name.hasSuffix("Cell")
    }
}
