import Foundation

/// A person's profile as the screen shows it.
public struct Profile: Sendable {
    public let name: String
    public let posts: [String]
}

public enum Profiles {
    /// One row of this header ("Grace Brewster Hopper Follow Message")
    /// needs 36 columns of the simulator's screen (288 points).
    public static let grace = Profile(
        name: "Grace Brewster Hopper",
        posts: ["Compiled the first compiler", "Found a moth in the relay"])
}
