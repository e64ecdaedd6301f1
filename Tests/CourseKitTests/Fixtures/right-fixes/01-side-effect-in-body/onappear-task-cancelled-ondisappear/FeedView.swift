import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0
    @State private var loading: Task<Void, Never>?

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
        .onAppear {
            loading = Task { posts = await loader.load() }
        }
        .onDisappear {
            loading?.cancel()
        }
    }
}
