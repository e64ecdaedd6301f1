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

/// Opens on the newest mail: the scroll position (iOS 17) is set to the
/// last message once the inbox appears.
struct InboxView: View {
    let messages: [Message]
    @State private var scrolledTo: Message.ID?

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $scrolledTo, anchor: .bottom)
            .task { scrolledTo = messages.last?.id }
        }
    }
}
