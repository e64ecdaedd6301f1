@_spi(Reflection) import Swift

/// A stored property of a view that the graph connects to storage it owns
/// (state, objects, environment) before each body run.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before each body run, after the graph installed the property.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Our property wrappers: each knows how to attach itself to a node.
@MainActor
protocol InstallableProperty {
    func install(on node: Node, slot: Int, label: String)
    /// Whether this property reads or writes through `location` (so a
    /// change there is a change of this property, for `_printChanges()`).
    func refers(to location: AnyObject) -> Bool
    /// False for properties with nothing to attach (a binding): the graph
    /// then skips them before each body run.
    static var needsInstalling: Bool { get }
}

extension InstallableProperty {
    func refers(to location: AnyObject) -> Bool { false }
    static var needsInstalling: Bool { true }
}

/// Finds the dynamic properties of a view (and of custom `DynamicProperty`
/// structs and view modifiers it holds) and installs them, in field order.
/// Where they sit in the view is worked out once per type from the type's
/// field layout, so installing costs no reflection per body run.
@MainActor
enum PropertyInstaller {
    struct Field {
        let offset: Int
        let label: String
        let type: any InstallableProperty.Type
        let slot: Int
        /// The name of the type whose stored property this is (the view, a
        /// view modifier or a dynamic property of the app's), as a `@State`
        /// declaration's `#function` names it (StateInitialValue.swift).
        var ownerName: String? = nil
    }

    /// The owner of the field being installed (`Field.ownerName`).
    static var installingOwnerName: String?

    static func install(_ node: Node) {
        let info = node.info
        guard !info.hasNoDynamicProperties else { return }
        if info.propertyFields == nil {
            // Slots number the properties in field order, nested ones included.
            let fields = layout(of: type(of: node.view)).enumerated().map { slot, field in
                Field(offset: field.offset, label: field.label, type: field.type, slot: slot, ownerName: field.ownerName)
            }
            info.propertyFields = fields
            info.fieldsToInstall = fields.filter { $0.type.needsInstalling }
        }
        let fields = info.fieldsToInstall
        if fields.isEmpty {
            info.hasNoDynamicProperties = true
            return
        }
        node.environmentReads.removeAll(keepingCapacity: true)
        withBytes(of: node.view) { base in
            let outer = installingOwnerName
            defer { installingOwnerName = outer }
            for field in fields {
                installingOwnerName = field.ownerName
                install(field.type, at: base + field.offset, on: node, slot: field.slot, label: field.label)
            }
        }
    }

    /// The view's property that reads through `location`, as `_printChanges()` names it.
    static func label(of location: AnyObject, in node: Node) -> String? {
        guard let fields = node.info.propertyFields else { return nil }
        var found: String?
        withBytes(of: node.view) { base in
            found = fields.first { field in
                refers(field.type, at: base + field.offset, to: location)
            }?.label
        }
        return found
    }

    private static func refers<Property: InstallableProperty>(
        _ type: Property.Type, at address: UnsafeRawPointer, to location: AnyObject
    ) -> Bool {
        address.load(as: Property.self).refers(to: location)
    }

    /// The view's property that reads through `location`, with its type (reasons tell `@Binding` from `@State`).
    static func field(referringTo location: AnyObject, in node: Node) -> Field? {
        guard let fields = node.info.propertyFields else { return nil }
        var found: Field?
        withBytes(of: node.view) { base in
            found = fields.first { field in refers(field.type, at: base + field.offset, to: location) }
        }
        return found
    }

    /// The labels of a view type's dynamic properties, in field order.
    static func labels(of node: Node) -> [String] {
        node.info.propertyFields?.map(\.label) ?? []
    }

    private static func withBytes<V: View>(of view: V, _ body: (UnsafeRawPointer) -> Void) {
        withUnsafePointer(to: view) { body(UnsafeRawPointer($0)) }
    }

    private static func install<Property: InstallableProperty>(
        _ type: Property.Type, at address: UnsafeRawPointer, on node: Node, slot: Int, label: String
    ) {
        address.load(as: Property.self).install(on: node, slot: slot, label: label)
    }

    /// The installable properties of a type, with their byte offsets,
    /// descending into custom dynamic properties and view modifiers.
    private static func layout(of type: Any.Type, base: Int = 0) -> [Field] {
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            if let property = fieldType as? any InstallableProperty.Type {
                fields.append(Field(offset: base + offset, label: String(cString: name), type: property, slot: 0,
                                    ownerName: StateCallSite.declaredName(of: type)))
            } else if kind == .struct, fieldType is any DynamicProperty.Type || fieldType is any ViewModifier.Type {
                fields += layout(of: fieldType, base: base + offset)
            }
            return true
        }
        return fields
    }

    /// The slot's existing storage, or new storage made by `make`.
    static func storage<Storage: AnyObject>(
        of node: Node, slot: Int, make: () -> Storage
    ) -> (storage: Storage, isNew: Bool) {
        if slot < node.storage.count, let existing = node.storage[slot] as? Storage {
            return (existing, false)
        }
        let created = make()
        if slot >= node.storage.count {
            node.storage += repeatElement(nil, count: slot + 1 - node.storage.count)
        }
        node.storage[slot] = created
        return (created, true)
    }
}
