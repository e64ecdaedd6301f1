import SwiftUI

struct RecipeScreen: View {
    let recipes: [Recipe]
    @State private var index = 0
    @State private var units = Units.metric

    var body: some View {
        VStack {
            Button("Switch units") { units = units.other }
            Button("Next recipe") { index = (index + 1) % recipes.count }
            RecipeView(recipe: recipes[index], units: units).body
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    let units: Units

    var body: some View {
        VStack {
            Text(recipe.title)
            Byline(author: recipe.author).body
            ForEach(recipe.steps) { step in
                StepView(step: step, units: units).body
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
    let units: Units

    var body: some View {
        VStack {
            Text(step.instruction)
            ForEach(step.ingredients) { ingredient in
                IngredientRow(ingredient: ingredient, units: units)
            }
        }
    }
}

struct IngredientRow: View {
    let ingredient: Ingredient
    let units: Units

    var body: some View {
        Text("\(ingredient.name): \(units.amount(grams: ingredient.grams))")
    }
}
