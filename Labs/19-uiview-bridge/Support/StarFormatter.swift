/// Turns a rating into stars, "★★★☆☆ (3)". Read-only: part of the lab.
///
/// Imagine it loading glyphs and measuring text: making one is expensive,
/// and the checks count every one made.
@MainActor public final class StarFormatter {
    public init() {
        StarFormatters.built += 1
    }

    public func string(for rating: Int) -> String {
        let stars = max(0, min(5, rating))
        return String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars) + " (\(rating))"
    }
}

@MainActor enum StarFormatters {
    static var built = 0
}
