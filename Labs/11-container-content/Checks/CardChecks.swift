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
        // The views that show the cards' titles, whatever they are called.
        for title in ["This week", "Badges"] {
            guard let card = host.bodyCount(ofViewShowing: title) else {
                expect(false, "no view of the screen shows “\(title)”")
                continue
            }
            expect(card.type.hasPrefix("Card<"), "the “\(title)” card is built by \(card.type); expected the lab's Card")
            expect(card.count == 1, "\(card.type).body ran \(card.count) times over mount + 5 flips of Online; expected 1, since neither card's title or content changed")
        }
        expectBodyCount(WeeklyChart.self, in: host, exactly: 1)
        expectBodyCount(ActivityScreen.self, in: host, exactly: 6)
    }
}
