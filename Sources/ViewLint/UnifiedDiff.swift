/// A unified diff (`diff -u`, what `patch -p0` and `git apply -p0` read) of two
/// texts, by Myers' shortest edit script over lines.
enum UnifiedDiff {
    /// Empty when the texts are equal. Lines are compared with their line
    /// ending, so a changed final newline shows (`\ No newline at end of file`).
    static func diff(old: String, new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        var text = "--- \(path)\n+++ \(path)\n"
        // Indices of changed ops, grouped into hunks whose changes are at most 2 × context apart.
        let changed = ops.indices.filter { ops[$0].kind != .equal }
        var group = 0
        while group < changed.count {
            var last = group
            while last + 1 < changed.count, changed[last + 1] - changed[last] <= 2 * context { last += 1 }
            let start = max(0, changed[group] - context), end = min(ops.count, changed[last] + context + 1)
            let hunk = ops[start..<end]
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first!.oldBefore + (oldCount == 0 ? 0 : 1), newStart = hunk.first!.newBefore + (newCount == 0 ? 0 : 1)
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for op in hunk {
                let prefix = op.kind == .equal ? " " : op.kind == .delete ? "-" : "+"
                text += prefix + op.line
                if !op.line.hasSuffix("\n") { text += "\n\\ No newline at end of file\n" }
            }
            group = last + 1
        }
        return text
    }

    private struct Op {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        var line: Substring
        /// Lines of the old and new text before this one.
        var oldBefore: Int
        var newBefore: Int
    }

    /// Lines with their `\n`; the last one may have none.
    private static func lines(_ text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            guard let newline = text[start...].firstIndex(of: "\n") else { result.append(text[start...]); break }
            let next = text.index(after: newline)
            result.append(text[start..<next])
            start = next
        }
        return result
    }

    private static func script(_ a: [Substring], _ b: [Substring]) -> [Op] {
        // Common head and tail first: the search then spans only the changed middle.
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middle = myers(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        var ops: [Op] = []
        var oldLine = 0, newLine = 0
        func add(_ kind: Op.Kind, _ line: Substring) {
            ops.append(Op(kind: kind, line: line, oldBefore: oldLine, newBefore: newLine))
            if kind != .insert { oldLine += 1 }
            if kind != .delete { newLine += 1 }
        }
        for line in a[..<head] { add(.equal, line) }
        for (kind, line) in middle { add(kind, line) }
        for line in a[(a.count - tail)...] { add(.equal, line) }
        return ops
    }

    /// Myers' O((N+M)D) shortest edit script.
    private static func myers(_ a: [Substring], _ b: [Substring]) -> [(Op.Kind, Substring)] {
        let n = a.count, m = b.count, limit = n + m
        guard limit > 0 else { return [] }
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var result: [(Op.Kind, Substring)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                result.append((.equal, a[x - 1]))
                x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX { result.append((.insert, b[y - 1])) } else { result.append((.delete, a[x - 1])) }
                x = previousX; y = previousY
            }
        }
        return result.reversed()
    }
}
