import Foundation

/// What a drawing modifier does to the pixels of what it modifies, kept on
/// its node as a fact (`NodeFacts.drawing`) so that one set of rules,
/// `Legibility` (Host/Legibility.swift), can tell what a user sees, whatever
/// shape the code takes. `dump()` keeps each modifier's description.
/// How a `UILabel` lays its text out in its bounds (Apple, UILabel,
/// iOS 6): at most `numberOfLines` lines (0: as many as it needs), the last
/// one cut as `lineBreakMode` says (`NSLineBreakMode` raw value), and, with
/// `adjustsFontSizeToFitWidth`, the font shrunk down to `minimumScale` of
/// its size first (nil: it does not shrink).
///
/// Twenty-sixth review: the room its text is drawn in is the label's
/// bounds less what its own `drawText(in:)` insets (`insetWidth`,
/// `insetHeight`, in points: a padded label subclass), and what it draws
/// is turned and scaled by `transform`, the linear part of the label's
/// `UIView.transform` composed with its superviews' (inside the view the
/// representable returns).
struct PlatformTextLayout: Equatable {
    var lines: Int
    var lineBreak: Int
    var minimumScale: Double?
    var insetWidth = 0.0
    var insetHeight = 0.0
    var transform = PlaneMap.identity
}

enum Drawing: Equatable {
    /// `.opacity(_:)`.
    case opacity(Double)
    /// `.hidden()`: keeps its place, draws nothing.
    case hidden
    /// `.scaleEffect`: the factors along x and y, and its anchor (unit
    /// point of the view's frame: Apple, scaleEffect(x:y:anchor:), iOS 13,
    /// "relative to an anchor point"; `.center` by default).
    case scale(x: Double, y: Double, anchorX: Double = 0.5, anchorY: Double = 0.5)
    /// `.blur(radius:)`, in points.
    case blur(radius: Double)
    /// `.colorMultiply(_:)`: every pixel times the colour (its alpha too).
    case colorMultiply(Color)
    /// `.rotation3DEffect`: how much of the view's area still faces the
    /// screen (1 flat, 0 edge-on), what the turn draws on the screen's
    /// plane (a half turn about x or y flips it: Host/TurnedDrawing.swift)
    /// and its anchor (unit point of its frame).
    case rotation3D(facing: Double, onScreen: PlaneMap, anchorX: Double, anchorY: Double)
    /// `.foregroundStyle(_:)` / `.foregroundColor(_:)` on a view: the
    /// colour texts below draw in (nil: a style that is not a plain colour).
    case foreground(Color?)
    /// A `Text`'s own font and colour (`Text("a").font(…).foregroundStyle(…)`),
    /// its own tracking/kerning (points after each glyph, 0 none) and
    /// baseline offset (points raised, 0 none).
    case text(font: Font?, color: Color?, tracking: Double = 0, rise: Double = 0)
    /// A `UILabel` a representable shows (Views/Representable.swift): its
    /// font, text colour, the view's alpha and its background colour, judged
    /// by the same rules as a `Text` (Host/Legibility.swift).
    case platformLabel(font: Font, color: Color, alpha: Double, background: Color?, layout: PlatformTextLayout)
    /// `.mask`: children are [content, mask]; the mask's alpha is the content's.
    case mask
    /// A fixed `.frame(width:height:)`, in points as written (its layout
    /// role has cells, where any length that is not zero is one cell at least).
    case frameSize(width: Double?, height: Double?)
    /// A colour effect (`brightness`, `contrast`, `saturation`, `grayscale`,
    /// `hueRotation`, `colorInvert`, `luminanceToAlpha`): a matrix every
    /// pixel of the view goes through (Host/Colours.swift).
    case colour(ColorMatrix)
    /// `.zIndex(_:)`: "a relative front-to-back ordering for this view; the
    /// default is 0" (Apple, zIndex(_:)); the innermost one counts.
    case zIndex(Double)
    /// `.blendMode(_:)`: modelled only as `.normal` (the view drawn over what
    /// is behind it); any other mode depends on pixels the simulator does not have.
    case blend(BlendMode)
    /// `.lineLimit(_:)`: at most this many lines (nil: no limit).
    case lineLimit(Int?)
    /// `.minimumScaleFactor(_:)`: a text that does not fit shrinks, down to this factor.
    case minimumScale(Double)
    /// `.tint(_:)` / `.accentColor(_:)`: the colour a control draws its label in (nil: not a plain colour).
    case tint(Color?)
    /// `.stroke`/`.strokeBorder` on a shape: the line's width in points;
    /// `inside` for `strokeBorder` (the line lies within the frame).
    case stroke(lineWidth: Double, inside: Bool, color: Color?)
    /// `.offset(x:y:)`: the move in points, as written (its layout role
    /// moves the view, in cells, where any move that is not zero is one
    /// cell at least).
    case offset(x: Double, y: Double)
    /// `.transformEffect(_:)` (and a visual effect's offset or transform):
    /// the affine transform it draws with, in points ([a c; b d] and a move).
    case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    /// `.visualEffect { content, proxy in … }` (iOS 17): the effects its
    /// closure applies, found by running it with the view's laid-out geometry.
    case visualEffect(VisualEffectRecipe)
    /// A `Canvas` (iOS 15): what its renderer fills, found by running it with
    /// the canvas's laid-out size (`ViewHost.canvasFills(in:)`).
    case canvas(CanvasRecipe)
    /// `.rotationEffect(_:anchor:)`: a turn in the plane about a point of
    /// the view's frame (unit coordinates; it may lie outside the frame).
    case rotation(degrees: Double, anchorX: Double, anchorY: Double)
    /// `.tracking(_:)` / `.kerning(_:)` on a view: points added after each
    /// glyph of the texts in it (the innermost counts).
    case tracking(Double)
    /// On a background or overlay of a style that is not a plain colour (a
    /// gradient): the alpha of its most transparent stop. A gradient of
    /// opaque colours is an opaque paint; a scrim fading to clear covers nothing.
    case gradientPaint(leastAlpha: Double)

    /// The fact a paint of `style` records beside its role: a gradient's least alpha.
    static func paint(_ style: some ShapeStyle) -> Drawing? {
        if let erased = style as? AnyShapeStyle { return erased.drawing }
        if let gradient = style as? any _GradientStyle {
            let stops = gradient._stopColors
            return stops.isEmpty ? nil : .gradientPaint(leastAlpha: stops.map(\.baseAndAlpha.alpha).min() ?? 0)
        }
        if let gradient = style as? AnyGradient { return .gradientPaint(leastAlpha: gradient.color.baseAndAlpha.alpha) }
        return nil
    }

    /// The alpha a paint of `color` covers what is behind it with: its
    /// colour's, or for a gradient (recorded as `gradientPaint` on the same
    /// node) its most transparent stop's: a scrim fading to clear covers nothing.
    static func coverAlpha(of color: Color, drawing: Drawing?) -> Double {
        if case .gradientPaint(let leastAlpha)? = drawing { return leastAlpha }
        return color.baseAndAlpha.alpha
    }
}

extension Gradient {
    /// The gradient as one colour: its stops averaged along its length,
    /// each span between two stops weighing as its length (the colour is
    /// linear between stops; before the first and after the last it is the
    /// end stop's). Named `mean(colour@location|…)` and resolved per colour
    /// scheme (`Color.rgba(dark:)`), premultiplied by alpha.
    var mean: Color? {
        guard !stops.isEmpty else { return nil }
        let parts = stops.sorted { $0.location < $1.location }.map { "\($0.color.name)@\(format(Double($0.location)))" }
        return Color("mean(" + parts.joined(separator: "|") + ")")
    }
}

/// A drawing modifier: its description for `dump()`, its fact for `Legibility`.
public struct _DrawingModifier: ViewModifier, BuiltinModifier {
    let description: String
    let drawing: Drawing
    init(_ description: String, _ drawing: Drawing) {
        self.description = description
        self.drawing = drawing
    }
    func record(into facts: inout NodeFacts) {
        facts.modifier = description
        facts.drawing = drawing
    }
}

/// `.mask`: the mask is a child of its own after the content; it is laid
/// out over the content like an overlay and never drawn, only its alpha used.
public struct _MaskModifier<Mask: View>: ViewModifier, BuiltinModifier {
    let mask: Mask
    let alignment: Alignment
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "mask"
        children.facts.drawing = .mask
        children.facts.layout = .decoration(behind: false, CellAlignment(alignment))
        children.append(content, key: .index(0))
        children.append(mask, key: .index(1))
    }
}

extension View {
    public func opacity(_ value: Double) -> some View { modifier(_DrawingModifier("opacity(\(format(value)))", .opacity(value))) }
    /// Keeps the view's place in the layout but draws nothing of it.
    public func hidden() -> some View { modifier(_DrawingModifier("hidden", .hidden)) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingModifier("rotationEffect(\(format(angle.degrees))°)",
                                  .rotation(degrees: angle.degrees, anchorX: Double(anchor.x), anchorY: Double(anchor.y))))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingModifier("scaleEffect(\(format(scale)))",
                                  .scale(x: Double(scale), y: Double(scale), anchorX: Double(anchor.x), anchorY: Double(anchor.y))))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingModifier("scaleEffect(\(format(x)), \(format(y)))",
                                  .scale(x: Double(x), y: Double(y), anchorX: Double(anchor.x), anchorY: Double(anchor.y))))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_DrawingModifier("scaleEffect(\(format(scale.width)), \(format(scale.height)))",
                                  .scale(x: Double(scale.width), y: Double(scale.height), anchorX: Double(anchor.x), anchorY: Double(anchor.y))))
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_DrawingModifier("blur(\(format(radius)))", .blur(radius: Double(radius))))
    }
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_DrawingModifier("colorMultiply(\(color.name))", .colorMultiply(color)))
    }
    /// A rotation about `axis` shows the view's area times the cosine
    /// between its face and the screen: the (z, z) entry of the rotation
    /// matrix (Rodrigues: cos θ + n_z² (1 − cos θ)); 0 at 90° about x or y.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_DrawingModifier("rotation3DEffect(\(format(angle.degrees))°)", .rotation3D(angle, axis: axis, anchor: anchor)))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_DrawingModifier("foregroundStyle(\(style))", .foreground(Color.ink(style))))
    }
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(_DrawingModifier("foregroundColor(\(color?.name ?? "nil"))", .foreground(color)))
    }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(_MaskModifier(mask: mask, alignment: .center)) }
    /// Places the view's centre at this point of its parent, which it
    /// fills (SwiftUI's `position` takes the whole space it is offered).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_LayoutModifier("position(\(format(x)), \(format(y)))", .position(x: Cells.columns(x), y: Cells.rows(y))))
    }
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}

extension Color {
    /// A `Color`, directly or through `AnyShapeStyle`: where a style's paint
    /// is read (`.background(_:)`, `.fill(_:)`), an erased colour is that colour.
    static func erased(_ style: some ShapeStyle) -> Color? {
        if let color = style as? Color { return color }
        return (style as? AnyShapeStyle)?.colour
    }

    /// A style that is one plain colour: a `Color`, or `.background` (the
    /// system background, as `Color.background`); nil for any other style.
    static func plain(_ style: some ShapeStyle) -> Color? {
        if let color = erased(style) { return color }
        if style is BackgroundStyle { return .background }
        return nil
    }

    /// The one colour a user sees of a style, as numbers can judge it: a
    /// plain colour (`plain`); `Color.gradient` (`AnyGradient`, iOS 16: "the
    /// standard gradient for the color", a linear gradient top to bottom of
    /// that colour lightly shaded) as its colour; a gradient of stops as their mean along it (`Gradient.mean`):
    /// a gradient of yellows is yellow, of white to white is white. Nil for a
    /// style the simulator cannot tell (a material); a hierarchical level
    /// (`.secondary`) as the label colour of that level (`HierarchicalShapeStyle.color`);
    /// `.separator` as the system separator colour.
    /// Read where a paint's colour is judged (`.background`, `.fill`,
    /// `.stroke`, `.foregroundStyle`); how much a gradient *covers* is its
    /// most transparent stop (`Drawing.gradientPaint`), not this mean.
    static func seen(_ style: some ShapeStyle) -> Color? {
        if let color = plain(style) { return color }
        if let level = style as? HierarchicalShapeStyle { return level.color }
        // `.separator` (iOS 17, SeparatorShapeStyle: "A style appropriate for
        // foreground separator or border lines"): the system separator colour,
        // UIKit's `separator` (#3C3C43 at 29% in light mode), in the
        // appearance in effect.
        if style is SeparatorShapeStyle { return Color("separator") }
        if let semantic = semantic(style) { return semantic }
        if let gradient = style as? AnyGradient { return gradient.color }
        // A gradient as the colour it makes over what it fills, sampled where
        // it paints (`_GradientGeometry.areaMean`, twenty-third review): a fade
        // that reaches white after 4% of a row is white, not half its first stop.
        if let geometry = style as? any _GradientGeometry, let mean = geometry.areaMean { return mean }
        if let gradient = style as? any _GradientStops { return gradient.gradient.mean }
        return nil
    }

    /// Twenty-first review: the system's semantic styles as the colour they
    /// draw in the colour scheme in effect, so a text drawn in one is judged
    /// by its contrast like any colour (`.foregroundStyle(.windowBackground)`
    /// on a white row is white on white):
    /// - `.windowBackground` (iOS 17, WindowBackgroundShapeStyle: "A style
    ///   appropriate for elements that should match the background of their
    ///   containing window"): iOS's `systemBackground`;
    /// - `.fill` (iOS 17, FillShapeStyle: "an overlay fill style for filling
    ///   shapes"): `systemFill`; its levels `secondarySystemFill`…;
    /// - `.background.secondary`… (a level of BackgroundStyle, iOS 17):
    ///   `secondarySystemBackground`, `tertiarySystemBackground`;
    /// - `.placeholder` (PlaceholderTextShapeStyle): `placeholderText`.
    /// Nil for any other style.
    static func semantic(_ style: some ShapeStyle) -> Color? {
        switch style {
        case is WindowBackgroundShapeStyle: return Color("systemBackground")
        case is FillShapeStyle: return Color("systemFill")
        case is PlaceholderTextShapeStyle: return Color("placeholderText")
        case let leveled as any _Leveled:
            switch leveled.baseStyle {
            case is BackgroundStyle, is WindowBackgroundShapeStyle:
                return Color(["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"][min(leveled.styleLevel, 2)])
            case is FillShapeStyle:
                return Color(["systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill"][min(leveled.styleLevel, 3)])
            default: return nil
            }
        default: return nil
        }
    }

    /// The colour a style draws a text or a symbol in (`foregroundStyle`):
    /// `seen`, and a material. A material used as a foreground fills the
    /// glyphs with "an effect that resembles heavily frosted glass" (Apple,
    /// Material, iOS 15): what is behind, blurred, under a veil of the
    /// system background; the simulator draws that veil, the system
    /// background at the material's thickness (ultra-thin 35% to
    /// ultra-thick 90%), so frosted glyphs on a row of the same lightness do
    /// not stand out (twenty-first review). As a paint behind or over a
    /// view a material keeps its own rules (`Legibility.layers`).
    static func ink(_ style: some ShapeStyle) -> Color? {
        if let colour = seen(style) { return colour }
        if let material = style as? Material { return Color("systemBackground").opacity(material.veil) }
        return nil
    }

    /// The colour without its opacity, and that opacity: `Color.blue.opacity(0.7)`
    /// is ("blue", 0.7), `Color(red: 1, green: 0, blue: 0, opacity: 0.5)`
    /// ("rgb(1.0, 0.0, 0.0)", 0.5), `.clear` ("clear", 0).
    var baseAndAlpha: (base: String, alpha: Double) {
        var base = Substring(name), alpha = 1.0
        // `.opacity(_:)` appends " value", once per call.
        while let space = base.lastIndex(of: " "), let value = Double(base[base.index(after: space)...]), !base.hasSuffix(")") {
            alpha *= value
            base = base[..<space]
        }
        for prefix in ["rgb(", "white(", "hsb("] where base.hasPrefix(prefix) && base.hasSuffix(")") {
            if let comma = base.lastIndex(of: ","), let value = Double(base[base.index(after: comma)..<base.index(before: base.endIndex)].trimmingCharacters(in: .whitespaces)) {
                alpha *= value
                base = base[..<comma] + ")"
            }
        }
        if base == "clear" { alpha = 0 }
        return (String(base), alpha)
    }
}

extension Drawing {
    /// How much of a view's area faces the screen after a rotation by
    /// `angle` about `axis` (1 flat, 0 edge-on).
    /// A `rotation3DEffect`'s fact.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint) -> Drawing {
        .rotation3D(facing: facing(angle, axis: axis),
                    onScreen: .rotation(degrees: angle.degrees, axis: (Double(axis.x), Double(axis.y), Double(axis.z))),
                    anchorX: Double(anchor.x), anchorY: Double(anchor.y))
    }

    static func facing(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> Double {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let cosine = cos(angle.radians)
        return length == 0 ? 1 : abs(cosine + Double(axis.z * axis.z / (length * length)) * (1 - cosine))
    }
}
