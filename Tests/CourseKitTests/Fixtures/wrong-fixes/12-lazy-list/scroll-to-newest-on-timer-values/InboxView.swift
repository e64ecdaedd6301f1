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

/// Jumps to the newest message on the first tick of a timer read as an
/// asynchronous sequence, 0.3 s after the inbox opens.
struct InboxView: View {
    let messages: [Message]
    @State private var atNewest = false

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
                .onChange(of: atNewest) {
                    if atNewest, let newest = messages.last { proxy.scrollTo(newest.id, anchor: .bottom) }
                }
                .task {
                    let ticks = Timer.publish(every: 0.3, on: .main, in: .common).autoconnect().values
                    for await _ in ticks {
                        atNewest = true
                        break
                    }
                }
            }
        }
    }
}
