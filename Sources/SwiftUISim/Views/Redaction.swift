/// Twenty-sixth review: what a redaction leaves a user to read.
///
/// Apple, `redacted(reason:)` (iOS 14): "Adds a reason to apply a redaction
/// to this view hierarchy"; `RedactionReasons.placeholder` (iOS 14):
/// "Displayed data should appear as generic placeholders. Text and images
/// will be automatically masked to appear as generic placeholders, though
/// maintaining their original size and shape." `RedactionReasons.privacy`
/// (iOS 15): "Displayed data should be obscured to protect private
/// information"; `privacySensitive(_:)` (iOS 15): "Marks the view as
/// containing sensitive, private user data", the views a `.privacy`
/// redaction masks. `unredacted()` (iOS 14): "Removes any reason to apply a
/// redaction to this view hierarchy." (`RedactionReasons.invalidated`,
/// iOS 17, marks data as pending an update: it masks nothing.)
///
/// The simulator used to keep every redacted text as read (docs/trust.md,
/// "a device draws it as a grey box"), so that a view's own placeholder,
/// chosen by reading `redactionReasons`, would show; but SwiftUI masks that
/// placeholder text too unless it is `.unredacted()`. Now a text is read
/// exactly when a user sees its glyphs: not under `.placeholder`, nor
/// marked private under `.privacy`. The text stays in the tree and in
/// `dump()`; a control under it is still there to tap.
enum Redaction {
    /// Why a user cannot read `node`'s text because a redaction masks it;
    /// nil when it is not a text or nothing masks it.
    @MainActor
    static func whyMasked(_ node: Node) -> String? {
        // A SwiftUI text (a UIKit label is UIKit's drawing: not redacted).
        guard node.facts.text != nil else { return nil }
        if case .platformLabel? = node.facts.drawing { return nil }
        let environment = node.environment
        let reasons = environment.redactionReasons
        if reasons.contains(.placeholder) {
            return "drawn as a placeholder (a grey box, no glyphs) under .redacted(reason: .placeholder)"
        }
        if reasons.contains(.privacy), environment.isPrivacySensitive {
            return "obscured as private (.privacySensitive() under .redacted(reason: .privacy))"
        }
        return nil
    }
}

private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `privacySensitive(_:)` for the views below it.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}
