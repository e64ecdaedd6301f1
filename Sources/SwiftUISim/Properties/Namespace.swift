/// `@Namespace private var animation`: an identity for matched geometry.
///
/// A dynamic property, like `@State`: the ID belongs to the view's identity,
/// made when its storage is set up and the same in every later value of the
/// view, so a parent pass that makes the view again changes nothing about it
/// (Apple, `Namespace`: "A dynamic property type that allows access to a
/// namespace defined by the persistent identity of the object containing
/// the property (e.g. a view)").
@MainActor @propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int
        public var description: String { "Namespace.ID(\(value))" }
    }

    private let link = PropertyLink<NamespaceBox>()

    public init() {}

    public var wrappedValue: ID {
        guard let box = link.target else {
            // SwiftUI logs "Reading a Namespace property outside View.body.
            // This will result in identifiers that never match any other identifier."
            Diagnostics.warnOnce("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier.")
            return NamespaceBox.make()
        }
        return box.id
    }
}

/// The ID of one `@Namespace`, kept in the node's slot.
final class NamespaceBox {
    let id: Namespace.ID
    @MainActor init() { id = Self.make() }

    @MainActor private static var next = 0
    @MainActor static func make() -> Namespace.ID {
        next += 1
        return Namespace.ID(value: next)
    }
}

extension Namespace: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        link.target = PropertyInstaller.storage(of: node, slot: slot) { NamespaceBox() }.storage
    }

    /// The ID lives in the identity's storage: a new view value is no change.
    func _isEquivalent(to other: Any) -> Bool { true }
}
