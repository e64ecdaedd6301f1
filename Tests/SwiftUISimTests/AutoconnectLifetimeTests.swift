import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review, finding 08: `for await _ in Timer.publish(…)
// .autoconnect().values` never ticked, because the connection lived as long
// as the `Autoconnect` object, which nothing kept once the expression ended.
// Apple, autoconnect() (iOS 13): "Automates the process of connecting or
// disconnecting from this connectable publisher": connected while a
// subscriber is, disconnected when the last one cancels.

/// A connectable source that sends only while connected, and counts.
private final class Gate: ConnectablePublisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never
    private final class Plain: Subscription {
        func request(_ demand: Subscribers.Demand) {}
        func cancel() {}
    }
    private var subscribers: [AnySubscriber<Int, Never>] = []
    private(set) var isConnected = false
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscribers.append(AnySubscriber(subscriber))
        subscriber.receive(subscription: Plain())
    }
    func connect() -> any Cancellable {
        isConnected = true
        return AnyCancellable { [weak self] in self?.isConnected = false }
    }
    func send(_ value: Int) {
        guard isConnected else { return }
        for subscriber in subscribers { _ = subscriber.receive(value) }
    }
}

@Suite struct AutoconnectLifetimeTests {
    @Test func anAutoconnectMadeInlineStaysConnectedWhileSubscribed() {
        let gate = Gate()
        nonisolated(unsafe) var got: [Int] = []
        let subscription = gate.autoconnect().sink { got.append($0) }
        gate.send(1)
        #expect(gate.isConnected && got == [1], "the subscription keeps the connection")
        subscription.cancel()
        #expect(!gate.isConnected, "the last subscriber's cancel disconnects")
        gate.send(2)
        #expect(got == [1])
    }

    @Test func theConnectionLastsUntilTheLastSubscriberCancels() {
        let gate = Gate()
        let shared = gate.autoconnect()
        let first = shared.sink { _ in }
        let second = shared.sink { _ in }
        first.cancel()
        #expect(gate.isConnected)
        second.cancel()
        #expect(!gate.isConnected)
    }
}
