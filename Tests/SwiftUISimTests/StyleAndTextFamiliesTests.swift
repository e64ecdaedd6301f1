import Foundation
import Testing
@testable import SwiftUISim

// Round 6's families, as Apple declares them: the style protocols a program
// implements with `makeBody(configuration:)` (MenuStyle, GroupBoxStyle iOS 14;
// ControlGroupStyle iOS 15; GaugeStyle, FormStyle, DisclosureGroupStyle,
// DatePickerStyle iOS 16; TextEditorStyle iOS 17), `Text.LineStyle` and
// SwiftUI's `AttributedString` attributes (iOS 15), the `NSRange` ↔
// `AttributedString` conversions Linux's Foundation lacks, `ContextMenu` and
// `contextMenu(forSelectionType:menu:primaryAction:)` (iOS 16), and AppKit's
// documents and image representations.

/// https://developer.apple.com/documentation/swiftui/menustyle (iOS 14)
private struct CompactMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(2) }
}
/// https://developer.apple.com/documentation/swiftui/groupboxstyle (iOS 14)
private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View { VStack { configuration.label; configuration.content } }
}
/// https://developer.apple.com/documentation/swiftui/gaugestyle (iOS 16)
private struct RingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View { Text("\(Int(configuration.value * 100))%") }
}
/// https://developer.apple.com/documentation/swiftui/disclosuregroupstyle (iOS 16)
private struct ArrowDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isExpanded.toggle() } label: { configuration.label }
        if configuration.isExpanded { configuration.content }
    }
}
/// https://developer.apple.com/documentation/swiftui/formstyle (iOS 16)
private struct PlainFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View { ScrollView { configuration.content } }
}

private struct Styled: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Menu("Sort") { Button("Name") {} }.menuStyle(CompactMenuStyle())
            GroupBox("Battery") { Text("Low") }.groupBoxStyle(CardBoxStyle())
            Gauge(value: 0.5) { Text("Water") }.gaugeStyle(RingGaugeStyle())
            DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(ArrowDisclosureStyle())
            Form { Button("Add \(count)") { count += 1 } }.formStyle(PlainFormStyle())
            // https://developer.apple.com/documentation/swiftui/contextmenu (iOS 13)
            Text("Row").contextMenu(ContextMenu { Button("Delete") { count = 0 } })
            // https://developer.apple.com/documentation/swiftui/view/contextmenu(forselectiontype:menu:primaryaction:) (iOS 16)
            List { Text("A") }.contextMenu(forSelectionType: Int.self) { ids in Button("Open \(ids.count)") {} }
            // https://developer.apple.com/documentation/swiftui/text/linestyle (iOS 15)
            Text("Struck").strikethrough(pattern: .dashDot, color: .red).underline(true, pattern: Text.LineStyle.single.pattern)
        }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

@MainActor @Suite struct StyleAndTextFamiliesTests {
    @Test func customStylesAreRecordedAndTheControlsStillWork() {
        let host = ViewHost(Styled())
        let dump = host.dump()
        for style in ["CompactMenuStyle", "CardBoxStyle", "RingGaugeStyle", "ArrowDisclosureStyle", "PlainFormStyle"] {
            #expect(dump.contains(style), "\(style) recorded where it is set")
        }
        #expect(host.texts.contains("Low") && host.texts.contains("Water"), "the built-in forms show: \(host.texts)")
        host.tap("Add 0")
        host.tap("Add 1")
        #expect(host.texts.contains("Add 2"))
        host.tap("Delete")
        #expect(host.texts.contains("Add 0"), "a ContextMenu's button is on screen and tappable: \(host.texts)")
    }

    @Test func theDeprecatedColorSchemeModifierWritesTheEnvironment() {
        // (Listed by dump: white text on the simulated light screen is not counted as seen.)
        #expect(ViewHost(SchemeReader().colorScheme(.dark)).dump().contains("\"dark\""))
        #expect(ViewHost(SchemeReader()).texts == ["light"])
    }

    @Test func attributedStringsCarrySwiftUIAttributes() throws {
        // https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes (iOS 15)
        var text = AttributedString("let x = 1")
        text.foregroundColor = .primary
        let keyword = try #require(text.range(of: "let"))
        text[keyword].foregroundColor = .blue
        text[keyword].font = .headline
        text[keyword].underlineStyle = Text.LineStyle(pattern: .dot, color: .red)
        #expect(text.runs.count == 2)
        #expect(text.runs.first?.foregroundColor == .blue && text.runs.first?.font == .headline)
        #expect(text.runs.first?.underlineStyle?.pattern == .dot)
        #expect(ViewHost(Text(text)).texts == ["let x = 1"])
    }

    @Test func nsRangesConvertToAndFromAttributedStringRanges() throws {
        // https://developer.apple.com/documentation/swift/range/init(_:in:)-… (AttributedStringProtocol, iOS 15)
        let code = "é = \"ok\""
        var text = AttributedString(code)
        let found = try #require(code.range(of: "\"ok\""))
        let range = try #require(Range(NSRange(found, in: code), in: text))
        text[range].foregroundColor = .green
        #expect(String(text[range].characters) == "\"ok\"")
        #expect(NSRange(range, in: text) == NSRange(found, in: code))
        #expect(Range(NSRange(location: 40, length: 2), in: text) == nil, "out of bounds")
    }

    @Test func documentsOpenThroughTheirOwnReadMethod() throws {
        // https://developer.apple.com/documentation/appkit/nsdocumentcontroller/opendocument(withcontentsof:display:completionhandler:)
        final class Notes: NSDocument {
            var text = ""
            override func read(from data: Data, ofType typeName: String) throws { text = String(decoding: data, as: UTF8.self) }
        }
        final class NotesController: NSDocumentController {
            override func documentClass(forType typeName: String) -> AnyClass? { Notes.self }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sim6-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let controller = NotesController()
        var opened: NSDocument?
        controller.openDocument(withContentsOf: url, display: false) { document, _, _ in opened = document }
        #expect((opened as? Notes)?.text == "hello" && opened?.displayName == url.deletingPathExtension().lastPathComponent)
        #expect(controller.recentDocumentURLs == [url] && controller.documents.count == 1)
        var again: Bool?
        controller.openDocument(withContentsOf: url, display: false) { _, alreadyOpen, _ in again = alreadyOpen }
        #expect(again == true && controller.documents.count == 1)
        // https://developer.apple.com/documentation/appkit/nsimage/representations
        let image = NSImage(size: NSSize(width: 64, height: 32))
        #expect(image.representations.first?.pixelsWide == 64 && image.representations.first?.pixelsHigh == 32)
    }
}
