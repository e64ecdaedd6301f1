import SwiftUI
@testable import StudentCode

private let labels = ["Pay now", "Save for later", "Apply code"]

/// The button showing `label`, as the simulator drew it (`host.buttons`:
/// which custom ButtonStyle drew it, where that style was set, and the
/// modifiers its `makeBody` put around the label).
@MainActor private func button(_ host: ViewHost, showing label: String) -> ViewHost.DrawnButton? {
    host.buttons.first { $0.label == label }
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
        let host = ViewHost(CheckoutView())
        var setters: Set<ObjectIdentifier> = []
        for label in labels {
            guard let drawn = button(host, showing: label) else {
                expect(false, "no Button showing “\(label)”; the buttons are \(host.buttons.map(\.label))")
                continue
            }
            guard let style = drawn.style, let setter = drawn.styleSetBy else {
                expect(false, "“\(label)” is not drawn by a custom ButtonStyle: no .buttonStyle(_:) with a style of yours is set above it, so no makeBody draws it")
                continue
            }
            setters.insert(setter)
            expect(style is any ButtonStyle.Type, "“\(label)” is drawn by \(ViewHost.name(of: style)), which is not a ButtonStyle")
        }
        expect(setters.count <= 1, "the style should be set once, for the whole screen; the buttons get theirs from \(setters.count) .buttonStyle modifiers")
    }
    lab.check("padding-inside-the-capsule") {
        let host = ViewHost(CheckoutView())
        for label in labels {
            guard let drawn = button(host, showing: label) else {
                expect(false, "no Button showing “\(label)”; the buttons are \(host.buttons.map(\.label))")
                continue
            }
            // What makeBody put around configuration.label, innermost first.
            let chain = drawn.styleModifiers
            let padding = chain.firstIndex { $0.hasPrefix("padding(") }
            let fill = chain.firstIndex(of: "background(blue)")
            let clip = chain.firstIndex(of: "clipShape(Capsule)")
            let described = drawn.style == nil ? "it is drawn by no ButtonStyle, so nothing pads its label inside a style" : "its style's makeBody puts \(chain.isEmpty ? "nothing" : chain.map { "." + $0 }.joined(separator: " ")) around the label"
            expect(padding != nil && fill != nil && clip != nil && padding! < fill! && fill! < clip!, """
                “\(label)” should pad its label, fill it blue, then clip it to a capsule, in its ButtonStyle's makeBody; \
                \(described)
                """)
        }
    }
}
