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
            }
            Button("Like") { likes += 1 }
        }
        .task {
            // Already loaded: keep what we have instead of fetching again.
            if !posts.isEmpty { return }
            posts = await loader.load()
        }
    }
}
