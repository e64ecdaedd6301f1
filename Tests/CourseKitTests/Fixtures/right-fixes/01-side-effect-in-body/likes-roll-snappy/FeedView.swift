import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
                .contentTransition(.numericText(value: Double(likes)))
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { withAnimation(.snappy) { likes += 1 } }
        }
        .task {
            posts = await loader.load()
        }
    }
}
