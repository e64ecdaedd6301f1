import Foundation

// `transformEffect` and iOS 17's `visualEffect`: effects drawn after layout,
// recorded as `Drawing` facts so that `Legibility` judges what they do to
// what shows (a scale of 0, an opacity of 0, a move off the screen) like the
// same effects written as modifiers.

extension View {
    /// The transform applied to the view as drawn ("applies an affine
    /// transformation to this view's rendered output", Apple,
    /// transformEffect(_:)); its layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_DrawingModifier(transform.isIdentity ? "transformEffect(identity)" : "transformEffect", Drawing(transform)))
    }

    /// iOS 17: "applies effects to this view, while providing access to
    /// layout information through a geometry proxy" (Apple,
    /// visualEffect(_:)). The closure runs when the view is judged, with
    /// the view's laid-out size and place.
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_DrawingModifier("visualEffect", .visualEffect(VisualEffectRecipe { proxy in
            // A `VisualEffect` of the student's own type has effects the simulator cannot read.
            (effect(EmptyVisualEffect(), proxy) as? EmptyVisualEffect)?.drawings
        })))
    }
}

extension Drawing {
    init(_ transform: CGAffineTransform) {
        self = .transform(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                          tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

/// A `visualEffect` closure, run on demand. Compared by identity: a new
/// closure each body run is a new fact, as a new value of any modifier is.
/// Sendable as facts are: it is only run on the main actor.
final class VisualEffectRecipe: Equatable, @unchecked Sendable {
    let effects: @MainActor (GeometryProxy) -> [Drawing]?
    init(_ effects: @escaping @MainActor (GeometryProxy) -> [Drawing]?) { self.effects = effects }
    nonisolated static func == (lhs: VisualEffectRecipe, rhs: VisualEffectRecipe) -> Bool { lhs === rhs }
}

/// What `visualEffect`'s closure returns.
public protocol VisualEffect {}

/// The effects a `visualEffect` closure applied, in order (SwiftUI's
/// `VisualEffect` methods, iOS 17), each the fact its modifier records.
public struct EmptyVisualEffect: VisualEffect {
    var drawings: [Drawing] = []
    public init() {}

    private func adding(_ drawing: Drawing?) -> EmptyVisualEffect {
        var copy = self
        if let drawing { copy.drawings.append(drawing) }
        return copy
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect {
        adding(Drawing(CGAffineTransform(translationX: x, y: y)))
    }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func transformEffect(_ transform: CGAffineTransform) -> EmptyVisualEffect { adding(Drawing(transform)) }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        adding(.scale(x: Double(scale), y: Double(scale), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        adding(.scale(x: Double(x), y: Double(y), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        adding(.scale(x: Double(scale.width), y: Double(scale.height), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    /// A rotation in the plane turns every pixel and keeps it (as
    /// `rotationEffect` does); a text turned past level is judged so
    /// (Host/TurnedDrawing.swift).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        adding(.rotation(degrees: angle.degrees, anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect {
        adding(Drawing.rotation3D(angle, axis: axis, anchor: anchor))
    }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { adding(.blur(radius: Double(radius))) }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { adding(.colour(.hueRotation(degrees: angle.degrees))) }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { adding(.colour(.brightness(amount))) }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { adding(.colour(.contrast(amount))) }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { adding(.colour(.saturation(amount))) }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { adding(.colour(.saturation(1 - amount))) }
    public func colorMultiply(_ color: Color) -> EmptyVisualEffect { adding(.colorMultiply(color)) }
    /// iOS 18: "Sets the blend mode for compositing this view with
    /// overlapping views" (VisualEffect.blendMode(_:)), read as the view
    /// modifier is.
    public func blendMode(_ mode: BlendMode) -> EmptyVisualEffect { adding(.blend(mode)) }
}

/// Twenty-sixth review (finding 04): one reading of what a view's drawing
/// fact does, used by every judge of paint (`Legibility` for texts and
/// covers, `ViewHost.seen` for a paint's colour, `ProgressDrawing` for a
/// progress style's bar). A `visualEffect` closure (Apple, visualEffect(_:),
/// iOS 17: "Applies effects to this view, while providing access to layout
/// information through a geometry proxy") is run with the view's laid-out
/// geometry and its effects read as the modifiers of the same names
/// (VisualEffect's `opacity`, `offset`, `scaleEffect`, colour effects, iOS
/// 17), so `content.opacity(0)` hides a fill as `.opacity(0)` does, and
/// `content.opacity(0.7)` dims a button's fill and title together.
extension Drawing {
    /// The drawings `node` applies, in order: its own drawing fact; the
    /// effects its `visualEffect` closure returns; nil for a closure that
    /// returns a `VisualEffect` type of the app's own (not modelled).
    @MainActor static func applied(at node: Node) -> [Drawing]? {
        switch node.facts.drawing {
        case .visualEffect(let recipe)?: recipe.effects(VisualEffectRecipe.proxy(of: node))
        case let drawing?: [drawing]
        case nil: []
        }
    }
}

extension VisualEffectRecipe {
    /// What a `visualEffect` closure's proxy tells: the view's laid-out size and place, in points.
    @MainActor static func proxy(of node: Node) -> GeometryProxy {
        let frame = LayoutQuery.frame(of: node) ?? ViewHost.Frame(x: 0, y: 0, width: 0, height: 0)
        return GeometryProxy(size: CGSize(width: Cells.points(columns: frame.width), height: Cells.points(rows: frame.height)),
                             origin: CGPoint(x: Cells.points(columns: frame.x), y: Cells.points(rows: frame.y)))
    }
}
