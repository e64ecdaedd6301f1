import SwiftUI

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack {
            Text(message.sender)
            Spacer()
            // Keep every row one line tall: a short column for the subject.
            Text(message.subject)
                .lineLimit(1)
                .frame(width: 40, alignment: .trailing)
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
        }
    }
}
