// Document-based apps (iOS 14 / macOS 11): `FileDocument`,
// `ReferenceFileDocument`, the `DocumentGroup` scene and the file export
// and move panels, as Apple declares them.
//
// A `DocumentGroup`, like any app's first scene, shows its editor: here
// for a new document (`newDocument()`), held by the scene so edits through
// `configuration.$document` persist; there is no document browser and
// nothing is saved. `fileExporter` and `fileMover` are the system's panels:
// no user picks a place, so they never complete; recorded as
// `fileExporter`/`fileMover` while not presented and
// `fileExporterPresented`/`fileMoverPresented` (unmodelled: the panel covers
// the view) while presented, as `fileImporter` is (Modifiers/FileImporter.swift).
// https://developer.apple.com/documentation/swiftui/filedocument
// https://developer.apple.com/documentation/swiftui/documentgroup
import Foundation

/// Apple: "A type that you use to serialize documents to and from file."
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
    public init(contentType: UTType, file: FileWrapper) { (self.contentType, self.file) = (contentType, file) }
}

public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
    public init(contentType: UTType, existingFile: FileWrapper?) { (self.contentType, self.existingFile) = (contentType, existingFile) }
}

/// Apple: "A type that you use to serialize reference type documents to and from file."
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document editor gets: a binding to the document, its file's URL (none: never saved) and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

@MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

/// A scene of documents of one type; shows its editor for a new document.
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    let root: any View
    public var _rootContent: (any View)? { root }
}

/// The editor of a new document: the document is the window's state, so an
/// edit through the binding updates the editor like any `@State` write.
public struct _DocumentEditor<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content
    public var body: some View { editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true)) }
}

extension DocumentGroup where Document: FileDocument {
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        root = _DocumentEditor(document: newDocument(), editor: editor)
    }
    /// A viewer: documents open read-only; with no document open, nothing is shown.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        root = EmptyView()
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        root = editor(ReferenceFileDocumentConfiguration(document: newDocument(), fileURL: nil, isEditable: true))
    }
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        root = EmptyView()
    }
}

extension View {
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileExporterPresented" : "fileExporter"))
    }
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                      onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileExporterPresented" : "fileExporter"))
    }
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                           onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileExporterPresented" : "fileExporter"))
    }
    /// iOS 17: a `Transferable` item exported as one of its content types.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                             onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                             onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileExporterPresented" : "fileExporter"))
    }
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileMoverPresented" : "fileMover"))
    }
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                        onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL {
        modifier(_RecordedModifier(isPresented.wrappedValue ? "fileMoverPresented" : "fileMover"))
    }
}
