/// SF Symbols that draw one solid, filled shape across their whole box:
/// as a cover (an overlay over text, a mask) they are that shape, like a
/// filled `Shape`. Other symbols (an outline, a glyph with holes, a heart)
/// draw only part of their box, and are no cover.
enum SymbolShapes {
    private static let shapes: [String: ViewHost.PaintedShape] = [
        "rectangle.fill": .rectangle, "rectangle.portrait.fill": .rectangle, "square.fill": .rectangle,
        "circle.fill": .circle, "oval.fill": .ellipse, "oval.portrait.fill": .ellipse,
        "capsule.fill": .capsule, "capsule.portrait.fill": .capsule,
        "app.fill": .roundedRectangle(cornerRadius: 10), "rectangle.roundedtop.fill": .rectangle, "rectangle.roundedbottom.fill": .rectangle,
    ]

    static func solidShape(of name: String) -> ViewHost.PaintedShape? { shapes[name] }
}
