import Foundation
import Testing
@testable import SwiftUISim

// Combine's failing operators (https://developer.apple.com/documentation/combine/publisher/trymap(_:),
// decode(type:decoder:), mapError(_:), replaceError(with:)) and
// `URLSession.dataTaskPublisher(for:)`, which sends nothing here (no network, no clock).

private struct Weather: Decodable, Equatable { var summary: String }
private struct Wrapped: Error, Equatable { var reason: String }

@MainActor @Suite struct CombineTryOperatorsTests {
    @Test func decodeEndsTheStreamAtTheFirstErrorAndCancelsUpstream() {
        let subject = PassthroughSubject<Data, Never>()
        var values: [Weather] = [], failure: String?
        let cancellable = subject
            .decode(type: Weather.self, decoder: JSONDecoder())
            .mapError { Wrapped(reason: "\(type(of: $0))") }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error.reason } }, receiveValue: { values.append($0) })
        subject.send(Data(#"{"summary":"Sunny"}"#.utf8))
        subject.send(Data("not json".utf8))
        subject.send(Data(#"{"summary":"Rain"}"#.utf8))
        #expect(values == [Weather(summary: "Sunny")], "nothing after the failure")
        #expect(failure == "DecodingError")
        _ = cancellable
    }

    @Test func replaceErrorSendsItsValueThenFinishes() {
        var values: [Int] = [], finished = false
        let cancellable = Just(3).tryMap { value -> Int in if value > 2 { throw Wrapped(reason: "big") }; return value }
            .replaceError(with: -1)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [-1] && finished)
        _ = cancellable
    }

    @Test func aDataTaskIsNeverAnswered() {
        var events = 0
        let cancellable = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map(\.data)
            .sink(receiveCompletion: { _ in events += 1 }, receiveValue: { _ in events += 1 })
        #expect(events == 0)
        _ = cancellable
    }
}
