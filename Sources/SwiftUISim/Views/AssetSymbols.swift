import Foundation

// Asset symbols (Xcode 15): for each colour and image in an asset catalogue,
// Xcode generates `extension ColorResource { static let skyBlue =
// ColorResource(name: "SkyBlue", bundle: resourceBundle) }`, so code writes
// `Color(.skyBlue)`. Here the app (or its stub) declares those statics; the
// colour is named after the asset.
// https://developer.apple.com/documentation/developertoolssupport/colorresource

public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension ShapeStyle where Self == Color {
    /// `.foregroundStyle(.skyBlue)`: Xcode generates these too, from the same statics.
    public static func resource(_ resource: ColorResource) -> Color { Color(resource) }
}

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
