import SwiftUI

/// The inbox: every mail that is not archived, flagged ones marked.
struct InboxScreen: View {
    @State var mails: [Mail]
    /// The mails the list shows; recomputed only when `mails` changes.
    @State private var listed: [Mail] = []
    @State private var minutesSinceSync = 0

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            // In the app a timer taps this once a minute.
            Button("Tick") { minutesSinceSync += 1 }
            List {
                ForEach(listed) { mail in
                    MailRow(mail: mail, onFlag: { toggleFlag(mail.id) })
                }
            }
            .onChange(of: mails, initial: true) { _, newMails in
                listed = Self.inboxMails(in: newMails)
            }
        }
    }

    private static func inboxMails(in mails: [Mail]) -> [Mail] {
        mails.filter { !$0.isArchived }
    }

    private func toggleFlag(_ id: Int) {
        if let index = mails.firstIndex(where: { $0.id == id }) { mails[index].isFlagged.toggle() }
    }
}

/// One row per mail, flagged or not: the flag is a value the row shows.
struct MailRow: View {
    let mail: Mail
    let onFlag: () -> Void
    @State private var showsPreview = false

    private var flagMark: String { mail.isFlagged ? "⚑ " : "" }
    private var flagAction: String { mail.isFlagged ? "Unflag" : "Flag" }

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(flagMark)\(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)") { showsPreview.toggle() }
                Button("\(flagAction) \(mail.sender)", action: onFlag)
            }
            .buttonStyle(.plain)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}
