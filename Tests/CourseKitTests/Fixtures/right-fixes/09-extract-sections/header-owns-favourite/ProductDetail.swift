import SwiftUI

struct ProductDetailView: View {
    let name: String
    let reviews: [Review]
    let photos: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ProductHeader(name: name)
                GallerySection(photos: photos)
                ReviewsSection(reviews: reviews)
            }
        }
    }
}

/// The only part that shows the favourite flag, so it owns it.
struct ProductHeader: View {
    let name: String
    @State private var isFavourite = false

    var body: some View {
        HStack {
            Text(name)
            Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
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
