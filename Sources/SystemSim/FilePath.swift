// The stand-in for Apple's System framework as app code imports it (`import
// System`, through `-module-alias`; round 13): `FilePath` (iOS 14, macOS 11;
// its components, `string`, `extension` and `stem` iOS 15, macOS 12). Paths
// are POSIX paths, `/`-separated, as on Apple's platforms; nothing here
// touches the file system. File descriptors and `Errno` are not in it.
// https://developer.apple.com/documentation/system/filepath

/// Apple: "A null-terminated sequence of bytes that represents a location in the file system."
public struct FilePath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// The path as given, with repeated and trailing separators removed (as Apple normalises it).
    public private(set) var string: String

    public init() { string = "" }
    public init(_ string: String) { self.string = FilePath.normalised(string) }
    public init(stringLiteral: String) { self.init(stringLiteral) }

    public var description: String { string }
    public var debugDescription: String { string.debugDescription }

    /// "Returns true if this path uniquely identifies the location of a file without reference to an additional starting location."
    public var isAbsolute: Bool { string.hasPrefix("/") }
    /// "Returns true if this path has no components and no root" (iOS 15).
    public var isEmpty: Bool { string.isEmpty }
    /// Relative paths have no root; absolute ones `/`.
    public var root: Root? { isAbsolute ? Root() : nil }

    /// "The components of the path, without its root" (iOS 15).
    public var components: [Component] {
        string.split(separator: "/").map { Component(unchecked: String($0)) }
    }
    /// "Returns the final component of the path", nil for an empty path or a root (iOS 15).
    public var lastComponent: Component? { components.last }
    /// "The extension of the file or directory last component" (iOS 15).
    public var `extension`: String? {
        get { lastComponent?.extension }
        set {
            guard let last = lastComponent, last.kind == .regular else { return }
            var name = last.stem
            if let newValue { name += "." + newValue }
            self = removingLastComponent().appending(name)
        }
    }
    /// "The non-extension portion of the file or directory last component" (iOS 15).
    public var stem: String? { lastComponent?.stem }

    /// "Creates a new path with everything up to but not including `lastComponent`" (iOS 15).
    public func removingLastComponent() -> FilePath {
        var path = self
        path.removeLastComponent()
        return path
    }
    /// "In-place mutating variant of `removingLastComponent`"; returns whether a component was removed.
    @discardableResult public mutating func removeLastComponent() -> Bool {
        guard let last = string.lastIndex(of: "/") else {
            defer { string = "" }
            return !string.isEmpty
        }
        guard string != "/" else { return false }
        string = last == string.startIndex ? "/" : String(string[..<last])
        return true
    }
    /// "Append the contents of `other`, ignoring any spurious leading separators" (iOS 15).
    public mutating func append(_ other: String) {
        let tail = FilePath.normalised(other).drop { $0 == "/" }
        guard !tail.isEmpty else { return }
        string = string.isEmpty ? String(tail) : (string.hasSuffix("/") ? string : string + "/") + tail
    }
    public mutating func append(_ other: Component) { append(other.string) }
    /// "Non-mutating version of `append(_:String)`."
    public func appending(_ other: String) -> FilePath {
        var path = self
        path.append(other)
        return path
    }
    public func appending(_ other: Component) -> FilePath { appending(other.string) }
    /// "Returns whether `other` is a prefix of `self`, only considering whole path components" (iOS 15).
    public func starts(with other: FilePath) -> Bool {
        isAbsolute == other.isAbsolute && components.starts(with: other.components)
    }

    private static func normalised(_ path: String) -> String {
        guard !path.isEmpty else { return "" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        return path.hasPrefix("/") ? "/" + parts : parts
    }

    /// Apple: "Represents a root of a file path" (`/` here).
    public struct Root: Hashable, Sendable, CustomStringConvertible {
        public var string: String { "/" }
        public var description: String { string }
    }

    /// Apple: "Represents an individual, non-root component of a file path" (iOS 15).
    public struct Component: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The component's text.
        public let string: String
        init(unchecked string: String) { self.string = string }
        /// "Create a file path component from a string": nil if it is empty, a root, or more than one component.
        public init?(_ string: String) {
            guard !string.isEmpty, !string.contains("/") else { return nil }
            self.string = string
        }
        public init(stringLiteral: String) {
            precondition(!stringLiteral.isEmpty && !stringLiteral.contains("/"), "a FilePath.Component is one non-empty name")
            string = stringLiteral
        }
        public var description: String { string }

        /// "Whether a component is a regular file or directory name, or a special directory `.` or `..`."
        public enum Kind: Hashable, Sendable { case currentDirectory, parentDirectory, regular }
        public var kind: Kind { string == "." ? .currentDirectory : string == ".." ? .parentDirectory : .regular }

        /// "The extension of this file or directory component": after the last `.`, unless the only `.` starts it.
        public var `extension`: String? {
            guard kind == .regular, let dot = string.lastIndex(of: "."), dot != string.startIndex else { return nil }
            return String(string[string.index(after: dot)...])
        }
        /// "The non-extension portion of this file or directory component."
        public var stem: String {
            guard kind == .regular, let dot = string.lastIndex(of: "."), dot != string.startIndex else { return string }
            return String(string[..<dot])
        }
    }
}
