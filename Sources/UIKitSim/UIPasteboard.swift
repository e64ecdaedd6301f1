import Foundation

/// The pasteboard, held in this process: what one part of a program copies,
/// another pastes. Nothing reaches the system clipboard.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    private let lock = NSLock()
    private var items: [Any] = []
    public private(set) var changeCount = 0
    private init() {}

    private func all<T>(_ type: T.Type) -> [T]? {
        let found = lock.withLock { items.compactMap { $0 as? T } }
        return found.isEmpty ? nil : found
    }
    private func replace(with values: [Any]?) { lock.withLock { items = values ?? []; changeCount += 1 } }

    public var string: String? { get { all(String.self)?.first } set { replace(with: newValue.map { [$0] }) } }
    public var strings: [String]? { get { all(String.self) } set { replace(with: newValue) } }
    public var url: URL? { get { all(URL.self)?.first } set { replace(with: newValue.map { [$0] }) } }
    public var urls: [URL]? { get { all(URL.self) } set { replace(with: newValue) } }
    public var image: UIImage? { get { all(UIImage.self)?.first } set { replace(with: newValue.map { [$0] }) } }
    public var images: [UIImage]? { get { all(UIImage.self) } set { replace(with: newValue) } }
    public var color: UIColor? { get { all(UIColor.self)?.first } set { replace(with: newValue.map { [$0] }) } }
    public var hasStrings: Bool { all(String.self) != nil }
    public var hasURLs: Bool { all(URL.self) != nil }
    public var hasImages: Bool { all(UIImage.self) != nil }
    public var hasColors: Bool { all(UIColor.self) != nil }
    public var numberOfItems: Int { lock.withLock { items.count } }
}
