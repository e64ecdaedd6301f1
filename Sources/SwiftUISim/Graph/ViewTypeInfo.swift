/// What the graph knows about a view type, looked up once per node instead
/// of once per body run: its printed name, its role, whether it has
/// dynamic properties, and its slot in each graph's body-count table.
@MainActor
final class ViewTypeInfo {
    let name: String
    /// Its row in body-count tables (`Node.tableName(of:)`).
    private(set) lazy var tableName = Node.tableName(of: type)
    let type: Any.Type
    let role: _ViewRole
    /// Declared by the simulator: its own `_expand` builds its children (a
    /// custom modifier's `body(content:)`, say). Any other view's children
    /// come from its `body`, whatever `_expand` it declares.
    let isBuiltIn: Bool
    /// A `Shape` of another module (a lab's `struct Outline: Shape`): no
    /// body (as in SwiftUI, which draws a shape from its `path(in:)`), so
    /// the graph draws it as it draws its own shapes (`Shape.drawn`),
    /// never through an `_expand` the type declares.
    let isAppShape: Bool
    /// An app's representable (`UIViewRepresentable`, `UIViewControllerRepresentable`,
    /// `NSViewRepresentable`, `NSViewControllerRepresentable`): built in (no
    /// body), but its dynamic properties are the app's, installed like a custom view's.
    let isRepresentable: Bool
    let index: Int
    /// A `.contentShape` modifier (`_ContentShaped`): asked of every node a
    /// touch is judged against, so the conformance is looked up once per type.
    private(set) lazy var isContentShaped = type is any _ContentShaped.Type
    var hasNoDynamicProperties = false
    var propertyFields: [PropertyInstaller.Field]?
    var fieldsToInstall: [PropertyInstaller.Field] = []
    var comparison: Equivalence.Strategy?

    private static var byType: [ObjectIdentifier: ViewTypeInfo] = [:]
    private(set) static var all: [ViewTypeInfo] = []
    static var count: Int { all.count }

    private init(type: Any.Type, name: String, role: _ViewRole, isBuiltIn: Bool, isAppShape: Bool, index: Int) {
        self.type = type
        self.name = name
        self.role = role
        self.isBuiltIn = isBuiltIn
        self.isAppShape = isAppShape
        self.isRepresentable = type is any _PlatformRepresentable.Type
        self.index = index
    }

    static func of<V: View>(_ type: V.Type) -> ViewTypeInfo {
        let id = ObjectIdentifier(type)
        if let info = byType[id] { return info }
        // Only the simulator's own views are built-ins: a view of another
        // module that claims a role (by implementing `_role`) is still a
        // custom view, whose body runs count. A representable has no
        // body: its expansion (Representable.swift) makes and updates its view.
        // A `Shape` has no body either: whatever role it claims, it is a
        // primitive drawn by the simulator.
        let builtIn = isSimulatorView(type) || type is any _PlatformRepresentable.Type
        let appShape = !builtIn && type is any Shape.Type
        let role = builtIn ? V._role : appShape ? .primitive : .custom
        let info = ViewTypeInfo(type: type, name: Node.displayName(of: type), role: role, isBuiltIn: builtIn, isAppShape: appShape, index: count)
        all.append(info)
        byType[id] = info
        return info
    }

    static func existing(_ type: Any.Type) -> ViewTypeInfo? { byType[ObjectIdentifier(type)] }

    /// Declared by this module (or `Optional`, whose View conformance is).
    static func isSimulatorView(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return name.hasPrefix(module + ".") || name.hasPrefix("Swift.Optional<") || name == "Swift.Never"
    }

    private static let module = String(String(reflecting: _ViewRole.self).prefix { $0 != "." })
}
