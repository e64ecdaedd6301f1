import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []

    var body: some View {
        VStack {
            Text("Likes: 3")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") {}
        }
        .task {
            posts = await loader.load()
        }
    }
}
