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
                .onAppear { let id = messages.last?.id; DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, qos: .userInitiated) { if let id { proxy.scrollTo(id, anchor: .bottom) } } }
            }
        }
    }
}
