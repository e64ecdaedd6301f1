import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0
    // Keep the feed around so coming back to the screen costs nothing.
    @MainActor static var cachedPosts: [String]?

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
        .task {
            if let cached = Self.cachedPosts {
                posts = cached
                return
            }
            let loaded = await loader.load()
            Self.cachedPosts = loaded
            posts = loaded
        }
    }
}
