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

/// Layer styling, kept as set (`view.layer.cornerRadius = 8`). A UIKit
/// view's layer draws its `backgroundColor`, `opacity`, `isHidden` and its
/// border (`borderWidth` in `borderColor`, over the view's contents: the
/// SwiftUI simulator's Views/Representable.swift); the rest is kept only.
@MainActor
open class CALayer {
    /// `required`, as a `UIView` makes its layer from `layerClass` (Apple,
    /// `UIView.layerClass`, iOS 2), which may name a subclass (`AVPlayerLayer`).
    public required init() {}
    /// Apple, `CALayer.frame` / `bounds` (iOS 2): the layer's rectangle in its
    /// superlayer and in its own space; kept as set (nothing is composited).
    open var frame: CGRect = .zero {
        didSet { bounds.size = frame.size; position = CGPoint(x: frame.midX, y: frame.midY) }
    }
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var zPosition: CGFloat = 0
    /// Apple, `CALayer.sublayers` / `superlayer` / `addSublayer(_:)` (iOS 2):
    /// the layer tree as the app builds it (a player layer added to a view's
    /// layer, `playerLayer.removeFromSuperlayer()`).
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
    open var cornerRadius: CGFloat = 0
    /// Apple, `CALayer.borderWidth` (iOS 2): "The border is drawn inset
    /// from the receiver's bounds by the value specified in this property.
    /// It is composited above the receiver's contents and sublayers".
    open var borderWidth: CGFloat = 0
    /// Apple, `CALayer.borderColor` (iOS 2): "The default value of this
    /// property is an opaque black color."
    open var borderColor: CGColor? = .black
    open var backgroundColor: CGColor?
    open var masksToBounds = false
    open var opacity: Float = 1
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var isHidden = false
}

