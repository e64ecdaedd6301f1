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
    /// Show a page of rows, and load the next page when the last one appears.
    @State private var shown = 20

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(messages.prefix(shown)) { message in
                        MessageRow(message: message)
                            .onAppear {
                                if message.id == shown { shown += 20 }
                            }
                    }
                }
            }
        }
    }
}
