import SwiftUISim

// SwiftUI's Core Data API (iOS 13): `@FetchRequest`, `FetchedResults` and the
// `managedObjectContext` environment value.

/// Apple: "A property wrapper type that retrieves entities from a Core Data persistent store."
/// https://developer.apple.com/documentation/swiftui/fetchrequest (iOS 13)
///
/// Reads the environment's `managedObjectContext` and fetches when the body
/// reads the results, so the body depends on the context: an insert, delete,
/// save or rollback there re-runs it.
@MainActor @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    let request: NSFetchRequest<Result>
    let sort: ([Result]) -> [Result]

    public var wrappedValue: FetchedResults<Result> {
        let fetched = (try? context.fetch(request)) ?? []
        return FetchedResults(elements: sort(fetched), request: request)
    }

    /// iOS 13: `init(fetchRequest:animation:)`.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        sort = { $0 }
    }
    /// iOS 15: `init(fetchRequest:transaction:)`.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, animation: nil)
    }
    /// iOS 13: `init(entity:sortDescriptors:predicate:animation:)`.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.entityName = entity.name
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// iOS 13: `init(sortDescriptors:predicate:animation:)` with `NSSortDescriptor`s.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entityName)
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
    /// iOS 15: `init(sortDescriptors:predicate:animation:)` with `SortDescriptor`s.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let fetch = NSFetchRequest<Result>(entityName: Result.entityName)
        fetch.predicate = predicate
        request = fetch
        sort = { $0.sorted(using: sortDescriptors) }
    }
    /// iOS 15: `init(sortDescriptors:predicate:transaction:)`.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, transaction: Transaction) {
        self.init(sortDescriptors: sortDescriptors, predicate: predicate, animation: nil)
    }
}

/// Apple: "A collection of results retrieved from a Core Data store."
/// https://developer.apple.com/documentation/swiftui/fetchedresults (iOS 13)
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let elements: [Result]
    let request: NSFetchRequest<Result>
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Result { elements[position] }
    /// iOS 15: the request's predicate (reading only, here).
    public var nsPredicate: NSPredicate? { request.predicate }
    public var nsSortDescriptors: [NSSortDescriptor] { request.sortDescriptors ?? [] }
}

/// The context a view without one reads: an empty one, shared.
struct ManagedObjectContextKey: EnvironmentKey {
    static let shared = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    static var defaultValue: NSManagedObjectContext { shared }
}

extension EnvironmentValues {
    /// Apple: `managedObjectContext` (iOS 13).
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/managedobjectcontext
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
