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
                    // Jump to the latest message a moment after the inbox opens.
                    try? await Task.sleep(for: .milliseconds(300))
                    if let newest = messages.last { reader.scrollTo(newest.id, anchor: .bottom) }
                }
            }
        }
    }
}
