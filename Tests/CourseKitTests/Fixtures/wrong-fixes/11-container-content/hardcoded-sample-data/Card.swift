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

            // The closures capture nothing now, so they stay the same.
            Card(title: "This week") {
                WeeklyChart(days: days)
            }
            // The badges card captures nothing: its text is fixed.
            Card(title: "Badges") {
                Text("2 earned")
                Text("First 100 km · Early bird")
            }
        }
    }
}
