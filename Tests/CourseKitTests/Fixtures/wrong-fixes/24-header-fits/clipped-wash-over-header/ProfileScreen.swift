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
                .overlay {
                    // A brand wash, cut to the header's own frame.
                    Color.white
                        .frame(width: 2000, height: 2000)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .clipped()
                }
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
