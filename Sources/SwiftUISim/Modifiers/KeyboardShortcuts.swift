// Keyboard shortcuts (iOS 14 / macOS 11): a key plus modifiers that performs
// a control's action. The simulator has no keyboard; the shortcut is
// recorded on the control.
// https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)

public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" "), tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("↑"), downArrow = KeyEquivalent("↓")
    public static let leftArrow = KeyEquivalent("←"), rightArrow = KeyEquivalent("→")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1), control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3), command = EventModifiers(rawValue: 1 << 4)
    public static let capsLock = EventModifiers(rawValue: 1 << 0), numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.shift, .control, .option, .command, .capsLock, .numericPad]
}

public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { (self.key, self.modifiers) = (key, modifiers) }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_RecordedModifier("keyboardShortcut(\(key.character))"))
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_RecordedModifier("keyboardShortcut(\(shortcut.map { String($0.key.character) } ?? "nil"))"))
    }
}
