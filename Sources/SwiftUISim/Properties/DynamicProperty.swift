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
}

/// Finds the dynamic properties of a view (and of custom `DynamicProperty`
/// structs and view modifiers it holds) and installs them, in field order.
@MainActor
enum PropertyInstaller {
    static func install(_ node: Node) {
        guard !node.info.hasNoDynamicProperties else { return }
        node.environmentReads.removeAll(keepingCapacity: true)
        node.propertyLabels.removeAll(keepingCapacity: true)
        var slot = 0
        install(Mirror(reflecting: node.view), on: node, slot: &slot)
        node.isInstalled = true
        if slot == 0 { node.info.hasNoDynamicProperties = true }
    }

    private static func install(_ mirror: Mirror, on node: Node, slot: inout Int) {
        for child in mirror.children {
            if let property = child.value as? any InstallableProperty {
                property.install(on: node, slot: slot, label: child.label ?? "_\(slot)")
                slot += 1
            } else if child.value is any DynamicProperty || child.value is any ViewModifier {
                install(Mirror(reflecting: child.value), on: node, slot: &slot)
            }
        }
    }

    /// The slot's existing storage, or new storage made by `make`.
    static func storage<Storage: AnyObject>(
        of node: Node, slot: Int, make: () -> Storage
    ) -> (storage: Storage, isNew: Bool) {
        if slot < node.storage.count, let existing = node.storage[slot] as? Storage {
            return (existing, false)
        }
        let created = make()
        if slot < node.storage.count { node.storage[slot] = created } else { node.storage.append(created) }
        return (created, true)
    }
}
