// One touch, routed as SwiftUI routes it (nineteenth review). Every host
// action on a control (tap, press, toggle, type, select, step, slide, drag,
// long press, pinch, scroll) is a finger on what the control draws, and
// goes where SwiftUI sends that finger:
//
// - Hit testing. A view under `.allowsHitTesting(false)` (Apple,
//   View.allowsHitTesting(_:), iOS 13: "Configures whether this view
//   participates in hit test operations") or inside a `.contentShape` with
//   no area (Apple, contentShape(_:eoFill:), iOS 13: "Defines the content
//   shape for hit testing"; ContentShapeKinds.interaction, iOS 15) takes no
//   touch. That holds around the control and inside it: a ButtonStyle's
//   makeBody that excludes everything it draws leaves nothing of the button
//   to touch.
// - Gesture precedence, on the path from the touched spot to the root:
//   `.gesture(_:)` and `onTapGesture` have "a lower precedence than gestures
//   defined by the view" (Apple, gesture(_:including:), iOS 13), so the
//   innermost one that recognises the touch wins, a control's own (a
//   Button's tap, a Toggle's switch, a field's focus, a Slider's drag)
//   included: an `onTapGesture` inside a Button's label takes the tap from
//   the Button. `.highPriorityGesture(_:)` has "a higher precedence than
//   gestures defined by the view" (iOS 13): the outermost one that
//   recognises the touch takes it from everything inside.
//   `.simultaneousGesture(_:)` is processed "simultaneously with gestures
//   defined by the view" (iOS 13): it runs as well. A `GestureMask`
//   without `.subviews` disables the gestures inside; without `.gesture`,
//   the added one.
// - What recognises which touch: a tap gesture a tap; a `DragGesture` a
//   finger that moves, and a tap only when its `minimumDistance` is 0
//   (Apple, DragGesture.minimumDistance, iOS 13: "The minimum dragging
//   distance before the gesture succeeds"): a zero-distance drag succeeds
//   as the finger goes down; a `LongPressGesture` a hold, and a tap when
//   its `minimumDuration` is shorter than the finger rests in an ordinary
//   tap (`AnimationTiming.tapHold`, 0.2 s; Apple,
//   LongPressGesture.minimumDuration, iOS 13: "The minimum duration of the
//   long press that must elapse before the gesture succeeds"): 0.1 s
//   elapses inside the tap (twentieth review); magnify and rotate two fingers.
// - A scroll is a pan on the content of a `ScrollView` or `List`, which
//   only a scroll view whose axes include the rows' axis can make (Apple,
//   ScrollView.init(_:showsIndicators:content:), iOS 13: "The scroll view's
//   scrollable axis"). A high-priority gesture that recognises a drag, on
//   the content or around the scroll view, takes the pan. A drag gesture of
//   normal priority inside the content is not judged (how UIKit's pan and
//   SwiftUI's drag share a finger differs between releases).
// - Content shown elsewhere (a row's swipe actions, a context menu, a
//   toolbar, a search field, presented content) is not under the gestures
//   of the view it is attached to, and not part of that view's touch.
//
// A touch the control's own gesture does not get anywhere on what it draws
// stops the check with the simulator's error naming why (`refuseInert`).

/// A modifier that attaches a gesture (`_GestureModifier`, `_TapGestureModifier`).
@MainActor protocol _TouchGestureModifier {
    var _attached: ViewHost.GestureSpec { get }
}

/// A view modified by one (the node of `.gesture(…)`, `.onTapGesture { }`).
@MainActor protocol _ModifiedByTouchGesture {
    var _touchGesture: ViewHost.GestureSpec { get }
}

extension ModifiedContent: _ModifiedByTouchGesture where Modifier: _TouchGestureModifier {
    var _touchGesture: ViewHost.GestureSpec { modifier._attached }
}

extension _GestureModifier: _TouchGestureModifier {
    var _attached: ViewHost.GestureSpec {
        let priority: ViewHost.GestureSpec.Priority = switch name {
        case "highPriorityGesture": .high
        case "simultaneousGesture": .simultaneous
        default: .normal
        }
        var touches: Set<ViewHost.Touch> = []
        if handlers.recognisesTap { touches.insert(.tap) }
        if handlers.kinds.contains("drag") { touches.formUnion([.drag, .pan]) }
        if handlers.kinds.contains("longPress") || handlers.recognisesTouchDown { touches.insert(.hold) }
        if !handlers.kinds.isDisjoint(with: ["magnify", "rotate"]) { touches.insert(.pinch) }
        let handlers = self.handlers
        let written = handlers.written.isEmpty ? name : "\(name)(\(handlers.written.joined(separator: " + ")))"
        return ViewHost.GestureSpec(priority: priority, mask: mask, written: written, touches: touches, tapActions: [{
            let input = _GestureInput()
            handlers.changed.forEach { $0(input) }
            handlers.ended.forEach { $0(input) }
            handlers.resets.forEach { $0() }
        }])
    }
}

extension _ButtonGestureModifier: _TouchGestureModifier {
    var _attached: ViewHost.GestureSpec {
        let (pressing, action) = (pressing, action)
        return ViewHost.GestureSpec(priority: .normal, mask: .all, written: "_onButtonGesture", touches: [.tap],
                                    tapActions: [{ pressing?(true); pressing?(false); action() }])
    }
}

extension _TapGestureModifier: _TouchGestureModifier {
    var _attached: ViewHost.GestureSpec {
        ViewHost.GestureSpec(priority: .normal, mask: .all, written: count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))",
                             touches: [.tap], tapActions: [action])
    }
}

/// `.contentShape(…)`: the shape a view is hit-tested with. One with no
/// area (`Rectangle().size(width: 0, height: 0)`, `Path()`, a shape trimmed
/// or scaled to nothing) takes no touch; another kind than `.interaction`
/// (a drag preview's, a focus ring's) does not change hit testing.
public struct _ContentShapeModifier: ViewModifier, BuiltinModifier {
    let isEmpty: Bool
    let forHitTesting: Bool
    /// The shape's own steps (`inset(by:)`, `offset`, `size`, …): where it
    /// lies once laid out in the view's frame (`ViewHost.contentShapeFault`).
    var geometry: ViewHost.ShapeGeometry? = nil
    /// An app shape's path, run on the view's laid-out rect (twenty-first review).
    var outline: ShapeOutline? = nil
    func record(into facts: inout NodeFacts) { facts.modifier = "contentShape" }
}

/// Apple, ContentShapeKinds (iOS 15): what a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = Self(rawValue: 1), dragPreview = Self(rawValue: 2), contextMenuPreview = Self(rawValue: 4)
    public static let hoverEffect = Self(rawValue: 8), focusEffect = Self(rawValue: 16), accessibility = Self(rawValue: 32)
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(isEmpty: ViewHost.hasNoArea(shape), forHitTesting: true, geometry: ViewHost.ShapeGeometry.of(shape),
                                       outline: ShapeOutline.of(shape)))
    }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(isEmpty: ViewHost.hasNoArea(shape), forHitTesting: kind.contains(.interaction),
                                       geometry: ViewHost.ShapeGeometry.of(shape), outline: ShapeOutline.of(shape)))
    }
}

extension ViewHost {
    /// What a finger does.
    enum Touch: Hashable {
        /// Down and up without moving (a Button, `onTapGesture`, a Toggle's
        /// switch, a field's focus, a Picker, a Stepper's + or −).
        case tap
        /// Down, then moved (a Slider's thumb, `host.drag`).
        case drag
        /// Down and held (`host.longPress`).
        case hold
        /// Two fingers (`host.magnify`, `host.rotate`).
        case pinch
        /// A pan on a scroll view's content (`host.scroll`).
        case pan
    }

    /// A gesture a node attaches, as the touch routing reads it.
    struct GestureSpec {
        enum Priority { case normal, high, simultaneous }
        var priority: Priority
        var mask: GestureMask
        /// As written, for messages (`highPriorityGesture(DragGesture(minimumDistance: 0))`).
        var written: String
        var touches: Set<Touch>
        /// What it runs when it takes a tap (or runs beside one).
        var tapActions: [@MainActor () -> Void]
    }

    /// A gesture on a node of the tree.
    struct PlacedGesture {
        let node: Node
        let spec: GestureSpec
    }

    /// Whether `shape` encloses no area when asked for its path in a
    /// 100-point square (its own `size`, `scale`, `trim`, or a `Path`'s points).
    nonisolated static func hasNoArea(_ shape: some Shape) -> Bool {
        guard let geometry = ShapeGeometry.of(shape) else { return false }
        let box = ShapeGeometry.box(geometry.steps[...], in: ShapeGeometry.Box(x: 0, y: 0, width: 100, height: 100))
        return geometry.drawnFraction == 0 || box.width <= 0 || box.height <= 0
    }

    /// The gesture `node` attaches or, for a control, its own; nil for none.
    /// A Toggle drawn by a custom ToggleStyle has none of its own: its
    /// style's body does (`toggle(_:)`).
    static func gesture(on node: Node) -> GestureSpec? {
        if let modified = node.view as? any _ModifiedByTouchGesture { return modified._touchGesture }
        func own(_ touches: Set<Touch>, _ actions: [@MainActor () -> Void] = []) -> GestureSpec {
            GestureSpec(priority: .normal, mask: .all, written: "", touches: touches, tapActions: actions)
        }
        switch node.facts.control {
        case .button(let action)?: return own([.tap], [action])
        case .toggle?: return node.environment.toggleStyleInEffect == nil ? own([.tap]) : nil
        case .textField?, .picker?, .stepper?: return own([.tap])
        case .slider?: return own([.drag])
        case .gesture?, nil: break
        }
        switch node.facts.layout {
        case .scroll(let horizontal, let vertical)? where horizontal || vertical: return own([.pan])
        case .list?: return own([.pan])
        default: return nil
        }
    }

    /// Whether `node` shows content that is not part of its parent's touch:
    /// the accessory of a view presenting it elsewhere (`swipeActions`,
    /// `contextMenu`, `toolbar`, `searchable`, a sheet's content).
    static func isShownElsewhere(_ node: Node) -> Bool {
        guard let parent = node.parent, node.key != .index(0) else { return false }
        return parent.facts.layout == .presenting || parent.facts.presentation != nil
    }

    /// Why `node` itself takes no touch (it and everything inside it), or nil.
    static func whyNoHitTesting(_ node: Node) -> String? {
        if node.facts.modifier == "allowsHitTesting(false)" { return ".allowsHitTesting(false)" }
        if node.info.isContentShaped, let shaped = node.view as? any _ContentShaped, shaped._contentShape.forHitTesting {
            if shaped._contentShape.isEmpty { return ".contentShape(…) with no area" }
            if let why = contentShapeFault(shaped._contentShape.geometry, outline: shaped._contentShape.outline, of: node) { return why }
        }
        return nil
    }

    /// A content shape's smallest side a finger can land on, in points: a
    /// tenth of the 44-point target Apple's HIG asks ("Accessibility",
    /// "Buttons": at least 44×44 points), about how far a touch's reported
    /// point strays from where a user aims.
    static let smallestTarget = 4.0

    /// Twentieth review: what the content shape leaves to touch once laid
    /// out in `node`'s frame. SwiftUI asks the shape for its path in the
    /// view's bounds (Apple, contentShape(_:eoFill:), iOS 13: "Defines the
    /// content shape for hit testing"; Shape.path(in:)), so `inset(by: 12)`
    /// on a 16-point label (InsettableShape.inset(by:), iOS 13) leaves
    /// nothing, `Circle().inset(by: 30)` on a small label nothing,
    /// `size(width: 1, height: 1)` a point no finger lands on, and
    /// `offset(x: 2000)` moves the whole target off the view a user aims at
    /// (judged against the view's own frame, not the screen: a row below the
    /// fold keeps its target); a negative inset (`inset(by: -12)`) enlarges
    /// the target and keeps it.
    ///
    /// Twenty-first review: an app's own `Shape` (`struct FlagTip: Shape`)
    /// is asked for its path in the view's laid-out rect and judged by the
    /// box its points span (`ViewHost.PathLook`), as the built-ins' steps are.
    static func contentShapeFault(_ geometry: ShapeGeometry?, outline: ShapeOutline? = nil, of node: Node) -> String? {
        guard !(geometry?.steps.isEmpty ?? true) || outline != nil else { return nil }
        node.graph.layoutIfNeeded()
        var geometry = geometry
        if let outline, let look = look(of: outline, in: node) {
            let box = look.bounds
            let bounds = look.isEmpty ? ShapeGeometry.Step.bounds(x: 0, y: 0, width: 0, height: 0)
                : ShapeGeometry.Step.bounds(x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height))
            geometry = ShapeGeometry([bounds] + (geometry?.steps ?? []))
        }
        guard let geometry, !geometry.steps.isEmpty else { return nil }
        guard let frame = LayoutQuery.frame(of: node) else { return nil }
        let rect = ShapeGeometry.Box(x: Double(frame.x) * Cells.pointsPerColumn, y: Double(frame.y) * Cells.pointsPerRow,
                                     width: Double(frame.width) * Cells.pointsPerColumn, height: Double(frame.height) * Cells.pointsPerRow)
        let box = ShapeGeometry.box(geometry.steps[...], in: rect)
        if box.width <= 0 || box.height <= 0 { return ".contentShape(…) with no area once laid out in its \(describe(frame)) frame" }
        // What of the target lies over the control a user sees and aims at.
        guard rect.width > 0, rect.height > 0 else { return nil }
        let (left, top) = (max(box.x, rect.x), max(box.y, rect.y))
        let right = min(box.x + box.width, rect.x + rect.width), bottom = min(box.y + box.height, rect.y + rect.height)
        if right - left <= 0 || bottom - top <= 0 {
            return ".contentShape(…) moved off the view it is on (by \(Int(box.x - rect.x)), \(Int(box.y - rect.y)) points)"
        }
        if min(right - left, bottom - top) < smallestTarget {
            return ".contentShape(…) \(Int((right - left).rounded()))×\(Int((bottom - top).rounded())) points over the view, smaller than the \(Int(smallestTarget))-point spot a finger needs"
        }
        return nil
    }

    private static func describe(_ frame: Frame) -> String {
        "\(Int(Double(frame.width) * Cells.pointsPerColumn))×\(Int(Double(frame.height) * Cells.pointsPerRow))-point"
    }

    /// A view's name in messages: the view a modifier node modifies (its
    /// text, when it is one), with the app's views around it.
    static func describe(_ node: Node) -> String {
        var subject = node
        while subject.role == .modifier, let content = subject.children.first(where: { $0.key == .index(0) }) ?? subject.children.first {
            subject = content
        }
        var shown = labelText(of: subject, includingOwn: true)
        if shown.count > 40 { shown = shown.prefix(40) + "…" }
        let name = subject.facts.text.map { "Text “\($0)”" }
            ?? (shown.isEmpty ? String(subject.typeName.prefix { $0 != "<" }) : "the view showing “\(shown)”")
        let path = node.path
        return path.isEmpty ? name : "\(name) (in \(path))"
    }

    /// Where a touch on what `control` draws goes (`touch`), as SwiftUI
    /// routes it: whether the control's own gesture gets it on some spot
    /// it draws, what runs beside it there, and why not when it does not.
    struct TouchRoute {
        var reaches: Bool
        var alongside: [@MainActor () -> Void] = []
        var why: String?
    }

    static func touchRoute(_ control: Node, _ touch: Touch) -> TouchRoute {
        guard let target = gesture(on: control) else { return TouchRoute(reaches: true) }
        // The gestures around it, outermost first, up to content shown elsewhere.
        var outer: [PlacedGesture] = []
        var current: Node? = isShownElsewhere(control) || control.facts.presentation != nil ? nil : control.parent
        while let node = current, node.facts.presentation == nil {
            if let spec = gesture(on: node) { outer.append(PlacedGesture(node: node, spec: spec)) }
            current = isShownElsewhere(node) ? nil : node.parent
        }
        outer.reverse()
        var excluded: (node: Node, why: String)?
        var firstMiss: String?
        var found: TouchRoute?
        var spots = 0
        /// Whether the touch on a spot with `inner` between the control
        /// and it reaches the control (then `found` is set).
        func decide(_ inner: [PlacedGesture]) {
            spots += 1
            let placed = outer + [PlacedGesture(node: control, spec: target)] + inner
            // A mask without `.subviews` disables the gestures inside its view;
            // one without `.gesture`, the added gesture.
            var enabled: [PlacedGesture] = []
            var disabledBy: PlacedGesture?
            for gesture in placed {
                if gesture.spec.mask.contains(.gesture) { enabled.append(gesture) }
                if !gesture.spec.mask.contains(.subviews) { disabledBy = gesture; break }
            }
            let recognising = enabled.filter { gesture in
                guard gesture.spec.touches.contains(touch) else { return false }
                // A pan is the scroll view's unless a high-priority gesture takes it.
                return touch != .pan || gesture.spec.priority != .normal || gesture.node === control
            }
            let high = recognising.firstIndex { $0.spec.priority == .high }
            let winner = high ?? recognising.lastIndex { $0.spec.priority == .normal }
            // A simultaneous gesture runs beside the winner, unless a
            // high-priority one around it took the touch from its view.
            func runsBeside(_ index: Int) -> Bool { recognising[index].spec.priority == .simultaneous && (high == nil || index < high!) }
            let own = recognising.firstIndex { $0.node === control }
            if let own, target.priority == .simultaneous ? runsBeside(own) : own == winner {
                let alongside = recognising.indices.filter { $0 != own && runsBeside($0) }.flatMap { recognising[$0].spec.tapActions }
                found = TouchRoute(reaches: true, alongside: touch == .tap ? alongside : [])
                return
            }
            guard firstMiss == nil else { return }
            if let winner {
                let taker = recognising[winner]
                let inside = !outer.contains { $0.node === taker.node }
                let precedence = taker.spec.priority == .high
                    ? "a high-priority gesture takes the touch from the gestures inside its view"
                    : "the innermost gesture takes the touch from the views around it"
                firstMiss = """
                    never gets the touch: \(taker.spec.written.isEmpty ? describe(taker.node) : ".\(taker.spec.written)") \
                    on \(describe(taker.node)), \(inside ? "inside it" : "around it"), takes it (\(precedence)\
                    \(taker.spec.written.contains("minimumDistance: 0") ? "; a drag of minimumDistance 0 succeeds as the finger goes down" : "")\
                    \(taker.spec.written.contains("LongPressGesture(minimumDuration:") || taker.spec.written.hasPrefix("onLongPressGesture")
                        ? "; a long press shorter than a tap's \(ViewHost.AnimationTiming.tapHold) s hold succeeds while the finger taps" : ""))
                    """
            } else if let disabledBy {
                firstMiss = "has its gestures disabled by .\(disabledBy.spec.written) around it (a GestureMask without .subviews)"
            } else {
                firstMiss = "is never reached by a touch"
            }
        }
        // The spots a finger can touch on what it draws, each with the
        // gestures between the control and it (outermost first): the
        // content of a Button, a tap target, a gesture's view, and a scroll
        // view's content for a pan. A Toggle's switch, a field, a Picker, a
        // Stepper and a Slider are drawn by the system: the control itself.
        let drawsItsOwn: Bool = switch control.facts.control {
        case .button?, .gesture?: true
        default: touch == .pan
        }
        func walk(_ node: Node, _ chain: [PlacedGesture]) {
            if found != nil || node.isHidden || isShownElsewhere(node) { return }
            if node !== control, let why = whyNoHitTesting(node) {
                if excluded == nil { excluded = (node, why) }
                return
            }
            var chain = chain
            if node !== control, let spec = gesture(on: node) { chain.append(PlacedGesture(node: node, spec: spec)) }
            if node.info.isContentShaped { decide(chain) }
            let children = node.children.filter { !$0.isHidden && !isShownElsewhere($0) }
            if children.isEmpty {
                if !(node.view is EmptyView), !(node.view is Spacer) { decide(chain) }
                return
            }
            for child in children { walk(child, chain) }
        }
        if drawsItsOwn { walk(control, []) }
        if let found { return found }
        if spots == 0 {
            if let excluded, drawsItsOwn {
                return TouchRoute(reaches: false, why: """
                    draws nothing that takes a touch (\(excluded.why) on \(describe(excluded.node)), inside it: \
                    a touch passes through)
                    """)
            }
            decide([])
            if let found { return found }
        }
        return TouchRoute(reaches: false, why: firstMiss)
    }
}

/// A `.contentShape` node.
@MainActor protocol _ContentShaped {
    var _contentShape: _ContentShapeModifier { get }
}

extension ModifiedContent: _ContentShaped where Modifier == _ContentShapeModifier {
    var _contentShape: _ContentShapeModifier { modifier }
}
