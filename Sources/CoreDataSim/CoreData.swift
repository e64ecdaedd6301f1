@_exported import Foundation
import Observation
import SwiftUISim

// Core Data (iOS 3, macOS 10.4; SwiftUI's `@FetchRequest` iOS 13), in
// memory only: a context holds the objects inserted into it, a fetch request
// filters them by type (or entity name), by an `NSPredicate` made with a block
// and sorts them by key-path `NSSortDescriptor`s or `SortDescriptor`s.
// `@FetchRequest` reads the environment's `managedObjectContext` and fetches
// while the body runs, so an insert, delete or save re-runs that body.
// Built after the simulator (SimulatorLibrary.standInsOnSimulator;
// docs/simulator.md, "Round 9b: SwiftData and Core Data").
// https://developer.apple.com/documentation/coredata
//
// Linux has no Objective-C runtime: `@NSManaged` type-checks but its
// accessors are never made (a program that uses one fails to link), `@objc`
// is an error ("Objective-C interoperability is disabled"), and there is no
// key-value coding, so `NSPredicate(format:)` and `NSSortDescriptor(key:)`
// (which this module declares, as corelibs marks them unavailable) match
// everything and leave the order as it is. Not modelled: stores on disk,
// the model file (.xcdatamodeld), faults, merge policies, undo, parent contexts.

/// Apple: "A type for the results of a fetch request" (a marker here).
/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
public protocol NSFetchRequestResult: AnyObject {}

/// Apple: "A base class that implements the behavior for a Core Data model object."
/// https://developer.apple.com/documentation/coredata/nsmanagedobject (iOS 3)
/// Its subclasses' stored properties are ordinary Swift properties here. Not
/// `Identifiable` (Xcode's generated code adds `extension Entity: Identifiable {}`).
/// On the main actor: subclasses in code built with default main-actor
/// isolation (new Xcode projects) are main-actor classes, and a Swift class
/// (this one is not Objective-C's) must have the isolation its subclasses'
/// overrides have; its state is readable from any context, as Core Data's.
@MainActor
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
    public private(set) nonisolated(unsafe) weak var managedObjectContext: NSManagedObjectContext?
    public private(set) nonisolated(unsafe) var isDeleted = false
    public private(set) nonisolated(unsafe) var isInserted = false
    public nonisolated var isFault: Bool { false }
    public nonisolated var hasChanges: Bool { isInserted || isDeleted }
    private nonisolated(unsafe) var _objectID: NSManagedObjectID?
    public nonisolated var objectID: NSManagedObjectID {
        if let id = _objectID { return id }
        let id = NSManagedObjectID(entityName: Self.entityName)
        _objectID = id
        return id
    }
    private nonisolated(unsafe) var entityOverride: NSEntityDescription?

    public override init() { super.init() }

    /// iOS 10: makes the object and inserts it into `context`.
    public init(context: NSManagedObjectContext) {
        super.init()
        context.insert(self)
    }

    /// iOS 3: the designated initialiser.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        entityOverride = entity
        context?.insert(self)
    }

    nonisolated static var entityName: String { String(describing: self) }
    public nonisolated var entity: NSEntityDescription { entityOverride ?? NSEntityDescription(name: Self.entityName) }
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: entityName) }
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { NSFetchRequest(entityName: entityName) }

    nonisolated func attach(_ context: NSManagedObjectContext?, inserted: Bool, deleted: Bool) {
        managedObjectContext = context
        isInserted = inserted
        isDeleted = deleted
    }
    nonisolated func saved() { isInserted = false }
}

/// Apple: "A compact, universal identifier for a managed object."
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectid
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entityName: String
    init(entityName: String) { self.entityName = entityName }
    public var isTemporaryID: Bool { false }
    public func uriRepresentation() -> URL { URL(string: "x-coredata://memory/\(entityName)/\(ObjectIdentifier(self).hashValue)")! }
}

/// Apple: "A description of an entity in Core Data." Only its name here.
/// https://developer.apple.com/documentation/coredata/nsentitydescription
public final class NSEntityDescription: NSObject, @unchecked Sendable {
    public var name: String?
    public var managedObjectClassName: String!
    public override init() { super.init() }
    init(name: String) {
        self.name = name
        managedObjectClassName = name
    }
    public class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }
    /// A plain `NSManagedObject` with that entity name (no class is looked up).
    @MainActor public class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// Apple: "A programmatic representation of the .xcdatamodeld file." Empty here.
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel
public final class NSManagedObjectModel: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init?(contentsOf url: URL) { super.init() }
    public var entities: [NSEntityDescription] = []
}

/// Apple: "A description of criteria used to retrieve data from a persistent store."
/// https://developer.apple.com/documentation/coredata/nsfetchrequest (iOS 3)
/// Its `ResultType` is unconstrained here: Apple's `NSFetchRequestResult` is an
/// Objective-C protocol, whose existential conforms to it (`NSFetchRequest<NSFetchRequestResult>`);
/// a Swift protocol's does not.
public final class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    public var entityName: String?
    public var entity: NSEntityDescription?
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var fetchLimit = 0
    public var fetchOffset = 0
    public var fetchBatchSize = 0
    public var returnsObjectsAsFaults = true
    public var includesPendingChanges = true
    public var relationshipKeyPathsForPrefetching: [String]?
    public override init() { super.init() }
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }
}

/// Apple: `NSManagedObjectContextConcurrencyType` (iOS 5).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
}

/// Apple: `NSMergePolicy`; merges do not happen here (one context per store).
public final class NSMergePolicy: NSObject, @unchecked Sendable {
    public static let error = NSMergePolicy()
    public static let mergeByPropertyStoreTrump = NSMergePolicy()
    public static let mergeByPropertyObjectTrump = NSMergePolicy()
    public static let overwrite = NSMergePolicy()
    public static let rollback = NSMergePolicy()
}
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error

/// Apple: "An object space to manipulate and track changes to managed objects."
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext (iOS 3)
/// Observable as a whole: a fetch reads it, an insert, delete, save or rollback changes it.
public final class NSManagedObjectContext: NSObject, Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var generation = 0
    private var objects: [NSManagedObject] = []
    private var insertedSinceSave: [NSManagedObject] = []
    private var deletedSinceSave: [NSManagedObject] = []
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    public var automaticallyMergesChangesFromParent = false
    public var mergePolicy: Any = NSMergePolicy.error
    public var name: String?
    public var undoManager: UndoManager?
    public weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    public var parent: NSManagedObjectContext?

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    private func change(_ body: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.generation) {
            body()
            generation += 1
        }
    }

    public var hasChanges: Bool { !insertedSinceSave.isEmpty || !deletedSinceSave.isEmpty }
    public var insertedObjects: Set<NSManagedObject> { Set(insertedSinceSave) }
    public var deletedObjects: Set<NSManagedObject> { Set(deletedSinceSave) }
    public var registeredObjects: Set<NSManagedObject> { registrar.access(self, keyPath: \.generation); return Set(objects) }

    public func insert(_ object: NSManagedObject) {
        guard !objects.contains(where: { $0 === object }) else { return }
        change {
            objects.append(object)
            insertedSinceSave.append(object)
            object.attach(self, inserted: true, deleted: false)
        }
    }

    public func delete(_ object: NSManagedObject) {
        guard objects.contains(where: { $0 === object }) else { return }
        change {
            objects.removeAll { $0 === object }
            if insertedSinceSave.contains(where: { $0 === object }) {
                insertedSinceSave.removeAll { $0 === object }
                object.attach(nil, inserted: false, deleted: false)
            } else {
                deletedSinceSave.append(object)
                object.attach(self, inserted: false, deleted: true)
            }
        }
    }

    public func save() throws {
        guard hasChanges else { return }
        change {
            for object in insertedSinceSave { object.saved() }
            for object in deletedSinceSave { object.attach(nil, inserted: false, deleted: false) }
            insertedSinceSave.removeAll()
            deletedSinceSave.removeAll()
        }
    }

    /// Forgets the inserts and deletes since the last save.
    public func rollback() {
        change {
            objects.removeAll { object in insertedSinceSave.contains { $0 === object } }
            for object in insertedSinceSave { object.attach(nil, inserted: false, deleted: false) }
            for object in deletedSinceSave { object.attach(self, inserted: false, deleted: false) }
            objects.append(contentsOf: deletedSinceSave)
            insertedSinceSave.removeAll()
            deletedSinceSave.removeAll()
        }
    }
    public func reset() { rollback() }
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    public func refreshAllObjects() {}
    public func processPendingChanges() {}

    /// The objects of the request's type (or, for a request of
    /// `NSFetchRequestResult`, of its entity name), filtered, sorted, offset, limited.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        registrar.access(self, keyPath: \.generation)
        var found: [NSManagedObject] = objects.filter { object in
            if T.self == (any NSFetchRequestResult).self || T.self == NSManagedObject.self || T.self == AnyObject.self {
                guard let name = request.entityName ?? request.entity?.name else { return true }
                return object.entity.name == name
            }
            return object is T
        }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found.sort { lhs, rhs in
                for descriptor in descriptors {
                    switch descriptor.compare(lhs, to: rhs) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return false
            }
        }
        if request.fetchOffset > 0 { found = Array(found.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found.compactMap { $0 as? T }
    }

    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = objects.first(where: { $0.objectID === objectID }) else {
            fatalError("Core Data: no object with ID \(objectID.entityName) in this context")
        }
        return object
    }
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { object(with: objectID) }

    /// Runs the block now (one thread here).
    public func perform(_ block: @escaping () -> Void) { block() }
    public func performAndWait(_ block: () -> Void) { block() }
    /// iOS 15: `perform(schedule:_:)`.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T { try block() }
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }
}

/// Apple: `NSPersistentStoreCoordinator`; one memory store.
public final class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

/// Apple: "A description object used to create and load a persistent store."
/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
public final class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    public var url: URL?
    public var type = NSInMemoryStoreType
    public var configuration: String?
    public var shouldAddStoreAsynchronously = false
    public var shouldMigrateStoreAutomatically = true
    public var shouldInferMappingModelAutomatically = true
    public var isReadOnly = false
    public var cloudKitContainerOptions: Any?
    public override init() { super.init() }
    public init(url: URL) {
        self.url = url
        super.init()
    }
    public func setOption(_ option: NSObject?, forKey key: String) {}
}
public let NSInMemoryStoreType = "InMemory"
public let NSSQLiteStoreType = "SQLite"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// Apple: "A container that encapsulates the Core Data stack in your app."
/// https://developer.apple.com/documentation/coredata/nspersistentcontainer (iOS 10)
/// Its `viewContext` is the one context; background contexts are that one too.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public var persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Calls the handler once per store description, with no error (memory stores always load).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }
    open func newBackgroundContext() -> NSManagedObjectContext { viewContext }
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(viewContext) }
    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }
}

/// Apple: `NSPersistentCloudKitContainer` (iOS 13); no syncing here.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

// corelibs marks the key-value-coding initialisers unavailable; Core Data
// code uses them, so they exist here, matching everything and keeping order.
extension NSPredicate {
    /// Apple: `init(format:_:)`. No key-value coding on Linux: this predicate
    /// accepts every object (use `NSPredicate { object, _ in … }` to filter).
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) { self.init(value: true) }
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) { self.init(value: true) }
}
extension NSSortDescriptor {
    /// Apple: `init(key:ascending:)`. No key-value coding on Linux: it keeps the
    /// order (use `NSSortDescriptor(keyPath:ascending:)`, which sorts).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.stableOrder, ascending: ascending)
    }
}
extension NSManagedObject {
    /// Every object the same: what a key-based sort descriptor compares.
    nonisolated var stableOrder: Int { 0 }
}
