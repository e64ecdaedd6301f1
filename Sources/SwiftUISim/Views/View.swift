// As in SwiftUI, `import SwiftUI` brings Foundation (UUID, Date, sleep...),
// Observation and Combine's names (ObservableObject, @Published, publishers)
// with it, so Xcode code that imports only SwiftUI compiles here. Combine is
// the stand-in module Sources/CombineSim (`import Combine` names it too).
@_exported import CombineSim
// As `import SwiftUI` brings UIKit on iOS and AppKit on macOS (and both
// CoreGraphics): the stand-ins (docs/simulator.md, "Platform stand-ins").
@_exported import CoreGraphicsSim
@_exported import UIKitSim
@_exported import AppKitSim
// SwiftUI API takes UTType (`fileImporter`), so its names come with SwiftUI here.
@_exported import UniformTypeIdentifiersSim
@_exported import WatchKitSim
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
// URLSession, URLRequest… live here on Linux; on Apple platforms Foundation has them.
@_exported import FoundationNetworking
#endif

/// A piece of user interface described as a value. As in SwiftUI, a view is a
/// cheap struct; the graph decides when its `body` runs.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }

    /// How the graph expands a built-in view (primitives, containers,
    /// modifiers) into children. Custom views keep the default: run `body`.
    /// This plays the role of SwiftUI's `_makeView`.
    static func _expand(_ view: Self, into children: inout _Children)

    /// Built-in views report what they are (a text, a button...) so the host
    /// can find them; custom views report `.custom`.
    static var _role: _ViewRole { get }
}

extension View {
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.body)
    }
    public static var _role: _ViewRole { .custom }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in views have no body of their own: asking for it is a programming error.
extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never called")
    }
}

/// What kind of built-in a view is. Opaque outside the simulator.
public struct _ViewRole: Sendable {
    enum Kind: Sendable { case custom, primitive, container, group, modifier, equatable }
    let kind: Kind
    var isLazy = false
    /// A built-in whose expansion reads state (a presentation's
    /// `isPresented`, a TabView's selection): it re-expands when that changes.
    var tracksReads = false
    static let custom = _ViewRole(kind: .custom)
    static let group = _ViewRole(kind: .group)
    static let equatableView = _ViewRole(kind: .equatable)
    static let lazyContainer = _ViewRole(kind: .container, isLazy: true)
    static let primitive = _ViewRole(kind: .primitive)
    static let container = _ViewRole(kind: .container)
    static let modifier = _ViewRole(kind: .modifier)
}

/// Xcode's older preview declaration: compiles, never runs (the canvas is
/// not simulated; `#Preview` blocks are left out by the runner).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

extension View {
    public func previewDisplayName(_ name: String?) -> some View { self }
}
