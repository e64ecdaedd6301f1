import AVFoundationSim
import Foundation
import StoreKitSim
import SwiftDataSim
import Testing
@testable import SwiftUISim

// Round 11's additions (docs/simulator.md, "Round 11"), each as Apple
// declares it: StoreKit (a stand-in built on the simulator), SharePreview,
// QuartzCore's clock, AVFoundation's capture session, AppKit's default-app
// setting and table view, the iOS 17 interactive spring, iOS 26's symbol
// colour modes and `#Predicate`'s `localizedStandardContains`.

private struct RateAppView: View {
    @Environment(\.requestReview) private var requestReview
    var body: some View {
        Button("Rate the app") { requestReview() }
    }
}

private struct StoreScreen: View {
    var body: some View {
        VStack {
            ProductView(id: "pro.monthly")
            StoreView(ids: ["coins.100", "coins.500"])
            SubscriptionStoreView(groupID: "pro") { Text("Go Pro") }
        }
    }
}

private struct ShareScreen: View {
    let photo = Image(systemName: "photo")
    var body: some View {
        VStack {
            ShareLink(item: photo, message: Text("A photo"), preview: SharePreview("Holiday", image: photo))
            ShareLink("Send link", item: URL(string: "https://example.com")!, preview: SharePreview("Example"))
            ShareLink(items: ["a", "b"], preview: { SharePreview($0) }) { Text("Share letters") }
        }
    }
}

private struct Friend { var name: String }

private struct RichEditor: View {
    @Environment(\.fontResolutionContext) private var context
    @State var text = AttributedString("Hello world")
    @State var selection = AttributedTextSelection()
    var body: some View {
        VStack {
            TextEditor(text: $text, selection: $selection)
            Button("Select hello") { selection = AttributedTextSelection(range: text.startIndex..<text.index(text.startIndex, offsetByCharacters: 5)) }
            Button("Bold") {
                text.transformAttributes(in: &selection) { container in
                    let font = container.font ?? .default
                    container.font = font.bold(!font.resolve(in: context).isBold)
                }
            }
            Text(text.runs.map { "\(String(text[$0.range].characters)):\($0.font?.resolve(in: context).isBold ?? false)" }.joined(separator: "|"))
        }
    }
}

@MainActor @Suite(.serialized) struct Round11FamiliesTests {
    /// https://developer.apple.com/documentation/storekit/requestreviewaction (iOS 16):
    /// calling the environment's action asks for a review (counted; nothing shows).
    @Test func aReviewRequestIsCounted() {
        let before = RequestReviewAction.requests
        let host = ViewHost(RateAppView())
        host.tap("Rate the app")
        #expect(RequestReviewAction.requests == before + 1)
        AppStore.requestReview(in: UIWindowScene())
        #expect(RequestReviewAction.requests == before + 2)
    }

    /// …/storekit/productview, …/storeview, …/subscriptionstoreview (iOS 17):
    /// each shows its placeholder (no App Store here), with the app's marketing content.
    @Test func storeViewsShowTheirPlaceholders() {
        let host = ViewHost(StoreScreen())
        #expect(host.texts.contains("pro.monthly"), "\(host.texts)")
        #expect(host.texts.contains("2 products (no App Store here)"), "\(host.texts)")
        #expect(host.texts.contains("Go Pro") && host.texts.contains("Subscriptions"), "\(host.texts)")
    }

    /// …/storekit/product/products(for:) and …/transaction/updates (iOS 15):
    /// no product loads and no transaction arrives.
    @Test func noProductLoadsAndNoTransactionArrives() async throws {
        #expect(try await Product.products(for: ["pro.monthly"]).isEmpty)
        var count = 0
        for await _ in StoreKitSim.Transaction.updates { count += 1 }
        for await _ in StoreKitSim.Transaction.currentEntitlements { count += 1 }
        #expect(count == 0)
        #expect(await StoreKitSim.Transaction.latest(for: "pro.monthly") == nil)
    }

    /// …/swiftui/sharepreview, …/sharelink/init(item:subject:message:preview:) (iOS 16):
    /// the links show their labels; the preview is kept.
    @Test func shareLinksWithPreviewsShowTheirLabels() {
        let host = ViewHost(ShareScreen())
        #expect(host.texts.contains("Share") && host.texts.contains("Send link") && host.texts.contains("Share letters"), "\(host.texts)")
        let preview = SharePreview("Holiday", image: Image(systemName: "photo"))
        #expect(preview.image != nil && preview.icon == nil)
    }

    /// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime():
    /// a monotonic clock in seconds.
    @Test func mediaTimeMovesForward() throws {
        let first: CFTimeInterval = CACurrentMediaTime()
        Thread.sleep(forTimeInterval: 0.01)
        let second = CACurrentMediaTime()
        #expect(second - first >= 0.009 && second - first < 5)
        #expect(CALayer().cornerRadius == 0, "CALayer is QuartzCore's, which UIKit re-exports")
    }

    /// …/avfoundation/avcapturesession (iOS 4), …/avplayer/actionatitemend:
    /// a session runs with no camera; inputs and outputs are kept.
    @Test func aCaptureSessionRunsWithoutACamera() {
        let session = AVCaptureSession()
        session.beginConfiguration()
        session.sessionPreset = .photo
        let output = AVCaptureVideoDataOutput()
        #expect(session.canAddOutput(output))
        session.addOutput(output)
        #expect(!session.canAddOutput(output))
        session.commitConfiguration()
        session.startRunning()
        #expect(session.isRunning && session.outputs.count == 1)
        session.stopRunning()
        #expect(!session.isRunning)
        #expect(AVCaptureDevice.default(for: .video) == nil)
        let player = AVPlayer()
        #expect(player.actionAtItemEnd == .pause)
        player.actionAtItemEnd = .none
        #expect(player.actionAtItemEnd == .none)
    }

    /// …/appkit/nsworkspace/setdefaultapplication(at:toopenurlswithscheme:completionhandler:) (macOS 12),
    /// …/appkit/nstableview, …/nsview/enclosingscrollview.
    @Test func appKitDefaultAppAndTableView() {
        let app = URL(fileURLWithPath: "/Applications/Browser.app")
        var reported = false
        NSWorkspace.shared.setDefaultApplication(at: app, toOpenURLsWithScheme: "HTTP") { error in reported = error == nil }
        #expect(reported)
        #expect(NSWorkspace.shared.defaultApplications["http"] == app)
        let scroll = NSScrollView(), table = NSTableView()
        scroll.addSubview(table)
        #expect(table.enclosingScrollView === scroll)
        table.backgroundColor = .clear
        scroll.drawsBackground = false
        #expect(table.backgroundColor == .clear && table.numberOfRows == 0)
    }

    /// …/animation/interactivespring(duration:extrabounce:blendduration:) (iOS 17):
    /// `.interactiveSpring` is this one, as in Apple's SDK (round 15:
    /// SpringOverloadResolutionTests).
    @Test func theInteractiveSpringByDurationIsTheClassicOne() {
        let classic = Animation.interactiveSpring.timing, byDuration = Animation.interactiveSpring(duration: 0.15).timing
        #expect(abs(classic.duration - byDuration.duration) < 1e-9, "\(classic) vs \(byDuration)")
        let bouncier = Animation.interactiveSpring(duration: 0.15, extraBounce: 0.3).timing
        #expect(bouncier != classic)
        _ = Animation.spring(duration: 0.4, bounce: 0.2, blendDuration: 0.1)
    }

    /// …/swiftui/view/symbolcolorrenderingmode(_:), …/symbolvariablevaluemode(_:) (iOS 26): recorded.
    @Test func symbolColourModesAreRecorded() {
        let host = ViewHost(
            // On a view (an `Image` has its own overloads, which return the image).
            VStack { Image(systemName: "heart.fill") }.symbolColorRenderingMode(.gradient).symbolVariableValueMode(.draw)
        )
        #expect(host.dump().contains("symbolColorRenderingMode(gradient)"), "\(host.dump())")
        #expect(host.dump().contains("symbolVariableValueMode(draw)"), "\(host.dump())")
    }

    /// …/swiftui/texteditor/init(text:selection:), …/foundation/attributedstring/transformattributes(in:body:),
    /// …/swiftui/font/resolve(in:) (iOS 26): a Bold button bolds the selection, and again un-bolds it.
    @Test func aRichTextEditorBoldsItsSelection() {
        let host = ViewHost(RichEditor())
        host.tap("Bold")
        #expect(host.texts.contains("Hello world:false"), "an insertion point changes only the typing attributes: \(host.texts)")
        host.tap("Select hello")
        host.tap("Bold")
        #expect(host.texts.contains("Hello:true| world:false"), "\(host.texts)")
        host.tap("Bold")
        #expect(host.texts.contains("Hello:false| world:false"), "\(host.texts)")
        #expect(Font.headline.resolve(in: Font.Context()).isBold && Font.body.italic().resolve(in: Font.Context()).isItalic)
    }

    /// …/avfoundation/avplayeritem/didplaytoendtimenotification (iOS 4): both spellings name it.
    @Test func thePlayerItemsEndNotificationHasBothNames() {
        #expect(NSNotification.Name.AVPlayerItemDidPlayToEndTime == AVPlayerItem.didPlayToEndTimeNotification)
    }

    /// …/foundation/predicateexpressions/stringlocalizedstandardcontains (iOS 17):
    /// `#Predicate` with `localizedStandardContains`, case- and diacritic-insensitive.
    @Test func aPredicateWithLocalizedStandardContainsEvaluates() throws {
        let filter = "ane"
        let predicate = #Predicate<Friend> { friend in filter.isEmpty || friend.name.localizedStandardContains(filter) }
        #expect(try predicate.evaluate(Friend(name: "Jane")))
        #expect(try predicate.evaluate(Friend(name: "RENÉ ÄNE")))
        #expect(try !predicate.evaluate(Friend(name: "Bob")))
    }
}
