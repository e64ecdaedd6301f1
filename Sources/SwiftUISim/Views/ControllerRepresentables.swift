// The other representables SwiftUI declares beside `UIViewRepresentable`
// (Views/Representable.swift): `UIViewControllerRepresentable` (iOS 13),
// `NSViewRepresentable` and `NSViewControllerRepresentable` (macOS 10.15),
// over the UIKit and AppKit stand-ins. The graph gives each the documented
// contract `UIViewRepresentable` has: a new identity calls
// `makeCoordinator()`, then `make…(context:)` once, then `update…(_:context:)`;
// every later pass that hands it a new value (or where state its update read
// changed) calls `update…` with the same object; the identity's end calls
// `dismantle…(_:coordinator:)`. Nothing is drawn: the object's view is opaque
// here (laid out as a clear colour). `ViewHost.representableCalls` counts
// `UIViewRepresentable`s only; these count in the same log under their type.
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// https://developer.apple.com/documentation/swiftui/nsviewrepresentable
// https://developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable

/// Wraps a UIKit view controller the app creates and updates itself.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: _PlatformRepresentable {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// iOS 16: the size the controller's view wants; nil lets the view fill what it is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}
extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

extension UIViewControllerRepresentable {
    public static func _expand(_ view: Self, into children: inout _Children) {
        PlatformRecords.expand(
            &children, makeCoordinator: { view.makeCoordinator() },
            make: { view.makeUIViewController(context: Context(coordinator: $0, environment: $1)) },
            update: { view.updateUIViewController($0, context: Context(coordinator: $1, environment: $2)) },
            dismantle: { Self.dismantleUIViewController($0, coordinator: $1) })
    }
    public static var _role: _ViewRole { _ViewRole(kind: .primitive, tracksReads: true) }
}

/// Wraps an AppKit view the app creates and updates itself.
@MainActor @preconcurrency
public protocol NSViewRepresentable: _PlatformRepresentable {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// macOS 13: the size the view wants; nil lets it fill what it is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }
}
extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@MainActor
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

extension NSViewRepresentable {
    public static func _expand(_ view: Self, into children: inout _Children) {
        PlatformRecords.expand(
            &children, makeCoordinator: { view.makeCoordinator() },
            make: { view.makeNSView(context: Context(coordinator: $0, environment: $1)) },
            update: { view.updateNSView($0, context: Context(coordinator: $1, environment: $2)) },
            dismantle: { Self.dismantleNSView($0, coordinator: $1) })
    }
    public static var _role: _ViewRole { _ViewRole(kind: .primitive, tracksReads: true) }
}

/// Wraps an AppKit view controller the app creates and updates itself.
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: _PlatformRepresentable {
    associatedtype NSViewControllerType: NSViewController
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>
    func makeNSViewController(context: Context) -> NSViewControllerType
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize?
}

extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize? { nil }
}
extension NSViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

@MainActor
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction = Transaction()
}

extension NSViewControllerRepresentable {
    public static func _expand(_ view: Self, into children: inout _Children) {
        PlatformRecords.expand(
            &children, makeCoordinator: { view.makeCoordinator() },
            make: { view.makeNSViewController(context: Context(coordinator: $0, environment: $1)) },
            update: { view.updateNSViewController($0, context: Context(coordinator: $1, environment: $2)) },
            dismantle: { Self.dismantleNSViewController($0, coordinator: $1) })
    }
    public static var _role: _ViewRole { _ViewRole(kind: .primitive, tracksReads: true) }
}

/// One mechanism for the three: the platform object of a node's identity,
/// kept in `Representables.records` so the graph's teardown dismantles it.
@MainActor
enum PlatformRecords {
    final class Record<Platform: AnyObject, Coordinator>: Representables.AnyRecord {
        let platform: Platform
        let coordinator: Coordinator
        let dismantler: @MainActor (Platform, Coordinator) -> Void
        init(owner: Node, platform: Platform, coordinator: Coordinator, dismantler: @escaping @MainActor (Platform, Coordinator) -> Void) {
            (self.platform, self.coordinator, self.dismantler) = (platform, coordinator, dismantler)
            super.init(owner: owner)
        }
        override func dismantle() { dismantler(platform, coordinator) }
    }

    static func expand<Platform: AnyObject, Coordinator>(
        _ children: inout _Children, makeCoordinator: () -> Coordinator,
        make: (Coordinator, EnvironmentValues) -> Platform,
        update: (Platform, Coordinator, EnvironmentValues) -> Void,
        dismantle: @escaping @MainActor (Platform, Coordinator) -> Void
    ) {
        let node = children.node
        let log = Representables.log(for: node.graph)
        let name = node.typeName
        let record: Record<Platform, Coordinator>
        if let existing = Representables.records[ObjectIdentifier(node)] as? Record<Platform, Coordinator>, existing.owner === node {
            record = existing
        } else {
            log.count(name) { $0.makeCoordinator += 1 }
            let coordinator = makeCoordinator()
            log.count(name) { $0.makeUIView += 1 }
            record = Record(owner: node, platform: make(coordinator, node.environment), coordinator: coordinator, dismantler: dismantle)
            Representables.records[ObjectIdentifier(node)] = record
        }
        log.count(name) { $0.updateUIView += 1 }
        update(record.platform, record.coordinator, node.environment)
        children.facts.layout = .color(.clear)
    }
}
