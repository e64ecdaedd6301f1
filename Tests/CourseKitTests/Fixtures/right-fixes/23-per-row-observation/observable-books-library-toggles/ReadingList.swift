import SwiftUI
import Observation

/// Each book is observable on its own: a view that reads one book's star
/// depends on that book only.
@Observable final class Book: Identifiable {
    let id: Int
    let title: String
    var isFavourite = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class Library {
    /// The array itself never changes after launch; its books do.
    var books: [Book] = (1...BookTitles.count).map { Book(id: $0, title: BookTitles.title($0)) }

    func toggleFavourite(_ id: Int) {
        books.first { $0.id == id }?.isFavourite.toggle()
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
        // Reads every book's star in body: the header follows each of them.
        let favourites = library.books.reduce(0) { $0 + ($1.isFavourite ? 1 : 0) }
        Text("Favourites: \(favourites)")
    }
}

struct BookRow: View {
    let book: Book
    let library: Library

    var body: some View {
        Button("\(book.isFavourite ? "★" : "☆") \(book.title)") {
            library.toggleFavourite(book.id)
        }
    }
}
