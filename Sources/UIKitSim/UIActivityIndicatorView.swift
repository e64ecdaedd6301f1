import Foundation

/// Apple: "A view that shows that a task is in progress" (`UIActivityIndicatorView`,
/// iOS 2; `Style.medium` / `.large` iOS 13). Nothing spins here; what a user
/// can see is whether it shows: with `hidesWhenStopped` (Apple: "The default
/// value of this property is true") the view hides itself while it is not
/// animating — a new indicator, and one `stopAnimating()` stopped — and
/// shows again on `startAnimating()` (Apple: "When this property is true, the
/// activity indicator sets its `isHidden` property … when it starts or stops
/// animating").
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple: "The visual style of the progress indicator." The iOS 2 styles
    /// are deprecated since iOS 13 (`medium` and `large` replace them).
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }
    open var style: Style = .medium
    open var color: UIColor!
    open private(set) var isAnimating = false
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        isHidden = hidesWhenStopped
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }
    public convenience override init() { self.init(style: .medium) }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
