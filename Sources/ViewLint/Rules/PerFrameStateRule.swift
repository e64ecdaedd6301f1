import SwiftSyntax

/// `per-frame-state`: a value that changes every frame (a scroll offset, a geometry, a drag
/// translation) written to `@State` when `body` only compares it with a threshold.
enum PerFrameStateRule: Rule {
    static let description = RuleDescription(
        id: "per-frame-state",
        name: "Per-frame state read only as a threshold",
        severity: .warning,
        message: "This stores a value that changes every frame, but the view only compares it with a threshold; store the comparison's result instead, so body runs when it flips",
        rationale: """
            `onScrollGeometryChange`, `onGeometryChange`, `onPreferenceChange` and a drag's `onChanged` \
            run on every frame of a scroll, resize or drag. Writing the raw value (`offset = y`) to \
            `@State` invalidates the view each time, so its `body` runs every frame, although what it \
            shows changes only when the value crosses the threshold it is compared with \
            (`offset > 100`). Store what `body` needs: the comparison's result (`isScrolled = y > 100`, \
            which SwiftUI sees as unchanged until it flips), or let SwiftUI do it: \
            `.onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: { isScrolled = $1 }` \
            (iOS 18, macOS 15) calls the action only when the transformed value changes.
            """,
        matters: """
            Headers that collapse, toolbars that appear and "back to top" buttons driven by a scroll \
            offset in a screen with a non-trivial body: every frame of every scroll re-runs it.
            """,
        doesNotMatter: """
            A value the view draws with (`.offset(y: offset)`, a parallax, a progress bar) must change \
            every frame and is not reported, nor is a value read anywhere other than in a comparison, \
            unless (round 14) it is a scroll offset or position and the view's `body`, with the \
            `some View` members it builds with, is at least 300 lines of view code: then every frame \
            re-runs all of it, and the fix is to read it only in a small child view given the binding, \
            or to use `.visualEffect`/`.scrollTransition` (iOS 17, macOS 14). \
            A value `body` never reads (only actions do) cannot re-run it, and a write guarded by a \
            comparison with the stored value itself (`if size.height > measured.height { measured = size }`) \
            keeps a maximum that changes a few times, not every frame: neither is reported. Nor is a \
            value compared with another of the view's stored values (`fullHeight > truncatedHeight + 1`, \
            two measured heights of a hidden `Text`): that is no threshold, and the view needs both values.
            """,
        triggeringExamples: [
            // A UIKit scroll delegate writes the parent's state through a binding on every frame.
            """
            struct FeedList: UIViewRepresentable {
                @Binding var offset: CGFloat
                func makeCoordinator() -> Coordinator { Coordinator(offset: $offset) }
                func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                func updateUIView(_ view: UIScrollView, context: Context) {}
                final class Coordinator: NSObject, UIScrollViewDelegate {
                    @Binding var offset: CGFloat
                    init(offset: Binding<CGFloat>) { _offset = offset }
                    func scrollViewDidScroll(_ scrollView: UIScrollView) { offset = scrollView.contentOffset.y }
                }
            }
            struct Home: View {
                @State private var offset: CGFloat = 0
                @State private var showTip = false
                var body: some View {
                    FeedList(offset: ↓$offset)
                        .onChange(of: offset) { if offset > 300 { showTip = true } }
                }
            }
            """,
            """
            struct Feed: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    ScrollView {
                        Text("Rows")
                    }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
                        ↓offset = y
                    }
                    .toolbar { if offset > 120 { Text("Title") } }
                }
            }
            """,
            """
            struct Header: View {
                @State private var scroll: CGPoint = .zero
                var body: some View {
                    VStack {
                        if scroll.y < -40 { Text("Pull to refresh") }
                    }
                    .onPreferenceChange(OffsetKey.self) { value in
                        ↓self.scroll = value
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // The scroll delegate writes the binding, but the parent draws with the value.
            """
            struct FeedList: UIViewRepresentable {
                @Binding var offset: CGFloat
                func makeCoordinator() -> Coordinator { Coordinator(offset: $offset) }
                func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                func updateUIView(_ view: UIScrollView, context: Context) {}
                final class Coordinator: NSObject, UIScrollViewDelegate {
                    @Binding var offset: CGFloat
                    init(offset: Binding<CGFloat>) { _offset = offset }
                    func scrollViewDidScroll(_ scrollView: UIScrollView) { offset = scrollView.contentOffset.y }
                }
            }
            struct Home: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    FeedList(offset: $offset)
                        .overlay(alignment: .top) { Color.blue.frame(height: max(0, -offset)) }
                }
            }
            """,
            """
            struct Feed: View {
                @State private var isScrolled = false
                @State private var offset: CGFloat = 0
                var body: some View {
                    ScrollView { Text("Rows") }
                        .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 120 } action: { _, scrolled in
                            isScrolled = scrolled
                        }
                        .onPreferenceChange(OffsetKey.self) { offset = $0 }
                        .toolbar { if isScrolled { Text("Title") } }
                        .offset(y: offset > 0 ? offset : 0)
                }
            }
            """,
            // Two measured heights compared with each other, not with a threshold (held-out round 13).
            """
            struct ExpandableText: View {
                let text: String
                @State private var fullHeight: CGFloat = 0
                @State private var truncatedHeight: CGFloat = 0
                private var isTruncated: Bool { fullHeight > truncatedHeight + 1 && truncatedHeight > 0 }
                var body: some View {
                    VStack {
                        Text(text)
                            .lineLimit(2)
                            .background(
                                Text(text).lineLimit(2).hidden()
                                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { truncatedHeight = $0 }
                            )
                            .background(
                                Text(text).hidden()
                                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { fullHeight = $0 }
                            )
                        if isTruncated { Text("More") }
                    }
                }
            }
            """,
            // Round 19: a measured size (a preference fed from a `GeometryProxy`'s `size`) changes
            // when the content is laid out anew, not per frame.
            """
            struct Avatars: View {
                let names: [String]
                @State private var contentWidth: CGFloat = 0
                var body: some View {
                    Group {
                        if contentWidth > 120 { ScrollView(.horizontal) { Text(names.joined()) } } else { Text(names.joined()) }
                    }
                    .background(GeometryReader { geo in
                        Color.clear.preference(key: WidthKey.self, value: geo.size.width)
                    })
                    .onPreferenceChange(WidthKey.self) { width in
                        contentWidth = width
                    }
                }
            }
            """,
            // A measurement kept as a maximum, and state that only actions read.
            """
            struct Bio: View {
                @State private var full: CGSize = .zero
                @State private var shown: CGSize = .zero
                @State private var showMore = false
                var body: some View {
                    Text("Bio")
                        .onPreferenceChange(FullSizeKey.self) { size in
                            if size.height > full.height {
                                full = size
                                update()
                            }
                        }
                        .onPreferenceChange(ShownSizeKey.self) { size in
                            shown = size
                            update()
                        }
                        .overlay { if showMore { Text("More") } }
                }
                private func update() { showMore = full.height > shown.height }
            }
            """,
            """
            struct Card: View {
                @State private var drag: CGFloat = 0
                var body: some View {
                    Text("Card")
                        .offset(x: drag)
                        .gesture(DragGesture().onChanged { drag = $0.translation.width })
                        .opacity(drag > 100 ? 0.5 : 1)
                }
            }
            """,
        ])

    /// Calls whose closures run on every frame of a scroll, resize or drag.
    static let frameStreams: Set<String> = ["onScrollGeometryChange", "onGeometryChange", "onPreferenceChange", "onChanged"]

    static let comparisons: Set<String> = ["<", ">", "<=", ">="]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for sequence in file.sequences {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  !elements[2].is(BooleanLiteralExprSyntax.self), !containsComparison(elements[2]),
                  let closure = sequence.ancestor(ClosureExprSyntax.self),
                  let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                      ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let name = owner.calleeName, frameStreams.contains(name),
                  let type = sequence.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
            else { continue }
            // `onScrollGeometryChange(for:of:action:)`: the `of` closure maps, only the action stores.
            if name == "onScrollGeometryChange" || name == "onGeometryChange", isTransformClosure(closure, of: owner) { continue }
            // Round 19: a measured size changes when the content or its container does, not per frame.
            if measuresSize(owner, storing: closure, in: file) { continue }
            var target = elements[0].trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst(5) }
            guard target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), type.allWrappers[target] == "State",
                  !isRatchet(sequence, target: target, within: closure)
            else { continue }
            if readsOnlyAsThreshold(target, in: type, besides: elements[0], file: file) {
                result.append(Violation(elements[0]))
            } else if isMotion(owner, storing: closure), let lines = largeBodyReading(target, in: type, besides: elements[0], file: file) {
                result.append(Violation(elements[0], message: largeBodyMessage(target, writer: "`\(name)`", lines: lines)))
            }
        }
        return result + boundToFrameWriters(file)
    }

    /// `Child(offset: $offset)` where `Child`, or a type it hands the binding on to (in any linted
    /// file), writes it on every frame: UIKit's `scrollViewDidScroll(_:)` in a representable's
    /// coordinator, or a child's frame stream. The state is this view's, so its body runs every
    /// frame, and builds every child again (their inits too).
    static func boundToFrameWriters(_ file: LintFile) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            // The writers are found among the set's types (`perFrameWriters(of:)`): not `TextField`, `Toggle`.
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.first?.isUppercase == true,
                  file.setTypeNames.contains(callee),
                  call.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true }),
                  let type = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self), type.isViewDecl(in: file)
            else { continue }
            for argument in call.arguments {
                guard let label = argument.label?.text, let ref = argument.expression.as(DeclReferenceExprSyntax.self),
                      ref.baseName.text.hasPrefix("$")
                else { continue }
                let name = String(ref.baseName.text.dropFirst())
                guard type.allWrappers[name] == "State" else { continue }
                let threshold = readsOnlyAsThreshold(name, in: type, besides: nil, file: file, bindingsPassed: true)
                let lines = threshold ? nil : largeBodyReading(name, in: type, besides: nil, file: file)
                guard threshold || lines != nil else { continue }
                // Who writes the binding is a fact of the set, often another file.
                guard file.index.calledNames != nil || file.seesWholeSet else {
                    file.wantsWholeSet = true
                    continue
                }
                guard let chain = file.index.perFrameWriters(of: callee, label: label) else { continue }
                if let lines {
                    result.append(Violation(argument.expression, message: largeBodyMessage(
                        name, writer: "`\(chain.joined(separator: "` → `"))`, to which it is bound here", lines: lines)))
                    continue
                }
                if handlersUseValue(name, in: type) {
                    // Round 19 (vultisig-ios): the handler works with the raw value (an index, a
                    // debounce), so a stored comparison cannot replace it; a callback can.
                    result.append(Violation(argument.expression, message:
                        "`\(name)` is bound here to `\(chain.joined(separator: "` → `"))`, which writes it on every frame of a scroll or drag, and this view reads it only in `onChange(of:)`, whose action uses the value itself: its body, and the init of every child it builds, runs every frame. Let the writer report the value through a callback (`onOffsetChange: { offset in … }`) instead of a binding to this view's state, so the handler runs without a body pass (a note: how much the body builds per frame is not proven)",
                        severity: .note))
                    continue
                }
                result.append(Violation(argument.expression, message:
                    "`\(name)` is bound here to `\(chain.joined(separator: "` → `"))`, which writes it on every frame of a scroll or drag (`scrollViewDidScroll(_:)` or a frame stream), but this view reads it only in a comparison or `onChange(of:)`: its body, and the init of every child it builds, runs every frame. Keep the raw value where it is written and bind only what this view needs (`isPastThreshold`), which changes when the comparison flips"))
            }
        }
        return result
    }

    /// Round 19: `name` is read only as `onChange(of: name)` (no comparison draws with it), and some
    /// such action uses its new value (`{ _, newOffset in index(for: newOffset) }`).
    static func handlersUseValue(_ name: String, in type: some DeclGroupSyntax) -> Bool {
        var uses = false
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { continue }
            if let list = ref.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == ref.id }),
               list.index(after: index) != list.endIndex, list[list.index(after: index)].is(AssignmentExprSyntax.self) {
                continue
            }
            guard let argument = ref.parent?.as(LabeledExprSyntax.self), argument.label?.text == "of",
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "onChange"
            else {
                // A read inside an action (a closure that is not view content) draws nothing.
                if ref.ancestor(ClosureExprSyntax.self).map({ !Scopes.runsImmediately($0) }) == true { continue }
                return false
            }
            guard let closure = call.trailingClosure ?? call.closureArguments.last?.closure,
                  let parameters = closure.signature?.parameterClause
            else { continue }
            let names = parameters.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { return text }
                return nil
            }
            guard let newValue = names.last else { continue }
            if closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == newValue }) { uses = true }
        }
        return uses
    }

    /// Round 14: lines of view code from which a value written every frame and read by `body`
    /// (drawn with, not only compared) is a warning: each frame re-runs that much code, and builds
    /// every child in it again (their inits too). The held-out apps' cases were 2,500 lines and more.
    static let largeBodyLines = 300

    /// A frame stream that follows motion: a drag's `onChanged`, or a stream whose value is a
    /// scroll offset or a position (`contentOffset`, `frame(in:).minY`, an offset preference key),
    /// not a size, which changes only when the content or the container does.
    private static func isMotion(_ owner: FunctionCallExprSyntax, storing closure: ClosureExprSyntax) -> Bool {
        if owner.calleeName == "onChanged" { return true }
        var text = ""
        for argument in owner.arguments where argument.expression.id != ExprSyntax(closure).id { text += argument.expression.trimmedDescription }
        if let trailing = owner.trailingClosure, trailing.id != closure.id { text += trailing.trimmedDescription }
        let lowered = text.lowercased()
        return ["offset", "scroll", "frame(in", "miny", "maxy", "midy", "minx", "maxx", "midx", "visiblerect"].contains(where: lowered.contains)
    }

    /// The lines of view code of `type` (its `body` and the members returning `some View` it builds
    /// with) when `body` reads `name` (a read that runs with a pass, not an action's) and they are at
    /// least `largeBodyLines`; nil otherwise.
    private static func largeBodyReading(_ name: String, in type: some DeclGroupSyntax, besides target: ExprSyntax?, file: LintFile) -> Int? {
        let lines = viewCodeLines(of: type, file: file)
        guard lines >= largeBodyLines else { return nil }
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var node = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
                guard member.base?.trimmedDescription == "self" else { continue }
                node = ExprSyntax(member)
            }
            if node.id == target?.id { continue }
            if let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }),
               list.index(after: index) != list.endIndex, list[list.index(after: index)].is(AssignmentExprSyntax.self) {
                continue
            }
            if Scopes.bodyRun(of: node, in: file) != nil { return lines }
        }
        return nil
    }

    /// Lines of view code in `type`'s `body` and its members that return `some View` (computed
    /// properties and methods), counted as `long-body` counts them.
    static func viewCodeLines(of type: some DeclGroupSyntax, file: LintFile) -> Int {
        var total = 0
        for item in type.memberBlock.members {
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.isComputed {
                    guard let block = binding.accessorBlock,
                          binding.name == "body" || binding.typeAnnotation?.type.trimmedDescription == "some View"
                    else { continue }
                    total += LongBodyRule.viewCodeLines(in: Syntax(block), file: file)
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      function.signature.returnClause?.type.trimmedDescription == "some View" {
                total += LongBodyRule.viewCodeLines(in: Syntax(body), file: file)
            }
        }
        return total
    }

    static func largeBodyMessage(_ name: String, writer: String, lines: Int) -> String {
        "`\(name)` is written on every frame of a scroll or drag (by \(writer)) and read by this view's body, which with the views it builds in its own members is \(lines) lines of view code: every frame runs all of it again, and the init of every child it builds. Read the value only in a small child view given the binding (then only that child's body runs per frame), or let SwiftUI apply it without state: `.visualEffect { … }` or `.scrollTransition` (iOS 17, macOS 14), or `onScrollGeometryChange(for:of:action:)` storing only what the view needs (iOS 18, macOS 15)"
    }

    /// Round 19 (convos-ios `BoundedScrollView`, `ReadReceiptAvatarsView`): the stream reports a
    /// measured size, not a position: `onGeometryChange(for:of:action:)` whose `of` closure reads
    /// only `size` (`{ $0.size.height }`), or `onPreferenceChange(Key.self)` where every
    /// `.preference(key: Key.self, value: …)` of the file gives a `GeometryProxy`'s `size`. A size
    /// changes when the content or the container is laid out anew (a row added, a rotation), not
    /// on every frame of a scroll; a frame's origin (`frame(in:)`, `minY`, an offset) does.
    static func measuresSize(_ owner: FunctionCallExprSyntax, storing closure: ClosureExprSyntax, in file: LintFile) -> Bool {
        func sizeOnly(_ text: String) -> Bool {
            let lowered = text.lowercased()
            return lowered.contains(".size") && !["offset", "scroll", "frame(in", "origin", "miny", "maxy", "midy", "minx", "maxx", "midx",
                                                    "visiblerect", "bounds(of", "translation", "location"].contains(where: lowered.contains)
        }
        switch owner.calleeName {
        case "onGeometryChange":
            var text = ""
            for argument in owner.arguments where argument.expression.id != ExprSyntax(closure).id && argument.label?.text != "for" {
                text += argument.expression.trimmedDescription
            }
            if let trailing = owner.trailingClosure, trailing.id != closure.id { text += trailing.trimmedDescription }
            return sizeOnly(text)
        case "onPreferenceChange":
            guard let key = owner.arguments.first?.expression.as(MemberAccessExprSyntax.self), key.declName.baseName.text == "self",
                  let keyName = key.base?.trimmedDescription
            else { return false }
            var values: [String] = []
            for call in file.calls where call.calleeName == "preference" {
                guard call.arguments.first(where: { $0.label?.text == "key" })?.expression.trimmedDescription == keyName + ".self",
                      let value = call.arguments.first(where: { $0.label?.text == "value" })
                else { continue }
                values.append(value.expression.trimmedDescription)
            }
            return !values.isEmpty && values.allSatisfy(sizeOnly)
        default:
            return false
        }
    }

    /// The first closure of `onScrollGeometryChange(for:of:action:)` (labelled `of`, or the trailing
    /// closure when an `action:` follows it) computes the value; it does not store it.
    private static func isTransformClosure(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        if let argument = closure.parent?.as(LabeledExprSyntax.self) { return argument.label?.text == "of" }
        if call.trailingClosure?.id == closure.id { return !call.additionalTrailingClosures.isEmpty }
        return false
    }

    /// `if size.height > measured.height { measured = size }`: the write keeps a maximum (or
    /// minimum), so it happens only when a new extreme arrives, a few times for a measurement,
    /// not on every frame.
    private static func isRatchet(_ write: SequenceExprSyntax, target: String, within closure: ClosureExprSyntax) -> Bool {
        var node = write.parent
        while let current = node, current.id != closure.id {
            let conditions = current.as(IfExprSyntax.self)?.conditions ?? current.as(GuardStmtSyntax.self)?.conditions
            if let conditions, conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == target }),
               conditions.tokens(viewMode: .sourceAccurate).contains(where: { comparisons.contains($0.text) }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// Round 14: `fullHeight > truncatedHeight + 1`: the comparison's other side reads another
    /// `@State` or `@Binding` of the type, so it is no threshold; its result depends on both stored
    /// values, and the writer of one cannot store it. (Two measured heights of a hidden `Text`
    /// change when the text or the width does, not every frame.)
    private static func comparedWithOwnState(_ node: ExprSyntax, in list: ExprListSyntax, besides name: String, of type: some DeclGroupSyntax) -> Bool {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }) else { return false }
        func isBoundary(_ element: ExprSyntax) -> Bool {
            if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return true }
            return element.as(BinaryOperatorExprSyntax.self).map { ["&&", "||", "??"].contains($0.operator.text) } == true
        }
        var start = index, end = index
        while start > 0, !isBoundary(elements[start - 1]) { start -= 1 }
        while end + 1 < elements.count, !isBoundary(elements[end + 1]) { end += 1 }
        let wrappers = type.allWrappers
        for element in elements[start...end] where element.id != node.id {
            for token in element.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, text != name, let wrapper = wrappers[text],
                      wrapper == "State" || wrapper == "Binding",
                      let ref = token.parent?.as(DeclReferenceExprSyntax.self)
                else { continue }
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id,
                   member.base?.trimmedDescription != "self" {
                    continue
                }
                return true
            }
        }
        return false
    }

    private static func containsComparison(_ expr: ExprSyntax) -> Bool {
        expr.tokens(viewMode: .sourceAccurate).contains { comparisons.contains($0.text) || $0.text == "==" || $0.text == "!=" }
    }

    /// Every read of `name` in the type is an operand of `<`, `>`, `<=` or `>=` (through a member,
    /// `scroll.y`), and there is at least one; a binding (`$name`) or any other use is not.
    /// Only reads that `body` runs count: a write re-runs `body` only if `body` read the value, so
    /// reads in actions (the closure's own guard, a helper only actions call) do not matter.
    /// With `bindingsPassed`, `$name` handed to a child is allowed (the state bound to its writer),
    /// and `.onChange(of: name)` counts as a comparison: it compares to run an action, it draws nothing.
    private static func readsOnlyAsThreshold(_ name: String, in type: some DeclGroupSyntax, besides target: ExprSyntax?, file: LintFile,
                                             bindingsPassed: Bool = false) -> Bool {
        var reads = 0
        for token in type.memberBlock.tokens(viewMode: .sourceAccurate) {
            if token.text == "$" + name {
                if bindingsPassed { continue }
                return false
            }
            guard token.text == name, let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var node = ExprSyntax(ref)
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id {
                // `self.name` is the read; `other.name` and `.name` are another value's member.
                guard member.base?.trimmedDescription == "self" else { continue }
                node = ExprSyntax(member)
            }
            // The target of an assignment is a write.
            if let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }),
               list.index(after: index) != list.endIndex, list[list.index(after: index)].is(AssignmentExprSyntax.self) {
                continue
            }
            if node.id == target?.id || Scopes.bodyRun(of: node, in: file) == nil { continue }
            if bindingsPassed, let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "of",
               argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calleeName == "onChange" {
                reads += 1
                continue
            }
            // `scroll.y > 10`: through members to the operand.
            while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { node = ExprSyntax(member) }
            guard let list = node.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) else { return false }
            let before = index == list.startIndex ? nil : list[list.index(before: index)]
            let after = list.index(after: index) == list.endIndex ? nil : list[list.index(after: index)]
            let compared = [before, after].contains { $0?.as(BinaryOperatorExprSyntax.self).map { comparisons.contains($0.operator.text) } == true }
            guard compared, !comparedWithOwnState(node, in: list, besides: name, of: type) else { return false }
            reads += 1
        }
        return reads > 0
    }
}
