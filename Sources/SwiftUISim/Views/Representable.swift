// UIKit bridges: `UIViewRepresentable`. There is no UIKit on Linux; the
// UIKit stand-in's `UIView` and `UILabel` (Sources/UIKitSim) carry just enough
// for a representable to create, update and tear down its view, so that a
// lab can count those calls. In Xcode, `import SwiftUI` brings UIKit's real
// classes; code written against these compiles there.
//
// What the graph does with a representable (SwiftUI's documented contract,
// `UIViewRepresentable` and `makeUIView(context:)` in Apple's documentation):
// - a new identity: `makeCoordinator()`, then `makeUIView(context:)` once,
//   then `updateUIView(_:context:)` to apply the first values;
// - every later pass where the parent hands it a value that does not compare
//   equal (the same comparison as any view), or where state its update read
//   changed: `updateUIView(_:context:)` with the same view and coordinator;
// - the identity ends: `dismantleUIView(_:coordinator:)`.
// The struct itself is rebuilt on every pass of its parent, like any view.

// `UIView` and `UILabel` are UIKit's: the UIKit stand-in (Sources/UIKitSim).

/// What every representable is (UIKit's and AppKit's, views and view
/// controllers, Views/ControllerRepresentables.swift): a built-in leaf
/// with no body, whose expansion makes, updates and dismantles a platform object.
@MainActor @preconcurrency
public protocol _PlatformRepresentable: View where Body == Never {}

/// A view that wraps a platform view the app creates and updates itself.
@MainActor @preconcurrency
public protocol UIViewRepresentable: _PlatformRepresentable {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Called once per identity, to create the platform view.
    func makeUIView(context: Context) -> UIViewType
    /// Called after `makeUIView` and whenever SwiftUI has new values for it.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Called when the identity ends (the view leaves the tree).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Called once per identity, before `makeUIView`.
    func makeCoordinator() -> Coordinator
    /// The size SwiftUI gives the view, for a proposal; nil keeps the
    /// default (the view's own size). Apple, `sizeThatFits(_:uiView:context:)`
    /// (iOS 16): "Given a proposed size, returns the preferred size of the
    /// composite view"; the layout calls it (Layout/LayoutEngine.swift).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIView` and `updateUIView` get: the coordinator made for this
/// identity, the environment and the transaction of the update.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

/// How often the graph called a representable's methods (`ViewHost.representableCalls`).
public struct RepresentableCalls: Equatable, Sendable, CustomStringConvertible {
    public var makeCoordinator = 0
    public var makeUIView = 0
    public var updateUIView = 0
    public var dismantleUIView = 0
    /// Platform views (`UIView` inits) made while `makeUIView` ran: the view
    /// it returns and any subviews it builds.
    public var viewsMadeInMakeUIView = 0
    /// Platform views made while `makeCoordinator` ran: like `makeUIView`,
    /// once per identity, before it (Apple, `makeCoordinator()`: "SwiftUI
    /// calls this method before calling the makeUIView(context:) method"),
    /// so a view the coordinator makes and `makeUIView` returns is made once.
    public var viewsMadeInMakeCoordinator = 0
    public init() {}
    public var description: String {
        "makeCoordinator \(makeCoordinator), makeUIView \(makeUIView), updateUIView \(updateUIView), dismantleUIView \(dismantleUIView), "
            + "views made in makeUIView \(viewsMadeInMakeUIView)"
            + (viewsMadeInMakeCoordinator > 0 ? ", in makeCoordinator \(viewsMadeInMakeCoordinator)" : "")
    }
}

extension UIViewRepresentable {
    public static func _expand(_ view: Self, into children: inout _Children) {
        let node = children.node
        let log = Representables.log(for: node.graph)
        let name = node.typeName
        let record: Representables.Record<Self>
        if let existing = Representables.records[ObjectIdentifier(node)] as? Representables.Record<Self>, existing.owner === node {
            record = existing
        } else {
            log.count(name) { $0.makeCoordinator += 1 }
            let madeBeforeCoordinator = UIView.made
            let coordinator = view.makeCoordinator()
            log.count(name) { $0.viewsMadeInMakeCoordinator += UIView.made - madeBeforeCoordinator }
            let context = Context(coordinator: coordinator, environment: node.environment)
            log.count(name) { $0.makeUIView += 1 }
            let madeBefore = UIView.made
            record = Representables.Record(owner: node, representable: view, platformView: view.makeUIView(context: context), coordinator: coordinator)
            log.count(name) { $0.viewsMadeInMakeUIView += UIView.made - madeBefore }
            Representables.records[ObjectIdentifier(node)] = record
            // SwiftUI puts the view it was given in a view of its own for
            // this identity; UIKit takes it out of any other superview first
            // (one superview: UIView.addSubview). A view another identity
            // already shows leaves that one blank.
            record.host.addSubview(record.platformView)
        }
        log.count(name) { $0.updateUIView += 1 }
        record.representable = view
        // SwiftUI gives the hosted view the environment's colour scheme as
        // its traits' user interface style; the view's own
        // `overrideUserInterfaceStyle` still wins (UIKitSim/UIView.swift).
        record.host.inheritedUserInterfaceStyle = node.environment.colorScheme == .dark ? .dark : .light
        view.updateUIView(record.platformView, context: Context(coordinator: record.coordinator, environment: node.environment))
        Representables.draw(record.platformView, in: record.host, into: &children)
    }

    /// A leaf whose update reads state: a change it read updates it again.
    public static var _role: _ViewRole { _ViewRole(kind: .primitive, tracksReads: true) }
}

/// The platform views alive in the graphs, by node, and the calls counted per graph.
@MainActor
enum Representables {
    /// One identity's platform view. `owner` is weak: a node freed with its
    /// host (no teardown) leaves a record no later node can mistake for its own.
    @MainActor class AnyRecord {
        weak var owner: Node?
        init(owner: Node) { self.owner = owner }
        func dismantle() {}
        /// The representable's `sizeThatFits(_:uiView:context:)` answer (nil: the default size).
        func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize? { nil }
    }

    final class Record<Representable: UIViewRepresentable>: AnyRecord {
        /// The struct of the last update: the one layout asks `sizeThatFits`.
        var representable: Representable
        let platformView: Representable.UIViewType
        let coordinator: Representable.Coordinator
        /// The view SwiftUI puts this identity's platform view in (not one
        /// the app made: not counted in `UIView.made`).
        let host = UIView(uncounted: ())
        init(owner: Node, representable: Representable, platformView: Representable.UIViewType, coordinator: Representable.Coordinator) {
            self.representable = representable
            self.platformView = platformView
            self.coordinator = coordinator
            super.init(owner: owner)
        }
        override func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize? {
            representable.sizeThatFits(proposal, uiView: platformView, context: Representable.Context(coordinator: coordinator, environment: environment))
        }
        override func dismantle() {
            Representable.dismantleUIView(platformView, coordinator: coordinator)
            // The identity's host goes; the view leaves it, unless another identity has taken it since.
            if platformView.superview === host { platformView.removeFromSuperview() }
        }
    }

    /// What a representable's node shows: nothing, unless its platform view
    /// is still in its own host (a view another identity took since shows
    /// there, not here); a `UILabel` shows its text, judged as a SwiftUI
    /// `Text` is (Host/Legibility.swift): its `font`, its `textColor` (an
    /// `attributedText`'s runs in their own `.font` and `.foregroundColor`)
    /// (UIKit's default is the `label` colour, Apple, UILabel `textColor`),
    /// or its `highlightedTextColor` while `isHighlighted` (Apple, UILabel
    /// `highlightedTextColor`, iOS 2: "The highlight color to apply to the
    /// label's text"), the view's `alpha` and its `backgroundColor` behind
    /// the text, each resolved in the label's own traits (its
    /// `overrideUserInterfaceStyle` or an ancestor's: a dynamic colour such
    /// as `.label` is white in a dark override on a light screen); and how
    /// it lays its text out (`numberOfLines`, `lineBreakMode`,
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor`). A hidden label
    /// shows nothing; any other view, a clear area.
    static func draw(_ view: UIView, in host: UIView, into children: inout _Children) {
        guard view.superview === host else { return }
        // Several labels in the view's tree (a caption and a value, an
        // icon label and a title): UIKit draws every one where its
        // superviews lay it out (twenty-fourth review), each judged as the
        // one label below is.
        if labels(in: view).count > 1 {
            guard let piece = PlatformPiece.of(view, chain: []) else { return }
            piece.expand(host: host, into: &children)
            return
        }
        // The label the view shows: itself, or the `UILabel` among its
        // subviews (a container padding its label, twenty-second review),
        // with the views between them.
        guard let (label, chain) = shownLabel(in: view) else {
            children.facts.layout = .color(.clear)
            return
        }
        drawLabel(label, chain: chain, host: host, into: &children)
    }

    /// Every `UILabel` in the view's tree, the view itself included, depth
    /// first in subview order (hidden ones too): what UIKit would draw
    /// were none hidden.
    static func labels(in view: UIView) -> [UILabel] {
        if let label = view as? UILabel { return [label] }
        return view.subviews.flatMap(labels(in:))
    }

    /// One label drawn on its node, judged as a SwiftUI `Text` is: see `draw`.
    static func drawLabel(_ label: UILabel, chain: [UIView], host: UIView, into children: inout _Children) {
        // A hidden view hides its subviews (Apple, `isHidden`: "Hiding a
        // view with subviews has the effect of hiding those subviews").
        guard !label.isHidden, !chain.contains(where: \.isHidden) else { return }
        // A label nothing lays out shows nothing (twenty-third review).
        guard !laidOutEmpty(label, chain: chain) else { return }
        // Where UIKit draws the text: the label's `draw(_:)` calls
        // `drawText(in:)` with its bounds (Apple, UILabel `drawText(in:)`,
        // iOS 2), either overridden by the app's subclass. What it insets is
        // not room for text; an override that never reaches UILabel's own
        // draws none of it (twenty-sixth review).
        let probe = CGRect(x: 0, y: 0, width: 10_000, height: 10_000)
        guard let area = label.drawnTextArea(in: probe) else { return }
        children.facts.text = label.text ?? ""
        let dark = label.traitCollection.userInterfaceStyle == .dark
        // Styled text draws each run in its attributes' font and colour
        // (`UILabel.drawnRuns`, twentieth review): judged at its largest
        // run's size (what the line must hold) and in the colour most of
        // its characters are drawn in.
        let runs = label.drawnRuns
        let size = runs.map(\.pointSize).max() ?? label.font.pointSize
        var shares: [(color: UIColor, characters: Int)] = []
        for run in runs {
            if let index = shares.firstIndex(where: { $0.color == run.color }) { shares[index].characters += run.characters }
            else { shares.append((run.color, run.characters)) }
        }
        let mostly = shares.max { $0.characters < $1.characters }?.color ?? label.textColor
        let ink = label.isHighlighted ? label.highlightedTextColor ?? mostly : mostly
        var layout = PlatformTextLayout(lines: label.numberOfLines, lineBreak: label.lineBreakMode.rawValue,
                                        minimumScale: label.adjustsFontSizeToFitWidth ? Double(label.minimumScaleFactor) : nil)
        layout.insetWidth = max(0, Double(probe.width - area.width))
        layout.insetHeight = max(0, Double(probe.height - area.height))
        // Apple, `UIView.transform` (iOS 2): it scales or rotates the view
        // "relative to the center of its bounds", and a superview's
        // transform carries its subviews: the label's, then each superview's
        // out to the view the representable returns.
        layout.transform = ([label] + chain.reversed()).reduce(PlaneMap.identity) { map, view in
            let t = view.transform
            return map.then(PlaneMap(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d)))
        }
        // A view's alpha applies to its subviews; the nearest fill at or
        // above the label (its own background, else its container's) is
        // behind its text.
        let alpha = Double(label.alpha) * chain.reduce(1) { $0 * Double($1.alpha) }
        func fill(of view: UIView) -> Color? {
            guard let colour = view.backgroundColor else { return nil }
            let drawn = resolved(colour, dark: view.traitCollection.userInterfaceStyle == .dark)
            return drawn.rgba(dark: dark).map { $0.alpha > 0 } ?? true ? drawn : nil
        }
        let background = ([label] + chain.reversed()).lazy.compactMap(fill(of:)).first
        let covers = paintsOver(label, chain: chain)
        guard !covers.isEmpty, let seenInk = resolved(ink, dark: dark).rgba(dark: dark) else {
            children.facts.drawing = .platformLabel(font: .system(size: size), color: resolved(ink, dark: dark),
                                                    alpha: alpha, background: background, layout: layout)
            return
        }
        // Subviews are drawn over their superview's content (Apple, "View
        // hierarchy": "subviews are drawn on top of the parent's content"),
        // and later siblings over earlier ones: what the user sees of the
        // text is the text and its background each seen through every
        // paint over them, in order.
        let screen: RGBA = host.traitCollection.userInterfaceStyle == .dark ? .black : .white
        var back = background.flatMap { $0.rgba(dark: dark) }.map { $0.over(screen) } ?? screen
        var text = RGBA(red: seenInk.red, green: seenInk.green, blue: seenInk.blue, alpha: seenInk.alpha * alpha).over(back)
        for cover in covers { (back, text) = (cover.over(back), cover.over(text)) }
        func colour(_ c: RGBA) -> Color { Color(red: c.red, green: c.green, blue: c.blue, opacity: 1) }
        children.facts.drawing = .platformLabel(font: .system(size: size), color: colour(text), alpha: 1, background: colour(back), layout: layout)
    }

    /// The label a representable's view shows: the view itself, or its
    /// first `UILabel` subview, depth first, with the views from the
    /// returned one down to the label's superview.
    static func shownLabel(in view: UIView) -> (UILabel, [UIView])? {
        if let label = view as? UILabel { return (label, []) }
        for subview in view.subviews {
            if let (label, chain) = shownLabel(in: subview) { return (label, [view] + chain) }
        }
        return nil
    }

    /// Whether the label, inside the view the representable returns, is
    /// laid out to no size: Auto Layout is on for it
    /// (`translatesAutoresizingMaskIntoConstraints = false`) and its
    /// place in its superview (`UIView.placement(in:)`: what its active
    /// constraints fix, what a `UIStackView` gives its arranged views, else
    /// its own `frame`, `.zero` for `UILabel()`) is empty. Apple,
    /// `NSLayoutConstraint.isActive` (iOS 8): "only active constraints
    /// affect the calculated layout ... For newly created constraints, the
    /// isActive property is false by default"; `UIStackView` (iOS 9) lays
    /// out its `arrangedSubviews`. The superview's size is taken as in
    /// `paintsOver` (a margin around the text), a stack view's as its
    /// arranged views need.
    static func laidOutEmpty(_ label: UILabel, chain: [UIView]) -> Bool {
        // The view the representable returns is SwiftUI's to size.
        guard !chain.isEmpty, let superview = label.superview, !label.translatesAutoresizingMaskIntoConstraints else { return false }
        let text = label.intrinsicContentSize
        let size = superview is UIStackView ? superview.intrinsicContentSize
            : CGSize(width: text.width + 2 * 8, height: text.height + 2 * 8)
        guard let placed = label.placement(in: size) else { return false }
        return placed.width <= 0 || placed.height <= 0
    }

    /// The paint a view's layer border puts over `target` (both in the
    /// view's superview's coordinates, the view at `rect`), when the band
    /// covers at least half of it. Apple, `CALayer.borderWidth` (iOS 2):
    /// "The border is drawn inset from the receiver's bounds by the value
    /// specified in this property. It is composited above the receiver's
    /// contents and sublayers"; `borderColor` is opaque black by default
    /// (twenty-third review). A thin border around a label leaves its text
    /// to be read; a band as deep as the text hides it.
    static func borderPaint(of view: UIView, at rect: CGRect, over target: CGRect, alpha: Double) -> RGBA? {
        let width = view.layer.borderWidth
        guard width > 0, let colour = view.layer.borderColor, !target.isEmpty else { return nil }
        func area(_ r: CGRect) -> CGFloat { r.isNull || r.isEmpty ? 0 : r.width * r.height }
        let inside = area(rect.intersection(target))
        let inner = rect.width > 2 * width && rect.height > 2 * width
            ? area(CGRect(x: rect.minX + width, y: rect.minY + width, width: rect.width - 2 * width, height: rect.height - 2 * width).intersection(target)) : 0
        guard inside - inner >= area(target) / 2 else { return nil }
        let dark = view.traitCollection.userInterfaceStyle == .dark
        guard let paint = resolved(UIColor(cgColor: colour), dark: dark).rgba(dark: dark), paint.alpha > 0 else { return nil }
        return RGBA(red: paint.red, green: paint.green, blue: paint.blue, alpha: paint.alpha * alpha)
    }

    /// The paint drawn over the label's text, in order, each at the alpha
    /// it is drawn with: the label's own subviews (drawn over its
    /// content) and, at each level above it, the subviews after it (drawn
    /// over it), where they cover at least a quarter of the text
    /// (`UIView.placement(in:)`: their frames, or what their constraints
    /// fix). A fill is a view's `backgroundColor` (its layer's).
    static func paintsOver(_ label: UILabel, chain: [UIView]) -> [RGBA] {
        let textSize = label.intrinsicContentSize
        let text = CGRect(origin: .zero, size: CGSize(width: max(1, textSize.width), height: max(1, textSize.height)))
        var paints: [RGBA] = []
        func collect(_ views: [UIView], over target: CGRect, in size: CGSize, alpha: Double) {
            for view in views where !view.isHidden && view.alpha > 0 {
                guard let rect = view.placement(in: size) else { continue }
                let overlap = rect.intersection(target)
                let drawnAlpha = alpha * Double(view.alpha)
                guard !overlap.isNull, overlap.width * overlap.height >= target.width * target.height / 4 else { continue }
                let dark = view.traitCollection.userInterfaceStyle == .dark
                if let fill = view.backgroundColor.flatMap({ resolved($0, dark: dark).rgba(dark: dark) }), fill.alpha > 0 {
                    paints.append(RGBA(red: fill.red, green: fill.green, blue: fill.blue, alpha: fill.alpha * drawnAlpha))
                }
                collect(view.subviews, over: target.offsetBy(dx: -rect.minX, dy: -rect.minY), in: rect.size, alpha: drawnAlpha)
                if let border = borderPaint(of: view, at: rect, over: target, alpha: drawnAlpha) { paints.append(border) }
            }
        }
        collect(label.subviews, over: text, in: text.size, alpha: 1)
        // The label's own border, over its text and subviews (its bounds
        // taken as its text's).
        if let border = borderPaint(of: label, at: text, over: text, alpha: Double(label.alpha)) { paints.append(border) }
        // Above the label: its later siblings, then its superview's, and so
        // on up. The simulator does not know the container's laid-out size:
        // each level is solved in a superview a margin larger than the view
        // on the path (the label's text, then that), the view where its
        // constraints put it, else filling it.
        var child: UIView = label, childRect = text
        for parent in chain.reversed() {
            let size = CGSize(width: childRect.width + 2 * 8, height: childRect.height + 2 * 8)
            let placed = child.placement(in: size) ?? CGRect(origin: .zero, size: size)
            let target = CGRect(x: placed.minX + childRect.minX, y: placed.minY + childRect.minY, width: childRect.width, height: childRect.height)
            if let index = parent.subviews.firstIndex(where: { $0 === child }) {
                collect(Array(parent.subviews[(index + 1)...]), over: target, in: size, alpha: 1)
            }
            // The container's border, over all its subviews.
            if let border = borderPaint(of: parent, at: CGRect(origin: .zero, size: size), over: target, alpha: Double(parent.alpha)) {
                paints.append(border)
            }
            (child, childRect) = (parent, target)
        }
        return paints
    }

    /// A UIKit colour as it draws in a view of that style: a fixed colour
    /// (a dynamic one, `.label`, resolved: Apple, UIColor `resolvedColor(with:)`, iOS 13).
    private static func resolved(_ colour: UIColor, dark: Bool) -> Color {
        let named = Color(uiColor: colour)
        guard let rgba = named.rgba(dark: dark) else { return named }
        return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// The size the representable of `node` asks for under `proposal`
    /// (cells), in points; nil when it is not a representable or keeps the default.
    static func fittedSize(_ node: Node, _ proposal: Proposal) -> CGSize? {
        guard let record = records[ObjectIdentifier(node)], record.owner === node else { return nil }
        let asked = ProposedViewSize(width: proposal.width.map { Cells.points(columns: $0) }, height: proposal.height.map { Cells.points(rows: $0) })
        return record.sizeThatFits(asked, environment: node.environment)
    }

    /// Calls per view type name, since mount or the last `resetCounts()`.
    final class Log {
        weak var graph: Graph?
        var calls: [String: RepresentableCalls] = [:]
        /// `UIView.made` at mount or the last `resetCounts()`.
        var viewsMadeBefore: Int
        @MainActor init(graph: Graph) { self.graph = graph; viewsMadeBefore = UIView.made }
        func count(_ name: String, _ change: (inout RepresentableCalls) -> Void) { change(&calls[name, default: RepresentableCalls()]) }
    }

    static var records: [ObjectIdentifier: AnyRecord] = [:]
    private static var logs: [ObjectIdentifier: Log] = [:]

    static func log(for graph: Graph) -> Log {
        if let log = logs[ObjectIdentifier(graph)], log.graph === graph { return log }
        let log = Log(graph: graph)
        logs[ObjectIdentifier(graph)] = log
        return log
    }

    /// The node's identity ended: its platform view is dismantled, once.
    static func tearDown(_ node: Node) {
        guard let record = records[ObjectIdentifier(node)], record.owner === node else { return }
        records[ObjectIdentifier(node)] = nil
        log(for: node.graph).count(node.typeName) { $0.dismantleUIView += 1 }
        record.dismantle()
    }

    static func resetCounts(_ graph: Graph) {
        log(for: graph).calls = [:]
        log(for: graph).viewsMadeBefore = UIView.made
    }
}

extension ViewHost {
    /// How often the graph called the representable's methods since mount
    /// or the last `resetCounts()`, over every view of exactly that type.
    public func representableCalls<V: UIViewRepresentable>(_ type: V.Type) -> RepresentableCalls {
        Representables.log(for: graph).calls[Node.displayName(of: type)] ?? RepresentableCalls()
    }

    /// Platform views (`UIView`s of any kind) made since mount or the last
    /// `resetCounts()`, wherever: in a `makeUIView`, or by a struct's stored
    /// property, an init, a body or an `updateUIView`. SwiftUI makes a
    /// representable's view once per identity, in `makeUIView`; a view made
    /// anywhere else is built on a pass and thrown away (UIKit objects are
    /// main-thread work). Compare with the sum of `viewsMadeInMakeUIView`.
    public var platformViewsMade: Int { UIView.made - Representables.log(for: graph).viewsMadeBefore }

    /// The platform views of the representables of exactly that type on
    /// screen, in tree order: the objects their `makeUIView` returned, as
    /// their last `updateUIView` left them (a `UILabel`'s `text`, whether
    /// it `isHidden`). What a check reads to know that the platform view
    /// itself shows a value, not some other view beside it.
    /// The `UILabel` each representable of that type on screen shows: its
    /// platform view when that is a label, else the first label among its
    /// subviews, depth first (the label a container pads); nil for one
    /// that holds no label. The label the simulator draws for it.
    public func platformLabels<V: UIViewRepresentable>(_ type: V.Type) -> [UILabel?] {
        platformViews(type).map { Representables.shownLabel(in: $0)?.0 }
    }

    public func platformViews<V: UIViewRepresentable>(_ type: V.Type) -> [V.UIViewType] {
        var views: [V.UIViewType] = []
        graph.forEachNode { node in
            guard node.info.type == V.self,
                  let record = Representables.records[ObjectIdentifier(node)] as? Representables.Record<V>,
                  record.owner === node else { return }
            views.append(record.platformView)
        }
        return views
    }
}
