/// SF Symbols that draw one solid, filled shape across their whole box:
/// as a cover (an overlay over text, a mask) they are that shape, like a
/// filled `Shape`. Other symbols (an outline, a glyph with holes or a cut-out
/// like `person.circle.fill`, a heart, a triangle that fills half its box)
/// draw only part of their box, and are no cover. Names as SF Symbols spells
/// them (SF Symbols 1–3); `stop.fill` and `app.fill` are rounded squares.
enum SymbolShapes {
    private static let shapes: [String: ViewHost.PaintedShape] = [
        "rectangle.fill": .rectangle, "rectangle.portrait.fill": .rectangle, "square.fill": .rectangle,
        "squareshape.fill": .rectangle, "rectangle.roundedtop.fill": .rectangle, "rectangle.roundedbottom.fill": .rectangle,
        "circle.fill": .circle, "oval.fill": .ellipse, "oval.portrait.fill": .ellipse,
        "capsule.fill": .capsule, "capsule.portrait.fill": .capsule,
        "app.fill": .roundedRectangle(cornerRadius: 10), "stop.fill": .roundedRectangle(cornerRadius: 4),
    ]

    /// Every SF Symbol named `base(.slash)(.circle|.square|.rectangle)(.fill)`
    /// for the bases above, so that a variant one of them lacks is left out
    /// as SwiftUI leaves it out (`capsule` + `.slash.fill` draws `capsule.fill`).
    private static let families: [String: Set<String>] = [
        "rectangle": ["rectangle", "rectangle.fill", "rectangle.slash", "rectangle.slash.fill"],
        "rectangle.portrait": ["rectangle.portrait", "rectangle.portrait.fill", "rectangle.portrait.slash", "rectangle.portrait.slash.fill"],
        "square": ["square", "square.fill", "square.circle", "square.circle.fill", "square.slash", "square.slash.fill"],
        "squareshape": ["squareshape", "squareshape.fill"],
        "rectangle.roundedtop": ["rectangle.roundedtop", "rectangle.roundedtop.fill"],
        "rectangle.roundedbottom": ["rectangle.roundedbottom", "rectangle.roundedbottom.fill"],
        "circle": ["circle", "circle.fill", "circle.circle", "circle.circle.fill", "circle.slash", "circle.slash.fill",
                   "circle.square", "circle.square.fill"],
        "oval": ["oval", "oval.fill"], "oval.portrait": ["oval.portrait", "oval.portrait.fill"],
        "capsule": ["capsule", "capsule.fill"], "capsule.portrait": ["capsule.portrait", "capsule.portrait.fill"],
        "app": ["app", "app.fill"], "stop": ["stop", "stop.fill", "stop.circle", "stop.circle.fill"],
    ]

    /// The shape a symbol named `name` (after its variants) paints, if it is one solid shape.
    static func solidShape(of name: String) -> ViewHost.PaintedShape? { shapes[name] }

    /// The share of its box the glyph of `name` (after its variants) inks,
    /// as a mask keeps it: all of it for a solid shape; about half for
    /// another filled glyph (a heart, a star, a person: the box's corners
    /// and cut-outs stay empty); a quarter for an outline (`circle`,
    /// `square`, `heart`): SF Symbols draw lines about a twelfth of the
    /// glyph's size at the regular weight, and a ring that thick inks 23%
    /// of its square, a square's outline 29%. Estimates: the simulator has
    /// no glyph outlines (they ship only with Apple's SF Symbols font).
    static func inkedShare(of name: String) -> Double {
        if shapes[name] != nil { return 1 }
        return name.split(separator: ".").contains("fill") ? 0.5 : 0.25
    }

    /// The known names of the symbols on `base`, if `base` is one of the shapes'.
    static func family(of base: String) -> Set<String>? { families[base] }
}
