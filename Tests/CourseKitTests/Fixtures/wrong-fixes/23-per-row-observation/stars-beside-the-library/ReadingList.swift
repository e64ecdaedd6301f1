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

/// One observable star per book of a library, so a row observes only its own.
@Observable final class Star {
    var isOn = false
}

@Observable final class Stars {
    @ObservationIgnored private var stars: [Int: Star] = [:]
    var count = 0

    func star(_ id: Int) -> Star {
        if let star = stars[id] { return star }
        let star = Star()
        stars[id] = star
        return star
    }

    func toggle(_ id: Int) {
        let star = star(id)
        star.isOn.toggle()
        count += star.isOn ? 1 : -1
    }

    /// The stars of each library the app has shown.
    @MainActor static func of(_ library: Library) -> Stars {
        let key = ObjectIdentifier(library)
        if let stars = all[key] { return stars }
        let stars = Stars()
        all[key] = stars
        return stars
    }
    @MainActor private static var all: [ObjectIdentifier: Stars] = [:]
}

struct ReadingListScreen: View {
    let library: Library

    var body: some View {
        VStack {
            FavouritesHeader(stars: Stars.of(library))
            List {
                ForEach(library.books) { book in
                    BookRow(title: book.title, id: book.id, stars: Stars.of(library))
                }
            }
        }
    }
}

struct FavouritesHeader: View {
    let stars: Stars

    var body: some View {
        Text("Favourites: \(stars.count)")
    }
}

struct BookRow: View {
    let title: String
    let id: Int
    let stars: Stars

    var body: some View {
        let star = stars.star(id)
        Button("\(star.isOn ? "★" : "☆") \(title)") {
            stars.toggle(id)
        }
    }
}
