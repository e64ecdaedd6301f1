import Foundation

// iOS 16 / macOS 13: `SharePreview` and the `ShareLink` initializers that
// take one (round 11). There is no share sheet here: the link is a button
// that does nothing (as `ShareLink`'s other forms), and the preview is kept.
// https://developer.apple.com/documentation/swiftui/sharepreview,
// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:preview:)

/// Apple: "A representation of a type to display in a share preview."
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title as written (a key or a string).
    let title: Text
    let image: Image?
    let icon: Icon?
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

extension SharePreview {
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
}

/// CoreTransferable: `Never` is transferable, so a preview without an image or icon has a type.
extension Never: Transferable {
    public static var transferRepresentation: _TransferRepresentations<Never> { _TransferRepresentations(count: 0) }
}

extension ShareLink {
    /// An item with a preview, under a label of the app's (iOS 16).
    public init<I: Transferable, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil,
                                                            preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
    /// Items, each with a preview, under a label of the app's (iOS 16).
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(items: Data, subject: Text? = nil, message: Text? = nil,
                                                                         preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                                                                         @ViewBuilder label: () -> Label) where Data.Element: Transferable {
        self.init(item: items, subject: subject, message: message, label: label)
    }
    /// Items under a label of the app's (iOS 16).
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element: Transferable {
        self.init(item: items, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == SwiftUISim.Label<Text, Image> {
    /// An item with a preview, under the standard "Share" label (iOS 16).
    public init<I: Transferable, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil,
                                                            preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }
    public init<S: StringProtocol, I: Transferable, PreviewImage, PreviewIcon>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                                              preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(title, item: item, subject: subject, message: message)
    }
    public init<I: Transferable, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                                            preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { SwiftUISim.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
    /// Items, each with a preview, under the standard label (iOS 16).
    public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(items: Data, subject: Text? = nil, message: Text? = nil,
                                                                         preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)
    where Data.Element: Transferable {
        self.init(item: items, subject: subject, message: message)
    }
    /// Items under the standard label (iOS 16).
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element: Transferable {
        self.init(item: items, subject: subject, message: message)
    }
}
