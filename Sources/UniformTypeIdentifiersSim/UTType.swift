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
        // The rest of Apple's system-declared types ("System-declared uniform type identifiers").
        "public.composite-content": (["public.content"], [], []),
        "com.apple.resolvable": ([], [], []),
        "public.symlink": (["public.item", "com.apple.resolvable"], [], []),
        "com.apple.mount-point": (["public.item", "com.apple.resolvable"], [], []),
        "com.apple.alias-file": (["public.data", "com.apple.resolvable"], [], []),
        "com.apple.bookmark": (["public.data", "com.apple.resolvable"], [], []),
        "public.utf16-external-plain-text": (["public.plain-text"], [], []),
        "public.utf16-plain-text": (["public.plain-text"], [], []),
        "public.delimited-values-text": (["public.text"], [], []),
        "public.tab-separated-values-text": (["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"]),
        "public.utf8-tab-separated-values-text": (["public.tab-separated-values-text"], [], []),
        "public.assembly-source": (["public.source-code"], ["s"], []),
        "public.c-source": (["public.source-code"], ["c"], []),
        "public.objective-c-source": (["public.source-code"], ["m"], []),
        "public.c-plus-plus-source": (["public.source-code"], ["cpp", "cc", "cxx"], []),
        "public.objective-c-plus-plus-source": (["public.source-code"], ["mm"], []),
        "public.c-header": (["public.source-code"], ["h"], []),
        "public.c-plus-plus-header": (["public.source-code"], ["hpp", "hh"], []),
        "public.script": (["public.source-code"], [], []),
        "com.apple.applescript.text": (["public.script"], ["applescript"], []),
        "com.apple.applescript.script": (["public.script"], ["scpt"], []),
        "com.apple.applescript.script-bundle": (["com.apple.bundle", "com.apple.package"], ["scptd"], []),
        "com.netscape.javascript-source": (["public.script"], ["js"], ["text/javascript"]),
        "public.shell-script": (["public.script"], ["sh", "command"], []),
        "public.perl-script": (["public.shell-script"], ["pl"], []),
        "public.python-script": (["public.shell-script"], ["py"], ["text/x-python-script"]),
        "public.ruby-script": (["public.shell-script"], ["rb"], []),
        "public.php-script": (["public.shell-script"], ["php"], []),
        "public.make-source": (["public.script"], [], []),
        "com.apple.binary-property-list": (["com.apple.property-list"], [], []),
        "com.apple.rtfd": (["com.apple.package", "public.composite-content"], ["rtfd"], []),
        "com.apple.flat-rtfd": (["public.data", "public.composite-content"], [], []),
        "com.apple.webarchive": (["public.data", "public.composite-content"], ["webarchive"], []),
        "com.apple.icns": (["public.image"], ["icns"], []),
        "com.microsoft.bmp": (["public.image"], ["bmp"], ["image/bmp"]),
        "com.microsoft.ico": (["public.image"], ["ico"], ["image/x-icon"]),
        "public.camera-raw-image": (["public.image"], [], []),
        "com.apple.live-photo": ([], [], []),
        "public.heif": (["public.image"], ["heif"], ["image/heif"]),
        "public.3d-content": (["public.content"], [], []),
        "com.pixar.universal-scene-description": (["public.3d-content", "public.data"], ["usd"], []),
        "com.pixar.universal-scene-description-mobile": (["public.3d-content", "public.zip-archive"], ["usdz"], ["model/vnd.usdz+zip"]),
        "com.apple.reality": (["public.data"], ["reality"], []),
        "com.apple.scenekit.scene": (["public.3d-content", "public.data"], ["scn"], []),
        "com.apple.arobject": (["public.data"], ["arobject"], []),
        "public.mpeg": (["public.movie"], ["mpg", "mpeg"], ["video/mpeg"]),
        "public.mpeg-2-video": (["public.movie"], ["m2v"], ["video/mpeg2"]),
        "public.mpeg-2-transport-stream": (["public.movie"], ["ts"], []),
        "public.mpeg-4-audio": (["public.audio", "public.mpeg-4"], ["m4a"], ["audio/mp4"]),
        "com.apple.protected-mpeg-4-audio": (["public.audio"], ["m4p"], []),
        "com.apple.protected-mpeg-4-video": (["public.movie"], ["m4v"], []),
        "public.avi": (["public.movie"], ["avi"], ["video/avi"]),
        "public.aiff-audio": (["public.audio"], ["aiff", "aif"], ["audio/aiff"]),
        "public.midi-audio": (["public.audio"], ["mid", "midi"], ["audio/midi"]),
        "public.playlist": ([], [], []),
        "public.m3u-playlist": (["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl"]),
        "public.volume": (["public.folder"], [], []),
        "com.apple.plugin": (["com.apple.bundle", "com.apple.package"], ["plugin"], []),
        "com.apple.metadata-importer": (["com.apple.plugin"], ["mdimporter"], []),
        "com.apple.quicklook-generator": (["com.apple.plugin"], ["qlgenerator"], []),
        "com.apple.xpc-service": (["com.apple.bundle", "com.apple.package"], ["xpc"], []),
        "com.apple.framework": (["com.apple.bundle"], ["framework"], []),
        "com.apple.application": (["public.executable"], [], []),
        "com.apple.application-and-system-extension": (["com.apple.bundle", "com.apple.package"], ["appex"], []),
        "com.microsoft.windows-executable": (["public.data", "public.executable"], ["exe"], []),
        "com.apple.systempreference.prefpane": (["com.apple.package", "com.apple.bundle"], ["prefPane"], []),
        "org.gnu.gnu-zip-archive": (["public.archive"], ["gz"], ["application/x-gzip"]),
        "public.bzip2-archive": (["public.archive"], ["bz2"], ["application/x-bzip2"]),
        "com.apple.archive": (["public.archive"], ["aar"], []),
        "public.tar-archive": (["public.archive"], ["tar"], ["application/x-tar"]),
        "public.spreadsheet": (["public.content"], [], []),
        "public.presentation": (["public.composite-content"], [], []),
        "public.database": ([], [], []),
        "public.message": ([], [], []),
        "public.contact": ([], [], []),
        "public.to-do-item": ([], [], []),
        "public.calendar-event": ([], [], []),
        "com.apple.mail.email": (["public.message"], ["eml"], ["message/rfc822"]),
        "com.apple.internet-location": (["public.data"], [], []),
        "com.microsoft.internet-shortcut": (["com.apple.internet-location"], ["url"], []),
        "public.font": (["public.data", "public.content"], ["ttf", "otf"], []),
        "public.bookmark": ([], [], []),
        "com.rsa.pkcs-12": (["public.data"], ["p12", "pfx"], ["application/x-pkcs12"]),
        "public.x509-certificate": (["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert"]),
        "org.idpf.epub-container": (["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"]),
        "com.apple.haptics.ahap": (["public.json"], ["ahap"], []),
        "public.geojson": (["public.json"], ["geojson"], ["application/geo+json"]),
        "com.apple.linkpresentation.metadata": (["public.data"], [], []),
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
    public static let compositeContent = UTType(identifier: "public.composite-content")
    public static let resolvable = UTType(identifier: "com.apple.resolvable")
    public static let symbolicLink = UTType(identifier: "public.symlink")
    public static let mountPoint = UTType(identifier: "com.apple.mount-point")
    public static let aliasFile = UTType(identifier: "com.apple.alias-file")
    public static let urlBookmarkData = UTType(identifier: "com.apple.bookmark")
    public static let utf16ExternalPlainText = UTType(identifier: "public.utf16-external-plain-text")
    public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text")
    public static let delimitedText = UTType(identifier: "public.delimited-values-text")
    public static let tabSeparatedText = UTType(identifier: "public.tab-separated-values-text")
    public static let utf8TabSeparatedText = UTType(identifier: "public.utf8-tab-separated-values-text")
    public static let assemblyLanguageSource = UTType(identifier: "public.assembly-source")
    public static let cSource = UTType(identifier: "public.c-source")
    public static let objectiveCSource = UTType(identifier: "public.objective-c-source")
    public static let cPlusPlusSource = UTType(identifier: "public.c-plus-plus-source")
    public static let objectiveCPlusPlusSource = UTType(identifier: "public.objective-c-plus-plus-source")
    public static let cHeader = UTType(identifier: "public.c-header")
    public static let cPlusPlusHeader = UTType(identifier: "public.c-plus-plus-header")
    public static let script = UTType(identifier: "public.script")
    public static let appleScript = UTType(identifier: "com.apple.applescript.text")
    public static let osaScript = UTType(identifier: "com.apple.applescript.script")
    public static let osaScriptBundle = UTType(identifier: "com.apple.applescript.script-bundle")
    public static let javaScript = UTType(identifier: "com.netscape.javascript-source")
    public static let shellScript = UTType(identifier: "public.shell-script")
    public static let perlScript = UTType(identifier: "public.perl-script")
    public static let pythonScript = UTType(identifier: "public.python-script")
    public static let rubyScript = UTType(identifier: "public.ruby-script")
    public static let phpScript = UTType(identifier: "public.php-script")
    public static let makefile = UTType(identifier: "public.make-source")
    public static let binaryPropertyList = UTType(identifier: "com.apple.binary-property-list")
    public static let rtfd = UTType(identifier: "com.apple.rtfd")
    public static let flatRTFD = UTType(identifier: "com.apple.flat-rtfd")
    public static let webArchive = UTType(identifier: "com.apple.webarchive")
    public static let icns = UTType(identifier: "com.apple.icns")
    public static let bmp = UTType(identifier: "com.microsoft.bmp")
    public static let ico = UTType(identifier: "com.microsoft.ico")
    public static let rawImage = UTType(identifier: "public.camera-raw-image")
    public static let livePhoto = UTType(identifier: "com.apple.live-photo")
    public static let heif = UTType(identifier: "public.heif")
    public static let threeDContent = UTType(identifier: "public.3d-content")
    public static let usd = UTType(identifier: "com.pixar.universal-scene-description")
    public static let usdz = UTType(identifier: "com.pixar.universal-scene-description-mobile")
    public static let realityFile = UTType(identifier: "com.apple.reality")
    public static let sceneKitScene = UTType(identifier: "com.apple.scenekit.scene")
    public static let arReferenceObject = UTType(identifier: "com.apple.arobject")
    public static let mpeg = UTType(identifier: "public.mpeg")
    public static let mpeg2Video = UTType(identifier: "public.mpeg-2-video")
    public static let mpeg2TransportStream = UTType(identifier: "public.mpeg-2-transport-stream")
    public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio")
    public static let appleProtectedMPEG4Audio = UTType(identifier: "com.apple.protected-mpeg-4-audio")
    public static let appleProtectedMPEG4Video = UTType(identifier: "com.apple.protected-mpeg-4-video")
    public static let avi = UTType(identifier: "public.avi")
    public static let aiff = UTType(identifier: "public.aiff-audio")
    public static let midi = UTType(identifier: "public.midi-audio")
    public static let playlist = UTType(identifier: "public.playlist")
    public static let m3uPlaylist = UTType(identifier: "public.m3u-playlist")
    public static let volume = UTType(identifier: "public.volume")
    public static let pluginBundle = UTType(identifier: "com.apple.plugin")
    public static let spotlightImporter = UTType(identifier: "com.apple.metadata-importer")
    public static let quickLookGenerator = UTType(identifier: "com.apple.quicklook-generator")
    public static let xpcService = UTType(identifier: "com.apple.xpc-service")
    public static let framework = UTType(identifier: "com.apple.framework")
    public static let application = UTType(identifier: "com.apple.application")
    public static let applicationExtension = UTType(identifier: "com.apple.application-and-system-extension")
    public static let exe = UTType(identifier: "com.microsoft.windows-executable")
    public static let systemPreferencesPane = UTType(identifier: "com.apple.systempreference.prefpane")
    public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive")
    public static let bz2 = UTType(identifier: "public.bzip2-archive")
    public static let appleArchive = UTType(identifier: "com.apple.archive")
    public static let tarArchive = UTType(identifier: "public.tar-archive")
    public static let spreadsheet = UTType(identifier: "public.spreadsheet")
    public static let presentation = UTType(identifier: "public.presentation")
    public static let database = UTType(identifier: "public.database")
    public static let message = UTType(identifier: "public.message")
    public static let contact = UTType(identifier: "public.contact")
    public static let toDoItem = UTType(identifier: "public.to-do-item")
    public static let calendarEvent = UTType(identifier: "public.calendar-event")
    public static let emailMessage = UTType(identifier: "com.apple.mail.email")
    public static let internetLocation = UTType(identifier: "com.apple.internet-location")
    public static let internetShortcut = UTType(identifier: "com.microsoft.internet-shortcut")
    public static let font = UTType(identifier: "public.font")
    public static let bookmark = UTType(identifier: "public.bookmark")
    public static let pkcs12 = UTType(identifier: "com.rsa.pkcs-12")
    public static let x509Certificate = UTType(identifier: "public.x509-certificate")
    public static let epub = UTType(identifier: "org.idpf.epub-container")
    public static let ahap = UTType(identifier: "com.apple.haptics.ahap")
    public static let geoJSON = UTType(identifier: "public.geojson")
    public static let linkPresentationMetadata = UTType(identifier: "com.apple.linkpresentation.metadata")
}
