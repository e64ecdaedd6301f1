// Hardware-keyboard input as Apple's SDK declares it: `onKeyPress` and
// `KeyPress` (iOS 17 / macOS 14), the focus interactions (iOS 17), and
// macOS's command modifiers (`onMoveCommand`, `onExitCommand`, the
// pasteboard commands). The simulator has no keyboard: the handlers are
// recorded and never called; a user acts through `ViewHost`'s taps and typing.
// https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:),
// https://developer.apple.com/documentation/swiftui/keypress

/// A key press a handler is told about (iOS 17).
public struct KeyPress: Sendable {
    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    /// Whether the handler consumed the press.
    public enum Result: Sendable { case handled, ignored }

    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1), `repeat` = Phases(rawValue: 2), up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

extension KeyEquivalent {
    public static let clear = KeyEquivalent("\u{F739}"), deleteForward = KeyEquivalent("\u{F728}")
    public static let end = KeyEquivalent("\u{F72B}"), home = KeyEquivalent("\u{F729}")
    public static let pageDown = KeyEquivalent("\u{F72D}"), pageUp = KeyEquivalent("\u{F72C}")
}

/// How a focusable view takes part in focus (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = Self(rawValue: 1), edit = Self(rawValue: 2)
    public static let automatic: Self = [.activate, .edit]
}

/// macOS's arrow-key moves (`onMoveCommand`).
public enum MoveCommandDirection: Hashable, Sendable { case up, down, left, right }

extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_RecordedModifier("onKeyPress"))
    }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_RecordedModifier("onKeyPress"))
    }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_RecordedModifier("onKeyPress"))
    }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_RecordedModifier("onKeyPress"))
    }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_RecordedModifier("onKeyPress"))
    }
    /// iOS 17: focusable for the given interactions.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { modifier(_RecordedModifier("focusable")) }
    /// iOS 17: no focus ring (drawing only).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { modifier(_RecordedModifier("focusEffectDisabled")) }
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { modifier(_RecordedModifier("onMoveCommand")) }
    public func onExitCommand(perform action: (() -> Void)?) -> some View { modifier(_RecordedModifier("onExitCommand")) }
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { modifier(_RecordedModifier("onPlayPauseCommand")) }
    public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { modifier(_RecordedModifier("onCopyCommand")) }
    public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> some View { modifier(_RecordedModifier("onCutCommand")) }
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View {
        modifier(_RecordedModifier("onPasteCommand"))
    }
}
