import Foundation

/// The root of UIKit's responder chain. Nothing is first responder here
/// (there is no keyboard); `resignFirstResponder()` returns `true`.
@MainActor
open class UIResponder {
    public init() {}
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var next: UIResponder? { nil }
    // The keyboard notifications keyboard-avoiding code subscribes to; never posted (no keyboard).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

/// UIKit's `UIView`: a platform view object that outlives the representable
/// structs that describe it (SwiftUI's `UIViewRepresentable`).
@MainActor
open class UIView: UIResponder {
    /// Platform views made so far in the process, one per `UIView` init (any
    /// subclass): what the simulator counts to tell the views a
    /// representable's `makeUIView` made from those a struct's stored
    /// property, a body or an update built, each pass, to throw away.
    public private(set) static var made = 0
    public override init() { Self.made += 1; super.init() }
    public init(frame: CGRect) { Self.made += 1; self.frame = frame; super.init() }
    /// A view the simulator makes for itself (the host a representable's
    /// view is put in): not one the app made, so not counted in `made`.
    package init(uncounted: Void) { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    // A view's `backgroundColor`, `alpha` and `isHidden` are its layer's
    // (Apple, `UIView.layer`, iOS 2: "The view's Core Animation layer used
    // for rendering"; `CALayer.backgroundColor`, `opacity`, `isHidden`):
    // one store, the layer's, whichever side sets it (twenty-second review).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var tag = 0
    /// The layer's background colour, as a `UIColor`: the colour the app
    /// set through the view while the layer still has it (a dynamic one,
    /// `.label`, resolves in the view's traits when drawn), else the
    /// layer's `CGColor` as set through `view.layer.backgroundColor`.
    open var backgroundColor: UIColor? {
        get {
            guard let colour = layer.backgroundColor else { return nil }
            if let set = backgroundSetThroughView, set.cgColor === colour { return set.colour }
            return UIColor(cgColor: colour)
        }
        set {
            let colour = newValue?.cgColor
            backgroundSetThroughView = newValue.flatMap { value in colour.map { (value, $0) } }
            layer.backgroundColor = colour
        }
    }
    private var backgroundSetThroughView: (colour: UIColor, cgColor: CGColor)?
    open var tintColor: UIColor = .tintColor
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    open var isOpaque = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Apple, `layoutMarginsGuide` (iOS 9): "A layout guide representing
    /// the view's margins": its bounds inset by `layoutMargins`.
    open var layoutMarginsGuide: UILayoutGuide {
        if let marginsGuide { return marginsGuide }
        let guide = UILayoutGuide()
        (guide.owningView, guide.isMarginsGuide, guide.identifier) = (self, true, "UIViewLayoutMarginsGuide")
        marginsGuide = guide
        return guide
    }
    private var marginsGuide: UILayoutGuide?
    /// Apple, `layoutGuides` and `addLayoutGuide(_:)` (iOS 9): guides the app adds, each owned by this view.
    public private(set) var layoutGuides: [UILayoutGuide] = []
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { layoutGuide.owningView = self; layoutGuides.append(layoutGuide) }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
    /// Apple, `autoresizingMask` (iOS 2): how the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Active constraints that name this view or a guide it owns (`NSLayoutConstraint.isActive`).
    var activeConstraints: [NSLayoutConstraint] = []
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Apple, `overrideUserInterfaceStyle` (iOS 13): "the view and all of
    /// its subviews adopt the style"; `.unspecified` follows the superview.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The style a view with no superview follows: what SwiftUI hands the
    /// view it hosts a representable's view in (its environment's
    /// `colorScheme`, Views/Representable.swift); light otherwise.
    package var inheritedUserInterfaceStyle: UIUserInterfaceStyle = .light
    /// The view's traits (Apple, `UITraitEnvironment.traitCollection`,
    /// iOS 8): its own `overrideUserInterfaceStyle`, else its superview's
    /// style, else the one its host was given. Dynamic colours (`.label`,
    /// `.systemBackground`) resolve in it when the view draws.
    open var traitCollection: UITraitCollection {
        if overrideUserInterfaceStyle != .unspecified { return UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle) }
        if let superview { return superview.traitCollection }
        return UITraitCollection(userInterfaceStyle: inheritedUserInterfaceStyle)
    }
    /// The view's layer: its `backgroundColor`, `opacity` and `isHidden`
    /// are the view's own (above); the rest of its styling is kept as set.
    /// Made from `layerClass` (Apple, iOS 2: "Returns the class used to create
    /// the layer for instances of this class"), as `PlayerView` in Apple's
    /// `AVPlayerLayer` article overrides it to back the view with a player layer.
    public private(set) lazy var layer: CALayer = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    open class var layerClass: AnyClass { CALayer.self }
    // Accessibility (UIAccessibility's informal protocol on every view).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var isAccessibilityElement = false
    open var accessibilityElementsHidden = false
    open var shouldGroupAccessibilityChildren = false
    // Auto Layout (Host: UIViewLayout.swift): kept as written, never solved.
    public private(set) var constraints: [NSLayoutConstraint] = []
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var resistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { resistance[axis] ?? .defaultHigh }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { resistance[axis] = priority }
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ added: [NSLayoutConstraint]) { constraints += added }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ removed: [NSLayoutConstraint]) { constraints.removeAll { c in removed.contains { $0 === c } } }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
    open func layoutSubviews() {}
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 1000, height: 1000)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The view's safe area: the window's, else none.
    open var safeAreaInsets: UIEdgeInsets { window?.safeAreaInsets ?? .zero }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var window: UIWindow? { superview?.window }
    /// Apple, `addSubview(_:)` (iOS 2): "Views can have only one superview.
    /// If view already has a superview and that view is not the receiver,
    /// this method removes the previous superview before making the receiver
    /// its new superview." Added again to the receiver, it moves to the top.
    /// So one view shared by two places (a `static let` label two
    /// representables return) shows only in the last one that took it.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.superview = self; subviews.append(view)
    }
    open func removeFromSuperview() {
        superview?.willRemoveSubview(self)
        superview?.subviews.removeAll { $0 === self }; superview = nil
    }
    /// Apple, `willRemoveSubview(_:)` (iOS 2): "Tells the view that a
    /// subview is about to be removed" (a stack view drops it from its
    /// arranged subviews).
    open func willRemoveSubview(_ subview: UIView) {}
    /// The same one-superview rule as `addSubview(_:)` (Apple, `insertSubview(_:at:)`).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        view.superview = self; subviews.insert(view, at: min(max(0, index), subviews.count))
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current { if candidate === view { return true }; current = candidate.superview }
        return false
    }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    /// Apple, `UIView.draw(_:)` (iOS 2): "Draws the receiver's image within
    /// the passed-in rectangle … The default implementation of this method
    /// does nothing. Subclasses that use technologies such as Core Graphics
    /// and UIKit to draw their view's content should override this method."
    /// A `UILabel` draws its text here (`drawText(in:)`); the simulator
    /// calls it to learn where a label's text goes (twenty-sixth review).
    open func draw(_ rect: CGRect) {}
    /// Apple, `UIView.transform` (iOS 2): "Specifies the transform applied
    /// to the view, relative to the center of its bounds … Use this
    /// property to scale or rotate the view's frame rectangle within its
    /// superview's coordinate system." The simulator turns and scales what
    /// a label draws by it (and by its superviews' within the view the
    /// representable returns): Representable.swift (twenty-sixth review).
    open var transform: CGAffineTransform = .identity
    open func sizeToFit() {}
    /// Ends editing in the view's hierarchy; no field is being edited here.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}

/// UIKit's `UILabel`: its `text` is what the screen shows, drawn in its
/// `font` and `textColor` at the view's `alpha`, over its `backgroundColor`
/// (the simulator judges it as it judges a SwiftUI `Text`: Legibility.swift).
@MainActor
open class UILabel: UIView {
    /// `text` and `attributedText` are one value (Apple, UILabel `text` and
    /// `attributedText`, iOS 6): "Assigning a new value to this property also
    /// replaces the value of the text property with the same string data",
    /// and assigning `text` replaces `attributedText` with the same text
    /// "without any inherent style attributes". Both are nil by default.
    private var content: NSAttributedString?
    open var text: String? {
        get { content?.string }
        set { content = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The styled text (twentieth review): its attributes draw as the
    /// label's own properties do. Apple, UILabel `attributedText` (iOS 6):
    /// "assigning a new value updates the values in the font, textColor,
    /// and other style-related properties so that they reflect the style
    /// information starting at location 0 in the attributed string"; a run
    /// without a font or colour of its own is drawn in the label's
    /// (`drawnRuns`).
    open var attributedText: NSAttributedString? {
        get { content }
        set {
            content = newValue.map { NSAttributedString(attributedString: $0) }
            guard let newValue, newValue.length > 0 else { return }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[Self.fontKey] as? UIFont { storedFont = font }
            if let colour = first[Self.foregroundColorKey] as? UIColor { storedTextColor = colour }
        }
    }
    open var numberOfLines = 1
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label
    /// Apple, UILabel `font`: "If you're using styled text, assigning a new
    /// value to this property applies the font to the entirety of the
    /// string in the attributedText property."
    open var font: UIFont {
        get { storedFont }
        set { storedFont = newValue; restyle(Self.fontKey, newValue) }
    }
    /// Apple, UILabel `textColor`: "assigning a new value to this property
    /// causes the color to be applied to the entirety of the string in the
    /// attributedText property."
    open var textColor: UIColor {
        get { storedTextColor }
        set { storedTextColor = newValue; restyle(Self.foregroundColorKey, newValue) }
    }
    /// UIKit's attribute names (`NSAttributedString.Key.font`,
    /// `.foregroundColor`; AppKitSim declares the public names).
    private static let fontKey = NSAttributedString.Key("NSFont"), foregroundColorKey = NSAttributedString.Key("NSColor")
    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        guard let content, content.length > 0 else { return }
        let styled = NSMutableAttributedString(attributedString: content)
        styled.addAttribute(key, value: value, range: NSRange(location: 0, length: styled.length))
        self.content = styled
    }
    /// What the label draws, run by run: each run's characters, in its
    /// font and colour (its attributes', else the label's `font` and
    /// `textColor`). One run for plain `text`.
    package var drawnRuns: [(characters: Int, pointSize: CGFloat, color: UIColor)] {
        guard let content, content.length > 0 else { return [] }
        var runs: [(characters: Int, pointSize: CGFloat, color: UIColor)] = []
        var location = 0
        while location < content.length {
            var range = NSRange(location: 0, length: 0)
            let attributes = content.attributes(at: location, effectiveRange: &range)
            let length = max(1, range.location + range.length - location)
            let characters = (content.string as NSString).substring(with: NSRange(location: location, length: length)).count
            runs.append((characters, (attributes[Self.fontKey] as? UIFont ?? storedFont).pointSize,
                         attributes[Self.foregroundColorKey] as? UIColor ?? storedTextColor))
            location += length
        }
        return runs
    }
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    public override init() { super.init() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Its text on one line at its font's size: half an em a glyph (SF
    /// Pro's average advance, as the simulator's legibility rules take it),
    /// one `lineHeight` tall a line; nothing for no text. Measured through
    /// `textRect(forBounds:limitedToNumberOfLines:)`, as UIKit sizes a
    /// label (Apple, `textRect(forBounds:limitedToNumberOfLines:)`, iOS 2:
    /// "Returns the drawing rectangle for the label's text … You should
    /// not call this method directly"; a subclass that insets its text
    /// overrides it, and `intrinsicContentSize`, to grow by the insets).
    open override var intrinsicContentSize: CGSize {
        let huge = CGFloat(1_000_000)
        return textRect(forBounds: CGRect(x: 0, y: 0, width: huge, height: huge), limitedToNumberOfLines: numberOfLines).size
    }
    /// The rectangle the label's text takes in `bounds`: its text's size
    /// (`textSize(lines:)`), at the top left of `bounds`, no larger than them.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = textSize(lines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }
    /// Apple, `UILabel.drawText(in:)` (iOS 2): "Draws the label's text, or
    /// its shadow, in the specified rectangle … You can override this
    /// method to further customize the label's drawing behavior" (a padded
    /// label calls `super.drawText(in: rect.inset(by: insets))`). The text
    /// is drawn in `rect`: the simulator records it (`drawnTextArea(in:)`).
    open func drawText(in rect: CGRect) { textDrawnIn = rect }
    /// UILabel draws its text through `drawText(in:)` in its bounds.
    open override func draw(_ rect: CGRect) { drawText(in: rect) }
    private var textDrawnIn: CGRect?
    /// Where the label draws its text when drawn in `bounds`: through its
    /// own `draw(_:)` and `drawText(in:)`, overridden or not; nil when they
    /// never reach `UILabel`'s `drawText(in:)` (an override that draws
    /// nothing of the text).
    package func drawnTextArea(in bounds: CGRect) -> CGRect? {
        textDrawnIn = nil
        draw(bounds)
        defer { textDrawnIn = nil }
        return textDrawnIn
    }
    /// Its text's size in `lines` lines at most (0: as many as it needs).
    private func textSize(lines limit: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        let shown = limit == 0 ? lines.count : min(lines.count, limit)
        // Styled text: its largest run sets the size (`drawnRuns`).
        let size = drawnRuns.map(\.pointSize).max() ?? font.pointSize
        return CGSize(width: CGFloat(widest) * size / 2, height: CGFloat(shown) * UIFont(fontName: font.fontName, pointSize: size).lineHeight)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// A window: the root of a view hierarchy, with the simulated iPhone's safe area.
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { UIApplication.shared.keyWindowForScenes === self }
    open weak var windowScene: UIWindowScene?
    open override var window: UIWindow? { self }
    open override var safeAreaInsets: UIEdgeInsets { UIScreen.simulatedSafeArea }
    open override var traitCollection: UITraitCollection { overrideUserInterfaceStyle == .unspecified ? .current : super.traitCollection }
    public init(windowScene: UIWindowScene) { self.windowScene = windowScene; super.init(frame: UIScreen.main.bounds) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public override init() { super.init(frame: UIScreen.main.bounds) }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

/// A view controller: enough to present one from another (a share sheet
/// from the key window's root). Presenting shows nothing here; it is recorded.
@MainActor
open class UIViewController: UIResponder {
    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    open var view: UIView! = UIView(frame: UIScreen.main.bounds)
    open var title: String?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// "The delegate object that provides transition animator, interactive
    /// controller, and custom presentation controller objects" (iOS 7; weak;
    /// UIViewControllerTransitioning.swift).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var isModalInPresentation = false
    open var preferredContentSize: CGSize = .zero
    /// Apple: "The nearest popover presentation controller that is managing
    /// the current view controller" (iOS 8): there when the style is `.popover`
    /// (an iPad's share sheet is one), nil otherwise.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover || self is UIActivityViewController else { return nil }
        if popover == nil { popover = UIPopoverPresentationController(presentedViewController: self, presenting: presentingViewController) }
        return popover
    }
    private var popover: UIPopoverPresentationController?
    /// Apple: the sheet presentation controller of a page or form sheet (iOS 15).
    open var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if sheet == nil { sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController) }
        return sheet
    }
    private var sheet: UISheetPresentationController?
    /// Child view controllers (`addChild(_:)`); nothing is laid out.
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    open var navigationController: UINavigationController? {
        var current: UIViewController? = parent
        while let controller = current { if let navigation = controller as? UINavigationController { return navigation }; current = controller.parent }
        return nil
    }
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// The share sheet (`UIActivityViewController(activityItems:applicationActivities:)`).
@MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { self.activityItems = activityItems; super.init() }
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?
}

@MainActor
open class UIActivity {
    public init() {}
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop"), copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail"), message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print"), saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }
}

/// Scrolling and image views, minimal: what code that configures them names.
@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var bounces = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}

@MainActor
open class UITableView: UIScrollView {
    open func reloadData() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updates?(); completion?(true) }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) { self.image = image; super.init() }
    public override init() { super.init() }
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = Self(rawValue: 1), down = Self(rawValue: 2), left = Self(rawValue: 4), right = Self(rawValue: 8)
    public static let any = Self(rawValue: 15), unknown = Self(rawValue: .max)
}
