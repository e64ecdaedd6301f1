import SwiftUI

/// The app's card: a title, a divider and whatever the caller puts inside.
struct Card<Content: View>: View {
    private let title: String
    private let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            header
            content
        }
        .padding(12)
        .background(Color.white)
    }

    private var header: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Divider()
        }
    }
}

extension Card {
    /// Callers keep the trailing-closure syntax; the content is built once,
    /// where the card is made, and stored as a value.
    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
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
