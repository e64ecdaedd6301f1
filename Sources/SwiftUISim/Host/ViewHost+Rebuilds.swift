extension ViewHost {
    /// A view torn down and built again in one update while its data
    /// identity stayed the same (`rebuilds`).
    public struct Rebuild: Sendable, Equatable, CustomStringConvertible {
        public enum Cause: Sendable, Equatable {
            /// An `if`/`else` (or `switch`) showed it from its other branch.
            case branchFlipped
            /// The view at its place changed type (a modifier added or
            /// removed under a condition, `AnyView` wrapping another type).
            case typeChanged(old: String, new: String)
            /// The `AnyView` around it wraps a view of another type than before.
            case anyViewTypeChanged(old: String, new: String)
            /// Its `.id(_:)` was given another value: a reset the code asked for.
            case idChanged
            /// It moved to another place under the same parent.
            case moved

            public var text: String {
                switch self {
                case .branchFlipped: "an if/else showed it from its other branch"
                case .typeChanged(let old, let new): "the view at its place changed type, from \(old) to \(new)"
                case .anyViewTypeChanged(let old, let new): "AnyView's wrapped type changed from \(old) to \(new)"
                case .idChanged: "its .id(…) was given another value"
                case .moved: "it moved to another place in its parent"
                }
            }
        }

        /// The view built anew, named as in `bodyCounts`, and the one torn down.
        public let type: String
        public let oldType: String
        /// The `ForEach` element it shows, if it is a row.
        public let element: String?
        public let cause: Cause
        /// The user action (or `update()`) during which it happened.
        public let action: String
        /// The outer view rebuilt with it, if it was inside one that was
        /// rebuilt too (`EmailField` for its `TextField`).
        public let inside: String?

        /// What ran again because of it: `onAppear`, `task`, a platform
        /// view made again (for the outermost rebuilt view, its whole subtree).
        public let restarted: [String]

        public init(
            type: String, oldType: String, element: String?, cause: Cause, action: String, inside: String? = nil,
            restarted: [String] = []
        ) {
            (self.type, self.oldType, self.element, self.cause, self.action) = (type, oldType, element, cause, action)
            (self.inside, self.restarted) = (inside, restarted)
        }

        /// Whether the code asked for the reset (`.id(_:)` changed).
        public var isRequested: Bool { cause == .idChanged }

        public var description: String {
            let what = (type == oldType ? type : "\(oldType) (now \(type))") + (element.map { " for element \($0)" } ?? "")
            let again = restarted.isEmpty ? "" : " (\(restarted.joined(separator: ", ")) ran again)"
            return "\(what) was torn down and built again during \(action): \(cause.text)\(again)"
        }
    }

    /// Every view torn down and built again at the same identity since
    /// mount or `resetCounts()`: its state, onAppear, task and platform
    /// views started over. A check asserts "no row was rebuilt" with it, or
    /// "this row was rebuilt" where a reset is the point.
    public var rebuilds: [Rebuild] { graph.identities.rebuilds }

    /// The rebuilds of views of exactly this type (by its new type or its old one).
    public func rebuilds<V: View>(of type: V.Type) -> [Rebuild] {
        let name = Self.name(of: type)
        return rebuilds.filter { $0.type == name || $0.oldType == name }
    }
}
