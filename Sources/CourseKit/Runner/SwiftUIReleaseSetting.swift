/// The SwiftUI release a program, lab or quiz question runs the simulator
/// as: `course run --swiftui 26`, a lab's `"swiftui": "26"`, a question's
/// `"swiftui": "26"`. The simulator reads it from `SWIFTUISIM_RELEASE`
/// (Sources/SwiftUISim/Graph/SwiftUIRelease.swift; docs/simulator.md,
/// "SwiftUI releases"). CourseKit does not link the simulator, so the
/// releases are listed here too.
public enum SwiftUIReleaseSetting {
    /// The releases the simulator models, oldest first; the last is the default.
    public static let known = ["26", "27"]
    public static let current = "27"
    static let environmentKey = "SWIFTUISIM_RELEASE"

    /// `26`, `27`, `xcode26`, `Xcode 27` → "26" / "27"; nil for anything else.
    public static func parse(_ text: String) -> String? {
        let digits = text.filter(\.isNumber)
        return known.contains(digits) ? digits : nil
    }

    /// Why `text` is refused, for a usage error.
    static func refusal(_ text: String, where place: String) -> String {
        "\(place) takes a SwiftUI release the simulator models: \(known.joined(separator: " or ")) (Xcode 26 or Xcode 27), not \"\(text)\"."
    }

    /// `environment` with the release set (nil: the current release, the simulator's default).
    static func apply(_ release: String?, to environment: inout [String: String]) {
        if let release, release != current { environment[environmentKey] = release } else { environment.removeValue(forKey: environmentKey) }
    }
}
