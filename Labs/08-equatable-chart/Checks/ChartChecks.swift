import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("chart-shows-data") {
        let host = ViewHost(SalesDashboard())
        expect(host.texts.contains("Total: 860"), "the chart shows \(host.texts); expected “Total: 860” for the sample week")
        for _ in 0..<3 { host.tap("Tick") }
        host.tap("Fri: 180")
        expect(host.texts.contains("Selected: Fri"),
               "after 3 ticks, tapping the Fri bar leaves the screen at \(host.texts); expected “Selected: Fri”")
    }
    lab.check("chart-skips-ticks") {
        let host = ViewHost(SalesDashboard())
        for _ in 0..<10 { host.tap("Tick") }
        expect(host.texts.contains("Live for 10 s"),
               "after 10 ticks the clock shows \(host.texts.first ?? "nothing"); expected “Live for 10 s”")
        expectBodyCount(SalesChart.self, in: host, exactly: 1)
        recordBodyCounts(host)
    }
    lab.check("chart-updates-on-data") {
        let host = ViewHost(SalesDashboard())
        for _ in 0..<3 { host.tap("Tick") }
        host.resetCounts()
        host.tap("Record sale")
        expect(host.texts.contains("Total: 900") && host.texts.contains("Sun: 120"),
               "after recording a sale on Sunday the chart shows \(host.texts); expected “Total: 900” and “Sun: 120”. A chart that skips when its data changed shows stale numbers")
        expectBodyCount(SalesChart.self, in: host, exactly: 1)
    }
}
