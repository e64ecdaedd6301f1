import SwiftUI
import Observation

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
}

/// A long reading list; a star marks the favourites, and the header counts them.
struct ReadingListScreen: View {
    let library: Library

    var body: some View {
        VStack {
            FavouritesHeader(books: library.books)
            List(library.books) { book in
                BookRow(book: book)
            }
        }
    }
}

struct FavouritesHeader: View {
    let books: [Book]

    var body: some View {
        Text("Favourites: \(books.count(where: \.isFavourite))")
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        Button {
            book.isFavourite.toggle()
        } label: {
            Text(book.isFavourite ? "★ \(book.title)" : "☆ \(book.title)")
        }
    }
}
