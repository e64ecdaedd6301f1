import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Likes: \(likes)")
            VStack(spacing: 0) {
                ForEach(posts, id: \.self) { post in
                    Text(post)
                }
            }
            .frame(height: 120)
            // a later sibling draws on top: a white block moved up over the posts
            Color.white
                .frame(height: 120)
                .offset(y: -120)
                .zIndex(1)
            Button("Like") { likes += 1 }
                .offset(y: -120)
        }
        .task {
            posts = await loader.load()
        }
    }
}
