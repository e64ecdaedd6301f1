import Foundation

// The pointer's look over a view (macOS 15, visionOS 2; iPadOS 26 has no
// `PointerStyle`): there is no pointer here, so the style is recorded on the
// view and does nothing else, and `pointerVisibility` likewise.
// https://developer.apple.com/documentation/swiftui/pointerstyle,
// https://developer.apple.com/documentation/swiftui/view/pointerstyle(_:)

/// "A style describing the appearance of the pointer (also called a cursor)
/// when it's hovered over a view."
public struct PointerStyle: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    public static let `default` = PointerStyle("default"), horizontalText = PointerStyle("horizontalText"),
        verticalText = PointerStyle("verticalText"), rectSelection = PointerStyle("rectSelection"),
        grabIdle = PointerStyle("grabIdle"), grabActive = PointerStyle("grabActive"), link = PointerStyle("link"),
        zoomIn = PointerStyle("zoomIn"), zoomOut = PointerStyle("zoomOut"),
        columnResize = PointerStyle("columnResize"), rowResize = PointerStyle("rowResize")
    public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle { PointerStyle("columnResize") }
    public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle { PointerStyle("rowResize") }
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection.Set = .all) -> PointerStyle {
        PointerStyle("frameResize(\(position))")
    }
    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle { PointerStyle("image") }
    public static func shape(_ shape: some Shape, eoFill: Bool = false, size: CGSize) -> PointerStyle { PointerStyle("shape") }
}

/// The edge or corner a frame is resized from (macOS 15).
public enum FrameResizePosition: Hashable, Sendable {
    case top, leading, bottom, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// The directions a frame can be resized in (macOS 15).
public enum FrameResizeDirection: Hashable, Sendable {
    case inward, outward
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let inward = Set(rawValue: 1), outward = Set(rawValue: 2), all: Set = [.inward, .outward]
    }
}

extension View {
    /// Sets the pointer's look over this view (macOS 15); nil keeps the
    /// surrounding one. Recorded.
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(_RecordedModifier("pointerStyle(\(style.map(\.description) ?? "nil"))"))
    }
    /// Shows or hides the pointer over this view (macOS 15). Recorded.
    public func pointerVisibility(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("pointerVisibility")) }
}

/// A horizontal direction (iOS 18, macOS 15), and a set of them.
public enum HorizontalDirection: Int8, CaseIterable, Hashable, Sendable, Codable {
    case leading, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
        public static let leading = Set(.leading), trailing = Set(.trailing), all: Set = [.leading, .trailing]
    }
}

/// A vertical direction (iOS 18, macOS 15), and a set of them.
public enum VerticalDirection: Int8, CaseIterable, Hashable, Sendable, Codable {
    case up, down
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
        public static let up = Set(.up), down = Set(.down), all: Set = [.up, .down]
    }
}
