import Foundation

// Foundation's `SortDescriptor(_:order:)` (iOS 15) takes any key path on
// Apple's platforms; swift-corelibs-foundation's wants a `Sendable` one, and a
// key path to a property of a main-actor class (a SwiftData model or Core
// Data entity in code built with default main-actor isolation) is not. This
// one takes any; Foundation's, more specific, is still chosen for Sendable
// key paths. Sorting happens where the view reads (the main actor).
// https://developer.apple.com/documentation/foundation/sortdescriptor/init(_:order:)-4fbrr
// (docs/simulator.md, "Round 9b: SwiftData and Core Data")
extension SortDescriptor {
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.init(unsafeBitCast(keyPath, to: (KeyPath<Compared, Value> & Sendable).self), order: order)
    }
    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value?>, order: SortOrder = .forward) {
        self.init(unsafeBitCast(keyPath, to: (KeyPath<Compared, Value?> & Sendable).self), order: order)
    }
}
