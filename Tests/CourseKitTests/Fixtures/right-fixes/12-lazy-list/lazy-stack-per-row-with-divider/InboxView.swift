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
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(messages) { message in
                        LazyVStack(alignment: .leading) {
                            MessageRow(message: message)
                            Divider()
                        }
                    }
                }
            }
        }
    }
}
