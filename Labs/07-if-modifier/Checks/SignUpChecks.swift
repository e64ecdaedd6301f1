import SwiftUI
@testable import StudentCode

private func outlines(_ count: Int) -> String { count == 1 ? "1 red outline" : "\(count) red outlines" }

/// Red outlines a user can see around the email field. Read from
/// `host.tree(visibleOnly:)`: a `stroke`/`strokeBorder` the simulator
/// recorded (never a word a text or a state value could hold), in red that
/// shows (not `.opacity(0)`), with a width, drawn around the field (an
/// overlay or background of the field or of a view holding it, not of
/// another view, whose drawing as laid out surrounds the field's frame),
/// and not covered by a stroke at least as wide drawn over it in another
/// colour.
@MainActor private func redOutlines(_ host: ViewHost) -> Int {
    let tree = host.tree(visibleOnly: true)
    guard let field = tree.firstIndex(where: { $0.field?.prompt == "Email" }), let fieldFrame = tree[field].frame else { return 0 }
    let holdingField = Set(tree.path(to: field).map(\.index))
    let strokes = tree.compactMap { view in stroke(of: view).map { (view: view, stroke: $0) } }
    return strokes.filter { red in
        guard red.stroke.colour == "red", red.stroke.alpha >= 0.3, red.stroke.width > 0,
              let holder = decoration(of: red.view.index, in: tree)?.holder, holdingField.contains(holder),
              let drawn = red.view.drawnFrame, surrounds(drawn, fieldFrame) else { return false }
        let under = Set(tree.path(to: red.view.index).map(\.index))
        let covered = strokes.contains { other in
            guard other.stroke.colour != "red", other.stroke.colour != "clear", other.stroke.alpha >= 0.3,
                  other.stroke.width >= red.stroke.width,
                  let over = decoration(of: other.view.index, in: tree), over.kind == "overlay" else { return false }
            return under.contains(over.holder)
        }
        return !covered
    }.count
}

/// A stroke's colour (its first argument's name), alpha and width, as the
/// simulator recorded them (`stroke(red 0.5, 2.0)`).
private func stroke(of view: ViewHost.TreeNode) -> (colour: String, alpha: Double, width: Double)? {
    guard let modifier = view.modifiers.first(where: { ["stroke", "strokeBorder"].contains($0.name) }) else { return nil }
    let parts = (modifier.arguments ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let colour = parts.count > 1 ? parts[0].split(separator: " ").map(String.init) : []
    let alpha = colour.count > 1 ? Double(colour[1]) ?? 1 : 1
    return (colour.first ?? "", alpha, parts.last.flatMap(Double.init) ?? 1)
}

/// Whether an outline drawn over `outline` goes around `field`: it spans
/// the field's rows and reaches its edges, falling short by at most one
/// cell on each side (the grid rounds 8 and 16 points to a cell). A circle
/// in a 1-point frame, or a small ring in the field's middle, does not.
private func surrounds(_ outline: ViewHost.Frame, _ field: ViewHost.Frame) -> Bool {
    outline.width > 0 && outline.height > 0
        && outline.x <= field.x + 1 && outline.x + outline.width >= field.x + field.width - 1
        && outline.y <= field.y && outline.y + outline.height >= field.y + field.height
}

/// The decoration `index` is drawn in (`overlay` or `background`) and the
/// view it is drawn around.
private func decoration(of index: Int, in tree: [ViewHost.TreeNode]) -> (kind: String, holder: Int)? {
    guard let root = tree.path(to: index).last(where: { $0.listedUnder == "overlay" || $0.listedUnder == "background" }),
          let holder = root.parent, let kind = root.listedUnder else { return nil }
    return (kind, holder)
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("outline-follows-validation") {
        let host = ViewHost(SignUpForm())
        expect(redOutlines(host) == 0, "the empty form has \(outlines(redOutlines(host))); expected none. The tree:\n\(host.dump())")
        host.type("ana", into: "Email")
        expect(redOutlines(host) == 1, "after typing “ana” the form has \(outlines(redOutlines(host))); expected 1. The tree, with each view's frame:\n\(host.dumpLayout())")
        host.type("ana@post.io", into: "Email")
        expect(redOutlines(host) == 0, "after typing “@post.io” after it the form has \(outlines(redOutlines(host))); expected none. The tree:\n\(host.dump())")
        expect(host.tree.contains { $0.field?.value == "ana@post.io" }, "the email field should hold “ana@post.io”. The tree:\n\(host.dump())")
        host.type("ana", into: "Email")
        expect(redOutlines(host) == 1, "after the address became invalid again the form has \(outlines(redOutlines(host))); expected 1. The tree, with each view's frame:\n\(host.dumpLayout())")
    }
    lab.check("help-survives-validation") {
        let host = ViewHost(SignUpForm())
        let help = "We only use your email to send receipts."
        host.tap("Why we ask")
        try require(host.texts.contains(help), "tapping Why we ask shows \(host.texts); expected the help note")
        host.resetCounts()
        host.type("ana", into: "Email")
        expect(host.texts.contains(help), "the help note closed itself when “ana” made the address invalid; the form shows \(host.texts)")
        host.type("ana@post.io", into: "Email")
        expect(host.texts.contains(help), "the help note is closed after the address became valid again; the form shows \(host.texts)")
        // Judged by identity, not by @State: a field torn down and rebuilt is
        // the bug whether or not it holds state (its focus, onAppear, task).
        expectNoRebuilds(in: host, "while the outline came and went")
    }
}
