import SwiftUI

/// The inbox: every mail that is not archived, flagged ones marked.
struct InboxScreen: View {
    @State var mails: [Mail]
    @State private var minutesSinceSync = 0

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            // In the app a timer taps this once a minute.
            Button("Tick") { minutesSinceSync += 1 }
            List {
                ForEach(mails.filter { !$0.isArchived }) { mail in
                    if mail.isFlagged {
                        FlaggedRow(mail: mail, onFlag: { toggleFlag(mail.id) })
                        Divider()
                    } else {
                        MailRow(mail: mail, onFlag: { toggleFlag(mail.id) })
                    }
                }
            }
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
            Text("\(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)") { showsPreview.toggle() }
                Button("Flag \(mail.sender)", action: onFlag)
            }
            // Each button its own tap target: in a List row, buttons with the
            // automatic style make the whole row one target that runs them all.
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}

struct FlaggedRow: View {
    let mail: Mail
    let onFlag: () -> Void
    @State private var showsPreview = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("⚑ \(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)") { showsPreview.toggle() }
                Button("Unflag \(mail.sender)", action: onFlag)
            }
            // Each button its own tap target: in a List row, buttons with the
            // automatic style make the whole row one target that runs them all.
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}

struct Mail: Identifiable, Equatable {
    let id: Int
    let sender: String
    let subject: String
    var isFlagged = false
    var isArchived = false
}

print(ViewHost(InboxScreen(mails: [
    Mail(id: 1, sender: "Mina", subject: "Trail maps"),
    Mail(id: 2, sender: "Theo", subject: "Lunch on Friday?", isFlagged: true),
])).dump())
