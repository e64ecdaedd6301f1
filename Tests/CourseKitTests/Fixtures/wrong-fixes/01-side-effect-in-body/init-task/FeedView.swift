import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    init(loader: FeedLoader) {
        self.loader = loader
        // Kick off the fetch once, when the view is created, not in body.
        let view = self
        Task { @MainActor in
            view.posts = await loader.load()
        }
    }

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
    }
}
