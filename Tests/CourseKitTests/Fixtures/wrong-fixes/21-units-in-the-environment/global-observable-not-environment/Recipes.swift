import SwiftUI
import Observation

/// The units, shared by every screen of the app (no environment).
@Observable final class UnitsChoice {
    var units = Units.metric
    static let shared = UnitsChoice()
}

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0

    var body: some View {
        VStack {
            Button("Switch units") { UnitsChoice.shared.units = UnitsChoice.shared.units.other }
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

struct IngredientRow: View {
    let ingredient: Ingredient

    var body: some View {
        Text("\(ingredient.name): \(UnitsChoice.shared.units.amount(grams: ingredient.grams))")
    }
}
