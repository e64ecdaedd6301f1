import Foundation

// Foundation's `FileWrapper` (macOS 10.0 / iOS 4), which Linux's Foundation
// lacks and SwiftUI's `FileDocument` reads and writes (Views/Documents.swift):
// a regular file's contents or a directory of named wrappers, in memory,
// written to and read from disk as such. Symbolic links are not modelled.
// https://developer.apple.com/documentation/foundation/filewrapper
open class FileWrapper: @unchecked Sendable {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = Self(rawValue: 1), withoutMapping = Self(rawValue: 2)
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = Self(rawValue: 1), withNameUpdating = Self(rawValue: 2)
    }

    open var filename: String?
    open var preferredFilename: String?
    open var fileAttributes: [String: Any] = [:]
    open private(set) var regularFileContents: Data?
    open private(set) var fileWrappers: [String: FileWrapper]?
    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }
    open var isSymbolicLink: Bool { false }

    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = [:]
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            fileWrappers?[name] = child
        }
    }
    /// Reads the file or directory at `url` (its whole contents, at once).
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            fileWrappers = children
        } else {
            regularFileContents = try Data(contentsOf: url)
        }
    }

    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? child.filename ?? UUID().uuidString
        fileWrappers = fileWrappers ?? [:]
        fileWrappers?[name] = child
        return name
    }
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
    open func removeFileWrapper(_ child: FileWrapper) {
        guard let key = fileWrappers?.first(where: { $0.value === child })?.key else { return }
        fileWrappers?[key] = nil
    }
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? { fileWrappers?.first { $0.value === child }?.key }

    /// Writes the file, or the directory and its children, at `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let contents = regularFileContents {
            try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else if let children = fileWrappers {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children { try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil) }
        }
    }
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return other.regularFileContents == regularFileContents
    }
}
