import SwiftUI
import Observation

/// The inbox's mails and the ones to list, kept up to date together: the
/// list is worked out when the mails change, never by a body.
@Observable final class InboxModel {
    var mails: [Mail] { didSet { listed = Self.unarchived(mails) } }
    private(set) var listed: [Mail]

    init(mails: [Mail]) {
        self.mails = mails
        listed = Self.unarchived(mails)
    }

    func toggleFlag(_ id: Int) {
        if let index = mails.firstIndex(where: { $0.id == id }) { mails[index].isFlagged.toggle() }
    }

    private static func unarchived(_ mails: [Mail]) -> [Mail] {
        mails.filter { !$0.isArchived }
    }
}

/// The inbox: every mail that is not archived, flagged ones marked.
struct InboxScreen: View {
    @State private var model: InboxModel
    @State private var minutesSinceSync = 0

    init(mails: [Mail]) {
        _model = State(initialValue: InboxModel(mails: mails))
    }

    var body: some View {
        VStack {
            Text("Synced \(minutesSinceSync) min ago")
            // In the app a timer taps this once a minute.
            Button("Tick") { minutesSinceSync += 1 }
            List {
                ForEach(model.listed) { mail in
                    MailRow(mail: mail, onFlag: { model.toggleFlag(mail.id) })
                }
            }
        }
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
