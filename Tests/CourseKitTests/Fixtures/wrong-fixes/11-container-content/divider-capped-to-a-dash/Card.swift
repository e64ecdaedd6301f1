import SwiftUI

/// The app's card: a title, a divider and whatever the caller puts inside.
struct Card<Content: View>: View {
    let title: String
    /// Built once, by whoever creates the card; a view value compares equal
    /// when its data does. The memberwise init still takes a trailing closure.
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Divider()
                .frame(maxWidth: 10)
            content
        }
        .padding(12)
        .background(Color.white)
    }
}

struct ActivityScreen: View {
    let days: [DayActivity]
    let badges: [String]
    @State private var isOnline = true

    var body: some View {
        VStack {
            Toggle("Online", isOn: $isOnline)
            Text(isOnline ? "Status: online" : "Status: away")

            Card(title: "This week") {
                WeeklyChart(days: days)
            }
            Card(title: "Badges") {
                Text("\(badges.count) earned")
                Text(badges.joined(separator: " · "))
            }
        }
    }
}
