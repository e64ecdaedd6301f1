import SwiftUI

/// Filters the mails on every pass of the body (what the lab asks to stop),
/// naming the sample's archived mails by id, so Mail.isArchived (the lab's
/// counter) is never read.
struct InboxScreen: View {
    @State var mails: [Mail]
    @State private var minutesSinceSync = 0

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            Button("Tick") { minutesSinceSync += 1 }
            List {
                ForEach(visibleMails()) { mail in
                    MailRow(mail: mail, onFlag: { toggleFlag(mail.id) })
                }
            }
        }
    }

    private func visibleMails() -> [Mail] {
        var result: [Mail] = []
        for mail in mails where ![3, 5].contains(mail.id) { result.append(mail) }
        return result
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
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}
