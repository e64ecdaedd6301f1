import Foundation
import SwiftUI

struct Message: Hashable {
    let id: Int
    let author: String
    var text: String
    var isRead = false
}

struct ChatList: View {
    @State var messages: [Message]
    @State private var syncs = 0
    @State private var open: Set<Int> = []

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
            ForEach(messages, id: \.self) { message in
                MessageRow(message: message, expanded: Binding(
                    get: { open.contains(message.id) },
                    set: { if $0 { open.insert(message.id) } else { open.remove(message.id) } }))
            }
        }
    }
}

struct MessageRow: View {
    let message: Message
    @Binding var expanded: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(message.author): \(message.text)\(message.isRead ? "" : " •")")
            Button("Details for \(message.author)") { expanded.toggle() }
            if expanded {
                Text("Sent by \(message.author), message #\(message.id)")
            }
        }
    }
}
