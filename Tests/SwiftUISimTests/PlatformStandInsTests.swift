import Foundation
import Testing
@testable import SwiftUISim

// UIKit, AppKit and CoreGraphics API that view code uses (the stand-ins in
// Sources/UIKitSim, Sources/AppKitSim, Sources/CoreGraphicsSim), each with
// the Apple page it follows: such code compiles, and its values are the
// simulated device's (docs/simulator.md, "Platform stand-ins").

/// The rounded-corner shape tutorials copy: a `UIBezierPath` read through `cgPath`.
private struct RoundedCorner: Shape {
    var radius: CGFloat = 8
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        // https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

private struct ShareCard: View {
    @State private var copies = 0
    var body: some View {
        VStack {
            // https://developer.apple.com/documentation/uikit/uiscreen/bounds
            Text("width \(Int(UIScreen.main.bounds.width))")
            // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
            Text(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "pad")
            // https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
            if let image = UIImage(named: "cover") { Image(uiImage: image) }
            Text("copies \(copies)")
                // https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
                .background(Color(uiColor: .secondarySystemBackground))
                .foregroundStyle(Color(.systemGray))
                // https://developer.apple.com/documentation/swiftui/font/init(_:)
                .font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))
            Button("Copy") {
                // https://developer.apple.com/documentation/uikit/uipasteboard/string
                UIPasteboard.general.string = "card \(copies)"
                // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
                UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                copies += 1
            }
            .clipShape(RoundedCorner(corners: [.topLeft, .topRight]))
        }
    }
}

@MainActor @Suite struct PlatformStandInsTests {
    @Test func uiKitCodeRunsOnTheSimulatedIPhone() {
        let host = ViewHost(ShareCard())
        #expect(host.texts.contains("width 393"), "an iPhone 16 is 393 points wide: \(host.texts)")
        #expect(host.texts.contains("phone"))
        host.tap("Copy")
        #expect(host.texts.contains("copies 1"))
        #expect(UIPasteboard.general.string == "card 0", "the pasteboard keeps what was copied, in this process")
        #expect(UIScreen.main.scale == 3 && UIScreen.main.bounds.height == 852)
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.name == "iPhone")
    }

    @Test func platformColoursAreSwiftUIColoursOfTheSameName() {
        // SwiftUI's `Color.red` is the system red (https://developer.apple.com/documentation/swiftui/color/red).
        #expect(Color(uiColor: .systemRed) == Color.red)
        #expect(Color(nsColor: .systemBlue) == Color.blue)
        #expect(Color(uiColor: .label) == Color.primary)
        #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(uiColor: UIColor(white: 0.2, alpha: 1)) == Color(white: 0.2))
        // And back: https://developer.apple.com/documentation/uikit/uicolor/init(_:)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(Color(red: 0.25, green: 0.5, blue: 0.75)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0.25, 0.5, 0.75, 1))
        #expect(UIColor(Color.red) == UIColor.systemRed)
        #expect(UIColor.systemRed.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        // A dynamic colour keeps both appearances and resolves for the traits it is drawn in
        // (the twenty-second review; https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)).
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func imagesAndFontsKeepTheirNameAndSize() {
        #expect(Image(uiImage: UIImage(systemName: "star")!) == Image(systemName: "star"))
        #expect(Image(nsImage: NSImage(named: "cover")!) == Image("cover"))
        #expect(UIImage(data: Data()) == nil, "empty data (a failed download) makes no image")
        #expect(UIImage(data: Data([1, 2, 3])) != nil)
        // https://developer.apple.com/documentation/uikit/uifont/textstyle: body is 17 points at the Large size.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 20) == 20, "the default Dynamic Type size scales nothing")
        #expect(Font(UIFont.systemFont(ofSize: 20)).size == 20)
        #expect(Font(NSFont.systemFont(ofSize: NSFont.systemFontSize)).size == 13)
    }

    @Test func bezierPathsReachSwiftUIPaths() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = RoundedCorner().path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(Path(path.cgPath) == path, "Path → CGPath → Path keeps every element")
    }

    @Test func appKitAppAndEvents() {
        #expect(NSEvent.modifierFlags.isEmpty, "no key is held")
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString("copied", forType: .string)
        #expect(NSPasteboard.general.string(forType: .string) == "copied")
        NSApp.terminate(nil)
        #expect(NSApplication.shared.terminationRequested, "terminate is recorded; the program goes on")
        #expect(NSWorkspace.shared.open(URL(string: "https://www.apple.com")!))
        #expect(NSWorkspace.shared.opened.last?.host == "www.apple.com")
        UIApplication.shared.open(URL(string: "mailto:a@b.c")!)
        #expect(UIApplication.shared.openedURLs.last?.scheme == "mailto")
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.keyWindow?.safeAreaInsets.top == 59, "the iPhone 16's top safe area")
    }
}
