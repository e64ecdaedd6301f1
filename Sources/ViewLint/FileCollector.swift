import Foundation

/// Finds the `.swift` files under the paths given and reads them safely.
enum FileCollector {
    struct Collection {
        var files: [String] = []
        var errors: [FileError] = []
        var seenDirectories: Set<String> = []
        var seenFiles: Set<String> = []
    }

    /// Folders never descended into.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Bundles whose `.swift` files are not sources: Xcode's file and project templates
    /// (`*.xctemplate`), which hold `___FILEBASENAME___`-style placeholders Xcode fills in
    /// when a template is used; the project never compiles them (round 21: 166 false
    /// parse errors in one app).
    static let skippedBundleExtensions: Set<String> = ["xctemplate"]

    /// Whether a folder named `name` is never descended into.
    static func skips(directory name: String) -> Bool {
        skippedDirectories.contains(name) || skippedBundleExtensions.contains((name as NSString).pathExtension)
    }

    static func collect(_ path: String, configuration: Configuration, into collection: inout Collection) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil {
                collection.errors.append(FileError(path: path, message: "is a broken symbolic link or a symlink loop; skipped"))
            } else {
                collection.errors.append(FileError(path: path, message: "no such file or directory"))
            }
            return
        }
        if isDirectory.boolValue {
            walk(path, configuration: configuration, into: &collection)
        } else if configuration.excludes(path: path) {
            return
        } else {
            let canonical = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if collection.seenFiles.insert(canonical).inserted { collection.files.append(path) }
        }
    }

    private static func walk(_ directory: String, configuration: Configuration, into collection: inout Collection) {
        let manager = FileManager.default
        let canonical = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard collection.seenDirectories.insert(canonical).inserted else { return }  // symlink cycle: already walked
        if configuration.excludes(path: directory) { return }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            collection.errors.append(FileError(path: directory, message: "folder cannot be read (\(PathTools.reason(error))); skipped"))
            return
        }
        for name in entries {
            if name.hasPrefix(".") || skips(directory: name) { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            if !manager.fileExists(atPath: path, isDirectory: &isDirectory) {
                if name.hasSuffix(".swift") || (try? manager.destinationOfSymbolicLink(atPath: path)) != nil {
                    collection.errors.append(FileError(path: path, message: "is a broken symbolic link or a symlink loop; skipped"))
                }
                continue
            }
            if isDirectory.boolValue {
                walk(path, configuration: configuration, into: &collection)
            } else if name.hasSuffix(".swift"), !configuration.excludes(path: path) {
                let canonicalFile = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                if collection.seenFiles.insert(canonicalFile).inserted { collection.files.append(path) }
            }
        }
    }

    /// Reads a file as UTF-8 Swift source, or says clearly why it cannot be linted.
    static func read(_ path: String) -> Result<String, FileError> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(FileError(path: path, message: "cannot be read (\(PathTools.reason(error))); skipped"))
        }
        if data.contains(0) {
            return .failure(FileError(path: path, message: "is a binary file, not Swift source; skipped"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(FileError(path: path, message: "is not UTF-8 text; re-save it as UTF-8 to lint it"))
        }
        return .success(text)
    }
}
