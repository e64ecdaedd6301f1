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
                    FeedRow(item: item)
                        .background(LinearGradient(stops: [.init(color: item.pinned ? .yellow : .clear, location: 0),
                                                           .init(color: .clear, location: 0.05)],
                                                   startPoint: .trailing, endPoint: .leading))
                    Button("Pin \(item.title)") { togglePin(item.id) }
                }
            }
        }
    }

    private func togglePin(_ id: Int) {
        if let index = items.firstIndex(where: { $0.id == id }) { items[index].pinned.toggle() }
    }
}

/// One row per kind: the switch gives a `_ConditionalContent` the compiler
/// and SwiftUI can see through, so a row keeps its identity while pinned.
struct FeedRow: View {
    let item: FeedItem

    var body: some View {
        switch item.kind {
        case .note(let text):
            NoteRow(title: item.title, text: text)
        case .photo(let name):
            PhotoRow(title: item.title, imageName: name)
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
