import Foundation

// The stand-in for Apple's UniformTypeIdentifiers (iOS 14, macOS 11): `import
// UniformTypeIdentifiers` means it (`-module-alias`), and SwiftUISim
// re-exports it because SwiftUI's own API takes types (`fileImporter`,
// `onDrop`): code naming `UTType` with only `import SwiftUI` compiles, more
// permissive than Xcode, where it sometimes needs the import.

/// Apple: "A structure that represents a type of data to load, send, or
/// receive." A type is its identifier; conformance follows the system
/// declarations below (a subset of Apple's, with Apple's identifiers and
/// parents), and a type made from an unknown extension is dynamic
/// (`dyn.`…), conforming to the supertype it was made with.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    /// Extensions and direct parents of a type not in the system table.
    private let ownExtensions: [String]
    private let ownParents: [String]

    private init(identifier: String, extensions: [String] = [], parents: [String] = []) {
        self.identifier = identifier
        ownExtensions = extensions
        ownParents = parents
    }

    /// A type from its identifier, if the system declares it.
    public init?(_ identifier: String) {
        guard Self.declared[identifier] != nil else { return nil }
        self.init(identifier: identifier)
    }
    /// A type the app declares in its Info.plist (not read here: always made).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: parentType.map { [$0.identifier] } ?? [])
    }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard !ext.isEmpty else { return nil }
        if let known = Self.declared.first(where: { $0.value.extensions.contains(ext) }),
           UTType(identifier: known.key).conforms(to: supertype) {
            self.init(identifier: known.key)
        } else {
            self.init(identifier: "dyn.ext-\(ext)", extensions: [ext], parents: [supertype.identifier])
        }
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.declared.first(where: { $0.value.mimeTypes.contains(mimeType.lowercased()) }) else { return nil }
        self.init(identifier: known.key)
    }

    public var preferredFilenameExtension: String? { (Self.declared[identifier]?.extensions ?? ownExtensions).first }
    public var preferredMIMEType: String? { Self.declared[identifier]?.mimeTypes.first }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { Self.declared[identifier] != nil }
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.apple.") }
    public var isSystemDeclared: Bool { isDeclared }

    /// The types it directly conforms to.
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            let type = UTType(identifier: next)
            if result.insert(type).inserted { pending += type.parents }
        }
        return result
    }
    private var parents: [String] { Self.declared[identifier]?.parents ?? ownParents }

    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String { identifier }
    public var debugDescription: String { identifier }
}

extension UTType {
    /// Apple's system declarations this stand-in knows: parents, extensions, MIME types.
    private static let declared: [String: (parents: [String], extensions: [String], mimeTypes: [String])] = [
        "public.item": ([], [], []),
        "public.content": ([], [], []),
        "public.data": (["public.item"], [], ["application/octet-stream"]),
        "public.directory": (["public.item"], [], []),
        "public.folder": (["public.directory"], [], []),
        "com.apple.package": (["public.directory"], [], []),
        "com.apple.bundle": (["public.directory"], [], []),
        "com.apple.application-bundle": (["com.apple.bundle", "com.apple.package"], ["app"], []),
        "public.url": (["public.data"], [], []),
        "public.file-url": (["public.url"], [], []),
        "public.text": (["public.data", "public.content"], [], []),
        "public.plain-text": (["public.text"], ["txt", "text"], ["text/plain"]),
        "public.utf8-plain-text": (["public.plain-text"], [], []),
        "public.rtf": (["public.text"], ["rtf"], ["text/rtf"]),
        "public.html": (["public.text"], ["html", "htm"], ["text/html"]),
        "public.xml": (["public.text"], ["xml"], ["application/xml", "text/xml"]),
        "public.source-code": (["public.plain-text"], [], []),
        "public.swift-source": (["public.source-code"], ["swift"], []),
        "public.json": (["public.text"], ["json"], ["application/json"]),
        "public.comma-separated-values-text": (["public.text"], ["csv"], ["text/csv"]),
        "public.yaml": (["public.text"], ["yaml", "yml"], ["application/x-yaml"]),
        "com.apple.property-list": (["public.data"], ["plist"], []),
        "com.apple.xml-property-list": (["public.xml", "com.apple.property-list"], [], []),
        "public.image": (["public.data", "public.content"], [], []),
        "public.png": (["public.image"], ["png"], ["image/png"]),
        "public.jpeg": (["public.image"], ["jpeg", "jpg"], ["image/jpeg"]),
        "com.compuserve.gif": (["public.image"], ["gif"], ["image/gif"]),
        "public.heic": (["public.image"], ["heic"], ["image/heic"]),
        "public.tiff": (["public.image"], ["tiff", "tif"], ["image/tiff"]),
        "public.svg-image": (["public.image", "public.xml"], ["svg"], ["image/svg+xml"]),
        "org.webmproject.webp": (["public.image"], ["webp"], ["image/webp"]),
        "public.audiovisual-content": (["public.data", "public.content"], [], []),
        "public.movie": (["public.audiovisual-content"], [], []),
        "public.video": (["public.movie"], [], []),
        "public.mpeg-4": (["public.movie"], ["mp4"], ["video/mp4"]),
        "com.apple.quicktime-movie": (["public.movie"], ["mov"], ["video/quicktime"]),
        "public.audio": (["public.audiovisual-content"], [], []),
        "public.mp3": (["public.audio"], ["mp3"], ["audio/mpeg"]),
        "com.microsoft.waveform-audio": (["public.audio"], ["wav"], ["audio/wav"]),
        "com.adobe.pdf": (["public.data", "public.content"], ["pdf"], ["application/pdf"]),
        "public.archive": (["public.data"], [], []),
        "public.zip-archive": (["public.archive"], ["zip"], ["application/zip"]),
        "public.disk-image": (["public.archive"], [], []),
        "com.apple.disk-image-udif": (["public.disk-image"], ["dmg"], []),
        "public.executable": (["public.item"], [], []),
        "public.unix-executable": (["public.data", "public.executable"], [], []),
        "public.vcard": (["public.text"], ["vcf"], ["text/vcard"]),
        "public.log": (["public.plain-text"], ["log"], []),
    ]

    public static let item = UTType(identifier: "public.item")
    public static let content = UTType(identifier: "public.content")
    public static let data = UTType(identifier: "public.data")
    public static let directory = UTType(identifier: "public.directory")
    public static let folder = UTType(identifier: "public.folder")
    public static let package = UTType(identifier: "com.apple.package")
    public static let bundle = UTType(identifier: "com.apple.bundle")
    public static let applicationBundle = UTType(identifier: "com.apple.application-bundle")
    public static let url = UTType(identifier: "public.url")
    public static let fileURL = UTType(identifier: "public.file-url")
    public static let text = UTType(identifier: "public.text")
    public static let plainText = UTType(identifier: "public.plain-text")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text")
    public static let rtf = UTType(identifier: "public.rtf")
    public static let html = UTType(identifier: "public.html")
    public static let xml = UTType(identifier: "public.xml")
    public static let sourceCode = UTType(identifier: "public.source-code")
    public static let swiftSource = UTType(identifier: "public.swift-source")
    public static let json = UTType(identifier: "public.json")
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text")
    public static let yaml = UTType(identifier: "public.yaml")
    public static let propertyList = UTType(identifier: "com.apple.property-list")
    public static let xmlPropertyList = UTType(identifier: "com.apple.xml-property-list")
    public static let image = UTType(identifier: "public.image")
    public static let png = UTType(identifier: "public.png")
    public static let jpeg = UTType(identifier: "public.jpeg")
    public static let gif = UTType(identifier: "com.compuserve.gif")
    public static let heic = UTType(identifier: "public.heic")
    public static let tiff = UTType(identifier: "public.tiff")
    public static let svg = UTType(identifier: "public.svg-image")
    public static let webP = UTType(identifier: "org.webmproject.webp")
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content")
    public static let movie = UTType(identifier: "public.movie")
    public static let video = UTType(identifier: "public.video")
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4")
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie")
    public static let audio = UTType(identifier: "public.audio")
    public static let mp3 = UTType(identifier: "public.mp3")
    public static let wav = UTType(identifier: "com.microsoft.waveform-audio")
    public static let pdf = UTType(identifier: "com.adobe.pdf")
    public static let archive = UTType(identifier: "public.archive")
    public static let zip = UTType(identifier: "public.zip-archive")
    public static let diskImage = UTType(identifier: "public.disk-image")
    public static let executable = UTType(identifier: "public.executable")
    public static let unixExecutable = UTType(identifier: "public.unix-executable")
    public static let vCard = UTType(identifier: "public.vcard")
    public static let log = UTType(identifier: "public.log")
}
