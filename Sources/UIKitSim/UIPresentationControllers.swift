import Foundation

// How a presented view controller is shown: as a popover (iOS 8) or a sheet
// with detents (iOS 15). Settings only; nothing is presented on a screen.
// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller

@MainActor
open class UIPresentationController {
    public let presentedViewController: UIViewController
    public private(set) weak var presentingViewController: UIViewController?
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
    open var containerView: UIView? { nil }
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {}

/// Where a popover points from: a view and a rectangle in it, or a bar button.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var canOverlapSourceViewRect = false
    open var backgroundColor: UIColor?
}

/// A bar button: its title, image and action, kept.
@MainActor
open class UIBarButtonItem {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    public init() {}
    public init(title: String?, image: UIImage? = nil) { self.title = title; self.image = image }
}

/// A sheet's detents and grabber (iOS 15).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// Apple: "An object that represents a height where a sheet naturally rests."
    public final class Detent: Sendable {
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium"), large = Identifier("com.apple.UIKit.large")
        }
        public let identifier: Identifier
        init(_ identifier: Identifier) { self.identifier = identifier }
        public class func medium() -> Detent { Detent(.medium) }
        public class func large() -> Detent { Detent(.large) }
    }
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var preferredCornerRadius: CGFloat?
    open func animateChanges(_ changes: () -> Void) { changes() }
}
