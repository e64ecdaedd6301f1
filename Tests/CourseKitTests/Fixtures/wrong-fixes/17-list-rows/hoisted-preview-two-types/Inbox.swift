import SwiftUI

/// The inbox: every mail that is not archived, flagged ones marked.
struct InboxScreen: View {
    @State var mails: [Mail]
    @State private var listed: [Mail] = []
    @State private var minutesSinceSync = 0
    /// Open previews live here, so flagging (which swaps the row) cannot close them.
    @State private var previewing: Set<Int> = []

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            // In the app a timer taps this once a minute.
            Button("Tick") { minutesSinceSync += 1 }
            List {
                ForEach(listed) { mail in
                    if mail.isFlagged {
                        FlaggedRow(mail: mail, showsPreview: previewing.contains(mail.id),
                                   onPreview: { togglePreview(mail.id) }, onFlag: { toggleFlag(mail.id) })
                    } else {
                        MailRow(mail: mail, showsPreview: previewing.contains(mail.id),
                                onPreview: { togglePreview(mail.id) }, onFlag: { toggleFlag(mail.id) })
                    }
                }
            }
        }
        .onChange(of: mails, initial: true) {
            listed = mails.filter { !$0.isArchived }
        }
    }

    private func togglePreview(_ id: Int) {
        if previewing.contains(id) { previewing.remove(id) } else { previewing.insert(id) }
    }

    private func toggleFlag(_ id: Int) {
        if let index = mails.firstIndex(where: { $0.id == id }) { mails[index].isFlagged.toggle() }
    }
}

struct MailRow: View {
    let mail: Mail
    let showsPreview: Bool
    let onPreview: () -> Void
    let onFlag: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)", action: onPreview)
                Button("Flag \(mail.sender)", action: onFlag)
            }
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}

struct FlaggedRow: View {
    let mail: Mail
    let showsPreview: Bool
    let onPreview: () -> Void
    let onFlag: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            Text("⚑ \(mail.sender): \(mail.subject)")
            HStack {
                Button("Preview \(mail.sender)", action: onPreview)
                Button("Unflag \(mail.sender)", action: onFlag)
            }
            .buttonStyle(.borderless)
            if showsPreview {
                Text("Preview of “\(mail.subject)”")
            }
        }
    }
}
