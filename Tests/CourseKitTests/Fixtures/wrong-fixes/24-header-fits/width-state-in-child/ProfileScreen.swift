import SwiftUI

struct ProfileScreen: View {
    let profile: Profile
    @State private var isFollowing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProfileHeader(profile: profile, isFollowing: $isFollowing)
            ForEach(profile.posts, id: \.self) { post in
                Text(post)
            }
            Spacer()
        }
    }
}

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool

    var body: some View {
        HeaderShape(profile: profile, isFollowing: $isFollowing)
    }
}

/// The starter's width-in-state, one level down.
struct HeaderShape: View {
    let profile: Profile
    @Binding var isFollowing: Bool
    @State private var available: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading) {
                if available >= CGFloat("\(profile.name) \(isFollowing ? "Following" : "Follow") Message".count) * 8 {
                    HStack {
                        Text(profile.name)
                        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                        Button("Message") {}
                    }
                } else {
                    Text(profile.name)
                    HStack {
                        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
                        Button("Message") {}
                    }
                }
            }
            .onAppear { available = proxy.size.width }
            .onChange(of: proxy.size.width) { available = proxy.size.width }
        }
    }
}
