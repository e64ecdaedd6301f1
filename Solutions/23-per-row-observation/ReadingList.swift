import SwiftUI
import Observation

/// One model per row: a change to one book invalidates only the views that
/// read that book's properties.
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
    let books: [Book] = (1...BookTitles.count).map { Book(id: $0, title: BookTitles.title($0)) }

    /// Read in a body, this reads every book's `isFavourite`: the view that
    /// shows it depends on each of them.
    var favouriteCount: Int { books.filter(\.isFavourite).count }
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
                    BookRow(book: book)
                }
            }
        }
    }
}

struct FavouritesHeader: View {
    let library: Library

    var body: some View {
        // Read during body: tracked, so every change of a favourite re-runs this view.
        Text("Favourites: \(library.favouriteCount)")
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        Button("\(book.isFavourite ? "★" : "☆") \(book.title)") {
            book.isFavourite.toggle()
        }
    }
}
