import Foundation

// Foundation's `AttributedString(markdown:options:baseURL:)` (iOS 15 /
// macOS 12), which Linux's Foundation lacks. The string is parsed as a
// `Text` made from a localization key shows its Markdown (Views/MarkdownText.swift):
// the markers go and the words stay (`**bold**` is "bold", `[link](url)` is
// "link"); the runs carry no inline presentation intents (a terminal shows
// no bold). Apple's parser throws only for invalid input under strict
// options; this one never throws.
// https://developer.apple.com/documentation/foundation/attributedstring/init(markdown:options:baseurl:)-52n3u

extension AttributedString {
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnlyPreservingWhitespace, inlineOnly }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes = false
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .returnPartiallyParsedIfPossible, languageCode: String? = nil) {
            (self.allowsExtendedAttributes, self.interpretedSyntax, self.failurePolicy, self.languageCode) =
                (allowsExtendedAttributes, interpretedSyntax, failurePolicy, languageCode)
        }
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .returnPartiallyParsedIfPossible, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool) {
            self.init(allowsExtendedAttributes: allowsExtendedAttributes, interpretedSyntax: interpretedSyntax,
                      failurePolicy: failurePolicy, languageCode: languageCode)
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init(MarkdownText.render(markdown))
    }
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init(MarkdownText.render(String(decoding: markdown, as: UTF8.self)))
    }
}
