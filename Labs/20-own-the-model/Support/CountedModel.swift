import Foundation

/// Every lap model is a `CountedModel`, so the checks count lap models
/// themselves: how many a workout makes, whatever a model makes inside it and
/// whenever it makes it. In Xcode your model would need no base class.
/// Read-only: part of the lab.
@MainActor open class CountedModel {
    /// Models made since the checks last set it to zero (internal: the checks
    /// read it, your code cannot write it).
    static var made = 0

    public init() { CountedModel.made += 1 }
}
