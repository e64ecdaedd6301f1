import SwiftSyntax

/// `conditional-inclusion`: `if flag { SameView() }` where a modifier would keep identity.
enum ConditionalInclusionRule: Rule {
    static let description = RuleDescription(
        id: "conditional-inclusion",
        name: "Conditional inclusion",
        severity: .warning,
        message: "Keep the view and change a modifier (`.opacity(flag ? 1 : 0)`, `.disabled(flag)`) instead of adding/removing it with `if`",
        rationale: """
            An `if` in a view builder is structural identity: the view inside exists only while the \
            condition holds. Each flip destroys it (its @State, focus, scroll position, running tasks) \
            and builds a new one, and the change animates as a removal plus an insertion. When the two \
            sides are two states of the same view, keep one view and vary an inert modifier: \
            `.opacity`, `.disabled`, `.hidden` via opacity, a ternary in `.foregroundStyle`. An \
            `if`/`else` between genuinely different views, and `if let` for optional content, are what \
            `if` is for and are not flagged; neither is an `if` that shows or hides plain content (a \
            `Text`, `Image` or `Label` with no state to lose), such as a disclosure's details.
            """,
        triggeringExamples: [
            """
            struct Banner: View {
                let isVisible: Bool
                var body: some View {
                    VStack {
                        ↓if isVisible {
                            SomeView()
                        }
                        Text("Below")
                    }
                }
            }
            """,
            """
            struct Status: View {
                let active: Bool
                var body: some View {
                    ↓if active {
                        Label("On", systemImage: "bolt").foregroundStyle(.green)
                    } else {
                        Label("Off", systemImage: "bolt").foregroundStyle(.gray)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Root: View {
                let isLoggedIn: Bool
                let user: User?
                var body: some View {
                    if isLoggedIn {
                        DashboardView()
                    } else {
                        LoginView()
                    }
                    if let user {
                        UserProfileView(user: user)
                    }
                }
            }
            """,
            """
            struct Banner: View {
                let isVisible: Bool
                var body: some View {
                    SomeView().opacity(isVisible ? 1 : 0)
                }
            }
            """,
            """
            struct Disclosure: View {
                let expanded: Bool
                var body: some View {
                    VStack {
                        Text("Title")
                        if expanded {
                            Text("The details")
                        }
                    }
                }
            }
            """,
            """
            func validate(_ flag: Bool) -> Int {
                if flag {
                    print("x")
                }
                return 1
            }
            """,
            """
            struct Compat: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        NewView()
                    }
                    if case .ready = state {
                        ReadyView()
                    }
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
            let onlyBooleans = ifExpr.conditions.allSatisfy { element in
                if case .expression = element.condition { return true }
                return false
            }
            guard onlyBooleans, let first = singleView(ifExpr.body.statements) else { continue }
            if ["EmptyView", "Spacer", "Divider"].contains(first) || isInMenu(ifExpr) { continue }
            switch ifExpr.elseBody {
            case nil:
                // Showing or hiding stateless content is content, not a state of one view.
                if plainContent.contains(first) { continue }
            case .codeBlock(let block)?:
                guard let second = singleView(block.statements), second == first else { continue }
            default:
                continue
            }
            guard Scopes.scope(of: ifExpr, in: file) == .viewBuilding else { continue }
            result.append(Violation(ifExpr.ifKeyword))
        }
        return result
    }

    /// Views with no state of their own to lose when an `if` removes them.
    static let plainContent: Set<String> = ["Text", "Image", "Label"]

    /// Menus, toolbars and swipe actions list items; an item cannot be hidden with a modifier.
    static let menuLike: Set<String> = [
        "Menu", "contextMenu", "toolbar", "ToolbarItemGroup", "ToolbarItem", "swipeActions", "confirmationDialog",
        "alert", "commands", "CommandMenu", "CommandGroup", "Picker",
    ]

    private static func isInMenu(_ node: IfExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let name = call?.calleeName, menuLike.contains(name) { return true }
            }
            if syntax.is(MemberBlockItemSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }

    /// The view type of a branch holding exactly one view expression.
    private static func singleView(_ statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let only = statements.expressions.first, let expr = only,
              let name = expr.viewTypeName, name != "ForEach"
        else { return nil }
        return name
    }
}
