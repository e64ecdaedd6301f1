import SwiftUI

/// A profile: a header with the name and two buttons, the posts below.
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

/// The reader moved into a background, where it takes the header's size
/// instead of the whole screen: the common advice, and still a width in state.
struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool
    @State private var width: CGFloat = 0

    var body: some View {
        Group {
            if width >= 288 {
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
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            GeometryReader { proxy in
                Color.clear
                    .onAppear { width = proxy.size.width }
                    .onChange(of: proxy.size.width) { _, newWidth in width = newWidth }
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
