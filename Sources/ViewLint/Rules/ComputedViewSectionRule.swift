import SwiftSyntax

/// `computed-view-section`: big or state-reading view sections kept as properties/functions.
enum ComputedViewSectionRule: Rule {
    static let description = RuleDescription(
        id: "computed-view-section",
        name: "Computed view section",
        severity: .note,
        message: "Extract this section into its own View type with narrow inputs so SwiftUI can skip it when they don't change",
        rationale: """
            A computed property or `@ViewBuilder` function is inlined into the caller's `body`: it runs \
            every time that body runs, whatever changed. Only a separate `View` type is its own unit of \
            invalidation — SwiftUI compares its inputs and skips its `body` when they are equal. Small \
            static fragments are fine as properties; sections that are large (more than `max-lines` \
            lines) or that read the view's state (`@State`, `@Binding`, `@Environment`, observed \
            models…) and are longer than `max-lines-reading-state` deserve their own type taking only \
            the values they show.
            """,
        options: [
            RuleOption(name: "max-lines", defaultValue: 15, summary: "lines a view section may have before it should be its own View type"),
            RuleOption(name: "max-lines-reading-state", defaultValue: 5, summary: "lines a section reading the view's state may have"),
        ],
        triggeringExamples: [
            """
            struct Parent: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Button("Tap: \\(count)") { count += 1 }
                        complexSection()
                    }
                }
                @ViewBuilder
                func ↓complexSection() -> some View {
                    ForEach(0..<100) { i in
                        HStack {
                            Image(systemName: "star")
                            Text("Item \\(i)")
                            Spacer()
                            Text("Detail")
                            Text("More")
                            Text("Even more")
                            Text("And more")
                            Image(systemName: "chevron.right")
                        }
                        .padding(.vertical, 2)
                        .padding(.horizontal, 4)
                        .background(Color.gray)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    }
                }
            }
            """,
            """
            struct Settings: View {
                @State private var notifications = true
                @Environment(\\.colorScheme) private var scheme
                var body: some View { Form { togglesSection } }
                private var ↓togglesSection: some View {
                    Section("General") {
                        Toggle("Notifications", isOn: $notifications)
                        Text(scheme == .dark ? "Dark" : "Light")
                        Text("Version 1.0")
                        Text("Build 42")
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Simple: View {
                @State private var showDetails = false
                var body: some View {
                    VStack { header; if showDetails { details } }
                }
                private var header: some View {
                    HStack { Text("Title"); Spacer() }
                }
                @ViewBuilder private func details() -> some View {
                    Text("Some details").font(.caption)
                }
            }
            """,
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View { label }
                private var label: some View { Text("\\(count)") }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        let maxLines = options["max-lines"]
        let maxStateLines = options["max-lines-reading-state"]
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            let state = Set(decl.wrappedProperties.keys)
            for item in decl.memberBlock.members {
                var sections: [(name: TokenSyntax, block: Syntax)] = []
                if let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic {
                    for binding in variable.bindings where binding.isComputed && binding.name != "body" {
                        guard let block = binding.accessorBlock,
                              Scopes.isViewBuilding(variable: variable, binding: binding, in: decl, file: file),
                              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                        else { continue }
                        sections.append((name, Syntax(block)))
                    }
                } else if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                          function.name.text != "body", function.name.text != "makeBody",
                          Scopes.isViewBuilding(function, in: file) {
                    sections.append((function.name, Syntax(body)))
                }
                for section in sections {
                    let span = file.lineSpan(of: section.block)
                    let lines = span <= 2 ? 1 : span - 2
                    if lines > maxLines {
                        result.append(Violation(section.name, message:
                            "'\(section.name.text)' is \(lines) lines of view code re-run with every body pass; extract it into its own View type"))
                    } else if lines > maxStateLines, let read = readState(in: section.block, state: state) {
                        result.append(Violation(section.name, message:
                            "'\(section.name.text)' reads '\(read)' and re-runs with the whole body; extract it into its own View type taking only what it shows"))
                    }
                }
            }
        }
        return result
    }

    /// The first state property a section reads (`count`, `$count`, `self.count`).
    static func readState(in block: Syntax, state: Set<String>) -> String? {
        guard !state.isEmpty else { return nil }
        for token in block.tokens(viewMode: .sourceAccurate) {
            var name = token.text
            if case .dollarIdentifier = token.tokenKind { name.removeFirst() }
            guard state.contains(name), let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id,
               let base = member.base, base.trimmedDescription != "self" {
                continue
            }
            return name
        }
        return nil
    }
}
