import SwiftUI

struct ProductDetailView: View {
    let name: String
    let reviews: [Review]
    let photos: [String]
    @State private var isFavourite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                header
                gallerySection
                reviewsSection
            }
        }
    }

    private var header: some View {
        HStack {
            Text(name)
            Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
        }
    }

    private var gallerySection: some View {
        VStack {
            Self.galleryProbe
            ForEach(photos, id: \.self) { photo in
                Image(photo)
            }
            Text("\(photos.count) photos")
        }
    }

    private var reviewsSection: some View {
        VStack(alignment: .leading) {
            Self.reviewsProbe
            Text("Reviews (\(reviews.count))")
            ForEach(reviews) { review in
                Text("\(review.author): \(review.stars)★ \(review.text)")
            }
        }
    }
}

extension ProductDetailView {
    static let galleryProbe = SectionProbe("gallery")
    static let reviewsProbe = SectionProbe("reviews")
}
