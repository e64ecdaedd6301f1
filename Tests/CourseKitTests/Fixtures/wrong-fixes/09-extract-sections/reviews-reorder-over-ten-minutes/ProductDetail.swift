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

struct ReviewsSection: View {
    let reviews: [Review]

    var body: some View {
        VStack(alignment: .leading) {
            SectionProbe("reviews")
            Text("Reviews (\(reviews.count))")
                .contentTransition(.identity)
            ForEach(reviews) { review in
                Text("\(review.author): \(review.stars)★ \(review.text)")
                    .contentTransition(.identity)
                    .transition(.identity)
            }
        }
        // Reviews glide to their new places when the shop re-sorts them.
        .animation(.linear(duration: 600), value: reviews.map(\.id))
    }
}
