import CoreDataSim
import Foundation
import Testing
@testable import SwiftUISim

// The Core Data stand-in (docs/simulator.md, "Round 9b: SwiftData and Core
// Data"): a memory context, fetch requests, `@FetchRequest` re-running the
// body that reads it. The entity's properties are plain Swift properties:
// `@NSManaged` ones type-check on Linux but have no accessors to link.

private final class Note: NSManagedObject {
    var title = ""
    var pinned = false
    convenience init(title: String, pinned: Bool = false, context: NSManagedObjectContext) {
        self.init(context: context)
        self.title = title
        self.pinned = pinned
    }
}

extension Note: Identifiable {}  // as Xcode's generated Core Data code adds

private struct Notes: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)]) private var notes: FetchedResults<Note>
    var body: some View {
        Text("\(notes.count) notes")
        ForEach(notes) { note in Text(note.title) }
        Button("Add") {
            _ = Note(title: "Milk", context: context)
            try? context.save()
        }
        Button("Delete first") { if let first = notes.first { context.delete(first) } }
    }
}

private struct Pinned: View {
    @FetchRequest private var notes: FetchedResults<Note>
    init() {
        _notes = FetchRequest(
            sortDescriptors: [SortDescriptor(\Note.title, order: .reverse)],
            predicate: NSPredicate { object, _ in (object as? Note)?.pinned == true })
    }
    var body: some View { ForEach(notes) { note in Text(note.title) } }
}

@MainActor @Suite(.serialized) struct CoreDataTests {
    /// https://developer.apple.com/documentation/swiftui/fetchrequest (iOS 13):
    /// inserting into the environment's context re-runs the fetching view.
    @Test func insertingRerunsTheFetchingView() {
        let container = NSPersistentContainer(name: "Notes")
        var loaded = 0
        container.loadPersistentStores { _, error in if error == nil { loaded += 1 } }
        #expect(loaded == 1)
        let context = container.viewContext
        _ = Note(title: "Eggs", context: context)
        let host = ViewHost(Notes().environment(\.managedObjectContext, context))
        #expect(host.texts.contains("1 notes"))
        let before = host.bodyCount(Notes.self)
        host.tap("Add")
        #expect(host.texts.filter { !$0.contains(" ") && $0 != "Add" } == ["Eggs", "Milk"])
        #expect(host.bodyCount(Notes.self) == before + 1)
        _ = Note(title: "Bread", context: context)
        host.update()
        #expect(host.texts.filter { !$0.contains(" ") && $0 != "Add" } == ["Bread", "Eggs", "Milk"])
        host.tap("Delete first")
        #expect(host.texts.contains("2 notes"))
    }

    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:)
    /// (`SortDescriptor`s, iOS 15) with a block predicate (corelibs has no format strings).
    @Test func fetchRequestFiltersAndSorts() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        for (title, pinned) in [("a", true), ("b", false), ("c", true)] { _ = Note(title: title, pinned: pinned, context: context) }
        let host = ViewHost(Pinned().environment(\.managedObjectContext, context))
        #expect(host.texts == ["c", "a"])
    }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext (iOS 3):
    /// fetch, count, limit, save, rollback; format predicates match everything here.
    @Test func contextFetchesSavesAndRollsBack() throws {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        let first = Note(title: "one", context: context)
        #expect(first.managedObjectContext === context && first.isInserted && context.hasChanges)
        try context.save()
        #expect(!first.isInserted && !context.hasChanges)
        _ = Note(title: "two", context: context)
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.title, ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["two", "one"])
        request.fetchLimit = 1
        #expect(try context.count(for: request) == 1)
        let untyped = NSFetchRequest<any NSFetchRequestResult>(entityName: "Note")
        #expect(try context.fetch(untyped).count == 2)
        context.delete(first)
        #expect(first.isDeleted)
        context.rollback()
        #expect(try context.fetch(NSFetchRequest<Note>(entityName: "Note")).map(\.title) == ["one"])
        #expect(NSPredicate(format: "title == %@", "x").evaluate(with: first))
    }
}
