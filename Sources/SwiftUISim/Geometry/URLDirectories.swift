import Foundation

#if !canImport(Darwin)
/// The folders iOS code names through `URL` (`URL.documentsDirectory`),
/// which Foundation on Linux does not have: the user's folders here.
extension URL {
    public static var documentsDirectory: URL { directory(.documentDirectory) }
    public static var cachesDirectory: URL { directory(.cachesDirectory) }
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }
    public static var libraryDirectory: URL { directory(.libraryDirectory) }
    public static var downloadsDirectory: URL { directory(.downloadsDirectory) }

    private static func directory(_ kind: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: kind, in: .userDomainMask).first ?? FileManager.default.temporaryDirectory
    }
}
#endif
