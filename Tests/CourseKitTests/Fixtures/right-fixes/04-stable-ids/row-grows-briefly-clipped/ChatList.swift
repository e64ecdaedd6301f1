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
                MessageRow(message: message)
            }
        }
    }
}

struct MessageRow: View {
    let message: Message
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(message.author): \(message.text)\(message.isRead ? "" : " •")")
            Button("Details for \(message.author)") { expanded.toggle() }
            if expanded {
                Text("Sent by \(message.author), message #\(message.id)")
                    .transition(.identity)
            }
        }
        // The row grows smoothly to make room for its details.
        .animation(.easeInOut(duration: 0.3), value: expanded)
        .clipped()
    }
}
