import Foundation
import Observation
import SwiftUISim

// The stand-in for Apple's WebKit as SwiftUI apps use it (`import WebKit`,
// through `-module-alias`; round 12): `WKWebView` in a `UIViewRepresentable`
// (iOS 8; a `UIView` here, as platform conditions answer as on iOS), its
// navigation delegate, and iOS 26's SwiftUI `WebView` and `WebPage`. Built after
// the simulator: `WebView` is a view.
//
// There is no web engine and no network here. A load is recorded (`url`,
// `history`) and finishes at once with an empty page: the navigation
// delegate is told `didStartProvisionalNavigation`, `didCommit` and `didFinish`,
// so an app's "loaded" path runs; `title` is the URL's host.
// https://developer.apple.com/documentation/webkit/wkwebview
// https://developer.apple.com/documentation/webkit/wknavigationdelegate
// https://developer.apple.com/documentation/webkit/webview-swift.struct (iOS 26)
// https://developer.apple.com/documentation/webkit/webpage (iOS 26)

/// Apple: "An object that contains information for tracking the loading progress of a webpage."
@MainActor open class WKNavigation: NSObject {}

/// Apple: "A collection of properties that you use to initialize a web view."
@MainActor open class WKWebViewConfiguration: NSObject {
    public var allowsInlineMediaPlayback = false
    public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    public override init() { super.init() }
}

/// iOS 10. https://developer.apple.com/documentation/webkit/wkaudiovisualmediatypes
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = Self(rawValue: 1 << 0), video = Self(rawValue: 1 << 1), all = Self(rawValue: ~0)
}

/// Apple: "Methods for accepting or rejecting navigation changes, and for
/// tracking the progress of navigation requests." Every method is optional.
@MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
}
extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
}

/// Apple: "Methods for presenting native user interface elements on behalf of a webpage." Every method is optional.
@MainActor public protocol WKUIDelegate: NSObjectProtocol {}

/// Apple: "An object that displays interactive web content, such as for an in-app browser."
@MainActor open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    public weak var navigationDelegate: (any WKNavigationDelegate)?
    public weak var uiDelegate: (any WKUIDelegate)?
    public var allowsBackForwardNavigationGestures = false
    public var allowsLinkPreview = true
    /// iOS 16.4: whether Safari's Web Inspector may inspect it.
    public var isInspectable = false
    public var customUserAgent: String?
    public private(set) var url: URL?
    public private(set) var title: String?
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0
    /// The pages loaded, in order (the simulator's record: there is no engine).
    public private(set) var history: [URL] = []
    private var position = -1

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public override convenience init() { self.init(frame: .zero, configuration: WKWebViewConfiguration()) }

    public var canGoBack: Bool { position > 0 }
    public var canGoForward: Bool { position + 1 < history.count }

    /// Loads the request's URL: an empty page, at once.
    @discardableResult public func load(_ request: URLRequest) -> WKNavigation? {
        guard let url = request.url else { return nil }
        history.removeSubrange((position + 1)...)
        history.append(url)
        position = history.count - 1
        return navigate(to: url)
    }
    @discardableResult public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(to: baseURL ?? URL(string: "about:blank")!)
    }
    /// iOS 9. https://developer.apple.com/documentation/webkit/wkwebview/loadfileurl(_:allowingreadaccessto:)
    @discardableResult public func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: URL))
    }
    @discardableResult public func reload() -> WKNavigation? { url.map(navigate(to:)) }
    @discardableResult public func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        position -= 1
        return navigate(to: history[position])
    }
    @discardableResult public func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        position += 1
        return navigate(to: history[position])
    }
    public func stopLoading() { isLoading = false }
    /// Runs JavaScript: there is no engine, so it fails (WKError.javaScriptExceptionOccurred's domain).
    public func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, NSError(domain: "WKErrorDomain", code: 4))
    }

    private func navigate(to url: URL) -> WKNavigation {
        let navigation = WKNavigation()
        self.url = url
        isLoading = true
        estimatedProgress = 0.1
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        navigationDelegate?.webView(self, didCommit: navigation)
        title = url.host ?? url.absoluteString
        isLoading = false
        estimatedProgress = 1
        navigationDelegate?.webView(self, didFinish: navigation)
        return navigation
    }
}

// MARK: WebKit for SwiftUI (iOS 26, macOS 26)

/// iOS 26: Apple: "An object that controls and represents the content of a web view."
/// Loads as `WKWebView` does here: at once, an empty page titled by the URL's host.
@MainActor @Observable public final class WebPage {
    public private(set) var url: URL?
    public private(set) var title: String = ""
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0
    public init() {}
    /// iOS 26: what a load reports, in order.
    /// https://developer.apple.com/documentation/webkit/webpage/navigationevent
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }
    /// Loads the request's URL: an empty page, at once; the sequence reports
    /// `.startedProvisionalNavigation`, `.committed`, `.finished`.
    @discardableResult public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> {
        start(request.url)
    }
    /// iOS 26: loads a URL; nil fails the sequence at once.
    @discardableResult public func load(_ url: URL?) -> some AsyncSequence<NavigationEvent, any Error> { start(url) }

    private func start(_ url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<NavigationEvent, any Error>.makeStream()
        guard let url else {
            continuation.finish(throwing: URLError(.badURL))
            return stream
        }
        self.url = url
        title = url.host ?? url.absoluteString
        estimatedProgress = 1
        for event in [NavigationEvent.startedProvisionalNavigation, .committed, .finished] { continuation.yield(event) }
        continuation.finish()
        return stream
    }
}

/// iOS 26: Apple: "A view that displays some web content." Shows the page's
/// title and URL (there is no web engine).
public struct WebView: View {
    let page: WebPage?
    let fixedURL: URL?
    public init(_ page: WebPage) { (self.page, fixedURL) = (page, nil) }
    public init(url: URL?) { (page, fixedURL) = (nil, url) }

    public var body: some View {
        VStack {
            if let page, let url = page.url {
                Text(page.title)
                Text(url.absoluteString)
            } else if let fixedURL {
                Text(fixedURL.absoluteString)
            } else {
                Text("Web page")
            }
        }
    }
}
