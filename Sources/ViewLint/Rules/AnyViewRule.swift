import SwiftSyntax

/// `anyview`: type erasure with `AnyView`.
/// Evidence rule (round 22): alternatives are a warning when the choice can change while the view is
/// shown and an alternative keeps state, or per row; a choice read only from `let`s fixed per
/// instance never switches: a note.
enum AnyViewRule: Rule {
    static let description = RuleDescription(
        id: "anyview",
        name: "AnyView type erasure",
        severity: .warning,
        message: "Avoid AnyView: it hides the type SwiftUI uses for identity; return `some View` instead (a @ViewBuilder `switch` for different kinds of view, one view with changing modifier values for states of one view)",
        rationale: """
            SwiftUI decides whether a view is the same one as last time from its type and its position. \
            `AnyView` hides the type, so SwiftUI must compare at run time and, when the wrapped type \
            changes, throws the old subtree (and its state) away. It also blocks the optimisations that \
            rely on static types. Build alternatives with `@ViewBuilder` (`if`/`switch` give \
            `_ConditionalContent`) for different kinds of view, generics, or an enum of cases — and \
            when the alternatives are one view in two states (`pinned` or not), no branch at all: \
            one view whose modifier values depend on the state keeps its identity. In `ForEach` and \
            `List` rows the cost is paid once per row on every update, which is where it hurts most. \
            Alternatives erased together (the returns of one function, the branches of one ternary) \
            are one problem and one finding; a single erased view outside rows, or a stored `AnyView`, \
            is a note.
            """,
        matters: """
            When AnyView picks between alternatives (each switch replaces the view and drops its \
            state) and in rows of long lists (a runtime type check per row per update).
            """,
        doesNotMatter: """
            Where the type genuinely cannot be named: a heterogeneous collection of views a \
            component stores, a view built behind a protocol, `ImageRenderer<AnyView>`. The rule \
            does not report generic arguments and `ImageRenderer`'s content, and reports single \
            erasures as notes.
            """,
        triggeringExamples: [
            // Round 22, a note: the choice reads only a `let` fixed per instance (`variant`), so it
            // never switches while the view is shown; the erased views keep state, but none is dropped.
            """
            struct Field: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text) }
            }
            struct StyledButton: View {
                enum Variant { case primary, secondary }
                let variant: Variant
                var body: some View {
                    switch variant {
                    case .primary: ↓AnyView(Field().padding())
                    case .secondary: AnyView(Field())
                    }
                }
            }
            """,
            // Round 20, a note: both alternatives wrap the same type, so AnyView updates it in place
            // and a switch drops nothing; only the erasure is left.
            """
            struct Gate: View {
                let pin: Bool
                var body: some View {
                    pin ? ↓AnyView(Unlock(pin: true)) : AnyView(Unlock(pin: false))
                }
            }
            """,
            // The clauses of an `#if` are separate builds: only one of these exists, none is switched to,
            // so each is a single erasure (a note), not alternatives (a warning).
            """
            struct IconPicker: ViewModifier {
                func body(content: Content) -> some View {
                    #if os(macOS)
                    return ↓AnyView(content.popover(isPresented: .constant(false)) { IconGrid() })
                    #else
                    return ↓AnyView(content.sheet(isPresented: .constant(false)) { IconGrid() })
                    #endif
                }
            }
            """,
            // Only built-in leaves, outside rows: a note (nothing to lose, one type check per update).
            """
            struct Status: View {
                let done: Bool
                var body: some View {
                    if done { return ↓AnyView(Image(systemName: "checkmark")) }
                    return AnyView(Text("Pending").foregroundStyle(.secondary))
                }
            }
            """,
            // A switch of AnyViews in a view-building closure is one set of alternatives (one finding).
            """
            struct Authors: View {
                let names: [String]
                let selecting: Bool
                var body: some View {
                    ForEach(names, id: \\.self) { row(for: $0) }
                }
                private func row(for name: String) -> some View {
                    Card(title: name) {
                        switch selecting {
                        case true: ↓AnyView(Circle())
                        case false: AnyView(Text(name))
                        }
                    }
                }
            }
            """,
            // A single AnyView in a helper that each row builds is a row's erasure (a warning).
            """
            struct People: View {
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { cell($0) }
                }
                private func cell(_ name: String) -> some View {
                    ↓AnyView(Text(name))
                }
            }
            """,
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { return ↓AnyView(Text("Gold")) }
                    return AnyView(Image(systemName: "star"))
                }
            }
            """,
            """
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        ↓AnyView(Row(item: item))
                    }
                }
            }
            """,
            """
            struct Screen: View {
                let sections: [↓AnyView]
                var body: some View { VStack { Text("x") } }
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    Text("Card").↓eraseToAnyView()
                }
            }
            """,
            """
            struct MenuRow: View {
                let hovering: Bool
                var body: some View {
                    Text("Open")
                        .background(hovering ? ↓AnyView(Highlight()) : AnyView(Color.clear))
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { Text("Gold") } else { Image(systemName: "star") }
                }
            }
            """,
            """
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    // AnyView would erase the row type here
                    List(items) { item in Row(item: item) }
                }
            }
            """,
            """
            extension AnyView {
                static let empty = 1
            }
            """,
            """
            struct Share: View {
                @StateObject var renderer: ImageRenderer<AnyView>
                let card: Card
                var body: some View {
                    Button("Render") { _ = ImageRenderer(content: AnyView(CardView(card: card))) }
                }
            }
            """,
        ],
        corrections: correctionExamples)

    /// What `--fix` does, before → after (an own static, so building the description stays a small frame).
    static let correctionExamples: [CorrectionExample] = [
        CorrectionExample(
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium {
                        return AnyView(Text("Gold"))
                    } else {
                        return AnyView(Image(systemName: "star")) // the free tier
                    }
                }
            }
            """,
            """
            struct Badge: View {
                let premium: Bool
                @ViewBuilder
                var body: some View {
                    if premium {
                        Text("Gold")
                    } else {
                        Image(systemName: "star") // the free tier
                    }
                }
            }
            """),
        CorrectionExample(
            """
            struct Inbox: View {
                let state: LoadState
                var body: some View {
                    content(for: state)
                        .padding()
                }

                /// The view for each state.
                private func content(for state: LoadState) -> AnyView {
                    switch state {
                    case .loading:
                        return AnyView(ProgressView())
                    case .failed(let error):
                        let message = error.localizedDescription
                        return AnyView(Text(message))
                    case .loaded(let mails):
                        return AnyView(
                            MailList(mails: mails)
                        )
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                let state: LoadState
                var body: some View {
                    content(for: state)
                        .padding()
                }

                /// The view for each state.
                @ViewBuilder
                private func content(for state: LoadState) -> some View {
                    switch state {
                    case .loading:
                        ProgressView()
                    case .failed(let error):
                        let message = error.localizedDescription
                        Text(message)
                    case .loaded(let mails):
                        MailList(mails: mails)
                    }
                }
            }
            """),
        CorrectionExample(
            """
            struct Tab: View {
                let unread: Int
                var body: some View {
                    Label("Inbox", systemImage: "tray").overlay(badge)
                }
                private var badge: AnyView {
                    if unread > 0 { AnyView(Text("\\(unread)")) } else { AnyView(EmptyView()) }
                }
            }
            """,
            """
            struct Tab: View {
                let unread: Int
                var body: some View {
                    Label("Inbox", systemImage: "tray").overlay(badge)
                }
                @ViewBuilder
                private var badge: some View {
                    if unread > 0 { Text("\\(unread)") } else { EmptyView() }
                }
            }
            """),
        // Left alone: a branch that falls through to a later return; an internal
        // function others may need as `AnyView`; a private one stored as `AnyView`.
        CorrectionExample(
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { return AnyView(Text("Gold")) }
                    return AnyView(Image(systemName: "star"))
                }
                func icon(_ on: Bool) -> AnyView {
                    if on { return AnyView(Image(systemName: "bell")) } else { return AnyView(EmptyView()) }
                }
                private func mark(_ on: Bool) -> AnyView {
                    if on { return AnyView(Text("!")) } else { return AnyView(EmptyView()) }
                }
                var marks: [AnyView] { [mark(true), mark(false)] }
            }
            """,
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { return AnyView(Text("Gold")) }
                    return AnyView(Image(systemName: "star"))
                }
                func icon(_ on: Bool) -> AnyView {
                    if on { return AnyView(Image(systemName: "bell")) } else { return AnyView(EmptyView()) }
                }
                private func mark(_ on: Bool) -> AnyView {
                    if on { return AnyView(Text("!")) } else { return AnyView(EmptyView()) }
                }
                var marks: [AnyView] { [mark(true), mark(false)] }
            }
            """),
    ]

    /// `--fix`: alternatives erased by one function or computed property become a `@ViewBuilder`.
    static func corrections(in file: LintFile) -> [Correction] {
        AnyViewBuilderFix.corrections(in: file)
    }

    static let rowMessage =
        "AnyView in a ForEach/List row erases every row's type on every update; build the row as a concrete View type or use @ViewBuilder"

    static let alternativesMessage =
        "These AnyViews erase alternatives: each switch between them replaces the view and drops its state. For states of one view, keep one view and vary its modifier values; for different kinds of view, use a @ViewBuilder switch"

    static let statelessNote =
        " (a note: every alternative is a built-in view that keeps nothing, such as `Text`, `Image` or `EmptyView`, so a switch loses no state, and outside rows the erasure costs one type check per update; a @ViewBuilder is still the cleaner form)"

    /// Built-in views that hold no state of their own and no content that could.
    static let statelessLeaves: Set<String> = [
        "Text", "Image", "EmptyView", "Label", "Color", "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle",
        "Capsule", "Ellipse",
    ]

    /// `AnyView(Text(…).font(…))`, `AnyView(EmptyView())`, `AnyView(Color.clear)`: it erases one of those.
    static func erasesStatelessLeaf(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "AnyView", let argument = call.arguments.first?.expression else { return false }
        let root = argument.chainRoot
        let name = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? root.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(statelessLeaves.contains) ?? false
    }

    /// The erased view keeps state a switch would drop: a stateful SwiftUI view (a text field, a
    /// scroll view, an async image…) or a view of the linted files that owns some.
    static func erasedKeepsState(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        let argument = call.calleeName == "AnyView" ? call.arguments.first?.expression : call.receiver
        guard let root = argument?.chainRoot,
              let name = root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        if ConditionalInclusionRule.statefulViews.contains(name) { return true }
        guard let facts = file.index.types[name] else {
            if file.index.calledNames == nil, !file.seesWholeSet { file.wantsWholeSet = true }
            return false
        }
        return facts.isView && ConditionalInclusionRule.loss(ofView: name, in: file) == .state
    }

    /// Round 20: the one type every erasure of `calls` wraps (`UnlockView` in
    /// `AnyView(UnlockView(…))` and `UnlockView(…).eraseToAnyView()`), if they all name the same.
    static func sameErasedType(_ calls: [FunctionCallExprSyntax]) -> String? {
        let names = calls.map { call -> String? in
            let argument = call.calleeName == "AnyView" ? call.arguments.first?.expression : call.receiver
            return argument?.chainRoot.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let first = names.first ?? nil, names.allSatisfy({ $0 == first }) else { return nil }
        // Modifiers change the type (`A().padding()` is not `A`): only bare constructions compare.
        for call in calls {
            let argument = call.calleeName == "AnyView" ? call.arguments.first?.expression : call.receiver
            guard argument?.unwrapped.as(FunctionCallExprSyntax.self)?.calledExpression.is(DeclReferenceExprSyntax.self) == true else { return nil }
        }
        return first
    }

    static func sameTypeMessage(_ type: String) -> String {
        "These AnyViews all wrap `\(type)`: AnyView compares the wrapped type, so a switch updates the same view in place and drops no state; the erasure only adds a type check per update, so return `\(type)` itself (pass the varying value as its argument)"
    }

    static let singleMessage =
        "This AnyView erases one view's type: SwiftUI checks it at run time on every update; return `some View` if the type can be named"

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        var groups: [SyntaxIdentifier: [(spot: Syntax, call: FunctionCallExprSyntax)]] = [:]
        var order: [SyntaxIdentifier] = []
        for call in file.calls {
            let name = call.calleeName
            let isConstruction = name == "AnyView" && call.calledExpression.is(DeclReferenceExprSyntax.self)
            let isErasure = name == "eraseToAnyView" && call.receiver != nil
            guard isConstruction || isErasure, !isRendererContent(call) else { continue }
            let spot: Syntax = isErasure
                ? Syntax(call.calledExpression.as(MemberAccessExprSyntax.self)!.declName)
                : Syntax(call)
            let site = alternativeSite(of: call)
            if groups[site.id] == nil { order.append(site.id) }
            groups[site.id, default: []].append((spot, call))
        }
        for id in order {
            let sorted = groups[id]!.sorted { $0.spot.position < $1.spot.position }
            // Alternatives are erasures one build holds together: the clauses of an `#if` are
            // separate builds, so `#if os(macOS) AnyView(A) #else AnyView(B) #endif` never switches.
            let members = sorted.filter { member in
                sorted.contains { $0.spot.id != member.spot.id && BuildClauses.canCoexist($0.call, member.call) }
            }
            guard let first = members.first else {
                for single in sorted { result.append(singleViolation(single.spot, single.call, in: file)) }
                continue
            }
            for single in sorted where !members.contains(where: { $0.spot.id == single.spot.id }) {
                result.append(singleViolation(single.spot, single.call, in: file))
            }
            if members.count > 1, let type = sameErasedType(members.map(\.call)) {
                // Round 20 (Tella `cond ? UnlockView(…a).eraseToAnyView() : UnlockView(…b).eraseToAnyView()`):
                // alternatives of one view type are no alternatives to `AnyView`, which compares the
                // wrapped type: a switch updates the same view in place and drops nothing. What is left
                // is the erasure itself.
                let inRow = members.contains { Scopes.isInRow($0.call) || isInRowHelper($0.call, in: file) }
                result.append(Violation(first.spot, message: inRow ? rowMessage : sameTypeMessage(type), severity: inRow ? .warning : .note))
            } else if members.count > 1, let fixed = fixedChoice(members.map(\.call)) {
                // Round 22 (bitkit-ios `switch variant` over `let variant`): the choice reads only
                // values fixed for the instance, so it never switches while the view is shown and
                // nothing is dropped; what is left is the erasure's type check per update.
                result.append(Violation(first.spot, message: alternativesMessage + " (a note: the choice reads only \(fixed), so it never switches while this view is shown and drops nothing; a @ViewBuilder switch would still spare the type check)", severity: .note))
            } else if members.count > 1 {
                // Built-in leaves that keep nothing (`Text`, `Image`, `EmptyView`): a switch between
                // them loses no state, and outside rows the erasure costs one type check per update.
                if members.allSatisfy({ erasesStatelessLeaf($0.call) }),
                   !members.contains(where: { Scopes.isInRow($0.call) || isInRowHelper($0.call, in: file) }) {
                    result.append(Violation(first.spot, message: alternativesMessage + statelessNote, severity: .note))
                } else if members.contains(where: { Scopes.isInRow($0.call) || isInRowHelper($0.call, in: file) }) {
                    result.append(Violation(first.spot, message: alternativesMessage))
                } else {
                    // Outside rows the cost is the state a switch drops: proven when an alternative keeps some.
                    let keeps = members.contains { erasedKeepsState($0.call, in: file) }
                    result.append(Violation(first.spot, message: alternativesMessage, evidence: keeps ? .proven
                        : .suspected("check whether the erased views keep state of their own and how often the choice flips: none is a view the linter knows to keep state")))
                }
            }
        }
        // Stored/declared AnyView types (properties, parameters, collections); return types are
        // reported where the value is built, generic arguments of other types are left alone.
        for type in file.identifierTypes where type.name.text == "AnyView" {
            if type.ancestor(ReturnClauseSyntax.self) != nil { continue }
            if type.ancestor(ExtensionDeclSyntax.self)?.extendedType.id == type.id { continue }
            if type.ancestor(GenericArgumentSyntax.self) != nil { continue }
            guard type.ancestor(TypeAnnotationSyntax.self) != nil || type.ancestor(FunctionParameterSyntax.self) != nil
            else { continue }
            result.append(Violation(type, message:
                "A stored AnyView hides the type of what it holds; prefer a generic parameter or an enum of cases if the set of views is known",
                severity: .note))
        }
        return result
    }

    /// What the conditions choosing between the erasures read, when every one is fixed for the
    /// view's instance: a `let` the parent passes (directly or through a computed property of
    /// `let`s, `ConditionalInclusionRule.readsOnlyLets`). Nil when any condition reads state, a
    /// binding, an observed object or anything else that can change while the view is shown.
    static func fixedChoice(_ calls: [FunctionCallExprSyntax]) -> String? {
        guard let type = calls.first?.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return nil }
        var conditions: [Syntax] = []
        for call in calls {
            var node: Syntax? = call.parent
            var found = false
            while let current = node, !current.is(MemberBlockItemSyntax.self) {
                if let switchExpr = current.as(SwitchExprSyntax.self) { conditions.append(Syntax(switchExpr.subject)); found = true }
                if let ifExpr = current.as(IfExprSyntax.self) { conditions.append(Syntax(ifExpr.conditions)); found = true }
                if let ternary = current.as(TernaryExprSyntax.self) { conditions.append(Syntax(ternary.condition)); found = true }
                node = current.parent
            }
            if !found { return nil }
        }
        var names: Set<String> = []
        for condition in conditions {
            for token in condition.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id,
                   member.base?.trimmedDescription != "self" { continue }
                if name == "self" { continue }
                guard ConditionalInclusionRule.readsOnlyLets(name, in: type, depth: 0) else { return nil }
                names.insert(name)
            }
        }
        guard !names.isEmpty else { return nil }
        return "`let` properties the parent passes in (" + names.sorted().map { "`\($0)`" }.joined(separator: ", ") + ")"
    }

    /// One erasure with no alternative: a warning in a row (its cost is paid per row), else a note.
    private static func singleViolation(_ spot: Syntax, _ call: FunctionCallExprSyntax, in file: LintFile) -> Violation {
        if Scopes.isInRow(call) || isInRowHelper(call, in: file) { return Violation(spot, message: rowMessage) }
        return Violation(spot, message: singleMessage, severity: .note)
    }

    /// Where an erased view is one of several alternatives: the ternary it is a branch of, else the
    /// function, closure or accessor whose result it is (its returns are alternatives), else itself.
    private static func alternativeSite(of call: FunctionCallExprSyntax) -> Syntax {
        var current = call.parent
        var child = Syntax(call)
        var element = Syntax(call)
        while let node = current {
            if let ternary = node.as(TernaryExprSyntax.self), child.id != ternary.condition.id { return node }
            // Unfolded `c ? a : b`: a sequence of `c`, `? a :`, `b`.
            if node.is(ExprListSyntax.self) { element = child }
            if let sequence = node.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               sequence.elements.first?.id != element.id {
                return node
            }
            if node.is(ReturnStmtSyntax.self) {
                var outer = node.parent
                while let candidate = outer {
                    if candidate.is(FunctionDeclSyntax.self) || candidate.is(ClosureExprSyntax.self)
                        || candidate.is(AccessorBlockSyntax.self) {
                        return candidate
                    }
                    outer = candidate.parent
                }
                return node
            }
            // The implicit result of a `switch` case or an `if` branch (in a `@ViewBuilder` closure,
            // or a single-expression result): the cases are alternatives of that switch or if.
            if let item = node.as(CodeBlockItemSyntax.self), let branch = branchResultOwner(item) { return branch }
            if node.is(CodeBlockItemSyntax.self) || node.is(LabeledExprSyntax.self) { return Syntax(call) }
            child = node
            current = node.parent
        }
        return Syntax(call)
    }

    /// The `switch` or `if` whose case or branch ends with `item` (its last statement), when that
    /// switch or if is itself a result: a statement of a closure, function or accessor body.
    private static func branchResultOwner(_ item: CodeBlockItemSyntax) -> Syntax? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.last?.id == item.id else { return nil }
        var owner: Syntax?
        if let switchCase = list.parent?.as(SwitchCaseSyntax.self) {
            owner = switchCase.ancestor(SwitchExprSyntax.self).map(Syntax.init)
        } else if let block = list.parent?.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self) {
            // The outermost if of an `else if` chain.
            var outer = ifExpr
            while let parent = outer.parent?.as(IfExprSyntax.self) { outer = parent }
            owner = Syntax(outer)
        }
        guard let owner else { return nil }
        // `switch` as a statement of a closure/function body, or as the value of `return`/an expression.
        var up = owner.parent
        while let node = up, node.is(ExpressionStmtSyntax.self) || node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self)
                || node.is(ReturnStmtSyntax.self) {
            up = node.parent
        }
        guard let container = up, container.is(ClosureExprSyntax.self) || container.is(CodeBlockSyntax.self)
                || container.is(AccessorBlockSyntax.self) || container.is(AccessorDeclSyntax.self)
        else { return nil }
        return owner
    }

    /// Code of a method or computed property of the view that some row of the same type builds
    /// (`ForEach(authors) { row(for: $0) }`): it runs per row like code written in the row.
    static func isInRowHelper(_ node: some SyntaxProtocol, in file: LintFile) -> Bool {
        let member: String?
        if let function = node.ancestor(FunctionDeclSyntax.self), function.parent?.is(MemberBlockItemSyntax.self) == true {
            member = function.name.text
        } else if let binding = node.ancestor(PatternBindingSyntax.self),
                  binding.parent?.parent?.as(VariableDeclSyntax.self)?.isMember == true {
            member = binding.name
        } else {
            member = nil
        }
        guard let member, let type = node.ancestor(MemberBlockSyntax.self) else { return false }
        let range = type.position..<type.endPosition
        if file.calls.contains(where: { range.contains($0.position) && $0.calleeName == member && Scopes.isInRow($0) }) { return true }
        // A computed property read in a row (`ForEach(items) { _ in badge }`).
        return type.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == member && token.parent?.is(DeclReferenceExprSyntax.self) == true
                && token.parent?.parent?.is(FunctionCallExprSyntax.self) == false && Scopes.isInRow(token)
        }
    }

    /// `ImageRenderer(content: AnyView(…))`: the renderer needs a type it can name.
    private static func isRendererContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self),
              let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return owner.calleeName == "ImageRenderer"
    }
}
