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
            VStack {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
                // A banner area that takes every point it can first.
                Color.clear
                    .layoutPriority(1)
            }
        }
    }
}
