import Foundation

// Twenty-first review: `Text(_:format:)` formats in the environment's locale.
// Apple, Text.init(_:format:) (iOS 15): "Creates a text view that displays
// the formatted representation of a nonstring type supported by a
// corresponding format style"; EnvironmentValues.locale (iOS 13): "The
// current locale that views should use". SwiftUI gives the format style the
// locale of the environment the text is drawn in (objc.io Swift Talk #488,
// "The FormatStyle API": `Text(1000, format: .number)` follows a locale set
// with `.environment(\.locale, …)`, `Text(1000.formatted(.number))` does
// not). Before, the simulator formatted every such text in en_US, so a
// screen that fixed its shop's locale with `.environment(\.locale, en_GB)`
// read "Mar 5, 2024" where a phone reads "5 Mar 2024".
//
// The environment's default locale is the simulator's (en_US), so a text
// under no `.environment(\.locale, …)` reads as before. `Text(_:style:)`
// (a date's `.time`, `.date`, `.relative`) follows it too. A format style's
// own time zone is kept (SwiftUI's Text does not document replacing it).

/// How a formatted text reads in a locale.
@usableFromInline
struct EnvironmentFormatted: Sendable, Equatable {
    /// The formatting, made and run on the main actor as a text's body is;
    /// a format's input need not be `Sendable`, so the closure is not.
    private final class Renderer: @unchecked Sendable {
        let render: (Locale) -> String
        init(_ render: @escaping (Locale) -> String) { self.render = render }
    }
    private let renderer: Renderer

    init(_ render: @escaping (Locale) -> String) { renderer = Renderer(render) }
    private func render(_ locale: Locale) -> String { renderer.render(locale) }

    /// The text in the locale of `environment`; `content` (formatted in the
    /// simulator's locale) when that is the simulator's.
    @MainActor func text(in environment: EnvironmentValues, default content: String) -> String {
        let locale = environment.locale
        return locale.identifier == simulatorLocale.identifier ? content : render(locale)
    }

    /// `Text + Text`: each part read in the locale (nil when neither is formatted).
    static func joined(_ lhs: Text, _ rhs: Text) -> EnvironmentFormatted? {
        guard lhs.formatted != nil || rhs.formatted != nil else { return nil }
        let parts = [(lhs.formatted, lhs.content), (rhs.formatted, rhs.content)]
        return EnvironmentFormatted { locale in
            parts.map { formatted, content in formatted?.render(locale) ?? content }.joined()
        }
    }

    /// Two texts are compared by what they read (`Text.content`), not by how they format.
    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { true }
}
