import SwiftSyntax

/// `expensive-init`: costly work in a view's initialiser (or stored property defaults).
enum ExpensiveInitRule: Rule {
    static let description = RuleDescription(
        id: "expensive-init",
        name: "Expensive view init",
        severity: .warning,
        message: "Keep a view's init cheap; decode, read files and build formatters in a model, a static let, or .task",
        rationale: """
            A view's `init` is not a one-time set-up hook: every time the parent's `body` runs it \
            creates the child view value again, running `init` and every stored property's default \
            value. Building formatters or coders, decoding data or reading files there multiplies by \
            the number of parent updates. Pass already-prepared values in, keep shared objects in a \
            `static let`, or load asynchronously in `.task` and store the result in state. \
            (`@StateObject`'s initial value is an autoclosure run once, so it is not flagged.)
            """,
        matters: """
            Child views created in a parent's `body` — above all in rows and in parents that \
            update often: each parent pass builds the object again.
            """,
        doesNotMatter: """
            A view created once (a root view, a sheet's content built once) pays the cost once; \
            the rule cannot tell, and the fix (`static let`, or preparing the value outside) is \
            short either way. `@StateObject`'s initial value is not flagged.
            """,
        triggeringExamples: [
            """
            struct ProfileView: View {
                let profile: Profile
                init(json: Data) {
                    profile = ↓try! JSONDecoder().decode(Profile.self, from: json)
                }
                var body: some View { Text(profile.name) }
            }
            """,
            """
            struct NotesView: View {
                let notes: String
                private let formatter = ↓DateFormatter()
                init(url: URL) {
                    notes = (↓try? String(contentsOf: url, encoding: .utf8)) ?? ""
                }
                var body: some View { Text(notes) }
            }
            """,
            """
            struct AvatarView: View {
                let image: Data?
                init(name: String) {
                    image = ↓FileManager.default.contents(atPath: name)
                }
                var body: some View { Text("avatar") }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct FilteredList: View {
                private let values: [Int]
                init(values: [Int]) {
                    self.values = values.filter { $0 > 0 }
                }
                var body: some View { Text("\\(values.count)") }
            }
            """,
            """
            struct Dashboard: View {
                @StateObject private var model = DashboardModel(decoder: JSONDecoder())
                static let formatter = DateFormatter()
                var body: some View { Text("Dashboard") }
            }
            """,
            """
            final class Store {
                let items: [Item]
                init(url: URL) throws {
                    items = try JSONDecoder().decode([Item].self, from: Data(contentsOf: url))
                }
            }
            """,
        ])

    static let decodingNames: Set<String> = ["decode", "jsonObject", "propertyList", "unarchivedObject", "unarchiveTopLevelObjectWithData"]
    static let fileReadingTypes: Set<String> = ["Data", "String", "NSString", "NSData", "NSDictionary", "NSArray", "UIImage", "NSImage"]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        let candidates = file.calls.filter { call in
            isExpensive(call) && Scopes.scope(of: call, in: file) == .viewInit
        }
        return CostlyObjects.outermost(candidates).map { call in
            // Report at the start of the statement's expression, including a leading `try`.
            var node = Syntax(call)
            while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
            }
            return Violation(node)
        }
    }

    static func isExpensive(_ call: FunctionCallExprSyntax) -> Bool {
        if CostlyObjects.isConstruction(call) { return true }
        guard let name = call.calleeName else { return false }
        if decodingNames.contains(name), call.receiver != nil { return true }
        let root = call.receiver.map { $0.chainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text } ?? nil
        if root == "FileManager" || root == "JSONSerialization" || root == "PropertyListSerialization" { return true }
        if call.calledExpression.is(DeclReferenceExprSyntax.self), fileReadingTypes.contains(name),
           call.arguments.contains(where: { ["contentsOf", "contentsOfFile", "contentsOfURL"].contains($0.label?.text ?? "") }) {
            return true
        }
        return false
    }
}
