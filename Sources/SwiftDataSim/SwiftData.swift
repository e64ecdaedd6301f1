@_exported import Foundation
@_exported import Observation
import SwiftUISim

// SwiftData (iOS 17, macOS 14), in memory only: models are classes the
// `@Model` macro makes observable (as Observation's `@Observable` does) and
// `PersistentModel`; a `ModelContainer` holds one store every context of it
// shares; `@Query` reads the environment's `modelContext` and fetches while
// the body runs, so the body depends on the store and re-runs when a model
// is inserted or deleted (and on any model property it reads).
// Built after the simulator (SimulatorLibrary.standInsOnSimulator;
// docs/simulator.md, "Round 9b: SwiftData and Core Data").
// https://developer.apple.com/documentation/swiftdata
//
// Not modelled: files on disk (every container is in memory, whatever its
// configuration says), delete rules (a deleted model's relationships are
// left as they are), uniqueness (`@Attribute(.unique)` does not upsert),
// undo, migrations, CloudKit, history.

// MARK: - Macros

/// Apple: "Converts a Swift class into a stored model that's managed by SwiftData."
/// https://developer.apple.com/documentation/swiftdata/model() (iOS 17)
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers), named(_$persistentState))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftUISimMacros", type: "ModelMacro")

/// Apple: "Specifies the custom behavior that SwiftData applies to the annotated
/// property when managing the owning class." Recorded nowhere: a memory store
/// ignores storage options. https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:) (iOS 17)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SwiftUISimMacros", type: "SwiftDataMarkMacro")

/// Apple: "Specifies the options that SwiftData needs to manage the annotated
/// property as a relationship between two models." Delete rules are not applied.
/// https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:) (iOS 17)
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftUISimMacros", type: "SwiftDataMarkMacro")

/// Apple: "Tells SwiftData not to persist the annotated property when managing
/// the owning class." https://developer.apple.com/documentation/swiftdata/transient() (iOS 17)
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUISimMacros", type: "SwiftDataMarkMacro")

// MARK: - Models

/// What `@Model` adds to a model: the context it was inserted into.
public final class _PersistentState: @unchecked Sendable {
    weak var context: ModelContext?
    var isDeleted = false
    public init() {}
}

/// Apple: "An interface for enabling SwiftData management of a Swift class's
/// stored properties." https://developer.apple.com/documentation/swiftdata/persistentmodel (iOS 17)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    var _$persistentState: _PersistentState { get }
}

extension PersistentModel {
    /// The model's identity (the object's, here).
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    public var id: PersistentIdentifier { persistentModelID }
    /// The context the model was inserted into, nil before and after it is deleted.
    public var modelContext: ModelContext? { _$persistentState.isDeleted ? nil : _$persistentState.context }
    public var isDeleted: Bool { _$persistentState.isDeleted }
    public var hasChanges: Bool { false }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Apple: "The value that uniquely identifies a model within a container."
/// https://developer.apple.com/documentation/swiftdata/persistentidentifier (iOS 17)
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable {
    let value: UInt
    init(object: ObjectIdentifier) { value = UInt(bitPattern: object.hashValue) }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
}

/// Apple: "An object that maps model classes to data in the model store."
/// https://developer.apple.com/documentation/swiftdata/schema (iOS 17)
public final class Schema: @unchecked Sendable {
    public let types: [any PersistentModel.Type]
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
    public convenience init(_ types: any PersistentModel.Type...) { self.init(types) }

    public struct Version: Sendable, Hashable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
    }

    public enum Attribute {
        /// Apple: `Schema.Attribute.Option` (`.unique`, `.externalStorage`, …).
        public struct Option: Sendable, Hashable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
            public static func transformable(by transformer: AnyClass) -> Option { Option(name: "transformable") }
        }
    }

    public enum Relationship {
        /// Apple: `Schema.Relationship.DeleteRule` (iOS 17).
        public enum DeleteRule: Sendable, Hashable { case cascade, deny, noAction, nullify }
        public struct Option: Sendable, Hashable {
            let name: String
            public static let unique = Option(name: "unique")
        }
    }
}

// MARK: - Container and context

/// Apple: "A type that describes the configuration of an app's schema or specific group of models."
/// https://developer.apple.com/documentation/swiftdata/modelconfiguration (iOS 17). Always in memory here.
public struct ModelConfiguration: Sendable, Hashable {
    public var name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public init(isStoredInMemoryOnly: Bool = false) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }
}

/// The one store of a container: its models in insertion order, observable
/// as a whole (a fetch reads `generation`, an insert or delete writes it).
final class ModelStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var _models: [any PersistentModel] = []
    private var generation = 0

    var models: [any PersistentModel] {
        registrar.access(self, keyPath: \.generation)
        return _models
    }

    func change(_ body: (inout [any PersistentModel]) -> Void) {
        registrar.withMutation(of: self, keyPath: \.generation) {
            body(&_models)
            generation += 1
        }
    }
}

/// Apple: "An object that manages an app's schema and model storage configuration."
/// https://developer.apple.com/documentation/swiftdata/modelcontainer (iOS 17)
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private var _mainContext: ModelContext?

    /// iOS 17: `init(for:configurations:)` with model types.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
    /// iOS 17: `init(for:migrationPlan:configurations:)`.
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration] = []) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Apple: "The model container's main context", bound to the main actor.
    @MainActor public var mainContext: ModelContext {
        if let context = _mainContext { return context }
        let context = ModelContext(self)
        _mainContext = context
        return context
    }

    public func deleteAllData() { store.change { $0.removeAll() } }
}

/// Apple: `SchemaMigrationPlan` (iOS 17); migrations are not run here.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
}
/// Apple: `VersionedSchema` (iOS 17).
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// Apple: "An object that enables you to fetch, insert, and delete models, and
/// save any changes to disk." https://developer.apple.com/documentation/swiftdata/modelcontext (iOS 17)
/// Every context of a container shares its store: an insert or delete shows in
/// every fetch at once, and `save()` only clears `hasChanges`.
public final class ModelContext {
    public let container: ModelContainer
    public var autosaveEnabled = true
    public private(set) var hasChanges = false
    public var undoManager: UndoManager?
    private var inserted: [ObjectIdentifier: any PersistentModel] = [:]
    private var deleted: [ObjectIdentifier: any PersistentModel] = [:]

    public init(_ container: ModelContainer) { self.container = container }

    public var insertedModelsArray: [any PersistentModel] { Array(inserted.values) }
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    /// Adds the model to the store (inserting it again does nothing).
    public func insert<T: PersistentModel>(_ model: T) {
        let state = model._$persistentState
        guard state.context == nil || state.isDeleted else { return }
        state.context = self
        state.isDeleted = false
        inserted[ObjectIdentifier(model)] = model
        hasChanges = true
        container.store.change { $0.append(model) }
    }

    /// Removes the model from the store.
    public func delete<T: PersistentModel>(_ model: T) {
        let id = ObjectIdentifier(model)
        model._$persistentState.isDeleted = true
        inserted[id] = nil
        deleted[id] = model
        hasChanges = true
        container.store.change { $0.removeAll { ObjectIdentifier($0) == id } }
    }

    /// Removes every model of the type the predicate accepts.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for each in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(each) }
    }

    public func save() throws {
        inserted.removeAll()
        deleted.removeAll()
        hasChanges = false
    }

    /// Apple: `transaction(block:)` — runs the block, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Forgets the unsaved inserts and deletes.
    public func rollback() {
        let undo = inserted.values.map { ObjectIdentifier($0) }
        let restore = Array(deleted.values)
        for model in restore { model._$persistentState.isDeleted = false }
        container.store.change { models in
            models.removeAll { undo.contains(ObjectIdentifier($0)) }
            models.append(contentsOf: restore)
        }
        inserted.removeAll()
        deleted.removeAll()
        hasChanges = false
    }

    /// The models of type `T` the descriptor's predicate accepts, sorted by
    /// its sort descriptors, then offset and limited. Reading the store here
    /// makes the calling body depend on it.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = container.store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { found = Array(found.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
        return found
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The registered model with this identifier, if any.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        container.store.models.lazy.compactMap { $0 as? T }.first { $0.persistentModelID == persistentModelID }
    }

    /// Apple: `model(for:)`; traps when no model has the identifier.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = container.store.models.first(where: { PersistentIdentifier(object: ObjectIdentifier($0)) == persistentModelID })
        else { fatalError("SwiftData: no model with identifier \(persistentModelID) in this context") }
        return model
    }
}

/// Apple: "A type that describes the criteria, sort order, and any additional
/// configuration to use when performing a fetch."
/// https://developer.apple.com/documentation/swiftdata/fetchdescriptor (iOS 17)
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
