import Foundation

// Modifiers real apps use that the simulator records and does not act on
// (there is no pointer, no drag and drop, no hardware keyboard focus
// scope), as Apple declares them: drop targets (`onDrop`, `DropDelegate`,
// iOS 13.4 / macOS 10.15), continuous hover (iOS 16 / macOS 13), list-row
// edit locks (`deleteDisabled`, `moveDisabled` iOS 13, `selectionDisabled`
// iOS 17), dialog decorations (`dialogIcon`, `dialogSeverity` iOS 17 /
// macOS 13), `alternatingRowBackgrounds` (macOS 14), `buttonRepeatBehavior`
// and `badgeProminence` (iOS 17), `labelsVisibility` (iOS 18),
// `menuActionDismissBehavior` (iOS 16.4), focus scopes and default focus
// (macOS 12 / iOS 14), and `transformEnvironment` (iOS 13), which does act:
// it rewrites the environment below it as `environment(_:_:)` does.
// https://developer.apple.com/documentation/swiftui/dropdelegate, …/view/ondrop(of:istargeted:perform:)-…,
// …/view/oncontinuoushover(coordinatespace:perform:), …/view/deletedisabled(_:),
// …/view/dialogseverity(_:), …/view/alternatingrowbackgrounds(_:), …/view/transformenvironment(_:transform:).

// MARK: Drop

/// Apple: "The current state of a drop."
public struct DropInfo {
    public var location: CGPoint
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
    public func hasItemsConforming(to types: [String]) -> Bool { false }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    public func itemProviders(for types: [String]) -> [NSItemProvider] { [] }
}

/// Apple: "Operation types that determine how a drag and drop session resolves when the user drops a drag item."
public enum DropOperation: Hashable, Sendable { case cancel, forbidden, copy, move }

/// Apple: "The behavior of a drop."
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Apple: "An interface that you implement to interact with a drop operation in a view modified to accept drops." Every method but `performDrop` has a default, as in SwiftUI.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// Apple: "The current hovering state and value of the pointer" (iOS 16 / macOS 13).
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// Apple: "The severity of an alert or confirmation dialog" (iOS 17 / macOS 13).
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), critical = Self(name: "critical")
    public static let standard = Self(name: "standard"), `default` = Self(name: "standard")
}

/// Apple: "The visibility of alternating row backgrounds" (macOS 14).
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

/// Apple: "The options for controlling the repeatability of button actions" (iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

/// Apple: "The set of menu dismissal behavior options" (iOS 16.4).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

extension View {
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        modifier(_RecordedModifier("onDrop"))
    }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        modifier(_RecordedModifier("onDrop"))
    }
    public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View { modifier(_RecordedModifier("onDrop")) }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        modifier(_RecordedModifier("onDrop"))
    }
    public func onDrop(of supportedTypes: [String], delegate: some DropDelegate) -> some View { modifier(_RecordedModifier("onDrop")) }

    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_RecordedModifier("onContinuousHover"))
    }

    public func deleteDisabled(_ isDisabled: Bool) -> some View { modifier(_RecordedModifier("deleteDisabled")) }
    public func moveDisabled(_ isDisabled: Bool) -> some View { modifier(_RecordedModifier("moveDisabled")) }
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { modifier(_RecordedModifier("selectionDisabled")) }

    public func dialogIcon(_ icon: Image?) -> some View { modifier(_RecordedModifier("dialogIcon")) }
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { modifier(_RecordedModifier("dialogSeverity")) }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { modifier(_RecordedModifier("dialogSuppressionToggle")) }

    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        modifier(_RecordedModifier("alternatingRowBackgrounds"))
    }
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { modifier(_RecordedModifier("buttonRepeatBehavior")) }
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        modifier(_EnvironmentModifier(description: "badgeProminence") { $0.badgeProminence = prominence })
    }
    public func labelsVisibility(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("labelsVisibility")) }
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(_RecordedModifier("menuActionDismissBehavior"))
    }
    public func horizontalRadioGroupLayout() -> some View { modifier(_RecordedModifier("horizontalRadioGroupLayout")) }

    public func focusScope(_ namespace: Namespace.ID) -> some View { modifier(_RecordedModifier("focusScope")) }
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        modifier(_RecordedModifier("prefersDefaultFocus"))
    }

    /// Apple: "Transforms the environment value of the specified key path with the given function."
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentModifier(description: "transformEnvironment") { transform(&$0[keyPath: keyPath]) })
    }
}
