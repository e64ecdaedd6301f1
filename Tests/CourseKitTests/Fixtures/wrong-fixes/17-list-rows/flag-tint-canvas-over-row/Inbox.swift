import SwiftUI

/// The inbox: every mail that is not archived, flagged ones marked.
struct InboxScreen: View {
    @State var mails: [Mail]
    /// What the list shows, worked out when the mails change, not on every
    /// pass of the body (the clock re-runs it once a minute).
    @State private var listed: [Mail] = []
    @State private var minutesSinceSync = 0

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            // In the app a timer taps this once a minute.
            Button("Tick") { minutesSinceSync += 1 }
            List {
                // One row per mail, always the same type: the flag is a value.
                ForEach(listed) { mail in
                    MailRow(mail: mail, onFlag: { toggleFlag(mail.id) })
                }
            }
        }
        .onChange(of: mails, initial: true) {
            listed = mails.filter { !$0.isArchived }
        }
    }

    private func toggleFlag(_ id: Int) {
        if let index = mails.firstIndex(where: { $0.id == id }) { mails[index].isFlagged.toggle() }
    }
}

struct MailRow: View {
    let mail: Mail
    let onFlag: () -> Void
    @State private var showsPreview = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(mail.isFlagged ? "⚑ " : "")\(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)") { showsPreview.toggle() }
                Button("\(mail.isFlagged ? "Unflag" : "Flag") \(mail.sender)", action: onFlag)
            }
            // Each button its own tap target: in a List row, buttons with the
            // automatic style make the whole row one target that runs them all.
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
        // A flagged mail is shaded in a rounded band.
        .overlay {
            Canvas { context, size in
                guard mail.isFlagged else { return }
                let band = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 6)
                context.fill(band, with: .color(Color.yellow.opacity(0.2)))
            }
        }
    }
}
