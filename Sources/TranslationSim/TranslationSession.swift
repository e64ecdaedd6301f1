import Foundation

// The stand-in for Apple's Translation framework (iOS 18, macOS 15;
// `import Translation`, through `-module-alias`). No language model is
// installed here: every translation throws `unsupportedLanguagePairing`.
// SwiftUI's `translationTask` modifier, which hands a session to the app,
// is in SwiftUISim (it never runs its action: there is no model to prepare).

/// Apple: "A class that performs translations between a pair of languages."
public final class TranslationSession: @unchecked Sendable {
    public let sourceLanguage: Locale.Language?
    public let targetLanguage: Locale.Language?

    public init(installedSource: Locale.Language, target: Locale.Language? = nil) {
        sourceLanguage = installedSource
        targetLanguage = target
    }

    /// Apple: what a `translationTask` is set up with; `invalidate()` asks for a new session.
    public struct Configuration: Equatable, Hashable, Sendable {
        public var source: Locale.Language?
        public var target: Locale.Language?
        public private(set) var version = 0
        public init(source: Locale.Language? = nil, target: Locale.Language? = nil) {
            self.source = source
            self.target = target
        }
        public mutating func invalidate() { version += 1 }
    }

    public struct Request: Sendable, Hashable {
        public var sourceText: String
        public var clientIdentifier: String?
        public init(sourceText: String, clientIdentifier: String? = nil) {
            self.sourceText = sourceText
            self.clientIdentifier = clientIdentifier
        }
    }

    public struct Response: Sendable, Hashable {
        public var sourceLanguage: Locale.Language
        public var targetLanguage: Locale.Language
        public var sourceText: String
        public var targetText: String
        public var clientIdentifier: String?
    }

    /// Apple: the responses to a batch, as they come. Here the first throws.
    public struct BatchResponse: AsyncSequence, Sendable {
        public typealias Element = Response
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> Response? { throw TranslationError.unsupportedLanguagePairing }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public func prepareTranslation() async throws { throw TranslationError.unsupportedLanguagePairing }
    public func translate(_ string: String) async throws -> Response { throw TranslationError.unsupportedLanguagePairing }
    public func translations(from batch: [Request]) async throws -> [Response] { throw TranslationError.unsupportedLanguagePairing }
    public func translate(batch: [Request]) -> BatchResponse { BatchResponse() }
}

/// Apple: "Errors that can occur during translation."
public enum TranslationError: Error, Sendable, Equatable {
    case unsupportedSourceLanguage, unsupportedTargetLanguage, unsupportedLanguagePairing
    case unableToIdentifyLanguage, nothingToTranslate, internalError
}

/// Apple: which language pairs can be translated on the device. None here.
public final class LanguageAvailability: @unchecked Sendable {
    public enum Status: Sendable, Equatable { case installed, supported, unsupported }
    public init() {}
    public var supportedLanguages: [Locale.Language] { get async { [] } }
    public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status { .unsupported }
}
