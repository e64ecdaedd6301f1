import SwiftSyntax

/// `stateobject-from-parent`: owned state initialised from init parameters.
enum StateObjectFromParentRule: Rule {
    static let description = RuleDescription(
        id: "stateobject-from-parent",
        name: "State initialised from parent",
        severity: .error,
        message: "@State/@StateObject keep only their first value; later values from the parent are ignored — use @Binding/a plain property, or react with .onChange/.task(id:)",
        rationale: """
            `@State` and `@StateObject` storage belongs to the view's identity and is created once, \
            when the view first appears. `_model = StateObject(wrappedValue: Model(id: id))` and \
            `_text = State(initialValue: text)` look like they follow the parent's value, but every later \
            init's value is thrown away: the view keeps showing data for the first `id`. If the parent \
            owns the value, take it as a plain `let`, a `@Binding`, or an observed model passed in; if \
            the view must rebuild its state when the input changes, key it with `.id(input)` in the \
            parent or reload in `.task(id: input)` / `.onChange(of: input)`.
            """,
        triggeringExamples: [
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
            struct Editor: View {
                @State private var text: String
                init(text: String) {
                    self._text = ↓State(initialValue: text)
                }
                var body: some View { TextField("Text", text: $text) }
            }
            """,
        ],
        nonTriggeringExamples: [
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
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for initializer in file.initializers {
            guard let body = initializer.body else { continue }
            // Parameters named `initial…`/`default…` say the value is only a starting point.
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                .filter { !$0.hasPrefix("initial") && !$0.hasPrefix("default") })
            guard !parameters.isEmpty else { continue }
            for sequence in file.sequences where sequence.isInside(body) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      let call = elements[2].unwrapped.as(FunctionCallExprSyntax.self),
                      let name = call.calleeName, ["State", "StateObject"].contains(name),
                      call.calledExpression.is(DeclReferenceExprSyntax.self),
                      let value = call.arguments.first?.expression
                else { continue }
                let usesParameter = value.tokens(viewMode: .sourceAccurate).contains { token in
                    parameters.contains(token.text) && token.parent?.is(DeclReferenceExprSyntax.self) == true
                        && token.parent?.parent?.as(MemberAccessExprSyntax.self)?.declName.id != token.parent?.id
                }
                if usesParameter { result.append(Violation(call)) }
            }
        }
        return result
    }
}
