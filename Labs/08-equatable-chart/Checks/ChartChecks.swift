import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// Fails unless the chart shows exactly `sales`: one bar per day with its
/// amount, in order, and their total.
@MainActor private func expectChart(_ sales: [Sale], in host: ViewHost, _ when: String) {
    let texts = host.texts
    let bars = texts.filter { $0.range(of: #"^\S+: \d+$"#, options: .regularExpression) != nil && !$0.hasPrefix("Total: ") }
    let wanted = sales.map { "\($0.day): \($0.amount)" }
    let total = "Total: \(sales.reduce(0) { $0 + $1.amount })"
    expect(texts.contains(total), "\(when) the chart shows \(texts.first { $0.hasPrefix("Total") } ?? "no total"); expected “\(total)”")
    expect(bars == wanted, "\(when) the chart's bars read \(bars); expected \(wanted)")
}

/// A week the server might send next, from `sales`: one field of the
/// screen changes (which one, the checks' scenario decides).
@MainActor private func serverChange(_ kind: Int, of sales: [Sale], day index: Int) -> (week: [Sale], what: String) {
    var week = sales
    switch kind {
    case 0:
        // A late sale or a refund on any day.
        let delta = Scenario.pick([-30, -20, -10, 10, 20, 30, 50])
        week[index].amount = max(0, week[index].amount + delta)
        if week[index].amount == sales[index].amount { week[index].amount += 15 }
        return (week, "a \(delta < 0 ? "refund" : "late sale") on \(week[index].day)")
    case 1:
        // A sale booked on the wrong day, moved: the total stays the same.
        let from = Scenario.int(in: 0...(week.count - 1))
        var to = Scenario.int(in: 0...(week.count - 2))
        if to >= from { to += 1 }
        let moved = min(week[from].amount, Scenario.pick([10, 20, 40]))
        week[from].amount -= moved
        week[to].amount += moved
        return (week, "\(moved) moved from \(week[from].day) to \(week[to].day)")
    case 3:
        // The same days and amounts in another order (the shop's week now
        // starts on another day): an == that sorts or compares as a set misses it.
        week = Scenario.reordered(week)
        return (week, "the same days in another order, \(week.map(\.day).joined(separator: " "))")
    default:
        // The shop's language changed: other day names, the same amounts.
        let names = week.first?.day == "Mo" ? ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] : ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]
        week = zip(names, week).map { Sale(day: $0, amount: $1.amount) }
        return (week, "the day names changing to \(names.joined(separator: " "))")
    }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("chart-shows-data") {
        let host = ViewHost(SalesDashboard())
        expect(host.texts.contains("Total: 860"), "the chart shows \(host.texts); expected “Total: 860” for the sample week")
        expectChart(SampleSales.week, in: host, "at mount")
        for _ in 0..<3 { host.tap("Tick") }
        let sale = Scenario.pick(SampleSales.week)
        // The selection follows the tap: not on screen before it.
        expectChange(in: host, to: "Selected: \(sale.day)", after: "3 ticks and a tap on the \(sale.day) bar") {
            host.tap("\(sale.day): \(sale.amount)")
        }
    }
    lab.check("chart-skips-ticks") {
        let host = ViewHost(SalesDashboard())
        // The clock follows the ticks (a number drawn per run, not on screen
        // before them): a chart that skips beside a clock that does not move proves nothing.
        let ticks = Scenario.int(in: 8...12)
        expectChange(in: host, to: "Live for \(ticks) s", after: "\(ticks) ticks") {
            for _ in 0..<ticks { host.tap("Tick") }
        }
        expectBodyCount(SalesChart.self, in: host, exactly: 1)
        // The count is the chart's on screen: its total and bars are drawn by a SalesChart.
        expectDrawn(by: SalesChart.self, ["Total: 860"] + SampleSales.week.map { "\($0.day): \($0.amount)" }, in: host,
                    "after \(ticks) ticks")
        recordBodyCounts(host)
    }
    lab.check("chart-updates-on-data") {
        let host = ViewHost(SalesDashboard())
        for _ in 0..<3 { host.tap("Tick") }
        host.resetCounts()
        expectChange(in: host, to: "Total: 900", after: "recording a sale on Sunday") { host.tap("Record sale") }
        expect(host.texts.contains("Sun: 120"),
               "after recording a sale on Sunday the chart shows \(host.texts); expected “Total: 900” and “Sun: 120”. A chart that skips when its data changed shows stale numbers")
        expectBodyCount(SalesChart.self, in: host, exactly: 1)
        expectDrawn(by: SalesChart.self, ["Total: 900", "Sun: 120"], in: host, "after recording a sale on Sunday")
    }
    lab.check("chart-follows-every-change") {
        // The server changes every field the chart shows, one at a time, in
        // a seeded order, between ticks: each day's amount (not only
        // Sunday's), amounts moved between days (the total stays), the day
        // names (the amounts stay), the order of the days (every value stays). An == that leaves one of them out keeps
        // an old chart on screen, and the staleness check renders the same
        // state fresh and compares.
        let host = ViewHost(SalesDashboard())
        var week = SampleSales.week
        let kinds = Scenario.shuffled([0, 0, 0, 1, 1, 2, 3])
        // Three different days get a late sale or a refund: never only the
        // first or the last one.
        var days = Scenario.shuffled(Array(week.indices))
        for kind in kinds {
            for _ in 0..<Scenario.int(in: 1...2) { host.tap("Tick") }
            let (next, what) = serverChange(kind, of: week, day: kind == 0 ? days.removeFirst() : 0)
            week = next
            SalesServer.pending = [week]
            host.tap("Sync")
            expectChart(week, in: host, "after a sync that brought \(what),")
        }
        let sale = Scenario.pick(week)
        let bar = "\(sale.day): \(sale.amount)"
        // A stale chart has no such bar: say so, rather than stop the program on a missing button.
        try require(host.buttons.contains { $0.label == bar },
                    "after the syncs there is no \(bar) bar to tap; the buttons on screen are \(host.buttons.map(\.label))")
        expectChange(in: host, to: "Selected: \(sale.day)", after: "the syncs and a tap on the \(sale.day) bar") { host.tap(bar) }
    }
}
