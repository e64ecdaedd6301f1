import Foundation

// AppKit's popover (macOS 10.7), which menu-bar apps show their SwiftUI
// content in, and `NSBezierPath` (macOS 10.0), which custom `NSView`
// drawing builds. A popover holds its controller and whether it is shown
// (posting AppKit's notifications when that changes); nothing is drawn. A
// path keeps its elements and bounds, as `CGMutablePath` does here.
// https://developer.apple.com/documentation/appkit/nspopover
// https://developer.apple.com/documentation/appkit/nsbezierpath

@MainActor
public protocol NSPopoverDelegate: AnyObject {
    func popoverWillShow(_ notification: Notification)
    func popoverDidShow(_ notification: Notification)
    func popoverShouldClose(_ popover: NSPopover) -> Bool
    func popoverWillClose(_ notification: Notification)
    func popoverDidClose(_ notification: Notification)
}

extension NSPopoverDelegate {
    public func popoverWillShow(_ notification: Notification) {}
    public func popoverDidShow(_ notification: Notification) {}
    public func popoverShouldClose(_ popover: NSPopover) -> Bool { true }
    public func popoverWillClose(_ notification: Notification) {}
    public func popoverDidClose(_ notification: Notification) {}
}

@MainActor
open class NSPopover: NSResponder {
    public enum Behavior: Int, Sendable { case applicationDefined = 0, transient, semitransient }
    open var contentViewController: NSViewController?
    open var contentSize: NSSize = .zero
    open var behavior: Behavior = .applicationDefined
    open var animates = true
    open var appearance: Any?
    open var positioningRect: NSRect = .zero
    open weak var delegate: (any NSPopoverDelegate)?
    public private(set) var isShown = false
    open var isDetached: Bool { false }

    public override init() { super.init() }

    open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {
        guard !isShown else { return }
        self.positioningRect = positioningRect
        post(NSPopover.willShowNotification) { $0.popoverWillShow($1) }
        isShown = true
        post(NSPopover.didShowNotification) { $0.popoverDidShow($1) }
    }
    /// Closes it if the delegate agrees.
    open func performClose(_ sender: Any?) {
        guard isShown, delegate?.popoverShouldClose(self) ?? true else { return }
        close()
    }
    open func close() {
        guard isShown else { return }
        post(NSPopover.willCloseNotification) { $0.popoverWillClose($1) }
        isShown = false
        post(NSPopover.didCloseNotification) { $0.popoverDidClose($1) }
    }

    private func post(_ name: Notification.Name, _ tell: (any NSPopoverDelegate, Notification) -> Void) {
        let notification = Notification(name: name, object: self)
        if let delegate { tell(delegate, notification) }
        NotificationCenter.default.post(notification)
    }

    public static let willShowNotification = Notification.Name("NSPopoverWillShowNotification")
    public static let didShowNotification = Notification.Name("NSPopoverDidShowNotification")
    public static let willCloseNotification = Notification.Name("NSPopoverWillCloseNotification")
    public static let didCloseNotification = Notification.Name("NSPopoverDidCloseNotification")
}

extension NSWindow {
    /// The sheet attached to the window: none here (sheets are SwiftUI's `.sheet`).
    public var attachedSheet: NSWindow? { nil }
}

/// A path of lines and curves, with its stroke settings.
open class NSBezierPath: @unchecked Sendable {
    public enum LineCapStyle: UInt, Sendable { case butt = 0, round, square }
    public enum LineJoinStyle: UInt, Sendable { case miter = 0, round, bevel }
    public enum WindingRule: UInt, Sendable { case nonZero = 0, evenOdd }

    public private(set) var cgPath = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: LineCapStyle = .butt
    open var lineJoinStyle: LineJoinStyle = .miter
    open var windingRule: WindingRule = .nonZero
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6

    public init() {}
    public convenience init(rect: NSRect) { self.init(); appendRect(rect) }
    public convenience init(ovalIn rect: NSRect) { self.init(); appendOval(in: rect) }
    public convenience init(roundedRect rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        self.init(); appendRoundedRect(rect, xRadius: xRadius, yRadius: yRadius)
    }

    open var isEmpty: Bool { cgPath.isEmpty }
    open var bounds: NSRect { cgPath.boundingBox }
    open var currentPoint: NSPoint { cgPath.currentPoint }

    open func move(to point: NSPoint) { cgPath.move(to: point) }
    open func line(to point: NSPoint) { cgPath.addLine(to: point) }
    open func curve(to endPoint: NSPoint, controlPoint1: NSPoint, controlPoint2: NSPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func close() { cgPath.closeSubpath() }
    open func removeAllPoints() { cgPath = CGMutablePath() }
    open func appendRect(_ rect: NSRect) { cgPath.addRect(rect) }
    open func appendOval(in rect: NSRect) { cgPath.addEllipse(in: rect) }
    open func appendRoundedRect(_ rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
        cgPath.addRoundedRect(in: rect, cornerWidth: xRadius, cornerHeight: yRadius)
    }
    open func append(_ path: NSBezierPath) { cgPath.addPath(path.cgPath) }
    open func contains(_ point: NSPoint) -> Bool { bounds.contains(point) }
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
    /// Drawing needs a graphics context, which there is none of here: these do nothing.
    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    open func transform(using transform: AffineTransform) {}
}
