import Foundation
import SwiftDataSim
import Testing
@testable import SwiftUISim

// The SwiftData stand-in (docs/simulator.md, "Round 9b: SwiftData and Core
// Data"): `@Model` classes observable as `@Observable` ones, a memory store,
// `@Query` re-running the body that reads it when the store changes.

@Model private final class Trip {
    @Attribute(.unique) var name: String
    var days: Int
    var start: Date?
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var scratch = 0
    var summary: String { "\(name) (\(days))" }
    init(name: String, days: Int) {
        self.name = name
        self.days = days
    }
}

@Model private final class Stop {
    var place: String
    var trip: Trip?
    init(place: String) { self.place = place }
}

private struct TripList: View {
    @Query(sort: \Trip.name) private var trips: [Trip]
    @Environment(\.modelContext) private var context
    var body: some View {
        Text("\(trips.count) trips")
        ForEach(trips) { trip in Text(trip.summary) }
        Button("Add") { context.insert(Trip(name: "Lisbon", days: 4)) }
        Button("Delete all") { try? context.delete(model: Trip.self) }
    }
}

private struct LongTrips: View {
    @Query private var trips: [Trip]
    init(minimum: Int) {
        _trips = Query(filter: #Predicate<Trip> { $0.days >= minimum }, sort: \Trip.days, order: .reverse)
    }
    var body: some View {
        ForEach(trips) { trip in Text(trip.name) }
    }
}

@MainActor @Suite(.serialized) struct SwiftDataTests {
    /// https://developer.apple.com/documentation/swiftdata/query (iOS 17): inserting
    /// into the environment's context re-runs the body that reads the query.
    @Test func insertingRerunsTheQueryingView() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Trip(name: "Oslo", days: 2))
        let host = ViewHost(TripList().modelContainer(container))
        #expect(host.texts.contains("1 trips"))
        let before = host.bodyCount(TripList.self)
        host.tap("Add")
        #expect(host.texts.contains("2 trips"))
        #expect(host.texts.contains("Lisbon (4)"))
        #expect(host.bodyCount(TripList.self) == before + 1)
        // an insert from outside the view, then an edit of a model it reads
        let rome = Trip(name: "Rome", days: 3)
        container.mainContext.insert(rome)
        host.update()
        #expect(host.texts.contains("3 trips"))
        #expect(host.texts.filter { $0.hasSuffix(")") } == ["Lisbon (4)", "Oslo (2)", "Rome (3)"])
        rome.days = 5
        host.update()
        #expect(host.texts.contains("Rome (5)"))
        host.tap("Delete all")
        #expect(host.texts.contains("0 trips"))
        #expect(rome.isDeleted && rome.modelContext == nil)
    }

    /// `.modelContainer(for:)` (iOS 17) makes one container for the view's life.
    @Test func modelContainerForTypesKeepsItsStore() {
        let host = ViewHost(TripList().modelContainer(for: Trip.self, inMemory: true))
        #expect(host.texts.contains("0 trips"))
        host.tap("Add")
        host.tap("Add")
        #expect(host.texts.contains("2 trips"))
    }

    /// https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:order:animation:)-1qfoj
    /// and Foundation's `#Predicate` (on Linux too): filtered, sorted in reverse.
    @Test func queryFiltersAndSorts() throws {
        let container = try ModelContainer(for: Trip.self)
        for (name, days) in [("A", 1), ("B", 7), ("C", 4), ("D", 9)] { container.mainContext.insert(Trip(name: name, days: days)) }
        let host = ViewHost(LongTrips(minimum: 4).modelContainer(container))
        #expect(host.texts == ["D", "B", "C"])
    }

    /// https://developer.apple.com/documentation/swiftdata/modelcontext (iOS 17):
    /// fetch with a descriptor, count, limit, save, rollback; contexts of one container share the store.
    @Test func contextFetchesSavesAndRollsBack() throws {
        let container = try ModelContainer(for: Trip.self, Stop.self)
        let context = ModelContext(container)
        let paris = Trip(name: "Paris", days: 3)
        context.insert(paris)
        context.insert(Trip(name: "Bern", days: 1))
        #expect(paris.modelContext === context)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Bern", "Paris"])
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Bern"])
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 2)
        context.insert(Trip(name: "Kyiv", days: 5))
        context.delete(paris)
        context.rollback()
        #expect(try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Bern", "Paris"])
        #expect(paris.persistentModelID == paris.id && paris == paris)
    }
}
