import Foundation
import Testing
@testable import SwiftUISim

// Combine's names as SwiftUI code uses them (Sources/CombineSim, re-exported
// by the simulator as SwiftUI re-exports Combine), each against the Apple page
// it follows. Values flow synchronously; nothing has a clock.

private final class Feed: ObservableObject {
    @Published var query = ""
    @Published var echoed = ""
    let updates = PassthroughSubject<Int, Never>()
}

private struct Ticker: View {
    let ticks: PassthroughSubject<Int, Never>
    @State private var last = 0
    var body: some View {
        VStack {
            Text("last \(last)")
            Button("Send 7") { ticks.send(7) }
        }
        // https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
        .onReceive(ticks) { last = $0 }
    }
}

private struct MaybeTicker: View {
    let ticks: PassthroughSubject<Int, Never>
    @State private var shown = true
    var body: some View {
        VStack {
            Toggle("Shown", isOn: $shown)
            if shown { Ticker(ticks: ticks) }
        }
    }
}

private struct Clock: View {
    @State private var now = "never"
    // The usual pattern: a timer made once, connected on first subscriber.
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text(now).onReceive(timer) { now = "\($0)" }
    }
}

/// A code field cut to four digits, as apps write it: `Just` of the text,
/// made anew in every body, sends it once on each subscription.
private struct CodeField: View {
    @State private var code = ""
    var body: some View {
        TextField("Code", text: $code)
            .onReceive(Just(code)) { if $0.count > 4 { code = String($0.prefix(4)) } }
        Text("code \(code)")
    }
}

@MainActor @Suite struct CombineTests {
    /// The action runs after the pass that subscribed, never inside a body:
    /// no "Modifying state during view update".
    @Test func aPublisherThatSendsOnSubscriptionRunsAfterThePass() {
        let host = ViewHost(CodeField())
        host.type("123456", into: "Code")
        #expect(host.texts.contains("code 1234"), "\(host.texts)")
    }

    /// https://developer.apple.com/documentation/combine/passthroughsubject
    /// https://developer.apple.com/documentation/combine/anycancellable
    @Test func subjectsDeliverSynchronouslyInSubscriptionOrderUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        var bag = Set<AnyCancellable>()
        subject.sink { seen.append("a\($0)") }.store(in: &bag)
        let second = subject.sink { seen.append("b\($0)") }
        subject.send(1)
        #expect(seen == ["a1", "b1"], "send returns after every subscriber ran")
        second.cancel()
        subject.send(2)
        #expect(seen == ["a1", "b1", "a2"])
        bag.removeAll()  // an AnyCancellable cancels when it goes away
        subject.send(3)
        #expect(seen == ["a1", "b1", "a2"])
    }

    /// https://developer.apple.com/documentation/combine/currentvaluesubject
    /// https://developer.apple.com/documentation/combine/just
    @Test func currentValueAndJustGiveAValueOnSubscription() {
        let subject = CurrentValueSubject<String, Never>("first")
        var seen: [String] = []
        let kept = subject.sink { seen.append($0) }
        subject.value = "second"
        _ = Just("just").sink { seen.append($0) }
        #expect(seen == ["first", "second", "just"])
        #expect(subject.value == "second")
        kept.cancel()
    }

    /// https://developer.apple.com/documentation/combine/publisher/map(_:)-99evh
    /// https://developer.apple.com/documentation/combine/publisher/removeduplicates()
    /// https://developer.apple.com/documentation/combine/publisher/erasetoanypublisher()
    @Test func operatorsTransformAndErase() {
        let subject = PassthroughSubject<Int, Never>()
        let evens: AnyPublisher<String, Never> = subject
            .filter { $0 % 2 == 0 }
            .removeDuplicates()
            .map { "n\($0)" }
            .dropFirst()
            .receive(on: DispatchQueue.main)  // at once here: no run loop turn
            .eraseToAnyPublisher()
        var seen: [String] = []
        let kept = evens.sink { seen.append($0) }
        for value in [2, 3, 4, 4, 6, 6, 7, 8] { subject.send(value) }
        #expect(seen == ["n4", "n6", "n8"])
        var finished = false
        let ended = subject.sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { _ in })
        subject.send(completion: .finished)
        #expect(finished)
        _ = (kept, ended)
    }

    /// Apple, `Published`: "When the property changes, publishing occurs in
    /// the property's willSet block, meaning subscribers receive the new value
    /// before it's actually set on the property."
    /// https://developer.apple.com/documentation/combine/published
    @Test func publishedAnnouncesBeforeItStores() {
        let feed = Feed()
        var seen: [String] = []
        var willChange = 0
        let values = feed.$query.sink { seen.append("\($0) (stored: \(feed.query))") }
        let changes = feed.objectWillChange.sink { willChange += 1 }
        feed.query = "swift"
        #expect(seen == [" (stored: )", "swift (stored: )"], "the current value first, then each new one before it is stored")
        #expect(willChange == 1)
        // https://developer.apple.com/documentation/combine/publisher/assign(to:)
        feed.$query.map { $0.uppercased() }.assign(to: &feed.$echoed)
        #expect(feed.echoed == "SWIFT")
        feed.query = "ui"
        #expect(feed.echoed == "UI")
        // https://developer.apple.com/documentation/combine/publisher/assign(to:on:)
        let assigned = feed.updates.map(String.init).assign(to: \.query, on: feed)
        feed.updates.send(5)
        #expect(feed.query == "5" && feed.echoed == "5")
        _ = (values, changes, assigned)
    }

    /// A value sent from outside any user action runs the action in a
    /// transaction of its own: the screen is current when `send` returns.
    @Test func onReceiveRunsItsActionInATransaction() {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Ticker(ticks: ticks))
        #expect(host.texts.contains("last 0"))
        ticks.send(3)
        #expect(host.texts.contains("last 3"), "\(host.texts)")
        host.tap("Send 7")  // sent inside the tap's transaction: joins it
        #expect(host.texts.contains("last 7"))
        #expect(host.bodyCount(Ticker.self) == 3)
    }

    /// The subscription lasts as long as the view: a removed view hears nothing.
    @Test func onReceiveEndsWithTheView() {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(MaybeTicker(ticks: ticks))
        ticks.send(1)
        #expect(host.bodyCount(Ticker.self) == 2)
        host.toggle("Shown")
        ticks.send(2)
        #expect(host.bodyCount(Ticker.self) == 2, "the torn-down view's action does not run")
        host.toggle("Shown")
        #expect(host.texts.contains("last 0"), "a new identity starts with fresh state")
        ticks.send(4)
        #expect(host.texts.contains("last 4"))
    }

    /// Apple, `Timer.publish(every:tolerance:on:in:options:)`: "a publisher that
    /// repeatedly emits the current date on the given interval". On the main
    /// run loop it ticks on the host's virtual clock (twenty-fifth review,
    /// docs/trust.md): a 1 s timer has ticked by the first glance, a second
    /// after the view appears. Combine's schedulers have no clock, so
    /// `debounce` never lets a value through.
    @Test func aMainRunLoopTimerTicksAndDebounceDoesNot() {
        let host = ViewHost(Clock())
        #expect(host.texts != ["never"])
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let kept = subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { seen.append($0) }
        subject.send(1)
        #expect(seen.isEmpty)
        _ = kept
    }

    /// https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:)
    @Test func notificationsArePublished() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        var count = 0
        var kept: AnyCancellable? = center.publisher(for: name).sink { _ in count += 1 }
        center.post(name: name, object: nil)
        kept = nil
        center.post(name: name, object: nil)
        #expect(count == 1 && kept == nil)
    }

    /// An object may declare its own `objectWillChange` (Apple: "By default an
    /// ObservableObject synthesizes an objectWillChange publisher"); views observe it.
    @Test func customObjectWillChangeInvalidatesObservers() {
        final class Manual: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            var count = 0 { willSet { objectWillChange.send() } }
        }
        struct Show: View {
            @ObservedObject var model: Manual
            var body: some View { Text("count \(model.count)") }
        }
        let model = Manual()
        let host = ViewHost(Show(model: model))
        model.count = 2
        host.update()
        #expect(host.texts == ["count 2"])
    }
}
