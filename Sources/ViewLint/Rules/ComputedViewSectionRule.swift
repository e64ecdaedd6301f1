import SwiftSyntax

/// `computed-view-section`: a view section kept as a property/function where it re-runs for
/// state it does not use, or makes the whole body re-run for state only it uses.
enum ComputedViewSectionRule: Rule {
    static let description = RuleDescription(
        id: "computed-view-section",
        name: "Computed view section",
        severity: .note,
        message: "Extract this section into its own View type with narrow inputs so SwiftUI can skip it when they don't change",
        rationale: """
            A computed property or `@ViewBuilder` function is inlined into the caller's `body`: it runs \
            every time that body runs, whatever changed, and whatever it reads makes the whole body \
            run. Only a separate `View` type is its own unit of invalidation — SwiftUI compares its \
            inputs and skips its `body` when they are equal. The rule reports a section only on \
            evidence that the inlining costs work, which needs state that changes often: state \
            bound to a text field, slider or stepper (`text: $query`), `@GestureState`, or state set \
            from a stream of events (`onReceive`, scroll and geometry changes, drag `onChanged`, \
            timers). Then either the rest of `body` reads it and the section, which does not, \
            builds rows (`ForEach`, `List`) or is longer than `max-lines` — it re-runs on every \
            keystroke for nothing; or only the section reads it and the rest of `body` builds rows \
            or is longer than `max-lines` — every keystroke re-runs everything. Reads inside action \
            closures (`Button { isPresented = false }`) are not reads by `body`.
            """,
        matters: """
            In screens that update often (typing, dragging, timers, scrolling) where a list or a \
            large section sits next to the state that changes: extracting it into a `View` type \
            with the values it shows lets SwiftUI skip it.
            """,
        doesNotMatter: """
            State that changes on a tap (a toggle, a loading flag, a sheet) costs one extra pass \
            per tap; small fragments, sections that read the same state as the rest of `body`, \
            settings forms, toolbar and menu content, and a `content` property that is the whole \
            body under another name: splitting those into types is a matter of taste, not of work \
            saved, and they are not reported. Environment values change rarely and are not counted.
            """,
        options: [
            RuleOption(name: "max-lines", defaultValue: 20, summary: "lines past which a section (or the rest of body) counts as costly even without rows"),
            RuleOption(name: "max-lines-reading-state", defaultValue: 5, summary: "lines a section must have before being the only reader of some state is reported"),
        ],
        triggeringExamples: [
            """
            struct Parent: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        TextField("Filter", text: $query)
                        Text(query.isEmpty ? "All" : "Matching \\(query)")
                        complexSection()
                    }
                }
                @ViewBuilder
                func ↓complexSection() -> some View {
                    ForEach(0..<100) { i in
                        HStack {
                            Image(systemName: "star")
                            Text("Item \\(i)")
                        }
                    }
                }
            }
            """,
            """
            struct Stopwatch: View {
                let laps: [Lap]
                let ticker: Ticker
                @State private var hundredths = 0
                var body: some View {
                    List {
                        readout
                        ForEach(laps) { LapRow(lap: $0) }
                    }
                    .onReceive(ticker.pulses) { hundredths = $0 }
                }
                private var ↓readout: some View {
                    VStack(alignment: .center) {
                        Text(Duration.milliseconds(hundredths * 10), format: .time(pattern: .minuteSecond))
                            .font(.largeTitle.monospacedDigit())
                        Text("\\(laps.count) laps")
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // Round 22: `soloResults` is built only in the `.solo` case; only the `.turnBased`
            // case reads `dragOffset`, so a drag never re-runs it.
            """
            struct ResultsView: View {
                enum Mode { case solo, turnBased }
                let mode: Mode
                let words: [String]
                @State var dragOffset: CGFloat = 0
                var body: some View {
                    switch mode {
                    case .solo:
                        soloResults
                    case .turnBased:
                        turnBasedResults
                    }
                }
                var soloResults: some View {
                    List { ForEach(words, id: \\.self) { Text($0) } }
                }
                var turnBasedResults: some View {
                    Text("Turns")
                        .offset(x: dragOffset)
                        .gesture(DragGesture().onChanged { dragOffset = $0.translation.width })
                }
            }
            """,
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
            """
            struct SettingsScreen: View {
                @AppStorage("sync") private var sync = true
                @State private var showsAbout = false
                var body: some View {
                    Form { general; about }
                        .sheet(isPresented: $showsAbout) { AboutView() }
                }
                private var general: some View {
                    Section("General") {
                        Toggle("Sync", isOn: $sync)
                        ForEach(Option.allCases, id: \\.self) { OptionRow(option: $0) }
                    }
                }
                private var about: some View {
                    Section { Button("About") { showsAbout = true } }
                }
            }
            """,
            """
            struct Product: View {
                let reviews: [Review]
                @State private var isFavourite = false
                var body: some View {
                    VStack {
                        Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
                        reviewsSection
                    }
                }
                private var reviewsSection: some View {
                    ForEach(reviews) { ReviewRow(review: $0) }
                }
            }
            """,
            """
            struct Feed: View {
                @State private var items: [Item] = []
                @State private var query = ""
                var body: some View {
                    content.searchable(text: $query)
                }
                private var content: some View {
                    List(items.matching(query)) { ItemRow(item: $0) }
                }
            }
            """,
        ])

    /// Wrappers of state local to the view or its model; environment values change rarely.
    static let localState: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "Bindable", "FocusState", "GestureState", "AppStorage",
        "SceneStorage", "Query", "FetchRequest",
    ]

    struct Reach {
        var reads: Set<String> = []
        var buildsRows = false
        var lines = 0
        var keys: Set<String> = []
    }

    /// A type's members by key and by name.
    struct Lookup {
        var byKey: [String: [MemberFacts]] = [:]
        var byName: [String: [MemberFacts]] = [:]

        init(_ facts: TypeFacts) {
            for member in facts.members {
                byKey[member.key, default: []].append(member)
                byName[member.name, default: []].append(member)
            }
        }
    }

    /// Everything `start` runs, following own members, never entering `excluded`.
    static func reach(from start: [MemberFacts], excluding excluded: String?, in lookup: Lookup) -> Reach {
        let byKey = lookup.byKey
        let byName = lookup.byName
        var result = Reach()
        var queue = start.filter { $0.key != excluded }
        var seen = Set(queue.map(\.key))
        while let member = queue.popLast() {
            result.reads.formUnion(member.reads)
            result.buildsRows = result.buildsRows || member.buildsRows
            result.lines += member.lines
            result.keys.insert(member.key)
            var next: [MemberFacts] = []
            for key in member.uses.union(member.handedUses.values.joined()) { next += byKey[key] ?? [] }
            for name in member.calledNames.union(member.handedCalls.values.joined()) { next += (byName[name] ?? []).filter { $0.key != $0.name } }
            for callee in next where callee.key != excluded && seen.insert(callee.key).inserted {
                queue.append(callee)
            }
        }
        return result
    }

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        let maxLines = options["max-lines"]
        let minStateLines = options["max-lines-reading-state"]
        for decl in file.typeDecls {
            let sections = decl.memberBlock.members.compactMap { section($0, in: decl, file: file) }
            guard !sections.isEmpty, let path = Members.typePath(of: decl), let facts = file.index.types[path], facts.isView,
                  facts.wrappers.values.contains(where: localState.contains)
            else { continue }
            let bodies = facts.members.filter { $0.key == "body" }
            guard !bodies.isEmpty else { continue }
            let state = fastState(of: path, wrappers: facts.wrappers, in: file)
            guard !state.isEmpty else { continue }
            let lookup = Lookup(facts)
            let whole = reach(from: bodies, excluding: nil, in: lookup)
            for (name, key, takesData) in sections {
                guard whole.keys.contains(key), let own = lookup.byKey[key]?.first else { continue }
                let section = reach(from: [own], excluding: nil, in: lookup)
                let rest = reach(from: bodies, excluding: key, in: lookup)
                // A binding the section hands on (`TextField(text: $query)`) is a use, though not a read.
                let sectionUses = Set(section.reads.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 })
                let sectionState = section.reads.intersection(state)
                let restState = rest.reads.intersection(state)
                let unused = restState.subtracting(sectionUses).sorted()
                let exclusive = sectionState.subtracting(restState).sorted()
                // A function taking data may be given values derived from that state: no evidence.
                // Round 22 (isowords): the section is built only in branches (a `switch` case, an
                // `if` branch) where nothing that reads the state runs: while that branch is shown,
                // a change of the state does not re-run the body, and while the other is, the
                // section is not built.
                let groups = file.typeDecls.filter { Members.typePath(of: $0) == path }
                let coactive = unused.filter { readsWhileBuilt(section: name.text, state: $0, in: groups, lookup: lookup) }
                if let first = coactive.first, !takesData, section.buildsRows || own.lines > maxLines {
                    result.append(Violation(name, message:
                        "'\(name.text)' re-runs whenever `\(first)` changes, which it does not use; extract it into its own View type taking only what it shows, so SwiftUI can skip it"))
                } else if let first = exclusive.first, own.lines >= minStateLines, rest.buildsRows || rest.lines > maxLines {
                    result.append(Violation(name, message:
                        "only '\(name.text)' reads `\(first)`, yet each change of it re-runs the whole body; extract it into its own View type so only it re-runs"))
                }
            }
        }
        return result
    }

    /// Whether `state` is read by something that runs whenever the section named `section` is
    /// built: for each place the type names the section, what its member runs outside the other
    /// branches of every `switch`/`if` around that place (and, for a member other than `body`,
    /// the same for every place that names that member). Conservative: a section named nowhere
    /// this file shows, or through more than four members, counts as read.
    static func readsWhileBuilt(section: String, state: String, in groups: [DeclGroupSyntax], lookup: Lookup, depth: Int = 0) -> Bool {
        guard depth < 4 else { return true }
        let uses = groups.flatMap { group in
            group.memberBlock.tokens(viewMode: .sourceAccurate).filter { token in
                guard token.text == section, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
                    return member.base?.trimmedDescription == "self"
                }
                return true
            }
        }
        guard !uses.isEmpty else { return true }
        for use in uses {
            guard let item = use.ancestor(MemberBlockItemSyntax.self) else { return true }
            let memberName = item.decl.as(VariableDeclSyntax.self)?.bindings.first?.name ?? item.decl.as(FunctionDeclSyntax.self)?.name.text
            guard let memberName else { return true }
            // The branches around the use: a token inside one of their siblings does not run with it.
            var siblings: [Syntax] = []
            var node: Syntax? = Syntax(use)
            while let current = node, current.id != Syntax(item).id {
                if let clause = current.as(SwitchCaseSyntax.self), let list = clause.parent?.as(SwitchCaseListSyntax.self) {
                    siblings += list.children(viewMode: .sourceAccurate).filter { $0.id != Syntax(clause).id }
                }
                if let block = current.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self) {
                    if ifExpr.body.id == block.id, let other = ifExpr.elseBody { siblings.append(Syntax(other)) }
                    if ifExpr.elseBody?.as(CodeBlockSyntax.self)?.id == block.id { siblings.append(Syntax(ifExpr.body)) }
                }
                node = current.parent
            }
            let ranges = siblings.map { $0.position..<$0.endPosition }
            for token in item.tokens(viewMode: .sourceAccurate) where !ranges.contains(where: { $0.contains(token.position) }) {
                guard case .identifier(let text) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true, text != section else { continue }
                if text == state { return true }
                if let members = lookup.byName[text], text != memberName,
                   reach(from: members, excluding: nil, in: lookup).reads.contains(state) {
                    return true
                }
            }
            if memberName != "body", readsWhileBuilt(section: memberName, state: state, in: groups, lookup: lookup, depth: depth + 1) {
                return true
            }
        }
        return false
    }

    /// Labels of arguments that bind a value the user changes continuously (typing, dragging).
    static let continuousBindingLabels: Set<String> = ["text", "value"]

    /// Wrappers that store a value (a change of any field is a change of the whole value).
    static let valueStorage: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// Calls whose closures run for a stream of events.
    /// Round 20: `.onReceive(Timer.publish(every:…).autoconnect())`, a stored timer publisher, a
    /// display link: a publisher whose source ticks on its own. Anything else emits on events.
    static func frequentPublisher(_ call: FunctionCallExprSyntax) -> Bool {
        guard let publisher = call.arguments.first?.expression else { return false }
        let text = publisher.trimmedDescription
        return ["Timer", "timer", "every:", "autoconnect", "DisplayLink", "displayLink", "tick", "Tick"].contains(where: text.contains)
    }

    static let eventStreams: Set<String> = [
        "onReceive", "onScrollGeometryChange", "onPreferenceChange", "onGeometryChange", "onChanged", "updating",
        "onContinuousHover", "addTimeObserver", "addPeriodicTimeObserver", "scheduledTimer", "onScrollVisibilityChange",
    ]

    /// The view's local state that changes often: bound to a text field, slider or stepper,
    /// `@GestureState`, or written from a stream of events, in any declaration of the type in this file.
    static func fastState(of path: String, wrappers: [String: String], in file: LintFile) -> Set<String> {
        var fast = Set(wrappers.filter { $0.value == "GestureState" }.keys)
        func inType(_ node: some SyntaxProtocol) -> Bool {
            guard let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return false }
            return Members.typePath(of: type) == path
        }
        for call in file.calls {
            for argument in call.arguments {
                guard let label = argument.label?.text, continuousBindingLabels.contains(label),
                      let root = argument.expression.chainRoot.as(DeclReferenceExprSyntax.self),
                      case .identifier(let text) = root.baseName.tokenKind, text.hasPrefix("$"), inType(call)
                else { continue }
                let name = String(text.dropFirst())
                // `$form.title` changes all of `form` when it is a value; an observed object's
                // properties are tracked one by one, so only a whole binding says the object changes.
                if argument.expression.is(DeclReferenceExprSyntax.self)
                    || valueStorage.contains(wrappers[name] ?? "") && !holdsModel(name, in: call) {
                    fast.insert(name)
                }
            }
        }
        for sequence in file.sequences {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  !elements[2].is(BooleanLiteralExprSyntax.self), !elements[2].is(NilLiteralExprSyntax.self),
                  let closure = sequence.ancestor(ClosureExprSyntax.self)
            else { continue }
            let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            guard let owner, let name = owner.calleeName, eventStreams.contains(name), inType(sequence) else { continue }
            // Round 19: a measured size (a preference fed from a `GeometryProxy`'s `size`) changes on layout, not per frame.
            if PerFrameStateRule.measuresSize(owner, storing: closure, in: file) { continue }
            // Round 20 (phoenix `.onReceive(popoverState.dismissablePublisher)`): a publisher is an
            // event stream, not a frequent one: only a timer or a display link says it fires often.
            if name == "onReceive", !frequentPublisher(owner) { continue }
            var target = elements[0].trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst(5) }
            fast.insert(String(target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return fast.filter { wrappers[$0].map(localState.contains) == true }
    }

    /// `@State private var model = ProfileModel()`: state holding an (observable) object, by the
    /// name of the property or of the type it is made from.
    private static func holdsModel(_ name: String, in node: some SyntaxProtocol) -> Bool {
        func modelLike(_ text: String) -> Bool {
            NonLazyLargeListRule.modelNames.contains { text.lowercased().hasSuffix($0) }
        }
        if modelLike(name) { return true }
        guard let type = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == name {
                let made = binding.initializer?.value.viewTypeName ?? binding.typeAnnotation?.type.lastNameComponent
                return made.map(modelLike) ?? false
            }
        }
        return false
    }

    /// A view-building computed property or function other than `body`: its name token and member key.
    /// Parameter types that carry layout, not data derived from state.
    static let layoutParameterTypes: Set<String> = ["ScrollViewProxy", "GeometryProxy", "CGSize", "CGRect", "CGFloat", "EdgeInsets"]

    /// A view-building computed property or function other than `body`: its name token, member key,
    /// and whether it takes data parameters.
    private static func section(_ item: MemberBlockItemSyntax, in decl: some DeclGroupSyntax, file: LintFile) -> (TokenSyntax, String, Bool)? {
        if let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic {
            for binding in variable.bindings where binding.isComputed && binding.name != "body" {
                guard Scopes.isViewBuilding(variable: variable, binding: binding, in: decl, file: file),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
                else { continue }
                return (name, name.text, false)
            }
        } else if let function = item.decl.as(FunctionDeclSyntax.self), function.body != nil,
                  Members.key(of: function) != "body", Scopes.isViewBuilding(function, in: file) {
            let takesData = function.signature.parameterClause.parameters.contains { parameter in
                !layoutParameterTypes.contains(parameter.type.lastNameComponent ?? "")
            }
            return (function.name, Members.key(of: function), takesData)
        }
        return nil
    }
}
