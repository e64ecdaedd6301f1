import SwiftUI

/// A profile with the standard margins: the header one row when it fits,
/// the buttons under the name when it does not.
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
        .padding(.horizontal)
    }
}

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool

    var body: some View {
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
