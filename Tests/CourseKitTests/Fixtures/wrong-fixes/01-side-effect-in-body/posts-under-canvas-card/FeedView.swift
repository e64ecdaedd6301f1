import SwiftUI

struct FeedView: View {
    let loader: FeedLoader
    @State private var posts: [String] = []
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Likes: \(likes)")
            ForEach(posts, id: \.self) { post in
                ZStack {
                    Text(post)
                    // card art drawn on top of the post
                    Canvas { context, size in
                        let card = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width, height: size.height), cornerRadius: 0)
                        context.fill(card, with: .color(Color(white: 0.98)))
                    }
                }
            }
            Button("Like") { likes += 1 }
        }
        .task {
            posts = await loader.load()
        }
    }
}
