import SwiftUI

/// The reader's settings, one object in the environment.
@Observable final class RecipeSettings {
    var units = Units.metric
}

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0
    @State private var settings = RecipeSettings()

    var body: some View {
        VStack {
            Button("Switch units") { settings.units = settings.units.other }
            Button("Next recipe") { index = (index + 1) % recipes.count }
            RecipeView(recipe: recipes[index])
                .environment(settings)
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
    @Environment(RecipeSettings.self) private var settings

    var body: some View {
        Text("\(ingredient.name): \(settings.units.amount(grams: ingredient.grams))")
    }
}
