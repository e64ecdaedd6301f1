import SwiftSyntax

/// `broad-observation`: a view observing a process-wide object for one or two of its properties
/// (seventh round; a note: how often the others change is what the linter cannot see).
enum BroadObservationRule: Rule {
    static let description = RuleDescription(
        id: "broad-observation",
        name: "A shared object observed for one flag",
        severity: .note,
        message: "This view observes the whole shared object but reads only a few of its published properties; every change of the others re-runs its body",
        rationale: """
            An `ObservableObject` tells its observers that something changed (`objectWillChange`), \
            not what: a view that holds it as `@ObservedObject` or `@EnvironmentObject` re-runs \
            its body when any `@Published` property changes. A process-wide object (`.shared`) \
            often carries busy properties (a console's output, a progress value, a drag's \
            height) next to the flag a page reads, so every line of output re-runs every page \
            that only wanted the flag. Pass the flag in, read it from a smaller object, or \
            observe with `@Observable` (iOS 17/macOS 14), which tracks the properties a body \
            reads.
            """,
        matters: """
            When the properties this view does not read change often (a log, a progress value, \
            a frame-by-frame size) and its body is long or builds many rows.
            """,
        doesNotMatter: """
            When every published property changes rarely (settings, a signed-in user), or the \
            view reads most of them.
            """,
        triggeringExamples: [
            """
            final class Console: ObservableObject {
                static let shared = Console()
                @Published var show = false
                @Published var output = ""
                @Published var height: CGFloat = 200
                func append(_ line: String) { output += line }
            }
            struct PackagesPage: View {
                @ObservedObject private var ↓console = Console.shared
                var body: some View {
                    Text(console.show ? "Console open" : "Packages")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Session: ObservableObject {
                static let shared = Session()
                @Published var user = ""
                @Published var token = ""
                @Published var expiry = Date.distantFuture
            }
            struct Greeting: View {
                @ObservedObject private var session = Session.shared
                var body: some View { Text("Hello \\(session.user)") }
            }
            """,
            """
            final class Console: ObservableObject {
                static let shared = Console()
                @Published var show = false
                @Published var output = ""
                @Published var height: CGFloat = 200
                func append(_ line: String) { output += line }
            }
            struct ConsolePane: View {
                @ObservedObject private var console = Console.shared
                var body: some View {
                    Text(console.output).frame(height: console.height).opacity(console.show ? 1 : 0)
                }
            }
            """,
            """
            final class Draft: ObservableObject {
                @Published var title = ""
                @Published var body = ""
                @Published var tags: [String] = []
            }
            struct TitleField: View {
                @ObservedObject var draft: Draft
                var body: some View { TextField("Title", text: $draft.title) }
            }
            """,
        ])

    /// Read at most this many of the object's published properties…
    static let maxRead = 2
    /// …while at least this many others can change.
    static let minUnread = 2

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            for item in decl.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let wrapper = variable.wrapperName, wrapper == "ObservedObject" || wrapper == "EnvironmentObject",
                      let binding = variable.bindings.first, let name = binding.name,
                      let typeName = observedType(binding)
                else { continue }
                guard let facts = file.index.types[typeName], facts.isClass else {
                    if !file.seesWholeSet { file.wantsWholeSet = true }
                    continue
                }
                guard facts.hasSharedInstance, facts.published.count > maxRead else { continue }
                let read = membersRead(of: name, in: decl)
                let readPublished = read.intersection(facts.published)
                let unread = facts.published.subtracting(read).sorted()
                // Busy: a property it does not read grows event by event (a console's output, a log).
                let busy = facts.accumulated.subtracting(read).sorted()
                guard readPublished.count <= maxRead, unread.count >= minUnread, let grown = busy.first else { continue }
                let shown = unread.prefix(4).map { "`\($0)`" }.joined(separator: ", ") + (unread.count > 4 ? "…" : "")
                result.append(Violation(binding.pattern, message:
                    "`\(name)` is the shared `\(typeName)`, observed whole: this view re-runs its body on every change of any of its \(facts.published.count) published properties (\(shown) included; `\(grown)` grows with every event, `+=` or `append`) but reads only \(readPublished.isEmpty ? "none of them" : readPublished.sorted().map { "`\($0)`" }.joined(separator: ", ")); check how often they change: when often, pass what it reads in or read it from a smaller object"))
            }
        }
        return result
    }

    /// `T` of `@ObservedObject var x = T.shared`, `var x: T = .shared`, `@EnvironmentObject var x: T`.
    private static func observedType(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return type.name.text }
        if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        return nil
    }

    /// `x.flag`, `$x.flag`: the members of `name` the type's code reads or binds.
    private static func membersRead(of name: String, in decl: some DeclGroupSyntax) -> Set<String> {
        var read: Set<String> = []
        for token in decl.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name || token.text == "$" + name {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ref.id
            else { continue }
            read.insert(member.declName.baseName.text)
        }
        return read
    }
}
