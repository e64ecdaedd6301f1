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
        #expect(host.texts.contains("picked 0"), "nothing covers the view while the picker is not presented: \(host.texts)")
        #expect(host.tree.contains { $0.has("fileImporter") } && host.tree.contains { $0.has("dropDestination") })
        host.tap("Open")
        // The system picker covers the view while presented; it is not drawn
        // here, so what is under it is not counted as seen. No user picks a file.
        #expect(host.tree.contains { $0.has("fileImporterPresented") })
        #expect(!host.texts.contains("picked 0") && host.dump().contains("picked 0"))
        #expect(ModifierClass.table["fileImporterPresented"] == .unmodelled && ModifierClass.table["dropDestination"] == .unseen)
    }

    @Test func transferRepresentationsAreBuilt() {
        // The builder keeps every representation, in order of preference.
        #expect((Note.transferRepresentation as? _TransferRepresentations<Note>)?.count == 2)
    }
}
