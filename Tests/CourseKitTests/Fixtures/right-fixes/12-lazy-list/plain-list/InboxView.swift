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

struct InboxView: View {
    let messages: [Message]

    var body: some View {
        NavigationStack {
            // List builds its rows on demand, as they come near the screen.
            List(messages) { message in
                MessageRow(message: message)
            }
            .listStyle(.plain)
        }
    }
}
