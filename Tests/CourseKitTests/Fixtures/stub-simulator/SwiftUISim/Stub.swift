// A tiny stand-in for the simulator with the ViewHost surface the harness
// uses, so cache tests can build a simulator in about a second.
public protocol View {}

public struct Text: View {
    public let content: String
    public init(_ content: String) { self.content = content }
}

@MainActor public final class ViewHost {
    public init<V: View>(_ root: V) {}
    public func bodyCount<V: View>(_ type: V.Type) -> Int { 0 }
    public var bodyCounts: [(type: String, count: Int)] { [] }
    public var texts: [String] { [] }
    public static func name(of type: Any.Type) -> String { _typeName(type, qualified: false) }
    public static var recordsReasons = false
    public func reasons<V: View>(_ type: V.Type) -> [BodyRun] { [] }

    public var visibleTree: [TreeNode] { [] }
    public struct TreeNode {
        public let index: Int
        public let text: String?
        public let declaredIn: String?
    }

    public var rebuilds: [Rebuild] { [] }
    public func rebuilds<V: View>(of type: V.Type) -> [Rebuild] { [] }
    public var replacedRows: [ReplacedRow] { [] }
    public func replacedRows<V: View>(of type: V.Type) -> [ReplacedRow] { [] }
    public static var checksStaleness = false
    public static var staleScreenHandler: (@MainActor (StaleScreen) -> Void)?
    public static var repeatedIDHandler: (@MainActor (String) -> Void)?
    public static var unmodelledHandler: (@MainActor (_ modifier: String, _ text: String?) -> Void)?
    public static var runtimeIssueHandler: (@MainActor (_ issue: String) -> Void)?
    public static var scheduledWorkHandler: (@MainActor (_ note: String) -> Void)?
    public static var freezesAfterMount = false
    public static var actionsWhileFrozen = 0

    public struct Rebuild: CustomStringConvertible {
        public var inside: String?
        public var isRequested: Bool
        public var description: String
    }

    public struct ReplacedRow: CustomStringConvertible {
        public var description: String
    }

    public struct StaleScreen: CustomStringConvertible {
        public var description: String
    }

    public struct BodyRun {
        public enum Outcome { case ran, skipped, removed }
        public var outcome: Outcome
        public var summary: String
    }
}

extension Array where Element == ViewHost.TreeNode {
    public func path(to index: Int) -> [ViewHost.TreeNode] { [] }
}
