import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    ViewHost(ActivityScreen(days: SampleWeek.days, badges: SampleWeek.badges))
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount()
        for expected in ["This week", "Sat: 18 km", "Total: 31 km", "Badges", "2 earned", "First 100 km · Early bird", "Status: online"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts); expected “\(expected)” on it")
        }
        host.toggle("Online")
        expect(host.texts.contains("Status: away"), "after switching Online off the screen shows \(host.texts); expected “Status: away”")
    }
    lab.check("cards-skip") {
        let host = mount()
        for _ in 0..<5 { host.toggle("Online") }
        // Each card is the nearest `Card<…>` around its title, by type
        // identity (a view nested in Card, or named like it, is not one),
        // and it holds the content the card shows.
        for (title, content) in [("This week", "Sat: 18 km"), ("Badges", "2 earned")] {
            let shown = host.texts.filter { $0 == title }.count
            guard shown == 1 else {
                expect(false, "the screen shows “\(title)” \(shown) times; expected once, as the card's title")
                continue
            }
            guard let card = host.bodyCount(ofViewShowing: title, where: { $0 is any LabCard.Type }) else {
                expect(false, "“\(title)” is not shown inside the lab's Card; expected Card(title: \"\(title)\") to show it")
                continue
            }
            let holder = host.bodyCount(ofViewShowing: content, where: { $0 is any LabCard.Type })
            expect(holder?.type == card.type, "“\(content)” is shown by \(holder?.type ?? "no Card"); expected the “\(title)” card, \(card.type), to show its content")
            expect(card.count == 1, "\(card.type).body ran \(card.count) times over mount + 5 flips of Online; expected 1, since neither card's title or content changed")
        }
        expectBodyCount(WeeklyChart.self, in: host, exactly: 1)
        expectBodyCount(ActivityScreen.self, in: host, exactly: 6)
    }
}

/// Every specialisation of the starter's `Card`, and nothing else: how the
/// checks find a card by type identity, whatever its content type is.
protocol LabCard {}
extension Card: LabCard {}
