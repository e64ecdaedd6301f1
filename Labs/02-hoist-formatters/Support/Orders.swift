import Foundation

/// One order in the list. Read-only: part of the lab.
public struct Order: Identifiable, Sendable {
    public let id: Int
    public let placedAt: Date
    public let total: Double
}

/// The orders the checks load: 30 of them, placed a few minutes apart
/// before `openedAt`, the moment the screen is opened.
public enum SampleOrders {
    public static let openedAt = Date(timeIntervalSince1970: 1_709_650_800) // 5 Mar 2024, 15:00 UTC
    static let orders: [Order] = (0..<30).map { index in
        Order(id: 1001 + index,
              placedAt: openedAt.addingTimeInterval(Double(-(index + 1) * 3 * 60)),
              total: 12.5 + Double(index) * 2)
    }
}
