import Foundation

/// Which SwiftUI the simulator behaves as. The releases differ in when a
/// `@State` property's initial value is evaluated (docs/simulator.md,
/// "SwiftUI releases"):
///
/// - `xcode27` (the default): `@State` is an attached macro, and the initial
///   value of a declaration (`@State private var model = Model()`) is
///   evaluated once, lazily, when SwiftUI sets up the view's state storage
///   (Apple's `State()` macro page; nilcoalescing.com, "Initializing
///   @Observable classes with the @State macro in Xcode 27").
/// - `xcode26`: `@State` is the property wrapper, and the initial value is
///   evaluated every time the view value is initialised; SwiftUI keeps the
///   first and drops the rest ("Xcode 26 or earlier uses the State property
///   wrapper instead").
///
/// In both, an explicit `State(wrappedValue:)` or `State(initialValue:)`
/// call in an `init` evaluates its argument at the call: State's documented
/// initialisers take a plain `Value` (inferred, see docs/simulator.md).
public enum SwiftUIRelease: String, Sendable, CaseIterable, CustomStringConvertible {
    case xcode26 = "26"
    case xcode27 = "27"

    /// The release this process runs as unless a host says otherwise:
    /// `SWIFTUISIM_RELEASE` (`26` or `27`; `course run --swiftui`, a lab's
    /// `"swiftui"`), else the current release.
    public static let processDefault: SwiftUIRelease =
        ProcessInfo.processInfo.environment["SWIFTUISIM_RELEASE"].flatMap(SwiftUIRelease.init(release:)) ?? .xcode27

    /// Reads `26`, `27`, `xcode26`, `Xcode 27`…
    public init?(release text: String) {
        let digits = text.filter(\.isNumber)
        guard let release = SwiftUIRelease(rawValue: digits) else { return nil }
        self = release
    }

    public var description: String { "Xcode \(rawValue)" }

    /// The release of the host being mounted (set by `ViewHost(_:release:)`
    /// while it builds the root view and the graph).
    @MainActor static var mounting: SwiftUIRelease?

    /// The release a view being initialised right now belongs to: the graph
    /// whose body is running makes it (children are made in bodies), else
    /// the host being mounted, else the process default.
    @MainActor static var inEffect: SwiftUIRelease {
        Graph.current?.graph.release ?? mounting ?? processDefault
    }
}

extension ViewHost {
    /// Mounts `root` as `init(_:viewport:screen:recordsReasons:)` does, with
    /// SwiftUI behaving as `release` (default: `SwiftUIRelease.processDefault`).
    /// `root` is made under that release too.
    public convenience init<Root: View>(
        _ root: @autoclosure () -> Root, release: SwiftUIRelease, viewport: Int = 20,
        screen: Size = Size(width: 40, height: 20), recordsReasons: Bool? = nil
    ) {
        let outer = SwiftUIRelease.mounting
        SwiftUIRelease.mounting = release
        defer { SwiftUIRelease.mounting = outer }
        self.init(root(), viewport: viewport, screen: screen, recordsReasons: recordsReasons)
    }

    /// The SwiftUI release this host behaves as.
    public var release: SwiftUIRelease { graph.release }
}
