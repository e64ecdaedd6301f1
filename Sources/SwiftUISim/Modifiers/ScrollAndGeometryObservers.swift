import Foundation

// Scroll and geometry observers and positions, as Apple declares them:
// `scrollTransition` (iOS 17), `onGeometryChange(for:of:action:)` (iOS 16,
// back-deployed with Xcode 16), `onScrollGeometryChange`,
// `onScrollPhaseChange`, `onScrollTargetVisibilityChange` and
// `ScrollPosition` (iOS 18), `scrollIndicatorsFlash` (iOS 17).
// https://developer.apple.com/documentation/swiftui/view/scrolltransition(_:axis:transition:),
// …/view/ongeometrychange(for:of:action:), …/scrollgeometry, …/scrollphase,
// …/scrollposition.
//
// Nothing scrolls continuously here (`host.scroll(to:)` jumps), so the
// change actions are recorded and not called. A scroll transition is drawn
// as the view at rest in the middle of its scroll view: its closure runs
// with the `.identity` phase, through the same recipe as `visualEffect`.

/// Apple: "The phases that a view transitions between when it scrolls among other views."
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// -1 before the visible region, 0 inside it, 1 after.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// Apple: "The configuration of a scroll transition that controls how a transition is applied as a view is scrolled through the visible region of a containing scroll view."
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let interactive = Self(name: "interactive"), identity = Self(name: "identity")
    public static func animated(_ animation: Animation = .default) -> Self { Self(name: "animated") }
    public static var animated: Self { Self(name: "animated") }
    public static func interactive(timingCurve: UnitCurve) -> Self { Self(name: "interactive") }
    public func threshold(_ threshold: Threshold) -> Self { self }
    public func animation(_ animation: Animation) -> Self { self }
    public struct Threshold: Sendable {
        let value: Double
        public static let visible = Threshold(value: 0), hidden = Threshold(value: 1)
        public static var centered: Threshold { Threshold(value: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(value: amount) }
        public static func hidden(_ amount: Double) -> Threshold { Threshold(value: amount) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
}

/// Apple: "A type that defines the geometry of a scroll view" (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        (self.contentOffset, self.contentSize, self.contentInsets, self.containerSize) = (contentOffset, contentSize, contentInsets, containerSize)
    }
}

/// Apple: "A type that describes the state of a scroll gesture of a scrollable view like a scroll view" (iOS 18).
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

/// Apple: "A type that provides you with more content when the phase of a scroll view changes."
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry
    public var velocity: CGVector?
}

/// Apple: "A type that defines the semantic position of where a scroll view is scrolled within its content" (iOS 18).
public struct ScrollPosition: Hashable, @unchecked Sendable {
    public private(set) var viewID: AnyHashable?
    public private(set) var edge: Edge?
    public private(set) var point: CGPoint?
    /// Apple: "Whether the scroll view is positioned by the user": never here (no scroll gesture).
    public var isPositionedByUser: Bool { false }
    public var isPositionedByUserWithIdentifier: Bool { false }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {}
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) { self.edge = edge }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) { self.point = point }
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }
    /// The anchor a `scrollTo(id:anchor:)` or `init(id:anchor:)` aligns (Layout/ProgrammaticScroll.swift).
    var anchor: UnitPoint?
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) { (viewID, self.anchor) = (AnyHashable(id), anchor) }
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        (viewID, edge, point, self.anchor) = (AnyHashable(id), nil, nil, anchor)
    }
    public mutating func scrollTo(edge: Edge) { (viewID, self.edge, self.point) = (nil, edge, nil) }
    public mutating func scrollTo(point: CGPoint) { (viewID, self.edge, self.point) = (nil, nil, point) }
    public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: point?.y ?? 0)) }
    public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: point?.x ?? 0, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }
}

extension View {
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(_DrawingModifier("scrollTransition", .visualEffect(VisualEffectRecipe { _ in
            (transition(EmptyVisualEffect(), .identity) as? EmptyVisualEffect)?.drawings
        })))
    }
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading, axis: axis, transition: transition)
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_RecordedModifier("onGeometryChange"))
    }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_RecordedModifier("onGeometryChange"))
    }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_RecordedModifier("onScrollGeometryChange"))
    }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_RecordedModifier("onScrollPhaseChange"))
    }
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_RecordedModifier("onScrollPhaseChange"))
    }
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        modifier(_RecordedModifier("onScrollTargetVisibilityChange"))
    }
    /// iOS 18: a position set to a view's id or an edge scrolls there
    /// (Layout/ProgrammaticScroll.swift); a point is not modelled.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let reference = ScrollReference()
        return _ScrollReferenceGroup(content: modifier(_RecordedModifier("scrollPosition")), reference: reference)
            .onChange(of: position.wrappedValue, initial: true) { _, new in
                if let id = new.viewID {
                    ProgrammaticScroll.scroll(in: reference.node, to: .id(id), anchor: new.anchor ?? anchor)
                } else if let edge = new.edge {
                    ProgrammaticScroll.scroll(in: reference.node, to: .edge(edge), anchor: nil)
                }
            }
    }
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { modifier(_RecordedModifier("scrollIndicatorsFlash")) }
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { modifier(_RecordedModifier("scrollIndicatorsFlash")) }
}
