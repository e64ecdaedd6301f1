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
    @State private var jump = false

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
                .onChange(of: jump) {
                    if jump, let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
                }
                .onAppear {

                }
                .task { try? await Task.sleep(for: .seconds(1.5)); jump = true }
            }
        }
    }
}
