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

/// One row when the name and both buttons fit at their ideal widths;
/// otherwise the name on top and the buttons in a row under it.
struct HeaderLayout: Layout {
    var spacing: CGFloat = 8

    private func oneRowWidth(_ sizes: [CGSize]) -> CGFloat {
        sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(sizes.count - 1, 0))
    }

    private func fitsOneRow(_ proposal: ProposedViewSize, _ sizes: [CGSize]) -> Bool {
        guard let width = proposal.width else { return true }
        return oneRowWidth(sizes) <= width
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews allSubviews: Subviews, cache: inout ()) -> CGSize {
        let subviews = allSubviews.dropLast()
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        guard let first = sizes.first else { return .zero }
        if fitsOneRow(proposal, sizes) {
            return CGSize(width: oneRowWidth(sizes), height: sizes.map(\.height).max() ?? 0)
        }
        let buttons = Array(sizes.dropFirst())
        let buttonsHeight = buttons.map(\.height).max() ?? 0
        return CGSize(width: max(first.width, oneRowWidth(buttons)), height: first.height + spacing + buttonsHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews allSubviews: Subviews, cache: inout ()) {
        // The last subview is the header's shade, laid over the whole header.
        allSubviews.last?.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(bounds.size))
        let subviews = Array(allSubviews.dropLast())
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        guard let first = sizes.first else { return }
        if fitsOneRow(ProposedViewSize(width: bounds.width, height: nil), sizes) {
            var x = bounds.minX
            for (subview, size) in zip(subviews, sizes) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        } else {
            subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: ProposedViewSize(first))
            var x = bounds.minX
            let y = bounds.minY + first.height + spacing
            for (subview, size) in zip(subviews.dropFirst(), sizes.dropFirst()) {
                subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }
}

struct ProfileHeader: View {
    let profile: Profile
    @Binding var isFollowing: Bool

    var body: some View {
        HeaderLayout {
            Text(profile.name)
            FollowButtons(isFollowing: $isFollowing)
            // A soft shade to set the header apart.
            Capsule().fill(Color.white)
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
