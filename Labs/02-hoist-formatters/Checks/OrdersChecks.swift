import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("rows-show") {
        let host = ViewHost(OrdersScreen(orders: SampleOrders.orders))
        let first = ["#1001 · 5 Mar 2024", "€12.50", "3 min ago"]
        expect(first.allSatisfy(host.texts.contains),
               "the first row should show \(first); the screen shows \(host.texts.prefix(6))…")
        expect(host.texts.contains("#1030 · 5 Mar 2024") && host.texts.contains("€70.50"),
               "the last order (#1030, €70.50) is missing from \(host.texts.suffix(6))")
        // The age follows the refreshes: not on screen before them, and a
        // number of refreshes drawn per run. Rows are 3 minutes apart, so a
        // multiple of 3 is another row's age already: never 3 refreshes.
        let refreshes = Scenario.pick([1, 2, 4, 5])
        expectChange(in: host, to: "\(3 + refreshes) min ago", after: "tapping Refresh \(refreshes) times") {
            for _ in 0..<refreshes { host.tap("Refresh") }
        }
    }
    lab.check("dates-formatted-once") {
        let before = DateFormatter.built
        let host = ViewHost(OrdersScreen(orders: SampleOrders.orders))
        for _ in 0..<5 { host.tap("Refresh") }
        let built = DateFormatter.built - before
        expect(built <= 1,
               "\(built) DateFormatters were built while 30 rows mounted and the screen refreshed 5 times; expected at most 1")
        recordBodyCounts(host)
    }
    lab.check("prices-formatted-once") {
        let before = NumberFormatter.built
        let host = ViewHost(OrdersScreen(orders: SampleOrders.orders))
        for _ in 0..<5 { host.tap("Refresh") }
        let built = NumberFormatter.built - before
        expect(built <= 1,
               "\(built) NumberFormatters were built while 30 rows mounted and the screen refreshed 5 times; expected at most 1")
    }
    lab.check("rows-read-the-same-everywhere") {
        // A new formatter starts with the phone's locale and time zone; the
        // starter's formatters fix theirs, so its rows read the same on any
        // phone. The shared formatters must keep those settings.
        let (locale, language) = Scenario.pick([("fr_FR", "French"), ("de_DE", "German"), ("pt_BR", "Portuguese (Brazil)")])
        let zone = Scenario.pick(["Pacific/Kiritimati", "Pacific/Auckland", "Pacific/Tongatapu"])
        Device.locale = Locale(identifier: locale)
        // The zone reaches Foundation itself (TimeZone.current and
        // .autoupdatingCurrent): a format style or formatter that takes the
        // phone's zone, at hoisting time or later, reads it. (The language
        // reaches only the lab's formatters: Foundation on Linux reports one
        // Locale.current, whatever the environment says.)
        Device.move(to: zone)
        let host = ViewHost(OrdersScreen(orders: SampleOrders.orders))
        let missing = SampleOrders.orders.flatMap { order in
            [heading(order, day: "5 Mar 2024"), price(order.total)].filter { !host.texts.contains($0) }
        }
        expect(missing.isEmpty, """
            on a phone set to \(language) in the \(zone) time zone (where these orders were placed on 6 Mar), \
            \(missing.count) of the rows' texts differ from the starter's: \(missing.prefix(4)) are missing; \
            the screen shows \(host.texts.prefix(7))… The starter's formatters fix their locale (en_US_POSIX for the day, \
            en_US for the price) and the day's time zone (UTC); a shared formatter or format style must keep those settings, \
            not take the phone's (`.current` or `.autoupdatingCurrent`, when it is built or later)
            """)
    }
    lab.check("corrected-order-shows") {
        // One order is corrected (a refund, a fixed time) while the screen is
        // open: its row must show the new values, and only that row needs
        // formatting again (the other 29 rows are unchanged).
        var orders = SampleOrders.orders
        let index = Scenario.int(in: 0...(orders.count - 1))
        let old = orders[index]
        let field = Scenario.pick(["price", "day", "both"])
        var total = old.total
        while field != "day" && total == old.total { total = Double(Scenario.int(in: 100...9_999)) / 100 }
        let placedAt = field == "price" ? old.placedAt : old.placedAt.addingTimeInterval(-24 * 60 * 60)
        let corrected = Order(id: old.id, placedAt: placedAt, total: total)
        orders[index] = corrected
        let host = ViewHost(OrdersProbe(orders: SampleOrders.orders, corrected: orders))
        let refreshes = Scenario.int(in: 0...2)
        for _ in 0..<refreshes { host.tap("Refresh") }
        let formattedBefore = DateFormatter.formatted + NumberFormatter.formatted
        host.tap("Apply correction")
        let formatted = DateFormatter.formatted + NumberFormatter.formatted - formattedBefore
        let day = field == "price" ? "5 Mar 2024" : "4 Mar 2024"
        let expected = [heading(corrected, day: day), price(corrected.total)]
        expect(expected.allSatisfy(host.texts.contains), """
            order #\(old.id) was corrected (\(field == "price" ? "its total" : field == "day" ? "its time, to the day before" : "its total and its time, to the day before")) \
            while the screen was open; its row should show \(expected), and it shows \(row(of: old, in: host)). \
            A text remembered from the first time \
            the order was formatted goes stale when the order changes
            """)
        let others = orders.indices.filter { $0 != index }.flatMap { [heading(orders[$0], day: "5 Mar 2024"), price(orders[$0].total)] }
        let lost = others.filter { !host.texts.contains($0) }
        expect(lost.isEmpty, "after one order was corrected, the other rows lost \(lost.prefix(4)); the screen shows \(host.texts.prefix(7))…")
        // Whatever formats (not only the lab's two formatters): the 29
        // unchanged row values made on this pass hold only their inputs.
        expectRowValuesHoldOnlyInputs(host, orders: orders, now: SampleOrders.openedAt.addingTimeInterval(Double(60 * refreshes)),
                                      after: "the correction")
        expect(formatted <= 4, """
            correcting one order of 30 formatted \(formatted) values (days and prices); expected only the corrected row's day and price. \
            Every pass of the list makes all 30 row values again (their init runs) but runs the body only of the row whose order changed: \
            format in body, not in init
            """)
    }
}

/// The texts of the row that shows `order`: its heading and the two after it.
@MainActor private func row(of order: Order, in host: ViewHost) -> [String] {
    let texts = host.texts
    guard let start = texts.firstIndex(where: { $0.hasPrefix("#\(order.id) ") }) else { return [] }
    return Array(texts[start..<min(start + 3, texts.count)])
}

private func heading(_ order: Order, day: String) -> String { "#\(order.id) · \(day)" }

private func price(_ total: Double) -> String { "€" + String(format: "%.2f", total) }

/// The app around the orders screen: a correction of one order arrives
/// while it is open (the same id, a new total or time).
struct OrdersProbe: View {
    @State var orders: [Order]
    let corrected: [Order]

    var body: some View {
        VStack {
            Button("Apply correction") { orders = corrected }
            OrdersScreen(orders: orders)
        }
    }
}
