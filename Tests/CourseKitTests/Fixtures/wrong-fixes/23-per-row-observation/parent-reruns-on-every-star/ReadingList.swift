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

struct ReadingListScreen: View {
    let library: Library

    var body: some View {
        VStack {
            FavouritesHeader(library: library)
            List {
                ForEach(library.books) { book in
                    BookRow(library: library, id: book.id, title: book.title, isFavourite: book.isFavourite)
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
    let isFavourite: Bool

    var body: some View {
        Button("\(isFavourite ? "★" : "☆") \(title)") {
            library.toggleFavourite(id)
        }
    }
}
