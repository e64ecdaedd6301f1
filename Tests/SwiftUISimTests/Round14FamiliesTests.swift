import ActivityKitSim
import AppIntentsSim
import Foundation
import Testing
import WidgetKitSim
@testable import SwiftUISim

// Round 14's additions (docs/simulator.md, "Round 14"), each as Apple
// declares it: App Intents' intents, parameters, entities and
// `Button(intent:)`; ActivityKit's activities and WidgetKit's Live Activity
// configuration; UIKit's alert controller and page control; iOS 26's slider
// ticks; iOS 18's Magic Replace; iOS 18's `TabContentBuilder`, which gives
// `Tab(value: .home)` the selection's type; iOS 27's reordering.

private enum Side: String, AppEnum {
    case front, back
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Side"
    static let caseDisplayRepresentations: [Side: DisplayRepresentation] = [.front: "Front", .back: .init(title: "Back")]
}

private struct Card: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Card")
    static let defaultQuery = CardQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct CardQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Card] { identifiers.map { Card(id: $0) } }
}

@MainActor private final class Flips { static var count = 0 }

private struct FlipIntent: AppIntent {
    static let title: LocalizedStringResource = "Flip"
    @Parameter var card: Card
    @Parameter(default: .back) var side: Side
    init() {}
    init(card: Card, side: Side) { self.card = card; self.side = side }
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        await MainActor.run { Flips.count += 1 }
        return .result(value: "\(card.id) \(side.rawValue)")
    }
}

private struct CardView: View {
    let card: Card
    var body: some View {
        Button(intent: FlipIntent(card: card, side: .front)) { Text("Flip") }
            .onAppIntentExecution(OpenCardIntent.self) { _ in }
    }
}

private struct OpenCardIntent: OpenIntent, TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Open Card"
    @Parameter var target: Card
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

private struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenCardIntent(), phrases: ["Open a card in \(.applicationName)"], shortTitle: "Open", systemImageName: "rectangle")
    }
}

private struct Prayer: ActivityAttributes {
    struct ContentState: Codable, Hashable { var next: String }
    var city: String
}

private struct PrayerLiveActivity: Widget {
    var body: ActivityConfiguration<Prayer> {
        ActivityConfiguration(for: Prayer.self) { context in
            Text("\(context.city): \(context.state.next)")
                .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.city) }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.next) }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text(context.state.next)
            } minimal: {
                Text("M")
            }
            .keylineTint(.green)
        }
    }
}

private enum Tabs: String { case home, settings, search }

private struct TabsView: View {
    @AppStorage("round14.selectedTab") private var selectedTab: Tabs = .home
    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home screen") }
            Tab("Settings", systemImage: "gear", value: .settings) { Text("Settings screen") }
            Tab(value: .search, role: .search) { Text("Search screen") }
        }
    }
}

private struct TicksView: View {
    @State private var value = 5.0
    var body: some View {
        Slider(value: $value, in: 0...10) {
            Text("Level")
        } ticks: {
            SliderTick(0)
            SliderTick(5)
            SliderTickContentForEach(stride(from: 8, through: 10, by: 1).map { $0 }, id: \.self) { value in
                SliderTick(value) { Text("\(Int(value))") }
            }
        }
        Image(systemName: "bell")
            .contentTransition(.symbolEffect(.replace.magic(fallback: .replace)))
    }
}

private struct Chip: Identifiable { let id: Int }

private struct ChipsView: View {
    @State private var chips = [Chip(id: 1), Chip(id: 2), Chip(id: 3)]
    var body: some View {
        VStack {
            ForEach(chips) { chip in Text("Chip \(chip.id)") }
                .reorderable()
        }
        .reorderContainer(for: Chip.self) { difference in chips = Self.apply(difference, to: chips) }
    }
    static func apply(_ difference: ReorderDifference<Int, ReorderableSingleCollectionIdentifier>, to chips: [Chip]) -> [Chip] {
        var rest = chips.filter { !difference.sources.contains($0.id) }
        let moved = chips.filter { difference.sources.contains($0.id) }
        switch difference.destination.position {
        case .before(let id): rest.insert(contentsOf: moved, at: rest.firstIndex { $0.id == id } ?? rest.endIndex)
        case .end: rest.append(contentsOf: moved)
        }
        return rest
    }
}

@MainActor @Suite(.serialized) struct Round14FamiliesTests {
    /// https://developer.apple.com/documentation/swiftui/reorderdifference (iOS 27): the marks compile
    /// and are recorded (no drag here); a difference names the sources and where they go.
    @Test func reorderingCompilesAndADifferenceApplies() {
        let host = ViewHost(ChipsView())
        let tree = host.dump(visibleOnly: false)
        #expect(tree.contains("VStack .reorderContainer") && tree.contains("Text \"Chip 3\" .reorderable"), "\(tree)")
        // The marks draw nothing, so the chips are seen (an unclassified modifier would hide them).
        #expect(host.texts == ["Chip 1", "Chip 2", "Chip 3"], "\(host.texts)")
        let toFront = ReorderDifference<Int, ReorderableSingleCollectionIdentifier>(sources: [3], destination: .init(position: .before(1)))
        #expect(ChipsView.apply(toFront, to: [Chip(id: 1), Chip(id: 2), Chip(id: 3)]).map(\.id) == [3, 1, 2])
        let toEnd = ReorderDifference<Int, ReorderableSingleCollectionIdentifier>(sources: [1], destination: .init(position: .end))
        #expect(ChipsView.apply(toEnd, to: [Chip(id: 1), Chip(id: 2), Chip(id: 3)]).map(\.id) == [2, 3, 1])
    }

    /// https://developer.apple.com/documentation/swiftui/button/init(intent:label:) (iOS 17):
    /// tapping performs the intent; @Parameter keeps what the init set, or its default.
    @Test func aButtonPerformsItsIntent() async throws {
        AppIntentRuns.reset()
        let host = ViewHost(CardView(card: Card(id: "c1")))
        host.tap("Flip")
        #expect(AppIntentRuns.performed == ["FlipIntent"])
        for _ in 0..<50 where Flips.count == 0 { await Task.yield() }
        #expect(Flips.count == 1)
        let result = try await FlipIntent(card: Card(id: "c2"), side: .front).perform()
        #expect((result as? IntentResultContainer<String, Never, Never, Never>)?.value == "c2 front")
        let defaulted = FlipIntent()
        #expect(defaulted.side == .back)
        #expect(FlipIntent.title.key == "Flip" && FlipIntent.openAppWhenRun == false)
    }

    /// https://developer.apple.com/documentation/appintents/appentity, …/entityquery, …/appenum (iOS 16).
    @Test func entitiesQueriesAndEnums() async throws {
        let cards = try await Card.defaultQuery.entities(for: ["a", "b"])
        #expect(cards.map(\.id) == ["a", "b"])
        #expect(cards[0].displayRepresentation.title.key == "a")
        #expect(Card.typeDisplayRepresentation.name.key == "Card")
        #expect(Side.caseDisplayRepresentations[.back]?.title.key == "Back")
        #expect(OpenCardIntent().contentIdentifier == "OpenCardIntent")
        #expect(Shortcuts.appShortcuts.first?.phrases == ["Open a card in ${applicationName}"])
        let dialog: IntentDialog = "Done"
        #expect(dialog.full.key == "Done")
    }

    /// https://developer.apple.com/documentation/activitykit/activity (iOS 16.1/16.2): request,
    /// update and end; https://developer.apple.com/documentation/widgetkit/activityconfiguration:
    /// the Lock Screen view and the Dynamic Island read the context.
    @Test func liveActivities() async throws {
        #expect(ActivityAuthorizationInfo().areActivitiesEnabled)
        let activity = try Activity.request(attributes: Prayer(city: "Rabat"),
                                            content: ActivityContent(state: Prayer.ContentState(next: "Asr"), staleDate: nil))
        #expect(Activity<Prayer>.activities.count == 1)
        await activity.update(ActivityContent(state: Prayer.ContentState(next: "Maghrib"), staleDate: nil))
        #expect(activity.content.state.next == "Maghrib")
        let context = ActivityViewContext(attributes: activity.attributes, state: activity.content.state)
        let configuration = PrayerLiveActivity().body
        #expect(ViewHost(configuration.lockScreen(context)).texts == ["Rabat: Maghrib"])
        let island = configuration.dynamicIsland(context)
        #expect(island.expanded.count == 2 && island.keylineTintColor == .green)
        #expect(ViewHost(island.compactTrailing).texts == ["Maghrib"])
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(activity.activityState == .ended && Activity<Prayer>.activities.isEmpty)
    }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller (iOS 8) and
    /// …/uipagecontrol (iOS 2; the indicator images iOS 14/16).
    @Test func alertControllerAndPageControl() {
        let alert = UIAlertController(title: "Name", message: "Enter a name", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Audio Name" }
        var added: String?
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Add", style: .default) { _ in added = alert.textFields?.first?.text })
        alert.textFields?.first?.text = "Adhan"
        let root = UIViewController()
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert && alert.title == "Name")
        alert.actions[1].handler?(alert.actions[1])
        #expect(added == "Adhan" && alert.actions.map(\.style) == [.cancel, .default])
        UIPageControl.appearance().currentPageIndicatorTintColor = .red
        UIPageControl.appearance().preferredIndicatorImage = UIImage(systemName: "circle")
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .red)
    }

    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder (iOS 18): `Tab(value: .home)`
    /// takes the selection's type; selecting a tab writes the `@AppStorage` enum.
    @Test func tabValuesTakeTheSelectionsType() {
        let host = ViewHost(TabsView())
        #expect(host.texts.contains("Home screen"), "\(host.texts)")
        host.select("Settings")
        #expect(host.texts.contains("Settings screen"), "\(host.texts)")
    }

    /// https://developer.apple.com/documentation/swiftui/slidertick (iOS 26) and
    /// https://developer.apple.com/documentation/symbols/replacesymboleffect/magic(fallback:) (iOS 18).
    @Test func sliderTicksAndMagicReplace() {
        let slider = Slider(value: .constant(5.0), in: 0...10) { Text("Level") } ticks: {
            SliderTick(0)
            SliderTick(5)
            SliderTickContentForEach(stride(from: 8, through: 10, by: 1).map { $0 }, id: \.self) { value in
                SliderTick(value) { Text("\(Int(value))") }
            }
        }
        #expect(slider.tickValues == [0, 5, 8, 9, 10])
        let host = ViewHost(TicksView())
        host.slide("Level", to: 7)
        #expect(host.sliderValue("Level") == 7)
    }
}
