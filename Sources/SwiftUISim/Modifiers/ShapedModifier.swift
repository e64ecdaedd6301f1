/// A modifier that clips to a shape (`clipShape`, `cornerRadius`,
/// `clipped`) or paints in one (`background(_:in:)`, `overlay(_:in:)`): it
/// records the shape itself, corner radius included, so that
/// `ViewHost.paint(around:)` can say which outline a fill, a stroke or a
/// clip has; `dump()` keeps the same description as before.
public struct _ShapedModifier: ViewModifier, BuiltinModifier, Equatable {
    let description: String
    let shape: ViewHost.PaintedShape
    /// What the shape's own modifiers do to the area it keeps or paints.
    let geometry: ViewHost.ShapeGeometry?
    /// `.paint` for a shaped background or overlay; nil for a clip.
    let role: LayoutRole?
    /// A gradient paint's fact (`Drawing.paint`): how much it covers.
    let drawing: Drawing?
    /// An app shape's path, run on the laid-out rect (ViewHost+LaidOutShape.swift).
    var outline: ShapeOutline? = nil

    init(_ description: String, shape: ViewHost.PaintedShape, geometry: ViewHost.ShapeGeometry? = nil, role: LayoutRole? = nil,
         drawing: Drawing? = nil) {
        self.description = description
        self.shape = shape
        self.geometry = geometry
        self.role = role
        self.drawing = drawing
    }

    /// The same modifier, judged by `shape`'s path once laid out when it is an app's shape.
    nonisolated func outlined<S: Shape>(_ shape: S) -> Self {
        var copy = self
        copy.outline = ShapeOutline.of(shape)
        return copy
    }

    func record(into facts: inout NodeFacts) {
        facts.modifier = description
        facts.paintedShape = shape
        facts.shapeGeometry = geometry
        facts.shapeOutline = outline
        if let role { facts.layout = role }
        if let drawing { facts.drawing = drawing }
    }
}
