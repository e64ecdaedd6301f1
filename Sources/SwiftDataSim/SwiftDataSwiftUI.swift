import SwiftUISim

// SwiftData's SwiftUI API (iOS 17, macOS 14): `@Query`, the `modelContext`
// environment value, `.modelContainer(…)` and `.modelContext(_:)`.

// `@Query` is a macro, as Apple's (https://developer.apple.com/documentation/swiftdata/query(filter:sort:animation:),
// iOS 17): `@Query(…) var items: [Item]` becomes `_items: Query<Item, [Item]>`
// made from the same arguments, which are those of `Query`'s initialisers.

@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
    = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
    = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation)
    = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "SwiftUISimMacros", type: "QueryMacro")

/// Apple: "A type that fetches models using the specified criteria, and manages
/// those models so they remain in sync with the underlying data."
/// https://developer.apple.com/documentation/swiftdata/query (iOS 17)
///
/// Reads the environment's `modelContext` (a dynamic property inside it) and
/// fetches when the body reads the value, so the body depends on the store:
/// an insert or delete in any context of the container re-runs it.
@MainActor
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    let descriptor: FetchDescriptor<Element>
    let wrap: ([Element]) -> Result

    public var wrappedValue: Result {
        do { return wrap(try modelContext.fetch(descriptor)) } catch { return wrap([]) }
    }

    /// The error of the last fetch, if any (a predicate that throws).
    public var fetchError: (any Error)? {
        do { _ = try modelContext.fetch(descriptor); return nil } catch { return error }
    }

    /// `@Query var items: [Item]`: every model of the type, unsorted.
    public init() where Result == [Element] {
        descriptor = FetchDescriptor()
        wrap = { $0 }
    }
    /// iOS 17: `init(_:animation:)`.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {
        self.descriptor = descriptor
        wrap = { $0 }
    }
    /// iOS 17: `init(_:transaction:)`.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) where Result == [Element] {
        self.descriptor = descriptor
        wrap = { $0 }
    }
    /// iOS 17: `init(filter:sort:animation:)`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }
    /// iOS 17: `init(filter:sort:transaction:)` (also `@Query` with no arguments).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil)
    where Result == [Element] {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }
    /// iOS 17: `init(filter:sort:order:animation:)`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation
    ) where Result == [Element] {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation
    ) where Result == [Element] {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }
    /// iOS 17: `init(filter:sort:order:transaction:)`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, transaction: Transaction? = nil
    ) where Result == [Element] {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, transaction: Transaction? = nil
    ) where Result == [Element] {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }
}

/// The context a view without a container reads: an empty container's, shared.
struct ModelContextKey: EnvironmentKey {
    nonisolated(unsafe) static let shared = ModelContext(try! ModelContainer(for: Schema([])))
    static var defaultValue: ModelContext { shared }
}

extension EnvironmentValues {
    /// Apple: "The SwiftData model context that will be used for queries and
    /// other model operations within this environment."
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/modelcontext (iOS 17)
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// Keeps the container `.modelContainer(for:)` makes for the life of the view
/// (`@State`: made once, on the first body run).
final class ContainerBox {
    let types: [any PersistentModel.Type]
    private(set) lazy var container: ModelContainer = (try? ModelContainer(for: Schema(types)))
        ?? (try! ModelContainer(for: Schema([])))
    init(_ types: [any PersistentModel.Type]) { self.types = types }
}

struct ModelContainerHost<Content: View>: View {
    let content: Content
    @State var box: ContainerBox
    var body: some View { content.environment(\.modelContext, box.container.mainContext) }
}

extension View {
    /// iOS 17: `modelContainer(_:)` — this container's main context in the environment.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }
    /// iOS 17: `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(content: self, box: ContainerBox([modelType]))
    }
    /// iOS 17: `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)` with several types.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerHost(content: self, box: ContainerBox(modelTypes))
    }
    /// iOS 17: `modelContext(_:)`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// iOS 17: `modelContainer(_:)` on a scene (scenes are not run here).
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }
    public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}
