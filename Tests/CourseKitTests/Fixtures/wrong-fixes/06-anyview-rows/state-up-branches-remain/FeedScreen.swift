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
    // Whether a note is open lives in the model now, so re-creating the row can't lose it.
    var isOpen = false
}

struct FeedScreen: View {
    @State var items: [FeedItem]

    var body: some View {
        VStack {
            ForEach($items) { $item in
                HStack {
                    FeedRow(item: $item)
                    Button("Pin \(item.title)") { item.pinned.toggle() }
                }
            }
        }
    }
}

struct FeedRow: View {
    @Binding var item: FeedItem

    var body: some View {
        switch item.kind {
        case .note(let text):
            if item.pinned {
                NoteRow(title: item.title, text: text, isOpen: $item.isOpen).background(Color.yellow)
            } else {
                NoteRow(title: item.title, text: text, isOpen: $item.isOpen)
            }
        case .photo(let name):
            if item.pinned {
                PhotoRow(title: item.title, imageName: name).background(Color.yellow)
            } else {
                PhotoRow(title: item.title, imageName: name)
            }
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
