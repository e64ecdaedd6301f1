import Foundation
import PhotosUISim
import Testing
@testable import SwiftUISim

// Round 10's additions (docs/simulator.md, "Round 10"), each as Apple
// declares it: PhotosUI's picker (a view, built on the simulator) and
// macOS 15's pointer styles.

private struct AvatarPicker: View {
    @State private var item: PhotosPickerItem?
    @State private var loaded = "no photo"
    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images) { Label("Choose photo", systemImage: "photo") }
            Text(loaded)
        }
        .task(id: item) {
            guard let item, let data = try? await item.loadTransferable(type: Data.self) else { return }
            loaded = "\(data.count) bytes"
        }
    }
}

private struct AlbumPicker: View {
    @State private var items: [PhotosPickerItem] = []
    @State private var changes = 0
    var body: some View {
        VStack {
            PhotosPicker("Add photos", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .not(.screenshots)]))
            Text("\(items.count) chosen, \(changes) changes")
        }
        .onChange(of: items) { changes += 1 }
    }
}

@MainActor @Suite(.serialized) struct Round10FamiliesTests {
    /// https://developer.apple.com/documentation/photosui/photospicker/init(selection:matching:preferreditemencoding:label:),
    /// …/photospickeritem/loadtransferable(type:) (iOS 16): a tap chooses the
    /// simulated library's one photo; the app loads its bytes as on a device.
    @Test func aPickerChoosesTheLibrarysPhotoAndItsBytesLoad() async throws {
        let host = ViewHost(AvatarPicker())
        #expect(host.texts.contains("no photo"))
        host.tap("Choose photo")
        // The task's write after its await lands with the host's next update.
        for _ in 0..<50 where !host.texts.contains(where: { $0.hasSuffix(" bytes") }) {
            try await Task.sleep(for: .milliseconds(5))
            host.update()
        }
        let shown = host.texts.first { $0.hasSuffix(" bytes") }
        #expect(shown != nil && shown != "0 bytes", "\(host.texts)")
        let image = try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Image.self)
        #expect(image != nil)
        struct Custom: Transferable {
            static var transferRepresentation: some TransferRepresentation {
                DataRepresentation<Custom>(importedContentType: .image) { _ in Custom() }
            }
        }
        #expect(try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Custom.self) == nil)
    }

    /// …/photospicker/init(_:selection:maxselectioncount:selectionbehavior:matching:preferreditemencoding:)
    /// (iOS 16): a many-item picker adds the photo once; `onChange` sees it.
    @Test func aManyItemPickerAddsThePhotoOnce() {
        let host = ViewHost(AlbumPicker())
        host.tap("Add photos")
        #expect(host.texts.contains("1 chosen, 1 changes"), "\(host.texts)")
        host.tap("Add photos")
        #expect(host.texts.contains("1 chosen, 1 changes"), "\(host.texts)")
    }

    /// https://developer.apple.com/documentation/appkit/nstitlebaraccessoryviewcontroller (macOS 10.10),
    /// …/nswindow/titlebarseparatorstyle (macOS 11), …/nswindow/setframeautosavename(_:):
    /// accessories are kept in order with their edge; the autosave name is kept,
    /// and no frame was ever saved, so `setFrameUsingName` answers false.
    @Test func aWindowKeepsItsTitlebarAccessoriesAndAutosaveName() {
        final class Header: NSTitlebarAccessoryViewController {}
        let window = NSWindow(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
        let leading = Header(), trailing = Header()
        leading.layoutAttribute = .leading
        trailing.layoutAttribute = .trailing
        window.addTitlebarAccessoryViewController(trailing)
        window.insertTitlebarAccessoryViewController(leading, at: 0)
        #expect(window.titlebarAccessoryViewControllers.map(\.layoutAttribute) == [.leading, .trailing])
        window.removeTitlebarAccessoryViewController(at: 1)
        #expect(window.titlebarAccessoryViewControllers.count == 1)
        window.titlebarSeparatorStyle = .none
        #expect(window.titlebarSeparatorStyle == .none)
        #expect(window.frameAutosaveName.isEmpty)
        #expect(!window.setFrameUsingName("Main", force: true))
        window.setFrameAutosaveName("Main")
        #expect(window.frameAutosaveName == "Main")
    }

    /// https://developer.apple.com/documentation/swiftui/view/pointerstyle(_:) (macOS 15):
    /// recorded, nothing else.
    @Test func aPointerStyleIsRecorded() {
        let host = ViewHost(Text("Open").pointerStyle(.link).pointerStyle(.frameResize(position: .bottomTrailing)))
        #expect(host.texts == ["Open"])
        #expect(host.dump().contains("pointerStyle(link)"), "\(host.dump())")
    }
}
