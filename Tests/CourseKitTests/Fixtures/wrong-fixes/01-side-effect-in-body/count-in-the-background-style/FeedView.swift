import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        VStack {
            // A quiet count: drawn in the background style.
            Text("Likes: \(likes)")
                .foregroundStyle(.background)
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
        .task {
            posts = await loader.load()
        }
    }
}
