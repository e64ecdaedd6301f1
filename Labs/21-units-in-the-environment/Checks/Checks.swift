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
    // The other window draws its amounts anew (its next recipe): in its own
    // units still, whatever view draws them (twenty-sixth review: a view
    // that re-runs on the environment but draws from a shared value shows
    // the other window's units here).
    window2.tap("Next recipe")
    expectShows(window2, book[1], .metric, after: "Switch units in one window, then Next recipe in the other (two windows open)")
}

/// The recipe's lines no unit switch changes: its title, byline and steps.
private func fixedLines(_ recipe: Recipe) -> [String] {
    [recipe.title, "By \(recipe.author)"] + recipe.steps.map(\.instruction)
}

/// The `@Environment` properties of a view that its last body run read and
/// whose value holds the units chosen, as the simulator recorded them
/// (`host.tree`'s `environment`), whatever the key or the type that carries
/// them (`ViewHost.values(of:in:)`: a `Units`, a struct or an `@Observable`
/// object holding one).
private func unitsRead(by view: ViewHost.TreeNode, _ choice: Units) -> [ViewHost.EnvironmentProperty] {
    view.environment.filter { $0.isRead && ViewHost.values(of: Units.self, in: $0.value).contains(choice) }
}

/// Why a view does not read the units from the environment, in its own terms.
private func whyNoUnits(_ view: ViewHost.TreeNode, _ choice: Units) -> String {
    let name = view.type
    if view.environment.isEmpty { return "\(name) has no @Environment property" }
    let read = view.environment.filter(\.isRead)
    if read.isEmpty { return "\(name)'s body never reads @Environment \(view.environment.map(\.name).joined(separator: " or "))" }
    return "\(name)'s body reads @Environment \(read.map(\.name).joined(separator: " and ")), which does not hold the units chosen (\(choice))"
}

/// Each amount is drawn through a view that reads the units from the
/// environment. Followed from the amount as drawn (the simulator records
/// which view's body wrote each text, `ViewHost.TreeNode.declaredInIndex`)
/// to the views that draw it and none of the recipe's other lines
/// (`drawing(_:apartFrom:)`): `IngredientRow`, or a smaller view inside it
/// that shows the amount (twenty-sixth review: the lesson applied one level
/// further down is as right). A view that also draws a step or the title
/// reading them re-runs for lines that did not change, which the run
/// counts judge. Judged in both choices, so a key that only happens to hold
/// the default does not pass; the two windows of `amounts-follow-units`
/// show it is not a shared one.
@MainActor private func expectAmountsReadTheUnits(_ host: ViewHost, _ recipe: Recipe, _ choice: Units) -> Bool {
    let tree = host.tree
    var failures: [String] = []
    for line in lines(recipe, choice) {
        guard let drawn = tree.drawing(line, apartFrom: fixedLines(recipe)) else { continue }  // expectShows says so
        guard drawn.drawers.allSatisfy({ unitsRead(by: $0, choice).isEmpty }) else { continue }
        let writer = drawn.writer.map(\.type) ?? "no view of yours"
        let around = drawn.drawers.dropFirst().map(\.type)
        let reasons = drawn.drawers.map { whyNoUnits($0, choice) }
        failures.append("“\(line)” is drawn by \(writer)\(around.isEmpty ? "" : " inside \(around.joined(separator: " inside "))")"
            + (reasons.isEmpty ? ", which also draws the recipe's other lines" : ": " + reasons.joined(separator: "; ")))
    }
    expect(failures.isEmpty, """
        the amounts are not read from the environment where they are shown: \(failures.prefix(2).joined(separator: ". "))\
        \(failures.count > 2 ? " (and \(failures.count - 2) more)" : "") (a global, a static or an argument reaches them). Set the \
        units once on the recipe with .environment(\\.units, …) and read them with @Environment(\\.units) in the view that shows an amount
        """)
    return failures.isEmpty
}

@MainActor private func expectAmountsReadTheEnvironment(_ host: ViewHost, _ recipe: Recipe, _ choice: Units) {
    guard expectAmountsReadTheUnits(host, recipe, choice) else { return }
    host.tap("Switch units")
    _ = expectAmountsReadTheUnits(host, recipe, choice.other)
}

/// Over `switches` unit switches, each amount's view ran once per switch
/// and no view that draws a line no switch changes (the title, the byline,
/// a step) ran, apart from the view that owns the choice and its Switch
/// units button (its state changed: SwiftUI runs it to pass the new value
/// on). Judged by what each view draws, whatever the views are called.
@MainActor private func expectOnlyAmountViewsRan(_ host: ViewHost, _ recipe: Recipe, _ choice: Units, switches: Int) {
    let tree = host.tree
    let fixed = fixedLines(recipe)
    for line in lines(recipe, choice) {
        guard let drawn = tree.drawing(line, apartFrom: fixed), let writer = drawn.writer else { continue }
        expect(writer.bodyRuns >= switches, """
            \(writer.type), which draws “\(line)”, ran its body \(writer.bodyRuns) times over \(switches) unit switches, as \
            the simulator measured; expected \(switches), once per switch: it shows an amount
            """)
    }
    for view in tree where view.bodyRuns > 0 {
        let shown = tree.texts(in: view.index)
        let unchanged = fixed.filter(shown.contains)
        guard !unchanged.isEmpty else { continue }
        let ownsTheChoice = view.state.contains { !ViewHost.values(of: Units.self, in: $0.value).isEmpty } && shown.contains("Switch units")
        guard !ownsTheChoice else { continue }
        expect(false, """
            \(view.type).body ran \(view.bodyRuns) times over \(switches) unit switches, as the simulator measured; expected 0: \
            it draws \(unchanged.prefix(2).map { "“\($0)”" }.joined(separator: " and ")), which no switch changes. A value every \
            level takes in its initialiser makes every level's new value unequal, so every level runs; a value in the \
            environment reaches only the views that read it
            """)
    }
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
        expectOnlyAmountViewsRan(host, book[0], choice, switches: switches)
        expectAmountsReadTheEnvironment(host, book[0], choice)
    }
}
