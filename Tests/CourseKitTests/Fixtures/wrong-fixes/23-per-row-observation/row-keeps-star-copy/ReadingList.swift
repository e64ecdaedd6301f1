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
                ForEach(library.books.indices, id: \.self) { index in
                    BookRow(library: library, id: index + 1, title: BookTitles.title(index + 1))
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
    let title: String
    // The row keeps its own star; the library is told on each tap.
    @State private var isFavourite = false

    var body: some View {
        Button("\(isFavourite ? "★" : "☆") \(title)") {
            isFavourite.toggle()
            library.toggleFavourite(id)
        }
    }
}
