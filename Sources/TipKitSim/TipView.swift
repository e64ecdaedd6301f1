import Foundation
import SwiftUISim

/// Apple: "A user interface element that represents an inline tip."
/// https://developer.apple.com/documentation/tipkit/tipview (iOS 17)
///
/// While its tip's status is `.available` it shows the tip's image, title,
/// message and actions, with a close button ("Close tip", as VoiceOver
/// reads it); closing invalidates the tip (`.tipClosed`) and the view shows
/// nothing from then on. An action calls the `action` closure.
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?
    let action: @MainActor (Tips.Action) -> Void

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    public var body: some View {
        if tip.shouldDisplay {
            _TipContent(tip: tip, action: action)
        }
    }
}

/// What a tip shows, inline or in a popover.
struct _TipContent<T: Tip>: View {
    let tip: T
    let action: @MainActor (Tips.Action) -> Void
    @Environment(\._tipImageSize) private var imageSize

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top) {
                if let image = tip.image { image.frame(width: imageSize?.width, height: imageSize?.height) }
                VStack(alignment: .leading, spacing: 4) {
                    tip.title.font(.headline)
                    if let message = tip.message { message.font(.subheadline).foregroundStyle(.secondary) }
                }
                Spacer(minLength: 0)
                Button { tip.invalidate(reason: .tipClosed) } label: { Label("Close tip", systemImage: "xmark").labelStyle(.iconOnly) }
            }
            ForEach(tip.actions) { item in
                Divider()
                Button { item(); action(item) } label: { item.label() }
            }
        }
        .padding()
        .onAppear { Tips.datastore.displayed(tip) }
    }
}

extension View {
    /// Presents a popover tip pointing at this view while the tip is
    /// available (iOS 17; `arrowEdge` optional from iOS 18). In a phone's
    /// compact width a popover shows as a sheet here, as `popover` does.
    /// https://developer.apple.com/documentation/swiftui/view/popovertip(_:arrowedge:action:)
    public func popoverTip<Content: Tip>(
        _ tip: Content, arrowEdge: Edge? = .top, action: @escaping @MainActor (Tips.Action) -> Void = { _ in }
    ) -> some View {
        popover(isPresented: Binding(get: { tip.shouldDisplay }, set: { shown in if !shown { tip.invalidate(reason: .tipClosed) } })) {
            _TipContent(tip: tip, action: action)
        }
    }

    /// https://developer.apple.com/documentation/swiftui/view/tipbackground(_:)
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { background(style) }
    /// https://developer.apple.com/documentation/swiftui/view/tipcornerradius(_:antialiased:)
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: cornerRadius))
    }
    /// https://developer.apple.com/documentation/swiftui/view/tipimagesize(_:)
    public func tipImageSize(_ size: CGSize) -> some View { environment(\._tipImageSize, size) }
}

private struct TipImageSizeKey: EnvironmentKey { static let defaultValue: CGSize? = nil }
extension EnvironmentValues {
    var _tipImageSize: CGSize? {
        get { self[TipImageSizeKey.self] }
        set { self[TipImageSizeKey.self] = newValue }
    }
}
