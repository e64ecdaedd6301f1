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
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
            // Fade the rows out towards the bottom bar.
            .mask(
                LinearGradient(
                    gradient: Gradient(stops: [
                        Gradient.Stop(color: .black, location: 0),
                        Gradient.Stop(color: .black.opacity(0), location: 0.03),
                    ]),
                    startPoint: .top, endPoint: .bottom)
            )
        }
    }
}
