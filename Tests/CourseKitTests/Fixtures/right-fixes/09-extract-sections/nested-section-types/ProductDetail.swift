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
                Gallery(photos: photos)
                Reviews(reviews: reviews)
            }
        }
    }

    /// Reads isFavourite, so it belongs to this body anyway.
    private var header: some View {
        HStack {
            Text(name)
            Button(isFavourite ? "Unfavourite" : "Favourite") { isFavourite.toggle() }
        }
    }
}

// The sections are views of their own, scoped to the screen that uses them.
// Each takes only what it shows, so a Favourite tap leaves their inputs equal
// and SwiftUI skips their bodies.
extension ProductDetailView {
    struct Gallery: View {
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

    struct Reviews: View {
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
}
