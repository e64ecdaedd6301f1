import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// What the screen is handed: the checks change each field of it, one at a time.
struct ActivityData {
    var days: [DayActivity]
    var badges: [String]
}

/// The next change the probe applies when its button is tapped (set by the checks).
@MainActor final class ProbeScript {
    var next: ((inout ActivityData) -> Void)?
}

/// Stands in for the app around `ActivityScreen`: it owns the week's data and
/// hands it down, so the checks can change what the cards show after they
/// appeared (a run logged, a badge earned), as the app does.
struct ActivityProbe: View {
    let script: ProbeScript
    @State var data: ActivityData

    var body: some View {
        VStack {
            ActivityScreen(days: data.days, badges: data.badges)
            Button("Apply the next change") { script.next?(&data) }
        }
    }
}

@MainActor private func mount(_ data: ActivityData = ActivityData(days: SampleWeek.days, badges: SampleWeek.badges),
                              script: ProbeScript = ProbeScript()) -> ViewHost {
    ViewHost(ActivityProbe(script: script, data: data))
}

/// Fails unless both cards show exactly `data`: each day, the total, the
/// badge count and the badges.
@MainActor private func expectShows(_ data: ActivityData, in host: ViewHost, _ when: String) {
    let texts = host.texts
    var wanted = data.days.map { "\($0.day): \($0.kilometres) km" }
    wanted += ["Total: \(data.days.reduce(0) { $0 + $1.kilometres }) km", "\(data.badges.count) earned", data.badges.joined(separator: " · ")]
    let missing = wanted.filter { !texts.contains($0) }
    expect(missing.isEmpty, "\(when) the cards lack \(missing.map { "“\($0)”" }.joined(separator: ", ")); the screen shows \(texts)")
    let dayLines = texts.filter { $0.hasSuffix(" km") && $0.contains(": ") && !$0.hasPrefix("Total") }
    expect(dayLines.count == data.days.count, "\(when) the chart card shows \(dayLines.count) days (\(dayLines)); expected \(data.days.count)")
}

/// Each card keeps the app's look while its insides change: a white fill
/// under its title and content that reaches the 12-point padding past them
/// (2 columns, 1 row) on every side, as the starter's `.padding(12)` then
/// `.background(Color.white)` paints it. Measured from what is painted
/// around the title (`host.paint(around:)`), however the card spells it.
@MainActor private func expectCardLook(in host: ViewHost) {
    for (title, last) in [("This week", "Total: 31 km"), ("Badges", "First 100 km · Early bird")] {
        guard let top = host.frame(of: title), let bottom = host.frame(of: last) else { continue }
        let layers = host.paint(around: title)
        let painted = layers.map { "    \($0)" }.joined(separator: "\n")
        guard let fill = layers.first(where: { $0.kind == .fill && $0.seen?.looks(like: .white) == true }) else {
            expect(false, "the “\(title)” card has no white fill behind it; keep the card's .padding(12) and .background(Color.white). Painted around “\(title)”:\n\(painted)")
            continue
        }
        let inset = (left: top.x - fill.frame.x, top: top.y - fill.frame.y,
                     right: fill.frame.x + fill.frame.width - (bottom.x + bottom.width),
                     bottom: fill.frame.y + fill.frame.height - (bottom.y + bottom.height))
        expect(inset.left == 2 && inset.top == 1 && inset.bottom == 1 && inset.right >= 2, """
            the “\(title)” card's white fill reaches \(inset.left) columns left of its title, \(inset.top) rows above it and \(inset.bottom) \
            below its last line (“\(last)”); the card's look is its 12-point padding inside the fill: 2 columns and 1 row on each side \
            (a background applied before the padding hugs the content; an extra padding makes it reach further). Painted around “\(title)”, nearest first:
            \(painted)
            """)
        // The cells round any padding above zero up to a row (a tenth of a point fills it): the padding
        // in points as written between the title, the last line and the fill (lab 16's rule).
        guard inset.left == 2 && inset.top == 1 && inset.bottom == 1 && inset.right >= 2,
              let first = host.padding(around: title), let end = host.padding(around: last) else { continue }
        let padding = ViewHost.Insets(top: first.top, leading: min(first.leading, end.leading),
                                      bottom: end.bottom, trailing: min(first.trailing, end.trailing))
        let asked = ViewHost.Insets(top: 12, leading: 12, bottom: 12, trailing: 12)
        expect(padding == asked, """
            the “\(title)” card's title and last line (“\(last)”) are padded \(padding) points inside its white fill (the title's \
            top, the last line's bottom, the lesser of their sides); the card's look is its 12-point padding on every side \
            (\(asked)). The screen's rows are 16 points, so a thinner padding still fills a row here, but on a device the \
            content touches the card's edge.
            """)
    }
}

/// Each card keeps its divider: the README's card is "a title, a divider
/// and any content". Judged by what a user sees between the title and the
/// first line of the content, however it is spelled: a `Divider` (SwiftUI
/// draws "a visual element that can be used to separate other content",
/// iOS 13+, as a line across the width it is offered; at least as wide as
/// the title, so not squeezed to a dash by a `.frame(width:)`), or a line the card paints itself (a `Rectangle`, `Capsule` or
/// `Color` one row high in the screen's cells, as a 1-point hairline is,
/// at least as wide as the title, in a colour that stands out from what is
/// behind it, or a style the simulator cannot tell such as `.separator`),
/// on a row of its own below the title's and above the content's.
@MainActor private func expectCardDividers(in host: ViewHost, _ when: String) {
    let tree = host.visibleTree
    for (title, first) in [("This week", "Mon: 5 km"), ("Badges", "2 earned")] {
        guard let top = host.frame(of: title), let content = host.frame(of: first) else { continue }
        let separators = tree.filter { node in
            guard node.isBuiltIn, let frame = node.drawnFrame ?? node.frame else { return false }
            let line = node.type == "Divider"
                || (node.paint.map { $0.colour == nil || $0.standsOut } ?? false) && frame.height == 1
            // Across the card: at least as wide as the title, however it is
            // drawn (a Divider squeezed by `.frame(width: 6)` is a dash).
            return line && frame.width >= top.width && frame.y >= top.y + top.height && frame.y + frame.height <= content.y
        }
        expect(!separators.isEmpty, """
            \(when) the “\(title)” card shows no divider between its title (rows \(top.y)…\(top.y + top.height - 1)) and its content \
            (“\(first)” at row \(content.y)): the card is a title, a divider across the card (at least as wide as the title, \(top.width) columns) \
            and the content. Keep the card's Divider() under the title, at the width the card offers it
            """)
    }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount()
        for expected in ["This week", "Sat: 18 km", "Total: 31 km", "Badges", "2 earned", "First 100 km · Early bird", "Status: online"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts); expected “\(expected)” on it")
        }
        expectCardLook(in: host)
        expectCardDividers(in: host, "at mount")
        host.toggle("Online")
        expect(host.texts.contains("Status: away"), "after switching Online off the screen shows \(host.texts); expected “Status: away”")
        expectCardDividers(in: host, "after switching Online off")
        host.toggle("Online")
        expect(host.texts.contains("Status: online"), "after switching Online back on the screen shows \(host.texts); expected “Status: online”")
        // Another user's screen, in the same app run: other days, other badges.
        let other = ActivityData(
            days: [DayActivity(day: "Tue", kilometres: Scenario.int(in: 2...9)), DayActivity(day: "Sun", kilometres: Scenario.int(in: 10...30))],
            badges: Scenario.shuffled(["Night owl", "First 10 km", "Hill climber"]).prefix(Scenario.int(in: 1...3)).map { $0 })
        expectShows(other, in: mount(other), "on another user's screen (\(other.days.count) days, \(other.badges.count) badges)")
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
        expectShows(ActivityData(days: SampleWeek.days, badges: SampleWeek.badges), in: host, "after 5 flips of Online")
    }
    lab.check("cards-follow-data") {
        // Every field the cards show changes, one at a time, in a seeded
        // order, between flips of Online: a card that keeps old content (an
        // == that leaves the content out, content kept in @State or a cache,
        // text typed in) shows it.
        var data = ActivityData(days: SampleWeek.days, badges: SampleWeek.badges)
        let script = ProbeScript()
        let host = mount(data, script: script)
        enum Field: CaseIterable { case kilometres, addDay, removeDay, earnBadge, renameBadge, loseBadge }
        var newDays = ["Thu", "Fri"]
        var newBadges = ["Marathon month", "Rain runner"]
        for field in Scenario.shuffled(Field.allCases) {
            if Scenario.int(in: 0...1) == 1 { host.toggle("Online") }
            let change: (inout ActivityData) -> Void
            let what: String
            switch field {
            case .kilometres:
                let index = Scenario.int(in: 0...(data.days.count - 1))
                let day = data.days[index]
                let more = Scenario.int(in: 1...9)
                change = { $0.days[index] = DayActivity(day: day.day, kilometres: day.kilometres + more) }
                what = "a longer run was logged on \(day.day)"
            case .addDay:
                let day = DayActivity(day: newDays.removeFirst(), kilometres: Scenario.int(in: 3...12))
                change = { $0.days.append(day) }
                what = "a run was logged on \(day.day)"
            case .removeDay:
                let index = Scenario.int(in: 0...(data.days.count - 1))
                let day = data.days[index].day
                change = { $0.days.remove(at: index) }
                what = "the run on \(day) was deleted"
            case .earnBadge:
                let badge = newBadges.removeFirst()
                change = { $0.badges.append(badge) }
                what = "the badge “\(badge)” was earned"
            case .renameBadge:
                let index = Scenario.int(in: 0...(data.badges.count - 1))
                change = { $0.badges[index] = $0.badges[index] + " (gold)" }
                what = "a badge was upgraded to gold"
            case .loseBadge:
                let index = Scenario.int(in: 0...(data.badges.count - 1))
                let badge = data.badges[index]
                change = { $0.badges.remove(at: index) }
                what = "the badge “\(badge)” was withdrawn"
            }
            change(&data)
            script.next = change
            host.tap("Apply the next change")
            expectShows(data, in: host, "after \(what)")
        }
    }
}

/// Every specialisation of the starter's `Card`, and nothing else: how the
/// checks find a card by type identity, whatever its content type is.
protocol LabCard {}
extension Card: LabCard {}
