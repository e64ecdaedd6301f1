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
                    BookRow(book: book, library: library)
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
    let book: Book
    let library: Library

    var body: some View {
        // Reads only its own value; the library is used in the action, not in body.
        Button("\(book.isFavourite ? "★" : "☆") \(book.title)") {
            library.toggleFavourite(book.id)
        }
    }
}
