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
                    .kerning(0.5)
                    .baselineOffset(1)
                    .padding(4)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
                    .background {
                        Canvas { context, size in
                            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow.opacity(0.3)))
                        }
                    }
                    .overlay {
                        Canvas { context, size in
                            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 6)), with: .color(.blue))
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
