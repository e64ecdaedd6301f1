import Foundation

/// UIKit's `UIStackView` (iOS 9): "A streamlined interface for laying out a
/// collection of views in either a column or a row." It lays out its
/// `arrangedSubviews` one after another along its `axis`, `spacing` apart,
/// sized by its `distribution` along the axis and placed by its `alignment`
/// across it; a hidden arranged view takes no room (Apple, UIStackView
/// overview: "the stack view automatically updates its layout whenever
/// views are added, removed or inserted into the arrangedSubviews array,
/// or whenever one of the arranged subviews's isHidden property changes").
/// Each arranged view is also one of its `subviews` ("The stack view
/// ensures that its arrangedSubviews property is always a subset of its
/// subviews property"). Where each arranged view goes: `arrangedFrame(of:in:)`,
/// which `UIView.placement(in:)` reads.
@MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading, bottom = Alignment.trailing
    }
    /// `setCustomSpacing(_:after:)`'s markers: the stack's own `spacing`,
    /// or UIKit's system spacing between siblings (8 points here).
    nonisolated public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    nonisolated public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Apple, `init(arrangedSubviews:)`: "Returns a new stack view object
    /// that manages the provided views."
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Apple, `addArrangedSubview(_:)`: "Adds a view to the end of the
    /// arrangedSubviews array" (and as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
    }
    /// Apple, `removeArrangedSubview(_:)`: "the view is not removed from
    /// the stack's subviews array" (it is no longer laid out).
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open override func willRemoveSubview(_ subview: UIView) { arrangedSubviews.removeAll { $0 === subview } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { customSpacing[ObjectIdentifier(arrangedSubview)] = spacing }
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { customSpacing[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault }

    /// The arranged views it lays out: the shown ones.
    private var laidOut: [UIView] { arrangedSubviews.filter { !$0.isHidden } }
    private var vertical: Bool { axis == .vertical }
    private func natural(_ view: UIView) -> CGSize {
        let own = view.intrinsicContentSize
        return CGSize(width: max(0, own.width), height: max(0, own.height))
    }
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        return custom == Self.spacingUseDefault ? spacing : (custom == Self.spacingUseSystem ? 8 : custom)
    }
    private var insets: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// Its arranged views' sizes end to end, with the spacing between them,
    /// and the largest across: the size its constraints give it.
    open override var intrinsicContentSize: CGSize {
        let views = laidOut
        var along: CGFloat = 0, across: CGFloat = 0
        for (index, view) in views.enumerated() {
            let size = natural(view)
            along += vertical ? size.height : size.width
            across = max(across, vertical ? size.width : size.height)
            if index < views.count - 1 { along += gap(after: view) }
        }
        let m = insets
        return vertical ? CGSize(width: across + m.left + m.right, height: along + m.top + m.bottom)
                        : CGSize(width: along + m.left + m.right, height: across + m.top + m.bottom)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where the stack puts `view` (one of its shown arranged subviews)
    /// when it is `size` big, in its own coordinates; nil for a view it
    /// does not lay out.
    public func arrangedFrame(of view: UIView, in size: CGSize) -> CGRect? {
        let views = laidOut
        guard let position = views.firstIndex(where: { $0 === view }) else { return nil }
        let m = insets
        let length = vertical ? size.height - m.top - m.bottom : size.width - m.left - m.right
        let breadth = vertical ? size.width - m.left - m.right : size.height - m.top - m.bottom
        let naturals = views.map { vertical ? natural($0).height : natural($0).width }
        let gaps = views.dropLast().map(gap(after:))
        let free = length - naturals.reduce(0, +) - gaps.reduce(0, +)
        var lengths = naturals, spacings = gaps
        switch distribution {
        case .fill:
            // The extra room (or the shortfall) goes to the view that hugs
            // its content least; the first of them on a tie.
            let axisKey: NSLayoutConstraint.Axis = vertical ? .vertical : .horizontal
            if let stretched = views.indices.min(by: { views[$0].contentHuggingPriority(for: axisKey).rawValue < views[$1].contentHuggingPriority(for: axisKey).rawValue }) {
                lengths[stretched] = max(0, lengths[stretched] + free)
            }
        case .fillEqually:
            let each = max(0, (length - gaps.reduce(0, +)) / CGFloat(views.count))
            lengths = Array(repeating: each, count: views.count)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            if total > 0 { lengths = naturals.map { max(0, $0 + free * $0 / total) } }
        case .equalSpacing, .equalCentering:
            if views.count > 1, free > 0 { spacings = gaps.map { $0 + free / CGFloat(views.count - 1) } }
        }
        var start = vertical ? m.top : m.left
        for index in 0..<position { start += lengths[index] + spacings[index] }
        let own = natural(view), ownBreadth = vertical ? own.width : own.height
        let crossStart = vertical ? m.left : m.top
        let (crossOffset, crossLength): (CGFloat, CGFloat)
        switch alignment {
        case .fill: (crossOffset, crossLength) = (0, breadth)
        case .leading, .firstBaseline: (crossOffset, crossLength) = (0, ownBreadth)
        case .center: (crossOffset, crossLength) = ((breadth - ownBreadth) / 2, ownBreadth)
        case .trailing, .lastBaseline: (crossOffset, crossLength) = (breadth - ownBreadth, ownBreadth)
        }
        let along = lengths[position]
        return vertical ? CGRect(x: crossStart + crossOffset, y: start, width: max(0, crossLength), height: along)
                        : CGRect(x: start, y: crossStart + crossOffset, width: along, height: max(0, crossLength))
    }
}
