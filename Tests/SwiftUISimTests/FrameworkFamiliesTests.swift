import Foundation
import Testing
@testable import SwiftUISim
import FoundationModelsSim
import NaturalLanguageSim
import ScreenCaptureKitSim

// Round 5's stand-ins (FoundationModels, NaturalLanguage, CoreImage,
// ScreenCaptureKit, CoreMedia) and AppKit's menu-bar family, each with the
// Apple page it follows: what needs no model, hardware or other app is
// computed; the rest answers as an ineligible device or an empty machine does.

@Suite struct FrameworkFamiliesTests {
    @Test func theSystemLanguageModelIsUnavailableAndRequestsThrow() async {
        // https://developer.apple.com/documentation/foundationmodels/systemlanguagemodel/availability-swift.property
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
        #expect(!SystemLanguageModel.default.isAvailable)
        // https://developer.apple.com/documentation/foundationmodels/languagemodelsession/respond(to:options:)
        let session = LanguageModelSession { "You tell jokes." }
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "A joke about birds") }
        var received = 0
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            for try await _ in session.streamResponse(to: "Another") { received += 1 }
        }
        #expect(received == 0)
    }

    @Test func naturalLanguageTokenizesWithoutAModel() {
        // https://developer.apple.com/documentation/naturallanguage/nltokenizer
        let text = "Birds sing. Do they? Yes!"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        #expect(tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Birds", "sing", "Do", "they", "Yes"])
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        #expect(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Birds sing.", "Do they?", "Yes!"])
        // https://developer.apple.com/documentation/naturallanguage/nltagger/enumeratetags(in:unit:scheme:options:using:)
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass])
        tagger.string = "Hi, you."
        var types: [String] = []
        tagger.enumerateTags(in: "Hi, you.".startIndex..<"Hi, you.".endIndex, unit: .word, scheme: .tokenType, options: [.omitWhitespace]) { tag, _ in
            types.append(tag?.rawValue ?? "nil")
            return true
        }
        #expect(types == ["Word", "Punctuation", "Word", "Punctuation"])
        #expect(tagger.tags(in: "Hi".startIndex..<"Hi".endIndex, unit: .word, scheme: .lexicalClass).allSatisfy { $0.0 == nil },
                "lexical classes need Apple's model: no tag")
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil && NLLanguageRecognizer.dominantLanguage(for: "Bonjour") == nil)
    }

    @Test func coreImageKeepsExtentsAndParameters() throws {
        // https://developer.apple.com/documentation/coreimage/cifilter/3228371-qrcodegenerator
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://example.com".utf8)
        filter.correctionLevel = "H"
        #expect(filter.value(forKey: "inputCorrectionLevel") as? String == "H")
        let output = try #require(filter.outputImage)
        let scaled = output.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        #expect(image.width == 230 && image.height == 230, "a 23-module code scaled by 10")
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = CIImage(cgImage: CGImage(width: 40, height: 30))
        blur.radius = 4
        #expect(blur.outputImage?.extent.size == CGSize(width: 40, height: 30))
        #expect(CIFilter.sepiaTone().outputImage == nil, "a filter without an input image has no output")
    }

    @Test func screenCaptureSharesTheSimulatedDisplayOnly() async throws {
        // https://developer.apple.com/documentation/screencapturekit/scshareablecontent
        let content = try await SCShareableContent.excludingDesktopWindows(false, onScreenWindowsOnly: true)
        #expect(content.displays.map(\.width) == [1440] && content.windows.isEmpty && content.applications.isEmpty)
        let display = try #require(content.displays.first)
        let stream = SCStream(filter: SCContentFilter(display: display, excludingWindows: []), configuration: SCStreamConfiguration(), delegate: nil)
        try await stream.startCapture()
        #expect(stream.isRunning)
        #expect(CMTime(seconds: 1.5, preferredTimescale: 600).seconds == 1.5, "CoreMedia's time, shared with AVFoundation")
    }

    @MainActor @Test func menuBarAppsKeepTheirMenusAndStatusItems() {
        // https://developer.apple.com/documentation/appkit/nsstatusbar/statusitem(withlength:)
        final class Controller: NSObject, NSMenuDelegate {
            var opened = 0
            func menuWillOpen(_ menu: NSMenu) { opened += 1 }
        }
        let controller = Controller()
        let item = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        item.button?.title = "42%"
        let menu = NSMenu(title: "Battery")
        menu.delegate = controller
        menu.addItem(withTitle: "Open", action: nil, keyEquivalent: "o")
        menu.addItem(.separator())
        item.menu = menu
        #expect(item.menu?.items.map(\.title) == ["Open", ""] && menu.items[1].isSeparatorItem)
        menu.delegate?.menuWillOpen(menu)
        #expect(controller.opened == 1, "the app's own method, not the protocol's default")
        // https://developer.apple.com/documentation/appkit/nsscreen/main
        #expect(NSScreen.main?.frame.size == CGSize(width: 1440, height: 900) && NSScreen.main?.visibleFrame.height == 875)
        let window = NSWindow(contentViewController: NSHostingController(rootView: Text("Alert")))
        NSWindowController(window: window).showWindow(nil)
        #expect(window.isVisible)
        window.close()
        // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/application
        #expect(UTType.application.conforms(to: .executable) && UTType.applicationBundle.conforms(to: .package))
    }
}
