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
        ],
        allowed: [
            """
            import Foundation
            func encode(_ values: [Int]) -> Data? { try? JSONEncoder().encode(values) }
            let link = URL(string: "https://example.com")
            """,
        ])

    static let fileTypes = [
        "FileManager", "FileHandle", "FileWrapper", "InputStream", "OutputStream", "Stream", "Bundle", "NSFileManager", "NSFileHandle",
        "DirectoryEnumerator",
    ]

    private static let typePattern = #"\b(Foundation|FoundationEssentials|FoundationInternationalization)\.("# + fileTypes.joined(separator: "|") + #")\b"#
    /// Initializers and methods that take a file path or URL to read or write.
    private static let memberPattern =
        #"\b(Data|String|NSString|NSData|NSArray|NSDictionary|Array|Dictionary|URL|XMLParser|PropertyListSerialization)\.(init|write)\((contentsOf|contentsOfFile|toFile|to|fileURLWithPath|filePath|fileAtPath):"#

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .conformance else { return nil }
        guard let what = reference.match(typePattern, group: 2) ?? (reference.kind == .declaration ? reference.match(memberPattern) : nil) else { return nil }
        return "this lab's code may not read or write files (it uses \(what.replacingOccurrences(of: "FoundationEssentials.", with: "")))"
    }
}
