import Foundation

// A stand-in for CoreMedia's time and sample types, which AVFoundation and
// ScreenCaptureKit re-export (as Apple's do).
// https://developer.apple.com/documentation/coremedia/cmtime

/// Apple: "A timestamp or duration" (value / timescale seconds).
public struct CMTime: Sendable, Hashable, Comparable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) { self.value = value; self.timescale = timescale }
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
}
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A media sample (a video frame, audio); none is ever produced here.
public final class CMSampleBuffer: @unchecked Sendable {}
