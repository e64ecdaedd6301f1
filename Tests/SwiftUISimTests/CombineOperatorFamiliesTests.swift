import Foundation
import Testing
@testable import SwiftUISim

// Combine's operator families as Apple declares and documents them (iOS 13 /
// macOS 10.15 unless noted): joining (https://developer.apple.com/documentation/combine/publishers/combinelatest,
// …/zip, …/merge), flattening (…/flatmap, …/switchtolatest), sequence
// operators (…/publisher/scan(_:_:), collect(), first(), prefix(_:), reduce(_:_:)),
// errors (…/publisher/catch(_:), retry(_:)), producers (…/future, …/deferred,
// …/publishers/sequence), sharing (…/publisher/share()) and `values`
// (…/asyncpublisher, iOS 15). Values flow synchronously in the stand-in.

private struct Oops: Error, Equatable {}

/// Everything a subscriber saw, in order.
private final class Record<Value>: @unchecked Sendable {
    var values: [Value] = []
    var finished = false
    var failed = false
    var cancellable: AnyCancellable?
    init<P: Publisher>(_ publisher: P) where P.Output == Value {
        cancellable = publisher.sink(receiveCompletion: { [unowned self] in
            if case .failure = $0 { failed = true } else { finished = true }
        }, receiveValue: { [unowned self] in values.append($0) })
    }
}

@MainActor @Suite struct CombineOperatorFamiliesTests {
    @Test func combineLatestWaitsForEveryUpstreamThenSendsTheLatestOfEach() {
        let name = PassthroughSubject<String, Never>(), age = PassthroughSubject<Int, Never>()
        let pairs = Record(Publishers.CombineLatest(name, age).map { "\($0) \($1)" })
        name.send("Ada")
        #expect(pairs.values.isEmpty, "nothing until both have sent")
        age.send(36)
        name.send("Grace")
        age.send(37)
        #expect(pairs.values == ["Ada 36", "Grace 36", "Grace 37"])
        name.send(completion: .finished)
        #expect(!pairs.finished, "finishes only when every upstream has")
        age.send(completion: .finished)
        #expect(pairs.finished)
        let three = Record(Just(1).combineLatest(Just("a"), Just(true)) { "\($0)\($1)\($2)" })
        #expect(three.values == ["1atrue"] && three.finished)
    }

    @Test func zipPairsInOrderAndMergeInterleaves() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let zipped = Record(a.zip(b).map { "\($0)\($1)" })
        a.send(1); a.send(2); b.send("x"); b.send("y"); b.send("z")
        #expect(zipped.values == ["1x", "2y"])
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let merged = Record(c.merge(with: d))
        c.send(1); d.send(2); c.send(3)
        #expect(merged.values == [1, 2, 3])
        let many = Record(Publishers.MergeMany([1, 2].publisher, [3].publisher))
        #expect(many.values == [1, 2, 3] && many.finished)
    }

    @Test func flatMapAndSwitchToLatest() {
        let ids = PassthroughSubject<Int, Never>()
        let fetched = Record(ids.flatMap { id in [id * 10, id * 10 + 1].publisher })
        ids.send(1); ids.send(2)
        #expect(fetched.values == [10, 11, 20, 21])
        let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        let latest = Record(searches.switchToLatest())
        searches.send(first)
        first.send("a")
        searches.send(second)
        first.send("stale")
        second.send("b")
        #expect(latest.values == ["a", "b"], "the replaced inner publisher is ignored")
    }

    @Test func sequenceOperators() {
        #expect(Record([1, 2, 3].publisher.scan(0, +)).values == [1, 3, 6])
        #expect(Record([1, 2, 3].publisher.collect()).values == [[1, 2, 3]])
        #expect(Record([1, 2, 3].publisher.collect(2)).values == [[1, 2], [3]])
        #expect(Record([1, 2, 3].publisher.reduce(10, +)).values == [16])
        #expect(Record([4, 5, 6].publisher.first()).values == [4])
        #expect(Record([4, 5, 6].publisher.last(where: { $0 < 6 })).values == [5])
        #expect(Record([4, 5, 6].publisher.prefix(2)).values == [4, 5])
        #expect(Record([4, 5, 6].publisher.output(at: 1)).values == [5])
        #expect(Record([1, 2, 3, 1].publisher.drop(while: { $0 < 2 })).values == [2, 3, 1])
        #expect(Record([1, 2, 3].publisher.count()).values == [3])
        #expect(Record([1, 2, 3].publisher.contains(2)).values == [true])
        #expect(Record([1, 2, 3].publisher.allSatisfy { $0 > 1 }).values == [false])
        #expect(Record([3, 1, 2].publisher.max()).values == [3])
        #expect(Record([Int?.none, 2].publisher.replaceNil(with: 0)).values == [0, 2])
        #expect(Record(Empty<Int, Never>().replaceEmpty(with: 7)).values == [7])
        #expect(Record([2, 3].publisher.prepend(1).append(4)).values == [1, 2, 3, 4])
        let stop = PassthroughSubject<Void, Never>(), ticks = PassthroughSubject<Int, Never>()
        let until = Record(ticks.prefix(untilOutputFrom: stop))
        ticks.send(1); stop.send(); ticks.send(2)
        #expect(until.values == [1] && until.finished)
    }

    @Test func firstCancelsItsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let first = Record(subject.handleEvents(receiveCancel: { cancelled = true }).first())
        subject.send(1); subject.send(2)
        #expect(first.values == [1] && first.finished && cancelled)
    }

    @Test func errorsAreCaughtRetriedOrRetyped() {
        var attempts = 0
        let retried = Record(Deferred { () -> AnyPublisher<Int, Oops> in
            attempts += 1
            return attempts < 3 ? Fail(error: Oops()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: Oops.self).eraseToAnyPublisher()
        }.retry(5))
        #expect(retried.values == [3] && attempts == 3)
        let caught = Record(Fail<Int, Oops>(error: Oops()).catch { _ in Just(-1) })
        #expect(caught.values == [-1] && caught.finished)
        let failing = Record([1, 2].publisher.setFailureType(to: Oops.self).tryFilter { value in
            if value == 2 { throw Oops() }
            return true
        })
        #expect(failing.values == [1] && failing.failed)
    }

    @Test func futuresDeliverTheirOneResultToEverySubscriber() {
        var promise: Future<String, Never>.Promise?
        let future = Future<String, Never> { promise = $0 }
        let early = Record(future)
        #expect(early.values.isEmpty)
        promise?(.success("done"))
        let late = Record(future)
        #expect(early.values == ["done"] && early.finished && late.values == ["done"] && late.finished)
        #expect(Record(Result<Int, Oops>.failure(Oops()).publisher).failed)
        #expect(Record(Optional(5).publisher).values == [5])
    }

    @Test func shareSubscribesUpstreamOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let one = Record(shared), two = Record(shared)
        subject.send(1)
        #expect(subscriptions == 1 && one.values == [1] && two.values == [1])
    }

    @Test func valuesIsAnAsyncSequenceOfWhatWasSent() async throws {
        var seen: [Int] = []
        for await value in [1, 2].publisher.values { seen.append(value) }
        #expect(seen == [1, 2])
        let subject = PassthroughSubject<Int, Never>()
        var iterator = subject.values.makeAsyncIterator()
        subject.send(3)
        subject.send(completion: .finished)
        #expect(await iterator.next() == 3, "a value sent before the loop asked waits for it")
        #expect(await iterator.next() == nil)
        var thrown = false
        do { for try await _ in Fail<Int, Oops>(error: Oops()).values {} } catch { thrown = error is Oops }
        #expect(thrown)
    }
}
