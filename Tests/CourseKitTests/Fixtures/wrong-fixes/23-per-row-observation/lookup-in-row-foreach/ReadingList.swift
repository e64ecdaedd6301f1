import SwiftUI
import Observation

struct Book: Identifiable {
    let id: Int
    let title: String
    var isFavourite = false
}

@Observable final class Library {
    var books: [Book] = (1...BookTitles.count).map { Book(id: $0, title: BookTitles.title($0)) }

    func toggleFavourite(_ id: Int) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].isFavourite.toggle()
    }
}

/// A long reading list; a star marks the favourites, and the header counts them.
struct ReadingListScreen: View {
    /// The app's library, handed in: a sync or another screen may change it too.
    let library: Library

    var body: some View {
        VStack {
            FavouritesHeader(library: library)
            List {
                ForEach(library.books) { book in
                    BookRow(library: library, id: book.id)
                }
            }
        }
    }
}

struct FavouritesHeader: View {
    let library: Library
    var body: some View {
        Text("Favourites: \(library.books.filter(\.isFavourite).count)")
    }
}

struct BookRow: View {
    let library: Library
    let id: Int

    var body: some View {
        // One element: the row's closure is ForEach's, run apart from body.
        ForEach([id], id: \.self) { id in
            if let index = library.books.firstIndex(where: { $0.id == id }) {
                let book = library.books[index]
                Button("\(book.isFavourite ? "★" : "☆") \(book.title)") {
                    library.toggleFavourite(id)
                }
            }
        }
    }
}
