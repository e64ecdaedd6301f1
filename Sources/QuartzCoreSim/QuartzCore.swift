import CoreGraphicsSim
import Foundation

// The stand-in for Apple's QuartzCore (Core Animation) as SwiftUI code uses it
// (`import QuartzCore`, through `-module-alias`; round 11). SwiftUI and UIKit
// re-export it, as `import SwiftUI` makes `CACurrentMediaTime()` visible on
// Apple's platforms. Nothing is drawn: a layer keeps its styling as set.
// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime(),
// https://developer.apple.com/documentation/corefoundation/cftimeinterval

/// Core Foundation's interval in seconds (Apple: `typealias CFTimeInterval = Double`).
public typealias CFTimeInterval = Double

/// Apple: "Returns the current absolute time, in seconds": the host's
/// monotonic clock (`mach_absolute_time` there, `CLOCK_MONOTONIC` here), so
/// only differences between two readings mean anything.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}

/// Layer styling, kept as set (`view.layer.cornerRadius = 8`); nothing is drawn from it.
@MainActor
open class CALayer {
    public init() {}
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var opacity: Float = 1
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var isHidden = false
}

