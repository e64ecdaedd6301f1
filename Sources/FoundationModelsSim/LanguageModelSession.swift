import Foundation
import Observation

// A stand-in for FoundationModels (iOS 26 / macOS 26): Apple's on-device
// language model. There is no model on Linux, so the system model reports
// itself unavailable (`.unavailable(.deviceNotEligible)`, the answer a
// device without Apple Intelligence gets) and a session's requests throw,
// which is the path every app must already handle. What code declares
// around it (sessions, options, tools, prompts, instructions) compiles.
// Not here: the `@Generable` and `@Guide` macros (no macro plugin is built
// with the simulator), so types the model generates must be written out.
// https://developer.apple.com/documentation/foundationmodels

/// The on-device model.
public final class SystemLanguageModel: Sendable {
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)
        public enum UnavailableReason: Equatable, Sendable { case deviceNotEligible, appleIntelligenceNotEnabled, modelNotReady }
    }
    /// What the model is tuned for.
    public struct UseCase: Equatable, Sendable {
        let name: String
        public static let general = UseCase(name: "general"), contentTagging = UseCase(name: "contentTagging")
    }
    public struct Guardrails: Sendable {
        public static let `default` = Guardrails(), permissiveContentTransformations = Guardrails()
    }
    public static let `default` = SystemLanguageModel()
    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {}
    /// There is no model here.
    public var availability: Availability { .unavailable(.deviceNotEligible) }
    public var isAvailable: Bool { availability == .available }
    public var supportedLanguages: Set<Locale.Language> { [] }
    public func supportsLocale(_ locale: Locale = .current) -> Bool { false }
}

/// Text for the model; built from strings (`Prompt("…")`, `Prompt { … }`).
public struct Prompt: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { self = try content() }
}
public struct Instructions: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public let text: String
    public init(_ text: String) { self.text = text }
    public init(stringLiteral value: String) { text = value }
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { self = try content() }
}
@resultBuilder public enum PromptBuilder {
    public static func buildExpression(_ text: String) -> Prompt { Prompt(text) }
    public static func buildExpression(_ prompt: Prompt) -> Prompt { prompt }
    public static func buildBlock(_ parts: Prompt...) -> Prompt { Prompt(parts.map(\.text).joined(separator: "\n")) }
    public static func buildOptional(_ part: Prompt?) -> Prompt { part ?? Prompt("") }
    public static func buildEither(first: Prompt) -> Prompt { first }
    public static func buildEither(second: Prompt) -> Prompt { second }
    public static func buildArray(_ parts: [Prompt]) -> Prompt { Prompt(parts.map(\.text).joined(separator: "\n")) }
}
@resultBuilder public enum InstructionsBuilder {
    public static func buildExpression(_ text: String) -> Instructions { Instructions(text) }
    public static func buildExpression(_ instructions: Instructions) -> Instructions { instructions }
    public static func buildBlock(_ parts: Instructions...) -> Instructions { Instructions(parts.map(\.text).joined(separator: "\n")) }
    public static func buildOptional(_ part: Instructions?) -> Instructions { part ?? Instructions("") }
    public static func buildEither(first: Instructions) -> Instructions { first }
    public static func buildEither(second: Instructions) -> Instructions { second }
    public static func buildArray(_ parts: [Instructions]) -> Instructions { Instructions(parts.map(\.text).joined(separator: "\n")) }
}

/// How the model samples.
public struct GenerationOptions: Sendable {
    public struct SamplingMode: Sendable {
        public static let greedy = SamplingMode()
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode() }
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode { SamplingMode() }
    }
    public var sampling: SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        (self.sampling, self.temperature, self.maximumResponseTokens) = (sampling, temperature, maximumResponseTokens)
    }
}

/// Content the model generates, as the `@Generable` macro would describe it.
public struct GeneratedContent: Sendable, Equatable {
    public let jsonString: String
    public init(json: String) throws { jsonString = json }
    public init(_ value: String) { jsonString = "\"\(value)\"" }
}
public protocol ConvertibleFromGeneratedContent { init(_ content: GeneratedContent) throws }
public protocol ConvertibleToGeneratedContent { var generatedContent: GeneratedContent { get } }
/// What a `@Generable` type conforms to; write its conformance out by hand here.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    associatedtype PartiallyGenerated = Self
}
extension String: Generable {
    public init(_ content: GeneratedContent) throws { self = content.jsonString }
    public var generatedContent: GeneratedContent { GeneratedContent(self) }
}

/// Code the model may call. `call` is never called here.
public protocol Tool<Arguments, Output>: Sendable {
    associatedtype Arguments
    associatedtype Output
    var name: String { get }
    var description: String { get }
    func call(arguments: Arguments) async throws -> Output
}
extension Tool {
    public var name: String { "\(Self.self)" }
}

/// Why a request failed.
public enum LanguageModelError: Error, Sendable, LocalizedError {
    case assetsUnavailable
    public var errorDescription: String? { "The on-device language model is not available (FoundationModels stand-in: there is no model on Linux)." }
}
extension LanguageModelSession {
    public enum GenerationError: Error, Sendable, LocalizedError {
        case assetsUnavailable(Context), exceededContextWindowSize(Context), guardrailViolation(Context)
        case unsupportedLanguageOrLocale(Context), decodingFailure(Context), rateLimited(Context), concurrentRequests(Context), refusal(Context)
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }
        public var errorDescription: String? { "The on-device language model is not available." }
    }
}

/// A conversation with the model. Every request throws
/// `GenerationError.assetsUnavailable`: there is no model here.
@Observable
public final class LanguageModelSession: @unchecked Sendable {
    public private(set) var isResponding = false
    public let transcript = Transcript()
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {}
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String) {
        self.init(model: model, tools: tools, instructions: Instructions(instructions))
    }

    public struct Response<Content>: Sendable where Content: Sendable {
        public let content: Content
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    private var unavailable: GenerationError { .assetsUnavailable(.init(debugDescription: "No on-device model on Linux.")) }

    public func prewarm(promptPrefix: Prompt? = nil) {}
    public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> { throw unavailable }
    public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> { throw unavailable }
    public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> {
        throw unavailable
    }
    public func respond<Content: Generable & Sendable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                       options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw unavailable
    }
    public func respond<Content: Generable & Sendable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                       options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> {
        throw unavailable
    }
    public func respond<Content: Generable & Sendable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                       options: GenerationOptions = GenerationOptions(),
                                                       @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> {
        throw unavailable
    }
    /// A stream that ends at once with the same error.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> { ResponseStream(error: unavailable) }
    public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> { ResponseStream(error: unavailable) }
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<String> {
        ResponseStream(error: unavailable)
    }
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> {
        ResponseStream(error: unavailable)
    }
    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions(),
                                                   @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<Content> {
        ResponseStream(error: unavailable)
    }

    /// Partial results as they arrive (`for try await partial in stream`).
    public struct ResponseStream<Content>: AsyncSequence, Sendable {
        public typealias Element = Snapshot
        public struct Snapshot: Sendable {
            public let content: String
            public let rawContent: GeneratedContent
        }
        let error: GenerationError
        init(error: GenerationError) { self.error = error }
        public struct AsyncIterator: AsyncIteratorProtocol {
            var error: GenerationError?
            public mutating func next() async throws -> Snapshot? {
                if let error { self.error = nil; throw error }
                return nil
            }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(error: error) }
        public func collect() async throws -> Response<String> { throw error }
    }
}

/// The session's history (empty here).
public final class Transcript: Sendable, RandomAccessCollection {
    public enum Entry: Sendable, Identifiable {
        case instructions(String), prompt(String), response(String)
        public var id: String {
            switch self { case .instructions(let text), .prompt(let text), .response(let text): text }
        }
    }
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Entry { preconditionFailure("the transcript is empty") }
}
