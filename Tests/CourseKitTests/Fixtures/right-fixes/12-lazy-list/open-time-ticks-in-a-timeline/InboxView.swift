import SwiftUI

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack {
            Text(message.sender)
            Spacer()
            Text(message.subject)
        }
        .padding(8)
    }
}

/// The inbox under a line that counts the seconds since it opened: a
/// TimelineView redraws the line every second, never the list.
struct InboxView: View {
    let messages: [Message]
    @State private var opened = Date()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("Open for \(max(0, Int(context.date.timeIntervalSince(opened)))) s")
                        .font(.caption)
                }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
            }
        }
    }
}
