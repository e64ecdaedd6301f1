import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []

    var body: some View {
        VStack {
            LikeBar()
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
        }
        .task {
            posts = await loader.load()
        }
    }
}

/// The like counter owns its own state: a tap re-runs only this small view.
struct LikeBar: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            Button("Like") { likes += 1 }
        }
    }
}
