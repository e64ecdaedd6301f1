import Foundation

// Apple Foundation API that Linux's Foundation lacks and that SwiftUI code
// spells everywhere, provided here (beside the CoreGraphics types in
// CoreGraphics.swift) so such code compiles with `import SwiftUI`. API with
// no stand-in gets a note instead (CourseKit's LinuxFoundationGaps).

#if !canImport(Darwin)
extension String {
    /// `String(localized: "Title")`: the key itself (one language; Foundation
    /// returns the key when no table has it).
    /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
    public init(localized key: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = key.key
    }
    public init(localized resource: LocalizedStringResource) { self = resource.key }

    /// What `String(localized:)` takes: a literal, interpolations included.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let key: String
        public init(stringLiteral value: String) { key = value }
        public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
        public init(_ value: String) { key = value }
    }
}

extension ProcessInfo {
    /// iOS 13 / macOS 10.15: whether the process is an iPad app built for
    /// Mac Catalyst; iOS 14: whether it is an iPhone/iPad app running on a
    /// Mac with Apple silicon. Neither is this process: both are false.
    /// https://developer.apple.com/documentation/foundation/processinfo/ismaccatalystapp
    /// https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }
}

extension NSSortDescriptor {
    /// Apple's `init(keyPath:ascending:)` (iOS 10, macOS 10.12) takes any key
    /// path and compares through key-value coding; Linux's Foundation wants a
    /// `Comparable` value, so a Core Data `@FetchRequest` sorted by an
    /// optional attribute (`\Order.name`, a `String?`) found no initialiser.
    /// This one sorts an optional `Comparable` value, an absent one first
    /// (as a store sorts NULL first, ascending).
    /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:)
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { lhs, rhs in
            switch (lhs as? Value, rhs as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (left?, right?): return left < right ? .orderedAscending : (right < left ? .orderedDescending : .orderedSame)
            }
        })
    }
}

extension URL {
    /// A sandboxed app asks for access to a file the user picked
    /// (`fileImporter`). There is no sandbox here: access is granted.
    /// https://developer.apple.com/documentation/foundation/url/startaccessingsecurityscopedresource()
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}
}

/// CoreGraphics' C-style constructors.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
/// Foundation's undo stack, which Linux's Foundation lacks: what a view
/// reads as `@Environment(\.undoManager)` (nil unless an app sets one).
/// Registered actions run on `undo()`, last first; what they register while
/// undoing becomes the redo.
/// https://developer.apple.com/documentation/foundation/undomanager
@MainActor
open class UndoManager {
    private var undoStack: [[() -> Void]] = [], redoStack: [[() -> Void]] = []
    private var group: [() -> Void]?
    private var undoing = false, redoing = false
    public init() {}
    open var canUndo: Bool { !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoing: Bool { undoing }
    open var isRedoing: Bool { redoing }
    open var levelsOfUndo = 0
    open var groupsByEvent = true
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        let action = { [weak target] in if let target { handler(target) } }
        if group != nil { group?.append(action); return }
        if undoing { redoStack.append([action]) } else {
            undoStack.append([action])
            if !redoing { redoStack.removeAll() }
        }
    }
    open func beginUndoGrouping() { group = group ?? [] }
    open func endUndoGrouping() {
        guard let actions = group else { return }
        group = nil
        if !actions.isEmpty { undoStack.append(actions) }
    }
    open func undo() {
        guard let actions = undoStack.popLast() else { return }
        undoing = true
        actions.reversed().forEach { $0() }
        undoing = false
    }
    open func redo() {
        guard let actions = redoStack.popLast() else { return }
        redoing = true
        actions.reversed().forEach { $0() }
        redoing = false
    }
    open func setActionName(_ actionName: String) {}
    open func removeAllActions() { undoStack.removeAll(); redoStack.removeAll() }
    open func removeAllActions(withTarget target: Any) {}
}

// Apple's Foundation converts between `NSRange` and ranges of an
// `AttributedString` (iOS 15 / macOS 12: `Range.init(_:in:)` for
// `AttributedStringProtocol`, `NSRange.init(_:in:)`); Linux's has only the
// `String` forms. Through the string's characters: an `NSRange` counts
// UTF-16 units, an `AttributedString.Index` moves by characters.
extension Range where Bound == AttributedString.Index {
    public init?<S: AttributedStringProtocol>(_ range: NSRange, in string: S) {
        let text = String(string.characters)
        guard let found = Range<String.Index>(range, in: text) else { return nil }
        let characters = string.characters
        let lower = text.distance(from: text.startIndex, to: found.lowerBound)
        let upper = text.distance(from: text.startIndex, to: found.upperBound)
        self = characters.index(characters.startIndex, offsetBy: lower)..<characters.index(characters.startIndex, offsetBy: upper)
    }
}

extension NSRange {
    public init<R: RangeExpression, S: AttributedStringProtocol>(_ region: R, in target: S) where R.Bound == AttributedString.Index {
        let range = region.relative(to: target.characters)
        let text = String(target.characters)
        let characters = target.characters
        let lower = text.index(text.startIndex, offsetBy: characters.distance(from: characters.startIndex, to: range.lowerBound))
        let upper = text.index(text.startIndex, offsetBy: characters.distance(from: characters.startIndex, to: range.upperBound))
        self.init(lower..<upper, in: text)
    }
}

extension URL {
    /// `for try await line in url.lines` (iOS 15, macOS 12): the resource's
    /// lines, read as they arrive. Apple's type is
    /// `AsyncLineSequence<URL.AsyncBytes>`; here a stream of the same
    /// elements. A file URL is read from disk; any other scheme fails with
    /// `URLError(.notConnectedToInternet)`: the simulated device has no
    /// network ("Other frameworks"), so an app's `catch` runs.
    /// https://developer.apple.com/documentation/foundation/url/lines
    public var lines: AsyncThrowingStream<String, any Error> {
        let url = self
        return AsyncThrowingStream { continuation in
            guard url.isFileURL else {
                continuation.finish(throwing: URLError(.notConnectedToInternet))
                return
            }
            do {
                let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
                // "\r\n" is one Character in Swift: split on any newline character, as AsyncLineSequence does.
                var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
                // As AsyncLineSequence: no empty line for a final newline.
                if lines.last == "" { lines.removeLast() }
                for line in lines { continuation.yield(line) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}
#endif
