import Foundation

// AppKit's document architecture, as document-based apps reach it from
// SwiftUI (macOS 10.0+; https://developer.apple.com/documentation/appkit/nsdocumentcontroller,
// https://developer.apple.com/documentation/appkit/nsdocument). Nothing is
// shown: the controller keeps the documents it is given and the recent
// URLs it is told about; opening a document reads it through the
// document's own `read(from:ofType:)`; open panels are never answered (no
// user), as `NSOpenPanel`'s are not.

/// Apple: "An abstract class that defines the interface for macOS documents."
@MainActor
open class NSDocument: NSObject {
    /// Apple: the kinds of change `updateChangeCount(_:)` records.
    public enum ChangeType: UInt, Sendable {
        case changeDone = 0, changeUndone = 1, changeCleared = 2, changeReadOtherContents = 3, changeAutosaved = 4
        case changeRedone = 5, changeDiscardable = 256
    }
    open var fileURL: URL?
    open var fileType: String?
    open var fileModificationDate: Date?
    open var hasUndoManager = true
    open private(set) var windowControllers: [NSWindowController] = []
    private var changeCount = 0

    public override init() { super.init() }
    public required convenience init(type typeName: String) throws { self.init(); fileType = typeName }
    public required convenience init(contentsOf url: URL, ofType typeName: String) throws {
        self.init()
        (fileURL, fileType) = (url, typeName)
        try read(from: url, ofType: typeName)
    }

    open var displayName: String! { fileURL?.deletingPathExtension().lastPathComponent ?? "Untitled" }
    open var isDocumentEdited: Bool { changeCount != 0 }
    open var hasUnautosavedChanges: Bool { isDocumentEdited }
    open class var autosavesInPlace: Bool { false }
    open class var readableTypes: [String] { [] }
    open class var writableTypes: [String] { [] }

    open func updateChangeCount(_ change: ChangeType) {
        switch change {
        case .changeDone, .changeRedone: changeCount += 1
        case .changeUndone: changeCount -= 1
        case .changeCleared, .changeAutosaved, .changeReadOtherContents: changeCount = 0
        case .changeDiscardable: break
        }
    }

    // Reading and writing: a subclass overrides the data or the URL form, as in AppKit.
    open func read(from data: Data, ofType typeName: String) throws {}
    open func read(from url: URL, ofType typeName: String) throws { try read(from: Data(contentsOf: url), ofType: typeName) }
    open func data(ofType typeName: String) throws -> Data { Data() }
    open func write(to url: URL, ofType typeName: String) throws { try data(ofType: typeName).write(to: url) }
    open func save(_ sender: Any?) {
        guard let fileURL, let fileType else { return }
        if (try? write(to: fileURL, ofType: fileType)) != nil { updateChangeCount(.changeCleared) }
    }

    open func makeWindowControllers() {}
    open func addWindowController(_ windowController: NSWindowController) { windowControllers.append(windowController) }
    open func removeWindowController(_ windowController: NSWindowController) { windowControllers.removeAll { $0 === windowController } }
    open func showWindows() { windowControllers.forEach { $0.showWindow(self) } }
    open func close() {
        windowControllers.forEach { $0.close() }
        NSDocumentController.shared.removeDocument(self)
    }
}

/// Apple: "An object that manages an app's documents."
@MainActor
open class NSDocumentController: NSObject {
    private static let sharedController = NSDocumentController()
    open class var shared: NSDocumentController { sharedController }

    open private(set) var documents: [NSDocument] = []
    open var currentDocument: NSDocument? { documents.last }
    open private(set) var recentDocumentURLs: [URL] = []
    open var maximumRecentDocumentCount: Int { 10 }
    open var defaultType: String? { nil }
    open var documentClassNames: [String] { [] }
    open var hasEditedDocuments: Bool { documents.contains { $0.isDocumentEdited } }

    public override init() { super.init() }

    open func addDocument(_ document: NSDocument) { documents.append(document) }
    open func removeDocument(_ document: NSDocument) { documents.removeAll { $0 === document } }
    open func document(for url: URL) -> NSDocument? { documents.first { $0.fileURL == url } }

    open func noteNewRecentDocumentURL(_ url: URL) {
        recentDocumentURLs.removeAll { $0 == url }
        recentDocumentURLs.insert(url, at: 0)
        recentDocumentURLs = Array(recentDocumentURLs.prefix(maximumRecentDocumentCount))
    }
    open func noteNewRecentDocument(_ document: NSDocument) { document.fileURL.map(noteNewRecentDocumentURL) }
    open func clearRecentDocuments(_ sender: Any?) { recentDocumentURLs = [] }

    /// Which document class reads a type: a subclass answers (the stand-in has no Info.plist to read).
    open func documentClass(forType typeName: String) -> AnyClass? { nil }
    open func typeForContents(of url: URL) throws -> String { url.pathExtension }
    open func makeDocument(withContentsOf url: URL, ofType typeName: String) throws -> NSDocument {
        let type = documentClass(forType: typeName) as? NSDocument.Type ?? NSDocument.self
        return try type.init(contentsOf: url, ofType: typeName)
    }
    open func makeUntitledDocument(ofType typeName: String) throws -> NSDocument {
        let type = documentClass(forType: typeName) as? NSDocument.Type ?? NSDocument.self
        return try type.init(type: typeName)
    }

    /// Opens a document (or finds it already open): read, added, noted as recent.
    open func openDocument(withContentsOf url: URL, display displayDocument: Bool,
                           completionHandler: @escaping (NSDocument?, Bool, (any Error)?) -> Void) {
        if let open = document(for: url) { return completionHandler(open, true, nil) }
        do {
            let document = try makeDocument(withContentsOf: url, ofType: typeForContents(of: url))
            addDocument(document)
            noteNewRecentDocumentURL(url)
            if displayDocument { document.makeWindowControllers(); document.showWindows() }
            completionHandler(document, false, nil)
        } catch {
            completionHandler(nil, false, error)
        }
    }
    open func openUntitledDocumentAndDisplay(_ displayDocument: Bool) throws -> NSDocument {
        let document = try makeUntitledDocument(ofType: defaultType ?? "")
        addDocument(document)
        return document
    }

    // The open panel: no user answers it here.
    open func openDocument(_ sender: Any?) {}
    open func newDocument(_ sender: Any?) { _ = try? openUntitledDocumentAndDisplay(true) }
    open func urlsFromRunningOpenPanel() -> [URL]? { nil }
    open func runModalOpenPanel(_ openPanel: NSOpenPanel, forTypes types: [String]?) -> Int { NSApplication.ModalResponse.cancel.rawValue }
    open func beginOpenPanel(completionHandler: @escaping ([URL]?) -> Void) {}
    open func beginOpenPanel(_ openPanel: NSOpenPanel, forTypes inTypes: [String]?, completionHandler: @escaping (Int) -> Void) {}
}
