/// What the graph knows about a view type, looked up once per node instead
/// of once per body run: its printed name, its role, whether it has
/// dynamic properties, and its slot in each graph's body-count table.
@MainActor
final class ViewTypeInfo {
    let name: String
    let role: _ViewRole
    let index: Int
    var hasNoDynamicProperties = false
    var propertyFields: [PropertyInstaller.Field]?
    var fieldsToInstall: [PropertyInstaller.Field] = []
    var comparison: Equivalence.Strategy?

    private static var byType: [ObjectIdentifier: ViewTypeInfo] = [:]
    private(set) static var all: [ViewTypeInfo] = []
    static var count: Int { all.count }

    private init(name: String, role: _ViewRole, index: Int) {
        self.name = name
        self.role = role
        self.index = index
    }

    static func of<V: View>(_ type: V.Type) -> ViewTypeInfo {
        let id = ObjectIdentifier(type)
        if let info = byType[id] { return info }
        let info = ViewTypeInfo(name: Node.displayName(of: type), role: V._role, index: count)
        all.append(info)
        byType[id] = info
        return info
    }

    static func existing(_ type: Any.Type) -> ViewTypeInfo? { byType[ObjectIdentifier(type)] }
}
