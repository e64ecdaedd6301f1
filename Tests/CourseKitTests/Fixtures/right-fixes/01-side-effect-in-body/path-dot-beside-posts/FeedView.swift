import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
                    .padding(.leading, 12)
                    .overlay(alignment: .leading) {
                        // a small blue "new" dot in the leading padding
                        Path(ellipseIn: CGRect(x: 0, y: 6, width: 6, height: 6)).fill(Color.blue)
                    }
            }
            Button("Like") { likes += 1 }
        }
        .task {
            posts = await loader.load()
        }
    }
}
