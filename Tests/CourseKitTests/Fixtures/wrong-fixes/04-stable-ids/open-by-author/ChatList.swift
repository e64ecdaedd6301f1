import Foundation
import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    let author: String
    var text: String
    var isRead = false
}

struct ChatList: View {
    @State var messages: [Message]
    @State private var syncs = 0
    /// Whose details are open, kept here so that no row can lose it.
    @State private var openAuthors: Set<String> = []

    var body: some View {
        VStack {
            Text(syncs == 1 ? "Synced once" : "Synced \(syncs) times")
            Button("Sync") { syncs += 1 }
            Button("Receive") {
                messages.insert(Message(id: messages.count + 1, author: "Dee", text: "On my way"), at: 0)
            }
            Button("Mark all read") {
                for index in messages.indices { messages[index].isRead = true }
            }
            ForEach(messages) { message in
                MessageRow(message: message, openAuthors: $openAuthors)
            }
        }
    }
}

struct MessageRow: View {
    let message: Message
    @Binding var openAuthors: Set<String>
    private var expanded: Bool { openAuthors.contains(message.author) }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(message.author): \(message.text)\(message.isRead ? "" : " •")")
            Button("Details for \(message.author)") {
                if expanded { openAuthors.remove(message.author) } else { openAuthors.insert(message.author) }
            }
            if expanded {
                Text("Sent by \(message.author), message #\(message.id)")
            }
        }
    }
}
