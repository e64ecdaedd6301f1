import Foundation

// Round 14: UIKit's alert controller (iOS 8) and page control (iOS 2), as
// SwiftUI apps reach them: an alert presented on the key window's root view
// controller (`rootViewController.present(alert, animated: true)`), the page
// dots of `TabView`'s `.page` style styled through `UIPageControl.appearance()`.
// Nothing is drawn with UIKit here: a presented alert is the root's
// `presentedViewController`, and a test (or the app) runs an action with
// `UIAlertAction`'s handler; appearance settings are kept and read back.
// https://developer.apple.com/documentation/uikit/uialertcontroller
// https://developer.apple.com/documentation/uikit/uialertaction
// https://developer.apple.com/documentation/uikit/uipagecontrol
// https://developer.apple.com/documentation/uikit/uitextfield

/// Apple: "An object that displays an alert message." (iOS 8)
@MainActor
open class UIAlertController: UIViewController {
    /// iOS 8: an alert in the middle of the screen or an action sheet from the bottom.
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    /// iOS 9: the action the Return key runs, drawn in bold.
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// iOS 8 (alerts only): a text field the handler configures.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// Apple: "An action that can be taken when the user taps a button in an alert." (iOS 8)
@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    /// What a tap runs (not in Apple's API; tests tap an action with it).
    public let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Apple: "An object that displays an editable text area in your interface." (iOS 2)
@MainActor
open class UITextField: UIControl {
    open var text: String? = ""
    open var placeholder: String?
    open var isSecureTextEntry = false
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var textContentType: UITextContentType?
    open var font: UIFont?
    open var textColor: UIColor?
    open var clearButtonMode: ViewMode = .never
    /// iOS 2: when an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// Apple: "A control that displays a horizontal series of dots, each of which corresponds to a page." (iOS 2)
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    /// iOS 14: the image of every dot.
    open var preferredIndicatorImage: UIImage?
    /// iOS 16: the image of the current page's dot.
    open var preferredCurrentPageIndicatorImage: UIImage?
    /// iOS 14: a background behind the dots.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// iOS 14.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// iOS 14: whether tapping and scrubbing move between pages.
    open var allowsContinuousInteraction = true

    public static func appearance() -> UIPageControl { AppearanceProxies.proxy { UIPageControl() } }
}
