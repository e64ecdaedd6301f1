import Foundation
import Testing
@testable import SwiftUISim

// iOS 26: Liquid Glass (https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:))
// and the `confirm`/`close` button roles with their default labels
// (https://developer.apple.com/documentation/swiftui/button/init(role:action:)).

private struct Sheet: View {
    @State private var saved = 0
    @State private var closed = false
    var body: some View {
        GlassEffectContainer(spacing: 20) {
            VStack {
                Text("saved \(saved)")
                Text(closed ? "closed" : "open")
                Button(role: .confirm) { saved += 1 }
                Button(role: .close) { closed = true }
                Button("Trash", systemImage: "trash", role: .destructive) {}
            }
        }
    }
}

@MainActor @Suite struct LiquidGlassAndButtonRolesTests {
    @Test func roleButtonsShowTheirRolesNameAndAct() {
        let host = ViewHost(Sheet())
        host.tap("Done")
        host.tap("Close")
        #expect(host.texts.contains("saved 1") && host.texts.contains("closed"), "\(host.texts)")
        #expect(host.texts.contains("Trash"))
        #expect(ButtonRole.confirm != .close && ButtonRole.cancel != .destructive, "roles are told apart")
    }

    @Test func glassIsRecordedAndNotTrustedAsSeen() {
        // Glass changes how the content looks (its foreground effects), which
        // the simulator does not compute: the text under it is not certainly seen.
        let host = ViewHost(Text("Trail maps").padding().glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12)))
        let node = host.tree.first { $0.has("glassEffect") }
        #expect(node?.modifier("glassEffect")?.arguments == "regular")
        #expect(ModifierClass.table["glassEffect"] == .unmodelled)
        #expect(!host.texts.contains("Trail maps") && host.dump().contains("Trail maps"))
        #expect(Glass.regular.tint(.red) != Glass.regular && Glass.clear != Glass.identity)
    }
}

/// iOS 16's `ImageRenderer` (https://developer.apple.com/documentation/swiftui/imagerenderer):
/// an image is its name here, so the rendered one is named for the view's type and sized by the proposal.
@MainActor @Suite struct ImageRendererTests {
    @Test func renderedImagesAreNamedForTheViewAndSizedByTheProposal() {
        let renderer = ImageRenderer(content: Text("Share me"))
        renderer.proposedSize = ProposedViewSize(width: 100, height: 40)
        renderer.scale = 3
        #expect(renderer.cgImage?.width == 300 && renderer.cgImage?.height == 120)
        #expect(renderer.uiImage?.size == CGSize(width: 100, height: 40))
        #expect(Image(uiImage: renderer.uiImage!) == Image(uiImage: ImageRenderer(content: Text("other")).uiImage!), "same view type, same name")
    }
}
