import Foundation

// Transferable (iOS 16, the CoreTransferable framework SwiftUI re-exports):
// how a value is exported to and imported from drag and drop, copy and
// paste and sharing. There is no drag, drop or pasteboard of typed items
// here, so a representation is declared and never used: `dropDestination`
// is recorded and its action never runs (no user drops anything).
// https://developer.apple.com/documentation/coretransferable/transferable

/// "A protocol that describes how a type interacts with transport APIs."
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// "A declarative description of the process of importing and exporting a transferable item."
public protocol TransferRepresentation {
    associatedtype Item: Transferable
}

/// Several representations, most preferred first.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let count: Int
}

@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item> where R.Item == Item {
        _TransferRepresentations(count: 1)
    }
    public static func buildBlock(_ parts: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(count: parts.reduce(0) { $0 + $1.count })
    }
}

/// Items as their `Codable` encoding (JSON unless an encoder is given).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {}
    public init<E: TopLevelEncoder, D: TopLevelDecoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: E, decoder: D)
    where E.Output == Data, D.Input == Data {}
}

/// Items as bytes, with how to make them and read them back.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {}
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// Items as files on disk.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    public init(importedContentType: UTType, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {}
}

/// Items through another transferable type (a model as its `String` title).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
}

public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

// The system types Apple makes transferable.
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation { DataRepresentation<String>(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) }) }
}
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation { DataRepresentation<Data>(contentType: .data, exporting: { $0 }, importing: { $0 }) }
}
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<URL>(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        })
    }
}
/// iOS 16: an image exports as PNG and imports from any image data (here:
/// decoded as nothing, an image named for its byte count, as `UIImage(data:)`).
extension Image: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Image>(contentType: .image, exporting: { _ in Data() }, importing: { Image("data(\($0.count) bytes)") })
    }
}
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation<AttributedString, String>(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension View {
    /// iOS 16: accepts dropped items of a type. No user drops anything here:
    /// recorded, and `action` never runs (`isTargeted` is never called).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_RecordedModifier("dropDestination"))
    }
}
