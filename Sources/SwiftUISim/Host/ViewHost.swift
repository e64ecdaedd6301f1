/// The stable test API: mounts a view, drives it like a user would, and
/// reports what the simulator measured.
@MainActor
public final class ViewHost {
    /// Something that happened in the graph, in order.
    public enum Event: Equatable, Hashable, Sendable, CustomStringConvertible {
        case body(String)
        case appear(String)
        case disappear(String)
        case stateInit(String)
        case taskStart(String)
        case taskCancel(String)
        case change(String)

        public var description: String {
            switch self {
            case .body(let name): "body \(name)"
            case .appear(let name): "appear \(name)"
            case .disappear(let name): "disappear \(name)"
            case .stateInit(let name): "stateInit \(name)"
            case .taskStart(let name): "taskStart \(name)"
            case .taskCancel(let name): "taskCancel \(name)"
            case .change(let name): "change \(name)"
            }
        }
    }

    let graph: Graph
    /// Whether this host looks for a stale screen after every action
    /// (`StaleScreenOracle`; default: `ViewHost.checksStaleness`).
    public var checksStaleness = ViewHost.checksStaleness

    /// Mounts `root` and runs the first pass. Lazy containers show
    /// `viewport` rows before any scrolling. The layout pass lays the tree
    /// out on a `screen` of that many cells (Layout/). With `recordsReasons`
    /// (default: `ViewHost.recordsReasons`) the host records why each body
    /// ran and why each compared child was skipped (`reasons(_:)`, `why()`).
    public init<Root: View>(
        _ root: Root, viewport: Int = 20, screen: Size = Size(width: 40, height: 20), recordsReasons: Bool? = nil
    ) {
        // Before the first body runs: a `.task` it starts may hop to the pool.
        ScheduledWork.installClocks()
        let viewsMadeBefore = UIView.made
        graph = Graph(root: root, viewport: viewport, recordsReasons: recordsReasons ?? Self.recordsReasons)
        Representables.log(for: graph).viewsMadeBefore = viewsMadeBefore
        if screen != self.screen { self.screen = screen }
        finishAction("mount")
    }

    // MARK: Acting like a user

    /// Taps the first `Button` whose label text equals `label` (a
    /// `NavigationLink` pushes, a view with `onTapGesture` runs it), then
    /// updates. A button in an alert or dialog also closes it, as in SwiftUI.
    public func tap(_ label: String) {
        guard let node = control(.button, labelled: label) else { return }
        tap(node, cause: "tap(\"\(label)\")")
    }

    /// Taps `node` (a button or a view with a tap gesture), running what
    /// SwiftUI's gesture routing runs for that touch (`tapRoute`).
    private func tap(_ node: Node, cause: String) {
        let actions = Self.tapRoute(node)
        let presentation = Self.presentation(around: node)
        graph.transaction(cause: cause) {
            actions.forEach { $0() }
            if let presentation, presentation.closesOnAction { presentation.close() }
        }
        finishAction(cause)
    }

    /// Flips the first `Toggle` whose label text equals `label`, then updates.
    /// A toggle drawn by a custom `ToggleStyle` flips only as its body
    /// does: the check taps what the body draws (a `Button`, an
    /// `onTapGesture`, a `Toggle(configuration)`); a body that draws none
    /// cannot be flipped by a user, so the check fails (eighteenth review).
    public func toggle(_ label: String) {
        guard let node = control(.toggle, labelled: label), case .toggle(let isOn)? = node.facts.control else { return }
        if let style = node.environment.toggleStyleInEffect {
            // What the style's body draws (the node's child, below the style's
            // environment) a user can touch: its first tap target or toggle.
            let target = node.children.first.flatMap { body in
                graph.firstNode(in: body) { candidate in
                    switch candidate.facts.control {
                    case .button?, .toggle?: true
                    default: false
                    }
                }
            }
            guard let target else {
                Diagnostics.fail("""
                    Toggle "\(label)" is drawn by \(Self.name(of: style.type)), whose makeBody draws nothing a user can tap \
                    (no Button or onTapGesture that sets configuration.isOn); a user cannot flip it.
                    """)
            }
            Self.refuseInert(target, kind: .toggle, label: label)
            if case .toggle(let inner)? = target.facts.control, target !== node {
                graph.transaction(cause: "toggle(\"\(label)\")") { inner.wrappedValue.toggle() }
                finishAction("toggle(\"\(label)\")")
            } else {
                tap(target, cause: "toggle(\"\(label)\")")
            }
            return
        }
        graph.transaction(cause: "toggle(\"\(label)\")") { isOn.wrappedValue.toggle() }
        finishAction("toggle(\"\(label)\")")
    }

    /// Sets the `TextField` (or `TextEditor`, prompt "") with that prompt
    /// to `text`, as a user would: when `text` extends what the field holds,
    /// the extra characters are typed one by one (one update each);
    /// otherwise the field is set to `text` in one update. A field with
    /// `.focused(…)` gets the focus first.
    public func type(_ text: String, into prompt: String) {
        guard let field = control(.textField, labelled: prompt), case .textField(_, let binding)? = field.facts.control else { return }
        let focus = Self.focusActions(around: field)
        if !focus.isEmpty { graph.transaction(cause: "focus \"\(prompt)\"") { focus.forEach { $0() } } }
        let current = binding.wrappedValue
        if text.hasPrefix(current) {
            for character in text.dropFirst(current.count) {
                guard case .textField(_, let binding)? = control(.textField, labelled: prompt)?.facts.control else { return }
                graph.transaction(cause: "type(\"\(character)\", into: \"\(prompt)\")") { binding.wrappedValue.append(character) }
            }
        } else {
            graph.transaction(cause: "type(\"\(text)\", into: \"\(prompt)\")") { binding.wrappedValue = text }
        }
        finishAction("type(\"\(text)\", into: \"\(prompt)\")")
    }

    /// Chooses the option showing `option` in the `Picker` labelled
    /// `label` (or the tab whose `tabItem` says `option` in a `TabView`
    /// labelled "TabView"), then updates.
    public func select(_ option: String, in label: String) {
        choose(option, in: label)
    }

    /// Chooses `option` in the first Picker or TabView on screen that offers it.
    public func select(_ option: String) {
        choose(option, in: nil)
    }

    /// Taps a `Stepper`'s + (`steps` > 0) or − (`steps` < 0) that many
    /// times, one update each.
    public func step(_ label: String, by steps: Int = 1) {
        // Found once: its label may show the value it changes.
        guard let stepper = control(.stepper, labelled: label) else { return }
        for _ in 0..<abs(steps) where stepper.isAlive {
            guard case .stepper(let increment, let decrement)? = stepper.facts.control else { return }
            graph.transaction(cause: "step(\"\(label)\", by: \(steps > 0 ? 1 : -1))") { steps > 0 ? increment() : decrement() }
        }
        finishAction("step(\"\(label)\", by: \(steps))")
    }

    /// Drags the `Slider` labelled `label` to `value` (clamped to its range,
    /// rounded to its step), one update.
    public func slide(_ label: String, to value: Double) {
        guard case .slider(_, let set)? = control(.slider, labelled: label)?.facts.control else { return }
        graph.transaction(cause: "slide(\"\(label)\", to: \(value))") { set(value) }
        finishAction("slide(\"\(label)\", to: \(value))")
    }

    /// The current value of the `Slider` labelled `label`.
    public func sliderValue(_ label: String) -> Double? {
        guard case .slider(let value, _)? = control(.slider, labelled: label, operating: false)?.facts.control else { return nil }
        return value()
    }

    /// Drags the view showing `label` that has a drag gesture by
    /// `translation` points: its changed actions run (and its
    /// `@GestureState` updates) in one update, its ended actions in the next.
    public func drag(_ label: String, by translation: CGSize) {
        perform(kind: "drag", on: label, _GestureInput(translation: translation), after: "drag(\"\(label)\", by: \(translation))")
    }

    /// Presses and holds the view showing `label` (`onLongPressGesture`, `LongPressGesture`).
    public func longPress(_ label: String) {
        perform(kind: "longPress", on: label, _GestureInput(), after: "longPress(\"\(label)\")")
    }

    /// Pinches the view showing `label` (`MagnifyGesture`) to `scale`.
    public func magnify(_ label: String, by scale: CGFloat) {
        perform(kind: "magnify", on: label, _GestureInput(magnification: scale), after: "magnify(\"\(label)\", by: \(scale))")
    }

    /// Turns the view showing `label` (`RotateGesture`) by `angle`.
    public func rotate(_ label: String, by angle: Angle) {
        perform(kind: "rotate", on: label, _GestureInput(rotation: angle), after: "rotate(\"\(label)\")")
    }

    /// Closes the last presented sheet, cover, popover, alert or dialog, as
    /// a swipe down or a tap outside does: its binding is set back, its
    /// content (and state) goes away.
    public func dismiss() {
        guard let presented = graph.presented.last(where: { $0.facts.presentation?.isModal == true && !$0.isHidden }),
              let record = presented.facts.presentation else {
            Diagnostics.fail("dismiss(): nothing is presented (no sheet, fullScreenCover, popover, alert or confirmationDialog is showing).")
        }
        graph.transaction(cause: "dismiss()") { record.close() }
        finishAction("dismiss()")
    }

    /// Goes back in the navigation stack on screen, as the back button
    /// does: the top view is popped and its state dropped.
    public func back() {
        guard let pushed = graph.presented.last(where: { $0.facts.presentation?.isModal == false && !$0.isHidden }),
              let record = pushed.facts.presentation else {
            Diagnostics.fail("back(): no view is pushed on a NavigationStack on screen; there is nothing to go back to.")
        }
        graph.transaction(cause: "back()") { record.close() }
        finishAction("back()")
    }

    /// Scrolls so the rows near `index` are built, in every lazy container
    /// that can scroll: a `List` or `Form`, or a `LazyVStack`/`LazyHStack`
    /// inside a `ScrollView`. With nothing on screen that scrolls, the
    /// program stops with a message, as for a missing control.
    public func scroll(to index: Int) {
        var scrollable: [Node] = [], stuck: [Node] = [], scrollViews = 0
        var crosswise: [(lazy: Node, scrollView: Node)] = []
        graph.forEachNode { node in
            if case .scroll? = node.facts.layout { scrollViews += 1 }
            guard node.isLazyContainer, node.rowWindow != nil else { return }
            if case .list? = node.facts.layout { scrollable.append(node) }
            else if Self.scrollView(around: node) != nil { scrollable.append(node) } else {
                stuck.append(node)
                if let other = Self.scrollView(around: node, anyAxis: true) { crosswise.append((node, other)) }
            }
        }
        // Nineteenth review: a ScrollView scrolls only along its axes (Apple,
        // ScrollView.init(_:showsIndicators:content:), iOS 13: "The scroll
        // view's scrollable axis"): `ScrollView([])` scrolls nowhere, and a
        // horizontal one never brings a vertical stack's later rows.
        if scrollable.isEmpty, let (lazy, scrollView) = crosswise.first {
            Diagnostics.fail("""
                scroll(to: \(index)): the ScrollView around \(lazy.typeName.prefix { $0 != "<" }) in \(lazy.path) scrolls \
                \(Self.axesText(of: scrollView)), not along its rows (\(Self.rowsRunVertically(lazy) ? "down" : "across")); \
                a user cannot scroll to its later rows.
                """)
        }
        if scrollable.isEmpty, scrollViews == 0 {
            let lazy = stuck.map { "  - \($0.typeName.prefix { $0 != "<" }) in \($0.path)" }.joined(separator: "\n")
            Diagnostics.fail("""
                scroll(to: \(index)): nothing on screen scrolls. Only a ScrollView or a List scrolls; \
                a lazy stack with no ScrollView around it shows its first rows and no more.\
                \(stuck.isEmpty ? "" : " The lazy stacks on screen:\n" + lazy)
                """)
        }
        // `.scrollDisabled(true)` (iOS 16) on a List or ScrollView, or on a
        // view around it, reaches it through the environment: a user's
        // swipe does not scroll it, so neither does this (eighteenth review).
        let locked = scrollable.filter { !$0.environment.isScrollEnabled }
        if !locked.isEmpty, locked.count == scrollable.count {
            let names = locked.map { "  - \($0.typeName.prefix { $0 != "<" }) in \($0.path)" }.joined(separator: "\n")
            Diagnostics.fail("""
                scroll(to: \(index)): scrolling is disabled (.scrollDisabled(true) on the ScrollView or List, \
                or on a view around it); a user cannot scroll it:\n\(names)
                """)
        }
        scrollable.removeAll { !$0.environment.isScrollEnabled }
        // Twenty-sixth review: a modal presentation (a sheet, a cover, an
        // alert) takes the swipe unless a sheet passes it at its detent; only
        // what lies in it scrolls (`PresentationCover.takingTouches`). What
        // a presentation covers wholly (a large sheet that passes touches)
        // is not reached either.
        if !graph.presented.isEmpty {
            var behind: [Node] = [], why = ""
            if let modal = PresentationCover.takingTouches(in: graph) {
                behind = scrollable.filter { !Self.isInside($0, modal) }
                why = "a \(modal.facts.presentation?.kind ?? "presentation") is presented over it and takes the user's touches " +
                    "(a modal presentation; no presentationBackgroundInteraction enabling them at its detent)"
            }
            if behind.isEmpty {
                graph.layoutIfNeeded()
                for node in scrollable {
                    let frame = LayoutQuery.frame(of: Self.scrollView(around: node) ?? node)
                    guard let cover = PresentationCover.presentation(over: node, at: frame, whole: true) else { continue }
                    behind.append(node)
                    why = "a \(cover) is presented over it and covers it"
                }
            }
            if !behind.isEmpty, behind.count == scrollable.count {
                let names = behind.map { "  - \($0.typeName.prefix { $0 != "<" }) in \($0.path)" }.joined(separator: "\n")
                Diagnostics.fail("scroll(to: \(index)): \(why): a user's swipe does not reach:\n\(names)")
            }
            scrollable.removeAll { node in behind.contains { $0 === node } }
        }
        // Nineteenth review: the pan is a touch on the content; a gesture
        // that takes it (a high-priority drag on the rows or around the
        // scroll view), or hit testing that passes it through, leaves the
        // container where it is (`touchRoute`, ViewHost+Touch.swift).
        let pans = scrollable.map { node in
            var container = node
            if node.facts.layout != .list, let scrollView = Self.scrollView(around: node) { container = scrollView }
            return (node, container, Self.whyInert(container) ?? Self.touchRoute(container, .pan).why)
        }
        if !pans.isEmpty, pans.allSatisfy({ $0.2 != nil }) {
            let reasons = pans.map { "  - \($0.1.typeName.prefix { $0 != "<" }) in \($0.1.path) \($0.2!)" }.joined(separator: "\n")
            Diagnostics.fail("scroll(to: \(index)): a user's swipe does not scroll the content; a user cannot scroll it:\n\(reasons)")
        }
        scrollable = pans.filter { $0.2 == nil }.map(\.0)
        graph.transaction(cause: "scroll(to: \(index))") {
            for node in scrollable {
                node.rowWindow?.reveal(around: index)
                node.invalidate(because: "@scroll")
            }
        }
        finishAction("scroll(to: \(index))")
    }

    /// Whether `node` is `container` or lies inside it.
    private static func isInside(_ node: Node, _ container: Node) -> Bool {
        var current: Node? = node
        while let candidate = current {
            if candidate === container { return true }
            current = candidate.parent
        }
        return false
    }

    /// The nearest ScrollView around `lazy` that scrolls along its rows
    /// (`anyAxis`: the nearest at all).
    private static func scrollView(around lazy: Node, anyAxis: Bool = false) -> Node? {
        let vertical = rowsRunVertically(lazy)
        var ancestor = lazy.parent
        while let current = ancestor {
            if case .scroll(let horizontal, let scrollsVertically)? = current.facts.layout,
               anyAxis || (vertical ? scrollsVertically : horizontal) { return current }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether a lazy container's rows go down (a `LazyVStack`, a
    /// `LazyVGrid`, a `List`) rather than across (`LazyHStack`, `LazyHGrid`).
    private static func rowsRunVertically(_ lazy: Node) -> Bool {
        switch lazy.facts.layout {
        case .stack(let vertical, _, _)?: vertical
        case .grid(_, let vertical)?: vertical
        default: true
        }
    }

    private static func axesText(of scrollView: Node) -> String {
        guard case .scroll(let horizontal, let vertical)? = scrollView.facts.layout else { return "" }
        switch (horizontal, vertical) {
        case (true, true): return "both ways"
        case (true, false): return "only horizontally (ScrollView(.horizontal))"
        case (false, true): return "only vertically"
        case (false, false): return "along no axis (ScrollView([]))"
        }
    }

    /// Flushes the updates that changes made outside a tap (to a model,
    /// say) have scheduled.
    public func update() {
        graph.transaction(cause: "update()") {}
        finishAction("update()")
    }

    /// After every action: the staleness oracle looks (when it is on), and
    /// `course run --snapshots` prints the screen.
    func finishAction(_ action: @autoclosure () -> String) {
        // What the app scheduled runs first: a user reads the screen a
        // glance later (Graph/ScheduledWork.swift).
        runScheduledWork()
        if checksStaleness { checkStaleness(after: action()) }
        printSnapshot(after: action())
    }

    // MARK: Measuring

    /// Body runs of views of exactly this type since mount or `resetCounts()`.
    public func bodyCount<V: View>(_ type: V.Type) -> Int {
        guard let index = ViewTypeInfo.existing(type)?.index, index < graph.bodyCounts.count else { return 0 }
        return graph.bodyCounts[index]
    }

    /// Every view type whose body ran, with its count, in first-run order.
    public var bodyCounts: [(type: String, count: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for case .body(let index) in graph.events {
            let name = ViewTypeInfo.all[index].tableName
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }

    /// Every `@State` value that changed since mount or `resetCounts()`, as
    /// "Owner.property", in order: a write in `onAppear`, `onChange` or a
    /// preference action that no user action caused is another update pass
    /// on a device (SwiftUI re-renders the views that read the value).
    public var stateWrites: [String] {
        graph.stateWrites.map { "\(ViewTypeInfo.all[$0.type].tableName).\($0.label.hasPrefix("_") ? String($0.label.dropFirst()) : $0.label)" }
    }

    /// How many views were evaluated since mount or `resetCounts()`: a body
    /// run, a built-in view built or re-expanded, a `GeometryReader`'s
    /// content run for a new size. A change of the screen's size that only
    /// layout answers (stacks, `ViewThatFits`, a custom `Layout`) evaluates
    /// none; code that reads the width to pick views evaluates some.
    public var evaluations: Int { graph.layoutIfNeeded(); return graph.evaluationCount }

    /// The nearest view of the app's own (not one of SwiftUI's) whose body
    /// shows the text `text`, named as in `bodyCounts`, with its body runs:
    /// which view a piece of the screen really comes from, whatever it is
    /// named. The text is the first one a user sees (`texts`).
    public func bodyCount(ofViewShowing text: String) -> (type: String, count: Int)? {
        bodyCount(ofNodeAround: text) { !$0.info.isBuiltIn && $0.role == .custom }
    }

    /// The nearest view around the text `text` whose type `isView` accepts,
    /// named as in `bodyCounts`, with its body runs; `nil` when no view
    /// around the first view showing that text is one. A lab names a generic
    /// view by identity this way, whatever the student nests inside it: a
    /// protocol its checks declare and conform the starter's type to
    /// (`extension Card: CardKind {}`, then `{ $0 is any CardKind.Type }`).
    public func bodyCount(ofViewShowing text: String, where isView: (Any.Type) -> Bool) -> (type: String, count: Int)? {
        bodyCount(ofNodeAround: text) { isView($0.info.type) }
    }

    /// The nearest node above the first one a user sees showing `text`
    /// (whole, as `texts` judges it) that `matches`, and its type's body
    /// runs: a hidden copy of the text cannot name the view (tenth review).
    private func bodyCount(ofNodeAround text: String, where matches: (Node) -> Bool) -> (type: String, count: Int)? {
        var found: Node?
        graph.forEachVisibleText { node, shown in if found == nil, shown == text, node.facts.text == text { found = node } }
        var owner = found?.parent
        while let node = owner, !matches(node) { owner = node.parent }
        guard let info = owner?.info else { return nil }
        return (info.tableName, info.index < graph.bodyCounts.count ? graph.bodyCounts[info.index] : 0)
    }

    /// How `bodyCounts` names `type`: without its module, with the types it
    /// is nested in (`Row`, `Feed.Row`, `Card<Text>`).
    public static func name(of type: Any.Type) -> String { Node.tableName(of: type) }

    public func resetCounts() {
        graph.bodyCounts = Array(repeating: 0, count: graph.bodyCounts.count)
        graph.countsRound += 1
        graph.events.removeAll()
        graph.stateWrites.removeAll()
        graph.evaluationCount = 0
        Representables.resetCounts(graph)
        graph.why?.reset()
        graph.identities.rebuilds.removeAll()
        graph.identities.replacedRows.removeAll()
        graph.staleScreens.removeAll()
    }

    /// The text of every `Text` a user can see, in tree order: not hidden,
    /// faded out, covered, clipped, off the screen, too small or blurred to
    /// read, nor in the colour behind it (`Legibility`, docs/simulator.md
    /// "What a user can see").
    public var texts: [String] {
        var texts: [String] = []
        graph.forEachVisibleText { _, shown in texts.append(shown) }
        return texts
    }

    /// Why a user cannot see the first `Text` showing `text` (covered by an
    /// opaque paint, off the screen…); nil when one is seen or none is in
    /// the tree. Checks can name the reason in a failure.
    public func whyHidden(_ text: String) -> String? {
        graph.layoutIfNeeded()
        guard shownText(text) == nil, let node = graph.firstNode(where: { $0.facts.text == text }) else { return nil }
        var ancestor: Node? = node
        while let current = ancestor {
            if let why = OnScreen.whyHides(current) { return why }
            if OnScreen.isMask(current) { return "part of a mask (a mask is not drawn, only its alpha used)" }
            ancestor = current.parent
        }
        return Legibility.whyHidden(node)
    }

    /// What happened since mount or `resetCounts()`.
    public var events: [Event] { graph.events.map(\.event) }

    /// The tree as indented text: custom views, containers, controls, texts
    /// and the modifiers on them.
    public func dump() -> String {
        TreeDump.render(graph.root)
    }

    /// `dump()` without what a user cannot see (`texts`' rules: hidden,
    /// faded, covered, clipped, off the screen, unreadable). Judge what is
    /// drawn with this, so that a correct fix that hides a view either way passes.
    public func dump(visibleOnly: Bool) -> String {
        if visibleOnly { graph.layoutIfNeeded() }
        return TreeDump.render(graph.root, visibleOnly: visibleOnly)
    }

    // MARK: Finding controls

    enum ControlKind: String {
        case button = "Button", toggle = "Toggle", textField = "TextField", picker = "Picker", stepper = "Stepper"
        case slider = "Slider", gesture = "gesture"

        /// What a user could not do to it, in refusals ("a user cannot flip it").
        var userVerb: String {
            switch self {
            case .button: "tap it"
            case .toggle: "flip it"
            case .textField: "type into it"
            case .picker: "choose in it"
            case .stepper: "step it"
            case .slider: "drag it"
            case .gesture: "touch it"
            }
        }
    }

    /// Where the user can reach controls: the last modal presentation
    /// (a sheet, an alert…) that takes the touches behind it, if one is
    /// showing, else the whole screen. A sheet that enables background
    /// interaction at its detent passes them (`PresentationCover`): the
    /// presenter's controls it does not cover are reached, as its own.
    var reachableRoot: Node? { PresentationCover.takingTouches(in: graph) }

    /// The first control of `kind` showing `label` where a user can reach
    /// it. `operating` (the default): the check is about to operate it, so
    /// a control no user can operate fails the check (`refuseInert`);
    /// false only to read its value (`sliderValue`).
    func control(_ kind: ControlKind, labelled label: String, operating: Bool = true) -> Node? {
        // Which `ViewThatFits` alternative shows is layout's answer, asked
        // only when the first control with this label lies in one (a layout
        // per tap of a long list cost three times the tap).
        func matches(_ node: Node) -> Bool {
            guard let control = node.facts.control else { return false }
            return describe(control, of: node) == (kind, label)
        }
        var found = graph.firstNode(in: reachableRoot, where: matches)
        if let first = found, OnScreen.inFittingChoice(first) {
            graph.layoutIfNeeded()
            found = graph.firstNode(in: reachableRoot) { matches($0) && !OnScreen.inUnchosenAlternative($0) }
        }
        if var found {
            if operating {
                found = seenControl(found, kind: kind, label: label, matching: matches)
                Self.refuseInert(found, kind: kind, label: label)
            }
            return found
        }
        // A Button drawn by a custom `PrimitiveButtonStyle` is no tap target
        // itself: what its body draws is, and it drew nothing to tap.
        if kind == .button, let styled = graph.firstNode(in: reachableRoot, where: { node in
            node.view is any _SystemButton && node.facts.control == nil && Self.labelText(of: node) == label
        }), let style = styled.environment.primitiveButtonStyleInEffect {
            Diagnostics.fail("""
                Button "\(label)" is drawn by \(Self.name(of: style.type)), a PrimitiveButtonStyle whose makeBody draws \
                nothing a user can tap (no Button(configuration) or onTapGesture that calls configuration.trigger()); \
                a user cannot tap it.
                """)
        }
        var available: [String] = []
        graph.forEachNode(in: reachableRoot) { node in
            guard let control = node.facts.control, !OnScreen.inUnchosenAlternative(node) else { return }
            let (controlKind, text) = describe(control, of: node)
            available.append("\(controlKind.rawValue) \"\(text)\"")
        }
        Diagnostics.fail(Self.notFoundMessage(kind: kind, label: label, available: available))
    }

    /// Fails the check when no user could operate `node`, a control the
    /// check is about to operate, as SwiftUI refuses a user's touch:
    /// - disabled: `isEnabled` false in its environment, as `.disabled(true)`
    ///   on it or on any view around it writes it (Apple, `View.disabled(_:)`,
    ///   iOS 13: "Adds a condition that controls whether users can interact
    ///   with this view"; a disabled ancestor disables every control below
    ///   it, whatever they say themselves); for every kind of control,
    ///   Toggle, Stepper, Slider, Picker and gesture as well as Button and
    ///   TextField;
    /// - out of hit testing: `.allowsHitTesting(false)` on it or on any view
    ///   around it (Apple, `View.allowsHitTesting(_:)`, iOS 13: "Configures
    ///   whether this view participates in hit test operations"): a tap
    ///   passes through it and everything inside it.
    /// A check operates the control by its action, so without this it would
    /// flip a Toggle no finger can flip (seventeenth review).
    /// - not reached: a touch on what it draws goes elsewhere, by hit
    ///   testing inside it and gesture precedence (`touchRoute`,
    ///   ViewHost+Touch.swift; nineteenth review). `touch`: what the finger
    ///   does (by default, what operating a control of `kind` takes).
    static func refuseInert(_ node: Node, kind: ControlKind, label: String, touch: Touch? = nil) {
        let touch = touch ?? (kind == .slider || kind == .gesture ? .drag : .tap)
        // Twenty-second review: a view drawn in front of it takes the finger first (ViewHost+InFront.swift).
        guard let why = whyInert(node) ?? whyCoveredInFront(node) ?? touchRoute(node, touch).why else { return }
        Diagnostics.fail("\(kind.rawValue) \"\(label)\" \(why); a user cannot \(kind.userVerb).")
    }

    /// What a finger's tap on `node` (a control with a tap action) runs, as
    /// SwiftUI routes one touch between the gestures that could take it
    /// (eighteenth review):
    /// - a tap gesture attached with `.highPriorityGesture(_:)` on a view
    ///   around it wins over the gestures below it (Apple,
    ///   highPriorityGesture(_:including:), iOS 13: "Attaches a gesture to the
    ///   view with a higher precedence than gestures defined by the view");
    ///   the outermost such gesture takes the tap, and the control's own
    ///   action does not run;
    /// - one attached with `.simultaneousGesture(_:)` around it runs as well
    ///   ("to process simultaneously with gestures defined by the view");
    /// - one attached with `.gesture(_:)` or `.onTapGesture` around it loses
    ///   to the control's own ("with a lower precedence than gestures
    ///   defined by the view");
    /// - a Button with the automatic style in a `List` (or `Form`) row: the
    ///   row is one tap target, and a tap runs every such button in the row
    ///   (iOS 13 to 26; no Apple page says so, widely reported, e.g.
    ///   openillumi.com "SwiftUI List Row Conflict: Stop Multiple Buttons
    ///   Triggering Double Actions"; any other style, `.borderless`,
    ///   `.plain`, a custom one, makes each its own target).
    /// Nineteenth review: the routing is `touchRoute` (ViewHost+Touch.swift),
    /// for every control and every gesture inside or around it; a tap it
    /// does not give the control is refused before it runs (`refuseInert`),
    /// so this runs nothing for one.
    static func tapRoute(_ node: Node) -> [@MainActor () -> Void] {
        guard case .button(let own)? = node.facts.control else { return [] }
        let route = touchRoute(node, .tap)
        guard route.reaches else { return [] }
        return (Self.rowButtons(sharing: node) ?? [own]) + route.alongside
    }

    /// The actions of every automatic-style Button in the List row that
    /// holds `node`, when `node` is one; nil otherwise (`tapRoute`).
    private static func rowButtons(sharing node: Node) -> [@MainActor () -> Void]? {
        guard node.view is any _SystemButton, node.environment.buttonStyleIsAutomatic else { return nil }
        var row: Node?
        var current: Node? = node
        while let step = current {
            if case .list? = step.facts.layout { break }
            if case .scroll? = step.facts.layout { return nil }
            if step.facts.presentation != nil { return nil }
            // A swipe action or context-menu item is hidden until the row is
            // swiped or held: not part of the row's tap (nineteenth review).
            if Self.isShownElsewhere(step) { return nil }
            if !LayoutEngine.isTransparent(step) { row = step }
            current = step.parent
            if current == nil { return nil }
        }
        guard let row else { return nil }
        var actions: [@MainActor () -> Void] = []
        func walk(_ candidate: Node) {
            if candidate.isHidden || candidate.facts.presentation != nil || Self.isShownElsewhere(candidate) { return }
            if candidate.view is any _SystemButton, candidate.environment.buttonStyleIsAutomatic,
               case .button(let action)? = candidate.facts.control, whyInert(candidate) == nil {
                actions.append(action)
            }
            candidate.children.forEach(walk)
        }
        walk(row)
        return actions.count > 1 ? actions : nil
    }

    /// Why no user can operate `node`, or nil when one can (`refuseInert`).
    static func whyInert(_ node: Node) -> String? {
        if !node.environment.isEnabled {
            return "is disabled (.disabled(true) on it or on a view around it)"
        }
        if let why = whySwipeActionUnreachable(node) { return why }
        var current: Node? = node
        while let step = current {
            if step.facts.modifier == "allowsHitTesting(false)" {
                return "takes no touches (.allowsHitTesting(false) on it or on a view around it: a tap passes through)"
            }
            // Nineteenth review: a content shape with no area on it or around
            // it leaves nothing to hit (Apple, contentShape(_:eoFill:), iOS 13).
            if let why = Self.whyNoHitTesting(step) {
                return "takes no touches (\(why) on \(step === node ? "it" : Self.describe(step) + ", around it"): no touch lands on it)"
            }
            current = step.parent
        }
        return nil
    }

    static func notFoundMessage(kind: ControlKind, label: String, available: [String]) -> String {
        let list = available.isEmpty ? "  (no controls on screen)" : available.map { "  - \($0)" }.joined(separator: "\n")
        return "no \(kind.rawValue) labelled \"\(label)\" on screen. The controls on screen are:\n\(list)"
    }

    private func describe(_ control: Control, of node: Node) -> (ControlKind, String) {
        switch control {
        case .button: (.button, Self.labelText(of: node))
        case .toggle: (.toggle, Self.labelText(of: node))
        case .textField(let prompt, _): (.textField, prompt)
        case .picker(let label, _): (.picker, label ?? "TabView")
        case .stepper: (.stepper, Self.labelText(of: node))
        case .slider: (.slider, Self.labelText(of: node))
        case .gesture(let record): (.gesture, Self.labelText(of: node, includingOwn: true) + " (" + record.kinds.sorted().joined(separator: "+") + ")")
        }
    }

    private func perform(kind: String, on label: String, _ input: _GestureInput, after action: String) {
        let found = graph.firstNode(in: reachableRoot) { node in
            guard case .gesture(let record)? = node.facts.control, record.kinds.contains(kind) else { return false }
            return Self.labelText(of: node, includingOwn: true) == label
        }
        guard let found, case .gesture(let record)? = found.facts.control else {
            var available: [String] = []
            graph.forEachNode(in: reachableRoot) { node in
                if case .gesture(let record)? = node.facts.control {
                    available.append("\"\(Self.labelText(of: node, includingOwn: true))\" (\(record.kinds.sorted().joined(separator: "+")))")
                }
            }
            let list = available.isEmpty ? "  (no views with gestures on screen)" : available.map { "  - \($0)" }.joined(separator: "\n")
            Diagnostics.fail("no view showing \"\(label)\" with a \(kind) gesture on screen. The views with gestures are:\n\(list)")
        }
        let touch: Touch = switch kind {
        case "longPress": .hold
        case "magnify", "rotate": .pinch
        default: .drag
        }
        Self.refuseInert(found, kind: .gesture, label: label, touch: touch)
        let handlers = record.handlers
        graph.transaction(cause: action + ": changed") { handlers.changed.forEach { $0(input) } }
        graph.transaction(cause: action + ": ended") {
            handlers.ended.forEach { $0(input) }
            handlers.resets.forEach { $0() }
        }
        finishAction(action)
    }

    private func choose(_ option: String, in label: String?) {
        var pickers: [Node] = []
        graph.forEachNode(in: reachableRoot) { node in
            guard case .picker(let title, _)? = node.facts.control else { return }
            if label == nil || (title ?? "TabView") == label { pickers.append(node) }
        }
        for picker in pickers {
            guard case .picker(let title, let select)? = picker.facts.control else { continue }
            if let (tag, _) = Self.options(of: picker).first(where: { $0.text == option }) {
                Self.refuseUnseen(picker, kind: .picker, label: title ?? "TabView")
                Self.refuseInert(picker, kind: .picker, label: title ?? "TabView")
                var accepted = false
                graph.transaction(cause: "select(\"\(option)\"\(label.map { ", in: \"\($0)\"" } ?? ""))") { accepted = select(tag) }
                if !accepted {
                    Diagnostics.fail("select(\"\(option)\"): its tag \(tag.base) (\(Swift.type(of: tag.base))) is not of the type of the selection; SwiftUI selects nothing either.")
                }
                finishAction("select(\"\(option)\"\(label.map { ", in: \"\($0)\"" } ?? ""))")
                return
            }
        }
        if let label, pickers.isEmpty { _ = control(.picker, labelled: label) }
        let offered = pickers.flatMap { picker in Self.options(of: picker).map { "  - \"\($0.text)\"" } }
        Diagnostics.fail("""
            no option \"\(option)\" in \(label.map { "the Picker labelled \"\($0)\"" } ?? "any Picker or TabView on screen"). \
            The options are:\n\(offered.isEmpty ? "  (none)" : offered.joined(separator: "\n"))
            """)
    }

    /// A Picker's options (a tagged view, or a `ForEach` row tagged by its
    /// id) or a TabView's tabs (each with its `.tag` or its position), with
    /// the text each shows.
    static func options(of picker: Node) -> [(tag: AnyHashable, text: String)] {
        if picker.role == .container {
            // A TabView: its tabs, covered or not.
            var tabs: [(AnyHashable, String)] = []
            for (index, member) in picker.children.enumerated() {
                var tag: AnyHashable?, text: String?
                var current: Node? = member
                while let node = current {
                    tag = tag ?? node.facts.tag
                    text = text ?? node.facts.tabLabel
                    guard node.role == .modifier || node.role == .container else { break }
                    current = node.children.first
                }
                tabs.append((tag ?? AnyHashable(index), text ?? ""))
            }
            return tabs
        }
        var options: [(AnyHashable, String)] = []
        func walk(_ node: Node) {
            if let tag = node.facts.tag {
                options.append((tag, labelText(of: node, includingOwn: true)))
                return
            }
            if let id = node.key.elementID, node.parent?.role == .group, !hasTag(node) {
                options.append((id, labelText(of: node, includingOwn: true)))
                return
            }
            node.children.forEach(walk)
        }
        if picker.children.count > 1 { walk(picker.children[1]) }
        return options
    }

    private static func hasTag(_ node: Node) -> Bool {
        if node.facts.tag != nil { return true }
        return node.children.contains(where: hasTag)
    }

    /// The presentation a node sits in (the nearest), if any.
    static func presentation(around node: Node) -> PresentationRecord? {
        var current: Node? = node
        while let ancestor = current {
            if let record = ancestor.facts.presentation { return record }
            current = ancestor.parent
        }
        return nil
    }

    /// The `.focused(…)` actions on the modifiers around a field.
    static func focusActions(around node: Node) -> [@MainActor () -> Void] {
        var actions: [@MainActor () -> Void] = []
        var current = node.parent
        while let ancestor = current, ancestor.role == .modifier {
            for case .focus(let action) in ancestor.facts.effects { actions.append(action) }
            current = ancestor.parent
        }
        return actions
    }

    /// A control's label: the texts inside it, joined.
    static func labelText(of node: Node, includingOwn: Bool = false) -> String {
        var parts: [String] = []
        func walk(_ node: Node) {
            if let text = node.facts.text { parts.append(text) }
            for child in node.children where !child.isHidden { walk(child) }
        }
        if includingOwn { walk(node) } else { node.children.forEach(walk) }
        return parts.joined(separator: " ")
    }
}
