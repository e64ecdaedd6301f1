/// Rows replaced under a `ForEach`: in one update, a row torn down because
/// its element's id left the data, and a row built for an id the data did
/// not hold before. SwiftUI identifies a `ForEach` row by its element's id
/// ("the identity of the view is tied to the identity of the data",
/// Demystify SwiftUI, WWDC21; `ForEach`'s documentation asks for an id that
/// is stable): when the id changes with the element's value (`id: \.self`
/// over a struct whose pages change, an id built from the data), the row of
/// what the user sees as the same item is a new view. Its state, its
/// `onAppear` and `task`, its animations and focus start over, and a `List`
/// animates a removal and an insertion.
///
/// This is what `rebuilds` cannot see: a rebuild is a view made again at
/// the same data identity; here the identity itself was replaced. A row a
/// lazy container stops or starts building (its element still in the data,
/// before and after) is neither. Paired in order: the n-th row whose
/// element left with the n-th row whose element arrived, so a list that
/// kept its length kept, to the user, the same rows.
struct ReplacedRowSide {
    /// The first of the app's views in the row (or the row's own type).
    let type: String
    /// The element's id, in full (`finishReplacedRows` shortens it).
    let element: String
    /// What starts over with the row (onAppear, task, platform views).
    let restarted: [String]
}

/// A `ForEach`'s data, asked which element ids it holds.
@MainActor
protocol _RowData {
    func holdsRow(_ key: AnyHashable) -> Bool
}

extension IdentityContinuity {
    func noteReplacedRows(gone: [Node], new: [Node], before: any _RowData, now: any _RowData) {
        let left = gone.filter { row in row.key.elementID.map { !now.holdsRow($0) } ?? false }
        let arrived = new.filter { row in row.key.elementID.map { !before.holdsRow($0) } ?? false }
        for (old, new) in zip(left, arrived) {
            pendingReplacedRows.append((Self.side(old), Self.side(new)))
        }
    }

    func finishReplacedRows(action: String) {
        for (old, new) in pendingReplacedRows {
            let (before, after) = Self.shortened(old.element, new.element)
            replacedRows.append(ViewHost.ReplacedRow(
                type: new.type, oldType: old.type, oldElement: before, newElement: after,
                action: action, restarted: new.restarted))
        }
        pendingReplacedRows.removeAll(keepingCapacity: true)
    }

    /// Two ids as a message shows them: whole when short, else their start
    /// and the place where they differ (a value id often differs only in a
    /// field past the first sixty characters: `pagesRead: 40` → `50`).
    static func shortened(_ old: String, _ new: String) -> (String, String) {
        guard old.count > 60 || new.count > 60 else { return (old, new) }
        let common = old.commonPrefix(with: new).count
        func cut(_ text: String) -> String {
            let head = String(text.prefix(24))
            guard common > 24 else { return String(text.prefix(60)) + (text.count > 60 ? "…" : "") }
            let start = max(24, common - 16)
            let window = text.dropFirst(start).prefix(36)
            return head + "…" + window + (start + window.count < text.count ? "…" : "")
        }
        return (cut(old), cut(new))
    }

    private static func side(_ row: Node) -> ReplacedRowSide {
        var custom: Node?
        var appears = false, tasks = false, platformViews = false
        func walk(_ node: Node) {
            if custom == nil, node.role == .custom { custom = node }
            for effect in node.facts.effects {
                if case .appear = effect { appears = true }
                if case .task = effect { tasks = true }
            }
            if node.view is any _PlatformRepresentable { platformViews = true }
            node.children.forEach(walk)
        }
        walk(row)
        let restarted = [(appears, "onAppear"), (tasks, "task"), (platformViews, "makeUIView")].filter(\.0).map(\.1)
        return ReplacedRowSide(
            type: (custom ?? row).info.tableName, element: row.key.elementID.map { String(describing: $0.base) } ?? "?",
            restarted: restarted)
    }
}
