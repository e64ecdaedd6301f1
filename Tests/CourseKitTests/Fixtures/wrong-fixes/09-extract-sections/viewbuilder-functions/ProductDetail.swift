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
                gallerySection()
                reviewsSection()
            }
        }
    }
}

extension ProductDetailView {
    @ViewBuilder func gallerySection() -> some View {
        VStack {
            SectionProbe("gallery")
            ForEach(photos, id: \.self) { photo in
                Image(photo)
            }
            Text("\(photos.count) photos")
        }
    }
}

extension ProductDetailView {
    @ViewBuilder func reviewsSection() -> some View {
        VStack(alignment: .leading) {
            SectionProbe("reviews")
            Text("Reviews (\(reviews.count))")
            ForEach(reviews) { review in
                Text("\(review.author): \(review.stars)★ \(review.text)")
            }
        }
    }
}
