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
    @State private var opened = Date.now

    var body: some View {
        NavigationStack {
            TimelineView(.periodic(from: .now, by: 0.3)) { context in
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(messages) { message in
                                MessageRow(message: message)
                            }
                        }
                    }
                    .onChange(of: context.date) {
                        if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
                    }
                }
            }
        }
    }
}
