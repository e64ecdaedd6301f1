import SwiftUI

/// One day of the training log. Read-only: part of the lab.
public struct DayActivity: Equatable, Sendable {
    public let day: String
    public let kilometres: Int
}

enum SampleWeek {
    static let days = [
        DayActivity(day: "Mon", kilometres: 5),
        DayActivity(day: "Wed", kilometres: 8),
        DayActivity(day: "Sat", kilometres: 18),
    ]
    static let badges = ["First 100 km", "Early bird"]
}

/// The week's chart, already its own view type.
public struct WeeklyChart: View {
    let days: [DayActivity]

    public init(days: [DayActivity]) { self.days = days }

    public var body: some View {
        VStack(alignment: .leading) {
            ForEach(days, id: \.day) { entry in
                Text("\(entry.day): \(entry.kilometres) km")
            }
            Text("Total: \(days.reduce(0) { $0 + $1.kilometres }) km")
        }
    }
}
