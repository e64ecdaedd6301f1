extension ViewHost {
    /// Called, besides SwiftUI's runtime warning, whenever a `ForEach` meets
    /// an id that occurs more than once in its data: two rows then share one
    /// identity (state, animations, scroll anchor), which SwiftUI calls
    /// "undefined results". Lab programs fail the running check; elsewhere
    /// the warning alone is printed.
    public static var repeatedIDHandler: (@MainActor (String) -> Void)?
}
