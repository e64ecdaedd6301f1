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
        host.tap("Refresh")
        expect(host.texts.contains("4 min ago"),
               "after Refresh the first row should say “4 min ago”; the screen shows \(host.texts.prefix(6))…")
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
}
