import SwiftSyntax

/// `non-lazy-large-list`: `ScrollView { VStack { ForEach(large) } }`.
enum NonLazyLargeListRule: Rule {
    static let description = RuleDescription(
        id: "non-lazy-large-list",
        name: "Non-lazy large list",
        severity: .warning,
        message: "Use LazyVStack/LazyHStack (or List) here: a plain stack in a ScrollView builds every row up front",
        rationale: """
            A `VStack` or `HStack` creates all of its children when it appears, so inside a \
            `ScrollView` a `ForEach` over a large or growing collection builds (and keeps) every row, \
            visible or not: slow first appearance and memory that grows with the data. `LazyVStack`, \
            `LazyHStack`, `LazyVGrid` and `List` build only the rows near the viewport. The rule \
            reports a vertical list whose data is the view's own collection or a model's (it can \
            grow), and any stack over a literal range of at least `min-rows`.
            """,
        matters: """
            Feeds, inboxes, search results, anything whose rows come from a model or the network \
            and can number in the hundreds.
            """,
        doesNotMatter: """
            Short, bounded collections: a horizontal strip of a post's tags or attachments, the \
            cases of an enum, a literal or static list of options, a collection that belongs to one \
            item (`post.tags`). A plain stack is simpler there and lays out all rows at once, which \
            can be what you want (equal widths, no jumps while scrolling).
            """,
        options: [RuleOption(name: "min-rows", defaultValue: 50, summary: "literal sizes at or above which a plain stack is flagged")],
        triggeringExamples: [
            """
            // The ScrollView is in the parent, the stack of every row in the child: still eager.
            struct Chat: View {
                let messages: [Message]
                var body: some View {
                    ScrollView { Transcript(messages: messages) }
                }
            }
            struct Transcript: View {
                let messages: [Message]
                var body: some View {
                    ↓VStack { ForEach(messages) { Text($0.text) } }
                }
            }
            """,
            """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    SwiftUI.ScrollView {
                        ↓SwiftUI.VStack { SwiftUI.ForEach(posts) { PostRow(post: $0) } }
                    }
                }
            }
            """,
            """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        ↓VStack(spacing: 12) {
                            ForEach(posts) { PostRow(post: $0) }
                        }
                        .padding()
                    }
                }
            }
            """,
            """
            struct Numbers: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        ↓HStack { ForEach(0..<1000) { Text("\\($0)") } }
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                @ObservedObject var store: MailStore
                var body: some View {
                    ScrollView {
                        ↓VStack {
                            ForEach(Array(store.messages.enumerated()), id: \\.offset) { MessageRow(message: $0.element) }
                        }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Shown in a List (lazy), as each row of a lazy stack, and nested in a stack of the
            // ScrollView (as the one-type rule, only the ScrollView's own content counts).
            struct Inbox: View {
                let threads: [Thread]
                var body: some View {
                    List { Transcript(messages: threads.first?.messages ?? []) }
                    ScrollView { LazyVStack { ForEach(threads) { Transcript(messages: $0.messages) } } }
                    ScrollView { VStack { Text("Latest"); Transcript(messages: threads.first?.messages ?? []) } }
                }
            }
            struct Transcript: View {
                let messages: [Message]
                var body: some View {
                    VStack { ForEach(messages) { Text($0.text) } }
                }
            }
            """,
            """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        LazyVStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                    ScrollView {
                        VStack { ForEach(0..<5) { Text("\\($0)") } }
                        VStack { ForEach(["a", "b"], id: \\.self) { Text($0) } }
                    }
                }
            }
            """,
            """
            struct PostFooter: View {
                let post: Post
                let attachments: [Attachment]
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack { ForEach(post.tags) { TagChip(tag: $0) } }
                        HStack { ForEach(attachments) { Thumbnail(attachment: $0) } }
                    }
                }
            }
            """,
            """
            struct Options: View {
                static let sizes = ["S", "M", "L"]
                let colors = ["red", "green", "blue"]
                let post: Post
                var body: some View {
                    ScrollView {
                        VStack { ForEach(Self.sizes, id: \\.self) { Text($0) } }
                        VStack { ForEach(colors, id: \\.self) { Text($0) } }
                        VStack { ForEach(Weekday.allCases, id: \\.self) { Text("\\($0)") } }
                        VStack { ForEach(post.attachments) { AttachmentRow(attachment: $0) } }
                    }
                }
            }
            """,
        ],
        resolvedTriggeringExamples: [
            """
            import SwiftUI

            enum Layout {
                static func stack(of items: [Int]) -> some View {
                    VStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                }
            }

            struct Feed: View {
                let items: [Int]
                var body: some View {
                    let column = VStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                    SwiftUI.ScrollView {
                        ↓VStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                    }
                    ScrollView {
                        ↓column
                    }
                    ScrollView {
                        ↓rows
                    }
                    ScrollView {
                        ↓Layout.stack(of: items)
                    }
                }

                var rows: some View {
                    VStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                }
            }
            """,
        ],
        resolvedNonTriggeringExamples: [
            """
            import SwiftUI

            struct Feed: View {
                let items: [Int]
                let sizes = ["S", "M", "L"]
                var body: some View {
                    SwiftUI.ScrollView {
                        LazyVStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                    }
                    ScrollView {
                        options
                    }
                    ScrollView(.horizontal) {
                        strip
                    }
                }

                var options: some View {
                    VStack { ForEach(sizes, id: \\.self) { Text($0) } }
                }

                var strip: some View {
                    HStack { ForEach(items, id: \\.self) { Text("\\($0)") } }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        let minRows = options["min-rows"]
        for call in file.calls {
            // `ScrollView { }`, `SwiftUI.ScrollView { }`, an alias of it (not a modifier on one: `.overlay { }`).
            guard let closure = call.contentClosure,
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map({ $0.is(DeclReferenceExprSyntax.self) }) ?? true,
                  ViewExpressions.viewName(of: ExprSyntax(call), in: file) == "ScrollView"
            else { continue }
            let horizontal = isHorizontal(call)
            let stackName = horizontal ? "HStack" : "VStack"
            for case let child? in closure.builderChildren {
                // The stack, as written or behind a local, a function or a computed property (`column`).
                var stackExpr = child, stackFile = file, via: [String] = []
                if ViewExpressions.viewName(of: child, in: file) != stackName, let found = ViewExpressions.resolved(child, in: file) {
                    (stackExpr, stackFile, via) = found
                }
                guard let stack = ViewExpressions.rootCall(of: stackExpr),
                      ViewExpressions.viewName(of: stackExpr, in: stackFile) == stackName,
                      let content = stack.contentClosure
                else { continue }
                guard let evidence = largeForEach(content, minRows: minRows, mayGrow: !horizontal, in: stackFile) else { continue }
                if via.isEmpty, stackFile === file {
                    result.append(Violation(stack, evidence: evidence))
                } else {
                    result.append(Violation(child, message:
                        "Use LazyVStack/LazyHStack (or List) here: \(via.joined(separator: ", built by ")) is a plain \(stackName) "
                            + "of every row, so inside this ScrollView it builds every row up front", evidence: evidence))
                }
            }
        }
        return result + hostedStacks(file, minRows: minRows)
    }

    /// A stack's content with a `ForEach` (as written, or behind a helper) over data that can be large.
    static func holdsLargeForEach(_ content: ClosureExprSyntax, minRows: Int, mayGrow: Bool, in file: LintFile) -> Bool {
        largeForEach(content, minRows: minRows, mayGrow: mayGrow, in: file) != nil
    }

    /// The evidence that the stack's `ForEach` is large (a literal range the source spells out, or
    /// data filled from a source with no fixed size), nil when it holds none that can be.
    static func largeForEach(_ content: ClosureExprSyntax, minRows: Int, mayGrow: Bool, in file: LintFile) -> Evidence? {
        for item in content.builderChildren {
            guard var item else { continue }
            var itemFile = file
            if ViewExpressions.viewName(of: item, in: itemFile) != "ForEach", let found = ViewExpressions.resolved(item, in: itemFile) {
                (item, itemFile) = (found.expr, found.file)
            }
            guard let forEach = ViewExpressions.rootCall(of: item),
                  ViewExpressions.viewName(of: item, in: itemFile) == "ForEach", let data = forEach.arguments.first?.expression,
                  isLarge(data, minRows: minRows, mayGrow: mayGrow, in: itemFile)
            else { continue }
            if literalRangeCount(data.unwrapped) != nil || boundedCount(data) != nil { return .proven }
            return CollectionEvidence.largeness(of: data, in: itemFile)
        }
        return nil
    }

    /// `struct History: View { var body: some View { VStack { ForEach(entries) … } } }` shown by
    /// another view as its `ScrollView`'s content (`ScrollView { History(entries: …) }`, in any
    /// linted file): the same eager stack of every row, split over two types.
    static func hostedStacks(_ file: LintFile, minRows: Int) -> [Violation] {
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            guard let name = Syntax(decl).typeName, let body = bodyGetter(of: decl) else { continue }
            let children = body.compactMap { item -> ExprSyntax? in
                if case .expr(let expr) = item.item { return expr }
                return item.item.as(ExpressionStmtSyntax.self)?.expression
            }
            for child in children {
                guard ViewExpressions.viewName(of: child, in: file) == "VStack", let stack = ViewExpressions.rootCall(of: child),
                      let content = stack.contentClosure, let evidence = largeForEach(content, minRows: minRows, mayGrow: true, in: file)
                else { continue }
                // Which views show it is known once every file's facts are in the index.
                guard file.index.calledNames != nil || file.seesWholeSet else {
                    file.wantsWholeSet = true
                    continue
                }
                let hosts = file.index.types.filter { $0.value.isView && $0.value.scrollHosted.contains(name) }.keys.sorted()
                guard let host = hosts.first else { continue }
                result.append(Violation(stack, message:
                    "Use LazyVStack (or List) here: `\(host)` shows `\(name)` inside its ScrollView, so this plain VStack builds every row up front, visible or not",
                    evidence: evidence))
            }
        }
        return result
    }

    /// The statements of a view's `var body` getter.
    private static func bodyGetter(of decl: some DeclGroupSyntax) -> CodeBlockItemListSyntax? {
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first(where: { $0.name == "body" }), let accessors = binding.accessorBlock
            else { continue }
            switch accessors.accessors {
            case .getter(let statements): return statements
            case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            @unknown default: return nil
            }
        }
        return nil
    }

    /// `ScrollView(.horizontal)`, `ScrollView(axes: .horizontal)`: scrolls sideways only.
    static func isHorizontal(_ call: FunctionCallExprSyntax) -> Bool {
        guard let axes = call.arguments.first(where: { $0.label == nil || $0.label?.text == "axes" })?.expression else {
            return false
        }
        let text = axes.trimmedDescription
        return text.contains("horizontal") && !text.contains("vertical")
    }

    /// Literal arrays and short literal ranges are small; so are enum cases, static lists, literal
    /// arrays stored in the view and collections of one item (`post.tags`). With `mayGrow` (a
    /// vertical list), the view's or a model's own collection counts as large.
    static func isLarge(_ data: ExprSyntax, minRows: Int, mayGrow: Bool, in file: LintFile, depth: Int = 0) -> Bool {
        let data = data.unwrapped
        if data.is(ArrayExprSyntax.self) { return false }
        // `shortcuts[shortcut.id]`: one entry of a collection (a row's few keys), not the collection.
        if let element = data.as(SubscriptCallExprSyntax.self),
           !element.arguments.tokens(viewMode: .sourceAccurate).contains(where: { ["..<", "...", "..."].contains($0.text) }) {
            // `byCategory[.formulae]`: keyed by a fixed case, a whole category of the collection.
            if element.arguments.allSatisfy({ isStaticKey($0.expression) }), depth < 4 {
                return isLarge(element.calledExpression, minRows: minRows, mayGrow: mayGrow, in: file, depth: depth + 1)
            }
            return false
        }
        // `byCategory[.casks] ?? []`: the entry.
        if let sequence = data.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let entry = sequence.elements.first, depth < 4 {
            return isLarge(entry, minRows: minRows, mayGrow: mayGrow, in: file, depth: depth + 1)
        }
        if let count = literalRangeCount(data) { return count >= minRows }
        if let count = boundedCount(data) { return count >= minRows }
        guard mayGrow else { return false }
        var expr = data
        // `Array(x)`, `Array(x.enumerated())`, `zip(x, y)`: the collection is `x`.
        while let call = expr.chainRoot.as(FunctionCallExprSyntax.self), let name = call.calleeName,
              ["Array", "zip", "ContiguousArray"].contains(name), let first = call.arguments.first?.expression {
            expr = first.unwrapped
        }
        let root = expr.chainRoot
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases" { return false }
        // `stride(from: 0, to: items.count, by: 3)`: as many as `items` (or a literal end) allows.
        if let end = strideEnd(root) {
            if let literal = end.as(IntegerLiteralExprSyntax.self), let count = Int(literal.literal.text) { return count >= minRows }
            if let member = end.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base {
                return depth < 4 && isLarge(base, minRows: minRows, mayGrow: mayGrow, in: file, depth: depth + 1)
            }
        }
        guard let ref = root.as(DeclReferenceExprSyntax.self) else { return true }
        let name = ref.baseName.text
        // `Self.sizes`, `Weekday.allCases`: a type's member. A bare capitalised
        // name is a variable like any other.
        if name.first?.isUppercase == true, expr.as(DeclReferenceExprSyntax.self) == nil { return false }
        if name == "self" { return true }
        if expr.trimmedDescription.contains("allCases") { return false }
        // A local of body (`let shown = group.ids.filter { … }`), bare or transformed: as large as what it is made from.
        if depth < 4, expr.is(DeclReferenceExprSyntax.self) || expr.is(FunctionCallExprSyntax.self),
           var value = localValue(of: name, near: data)?.unwrapped {
            // What the local is derived from: `channels` of `channels.filter { … }.sorted()`.
            while let call = value.as(FunctionCallExprSyntax.self), boundedCount(value) == nil,
                  let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                value = base.unwrapped
            }
            return isLarge(value, minRows: minRows, mayGrow: mayGrow, in: file, depth: depth + 1)
        }
        guard let type = data.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return true }
        // A setting (`@AppStorage`, `@Default`) holds what a user configured by hand: a few items.
        if let wrapper = type.allWrappers[name], ConditionalInclusionRule.settingWrappers.contains(wrapper) { return false }
        let hasMember = expr.as(DeclReferenceExprSyntax.self) == nil
        if let literal = literalArrayCount(of: name, in: type, near: data) { return literal >= minRows }
        if hasMember {
            // `post.tags`: a collection of one item, unless `post` is a model the view observes.
            let wrapper = type.wrappedProperties[name] ?? Members.typePath(of: type).flatMap { file.index.types[$0]?.wrappers[name] }
            return wrapper != nil || modelNames.contains { name.lowercased().hasSuffix($0) }
        }
        return true
    }

    /// `.formulae`, `Category.casks`, `"Formulae"`: a key fixed in the source, not a row's value.
    static func isStaticKey(_ expr: ExprSyntax) -> Bool {
        if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) { return true }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }

    /// `items.prefix(3)`, `Array(items.suffix(5))`, `items.prefix(3).map { $0 }`: at most a literal
    /// number of elements, whatever the source holds (a transform after the cut walks only those).
    static func boundedCount(_ data: ExprSyntax) -> Int? {
        var expr = data.unwrapped
        while let call = expr.as(FunctionCallExprSyntax.self) {
            if let name = call.calleeName, ["Array", "ContiguousArray"].contains(name), call.receiver == nil,
               let first = call.arguments.first?.expression {
                expr = first.unwrapped
                continue
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if ["prefix", "suffix"].contains(name), call.arguments.count == 1, call.arguments.first?.label == nil,
               let literal = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self), let count = Int(literal.literal.text) {
                return count
            }
            // Element-wise steps keep the count at most that of what they walk.
            guard ["map", "compactMap", "filter", "sorted", "reversed", "enumerated", "shuffled"].contains(name) else { return nil }
            expr = base.unwrapped
        }
        return nil
    }

    /// The end of `stride(from:to:by:)` or `stride(from:through:by:)`.
    static func strideEnd(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calleeName == "stride", call.receiver == nil else { return nil }
        return call.arguments.first { $0.label?.text == "to" || $0.label?.text == "through" }?.expression.unwrapped
    }

    /// How many elements a collection has when the source says so: a literal list or range, a
    /// property or local holding a literal list, `prefix(n)`, a `stride` up to one of these.
    static func knownCount(_ data: ExprSyntax, in type: some DeclGroupSyntax, depth: Int = 0) -> Int? {
        let data = data.unwrapped
        if let array = data.as(ArrayExprSyntax.self) { return array.elements.count }
        if let count = literalRangeCount(data) { return count }
        if let count = boundedCount(data) { return count }
        var expr = data
        // Element-wise steps (`items.map { … }`, `Array(items)`) keep the count of what they walk.
        while true {
            if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName, ["Array", "ContiguousArray"].contains(name),
               call.receiver == nil, let first = call.arguments.first?.expression {
                expr = first.unwrapped
            } else if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["map", "compactMap", "filter", "sorted", "reversed", "enumerated", "indices"].contains(member.declName.baseName.text),
                      let base = member.base {
                expr = base.unwrapped
            } else if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
                expr = base.unwrapped
            } else {
                break
            }
        }
        if expr.id != data.id, depth < 4 { return knownCount(expr, in: type, depth: depth + 1) }
        if let end = strideEnd(expr) {
            if let literal = end.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
            if let member = end.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base, depth < 4 {
                return knownCount(base, in: type, depth: depth + 1)
            }
            return nil
        }
        var name: String?
        if let ref = expr.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        }
        return name.flatMap { literalArrayCount(of: $0, in: type, near: data) }
    }

    static let modelNames = ["model", "store", "manager", "handler", "service", "controller", "provider", "fetcher", "datasource"]

    static func literalRangeCount(_ data: ExprSyntax) -> Int? {
        let parts: [ExprSyntax]
        if let sequence = data.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = data.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self),
              ["..<", "..."].contains(op.operator.text)
        else { return nil }
        guard let low = parts[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              let high = parts[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else { return nil }
        return op.operator.text == "..." ? high - low + 1 : high - low
    }

    /// The value of `let name = value` declared in a code block around `node`, before it.
    static func localValue(of name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
        // `if let name = value { … }`, `guard let name = value else { … }`: bound by a condition.
        func bound(by conditions: ConditionElementListSyntax) -> ExprSyntax? {
            for element in conditions {
                if let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                   binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer?.value
                }
            }
            return nil
        }
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let ifExpr = syntax.as(IfExprSyntax.self), ifExpr.body.range.contains(node.position), let value = bound(by: ifExpr.conditions) {
                return value
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), let value = bound(by: guardStmt.conditions) { return value }
                    guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.name == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// The element count of `let name = [a, b, c]` stored in the type or declared as a local before `node`.
    static func literalArrayCount(of name: String, in type: some DeclGroupSyntax, near node: some SyntaxProtocol) -> Int? {
        func count(_ variable: VariableDeclSyntax) -> Int? {
            // `@State var items: [Item] = []`: a starting value of state that grows, not a fixed list.
            if variable.wrapperName != nil { return nil }
            for binding in variable.bindings where binding.name == name {
                if binding.initializer?.value.unwrapped.as(ArrayExprSyntax.self)?.elements.isEmpty == true { return nil }
                if let array = binding.initializer?.value.unwrapped.as(ArrayExprSyntax.self) { return array.elements.count }
            }
            return nil
        }
        for item in type.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self), let found = count(variable) { return found }
        }
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block where item.position < node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let found = count(variable) { return found }
                }
            }
            current = syntax.parent
        }
        return nil
    }
}
