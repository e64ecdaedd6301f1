import SwiftUI

/// A profile: the name leading and the buttons trailing on one line when
/// the row's ideal width fits, the buttons under the name otherwise.
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
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(profile.name).layoutPriority(1)
                Spacer()
                // No priority and no fixed size: the buttons share what the
                // name leaves with the Spacer.
                FollowButtons(isFollowing: $isFollowing)
            }
            VStack(alignment: .leading) {
                Text(profile.name)
                HStack { FollowButtons(isFollowing: $isFollowing) }
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
