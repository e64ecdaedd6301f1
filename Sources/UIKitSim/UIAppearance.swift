// UIKit's appearance proxies (`UIAppearance`, iOS 5): settings made on
// `UITabBar.appearance()` style every tab bar made later. SwiftUI apps set
// them in an `init` or `onAppear` to style the bars SwiftUI draws with
// UIKit. Here each class has one proxy whose settings are kept (no bar is
// drawn with UIKit, so nothing reads them back but the app).
// https://developer.apple.com/documentation/uikit/uiappearance

@MainActor
enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    static func proxy<View: UIView>(_ make: () -> View) -> View {
        let key = ObjectIdentifier(View.self)
        if let proxy = proxies[key] as? View { return proxy }
        let proxy = make()
        proxies[key] = proxy
        return proxy
    }
}

extension UITabBar {
    public static func appearance() -> UITabBar { AppearanceProxies.proxy { UITabBar() } }
}

extension UINavigationBar {
    public static func appearance() -> UINavigationBar { AppearanceProxies.proxy { UINavigationBar() } }
}

extension UITableView {
    public static func appearance() -> UITableView { AppearanceProxies.proxy { UITableView() } }
}
