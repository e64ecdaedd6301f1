/// A self-contained HTML page (inline CSS, no scripts, no external files),
/// readable in any browser and printable. Every text put in it goes through
/// `XML.escape`.
enum HTMLPage {
    static func render(title: String, body: String, style: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XML.escape(title))</title>
        <style>
        body { font: 15px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1d1d1f; background: #fff; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
        h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid #ddd; padding-bottom: .2rem; } h3 { font-size: 1rem; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; } th, td { border: 1px solid #ddd; padding: .3rem .6rem; text-align: left; vertical-align: top; }
        th { background: #f5f5f7; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
        .pass { color: #1a7f37; font-weight: 600; } .fail { color: #c62828; font-weight: 600; } .muted { color: #6e6e73; }
        pre { background: #f6f8fa; border: 1px solid #e1e4e8; padding: .6rem; overflow-x: auto; white-space: pre-wrap; word-break: break-word; font-size: 13px; }
        code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
        .bar { fill: #4a7bd0; } .axis { stroke: #888; } svg text { font-size: 11px; fill: #333; }
        @media (prefers-color-scheme: dark) { body { background: #1d1d1f; color: #f5f5f7; } th { background: #2c2c2e; } th, td { border-color: #444; } pre { background: #2c2c2e; border-color: #444; } svg text { fill: #ddd; } .muted { color: #aaa; } }
        \(style)
        </style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    /// A percent-encoded file name for an `href`.
    static func link(_ name: String) -> String {
        var result = ""
        for byte in name.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || "-._~".utf8.contains(byte) {
                result.append(Character(UnicodeScalar(byte)))
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
