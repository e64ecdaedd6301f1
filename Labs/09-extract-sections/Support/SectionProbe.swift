import SwiftUI

/// Counts how often each section's code runs: every time a body that
/// contains `SectionProbe("reviews")` is evaluated, the "reviews" count goes
/// up by one. Read-only: part of the lab.
@MainActor enum SectionBuilds {
    static var counts: [String: Int] = [:]
    static func reset() { counts = [:] }
}

public struct SectionProbe: View {
    let name: String

    public init(_ name: String) {
        self.name = name
        SectionBuilds.counts[name, default: 0] += 1
    }

    public var body: some View { Color.clear }
}

/// One review. Its `id` is the shop's own: one author can write twice.
public struct Review: Identifiable, Equatable, Sendable {
    public let id: Int
    public let author: String
    public let stars: Int
    public let text: String
}

enum SampleProduct {
    static let reviews = [
        Review(id: 1, author: "Mina", stars: 5, text: "Light and warm"),
        Review(id: 2, author: "Theo", stars: 4, text: "Zip is stiff at first"),
    ]
    static let photos = ["front", "side", "packed"]
}
