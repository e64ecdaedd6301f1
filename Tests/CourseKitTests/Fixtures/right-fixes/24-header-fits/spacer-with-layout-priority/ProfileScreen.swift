import SwiftUI

/// A profile: the name leading and the buttons trailing when they fit on
/// one line, the buttons under the name when they do not; the posts below.
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
                // The name is given the room it needs before the spacer.
                Text(profile.name)
                    .layoutPriority(1)
                Spacer()
                // The buttons keep their ideal width: the Spacer, not they,
                // gives way when space is short.
                HStack { FollowButtons(isFollowing: $isFollowing) }
                    .fixedSize()
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
