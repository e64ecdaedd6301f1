/// `file-access`: reading or writing files (`FileManager`, `FileHandle`,
/// `Data(contentsOf:)`, `String(contentsOfFile:)`, `write(to:)`, file URLs,
/// streams, bundles). A lab program has nothing to read, and `/proc/self`
/// would give it its own memory and file descriptors. The sandbox holds
/// without this rule; the rule says so at compile time, with the line.
enum FileAccessRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "file-access",
        message: "this lab's code may not read or write files",
        violating: [
            """
            import Foundation
            func peek() -> Data? { ↓FileManager.default.↓contents(atPath: "/proc/self/mem") }
            """,
            """
            import Foundation
            typealias Disk = ↓FileManager
            func look() -> [String] { (try? ↓Disk.default.↓contentsOfDirectory(atPath: "/")) ?? [] }
            """,
            """
            import Foundation
            func load() -> String? { try? ↓String(contentsOfFile: "/etc/hostname", encoding: .utf8) }
            """,
            """
            import Foundation
            func load() -> NSMutableData? { ↓NSMutableData(contentsOfFile: "/etc/hostname") }
            func save() { try? "x".↓write(toFile: "/tmp/x", atomically: true, encoding: .utf8) }
            func keep(_ data: Data) { try? data.↓write(to: URL(string: "file:///tmp/y")!) }
            """,
            // Taken `__shared` in the compiler's signature: still a file read.
            """
            import Foundation
            let maps = URL(string: "file:///proc/self/maps")!
            func bytes() -> Data? { try? ↓Data(contentsOf: maps) }
            func text() -> String? { try? ↓String(contentsOf: maps, encoding: .utf8) }
            """,
            // A URL's own file-system queries tell what exists.
            // The stand-ins' file reads are file reads (`import SwiftUI` brings UIKit's and AppKit's).
            """
            import SwiftUI
            func bytes() -> Data? { ↓UIImage(contentsOfFile: "/proc/self/maps")?.pngData() }
            func more() -> Data? { ↓NSImage(contentsOf: URL(string: "file:///proc/self/maps")!)?.tiffRepresentation }
            """,
            // FoundationNetworking's disk cache makes its folder (and every
            // folder above it) when made: a write at a chosen path (the
            // twenty-sixth review, finding 10).
            """
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            let byPath = ↓URLCache(memoryCapacity: 0, diskCapacity: 1 << 20, diskPath: "/tmp/out/canvas.csv")
            """,
            """
            import Foundation
            func exists(_ url: URL) -> Bool { (try? url.↓checkResourceIsReachable()) ?? false }
            func size(_ url: URL) -> Int? { try? url.↓resourceValues(forKeys: [.fileSizeKey]).fileSize }
            """,
        ],
        allowed: [
            """
            import Foundation
            func encode(_ values: [Int]) -> Data? { try? JSONEncoder().encode(values) }
            let link = URL(string: "https://example.com")
            func pack(_ bytes: [UInt8]) -> Data { var data = Data(); data.append(contentsOf: bytes); return data }
            func page(_ base: URL) -> URL { base.appendingPathComponent("next") }
            func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
            """,
        ])

    static let fileTypes = [
        "FileManager", "FileHandle", "FileWrapper", "InputStream", "OutputStream", "Stream", "Bundle", "NSFileManager", "NSFileHandle",
        "DirectoryEnumerator", "NSKeyedArchiver", "NSKeyedUnarchiver", "FileAttributeKey",
    ]

    private static let foundationModules = #"(Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|CoreFoundation)"#
    /// The simulator and its stand-ins read files for what Apple's take a
    /// path or file URL for (`UIImage(contentsOfFile:)`, `NSImage(contentsOf:)`,
    /// `NSDocument(contentsOf:ofType:)`): the same labels are the same reads.
    private static let simulatorModules: Set<String> = Set(["SwiftUISim"] + SimulatorLibrary.standIns.map(\.name))
    private static let typePattern = #"\b"# + foundationModules + #"\.("# + fileTypes.joined(separator: "|") + #")\b"#
    /// Anything of Foundation's (or an extension of Foundation's) that takes
    /// a path or file URL: found by its argument labels, whatever the type
    /// (`NSMutableData(contentsOfFile:)`, `StringProtocol.write(toFile:)`…;
    /// `URLCache(…diskPath:)` makes its folder, as Apple's `URLCache(…directory: URL)`
    /// does, iOS 17/macOS 14, not in corelibs Foundation).
    private static let labelPattern =
        #"\b(contentsOfFile|contentsOfURL|toFile|atPath|fileURLWithPath|filePath|fileAtPath|withFile|fromFile|contentsOfDirectory|diskPath): |\b(contentsOf|to|directory): [A-Za-z.]*\bURL\b"#

    /// `URL`'s members that ask the file system (whether a path exists, its
    /// attributes, where its links lead), by declaration.
    static let fileSystemURLMembers: Set<String> = [
        "checkResourceIsReachable", "checkPromisedItemIsReachable", "resourceValues", "setResourceValues",
        "promisedItemResourceValues", "removeCachedResourceValue", "removeAllCachedResourceValues",
        "resolvingSymlinksInPath", "resolveSymlinksInPath", "bookmarkData",
    ]

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind == .declaration || reference.kind == .type else { return nil }
        if let what = reference.match(typePattern, group: 2) {
            return "this lab's code may not read or write files (it uses \(what))"
        }
        let modules = reference.modules
        let foundation = [modules.declaring, modules.extensionIn ?? ""].contains { $0.range(of: "^" + foundationModules + "$", options: .regularExpression) != nil }
        let simulator = [modules.declaring, modules.extensionIn ?? ""].contains(where: simulatorModules.contains)
        guard reference.kind == .declaration, foundation || simulator else { return nil }
        let path = reference.declarationPath.split(separator: ".")
        let urlMember = path.count >= 2 && path[path.count - 2] == "URL" && fileSystemURLMembers.contains(String(path[path.count - 1]))
        // The signature as written, without the ownership the compiler adds
        // to parameters (`contentsOf: __shared Foundation.URL`).
        guard urlMember || reference.match(labelPattern, in: reference.signatureWithoutOwnership) != nil else { return nil }
        return "this lab's code may not read or write files (it uses \(reference.shortName))"
    }
}
