import SwiftUI
import Foundation

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
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
                .task { try? await Task.sleep(until: .now + .milliseconds(300), clock: .continuous); if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) } }
            }
        }
    }
}
