import Foundation
import SwiftUI
@testable import StudentCode
@testable import LabSupport

// The work a row's init does on every pass, judged by what it leaves in the
// row value, whatever API did it (twenty-sixth review, finding 08). SwiftUI
// makes every row value again on every pass of its parent (its init runs)
// and runs the body only of rows whose inputs changed. A value that holds
// anything computed from its order, beyond the order and the clock it was
// handed (a heading, a price text, a day's date components), computed it
// for all 30 rows on that pass: by hand, with a Calendar, a format style or
// a formatter alike. An init that keeps its inputs holds only them.

/// The leaves a row value stores beyond its inputs, by path: the order it
/// shows (whole, or any of its fields), the clock's `now`, objects it shares
/// (formatters built once), actions (closures) and SwiftUI's own property
/// wrappers are inputs or shared; everything else it stores (strings,
/// numbers, a day's components) its init computed or was given as a constant.
func storedLeaves(in row: Any, order: Order, now: Date) -> [String: String] {
    var leaves: [String: String] = [:]
    func isInput(_ value: Any) -> Bool {
        switch value {
        case let date as Date: date == now || date == order.placedAt
        case let number as Int: number == order.id
        case let number as Double: number == order.total
        default: false
        }
    }
    func visit(_ value: Any, _ path: String, _ depth: Int) {
        if value is Order || value is any DynamicProperty || isInput(value) { return }
        if "\(type(of: value))".contains(" -> ") { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return }
        if value is String || value is Substring || mirror.children.isEmpty || depth == 0 {
            if mirror.displayStyle == .optional || mirror.displayStyle == .collection, mirror.children.isEmpty { return }
            leaves[path] = String(String(describing: value).prefix(60))
            return
        }
        for (index, child) in mirror.children.enumerated() {
            visit(child.value, path + "." + (child.label ?? "\(index)"), depth - 1)
        }
    }
    for (index, child) in Mirror(reflecting: row).children.enumerated() {
        let name = child.label ?? "\(index)"
        visit(child.value, name.hasPrefix("_") ? String(name.dropFirst()) : name, 6)
    }
    return leaves
}

/// The row values the list made on its last pass hold only their inputs:
/// a stored leaf that differs from row to row, or that is a whole text the
/// screen shows, was computed from the order by the row's init (or by the
/// list for it), on that pass, for every row.
@MainActor func expectRowValuesHoldOnlyInputs(_ host: ViewHost, orders: [Order], now: Date, after step: String) {
    let rows = host.views(of: OrderRow.self)
    guard !rows.isEmpty else {
        expect(false, "no OrderRow is on screen after \(step): keep OrderRow, the row the list makes for each order")
        return
    }
    var stored: [(id: Int, leaves: [String: String])] = []
    for row in rows {
        guard let held = ViewHost.values(of: Order.self, in: row, depth: 2).first,
              let order = orders.first(where: { $0.id == held.id }) else { continue }
        stored.append((order.id, storedLeaves(in: row, order: order, now: now)))
    }
    let shown = Set(host.texts)
    let paths = Set(stored.flatMap(\.leaves.keys))
    let derived = paths.filter { path in
        let values = stored.map { $0.leaves[path] }
        return Set(values.map { $0 ?? "" }).count > 1 || values.contains { $0.map(shown.contains) ?? false }
    }.sorted()
    guard !derived.isEmpty, let example = stored.first(where: { row in derived.contains { row.leaves[$0] != nil } }) else { return }
    let sample = derived.compactMap { path in example.leaves[path].map { "\(path) = \($0)" } }.prefix(3)
    expect(false, """
        after \(step) the OrderRow values hold what was computed from their order (#\(example.id): \
        \(sample.joined(separator: ", "))). Every pass of the list makes all \(rows.count) row values again, so that work is \
        done for every row on every pass, whatever API does it (a Calendar, string building, a format style, a \
        formatter). Keep init trivial (store the order and the clock) and format in body, which runs only for the row \
        whose order changed
        """)
}
