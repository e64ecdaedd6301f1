import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// Two recipes whose amounts no code can know in advance.
@MainActor private func recipes() -> [Recipe] {
    let foods = Scenario.shuffled(["Flour", "Butter", "Sugar", "Oats", "Cocoa", "Rice", "Lentils", "Cheese"])
    var next = 0
    func ingredients(_ count: Int) -> [Ingredient] {
        (0..<count).map { _ in
            defer { next += 1 }
            return Ingredient(id: next, name: foods[next % foods.count], grams: Scenario.int(in: 20...900))
        }
    }
    return [
        Recipe(id: 1, title: "Crumble", author: "Ada", steps: [
            Step(id: 1, instruction: "Rub the butter into the flour", ingredients: ingredients(2)),
            Step(id: 2, instruction: "Stir in the sugar", ingredients: ingredients(Scenario.int(in: 1...2))),
            Step(id: 3, instruction: "Bake for 40 minutes", ingredients: []),
        ]),
        Recipe(id: 2, title: "Porridge", author: "Grace", steps: [
            Step(id: 4, instruction: "Soak the oats", ingredients: ingredients(Scenario.int(in: 1...2))),
            Step(id: 5, instruction: "Simmer and serve", ingredients: ingredients(1)),
        ]),
    ]
}

/// What the screen should show for every ingredient of `recipe` in `choice`.
private func lines(_ recipe: Recipe, _ choice: Units) -> [String] {
    recipe.steps.flatMap(\.ingredients).map { "\($0.name): \(choice.amount(grams: $0.grams))" }
}

@MainActor private func expectShows(_ host: ViewHost, _ recipe: Recipe, _ choice: Units, after what: String) {
    let missing = lines(recipe, choice).filter { !host.texts.contains($0) }
    expect(missing.isEmpty, "after \(what) the screen shows \(host.texts); expected also \(missing) (\(recipe.title), amounts in \(choice))")
    let stale = lines(recipe, choice.other).filter { host.texts.contains($0) }
    expect(stale.isEmpty, "after \(what) the screen still shows \(stale), amounts in \(choice.other)")
    for step in recipe.steps where !host.texts.contains(step.instruction) {
        expect(false, "after \(what) the screen does not show the step “\(step.instruction)”: \(host.texts)")
    }
}

@MainActor private func expectEachWindowKeepsItsUnits() {
    // Two windows (or a preview beside the app) show two recipe screens,
    // each with its own choice: a switch in one reaches its own rows
    // only. Units kept in a global, a static or a shared object switch
    // every window at once.
    let book = recipes()
    let window1 = ViewHost(RecipeScreen(recipes: book))
    let window2 = ViewHost(RecipeScreen(recipes: book))
    window1.tap("Switch units")
    window2.update()
    expectShows(window1, book[0], .imperial, after: "Switch units in this window (two windows open)")
    expectShows(window2, book[0], .metric, after: "Switch units in the other window (two windows open)")
}

/// Each row reads the units from the environment: an `@Environment`
/// property its last body run read, as the simulator recorded it
/// (`host.tree`'s `environment`), whose value holds the units now chosen,
/// whatever the key or the type that carries them (`ViewHost.values(of:in:)`:
/// a `Units`, a struct or an `@Observable` object holding one). Judged in
/// both choices, so a key that only happens to hold the default does not
/// pass; the two windows of `amounts-follow-units` show it is not a shared one.
@MainActor private func expectRowsReadTheUnits(_ host: ViewHost, _ choice: Units) -> Bool {
    guard let row = host.tree.first(where: { $0.viewType == IngredientRow.self }) else {
        expect(false, "no IngredientRow is on screen: \(host.texts)")
        return false
    }
    let carrying = row.environment.filter { $0.isRead && ViewHost.values(of: Units.self, in: $0.value).contains(choice) }
    expect(!carrying.isEmpty, """
        IngredientRow does not read the units from the environment: \(row.environment.isEmpty
            ? "it has no @Environment property (a global, a static or an argument reaches them)"
            : row.environment.contains(where: \.isRead)
                ? "its body reads @Environment \(row.environment.filter(\.isRead).map(\.name).joined(separator: " and ")), which does not hold the units chosen (\(choice))"
                : "its body never reads @Environment \(row.environment.map(\.name).joined(separator: " or "))"). Set the units \
        once on the recipe with .environment(\\.units, …) and read them with @Environment(\\.units) where an amount is shown
        """)
    return !carrying.isEmpty
}

@MainActor private func expectRowsReadTheEnvironment(_ host: ViewHost, _ choice: Units) {
    guard expectRowsReadTheUnits(host, choice) else { return }
    host.tap("Switch units")
    _ = expectRowsReadTheUnits(host, choice.other)
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("amounts-follow-units") {
        let book = recipes()
        let host = ViewHost(RecipeScreen(recipes: book))
        expectShows(host, book[0], .metric, after: "the screen appeared")
        var choice = Units.metric
        let switches = Scenario.int(in: 1...3)
        for _ in 1...switches {
            host.tap("Switch units")
            choice = choice.other
        }
        expectShows(host, book[0], choice, after: "\(switches) taps on Switch units")
        host.tap("Next recipe")
        expect(host.texts.contains(book[1].title) && host.texts.contains("By \(book[1].author)"),
               "after Next recipe the screen shows \(host.texts); expected “\(book[1].title)” by \(book[1].author)")
        expectShows(host, book[1], choice, after: "Next recipe")
        host.tap("Switch units")
        expectShows(host, book[1], choice.other, after: "Next recipe and Switch units")
        expectEachWindowKeepsItsUnits()
    }
    lab.check("switch-runs-only-ingredients") {
        let book = recipes()
        let host = ViewHost(RecipeScreen(recipes: book))
        host.resetCounts()
        let switches = Scenario.int(in: 2...4)
        var choice = Units.metric
        for _ in 1...switches {
            host.tap("Switch units")
            choice = choice.other
        }
        expectShows(host, book[0], choice, after: "\(switches) taps on Switch units")
        let ingredients = book[0].steps.flatMap(\.ingredients).count
        expect(host.bodyCount(IngredientRow.self) >= switches * ingredients, """
            IngredientRow.body ran \(host.bodyCount(IngredientRow.self)) times over \(switches) unit switches, as the \
            simulator measured; expected \(switches * ingredients), once per ingredient per switch: each row shows an amount
            """)
        for (name, count) in [("RecipeView", host.bodyCount(RecipeView.self)), ("StepView", host.bodyCount(StepView.self)),
                              ("Byline", host.bodyCount(Byline.self))] {
            expect(count == 0, """
                \(name).body ran \(count) times over \(switches) unit switches, as the simulator measured; expected 0: \
                it shows no amount. A value every level takes in its initialiser makes every level's new value unequal, \
                so every level runs; a value in the environment reaches only the views that read it
                """)
        }
        expectRowsReadTheEnvironment(host, choice)
    }
}
