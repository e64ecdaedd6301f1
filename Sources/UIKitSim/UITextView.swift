import Foundation

// UIKit's multi-line text view (iOS 2), as code wraps it in a
// `UIViewRepresentable`: its text (plain or attributed), font, colour,
// editability and scrolling, and a delegate told of edits. There is no
// keyboard here: text changes only when code sets it.
// https://developer.apple.com/documentation/uikit/uitextview

@MainActor
open class UITextView: UIScrollView {
    /// "The text that the text view displays." Setting it replaces the attributed text.
    open var text: String! {
        get { storage.string }
        set { storage = NSAttributedString(string: newValue ?? "") }
    }
    /// "The styled text that the text view displays."
    open var attributedText: NSAttributedString! {
        get { storage }
        set { storage = newValue ?? NSAttributedString(string: "") }
    }
    private var storage = NSAttributedString(string: "")
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    /// "A Boolean value that indicates whether the text view is editable" (default true).
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var allowsEditingTextAttributes = false
    open weak var delegate: (any UITextViewDelegate)?
}

/// "The interface for the delegate of a text view object" (iOS 2). Apple's
/// methods are optional; here each has a default that does what UIKit does
/// without a delegate.
/// https://developer.apple.com/documentation/uikit/uitextviewdelegate
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
