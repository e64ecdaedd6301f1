extension ViewHost {
    /// A `ForEach` row whose identity was replaced while the list went on
    /// showing the same item (`replacedRows`; Graph+ReplacedRows.swift).
    public struct ReplacedRow: Sendable, Equatable, CustomStringConvertible {
        /// The app's view showing the new row, and the one showing the old row,
        /// named as in `bodyCounts`.
        public let type: String
        public let oldType: String
        /// The element ids, old and new, briefly.
        public let oldElement: String
        public let newElement: String
        /// The user action (or `update()`) during which it happened.
        public let action: String
        /// What started over with the new row: onAppear, task, platform views.
        public let restarted: [String]

        public init(type: String, oldType: String, oldElement: String, newElement: String, action: String, restarted: [String] = []) {
            (self.type, self.oldType, self.oldElement, self.newElement) = (type, oldType, oldElement, newElement)
            (self.action, self.restarted) = (action, restarted)
        }

        public var description: String {
            let again = restarted.isEmpty ? "" : " (\(restarted.joined(separator: ", ")) ran again)"
            return """
                the \(oldType) row for element \(oldElement) was torn down during \(action) and a new \(type) row \
                made for element \(newElement): the row's id changed with its data, so SwiftUI sees a new view, \
                whose state starts over\(again)
                """
        }
    }

    /// Every `ForEach` row replaced since mount or `resetCounts()`: in one
    /// update, a row torn down because its element's id left the data and
    /// a row built for an id new to the data, paired in order. To the user
    /// the list kept that row; to SwiftUI it is a new view. A check that
    /// changes an item without adding or removing one asserts none.
    public var replacedRows: [ReplacedRow] { graph.identities.replacedRows }

    /// The replaced rows shown by views of exactly this type (new or old).
    public func replacedRows<V: View>(of type: V.Type) -> [ReplacedRow] {
        let name = Self.name(of: type)
        return replacedRows.filter { $0.type == name || $0.oldType == name }
    }
}
