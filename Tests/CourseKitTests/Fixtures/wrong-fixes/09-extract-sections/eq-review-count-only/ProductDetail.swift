import SwiftUI

struct ProductDetailView: View {
    let name: String
    let reviews: [Review]
    let photos: [String]
    @State private var isFavourite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Text(name)
                    Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
                }
                GallerySection(photos: photos)
                ReviewsSection(reviews: reviews)
                    .equatable()
            }
        }
    }
}

struct GallerySection: View {
    let photos: [String]

    var body: some View {
        VStack {
            SectionProbe("gallery")
            ForEach(photos, id: \.self) { photo in
                Image(photo)
            }
            Text("\(photos.count) photos")
        }
    }
}

extension ReviewsSection: Equatable {
    // A new review changes the count; that's when the section must redraw.
    nonisolated static func == (lhs: ReviewsSection, rhs: ReviewsSection) -> Bool {
        lhs.reviews.count == rhs.reviews.count
    }
}

struct ReviewsSection: View {
    let reviews: [Review]

    var body: some View {
        VStack(alignment: .leading) {
            SectionProbe("reviews")
            Text("Reviews (\(reviews.count))")
            ForEach(reviews) { review in
                Text("\(review.author): \(review.stars)★ \(review.text)")
            }
        }
    }
}
