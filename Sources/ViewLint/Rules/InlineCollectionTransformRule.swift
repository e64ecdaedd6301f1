import SwiftSyntax

/// `inline-collection-transform`: filtering, sorting, mapping done by `body` on every pass.
enum InlineCollectionTransformRule: Rule {
    static let description = RuleDescription(
        id: "inline-collection-transform",
        name: "Collection transform in body",
        severity: .warning,
        message: "Don't filter/sort/map collections in body; derive the result where its inputs change (the model, or state updated on change) and pass it in",
        rationale: """
            `filter`, `sorted`, `map`, `reduce` and friends are O(n) (sorting O(n log n)) and allocate a \
            new array, and `body` repeats them on every update of anything it reads — a keystroke, a \
            timer, a toggle elsewhere on screen. As `ForEach` data it is worse: the collection SwiftUI \
            diffs is rebuilt each pass. Prepare the derived collection where its inputs change (the \
            model, or a value stored when its source changes) and hand `body` the result; keep it out \
            of a view's `init` too, which runs on every parent pass.
            """,
        triggeringExamples: [
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
                let people: [Person]
                var body: some View {
                    VStack {
                        Text(people.↓map(\\.name).joined(separator: ", "))
                        Text("Total \\(people.↓reduce(0) { $0 + $1.age })")
                        ForEach(people.↓sorted { $0.name < $1.name }.↓filter(\\.active)) { Row(person: $0) }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
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
            final class Model {
                var items: [Int] = []
                var visible: [Int] { items.filter { $0 > 0 } }
            }
            """,
        ])

    static let transforms: Set<String> = [
        "filter", "sorted", "map", "compactMap", "flatMap", "reduce", "shuffled", "reversed",
    ]

    static let dataMessage =
        "Don't transform ForEach/List data in body; SwiftUI re-filters/sorts and re-diffs it on every pass — compute it once and pass it in"

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  transforms.contains(member.declName.baseName.text),
                  Scopes.scope(of: call, in: file) == .viewBuilding
            else { continue }
            // `reversed()` alone is a lazy view; only count it when it copies into ForEach data.
            let isData = isForEachData(call)
            if member.declName.baseName.text == "reversed" && !isData { continue }
            // Optional.map (`user.map { Text($0.name) }`) builds a view, not a collection.
            if ["map", "flatMap"].contains(member.declName.baseName.text), buildsView(call) || looksOptional(call, member) { continue }
            result.append(Violation(member.declName, message: isData ? dataMessage : nil))
        }
        return result
    }

    /// True if the call's value becomes (part of) the data of a `ForEach` or `List`.
    static func isForEachData(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard argument.label == nil,
                      let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let name = owner.calleeName, ["ForEach", "List"].contains(name),
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
    private static func looksOptional(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> Bool {
        if member.base?.is(OptionalChainingExprSyntax.self) == true { return true }
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let index = elements.firstIndex(where: { $0.id == call.id }), index + 1 < elements.count,
               elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return true
            }
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
