import SwiftUI
@testable import StudentCode

private let labels = ["Pay now", "Save for later", "Apply code"]

/// The lines of `dump()` that draw one button: from its `Button` line to the
/// next line as shallow as it.
private func buttonBlock(_ tree: String, showing label: String) -> [Substring]? {
    let lines = tree.split(separator: "\n")
    func depth(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
    for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("Button") {
        var block = [line]
        for next in lines[(index + 1)...] {
            if depth(next) <= depth(line) { break }
            block.append(next)
        }
        if block.contains(where: { $0.contains("Text \"\(label)\"") }) { return block }
    }
    return nil
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("buttons-work") {
        let host = ViewHost(CheckoutView())
        for (label, status) in zip(labels, ["Paid", "Saved for later", "Code applied"]) {
            host.tap(label)
            expect(host.texts.contains(status), "after tapping “\(label)” the screen shows \(host.texts); expected “\(status)”")
        }
    }
    lab.check("drawn-by-a-button-style") {
        let tree = ViewHost(CheckoutView()).dump()
        for label in labels {
            guard let block = buttonBlock(tree, showing: label) else {
                expect(false, "no Button showing “\(label)” in the tree:\n\(tree)")
                continue
            }
            // A custom ButtonStyle draws the button: its label reaches the style as an AnyView.
            let drawnByStyle = block.count > 1 && block[1].trimmingCharacters(in: .whitespaces).hasPrefix("AnyView")
            expect(drawnByStyle, """
                “\(label)” is styled by modifiers on the button, not drawn by a ButtonStyle: \
                its tree is
                \(block.joined(separator: "\n"))
                """)
        }
        let styleLines = tree.split(separator: "\n").filter { $0.contains(".buttonStyle(") }
        expect(styleLines.count == 1, "the style should be set once, for the whole screen; \(styleLines.count) .buttonStyle modifiers in the tree:\n\(tree)")
    }
    lab.check("padding-inside-the-capsule") {
        let tree = ViewHost(CheckoutView()).dump()
        for label in labels {
            guard let block = buttonBlock(tree, showing: label) else {
                expect(false, "no Button showing “\(label)” in the tree:\n\(tree)")
                continue
            }
            // The chain that draws the label, as dump() lists it: innermost modifier first.
            let chain = block.first { $0.contains(".background(") }.map(String.init) ?? ""
            let padding = chain.range(of: ".padding(")?.lowerBound
            let fill = chain.range(of: ".background(blue)")?.lowerBound
            let clip = chain.range(of: ".clipShape(Capsule)")?.lowerBound
            expect(padding != nil && fill != nil && clip != nil && padding! < fill! && fill! < clip!, """
                “\(label)” should pad its label, fill it blue, then clip it to a capsule; its chain is \
                “\(chain.trimmingCharacters(in: .whitespaces))”
                """)
        }
    }
}
