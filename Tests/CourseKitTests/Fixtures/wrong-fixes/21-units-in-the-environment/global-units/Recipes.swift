import SwiftUI

// In Xcode: `extension EnvironmentValues { @Entry var units: Units = .metric }`.
// Spelled out here: this is what @Entry writes.
/// The units every row reads.
enum CurrentUnits {
    static var shown = Units.metric
}

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0
    @State private var units = Units.metric

    var body: some View {
        VStack {
            Button("Switch units") {
                units = units.other
                CurrentUnits.shown = units
            }
            Button("Next recipe") { index = (index + 1) % recipes.count }
            RecipeView(recipe: recipes[index])
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
        Text("\(ingredient.name): \(CurrentUnits.shown.amount(grams: ingredient.grams))")
    }
}
