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
            GalleryProbe()
            ForEach(photos, id: \.self) { photo in
                Image(photo)
            }
            Text("\(photos.count) photos")
        }
    }

    private var reviewsSection: some View {
        VStack(alignment: .leading) {
            ReviewsProbe()
            Text("Reviews (\(reviews.count))")
            ForEach(reviews) { review in
                Text("\(review.author): \(review.stars)★ \(review.text)")
            }
        }
    }
}

struct GalleryProbe: View { var body: some View { SectionProbe("gallery") } }
struct ReviewsProbe: View { var body: some View { SectionProbe("reviews") } }
