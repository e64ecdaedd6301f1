import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            PostsSection(loader: loader)
            Button("Like") { likes += 1 }
        }
    }
}

/// The posts and the request that fills them live together: the section
/// loads when it appears (and the load is cancelled if it goes away).
struct PostsSection: View {
    let loader: FeedLoader
    @State private var posts: [String] = []

    var body: some View {
        VStack {
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
        }
        .task {
            posts = await loader.load()
        }
    }
}
