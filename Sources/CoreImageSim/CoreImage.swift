import Foundation
@_exported import CoreGraphicsSim

// A stand-in for CoreImage (iOS 5 / macOS 10.4 on), as SwiftUI apps use it:
// make a QR code, blur or tint an image, turn the result into a `CGImage`
// for `Image`. No pixels are computed (the simulator draws none): an image
// keeps its extent, a filter's output has its input's extent (a generator's,
// the size Apple's generator gives: a QR code one point per module, about
// 23 × 23 for a short message), and every filter's parameters are kept by
// key, as `value(forKey:)` reads them back.
// https://developer.apple.com/documentation/coreimage

/// An image recipe: here, its extent.
public final class CIImage: @unchecked Sendable {
    public let extent: CGRect
    public init(extent: CGRect) { self.extent = extent }
    public convenience init(cgImage image: CGImage) { self.init(extent: CGRect(x: 0, y: 0, width: image.width, height: image.height)) }
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) { self.init(cgImage: image) }
    public convenience init(color: CIColor) { self.init(extent: .infinite) }
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        self.init(extent: .zero)
    }
    public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) { self.init(extent: .zero) }
    public static func empty() -> CIImage { CIImage(extent: .zero) }
    public static var black: CIImage { CIImage(color: .black) }
    public static var white: CIImage { CIImage(color: .white) }
    public static var clear: CIImage { CIImage(color: .clear) }

    public func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(matrix)) }
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage { transformed(by: matrix) }
    public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
    public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage { self }
    public func oriented(forExifOrientation orientation: Int32) -> CIImage { self }
    public func composited(over dest: CIImage) -> CIImage { CIImage(extent: extent.union(dest.extent)) }
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage { self }
    public func applyingFilter(_ filterName: String) -> CIImage { self }
    public func applyingGaussianBlur(sigma: Double) -> CIImage { self }
    public func settingAlphaOne(in extent: CGRect) -> CIImage { self }
    public func premultiplyingAlpha() -> CIImage { self }
    public func unpremultiplyingAlpha() -> CIImage { self }
    public var properties: [String: Any] { [:] }
    public var cgImage: CGImage? { nil }
}

public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = Self(rawValue: "kCIImageColorSpace"), applyOrientationProperty = Self(rawValue: "kCIImageApplyOrientationProperty")
}

/// EXIF orientations (ImageIO's type, which CoreImage uses).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

public final class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) { (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha) }
    public convenience init(cgColor: CGColor) { self.init(red: 0, green: 0, blue: 0) }
    public convenience init(string representation: String) { self.init(red: 0, green: 0, blue: 0) }
    public static let black = CIColor(red: 0, green: 0, blue: 0), white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0), red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0), blue = CIColor(red: 0, green: 0, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
}

public final class CIVector: @unchecked Sendable {
    public let values: [CGFloat]
    public init(values: [CGFloat]) { self.values = values }
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    public convenience init(cgPoint p: CGPoint) { self.init(values: [p.x, p.y]) }
    public convenience init(cgRect r: CGRect) { self.init(values: [r.minX, r.minY, r.width, r.height]) }
    public var x: CGFloat { values.first ?? 0 }
    public var y: CGFloat { values.count > 1 ? values[1] : 0 }
    public var count: Int { values.count }
}

/// Renders images. `createCGImage` gives a bitmap of the rectangle's size (no pixels).
public final class CIContext: @unchecked Sendable {
    public struct Option: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let useSoftwareRenderer = Self(rawValue: "kCIContextUseSoftwareRenderer"), workingColorSpace = Self(rawValue: "kCIContextWorkingColorSpace")
        public static let cacheIntermediates = Self(rawValue: "kCIContextCacheIntermediates")
    }
    public init() {}
    public init(options: [Option: Any]?) {}
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard fromRect.width.isFinite, fromRect.height.isFinite, !fromRect.isNull else { return nil }
        return CGImage(width: Int(fromRect.width.rounded()), height: Int(fromRect.height.rounded()))
    }
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? { nil }
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? { nil }
}

public struct CIFormat: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let RGBA8 = Self(rawValue: 24), ARGB8 = Self(rawValue: 23), BGRA8 = Self(rawValue: 22), RGBAh = Self(rawValue: 31), RGBAf = Self(rawValue: 34)
}
public struct CIImageRepresentationOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public let kCIInputImageKey = "inputImage", kCIOutputImageKey = "outputImage", kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius", kCIInputIntensityKey = "inputIntensity", kCIInputScaleKey = "inputScale"
public let kCIInputAngleKey = "inputAngle", kCIInputCenterKey = "inputCenter", kCIInputColorKey = "inputColor"
public let kCIInputSaturationKey = "inputSaturation", kCIInputBrightnessKey = "inputBrightness", kCIInputContrastKey = "inputContrast"
public let kCIInputSharpnessKey = "inputSharpness", kCIInputAmountKey = "inputAmount", kCIInputExtentKey = "inputExtent"

/// An image filter by name: its parameters are kept by key; its output has
/// its input image's extent (a generator's: its nominal size).
open class CIFilter: @unchecked Sendable {
    public let name: String
    private var values: [String: Any] = [:]
    public init?(name: String) { self.name = name }
    public init?(name: String, parameters params: [String: Any]?) { self.name = name; values = params ?? [:] }
    init(builtin name: String) { self.name = name }
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    open func setDefaults() {}
    open var inputKeys: [String] { values.keys.sorted() }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    open var attributes: [String: Any] { [:] }
    open var outputImage: CIImage? {
        if let input = values[kCIInputImageKey] as? CIImage { return CIImage(extent: input.extent) }
        return generatedExtent.map(CIImage.init(extent:))
    }
    /// A generator's output size (nil for a filter that needs an input image).
    var generatedExtent: CGRect? { nil }
    public class func filterNames(inCategory category: String?) -> [String] { [] }

    /// Typed access for the built-in filters' properties.
    func get<T>(_ key: String, default value: T) -> T { values[key] as? T ?? value }
    func set(_ key: String, _ value: Any?) { values[key] = value }
}
