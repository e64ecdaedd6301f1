import Foundation

/// How amounts are shown: grams, or ounces (one decimal).
public enum Units: Sendable, Equatable {
    case metric, imperial

    public var other: Units { self == .metric ? .imperial : .metric }

    public func amount(grams: Int) -> String {
        switch self {
        case .metric: "\(grams) g"
        case .imperial: (Double(grams) / 28.349523125).formatted(.number.precision(.fractionLength(1))) + " oz"
        }
    }
}

public struct Ingredient: Identifiable, Sendable, Equatable {
    public let id: Int
    public let name: String
    public let grams: Int
    public init(id: Int, name: String, grams: Int) { self.id = id; self.name = name; self.grams = grams }
}

public struct Step: Identifiable, Sendable, Equatable {
    public let id: Int
    public let instruction: String
    public let ingredients: [Ingredient]
    public init(id: Int, instruction: String, ingredients: [Ingredient]) { self.id = id; self.instruction = instruction; self.ingredients = ingredients }
}

public struct Recipe: Identifiable, Sendable, Equatable {
    public let id: Int
    public let title: String
    public let author: String
    public let steps: [Step]
    public init(id: Int, title: String, author: String, steps: [Step]) { self.id = id; self.title = title; self.author = author; self.steps = steps }
}
