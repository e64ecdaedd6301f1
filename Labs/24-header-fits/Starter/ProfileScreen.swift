import SwiftUI

/// A profile: a header with the name and two buttons, the posts below.
/// On a wide screen the header is one row; on a narrow one the buttons
/// go under the name.
struct ProfileScreen: View {
    let profile: Profile
    @State private var isFollowing = false
    @State private var width: CGFloat = 0

    var body: some View {
        // Read the screen's width, keep it, and decide from it.
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                ProfileHeader(profile: profile, isFollowing: $isFollowing, isWide: width >= 240)
                ForEach(profile.posts, id: \.self) { post in
                    Text(post)
                }
                Spacer()
            }
            .onAppear { width = proxy.size.width }
            .onChange(of: proxy.size.width) { _, newWidth in width = newWidth }
        }
    }
}

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool
    let isWide: Bool

    var body: some View {
        if isWide {
            HStack {
                Text(profile.name)
                FollowButtons(isFollowing: $isFollowing)
            }
        } else {
            VStack(alignment: .leading) {
                Text(profile.name)
                HStack {
                    FollowButtons(isFollowing: $isFollowing)
                }
            }
        }
    }
}

struct FollowButtons: View {
    @Binding var isFollowing: Bool

    var body: some View {
        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        Button("Message") {}
    }
}
