import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("preview-follows-typing") {
        let host = ViewHost(StatusSettings())
        host.type("Out hiking", into: "Status")
        expect(host.texts.contains("Preview: Out hiking"),
               "after typing “Out hiking” the screen shows \(host.texts); expected “Preview: Out hiking”")
    }
    lab.check("draft-survives-compact") {
        let host = ViewHost(StatusSettings())
        host.type("Out hiking", into: "Status")
        host.resetCounts()
        host.toggle("Compact")
        expect(host.texts.contains("Preview: Out hiking"),
               "after turning on Compact the screen shows \(host.texts); the draft “Out hiking” was lost")
        // Twenty-second review: the draft stays editable in compact mode (a
        // view laid in front of the field takes the tap that focuses it).
        host.type("Out hiking!", into: "Status")
        expect(host.texts.contains("Preview: Out hiking!"),
               "after typing “!” in compact mode the screen shows \(host.texts); expected “Preview: Out hiking!”")
        host.toggle("Compact")
        expect(host.texts.contains("Preview: Out hiking!"),
               "after turning Compact off again the screen shows \(host.texts); the draft was lost")
        // Judged by identity, not by @State: a card torn down and rebuilt is
        // the bug whether or not it holds the draft (its focus, onAppear, task).
        expectNoRebuilds(in: host, "while Compact was turned on and off")
    }
    lab.check("compact-still-styled") {
        // Both looks, in a random order of flips: compact is padded by 4
        // points (1 column, 1 row) and at opacity 0.8; normal is neither.
        let host = ViewHost(StatusSettings())
        host.type("Out", into: "Status")
        var compact = false
        for step in 0...Scenario.int(in: 3...4) {
            if step > 0 {
                host.toggle("Compact")
                compact.toggle()
            }
            let mode = compact ? "in compact mode" : (step == 0 ? "when the screen opens (Compact off)" : "after Compact was turned off again")
            guard let look = look(host) else {
                expect(false, "\(mode) the card's preview (“Preview: …”) is not on screen; the screen shows \(host.texts)")
                return
            }
            let expected = compact ? Look(inset: 1, gap: 1, trailing: 1, bottom: 1, opacity: 0.8)
                : Look(inset: 0, gap: 0, trailing: 0, bottom: 0, opacity: 1)
            expect(look.inset == expected.inset && look.gap == expected.gap, """
                \(mode) the card is inset \(look.inset) column(s) from the screen's edge and \(look.gap) row(s) below the toggle; \
                expected \(expected.inset) and \(expected.gap) (\(compact ? ".padding(4): 4 points round to 1 cell" : "no padding")), \
                as a user sees it \(Int(ViewHost.AnimationTiming.glance)) s after the toggle (an animation that has not got \
                half way by then leaves the old look on screen). On screen:
                \(host.snapshot())
                """)
            expect(look.trailing == expected.trailing && look.bottom == expected.bottom, """
                \(mode) the card is padded \(look.trailing.map(String.init) ?? "?") column(s) on its trailing edge and \
                \(look.bottom.map(String.init) ?? "?") row(s) below its preview; expected \(expected.trailing ?? 0) and \(expected.bottom ?? 0) \
                (\(compact ? "the same padding on every edge, as .padding(4)" : "no padding")). The tree, with each view's frame:
                \(host.dumpLayout())
                """)
            // The cells round any padding above zero up to a cell (a tenth of a point is
            // a row and a column): the points as written, as lab 16 reads them.
            let points = compact ? ViewHost.Insets(top: 4, leading: 4, bottom: 4, trailing: 4) : .zero
            let asked = compact ? "the compact look, .padding(4) on every edge; a padding no one sees deletes the feature" : "no padding"
            if look.trailing == expected.trailing && look.bottom == expected.bottom, let padding = look.points {
                expect(padding == points, """
                    \(mode) the card is padded \(padding) points (every .padding between the card and where it is placed, \
                    in points as written: the screen's cells round any padding above zero up to a cell); expected \(points) \
                    (\(asked)). The tree:
                    \(host.dump(visibleOnly: true))
                    """)
            }
            expect(abs(look.opacity - expected.opacity) < 0.001,
                   "\(mode) the card is drawn at opacity \(look.opacity); expected \(expected.opacity). The tree:\n\(host.dump(visibleOnly: true))")
        }
    }
}

private struct Look {
    var inset: Int
    var gap: Int
    /// The padding around the card's trailing and bottom edges; nil when
    /// the card's field and preview are not found together.
    var trailing: Int?
    var bottom: Int?
    /// The padding around the card in points as written (every `.padding`
    /// between the card and its box); nil as `trailing`.
    var points: ViewHost.Insets?
    var opacity: Double
}

/// How the card looks, measured: how far its preview is inset from the
/// screen's left edge (the card's text field takes the whole width, so
/// only padding moves it), how many rows lie between the toggle and the
/// field, the padding on its other two edges, and the opacity the preview
/// is drawn at (every `.opacity` around it, multiplied).
@MainActor private func look(_ host: ViewHost) -> Look? {
    // The preview as it reads now (this check does not judge the draft).
    guard let text = host.texts.first(where: { $0.hasPrefix("Preview:") }),
          let preview = host.frame(of: text), let toggle = host.frame(of: "Compact") else { return nil }
    // The card is its field and its preview: an opacity that dims only one
    // of them does not dim the card, so the card is drawn at the opacity
    // of the one that differs from the preview's, if any.
    let tree = host.tree(visibleOnly: true)
    let previewOpacity = opacity(ofText: text, in: host)
    let field = tree.firstIndex(where: { $0.field?.prompt == "Status" })
    let fieldOpacity = field.map { opacity(at: $0, in: tree) } ?? previewOpacity
    let edges = field.flatMap { field in tree.firstIndex(where: { $0.text == text }).flatMap { padding(ofCardWith: field, $0, in: tree) } }
    return Look(inset: preview.x, gap: preview.y - 1 - (toggle.y + toggle.height),
                trailing: edges?.trailing, bottom: edges?.bottom, points: edges?.points,
                opacity: abs(fieldOpacity - previewOpacity) < 0.001 ? previewOpacity : fieldOpacity)
}

/// The cells between the card (the view holding its field and its preview)
/// and the box its parent placed it in, on the trailing and bottom edges:
/// the box is every frame laid out around the card below the view it
/// shares with the toggle (the card's padding and frames, whether written
/// outside `DraftCard` or in its body), from `host.tree(visibleOnly:)`'s
/// frames. Padding on two edges only leaves the other two at 0. `points`:
/// the sum of the `.padding`s on those views, in points as written
/// (`TreeNode.Modifier.padding`), which the cells round.
private func padding(ofCardWith field: Int, _ preview: Int, in tree: [ViewHost.TreeNode]) -> (trailing: Int, bottom: Int, points: ViewHost.Insets)? {
    let toField = tree.path(to: field).map(\.index), toPreview = Set(tree.path(to: preview).map(\.index))
    guard let card = toField.last(where: toPreview.contains), let inner = tree[card].frame else { return nil }
    let toggle = tree.firstIndex { $0.text == "Compact" }.map { Set(tree.path(to: $0).map(\.index)) } ?? []
    let around = tree.path(to: card).filter { !toggle.contains($0.index) }
    let frames = around.flatMap { view in [view.frame] + view.modifiers.map(\.frame) }.compactMap { $0 }
    let right = frames.map { $0.x + $0.width }.max() ?? 0, bottom = frames.map { $0.y + $0.height }.max() ?? 0
    let points = around.flatMap(\.modifiers).compactMap(\.padding).reduce(ViewHost.Insets.zero, +)
    return (right - (inner.x + inner.width), bottom - (inner.y + inner.height), points)
}

/// The product of every `.opacity(_:)` on the view at `index` and around it.
private func opacity(at index: Int, in tree: [ViewHost.TreeNode]) -> Double {
    tree.path(to: index).flatMap(\.modifiers).filter { $0.name == "opacity" }.reduce(1) { product, modifier in
        product * (modifier.arguments.flatMap(Double.init) ?? 1)
    }
}

/// The product of the opacities applied to the text and to every view
/// around it: each `.opacity(_:)` the simulator recorded on the text's path
/// in `host.tree(visibleOnly:)`.
@MainActor private func opacity(ofText text: String, in host: ViewHost) -> Double {
    let tree = host.tree(visibleOnly: true)
    guard let index = tree.firstIndex(where: { $0.text == text }) else { return 0 }
    return tree.path(to: index).flatMap(\.modifiers).filter { $0.name == "opacity" }.reduce(1) { product, modifier in
        product * (modifier.arguments.flatMap(Double.init) ?? 1)
    }
}
