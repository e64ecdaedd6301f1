import Foundation

// Core Text's `CTFont` (iOS 3.2, macOS 10.5), to which UIKit's `UIFont` and
// AppKit's `NSFont` are toll-free bridged: code writes `uiFont as CTFont`
// (`Font(textFont as CTFont)`) or `nsFont as CTFont` and measures it with
// Core Text's functions. Core Text is not on Linux: here `CTFont` is what
// both stand-in fonts are (a protocol both conform to, so either converts
// with `as`), and the metric functions read the stand-in font's metrics.
// https://developer.apple.com/documentation/coretext/ctfont
public protocol CTFont: AnyObject, Sendable {
    var fontName: String { get }
    var pointSize: CGFloat { get }
    var ascender: CGFloat { get }
    /// Negative, below the baseline (UIKit's and AppKit's sign).
    var descender: CGFloat { get }
    var leading: CGFloat { get }
    var capHeight: CGFloat { get }
    var xHeight: CGFloat { get }
}

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
/// Core Text's descent is positive.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
