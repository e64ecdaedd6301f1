import Foundation

// Custom modal presentations (iOS 7/8): a view controller's
// `transitioningDelegate` vends the animator and presentation controller
// UIKit uses when `modalPresentationStyle` is `.custom`. Settings only:
// nothing is animated on a screen here, and no animator is asked.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate

/// "A set of methods that vend objects used to manage a fixed-length or
/// interactive transition between view controllers" (iOS 7). Its methods are
/// optional in Apple's; each defaults to nil (UIKit's standard transition).
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// "A set of methods for implementing the animations for a custom view
/// controller transition" (iOS 7): its duration and its animation.
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// What an animator is handed: the container view and the two controllers' views (iOS 7).
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    func completeTransition(_ didComplete: Bool)
}
