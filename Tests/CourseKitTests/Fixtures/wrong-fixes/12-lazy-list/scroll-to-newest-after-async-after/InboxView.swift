import Foundation
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
            ScrollViewReader { reader in
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
                .onAppear {
                    // Jump to the latest message once the list has laid out.
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        if let newest = messages.last { reader.scrollTo(newest.id, anchor: .bottom) }
                    }
                }
            }
        }
    }
}
