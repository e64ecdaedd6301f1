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
            Button("Switch units") { units = units.other }
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

/// The one view that shows an amount, so the one view that reads the units.
struct IngredientRow: View {
    let ingredient: Ingredient

    var body: some View {
        AmountLabel(name: ingredient.name, grams: ingredient.grams)
    }
}

/// The one view that shows an amount, so the one view that reads the units.
struct AmountLabel: View {
    let name: String
    let grams: Int
    @Environment(\.units) private var units

    var body: some View {
        Text("\(name): \(units.amount(grams: grams))")
    }
}
