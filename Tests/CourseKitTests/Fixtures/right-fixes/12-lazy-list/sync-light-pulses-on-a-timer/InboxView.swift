import SwiftUI
import Combine

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

/// The inbox, with a sync light that pulses twice a second while the app
/// is open: the timer animates the light, never the list.
struct InboxView: View {
    let messages: [Message]
    @State private var lit = false
    private let pulse = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages) { message in
                        MessageRow(message: message)
                    }
                }
            }
            .toolbar {
                Circle()
                    .fill(.green)
                    .frame(width: 8, height: 8)
                    .opacity(lit ? 1 : 0.3)
                    .animation(.easeInOut(duration: 0.4), value: lit)
            }
            .onReceive(pulse) { _ in lit.toggle() }
        }
    }
}
