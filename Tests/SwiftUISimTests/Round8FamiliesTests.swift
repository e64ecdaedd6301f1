import AuthenticationServicesSim
import Foundation
import Testing
import TipKitSim
@testable import SwiftUISim

// Round 8's additions for corpus-r7 (docs/simulator.md, "Round 8"), each as
// Apple declares it (the pages cited per test): Foundation's formatters that
// Linux lacks, UIKit's spell checker, WatchKit's device, the deprecated
// item-driven action sheet, view-aligned scroll limits, Core Text's font
// bridge, and the TipKit and AuthenticationServices stand-ins built on the
// simulator.

private struct Clock: View {
    let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        formatter.allowedUnits = [.minute, .second]
        return formatter
    }()
    @State private var seconds: TimeInterval = 65
    var body: some View {
        Text(formatter.string(from: seconds) ?? "--:--")
        Button("Later") { seconds += 60 }
    }
}

private struct Choice: Identifiable {
    let id = UUID()
    let title: String
}
private struct Choosing: View {
    @State private var choice: Choice?
    @State private var picked = "none"
    var body: some View {
        Text("Picked \(picked)")
        Button("Choose") { choice = Choice(title: "Options") }
            .actionSheet(item: $choice) { choice in
                ActionSheet(title: Text(choice.title), message: Text("Choose one"), buttons: [
                    .default(Text("First")) { picked = "first" }, .cancel(),
                ])
            }
    }
}

private struct FavoriteTip: Tip {
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorites appear first.") }
    var image: Image? { Image(systemName: "star") }
}
private struct OnceTip: Tip {
    var title: Text { Text("Once") }
    var options: [any TipOption] { [Tips.MaxDisplayCount(1)] }
}
private struct Tipped: View {
    @State private var shown = true
    var body: some View {
        if shown { TipView(FavoriteTip()) }
        Button("Toggle") { shown.toggle() }
    }
}

@MainActor @Suite(.serialized) struct Round8FamiliesTests {
    /// https://developer.apple.com/documentation/foundation/datecomponentsformatter (iOS 8):
    /// positional, padded minutes and seconds, as a media player's clock; the
    /// simulator's declaration shadows corelibs' unavailable one.
    @Test func dateComponentsFormatterFormatsAClockInAView() {
        let host = ViewHost(Clock())
        #expect(host.texts.contains("01:05"))
        host.tap("Later")
        #expect(host.texts.contains("02:05"))
    }

    /// https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum,
    /// …/includesapproximationphrase, …/includestimeremainingphrase.
    @Test func dateComponentsFormatterStyles() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.allowedUnits = [.minute]
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        #expect(formatter.string(from: 300) == "About 5 minutes remaining")
        formatter.includesApproximationPhrase = false
        formatter.includesTimeRemainingPhrase = false
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 3_661) == "1 hour, 1 minute, 1 second")
        #expect(formatter.string(from: 3_600) == "1 hour")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_725) == "1h 2m 5s")
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 125) == "2 min, 5 sec")
        formatter.unitsStyle = .spellOut
        #expect(formatter.string(from: 1_260) == "twenty-one minutes")
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 65) == "0:01:05")
        formatter.zeroFormattingBehavior = .default
        #expect(formatter.string(from: 65) == "1:05")
        var components = DateComponents()
        components.hour = 2
        components.minute = 30
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .full) == "2 hours, 30 minutes")
    }

    /// https://developer.apple.com/documentation/foundation/listformatter/localizedstring(byjoining:) (iOS 13).
    @Test func listFormatterJoinsInEnglish() {
        #expect(ListFormatter.localizedString(byJoining: ["Raspberry", "Lemon", "Ice"]) == "Raspberry, Lemon, and Ice")
        #expect(ListFormatter.localizedString(byJoining: ["Raspberry", "Lemon"]) == "Raspberry and Lemon")
        #expect(ListFormatter.localizedString(byJoining: ["Banana"]) == "Banana")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
    }

    /// https://developer.apple.com/documentation/uikit/uitextchecker/rangeofmisspelledword(in:range:startingat:wrap:language:)
    /// (iOS 3.2): with no dictionary nothing is misspelled; with one, the
    /// first unknown word's UTF-16 range, guesses one edit away, completions.
    @Test func textCheckerChecksAgainstItsDictionary() {
        let checker = UITextChecker()
        let text = "hello wrold"
        let whole = NSRange(location: 0, length: text.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location == NSNotFound)
        UITextChecker.dictionary = ["HELLO", "WORLD", "WORD", "WORK"]
        defer { UITextChecker.dictionary = [] }
        let misspelled = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US")
        #expect(misspelled == NSRange(location: 6, length: 5))
        #expect(checker.guesses(forWordRange: NSRange(location: 4, length: 4), in: "the worl", language: "en_US")?.contains("world") == true)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "wor", language: "en_US") == ["word", "work", "world"])
        UITextChecker.learnWord("wrold")
        defer { UITextChecker.unlearnWord("wrold") }
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US").location == NSNotFound)
    }

    /// https://developer.apple.com/documentation/foundation/url/lines (iOS 15): a file's lines
    /// as they are read; a web address fails (no network here), so the app's `catch` runs.
    @Test func urlLinesReadsAFileAndFailsOnTheNetwork() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("round8-words-\(UUID().uuidString).txt")
        try Data("apple\nbanana\r\ncherry\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var words: [String] = []
        for try await word in file.lines { words.append(word) }
        #expect(words == ["apple", "banana", "cherry"])
        await #expect(throws: URLError.self) {
            for try await _ in URL(string: "https://web.stanford.edu/class/cs193p/common.words")!.lines {}
        }
    }

    /// https://developer.apple.com/documentation/watchkit/wkinterfacedevice (watchOS 2): the screen
    /// and the haptics played, through `import SwiftUI` as on watchOS.
    @Test func watchDeviceHasAScreenAndPlaysHaptics() {
        let device = WKInterfaceDevice.current()
        #expect(device.screenBounds.size == CGSize(width: 208, height: 248))
        let before = device.playedHaptics.count
        device.play(.click)
        #expect(device.playedHaptics.dropFirst(before) == [.click])
    }

    /// https://developer.apple.com/documentation/swiftui/view/actionsheet(item:content:) (iOS 13):
    /// shown while the item is non-nil, built from it; a button closes it.
    @Test func anItemActionSheetShowsForItsItemAndClosesOnAButton() {
        let host = ViewHost(Choosing())
        #expect(!host.texts.contains("Options"))
        host.tap("Choose")
        #expect(host.texts.contains("Options"))
        #expect(host.texts.contains("Choose one"))
        host.tap("First")
        #expect(!host.texts.contains("Options"))
        #expect(host.texts.contains("Picked first"))
    }

    /// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior
    /// (iOS 17; `alwaysByOne`/`alwaysByFew` iOS 18): `.automatic` limits in a compact size class only.
    @Test func viewAlignedLimitBehaviours() {
        let always: ViewAlignedScrollTargetBehavior = .viewAligned(limitBehavior: .always)
        #expect(always.limitBehavior.viewsPerInteraction(compact: false) == 1)
        #expect(ViewAlignedScrollTargetBehavior().limitBehavior.viewsPerInteraction(compact: true) == 1)
        #expect(ViewAlignedScrollTargetBehavior().limitBehavior.viewsPerInteraction(compact: false) == nil)
        #expect(ViewAlignedScrollTargetBehavior.LimitBehavior.never.viewsPerInteraction(compact: true) == nil)
        #expect(ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByFew.viewsPerInteraction(compact: true) == 3)
    }

    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-1w2zv (iOS 17):
    /// `safeAreaPadding(15)` pads every edge, laid out as padding (a huge leading inset pushes the text off screen).
    @Test func safeAreaPaddingByALengthOrInsets() {
        #expect(judged(Text("Trail maps").safeAreaPadding(16)).seen)
        hidden(Text("Trail maps").safeAreaPadding(EdgeInsets(top: 0, leading: 5000, bottom: 0, trailing: 0)), because: "off the screen")
    }

    /// https://developer.apple.com/documentation/swiftui/shape/stroke(style:) (iOS 13, `-> some Shape`):
    /// the stroked outline goes on as a shape (filled, as SwiftUI-Kit's loading circle does) and draws as a stroke.
    @Test func aStrokedShapeIsAShape() {
        func shape<S: Shape>(_ shape: S) -> S { shape }
        let ring = shape(Circle().trim(from: 0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)))
        let host = ViewHost(VStack { ring.fill(Color.red); Text("ring") })
        #expect(host.texts == ["ring"])
        #expect(host.dump().contains("stroke(4.0)"))
    }

    /// https://developer.apple.com/documentation/coretext/ctfont: `UIFont` and `NSFont` are
    /// toll-free bridged, so either converts with `as CTFont`, and `Font(_:)` takes it.
    @Test func platformFontsBridgeToCoreText() {
        let font = UIFont.systemFont(ofSize: 16) as CTFont
        #expect(CTFontGetSize(font) == 16)
        #expect(CTFontGetDescent(NSFont.systemFont(ofSize: 20) as CTFont) == 5)
        #expect(Font(font) == Font(UIFont.systemFont(ofSize: 16)))
    }

    /// https://developer.apple.com/documentation/tipkit/tips/configure(_:), …/tipkit/tipview (iOS 17):
    /// no tip before `configure`; the tip's content after; closing it
    /// invalidates it (`.tipClosed`) and it stays gone.
    @Test func aTipShowsOnceConfiguredAndStaysClosed() throws {
        try Tips.resetDatastore()
        let host = ViewHost(Tipped())
        #expect(!host.texts.contains("Save as a Favorite"))
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(throws: Tips.TipKitError.self) { try Tips.configure() }
        host.tap("Toggle")
        host.tap("Toggle")
        #expect(host.texts.contains("Save as a Favorite"))
        #expect(host.texts.contains("Your favorites appear first."))
        #expect(FavoriteTip().status == .available)
        host.tap("Close tip")
        #expect(!host.texts.contains("Save as a Favorite"))
        #expect(FavoriteTip().status == .invalidated(.tipClosed))
        try Tips.resetDatastore()
    }

    /// https://developer.apple.com/documentation/tipkit/tips/maxdisplaycount: invalidated
    /// once displayed that many times.
    @Test func aTipWithAMaximumDisplayCountIsInvalidatedAfterIt() throws {
        try Tips.resetDatastore()
        try Tips.configure()
        let first = ViewHost(TipView(OnceTip()))
        #expect(first.texts.contains("Once"))
        let second = ViewHost(TipView(OnceTip()))
        #expect(!second.texts.contains("Once"))
        #expect(OnceTip().status == .invalidated(.displayCountExceeded))
        try Tips.resetDatastore()
    }

    /// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton/init(_:onrequest:oncompletion:)
    /// (iOS 14): the button builds the request, then (no Apple ID here) completes as cancelled.
    @Test func signInWithAppleRequestsThenCompletesCancelled() {
        final class Log { var scopes: [ASAuthorization.Scope]? = nil; var failed = false }
        let log = Log()
        let host = ViewHost(
            SignInWithAppleButton(.continue) { request in
                request.requestedScopes = [.fullName, .email]
                log.scopes = request.requestedScopes
            } onCompletion: { result in
                if case .failure(let error) = result, (error as? ASAuthorizationError)?.code == .canceled { log.failed = true }
            }
            .signInWithAppleButtonStyle(.whiteOutline))
        host.tap("Continue with Apple")
        #expect(log.scopes == [.fullName, .email])
        #expect(log.failed)
    }
}
