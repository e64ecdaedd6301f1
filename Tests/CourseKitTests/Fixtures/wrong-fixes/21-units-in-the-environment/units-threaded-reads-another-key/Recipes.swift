import SwiftUI

/// The reader's unit choice, shared by reference: only the rows that read it re-run.
@Observable final class UnitChoice {
    var units = Units.metric
}

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0
    @State private var choice = UnitChoice()

    var body: some View {
        VStack {
            Button("Switch units") { choice.units = choice.units.other }
            Button("Next recipe") { index = (index + 1) % recipes.count }
            RecipeView(recipe: recipes[index], choice: choice)
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    let choice: UnitChoice

    var body: some View {
        VStack {
            Text(recipe.title)
            Byline(author: recipe.author)
            ForEach(recipe.steps) { step in
                StepView(step: step, choice: choice)
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
    let choice: UnitChoice

    var body: some View {
        VStack {
            Text(step.instruction)
            ForEach(step.ingredients) { ingredient in
                IngredientRow(ingredient: ingredient, choice: choice)
            }
        }
    }
}

struct IngredientRow: View {
    let ingredient: Ingredient
    let choice: UnitChoice
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        Text("\(ingredient.name): \(choice.units.amount(grams: ingredient.grams))")
            .multilineTextAlignment(direction == .leftToRight ? .leading : .trailing)
    }
}
