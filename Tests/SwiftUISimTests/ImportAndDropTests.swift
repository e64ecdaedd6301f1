import Foundation
import Testing
@testable import SwiftUISim

// Files and drops: `fileImporter` (https://developer.apple.com/documentation/swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)),
// `dropDestination` and Transferable (https://developer.apple.com/documentation/coretransferable/transferable),
// with UTType coming with `import SwiftUI`. No user picks or drops a file:
// the modifiers are recorded and their actions never run.

private struct Note: Codable, Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.text)
    }
}

private struct Importer: View {
    @State private var picking = false
    @State private var picked: [URL] = []
    var body: some View {
        VStack {
            Text("picked \(picked.count)")
            Button("Open") { picking = true }
        }
        .fileImporter(isPresented: $picking, allowedContentTypes: [.folder, .plainText]) { result in
            if case .success(let url) = result, url.startAccessingSecurityScopedResource() { picked.append(url) }
        }
        .dropDestination(for: URL.self) { urls, _ in picked += urls; return true }
    }
}

@MainActor @Suite struct ImportAndDropTests {
    @Test func pickersAndDropsAreRecordedAndNeverAnswered() {
        let host = ViewHost(Importer())
        host.tap("Open")
        #expect(host.texts.contains("picked 0"), "no user picks a file")
        #expect(host.tree.contains { $0.has("fileImporter") } && host.tree.contains { $0.has("dropDestination") })
        #expect(ModifierClass.table["fileImporter"] == .unmodelled, "the picker covers the view while presented")
        #expect(ModifierClass.table["dropDestination"] == .unseen)
    }

    @Test func transferRepresentationsAreBuilt() {
        // The builder keeps every representation, in order of preference.
        #expect((Note.transferRepresentation as? _TransferRepresentations<Note>)?.count == 2)
    }
}
