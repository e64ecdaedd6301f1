import Foundation

/// `course run FILE --report PAGE.html`: the simulator's report file (one JSON
/// line per transaction, `SWIFTUISIM_REPORT`; docs/simulator.md) as one
/// self-contained page: a timeline of the transactions and what started each,
/// for each one the view tree with every body that ran (and why) and every
/// body skipped (and why), and a bar chart of body runs per view. Inline CSS
/// and SVG only: no script, no font, no network.
enum WhyReport {
    struct Line: Decodable {
        var host: Int
        var root: String
        var index: Int
        var cause: String
        var runs: [Run]
    }

    struct Run: Decodable {
        var view: String
        var type: String
        var path: [String]
        var ids: [Int]
        var outcome: String
        var line: String?
        var why: [String]
        var summary: String
    }

    /// The lines of a report file; lines that do not decode (a program killed
    /// mid-write) are counted and left out.
    static func read(_ path: String) -> (lines: [Line], unreadable: Int) {
        guard let data = FileManager.default.contents(atPath: path) else { return ([], 0) }
        var lines: [Line] = []
        var unreadable = 0
        let decoder = JSONDecoder()
        for raw in data.split(separator: UInt8(ascii: "\n")) where !raw.isEmpty {
            if let line = try? decoder.decode(Line.self, from: Data(raw)) { lines.append(line) } else { unreadable += 1 }
        }
        return (lines, unreadable)
    }

    static func render(_ lines: [Line], source: String, unreadable: Int = 0) -> String {
        let e = XML.escape
        var html: [String] = []
        let runs = lines.flatMap(\.runs)
        let ran = runs.filter { $0.outcome == "ran" }.count
        let skipped = runs.filter { $0.outcome == "skipped" }.count
        let removed = runs.filter { $0.outcome == "removed" }.count
        html.append("<h1>Why each body ran</h1>")
        html.append(
            "<p class=\"muted\"><code>\(e(source))</code> · \(lines.count) transaction\(lines.count == 1 ? "" : "s") · "
                + "\(ran) body run\(ran == 1 ? "" : "s") · \(skipped) skipped · \(removed) removed · written by <code>course run --report</code></p>")
        if unreadable > 0 {
            html.append("<p class=\"fail\">\(unreadable) record\(unreadable == 1 ? "" : "s") of the run could not be read (the program stopped while writing?).</p>")
        }
        guard !lines.isEmpty else {
            html.append("<p>The program made no <code>ViewHost</code>, so no body ran and there is nothing to explain. "
                + "Mount a view with <code>let host = ViewHost(MyView())</code> and act on it (<code>host.tap(\"…\")</code>).</p>")
            return HTMLPage.render(title: "Why each body ran: \(source)", body: html.joined(separator: "\n"), style: style)
        }
        html.append("<h2>Body runs per view</h2>")
        html.append(barChart(runs))
        html.append("<h2>Timeline</h2>")
        html.append("<ol class=\"timeline\">")
        for line in lines {
            let counts = self.counts(line.runs)
            html.append(
                "<li><a href=\"#\(anchor(line))\">\(hostLabel(line, in: lines))<code>\(e(line.cause))</code></a> "
                    + "<span class=\"muted\">\(counts)</span></li>")
        }
        html.append("</ol>")
        html.append("<h2>Transactions</h2>")
        html.append(
            "<p class=\"muted\">Each transaction is one user action or <code>update()</code>. Under it, the custom views it touched, "
                + "in tree order: <span class=\"badge ran\">ran</span> with SwiftUI's <code>_printChanges()</code> line and the reasons, "
                + "<span class=\"badge skipped\">skipped</span> with why the body did not run, "
                + "<span class=\"badge removed\">removed</span> with why the identity ended. Views in grey were not touched.</p>")
        for line in lines {
            html.append("<section class=\"transaction\" id=\"\(anchor(line))\">")
            html.append("<h3>\(hostLabel(line, in: lines))#\(line.index) <code>\(e(line.cause))</code> <span class=\"muted\">\(counts(line.runs))</span></h3>")
            html.append(line.runs.isEmpty ? "<p class=\"muted\">No body ran: nothing this transaction changed was read by a body.</p>" : tree(line.runs))
            html.append("</section>")
        }
        return HTMLPage.render(title: "Why each body ran: \(source)", body: html.joined(separator: "\n"), style: style)
    }

    private static func anchor(_ line: Line) -> String { "t\(line.host)-\(line.index)" }

    private static func hostLabel(_ line: Line, in lines: [Line]) -> String {
        Set(lines.map(\.host)).count > 1 ? "<span class=\"host\">host \(line.host) (\(XML.escape(line.root)))</span> " : ""
    }

    private static func counts(_ runs: [Run]) -> String {
        let ran = runs.filter { $0.outcome == "ran" }.count
        let skipped = runs.filter { $0.outcome == "skipped" }.count
        let removed = runs.filter { $0.outcome == "removed" }.count
        var parts = ["\(ran) ran", "\(skipped) skipped"]
        if removed > 0 { parts.append("\(removed) removed") }
        return parts.joined(separator: " · ")
    }

    /// The custom views a transaction touched, nested as in the tree, with
    /// the untouched views above them for context.
    private static func tree(_ runs: [Run]) -> String {
        var names: [Int: String] = [:]
        var children: [Int: [Int]] = [:]
        var entries: [Int: [Run]] = [:]
        var roots: [Int] = []
        for run in runs {
            var parent = 0
            for (id, name) in zip(run.ids, run.path) {
                if names[id] == nil {
                    names[id] = name
                    if parent == 0 { roots.append(id) } else { children[parent, default: []].append(id) }
                }
                parent = id
            }
            if let id = run.ids.last { entries[id, default: []].append(run) }
        }
        func node(_ id: Int) -> String {
            let e = XML.escape
            var html = ""
            let runs = entries[id] ?? []
            let state = runs.first.map(\.outcome) ?? "context"
            html += "<li class=\"\(state)\"><span class=\"name\">\(e(names[id] ?? "?"))</span>"
            for run in runs {
                html += " <span class=\"badge \(run.outcome)\">\(run.outcome)</span>"
                if let line = run.line { html += " <code class=\"line\">\(e(line))</code>" }
                if !run.why.isEmpty { html += "<ul class=\"why\">" + run.why.map { "<li>\(e($0))</li>" }.joined() + "</ul>" }
            }
            if let kids = children[id], !kids.isEmpty { html += "<ul>" + kids.map(node).joined() + "</ul>" }
            return html + "</li>"
        }
        return "<ul class=\"tree\">" + roots.map(node).joined() + "</ul>"
    }

    /// Per view type: body runs (and skips), as horizontal bars.
    private static func barChart(_ runs: [Run]) -> String {
        var ran: [String: Int] = [:], skipped: [String: Int] = [:]
        var order: [String] = []
        for run in runs {
            if ran[run.type] == nil, skipped[run.type] == nil { order.append(run.type) }
            if run.outcome == "ran" { ran[run.type, default: 0] += 1 }
            if run.outcome == "skipped" { skipped[run.type, default: 0] += 1 }
        }
        let types = order.enumerated().sorted {
            let (a, b) = (ran[$0.element, default: 0], ran[$1.element, default: 0])
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
        let most = max(1, types.map { ran[$0, default: 0] + skipped[$0, default: 0] }.max() ?? 1)
        let labelWidth = min(260, 20 + 7 * (types.map(\.count).max() ?? 8))
        let barSpace = 420.0, rowHeight = 22, top = 22
        let height = top + rowHeight * types.count + 6
        var svg = "<svg class=\"chart\" role=\"img\" aria-label=\"Body runs per view\" width=\"\(labelWidth + Int(barSpace) + 150)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(labelWidth + Int(barSpace) + 150) \(height)\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<rect class=\"ran\" x=\"\(labelWidth)\" y=\"4\" width=\"10\" height=\"10\"/><text x=\"\(labelWidth + 14)\" y=\"13\">body ran</text>"
        svg += "<rect class=\"skipped\" x=\"\(labelWidth + 80)\" y=\"4\" width=\"10\" height=\"10\"/><text x=\"\(labelWidth + 94)\" y=\"13\">skipped</text>"
        for (row, type) in types.enumerated() {
            let y = top + row * rowHeight
            let ranWidth = barSpace * Double(ran[type, default: 0]) / Double(most)
            let skipWidth = barSpace * Double(skipped[type, default: 0]) / Double(most)
            svg += "<text x=\"\(labelWidth - 6)\" y=\"\(y + 15)\" text-anchor=\"end\">\(XML.escape(type))</text>"
            svg += "<rect class=\"ran\" x=\"\(labelWidth)\" y=\"\(y + 3)\" width=\"\(String(format: "%.1f", ranWidth))\" height=\"16\"><title>\(XML.escape(type)): \(ran[type, default: 0]) body runs</title></rect>"
            if skipWidth > 0 {
                svg += "<rect class=\"skipped\" x=\"\(String(format: "%.1f", Double(labelWidth) + ranWidth))\" y=\"\(y + 3)\" width=\"\(String(format: "%.1f", skipWidth))\" height=\"16\"><title>\(XML.escape(type)): \(skipped[type, default: 0]) skipped</title></rect>"
            }
            svg += "<text x=\"\(String(format: "%.1f", Double(labelWidth) + ranWidth + skipWidth + 6))\" y=\"\(y + 15)\">\(ran[type, default: 0])"
                + (skipped[type, default: 0] > 0 ? " ran, \(skipped[type, default: 0]) skipped" : "") + "</text>"
        }
        return svg + "</svg>"
    }

    private static let style = """
        ol.timeline { columns: 2; column-gap: 2rem; } ol.timeline li { break-inside: avoid; }
        section.transaction { border-top: 1px solid #ddd; margin-top: 1rem; }
        ul.tree, ul.tree ul { list-style: none; padding-left: 1.2rem; margin: .2rem 0; }
        ul.tree { padding-left: 0; } ul.tree li { margin: .15rem 0; }
        ul.tree li.context > .name { color: #8e8e93; }
        ul.why { list-style: disc; padding-left: 2.2rem; margin: .1rem 0 .3rem; color: #3a3a3c; font-size: 14px; }
        .name { font-weight: 600; } code.line { margin-left: .3rem; }
        .badge { display: inline-block; font-size: 11px; font-weight: 700; padding: 0 .4rem; border-radius: .6rem; color: #fff; vertical-align: 1px; }
        .badge.ran { background: #2f6fd6; } .badge.skipped { background: #8e8e93; } .badge.removed { background: #c62828; }
        .host { color: #6e6e73; font-weight: 400; }
        svg.chart rect.ran { fill: #2f6fd6; } svg.chart rect.skipped { fill: #c7c7cc; }
        @media (prefers-color-scheme: dark) { ul.why { color: #d1d1d6; } }
        """
}
