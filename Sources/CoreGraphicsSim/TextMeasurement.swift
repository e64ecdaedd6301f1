import Foundation

// `NSString.size(withAttributes:)` and `String.size(withAttributes:)`, which
// UIKit and AppKit both declare (NSStringDrawing), here once for both
// stand-ins. There is no text engine: the size is an estimate from the
// font's point size (each character 0.6 × the size wide, a line 1.2 × the
// size high, 17 points without a font), enough to size a view, not to lay out text.
// https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)

/// What a platform font tells the estimate (UIFont and NSFont conform).
package protocol PlatformFontMetrics { var pointSize: CGFloat { get } }

package func estimatedTextSize(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let pointSize = attributes?.values.lazy.compactMap { ($0 as? PlatformFontMetrics)?.pointSize }.first ?? 17
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(width: (CGFloat(longest) * pointSize * 0.6).rounded(.up), height: (CGFloat(max(lines.count, 1)) * pointSize * 1.2).rounded(.up))
}

extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { estimatedTextSize(self as String, attrs) }
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { estimatedTextSize(self, attrs) }
}

extension NSAttributedString {
    public func size() -> CGSize {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if length > 0 { attributes = self.attributes(at: 0, effectiveRange: nil) }
        return estimatedTextSize(string, attributes)
    }
}
