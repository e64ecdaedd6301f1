// A representable's whole view tree, drawn as UIKit draws it (twenty-fourth
// review). A `UIViewRepresentable` whose view holds more than one `UILabel`
// (a caption and a value in a `UIStackView`, a title over a subtitle) shows
// every one of them: UIKit draws each subview of a view in its window
// (Apple, UIView `addSubview(_:)`, iOS 2: "views can have only one
// superview"; "subviews are drawn on top of the parent's content"), and a
// `UIStackView` (iOS 9) "manages the layout of all the views in its
// arrangedSubviews property", one after another along its `axis`,
// `spacing` apart. A hidden view hides its subviews (Apple, `isHidden`:
// "Hiding a view with subviews has the effect of hiding those subviews").
//
// The tree is brought into the graph as nodes of its own: a stack view as a
// stack of its shown arranged views, any other view with several drawn
// subviews as layers over each other in subview order (later ones over
// earlier ones), and each label as a leaf drawn and judged as the one label
// of a representable always was (`Representables.drawLabel`: its font,
// colour, alpha, background, borders and later views painted over it). So
// every label is on the simulated screen, read by `host.texts`, judged for
// legibility and hit-tested where it lies.
//
// Not modelled: a plain container's frames and constraints between several
// labels (they are layered at its top-leading corner), `setCustomSpacing`,
// a stack view's `distribution`; a label's own subviews that are labels.

extension Representables {
    /// What a representable's view tree draws, reduced to its labels and
    /// the views that lay them out.
    @MainActor indirect enum PlatformPiece {
        /// A label, with the views from the representable's view down to its superview.
        case label(UILabel, chain: [UIView])
        /// A `UIStackView`'s shown arranged views, along its axis (spacing in points).
        case stack(vertical: Bool, alignment: Int, spacing: CGFloat, [PlatformPiece])
        /// Subviews drawn over each other, in subview order.
        case layers([PlatformPiece])

        /// The piece `view` draws (nil: no shown label in it). `chain`: the views above it.
        static func of(_ view: UIView, chain: [UIView]) -> PlatformPiece? {
            if view.isHidden { return nil }
            if let label = view as? UILabel { return .label(label, chain: chain) }
            let inner = chain + [view]
            if let stack = view as? UIStackView {
                let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
                let row = arranged.compactMap { of($0, chain: inner) }
                let others = stack.subviews.filter { view in !arranged.contains { $0 === view } }.compactMap { of($0, chain: inner) }
                let alignment: Int
                switch stack.alignment {
                case .center: alignment = 0
                case .trailing, .lastBaseline: alignment = 1
                default: alignment = -1
                }
                let laidOut: [PlatformPiece] = row.isEmpty ? [] : [.stack(vertical: stack.axis == .vertical, alignment: alignment, spacing: stack.spacing, row)]
                let parts = laidOut + others
                return parts.isEmpty ? nil : parts.count == 1 ? parts[0] : .layers(parts)
            }
            let parts = view.subviews.compactMap { of($0, chain: inner) }
            return parts.isEmpty ? nil : parts.count == 1 ? parts[0] : .layers(parts)
        }

        /// Records this piece on the node being expanded: a label's drawing,
        /// or a container's layout and its parts as children.
        func expand(host: UIView, into children: inout _Children) {
            switch self {
            case .label(let label, let chain):
                Representables.drawLabel(label, chain: chain, host: host, into: &children)
            case .stack(let vertical, let alignment, let spacing, let parts):
                children.facts.layout = .stack(vertical: vertical, alignment: alignment,
                                               spacing: vertical ? Cells.rows(spacing) : Cells.columns(spacing))
                for part in parts { children.append(_UIKitSubview(piece: part, host: host)) }
            case .layers(let parts):
                children.facts.layout = .zstack(CellAlignment(horizontal: -1, vertical: -1))
                for part in parts { children.append(_UIKitSubview(piece: part, host: host)) }
            }
        }
    }
}

/// A part of a representable's UIKit view tree on screen (a label, or a
/// view laying labels out): built anew with the representable's every
/// update, never compared (UIKit objects change in place).
public struct _UIKitSubview: View {
    public typealias Body = Never
    let piece: Representables.PlatformPiece
    let host: UIView
    public static func _expand(_ view: Self, into children: inout _Children) { view.piece.expand(host: view.host, into: &children) }
    public static var _role: _ViewRole { .container }
}

extension ViewHost {
    /// Every `UILabel` in the view tree of each representable of exactly
    /// that type on screen, in tree order (depth first, subview order),
    /// hidden ones included: what a check reads to find the label showing
    /// a value wherever the view's hierarchy holds it. `platformLabels`
    /// gives the first of each.
    public func platformLabelLists<V: UIViewRepresentable>(_ type: V.Type) -> [[UILabel]] {
        platformViews(type).map { Representables.labels(in: $0) }
    }
}
