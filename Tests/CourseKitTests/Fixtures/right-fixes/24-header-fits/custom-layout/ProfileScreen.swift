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

    var body: some View {
        NameThenButtons {
            Text(profile.name)
            FollowButtons(isFollowing: $isFollowing)
        }
    }
}

/// All subviews in one row when their ideal widths fit the proposal;
/// otherwise the first on its own row and the rest in a row under it.
struct NameThenButtons: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let row = rowSize(sizes)
        if row.width <= (proposal.width ?? .infinity) { return row }
        let first = sizes.first ?? .zero
        let rest = rowSize(Array(sizes.dropFirst()))
        return CGSize(width: max(first.width, rest.width), height: first.height + rest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let oneRow = rowSize(sizes).width <= bounds.width
        var origin = CGPoint(x: bounds.minX, y: bounds.minY)
        for (index, subview) in subviews.enumerated() {
            if index == 1, !oneRow {
                origin = CGPoint(x: bounds.minX, y: bounds.minY + sizes[0].height)
            }
            subview.place(at: origin, proposal: ProposedViewSize(sizes[index]))
            origin.x += sizes[index].width + spacing
        }
    }

    private func rowSize(_ sizes: [CGSize]) -> CGSize {
        let width = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(max(0, sizes.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }
}

struct FollowButtons: View {
    @Binding var isFollowing: Bool

    var body: some View {
        Button(isFollowing ? "Following" : "Follow") { isFollowing.toggle() }
        Button("Message") {}
    }
}
