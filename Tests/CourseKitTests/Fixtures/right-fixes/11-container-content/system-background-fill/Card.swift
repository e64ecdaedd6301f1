import SwiftUI

/// The app's card: a title, a divider and whatever the caller puts inside.
struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Divider()
            content
        }
        .padding(12)
        .background(Color(.systemBackground))
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
