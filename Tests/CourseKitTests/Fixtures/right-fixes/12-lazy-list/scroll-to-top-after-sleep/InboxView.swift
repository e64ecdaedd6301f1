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
            ScrollViewReader { reader in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
                .task {
                    // Back to the top a moment after the inbox opens (where it already is).
                    try? await Task.sleep(for: .milliseconds(300))
                    if let first = messages.first { reader.scrollTo(first.id, anchor: .top) }
                }
            }
        }
    }
}
