import SwiftSyntax

/// `side-effect-in-body`: work `body` itself starts, instead of an action or lifecycle modifier.
enum SideEffectInBodyRule: Rule {
    static let description = RuleDescription(
        id: "side-effect-in-body",
        name: "Side effect in body",
        severity: .error,
        message: "body must be pure; move this work into .task, .onAppear, .onChange or an action closure",
        rationale: """
            SwiftUI runs `body` whenever it likes: once per update of anything it read, possibly many \
            times a second, possibly speculatively. Code that starts a `Task`, dispatches work, calls the \
            network, or writes state from `body` runs on every one of those passes, and a state write \
            invalidates the view again, which can loop. `body` should only describe views. Put work in \
            `.task { }` (cancelled with the view), `.onAppear`, `.onChange(of:)`, or in the action \
            closure of a Button; code inside those closures is not flagged. Moving the work into a \
            method or computed property that `body` calls does not change when it runs, so the rule \
            follows `body` into the view's own helpers (in any file of the set linted) and reports \
            the work where it is, naming the path from `body`.
            """,
        matters: """
            Always: a write or a started task in `body` repeats on every pass and can loop. The one \
            judgement call is what counts as `body`: helpers `body` calls count, closures SwiftUI \
            calls later (actions, `onAppear`, `task`, gestures, `sheet`'s `onDismiss`) do not.
            """,
        doesNotMatter: """
            Work in an action or lifecycle closure is not flagged and is where it belongs. A helper \
            called both from `body` and from an action is reported: split the pure part that \
            `body` needs from the part that acts.
            """,
        triggeringExamples: [
            """
            struct Profile: View {
                @State private var model = ProfileModel()
                var body: some View {
                    ↓Task { await model.refresh() }
                    return Text(model.name)
                }
            }
            """,
            """
            struct Clock: View {
                @State private var now = Date.now
                var body: some View {
                    VStack {
                        let _ = ↓DispatchQueue.main.async { now = .now }
                        Text("\\(now)")
                    }
                }
            }
            """,
            """
            struct Counter: View {
                @State private var renders = 0
                var body: some View {
                    ↓renders += 1
                    return Text("Rendered \\(renders) times")
                }
            }
            """,
            """
            struct Loader: View {
                let url: URL
                @Binding var log: [String]
                var body: some View {
                    let _ = ↓URLSession.shared.dataTask(with: url).resume()
                    let _ = ↓log.append("loaded")
                    Text("Loading")
                }
            }
            """,
            """
            struct Flag: View {
                @State private var seen = false
                var body: some View {
                    ↓self.seen = true
                    return ForEach(0..<3) { i in
                        let _ = ↓Task.detached { print(i) }
                        Text("\\(i)")
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var messages: [String] = []
                var body: some View {
                    List(visibleMessages, id: \\.self) { Text($0) }
                }
                private var visibleMessages: [String] {
                    if messages.isEmpty { reload() }
                    return messages
                }
                private func reload() {
                    ↓Task { messages = await Mailbox.fetch() }
                }
            }
            """,
            """
            struct Poller: View {
                @State private var job: Task<Void, Never>?
                @State private var trail: [Int] = []
                var body: some View {
                    let _ = schedule(3)
                    Text("Polling")
                }
                private func schedule(_ depth: Int) {
                    if depth > 0 { schedule(depth - 1) } else { ↓trail.append(depth) }
                    ↓job = Task { await Clock.tick() }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Profile: View {
                @State private var model = ProfileModel()
                var body: some View {
                    Text(model.name)
                        .task { await model.refresh() }
                        .onAppear { DispatchQueue.main.async { model.seen = true } }
                        .onChange(of: model.name) { model.count += 1 }
                }
            }
            """,
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Add") { count += 1 }
                        Button { Task { await save() } } label: { Text("Save") }
                        Button(action: { count = 0 }) { Text("Reset") }
                        Text("\\(count)").onTapGesture { count -= 1 }
                    }
                }
            }
            """,
            """
            struct Summary: View {
                let values: [Int]
                var body: some View {
                    var total = 0
                    for value in values { total += value }
                    return Text("\\(total)")
                }
            }
            """,
            """
            final class Model {
                var count = 0
                func load() {
                    Task { await fetch() }
                    count += 1
                }
            }
            """,
            """
            struct Row: View {
                @State private var expanded = false
                var body: some View {
                    let toggle = { expanded.toggle() }
                    Text("Row").gesture(TapGesture().onEnded { toggle() })
                }
            }
            """,
            """
            struct Inbox: View {
                @State private var messages: [String] = []
                @State private var preview: String?
                var body: some View {
                    List(messages, id: \\.self) { Text(title(for: $0)) }
                        .refreshable { reload() }
                        .onAppear { reload() }
                        .fullScreenCover(item: $preview) {
                            preview = nil
                        } content: { text in
                            Text(text)
                        }
                }
                private func title(for message: String) -> String { message.isEmpty ? title(for: "(empty)") : message }
                private func reload() {
                    Task { messages = await Mailbox.fetch() }
                }
            }
            """,
        ])

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "shuffle",
        "reverse", "removeValue", "updateValue", "merge", "formUnion", "subtract", "popLast",
    ]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        // Each problem once: a side effect inside another one (`job = Task { … }`) is part of it.
        var found: [(node: Syntax, violation: Violation)] = []
        for call in file.calls where isSideEffect(call, in: file) {
            guard let run = Scopes.bodyRun(of: call, in: file) else { continue }
            found.append((Syntax(call), Violation(call, message: message(run))))
        }
        for sequence in file.sequences {
            guard let target = assignedTarget(sequence), isViewState(target, in: file),
                  let run = Scopes.bodyRun(of: sequence, in: file)
            else { continue }
            found.append((Syntax(sequence), Violation(target, message: message(run))))
        }
        return found.filter { candidate in
            !found.contains { other in other.node.id != candidate.node.id && candidate.node.isInside(other.node) }
        }.map(\.violation)
    }

    private static func message(_ run: Scopes.BodyRun) -> String? {
        guard case .via(let chain) = run else { return nil }
        return "body must be pure: this runs on every body pass (\(Scopes.describe(chain: chain))); "
            + "move it into .task, .onAppear, .onChange or an action closure"
    }

    static func isSideEffect(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard startsSideEffect(call, in: file) else { return false }
        // Only the outermost call of a chain counts (`URLSession.shared.dataTask(…).resume()`).
        if let parentCall = call.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
           isSideEffect(parentCall, in: file) {
            return false
        }
        return true
    }

    private static func startsSideEffect(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        guard let name = call.calleeName else { return false }
        if name == "Task", call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        // The chain's root is its first token (`URLSession.shared.dataTask(…)` → URLSession): cheaper
        // than walking a long modifier chain for every call in it.
        let rootName = call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text
        switch rootName {
        case "Task": return ["detached", "init"].contains(name)
        case "DispatchQueue": return ["async", "asyncAfter", "sync", "asyncAndWait"].contains(name)
        case "URLSession": return true
        case "NotificationCenter": return name == "post"
        case "UserDefaults": return name.hasPrefix("set") || name == "removeObject"
        default: break
        }
        if mutatingMethods.contains(name), let receiver = call.receiver, isViewState(receiver, in: file) { return true }
        return false
    }

    /// The left side of `x = …`, `x += …`.
    private static func assignedTarget(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return nil }
        let op = elements[1]
        if op.is(AssignmentExprSyntax.self) { return elements[0] }
        if let binary = op.as(BinaryOperatorExprSyntax.self) {
            let text = binary.operator.text
            if text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) { return elements[0] }
        }
        return nil
    }

    /// True if `expr` is rooted in `self` or in a property of the enclosing view type (not a local).
    private static func isViewState(_ expr: ExprSyntax, in file: LintFile) -> Bool {
        let root = expr.chainRoot
        if root.is(DiscardAssignmentExprSyntax.self) { return false }
        if let ref = root.as(DeclReferenceExprSyntax.self) {
            var name = ref.baseName.text
            if name == "self" { return expr.as(DeclReferenceExprSyntax.self) == nil }
            if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
            guard let type = expr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else {
                return false
            }
            // Properties declared here or, for an extension, wherever the type is declared.
            let known = type.propertyNames.contains(name)
                || Members.typePath(of: type).flatMap { file.index.types[$0]?.properties.contains(name) } == true
            guard known else { return false }
            return !isShadowedLocally(name, at: expr)
        }
        return false
    }

    /// True if a local declaration or closure parameter between `node` and its member declares `name`.
    private static func isShadowedLocally(_ name: String, at node: ExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(MemberBlockItemSyntax.self) { return false }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       variable.bindings.contains(where: { $0.name == name }) {
                        return true
                    }
                }
            }
            if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature {
                if signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            }
            current = syntax.parent
        }
        return false
    }
}
