import CoreGraphicsSim
import Foundation

// Apple: `NSFont` is toll-free bridged with Core Text's `CTFont`, so AppKit
// code writes `nsFont as CTFont` and measures it with Core Text's functions
// (macOS 10.5). `CTFont` and those functions are CoreGraphicsSim's
// (CoreText.swift), shared with UIKit's `UIFont`.
// https://developer.apple.com/documentation/coretext/ctfont
extension NSFont: CTFont {}
