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
                GallerySection(photos: photos).equatable()
                ReviewsSection(reviews: reviews).equatable()
            }
        }
    }
}

struct GallerySection: View, Equatable {
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

struct ReviewsSection: View, Equatable {
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
