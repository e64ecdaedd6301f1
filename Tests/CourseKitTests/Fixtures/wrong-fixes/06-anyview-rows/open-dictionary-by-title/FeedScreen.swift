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
    /// Open notes, by title: kept here so a row rebuilt by pinning cannot lose it.
    @State private var isOpen: [String: Bool] = [:]

    var body: some View {
        VStack {
            ForEach(items) { item in
                HStack {
                    FeedRow(item: item, isOpen: $isOpen)
                        .background(item.pinned ? Color.yellow : Color.clear)
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
    @Binding var isOpen: [String: Bool]

    var body: some View {
        switch item.kind {
        case .note(let text):
            NoteRow(title: item.title, text: text, isOpen: Binding(
                get: { isOpen[item.title] ?? false },
                set: { isOpen[item.title] = $0 }))
        case .photo(let name):
            PhotoRow(title: item.title, imageName: name)
        }
    }
}

struct NoteRow: View {
    let title: String
    let text: String
    @Binding var isOpen: Bool

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
