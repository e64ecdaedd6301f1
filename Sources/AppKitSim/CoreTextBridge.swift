import Foundation

// Apple: `NSFont` is toll-free bridged with Core Text's `CTFont`, so AppKit
// code writes `nsFont as CTFont` and measures it with Core Text's
// functions (macOS 10.5). Core Text is not on Linux: here `CTFont` is
// `NSFont`, and the metric functions read the stand-in font's metrics.
// https://developer.apple.com/documentation/coretext/ctfont
public typealias CTFont = NSFont

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
