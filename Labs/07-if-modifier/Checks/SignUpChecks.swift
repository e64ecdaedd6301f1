import SwiftUI
@testable import StudentCode

private func outlines(_ count: Int) -> String { count == 1 ? "1 red outline" : "\(count) red outlines" }

/// Red outlines a user can see around the email field. Read from
/// `host.tree(visibleOnly:)`: a stroked shape the simulator recorded (never
/// a word a text or a state value could hold), with a width, red as a user
/// sees it (`paint.colour`: its style or the foreground style it takes,
/// through every opacity and colour effect around it, judged by its hue,
/// not by a name), drawn around the field (an overlay or background of the
/// field or of a view holding it, not of another view, whose drawing as
/// laid out surrounds the field's frame), and not covered by a stroke at
/// least as wide, that shows and is not red, drawn over it where it is
/// drawn (a cover that draws nothing, or elsewhere, covers nothing).
@MainActor private func redOutlines(_ host: ViewHost) -> Int {
    let tree = host.tree(visibleOnly: true)
    guard let field = tree.firstIndex(where: { $0.field?.prompt == "Email" }), let fieldFrame = tree[field].frame else { return 0 }
    let holdingField = Set(tree.path(to: field).map(\.index))
    let strokes = tree.compactMap { view in
        view.paint.flatMap { $0.kind == .stroke ? (view: view, width: $0.lineWidth ?? 0, paint: $0) : nil }
    }
    return strokes.filter { red in
        guard isRed(red.paint), red.width > 0,
              let holder = decoration(of: red.view.index, in: tree)?.holder, holdingField.contains(holder),
              let drawn = red.view.drawnFrame, surrounds(drawn, fieldFrame) else { return false }
        let under = Set(tree.path(to: red.view.index).map(\.index))
        let covered = strokes.contains { other in
            guard shows(other.paint), !isRed(other.paint), other.width >= red.width,
                  let over = decoration(of: other.view.index, in: tree), over.kind == "overlay",
                  let covering = other.view.drawnFrame, covering.width > 0, covering.height > 0,
                  covers(covering, drawn) else { return false }
            return under.contains(over.holder)
        }
        return !covered
    }.count
}

/// The strokes drawn and the colour a user sees each in, after the colour
/// effects around it ("" when there are none): a red stroke under
/// `.grayscale(1)` shows here as the grey it is.
@MainActor private func strokesSeen(_ host: ViewHost) -> String {
    let strokes = host.tree(visibleOnly: true).compactMap { view in
        view.paint.flatMap { $0.kind == .stroke ? "\(view.type): \($0)" : nil }
    }
    return strokes.isEmpty ? "" : "The strokes drawn, in the colours a user sees: \(strokes.joined(separator: "; ")). "
}

/// A paint that shows: at least 30% of it reaches the eye.
private func shows(_ paint: ViewHost.Paint) -> Bool { paint.shownAlpha >= 0.3 }

/// Red as drawn: a hue within 20° of red's, saturated and bright enough
/// not to read as grey, brown or black (iOS's red, #FF3B30, is at 3°).
private func isRed(_ paint: ViewHost.Paint) -> Bool {
    guard let colour = paint.colour, shows(paint) else { return false }
    return colour.hue(near: 0, within: 20) && colour.saturation >= 0.5 && colour.brightness >= 0.4
}

/// Whether `outer` spans all of `inner`.
private func covers(_ outer: ViewHost.Frame, _ inner: ViewHost.Frame) -> Bool {
    outer.x <= inner.x && outer.y <= inner.y
        && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height
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
        expect(redOutlines(host) == 1, "after typing “ana” the form has \(outlines(redOutlines(host))); expected 1, as a user sees it \(Int(ViewHost.AnimationTiming.glance)) s after typing (an animation that has not got half way by then leaves the old look on screen). \(strokesSeen(host))The tree, with each view's frame:\n\(host.dumpLayout())")
        host.type("ana@post.io", into: "Email")
        expect(redOutlines(host) == 0, "after typing “@post.io” after it the form has \(outlines(redOutlines(host))); expected none. The tree:\n\(host.dump())")
        expect(host.tree.contains { $0.field?.value == "ana@post.io" }, "the email field should hold “ana@post.io”. The tree:\n\(host.dump())")
        host.type("ana", into: "Email")
        expect(redOutlines(host) == 1, "after the address became invalid again the form has \(outlines(redOutlines(host))); expected 1. \(strokesSeen(host))The tree, with each view's frame:\n\(host.dumpLayout())")
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
