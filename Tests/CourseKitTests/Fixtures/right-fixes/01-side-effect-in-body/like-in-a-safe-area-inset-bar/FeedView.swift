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
        }
        // A bottom bar: the content is inset above it, never under it.
        .safeAreaInset(edge: .bottom) {
            Button("Like") { likes += 1 }
                .frame(maxWidth: .infinity)
                .padding(8)
                .background(Color.white)
        }
        .task {
            posts = await loader.load()
        }
    }
}
