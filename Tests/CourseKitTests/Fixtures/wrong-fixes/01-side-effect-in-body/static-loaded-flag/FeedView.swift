import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0
    // Make sure we only ever hit the network once.
    @MainActor static var didLoad = false

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { likes += 1 }
        }
        .task {
            guard !Self.didLoad else { return }
            Self.didLoad = true
            posts = await loader.load()
        }
    }
}
