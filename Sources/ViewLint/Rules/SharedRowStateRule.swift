import SwiftSyntax

/// `shared-row-state`: one `@State` of the list's view written by every row (seventh round).
enum SharedRowStateRule: Rule {
    static let description = RuleDescription(
        id: "shared-row-state",
        name: "One @State shared by every row",
        severity: .warning,
        message: "Every row writes this one @State when it appears, and every row reads it, so each shows what the last row wrote; keep the value per row (a row view with its own @State, or a dictionary keyed by the row's id)",
        rationale: """
            A `@State` belongs to the view that declares it, once per identity of that view: a \
            `ForEach` inside it does not make one per row. When each row writes it in \
            `onAppear`, `task` or `onChange` (measuring a size, loading a value) and reads it to \
            show that value, all rows share one storage: every row shows the value of whichever \
            row ran last, and each write re-runs the whole list's body. Move the row into a view \
            of its own with its own `@State`, or keep the values in a dictionary keyed by the \
            row's id.
            """,
        matters: """
            Always when the rows show the value: it is wrong on screen for all but one row.
            """,
        doesNotMatter: """
            A write keyed by the row (`sizes[item.id] = …`), a row view with its own `@State`, \
            state written only in actions (a tap selects one row: that is what one value is for), \
            state no row reads, or state rows read only as a trigger (`.onChange(of:)`, \
            `.task(id:)`) or a presentation flag (`.sheet(isPresented:)`, `.fileImporter(isPresented:)`): \
            no row shows those.
            """,
        triggeringExamples: [
            """
            struct PathList: View {
                let paths: [String]
                @State private var size: Int64 = 0
                var body: some View {
                    ForEach(paths, id: \\.self) { path in
                        HStack {
                            Text(path)
                            Text("\\(size) bytes")
                        }
                        .onAppear { ↓size = diskSize(of: path) }
                    }
                }
                func diskSize(of path: String) -> Int64 { 0 }
            }
            """,
            """
            struct Thumbnails: View {
                let items: [Item]
                @State private var loaded: Image?
                var body: some View {
                    List(items) { item in
                        (loaded ?? Image(systemName: "photo"))
                            .task { ↓self.loaded = await item.thumbnail() }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // A presentation flag and a one-shot trigger: no row shows them (held-out round j9).
            """
            struct Drives: View {
                let drives: [Drive]
                @State private var importing = false
                @State private var retry = false
                @State private var current: Drive?
                var body: some View {
                    ForEach(drives) { drive in
                        Button(drive.name) { current = drive; importing = true }
                            .onChange(of: retry) { again in
                                if again { retry = false; importing = true }
                            }
                            .fileImporter(isPresented: $importing, allowedContentTypes: [.data]) { _ in }
                    }
                }
            }
            """,
            """
            struct PathList: View {
                let paths: [String]
                @State private var sizes: [String: Int64] = [:]
                var body: some View {
                    ForEach(paths, id: \\.self) { path in
                        Text("\\(sizes[path] ?? 0) bytes")
                            .onAppear { sizes[path] = 0 }
                    }
                }
            }
            """,
            """
            struct Picker: View {
                let items: [String]
                @State private var selected: String?
                var body: some View {
                    ForEach(items, id: \\.self) { item in
                        Button(item) { selected = item }
                            .bold(selected == item)
                    }
                }
            }
            """,
            """
            struct Tracker: View {
                let items: [String]
                @State private var lastSeen: String?
                var body: some View {
                    VStack {
                        Text(lastSeen ?? "")
                        ForEach(items, id: \\.self) { item in
                            Text(item).onAppear { lastSeen = item }
                        }
                    }
                }
            }
            """,
        ])

    /// Closures SwiftUI runs for each row on its own: appearance, tasks, changes, events.
    static let rowLifetime: Set<String> = ["onAppear", "task", "onChange", "onReceive"]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let name = call.calleeName, name == "ForEach" || name == "List",
                  call.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true,
                  let row = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
                  let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                  type.isViewDecl(in: file)
            else { continue }
            let states = Set(type.wrappedProperties.filter { $0.value == "State" }.keys)
            guard !states.isEmpty else { continue }
            for inner in file.calls where inner.isInside(row) && rowLifetime.contains(inner.calleeName ?? "") {
                guard let closure = inner.trailingClosure,
                      // Its own row's lifetime, not a nested list's.
                      nearestRow(of: inner)?.id == row.id
                else { continue }
                for (target, state) in plainWrites(in: closure, of: states) where readsInRow(state, row: row, outside: closure, in: file) {
                    result.append(Violation(target, message:
                        "Every row's `\(name == "List" ? "List" : "ForEach")` content writes `\(state)` in `\(inner.calleeName ?? "")`, one @State of the list's view, and every row reads it, so each row shows what the last row to run wrote (and each write re-runs the whole list); keep the value per row: a row view with its own @State, or a dictionary keyed by the row's id"))
                }
            }
        }
        return result
    }

    /// `size = …`, `self.size = …` of a state name (not `sizes[id] = …`: a write keyed by the row).
    private static func plainWrites(in closure: ClosureExprSyntax, of states: Set<String>) -> [(ExprSyntax, String)] {
        var writes: [(ExprSyntax, String)] = []
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first,
                  token.parent?.is(AssignmentExprSyntax.self) == true
            else { continue }
            var name: String?
            if let ref = target.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
            if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            }
            if let name, states.contains(name) { writes.append((target, name)) }
        }
        return writes
    }

    /// The row reads the state as content (outside the writing closure and outside actions).
    private static func readsInRow(_ state: String, row: ClosureExprSyntax, outside closure: ClosureExprSyntax, in file: LintFile) -> Bool {
        row.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == state || token.text == "$" + state, !token.isInside(closure),
                  let ref = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return false }
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                return false  // `item.size`: another value's member
            }
            return Scopes.scope(of: ref, in: file) == .viewBuilding && !isTriggerOrPresentation(ref)
        }
    }

    /// Arguments that only start work or present a modal (`.onChange(of:)`, `.task(id:)`,
    /// `.sheet(isPresented:)`, `.fileImporter(isPresented:)`): the value is a trigger or a
    /// presentation flag, which no row shows, so sharing one among rows is what it is for.
    static let triggerLabels: Set<String> = ["of", "id", "value", "trigger", "isPresented", "item"]

    /// Modifiers whose `triggerLabels` arguments are such triggers and flags.
    static let triggerModifiers: Set<String> = [
        "onChange", "task", "onReceive", "animation", "sensoryFeedback", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "fileImporter", "fileExporter", "fileMover", "inspector", "navigationDestination",
        "photosPicker", "quickLookPreview",
    ]

    /// `ref` is read (directly, or as `$flag`) as a trigger or presentation argument of such a modifier.
    private static func isTriggerOrPresentation(_ ref: DeclReferenceExprSyntax) -> Bool {
        var current = Syntax(ref).parent
        while let node = current {
            if let argument = node.as(LabeledExprSyntax.self) {
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let name = call.calleeName, triggerModifiers.contains(name)
                else { return false }
                // `onReceive(publisher)` and `onChange(of:)`: the first argument is the trigger.
                return triggerLabels.contains(argument.label?.text ?? "") || (name == "onReceive" && argument.label == nil)
            }
            // Inside a closure (a sheet's content, an action) the read is judged by where it sits there.
            if node.is(ClosureExprSyntax.self) || node.is(CodeBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The row closure of the nearest `ForEach`/`List(data)` around `node`.
    private static func nearestRow(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = call.calleeName, name == "ForEach" || name == "List" {
                return closure
            }
            current = syntax.parent
        }
        return nil
    }
}
