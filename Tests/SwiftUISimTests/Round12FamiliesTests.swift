import AudioToolboxSim
import Foundation
import Testing
import WebKitSim
import WidgetKitSim
@testable import SwiftUISim

// Round 12's additions (docs/simulator.md, "Round 12"), each as Apple
// declares it: `refreshable`'s action on the caller's actor, AudioToolbox's
// system sounds, WebKit's WKWebView and iOS 26 WebPage, WidgetKit's timelines,
// iOS 18's sections of a container and AnyScrollTargetBehavior, AppKit's
// header text colour and window identifiers, CoreGraphics' main display,
// macOS 14's SettingsLink and UIKit's image literal.

@MainActor private final class Feed {
    var loads = 0
    func load() { loads += 1 }
}

private struct FeedView: View {
    let feed: Feed
    var body: some View {
        List { Text("Loads: \(feed.loads)") }
            // A main-actor method called without `await`, as Xcode compiles it.
            .refreshable { feed.load() }
    }
}

private struct RefreshProbe: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "no refresh" : "refreshable") }
}

private final class Loader: NSObject, WKNavigationDelegate {
    var finished: [URL] = []
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        if let url = webView.url { finished.append(url) }
    }
}

private struct BrowserView: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.allowsBackForwardNavigationGestures = true
        webView.load(URLRequest(url: url))
        return webView
    }
    func updateUIView(_ uiView: WKWebView, context: Context) {}
}

private struct Entry: TimelineEntry {
    let date: Date
    let count: Int
}

private struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date(), count: 1)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [Entry(date: now, count: 2)], policy: .after(now.addingTimeInterval(900))))
    }
}

private struct EntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: Entry
    var body: some View {
        Text("\(entry.count) in \(family)")
            .containerBackground(Color.blue, for: .widget)
    }
}

private struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "counter", provider: Provider()) { entry in EntryView(entry: entry) }
            .configurationDisplayName("Counter")
            .description("Counts.")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

private struct SectionedList<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View {
        VStack {
            ForEach(sections: content) { section in
                if section.header.isEmpty { Text("(no header)") } else { section.header }
                Text("\(section.content.count) rows")
                ForEach(section.content) { subview in subview }
            }
        }
    }
}

private struct Behaviours: View {
    @State private var behaviour = AnyScrollTargetBehavior(ViewAlignedScrollTargetBehavior(limitBehavior: .never))
    var body: some View {
        ScrollView { Text("Item") }
            .scrollTargetBehavior(behaviour)
        Button("Paging") { behaviour = AnyScrollTargetBehavior(.paging) }
    }
}

@MainActor @Suite(.serialized) struct Round12FamiliesTests {
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:) (iOS 15): the action
    /// runs on the main actor in a view (the file compiles; calling `refresh` runs it).
    @Test func aRefreshableActionCallsAMainActorMethodWithoutAwait() async {
        let feed = Feed()
        let host = ViewHost(FeedView(feed: feed))
        #expect(host.texts.contains("Loads: 0"), "\(host.texts)")
        let probe = ViewHost(RefreshProbe().refreshable { feed.load() })
        #expect(probe.texts == ["refreshable"], "\(probe.texts)")
        let action = RefreshAction(action: { await feed.load() })
        await action()
        #expect(feed.loads == 1)
    }

    /// https://developer.apple.com/documentation/audiotoolbox/audioservicesplaysystemsound(_:) (iOS 2):
    /// a sound played is recorded; the completion form calls back.
    @Test func systemSoundsAreRecorded() {
        let before = SystemSounds.played.count
        AudioServicesPlaySystemSound(1105)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        nonisolated(unsafe) var completed = false
        AudioServicesPlaySystemSoundWithCompletion(1104) { completed = true }
        #expect(Array(SystemSounds.played.dropFirst(before)) == [1105, 4095, 1104])
        #expect(completed)
        var id: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/tmp/ding.caf"), &id) == 0 && id >= 4096)
        #expect(AudioServicesDisposeSystemSoundID(id) == 0)
    }

    /// https://developer.apple.com/documentation/webkit/wkwebview (iOS 8), …/wknavigationdelegate:
    /// a load finishes at once, tells the delegate, and keeps the history.
    @Test func aWebViewLoadsAndGoesBack() {
        let webView = WKWebView(), loader = Loader()
        webView.navigationDelegate = loader
        webView.load(URLRequest(url: URL(string: "https://example.com/a")!))
        webView.load(URLRequest(url: URL(string: "https://example.com/b")!))
        #expect(loader.finished.map(\.path) == ["/a", "/b"])
        #expect(webView.title == "example.com" && webView.canGoBack && !webView.canGoForward)
        webView.goBack()
        #expect(webView.url?.path == "/a" && webView.canGoForward)
        let host = ViewHost(BrowserView(url: URL(string: "https://example.com")!))
        _ = host.dump()
    }

    /// …/webkit/webpage, …/webkit/webview-swift.struct (iOS 26): a page loads and the view shows it.
    @Test func aWebPageLoadsInAWebView() async throws {
        let page = WebPage()
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(URLRequest(url: URL(string: "https://www.apple.com/swift")!)) { events.append(event) }
        #expect(events == [.startedProvisionalNavigation, .committed, .finished])
        let host = ViewHost(WebView(page))
        #expect(host.texts.contains("www.apple.com") && host.texts.contains("https://www.apple.com/swift"), "\(host.texts)")
        var failed = false
        do { for try await _ in page.load(nil as URL?) {} } catch { failed = true }
        #expect(failed)
    }

    /// …/widgetkit/timelineprovider, …/widgetcenter, …/environmentvalues/widgetfamily (iOS 14):
    /// a provider's timeline shows in the entry view; reloads are counted.
    @Test func aWidgetTimelineShowsItsEntry() {
        var timeline: Timeline<Entry>?
        Provider().getTimeline(in: TimelineProviderContext()) { timeline = $0 }
        let entry = try! #require(timeline?.entries.first)
        #expect(timeline?.policy != .atEnd)
        let host = ViewHost(EntryView(entry: entry))
        // The text is in the tree; a container background is not drawn here, so `texts` does not judge it seen.
        #expect(host.dump().contains("2 in systemSmall") && host.dump().contains("containerBackground"), "\(host.dump())")
        _ = CounterWidget().body
        let before = WidgetCenter.reloads.count
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "counter")
        #expect(Array(WidgetCenter.reloads.dropFirst(before)) == [nil, "counter"])
        #expect(WidgetFamily.allCases.count == 8 && WidgetPreviewContext(family: .systemLarge).family == .systemLarge)
    }

    /// …/swiftui/foreach/init(sections:content:) (iOS 18): one section per `Section`, and the loose
    /// views between sections make one with no header.
    @Test func forEachSectionsListsTheSections() {
        let host = ViewHost(SectionedList {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Text("Loose")
            Section { Text("Carrot") } header: { Text("Vegetables") }
        })
        #expect(host.texts == ["Fruit", "2 rows", "Apple", "Pear", "(no header)", "1 rows", "Loose", "Vegetables", "1 rows", "Carrot"],
                "\(host.texts)")
    }

    /// …/swiftui/anyscrolltargetbehavior (iOS 18): one state holds either behaviour.
    @Test func anyScrollTargetBehaviorWrapsEither() {
        let host = ViewHost(Behaviours())
        host.tap("Paging")
        #expect(host.texts.contains("Item"))
        var target = ScrollTarget(rect: .zero)
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: 0, dy: 0), contentSize: .zero, containerSize: .zero, axes: .vertical)
        AnyScrollTargetBehavior(.paging).updateTarget(&target, context: context)
        #expect(target.rect == .zero)
    }

    /// …/appkit/nscolor/headertextcolor, …/nsuserinterfaceitemidentifier, …/coregraphics/cgmaindisplayid(),
    /// …/swiftui/settingslink (macOS 14), UIKit's image literal.
    @Test func macOSAndLiteralAdditions() {
        #expect(NSColor.headerTextColor != NSColor.clear)
        let window = NSWindow(contentRect: .zero, styleMask: [], backing: .buffered, defer: false)
        window.identifier = NSUserInterfaceItemIdentifier("clients")
        #expect(window.identifier?.rawValue == "clients")
        let display: CGDirectDisplayID = CGMainDisplayID()
        #expect(display == 1)
        let host = ViewHost(VStack { SettingsLink(); SettingsLink { Text("Preferences") } })
        #expect(host.texts == ["Settings…", "Preferences"], "\(host.texts)")
        host.tap("Preferences")
        let icon: UIImage = #imageLiteral(resourceName: "Icon.png")
        #expect(icon.name == "Icon.png")
    }
}
