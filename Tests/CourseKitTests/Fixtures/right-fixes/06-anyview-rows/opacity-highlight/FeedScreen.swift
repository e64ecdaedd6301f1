import SwiftUI

enum FeedKind {
    case note(String)
    case photo(String)
}

struct FeedItem: Identifiable {
    let id: Int
    let title: String
    let kind: FeedKind
    var pinned = false
}

struct FeedScreen: View {
    @State var items: [FeedItem]

    var body: some View {
        VStack {
            ForEach(items) { item in
                HStack {
                    FeedRow(title: item.title, kind: item.kind, pinned: item.pinned)
                    Button("Pin \(item.title)") { togglePin(item.id) }
                }
            }
        }
    }

    private func togglePin(_ id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) { items[index].pinned.toggle() }
    }
}

/// A feed row of either kind, highlighted when pinned. The highlight is always
/// there; only its colour depends on `pinned`.
struct FeedRow: View {
    let title: String
    let kind: FeedKind
    let pinned: Bool

    var body: some View {
        content
            .background(Color.yellow.opacity(pinned ? 1 : 0))
    }

    @ViewBuilder
    private var content: some View {
        switch kind {
        case .note(let text):
            NoteRow(title: title, text: text)
        case .photo(let name):
            PhotoRow(title: title, imageName: name)
        }
    }
}

struct NoteRow: View {
    let title: String
    let text: String
    @State private var isOpen = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Open \(title)") { isOpen.toggle() }
            Text(isOpen ? text : "\(title) (closed)")
        }
    }
}

struct PhotoRow: View {
    let title: String
    let imageName: String

    var body: some View {
        HStack {
            Image(imageName)
            Text(title)
        }
    }
}
