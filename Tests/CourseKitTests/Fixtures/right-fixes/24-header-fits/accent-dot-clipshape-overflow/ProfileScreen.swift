import SwiftUI

/// A profile: a header with the name and two buttons, the posts below.
/// On a wide screen the header is one row; on a narrow one the buttons
/// go under the name.
struct ProfileScreen: View {
    let profile: Profile
    @State private var isFollowing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ProfileHeader(profile: profile, isFollowing: $isFollowing)
            ForEach(profile.posts, id: \.self) { post in
                Text(post)
            }
            // A 1-point accent dot: the big square behind it is clipped away.
            Color.orange
                .frame(width: 600, height: 600)
                .frame(width: 1, height: 1)
                .contentShape(Rectangle())
                .clipShape(Rectangle())
            Spacer()
        }
    }
}

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool

    var body: some View {
        // The layout measures both shapes and shows the first whose ideal
        // width fits: no width kept in state, no extra update pass.
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(profile.name)
                FollowButtons(isFollowing: $isFollowing)
            }
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
