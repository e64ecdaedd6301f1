import SwiftSyntax

/// `conditional-inclusion`: `if c { A(x) } else { A(y) }`, two states of one view built as two views.
/// Evidence rule (round 22): a warning needs a condition that can change while the view is shown
/// (it reads state, a binding or an observed object, not only `let`s fixed per instance) and a branch
/// view that keeps state; otherwise a note ("rebuilt only", "rarely flips", or two different controls).
enum ConditionalInclusionRule: Rule {
    static let description = RuleDescription(
        id: "conditional-inclusion",
        name: "Conditional inclusion",
        severity: .warning,
        message: "Both branches build the same view; keep one and vary its arguments or modifiers (`.border(highlighted ? .yellow : .clear)`) so it keeps its identity and state",
        rationale: """
            An `if` in a view builder is structural identity: each branch is a different view, even \
            when both build the same type. `if highlighted { Card().border(.yellow) } else { Card() }` \
            makes two `Card`s: each flip destroys one (its @State, focus, scroll position, running tasks, \
            and `onAppear` runs again) and builds the other, and the change animates as a removal \
            plus an insertion instead of a smooth change. When the branches are two states of one \
            view, keep one view and vary an argument or an inert modifier: \
            `Card().border(highlighted ? .yellow : .clear)`, `.opacity`, `.disabled`, a ternary \
            in `.foregroundStyle`. The rule only reports an `if`/`else` whose every branch builds the \
            same type (the same view, generic arguments and views in its content closures: two \
            `VStack`s of different children are two types, and no argument makes them one) \
            and that can hold state (a view of your own, a text field, a scroll view, an \
            `AsyncImage`…); an `if` without `else` shows or hides content, which is what `if` is for.
            """,
        matters: """
            When the view holds state or work the user would notice losing: a draft in a text \
            field, an expanded section, a scroll position, an image loaded by `AsyncImage`, a \
            `.task` that would start again.
            """,
        doesNotMatter: """
            Branches that pass different bindings (`value: $linear` / `value: $sigmoid`): they edit \
            different data, and replacing the view is right. \
            An `if` without `else` (a panel, a badge, a row's action bar that must not exist or take \
            space: `.opacity(0)` would be wrong there), `if let` and `if case`, branches between \
            different views, and branches of plain content (`Text`, `Image`, `Label`, `Button`, \
            shapes) with no state to lose; a view of the linted files that keeps no state (only \
            `let`s, no `onAppear`/`task`/transition) is a note, as a flip loses nothing and only \
            animates as a removal plus an insertion; items of menus, toolbars and accessibility actions are \
            left alone too. A condition read only from `let`s the parent passes in (directly or \
            through a computed property) cannot flip through the view's own state: a note.
            """,
        triggeringExamples: [
            """
            // Two controls, not two states of one: the branches give `PillButton` different
            // actions. (A note: a flip drops the state of the button just pressed.)
            struct PillButton: View {
                let title: String
                let action: () -> Void
                @State private var isPressed = false
                var body: some View {
                    Text(title).scaleEffect(isPressed ? 0.95 : 1).onTapGesture { action() }
                }
            }
            struct TransferFooter: View {
                @ObservedObject var transfer: TransferModel
                var body: some View {
                    ↓if transfer.isAdvanced {
                        PillButton(title: "Default") { transfer.reset() }
                    } else {
                        PillButton(title: "Advanced") { transfer.showAdvanced() }
                    }
                }
            }
            """,
            """
            struct Search: View {
                @State private var query = ""
                let compact: Bool
                var body: some View {
                    let field = TextField("Search", text: $query)
                    ↓if compact {
                        SwiftUI.TextField("Find", text: $query)
                    } else {
                        SwiftUI.TextField("Search", text: $query)
                    }
                    ↓if compact {
                        field
                    } else {
                        field.padding()
                    }
                }
            }
            """,
            """
            struct Team: View {
                let lead: Member
                @State private var highlighted = false
                var body: some View {
                    VStack {
                        Toggle("Highlight", isOn: $highlighted)
                        ↓if highlighted {
                            MemberCard(member: lead).border(.yellow, width: 2)
                        } else {
                            MemberCard(member: lead)
                        }
                    }
                }
            }
            """,
            """
            struct Search: View {
                @Binding var query: String
                let scope: Scope
                var body: some View {
                    ↓if scope == .all {
                        TextField("Search everything", text: $query)
                    } else if scope == .people {
                        TextField("Search people", text: $query)
                    } else {
                        TextField("Search posts", text: $query)
                    }
                }
            }
            """,
            """
            struct Gallery: View {
                let wide: Bool
                let photos: [Photo]
                var body: some View {
                    ↓if wide {
                        HStack { PhotoStrip(photos: photos) }
                    } else {
                        HStack(spacing: 2) { PhotoStrip(photos: photos) }
                    }
                }
            }
            """,
            """
            // A note: `Pair` keeps no state, so a flip loses nothing, but it is rebuilt and
            // animates as a removal plus an insertion instead of a change.
            struct Pair: View {
                let title: String
                let detail: String
                var body: some View { HStack { Text(title); Spacer(); Text(detail) } }
            }
            struct Status: View {
                let paused: Bool
                var body: some View {
                    ↓if paused {
                        Pair(title: "Paused", detail: "1 MB")
                    } else {
                        Pair(title: "Downloading", detail: "1 MB")
                    }
                }
            }
            """,
            """
            // Notes: the condition reads only a setting, a member of another type, or whether a
            // collection is empty, so it rarely flips while the view is shown.
            struct Feed: View {
                @AppStorage("compact") private var compact = false
                @State private var query = ""
                let history: [String]
                var body: some View {
                    ↓if compact {
                        TextField("Find", text: $query)
                    } else {
                        TextField("Search", text: $query).padding()
                    }
                    ↓if Device.isPad {
                        ScrollView { Text("wide") }.padding()
                    } else {
                        ScrollView { Text("wide") }
                    }
                    ↓if history.isEmpty {
                        ScrollView { Text("none") }.navigationSubtitle(" ")
                    } else {
                        ScrollView { Text("none") }
                    }
                }
            }
            """,
            // Round 12: a condition read only from `let`s the parent passes in (directly or through a
            // computed property) flips only if the parent passes another value: a note.
            """
            struct Editor: View {
                @State private var draft = ""
                var body: some View { TextField("Note", text: $draft) }
            }
            struct NoteContent: View {
                let options: Set<Int>
                var withPadding: Bool { options.contains(1) }
                var body: some View {
                    ↓if withPadding {
                        Editor().padding(.horizontal)
                    } else {
                        Editor()
                    }
                }
            }
            """,
            // Round 19, a note: a private method's parameter every call passes as a constant;
            // each call's branch is fixed.
            """
            enum Tab { case chats, contacts }
            struct Tabs: View {
                @State private var path = NavigationPath()
                var body: some View {
                    TabView {
                        container(for: .chats) { Text("Chats") }
                        container(for: .contacts) { Text("Contacts") }
                    }
                }
                @ViewBuilder private func container<C: View>(for tab: Tab, @ViewBuilder content: () -> C) -> some View {
                    ↓if tab == .contacts {
                        NavigationStack(path: $path) { content() }
                    } else {
                        NavigationStack { content() }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [

            // The same view bound to different data: each branch edits another setting (held-out round j9).
            """
            struct FactorSettings: View {
                @State private var useSigmoid = false
                @State private var linear = 0.8
                @State private var sigmoid = 0.5
                var body: some View {
                    Toggle("Sigmoid", isOn: $useSigmoid)
                    if useSigmoid {
                        TextField("Sigmoid", value: $sigmoid, format: .number)
                    } else {
                        TextField("Linear", value: $linear, format: .number)
                    }
                }
            }
            """,
            // `#if` clauses are builds, not branches: one exists per build, nothing flips.
            """
            struct Search: View {
                @State private var query = ""
                var body: some View {
                    #if os(macOS)
                    TextField("Find", text: $query)
                    #else
                    TextField("Search", text: $query)
                    #endif
                }
            }
            """,
            """
            struct Bar: View {
                @State private var searching = false
                @State private var query = ""
                var body: some View {
                    if searching {
                        VStack { TextField("Search", text: $query); Button("Done") { searching = false } }
                    } else {
                        VStack { Button("Search") { searching = true } }
                    }
                }
            }
            struct Row<Content: View>: View {
                @State private var expanded = false
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { content }
            }
            struct Tags: View {
                let tags: [String]
                var body: some View {
                    if tags.isEmpty {
                        Row { Text("No tags") }
                    } else {
                        Row { HStack { ForEach(tags, id: \\.self) { Text($0) } } }
                    }
                }
            }
            """,
            """
            struct Root: View {
                let isLoggedIn: Bool
                let user: User?
                let showsPanel: Bool
                var body: some View {
                    if isLoggedIn {
                        DashboardView()
                    } else {
                        LoginView()
                    }
                    if let user {
                        UserProfileView(user: user)
                    }
                    if showsPanel {
                        FilterPanel()
                    }
                }
            }
            """,
            """
            struct Status: View {
                let active: Bool
                let following: Bool
                var body: some View {
                    if active {
                        Label("On", systemImage: "bolt").foregroundStyle(.green)
                    } else {
                        Label("Off", systemImage: "bolt").foregroundStyle(.gray)
                    }
                    if following {
                        Button("Unfollow") { toggle() }
                    } else {
                        Button("Follow") { toggle() }
                    }
                }
            }
            """,
            """
            struct Row: View {
                let pinned: Bool
                var body: some View {
                    Text("Row")
                        .contextMenu {
                            if pinned {
                                MenuItem(title: "Unpin")
                            } else {
                                MenuItem(title: "Pin")
                            }
                        }
                        .accessibilityActions {
                            if pinned {
                                ActionItem(title: "Unpin")
                            } else {
                                ActionItem(title: "Pin")
                            }
                        }
                }
            }
            """,
            """
            func validate(_ flag: Bool) -> Int {
                if flag {
                    Counter()
                } else {
                    Counter()
                }
                return 1
            }
            """,
            """
            struct Compat: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        NewView()
                    } else {
                        NewView()
                    }
                    if case .ready = state {
                        ReadyView()
                    } else {
                        ReadyView()
                    }
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI

            struct Notes: View {
                @State private var text = ""
                var body: some View { Text(text) }
            }

            struct Search: View {
                @State private var query = ""
                @State private var compact = false
                var body: some View {
                    let field = TextField("Search", text: $query)
                    VStack {
                        ↓if compact {
                            field
                        } else {
                            field.padding()
                        }
                        ↓if compact {
                            searchField(hint: "Find")
                        } else {
                            searchField(hint: "Search")
                        }
                        ↓if compact {
                            notes
                        } else {
                            notes.padding()
                        }
                    }
                }

                func searchField(hint: String) -> some View {
                    TextField(hint, text: $query)
                }

                var notes: some View {
                    Notes()
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI

            struct Search: View {
                @State private var query = ""
                @State private var compact = false
                var body: some View {
                    let title = Text("Search")
                    VStack {
                        if compact {
                            title
                        } else {
                            title.bold()
                        }
                        if compact {
                            label(hint: "Find")
                        } else {
                            searchField(hint: "Search")
                        }
                    }
                }

                func label(hint: String) -> some View { Text(hint) }

                func searchField(hint: String) -> some View {
                    TextField(hint, text: $query)
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for ifExpr in file.ifExprs {
            // The head of an if/else-if chain, in statement position.
            if ifExpr.parent?.is(IfExprSyntax.self) == true { continue }
            guard ifExpr.parent?.is(ExpressionStmtSyntax.self) == true || ifExpr.parent?.is(CodeBlockItemSyntax.self) == true
            else { continue }
            // The same type in every branch: the same view, its children, their generic arguments.
            guard let branches = branches(of: ifExpr, in: file), let first = branches.first,
                  branches.dropFirst().allSatisfy({ $0.shape == first.shape }),
                  !isInMenuLike(ifExpr), !readsOnlyEnvironment(ifExpr, in: file), !bindsDifferentData(branches),
                  Scopes.scope(of: ifExpr, in: file) == .viewBuilding
            else { continue }
            // Last, as it may ask for the other files' types.
            let state = branches.map { loss($0.expr, name: $0.name, in: $0.file) }.max() ?? .none
            guard state != .none else { continue }
            let through = branches.compactMap(\.via)
            let built = through.isEmpty ? "" : " (through \(through.joined(separator: ", ")))"
            if let rare = rareFlip(ifExpr, in: file) {
                result.append(Violation(ifExpr.ifKeyword, message:
                    "Both branches build `\(first.name)`\(built), but the condition \(rare), so the view is rarely rebuilt; "
                    + "if it flips while shown, its state is lost: keep one `\(first.name)` and vary its arguments or modifiers",
                    severity: .note))
                continue
            }
            // Round 22 (bitkit-ios): branches that give the view different actions ("Transfer
            // all" / "Advanced") are two controls, not two states of one: separate identities are
            // defensible and what a flip drops is the transient state of the control just used.
            if branches.count > 1, let actions = differentActions(branches) {
                result.append(Violation(ifExpr.ifKeyword, message:
                    "Both branches build `\(first.name)`\(built), but with different \(actions), so they are two controls rather than two states of one; a flip drops the state of the one shown (a press in progress) and animates as a removal plus an insertion: keep one `\(first.name)` only if it is the same control",
                    severity: .note))
                continue
            }
            if state == .rebuiltOnly {
                result.append(Violation(ifExpr.ifKeyword, message:
                    "Both branches build `\(first.name)`\(built), which keeps no state of its own, so a flip loses nothing; it still rebuilds it and animates as a removal plus an insertion: one `\(first.name)` with varied arguments would change in place",
                    severity: .note))
                continue
            }
            let evidence = branches.map { lossEvidence($0.expr, name: $0.name, in: $0.file) }.first { $0 == .proven }
                ?? lossEvidence(first.expr, name: first.name, in: first.file)
            result.append(Violation(ifExpr.ifKeyword, message:
                "Both branches build `\(first.name)`\(built): each flip destroys one and builds the other (its state is lost and it appears again); keep one `\(first.name)` and vary its arguments or modifiers",
                evidence: evidence))
        }
        return result
    }

    /// The closures each branch hands its view as a callback (an action, not content) differ:
    /// `CustomButton(title: "Default") { transfer.reset() }` / `CustomButton(title: "Advanced")
    /// { navigate(.advanced) }`. A callback is a closure argument the view's declaration stores or
    /// calls without building a view from it (`TypeFacts.callbackLabels`), or any closure of a
    /// view whose declaration takes no view-building closure. Returns what differs ("actions").
    static func differentActions(_ branches: [Branch]) -> String? {
        var seen: [String] = []
        for branch in branches {
            guard let call = ViewExpressions.rootCall(of: branch.expr),
                  let facts = branch.file.index.types[branch.name], facts.isView
            else { return nil }
            var closures: [String] = []
            for argument in call.arguments {
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
                let label = argument.label?.text ?? "_"
                if facts.callbackLabels.contains(label) || (facts.contentLabels.isEmpty && !facts.callbackLabels.isEmpty) {
                    closures.append(closure.statements.trimmedDescription)
                }
            }
            if let trailing = call.trailingClosure, facts.contentLabels.isEmpty, !facts.callbackLabels.isEmpty {
                closures.append(trailing.statements.trimmedDescription)
            }
            guard !closures.isEmpty else { return nil }
            seen.append(closures.joined(separator: "\u{1}"))
        }
        return Set(seen).count == seen.count ? "actions" : nil
    }

    /// The branches pass different bindings for one argument (`value: $settings.linear` and
    /// `value: $settings.sigmoid`): the views edit different sources of truth, so replacing one
    /// with the other is right; one view with a varied binding would carry the first setting's
    /// view state (an open picker, an expanded hint) over to the second.
    private static func bindsDifferentData(_ branches: [Branch]) -> Bool {
        let bound = branches.map { branch -> [String: String] in
            guard let call = ViewExpressions.rootCall(of: branch.expr) else { return [:] }
            var bindings: [String: String] = [:]
            for (index, argument) in call.arguments.enumerated() {
                let text = argument.expression.trimmedDescription
                if text.hasPrefix("$") { bindings[argument.label?.text ?? "#\(index)"] = text }
            }
            return bindings
        }
        guard let first = bound.first else { return false }
        return bound.dropFirst().contains { other in
            other.contains { label, binding in first[label].map { $0 != binding } ?? false }
        }
    }

    /// `if colorScheme == .dark`: conditions on environment values (colour scheme, size class)
    /// flip rarely, so the view is rarely rebuilt.
    private static func readsOnlyEnvironment(_ ifExpr: IfExprSyntax, in file: LintFile) -> Bool {
        guard let type = ifExpr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        var wrappers = type.wrappedProperties
        if let path = Members.typePath(of: type), let known = file.index.types[path]?.wrappers {
            wrappers.merge(known) { first, _ in first }
        }
        var current: IfExprSyntax? = ifExpr
        var names: [String] = []
        while let branch = current {
            for condition in branch.conditions {
                for token in condition.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                          ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
                    else { continue }
                    names.append(name)
                }
            }
            if case .ifExpr(let next)? = branch.elseBody { current = next } else { current = nil }
        }
        return !names.isEmpty && names.allSatisfy { wrappers[$0] == "Environment" }
    }

    /// Wrappers of values a user sets in a settings screen (`@AppStorage`, the Defaults package's `@Default`).
    static let settingWrappers: Set<String> = ["AppStorage", "Default"]
    /// Types read for settings (`Defaults[.key]`, `UserDefaults.standard.bool(forKey:)`).
    static let settingStores: Set<String> = ["Defaults", "UserDefaults"]

    /// Why the chain's condition flips rarely, if it does: it reads only settings, environment
    /// values and members of other types (`DeviceUtil.isPad`, fixed for the process), or it only
    /// tests whether collections are empty (it flips when the first item arrives or the last goes).
    /// The cost then depends on how often that happens, which the linter cannot see: a note.
    static func rareFlip(_ head: IfExprSyntax, in file: LintFile) -> String? {
        var conditions: [ExprSyntax] = []
        var current: IfExprSyntax? = head
        while let branch = current {
            for element in branch.conditions { if case .expression(let expr) = element.condition { conditions.append(expr) } }
            if case .ifExpr(let next)? = branch.elseBody { current = next } else { current = nil }
        }
        guard !conditions.isEmpty else { return nil }
        if conditions.allSatisfy(testsOnlyEmptiness) { return "only tests whether a collection is empty (it flips when the first item arrives or the last goes)" }
        guard let type = head.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return nil }
        var wrappers = type.allWrappers
        if let path = Members.typePath(of: type), let known = file.index.types[path]?.wrappers {
            wrappers.merge(known) { first, _ in first }
        }
        var kinds: Set<String> = []
        for condition in conditions {
            for token in condition.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                      ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
                else { continue }
                if let wrapper = wrappers[name], settingWrappers.contains(wrapper) {
                    kinds.insert("setting")
                } else if settingStores.contains(name) {
                    kinds.insert("setting")
                } else if wrappers[name] == "Environment" {
                    kinds.insert("environment")
                } else if name.first?.isUppercase == true, ref.parent?.is(MemberAccessExprSyntax.self) == true {
                    kinds.insert("type")
                } else if readsOnlyLets(name, in: type, depth: 0) {
                    kinds.insert("let")
                } else if constantParameter(name, of: head, in: type, file: file) {
                    kinds.insert("parameter")
                } else {
                    return nil
                }
            }
        }
        guard kinds.contains("setting") || kinds.contains("type") || kinds.contains("let") || kinds.contains("parameter") else { return nil }
        if kinds == ["parameter"] || kinds == ["parameter", "type"] {
            return "reads only a parameter of a private method that every call in this type passes as a constant (a literal or a case), so each call's branch is fixed"
        }
        if kinds == ["let"] {
            return "reads only `let` properties the parent passes in (it flips only if the parent passes a different value, never through this view's own state)"
        }
        return kinds.contains("setting")
            ? "reads only settings\(kinds.count > 1 ? " and values that do not change while the view is shown" : "") (they flip when the user changes a setting)"
            : "reads only members of other types (fixed for the process, or changed without this view observing them)"
    }

    /// Round 19 (convos-ios): `tab` in `private func tabContainer(for tab: Tab, …)` when every call
    /// of the method in the type passes a constant for it (`tabContainer(for: .chats)`): each call
    /// site's branch is fixed, so the condition never flips for the view one call builds.
    static func constantParameter(_ name: String, of node: IfExprSyntax, in type: some DeclGroupSyntax, file: LintFile) -> Bool {
        guard let function = node.ancestor(FunctionDeclSyntax.self),
              function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
              let position = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return false }
        let parameters = function.signature.parameterClause.parameters
        let label = parameters[position].firstName.text
        let index = parameters.distance(from: parameters.startIndex, to: position)
        let functionName = function.name.text
        var seen = 0
        for call in file.calls where call.calleeName == functionName {
            // Calls in the same type (the method is private): `self.f(…)` or `f(…)`.
            if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, base.trimmedDescription != "self" { continue }
            let argument: LabeledExprSyntax?
            if label == "_" {
                argument = call.arguments.count > index ? call.arguments[call.arguments.index(call.arguments.startIndex, offsetBy: index)] : nil
            } else {
                argument = call.arguments.first { $0.label?.text == label }
            }
            guard let argument, Members.isConstant(argument.expression) else { return false }
            seen += 1
        }
        return seen > 0
    }

    /// `options` for `let options: EventViewOptions`, or `with_padding` for a computed
    /// `var with_padding: Bool { options.contains(.wide) }` of the same type: a value fixed when
    /// the parent makes the view, which no state of the view can change (no wrapper, not `var`).
    static func readsOnlyLets(_ name: String, in type: some DeclGroupSyntax, depth: Int) -> Bool {
        guard depth < 3, !type.is(ExtensionDeclSyntax.self) else { return false }
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic,
                  let binding = variable.bindings.first(where: { $0.name == name })
            else { continue }
            if binding.accessorBlock == nil {
                return variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.attributes.isEmpty
            }
            // A getter only: every name it reads is itself such a `let` (member names and `.cases` are not reads).
            guard case .getter(let getter)? = binding.accessorBlock?.accessors else { return false }
            var names: [String] = []
            for token in getter.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let read) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                      ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
                else { continue }
                if ref.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ref.id { return false }
                names.append(read)
            }
            return !names.isEmpty && names.allSatisfy { readsOnlyLets($0, in: type, depth: depth + 1) }
        }
        return false
    }

    /// `items.isEmpty`, `!items.isEmpty`, `a.isEmpty && b.isEmpty`.
    private static func testsOnlyEmptiness(_ expr: ExprSyntax) -> Bool {
        let expr = expr.unwrapped
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return testsOnlyEmptiness(prefix.expression) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "isEmpty" && member.base != nil }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1 else { return false }
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self), ["&&", "||"].contains(op.operator.text) else { return false }
                } else if !testsOnlyEmptiness(element) {
                    return false
                }
            }
            return true
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           ["&&", "||"].contains(op.operator.text) {
            return testsOnlyEmptiness(infix.leftOperand) && testsOnlyEmptiness(infix.rightOperand)
        }
        return false
    }

    /// What a flip between two branches loses, from least to most.
    enum Loss: Int, Comparable {
        /// Plain content: nothing.
        case none
        /// Views of the app's own that keep no state: rebuilt, nothing lost.
        case rebuiltOnly
        /// State or lifetime work (a draft, a scroll position, a running task).
        case state
        static func < (lhs: Loss, rhs: Loss) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Branch {
        let name: String
        /// `ViewShape`: what decides the type the branch builds.
        let shape: String
        /// The expression that builds it, and the file it is in.
        let expr: ExprSyntax
        let file: LintFile
        /// What the view is built behind (a local, a function, a computed property), if anything.
        var via: String? = nil
    }

    /// The single view of every branch of a chain with boolean conditions and a final `else`;
    /// nil if a branch is missing or holds anything else.
    private static func branches(of head: IfExprSyntax, in file: LintFile) -> [Branch]? {
        var result: [Branch] = []
        var current: IfExprSyntax? = head
        while let ifExpr = current {
            let onlyBooleans = ifExpr.conditions.allSatisfy { element in
                if case .expression = element.condition { return true }
                return false
            }
            guard onlyBooleans, let branch = singleView(ifExpr.body.statements, in: file) else { return nil }
            result.append(branch)
            switch ifExpr.elseBody {
            case .ifExpr(let next)?:
                current = next
            case .codeBlock(let block)?:
                guard let last = singleView(block.statements, in: file) else { return nil }
                result.append(last)
                current = nil
            default:
                return nil
            }
        }
        return result
    }

    /// The view of a branch holding exactly one view expression: as written, or
    /// behind a local, a function or a computed property (`field(for: a)`).
    private static func singleView(_ statements: CodeBlockItemListSyntax, in file: LintFile) -> Branch? {
        guard statements.count == 1, let only = statements.expressions.first, let expr = only else { return nil }
        if let name = ViewExpressions.viewName(of: expr, in: file) {
            return name == "ForEach" ? nil : Branch(name: name, shape: ViewShape.of(expr, in: file), expr: expr, file: file)
        }
        guard let found = ViewExpressions.resolved(expr, in: file), let name = ViewExpressions.viewName(of: found.expr, in: found.file),
              name != "ForEach"
        else { return nil }
        return Branch(name: name, shape: ViewShape.of(found.expr, in: found.file), expr: found.expr, file: found.file,
                      via: found.via.joined(separator: ", "))
    }

    /// SwiftUI views with state of their own to lose (focus, scroll position, a loaded image…).
    static let statefulViews: Set<String> = [
        "TextField", "SecureField", "TextEditor", "ScrollView", "List", "Form", "AsyncImage", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "DisclosureGroup", "OutlineGroup", "VideoPlayer", "Map",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "WebView",
    ]

    /// SwiftUI views with no state of their own, and containers (judged by what they hold).
    static let plainViews: Set<String> = SwiftUINames.primitives.union(SwiftUINames.containers).union([
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ContainerRelativeShape",
        "UnevenRoundedRectangle", "ContentUnavailableView", "LabeledContent", "Gauge", "ColorPicker", "Toggle",
    ]).subtracting(statefulViews)

    /// What rebuilding the view loses: a stateful SwiftUI view, a view of the app's own that
    /// keeps state (or may: one the linted files do not declare), or a container holding one.
    private static func loss(_ expr: ExprSyntax, name: String, in file: LintFile) -> Loss {
        if !SwiftUINames.containers.contains(name) || statefulViews.contains(name) { return loss(ofView: name, in: file) }
        guard let closure = ViewExpressions.rootCall(of: expr)?.contentClosure else { return .none }
        var worst = Loss.none
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true,
                  let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                  let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id
            else { continue }
            worst = max(worst, loss(ofView: text, in: file))
            if worst == .state { break }
        }
        return worst
    }

    /// Text inputs keep their text in the binding they are given: a flip loses only focus and an
    /// edit in progress, which matters only if the condition can flip while one is focused.
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// Whether what a flip loses is proven: a SwiftUI view that keeps state a binding does not
    /// hold (a scroll position, a loaded image, navigation), a view of the linted files with
    /// state of its own; a text input, or a view declared outside the linted files, is suspected.
    static func lossEvidence(_ expr: ExprSyntax, name: String, in file: LintFile) -> Evidence {
        var names = [name]
        if SwiftUINames.containers.contains(name), !statefulViews.contains(name),
           let closure = ViewExpressions.rootCall(of: expr)?.contentClosure {
            names = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true,
                      let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                      let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id
                else { return nil }
                return text
            }
        }
        var check = "check what the flipped view keeps"
        for view in names {
            if textInputs.contains(view) {
                check = "check whether `\(view)` can be focused when the condition flips: its text lives in its binding, a flip loses only focus and an edit in progress"
                continue
            }
            if statefulViews.contains(view) { return .proven }
            if plainViews.contains(view) { continue }
            if let facts = file.index.types[view], facts.isView {
                if loss(ofView: view, in: file) == .state { return .proven }
                continue
            }
            check = "check whether `\(view)` keeps state of its own: it is not declared in the linted files"
        }
        return .suspected(check)
    }

    /// What rebuilding a view named `name` loses, judged by its declaration in the linted files.
    static func loss(ofView name: String, in file: LintFile, depth: Int = 0) -> Loss {
        if statefulViews.contains(name) { return .state }
        if plainViews.contains(name) { return .none }
        // Round 22 (bitkit-ios): a type of these files that is not a view (`extension URL`, a
        // model), built inside a view's body, is a value, not a child view that keeps state.
        if depth > 0, let facts = file.index.types[name], !facts.isView { return .none }
        guard let facts = file.index.types[name], facts.isView else {
            // Not a view of these files (a model's initializer, `URL(…)`), or one declared in a
            // file not seen yet: ask for every file's types, and until then assume it keeps state.
            if !file.seesWholeSet { file.wantsWholeSet = true; return .state }
            return file.index.types[name] == nil && name.first?.isUppercase == true && depth > 0 ? .none : .state
        }
        guard !facts.ownsState, depth < 6 else { return .state }
        for child in facts.builtViews where child != name {
            if loss(ofView: child, in: file, depth: depth + 1) == .state { return .state }
        }
        return .rebuiltOnly
    }

    /// Menus, toolbars, swipe and accessibility actions list items; an item cannot be hidden with a modifier.
    static let menuLike: Set<String> = [
        "toolbar", "ToolbarItemGroup", "ToolbarItem", "swipeActions", "confirmationDialog",
        "alert", "commands", "CommandMenu", "CommandGroup", "Picker", "accessibilityActions", "ControlGroup",
    ]

    /// True inside the content of a menu, toolbar, picker, swipe or accessibility actions, or in a
    /// view-building member of the view (`var titleMenu: some View`) used only there.
    static func isInMenuLike(_ node: some SyntaxProtocol, depth: Int = 0) -> Bool {
        if isInMenu(node) { return true }
        // `body` is what SwiftUI calls, never a menu's content.
        guard depth < 3, let (name, type) = enclosingMember(of: node), name != "body" else { return false }
        // Every use of the member in the type's declarations, by name (`titleMenu`, `self.titleMenu`, `menu()`).
        var uses: [DeclReferenceExprSyntax] = []
        for group in type {
            for token in group.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    continue
                }
                uses.append(ref)
            }
        }
        return !uses.isEmpty && uses.allSatisfy { isInMenuLike($0, depth: depth + 1) }
    }

    /// The name of the computed property or function `node` is in, and its type's declarations in the file.
    private static func enclosingMember(of node: some SyntaxProtocol) -> (String, [DeclGroupSyntax])? {
        var current = node.parent
        var name: String?
        while let syntax = current {
            if name == nil, let function = syntax.as(FunctionDeclSyntax.self) { name = function.name.text }
            if name == nil, let binding = syntax.as(PatternBindingSyntax.self), binding.isComputed { name = binding.name }
            if syntax.is(MemberBlockItemSyntax.self) {
                guard let name, let group = syntax.parent?.parent?.parent?.asProtocol(DeclGroupSyntax.self),
                      let typeName = Syntax(group).typeName ?? group.as(ExtensionDeclSyntax.self)?.extendedType.pathText,
                      let root = syntax.root.as(SourceFileSyntax.self)
                else { return nil }
                let groups = root.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }.filter {
                    (Syntax($0).typeName ?? $0.as(ExtensionDeclSyntax.self)?.extendedType.pathText) == typeName
                }
                return (name, groups.isEmpty ? [group] : groups)
            }
            current = syntax.parent
        }
        return nil
    }

    /// Menus of every kind list their options (`Menu`, `contextMenu(menuItems:)`,
    /// `contextMenu(forSelectionType:menu:)`, `toolbarTitleMenu`, `ToolbarOverflowMenu`,
    /// `CommandMenu`, `MenuBarExtra`): content shown on demand, by a name or a label with "menu".
    static func isMenu(name: String?, label: String?) -> Bool {
        if let name, name.range(of: "menu", options: .caseInsensitive) != nil { return true }
        if let label, label.range(of: "menu", options: .caseInsensitive) != nil { return true }
        return false
    }

    private static func isInMenu(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
                if let name = call?.calleeName, menuLike.contains(name) { return true }
                if isMenu(name: call?.calleeName, label: label) { return true }
            }
            if syntax.is(MemberBlockItemSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }
}
