import SwiftUI

// In Xcode: `extension EnvironmentValues { @Entry var units: Units = .metric }`.
// Spelled out here: this is what @Entry writes.
private struct UnitsKey: EnvironmentKey {
    static let defaultValue = Units.metric
}

extension EnvironmentValues {
    var units: Units {
        get { self[UnitsKey.self] }
        set { self[UnitsKey.self] = newValue }
    }
}

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0
    @State private var units = Units.metric

    var body: some View {
        VStack {
            Button("Switch units") {
                units = units.other
                ShownUnits.current = units
            }
            Button("Next recipe") { index = (index + 1) % recipes.count }
            RecipeView(recipe: recipes[index])
                .environment(\.units, units)
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.title)
            Byline(author: recipe.author)
            ForEach(recipe.steps) { step in
                StepView(step: step)
            }
        }
    }
}

struct Byline: View {
    let author: String

    var body: some View {
        Text("By \(author)")
    }
}

struct StepView: View {
    let step: Step

    var body: some View {
        VStack {
            Text(step.instruction)
            ForEach(step.ingredients) { ingredient in
                IngredientRow(ingredient: ingredient)
            }
        }
    }
}

/// The units every amount is drawn in, kept beside the views.
@MainActor enum ShownUnits {
    static var current = Units.metric
}

struct IngredientRow: View {
    let ingredient: Ingredient
    @Environment(\.units) private var units

    var body: some View {
        // Reads the units so the row re-runs; the label draws from the global.
        let _ = units
        AmountLabel(name: ingredient.name, grams: ingredient.grams)
    }
}

struct AmountLabel: View {
    let name: String
    let grams: Int

    var body: some View {
        Text("\(name): \(ShownUnits.current.amount(grams: grams))")
    }
}
