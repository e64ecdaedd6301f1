import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        let _ = loadIfNeeded()
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
    }

    // Only fetch while we have nothing yet.
    private func loadIfNeeded() {
        guard posts.isEmpty else { return }
        Task {
            posts = await loader.load()
        }
    }
}
