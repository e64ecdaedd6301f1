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
        // Read the width during layout (no state): one row needs 288 points.
        GeometryReader { proxy in
            if proxy.size.width >= 288 {
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
}

struct FollowButtons: View {
    @Binding var isFollowing: Bool

    var body: some View {
        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        Button("Message") {}
    }
}
