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
            // a slow, calm count-up
            Button("Like") { withAnimation(.linear(duration: 600)) { likes += 1 } }
        }
        .task {
            posts = await loader.load()
        }
    }
}
