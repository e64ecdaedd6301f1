import SwiftUI
@testable import StudentCode

private let labels = ["Pay now", "Save for later", "Apply code"]

/// The button showing `label`, as the simulator drew it (`host.buttons`:
/// which custom ButtonStyle drew it, where that style was set, and the
/// modifiers its `makeBody` put around the label).
@MainActor private func button(_ host: ViewHost, showing label: String) -> ViewHost.DrawnButton? {
    host.buttons.first { $0.label == label }
}

/// The blue fill drawn around `label` on the simulator's screen (`snapshot()`:
/// blue is `▒`): how many cells it reaches beyond the label's text to the
/// left, right, top and bottom, counted straight out from the label.
@MainActor private func fillMargins(_ host: ViewHost, around label: String) -> (left: Int, right: Int, top: Int, bottom: Int)? {
    guard let text = host.frame(of: label) else { return nil }
    let rows = host.snapshot().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    func isBlue(_ x: Int, _ y: Int) -> Bool { y >= 0 && y < rows.count && x >= 0 && x < rows[y].count && rows[y][x] == "▒" }
    func run(from x: Int, _ y: Int, dx: Int, dy: Int) -> Int {
        var (x, y, count) = (x + dx, y + dy, 0)
        while isBlue(x, y) { (x, y, count) = (x + dx, y + dy, count + 1) }
        return count
    }
    let middleRow = text.y + text.height / 2
    let middleColumn = text.x + text.width / 2
    return (run(from: text.x, middleRow, dx: -1, dy: 0), run(from: text.x + text.width - 1, middleRow, dx: 1, dy: 0),
            run(from: middleColumn, text.y, dx: 0, dy: -1), run(from: middleColumn, text.y + text.height - 1, dx: 0, dy: 1))
}

/// The number in a recorded modifier such as `opacity(0.7)` or `scaleEffect(1)`.
private func amount(of modifier: String, named name: String) -> Double? {
    guard modifier.hasPrefix(name + "(") else { return nil }
    return Double(modifier.dropFirst(name.count + 1).prefix { $0 != ")" && $0 != "," })
}

/// What the style's own chain says about the title at rest: white, in full.
@MainActor private func expectStyleLook(_ label: String, _ chain: [String]) {
    expect(chain.contains("foregroundStyle(white)") || chain.contains("foregroundColor(white)"), """
        “\(label)”: its style's makeBody puts \(chain.isEmpty ? "nothing" : chain.map { "." + $0 }.joined(separator: " ")) \
        around the label, with no white foreground: the title is drawn in the default colour on the blue fill, \
        where it cannot be read. Keep Pay now's .foregroundStyle(.white) in the style
        """)
    let dimmed = chain.compactMap { amount(of: $0, named: "opacity") }.filter { $0 < 1 }
    let shrunk = chain.compactMap { amount(of: $0, named: "scaleEffect") }.filter { $0 != 1 }
    expect(dimmed.isEmpty && shrunk.isEmpty, """
        “\(label)” is drawn \(dimmed.isEmpty ? "scaled by \(shrunk[0])" : "at opacity \(dimmed[0])") while nobody presses it \
        (its style's makeBody: \(chain.map { "." + $0 }.joined(separator: " "))). At rest a button is drawn in full; \
        dim it only when configuration.isPressed is true
        """)
}

/// Blue as drawn: a hue within 12° of 211° (iOS's systemBlue, #007AFF;
/// `Color.accentColor` and `.tint` by default; cyan, at 199°, and indigo, at
/// 241°, are other colours), saturated and bright, judged by its numbers
/// after every effect and blend around it (`ViewHost.Paint`), never by the
/// name it was written with.
private func isBlue(_ paint: ViewHost.Paint) -> Bool { paint.colour.map(isBlue) ?? false }

private func isBlue(_ colour: ViewHost.SeenColour) -> Bool {
    colour.hue(near: 211, within: 12) && colour.saturation >= 0.5 && colour.brightness >= 0.5
}

/// The blue fill painted around `label` that a user sees (`paint(around:)`:
/// a fill whose colour is blue and stands out from the screen).
@MainActor private func blueFill(around label: String, in host: ViewHost) -> ViewHost.PaintLayer? {
    host.paint(around: label).first { $0.kind == .fill && $0.seen.map(isBlue) == true }
}

/// Twenty-second review: the blue fill's colour as a user sees it, through
/// the paint laid in front of it over its whole frame (`ViewHost.seenThrough`):
/// a pressed scrim over the whole button changes it.
@MainActor private func seenFace(around label: String, in host: ViewHost) -> ViewHost.SeenColour? {
    let layers = host.paint(around: label)
    guard let index = layers.firstIndex(where: { $0.kind == .fill && $0.seen.map(isBlue) == true }) else { return nil }
    return ViewHost.seenThrough(layers, at: index)
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
            // A blue fill clipped to a capsule, or a blue capsule filled in one
            // modifier (`.background(Color.blue, in: Capsule())`, the same pixels).
            // Blue by its numbers (`isBlue`), however it is spelled: `.blue`, `.tint`, `Color.accentColor`, RGB, HSB, `.blue.gradient`.
            let paints = drawn.stylePaints
            // As seen over the screen: a 15% tint of blue is near-white, not Pay now's blue.
            let blueFills = chain.indices.filter {
                chain[$0].hasPrefix("background(") && paints.indices.contains($0) && paints[$0]?.shown.map(isBlue) == true
            }
            // A capsule as drawn once laid out (`styleShapes`): `Capsule()`, a
            // `RoundedRectangle` whose radius reaches half the button's height,
            // or an app's `Shape` whose path is a pill.
            let shapes = drawn.styleShapes
            func isCapsule(_ index: Int) -> Bool { shapes.indices.contains(index) && shapes[index] == .capsule }
            let capsuleFill = blueFills.first { chain[$0].contains(", in: ") && isCapsule($0) }
            let fill = capsuleFill ?? blueFills.first { !chain[$0].contains(", in: ") }
            let clip = capsuleFill ?? chain.indices.first { chain[$0].hasPrefix("clipShape(") && isCapsule($0) }
            let described = drawn.style == nil ? "it is drawn by no ButtonStyle, so nothing pads its label inside a style" : "its style's makeBody puts \(chain.isEmpty ? "nothing" : chain.map { "." + $0 }.joined(separator: " ")) around the label"
            // Or a blue capsule view behind the padded label (`.background(Capsule().fill(.blue))`):
            // a Capsule drawn around the title, and blue on the screen on every side of it.
            let behind = chain.firstIndex(of: "background")
            var capsuleBehind = false
            if let padding, let behind, padding < behind, let text = host.frame(of: label),
               let margins = fillMargins(host, around: label), [margins.left, margins.right, margins.top, margins.bottom].allSatisfy({ $0 > 0 }) {
                capsuleBehind = host.frames(of: Capsule.self).contains { shape in
                    shape.x < text.x && shape.y < text.y && shape.x + shape.width > text.x + text.width && shape.y + shape.height > text.y + text.height
                }
            }
            expect(capsuleBehind || (padding != nil && fill != nil && clip != nil && padding! < fill! && fill! <= clip!), """
                “\(label)” should pad its label, fill it blue, then clip it to a capsule, in its ButtonStyle's makeBody; \
                \(described)
                """)
        }
    }

    lab.check("drawn-like-pay-now") {
        // What a user sees of each button at rest: Pay now's look, from the
        // style alone; then held down (`host.press`), the whole button dims.
        let host = ViewHost(CheckoutView())
        for label in labels {
            guard let drawn = button(host, showing: label) else {
                expect(false, "no Button showing “\(label)”; the buttons are \(host.buttons.map(\.label))")
                continue
            }
            let chain = drawn.styleModifiers
            if drawn.style == nil {
                expect(false, "“\(label)” is drawn by no ButtonStyle of yours, so its look is not written once for every button")
            } else {
                expectStyleLook(label, chain)
            }
            // The fill as a user sees it: blended into the screen (`.blendMode(.screen)`) or faded out, no fill shows.
            let layers = host.paint(around: label)
            guard blueFill(around: label, in: host)?.seen?.standsOut == true else {
                expect(false, """
                    “\(label)”: no blue fill a user can see is drawn around the title (judged by the colour it makes on the \
                    screen, after every opacity, colour effect and blend mode). Painted around “\(label)”, nearest first:
                    \(layers.map { "    \($0)\($0.seen.map { ", seen as \($0)" } ?? "")" }.joined(separator: "\n"))
                    """)
                continue
            }
            guard let margins = fillMargins(host, around: label) else { continue }
            expect(margins == (2, 2, 1, 1), """
                “\(label)”: the blue fill reaches \(margins.left) and \(margins.right) columns beyond the title to the left and \
                right, \(margins.top) and \(margins.bottom) rows above and below (the simulator's screen, 1 column = 8 points, \
                1 row = 16 points); expected Pay now's look, 2 columns each side and 1 row above and below (16 points \
                across, 8 up and down), the same for every button. \
                \(margins.left == 0 || margins.right == 0 ? "With no horizontal padding the capsule's ends cut into the title. " : "")\
                \(margins.left > 2 || margins.top > 1 ? "More fill than that comes from modifiers outside the style: delete the old chain on the button. " : "")\
                The screen:
                \(host.snapshot())
                """)
            // The cells round 8 and 16 points to the same row: the points as written.
            if margins == (2, 2, 1, 1), let padding = host.padding(around: label) {
                let payNow = ViewHost.Insets(top: 8, leading: 16, bottom: 8, trailing: 16)
                expect(padding == payNow, """
                    “\(label)”: the title is padded \(padding) points inside its fill; Pay now's look is 16 points \
                    across and 8 up and down (\(payNow)). A padding of 16 all round makes every button twice as tall.
                    """)
            }
            if drawn.style != nil { expectDimsWhilePressed(label, in: host) }
        }
    }
}

/// Held down, the whole button shows the press: its blue fill and its title
/// change together (the same opacity, the same scale, the same colour
/// effects), and the press shows as a user sees it: the fill's colour, after
/// every opacity and colour effect (`.opacity(0.7)`, `.brightness(-0.2)`,
/// `.saturation`, …), differs from its resting look by a CIEDE2000
/// difference of `ViewHost.visibleDifference` or more (`ViewHost.Paint`'s
/// rule), or the button grows or shrinks by `ViewHost.visibleSizeChange`
/// points or more (`.scaleEffect(0.96)`). An opacity of 0.99 or a scale of
/// 0.995 changes nothing a user sees (red-team round 13).
/// `configuration.isPressed` is true only while the host holds the press.
/// Read from what is painted around the title (`host.paint(around:)`,
/// `host.opacity(of:)`, `host.scale(of:)`, `host.colourEffects(of:)`),
/// wherever the style writes it.
@MainActor private func expectDimsWhilePressed(_ label: String, in host: ViewHost) {
    let resting = blueFill(around: label, in: host)
    let restingFace = seenFace(around: label, in: host)
    let restingTitleEffects = host.colourEffects(of: label) ?? []
    defer { expectRestsAfterRelease(label, in: host, resting: resting, restingFace: restingFace) }
    host.press(label) {
        let title = (opacity: host.opacity(of: label) ?? 1, scale: host.scale(of: label) ?? 1)
        let layers = host.paint(around: label)
        let painted = layers.map { "    \($0)" }.joined(separator: "\n")
        guard let fill = layers.first(where: { $0.kind == .fill && $0.seen.map(isBlue) == true }) else {
            expect(false, """
                “\(label)” loses its blue fill while pressed: the white title is left on the bare screen. Keep the capsule \
                while pressed, and dim it. Painted around “\(label)” while pressed, nearest first:
                \(painted)
                """)
            return
        }
        // Colour effects around both (on a view holding the title and the
        // fill) are the common tail of the two lists; what is left is each one's own.
        let titleEffects = host.colourEffects(of: label) ?? []
        let (titleOwn, fillOwn) = ownEffects(titleEffects, fill.colourEffects)
        let (titleOwnAtRest, fillOwnAtRest) = ownEffects(restingTitleEffects, resting?.colourEffects ?? [])
        // The fill's colour as seen through the paint laid over the whole
        // button (a scrim `.overlay` further out darkens fill and title together).
        let recoloured: Bool = if let before = restingFace ?? resting?.shown, let after = seenFace(around: label, in: host) ?? fill.shown {
            before.difference(from: after) >= ViewHost.visibleDifference
        } else { false }
        let resized = ViewHost.scaleShows(fill.scale, in: fill.frame)
        let changed = recoloured || resized
        let colourEven = titleOwn == titleOwnAtRest && fillOwn == fillOwnAtRest
        let what: String =
            if !changed && fill.opacity == 1 && fill.scale == 1 && (title.opacity != 1 || title.scale != 1) {
                "only the title changes (opacity \(title.opacity), scale \(title.scale)); the blue capsule stays as it was, so the press barely shows"
            } else if !changed {
                "nothing changes that a user sees: the pressed look is the resting look, so a tap shows no feedback" +
                    (fill.opacity != 1 || fill.scale != 1 ? " (opacity \(fill.opacity), scale \(fill.scale): the fill's colour moves by less than CIEDE2000 \(Int(ViewHost.visibleDifference)) and its size by less than \(Int(ViewHost.visibleSizeChange)) points)" : "")
            }
            else if !colourEven && fillOwn == fillOwnAtRest { "only the title's colour changes (through \(titleOwn.joined(separator: ", "))); the blue capsule stays as it was, so the press barely shows" }
            else if !colourEven && titleOwn == titleOwnAtRest { "only the blue fill's colour changes (through \(fillOwn.joined(separator: ", "))); the title stays as it was" }
            else if !colourEven { "the title is drawn through \(titleOwn.joined(separator: ", ")) and the fill through \(fillOwn.joined(separator: ", ")): they change unevenly" }
            else if fill.opacity == 1 && fill.scale == 1 && !recoloured { "only the title changes (opacity \(title.opacity), scale \(title.scale)); the blue capsule stays as it was, so the press barely shows" }
            else if title.opacity == 1 && title.scale == 1 && !recoloured { "only the blue fill changes (opacity \(fill.opacity), scale \(fill.scale)); the title stays as it was" }
            else { "the title is drawn at opacity \(title.opacity), scale \(title.scale), and the fill at opacity \(fill.opacity), scale \(fill.scale): they change unevenly" }
        expect(changed && colourEven && title.opacity == fill.opacity && title.scale == fill.scale, """
            “\(label)” while pressed: \(what). The whole button (capsule and title together) should dim while \
            configuration.isPressed is true: an .opacity, a .scaleEffect or a colour effect such as .brightness around \
            everything makeBody draws, or a scrim laid over all of it (.overlay(Color.black.opacity(…))). The pressed look is judged as a user sees it \(ViewHost.AnimationTiming.tapHold) s \
            into the press, while an ordinary tap still holds the button: an animation of the press that has not started or \
            got half way by then (a .delay that starts it after the finger lifts) leaves the resting look on screen. Painted around “\(label)” while pressed, nearest first:
            \(painted)
            """)
    }
}

/// Twenty-first review: a glance after the finger lifts
/// (`ViewHost.AnimationTiming.glance`, as every action is read), the button
/// is back to its resting look. An animation of the release that has not got
/// half way by then (`.animation(isPressed ? .easeOut(duration: 0.1) :
/// .easeIn(duration: 600), value: isPressed)`) leaves every tapped button
/// drawn pressed, dim, for minutes: at rest it looks pressed or disabled.
/// Judged as the press is, by what is painted (the fill's colour as seen and
/// its size, the title's opacity and scale), wherever the style writes it.
@MainActor private func expectRestsAfterRelease(_ label: String, in host: ViewHost, resting: ViewHost.PaintLayer?,
                                                restingFace: ViewHost.SeenColour?) {
    guard let resting, let after = blueFill(around: label, in: host) else { return }
    let title = (opacity: host.opacity(of: label) ?? 1, scale: host.scale(of: label) ?? 1)
    let recoloured: Bool = if let before = restingFace ?? resting.shown, let now = seenFace(around: label, in: host) ?? after.shown {
        before.difference(from: now) >= ViewHost.visibleDifference
    } else { false }
    let resized = ViewHost.scaleShows(after.scale / max(resting.scale, 0.0001), in: after.frame)
    expect(!recoloured && !resized, """
        “\(label)” a moment (\(ViewHost.AnimationTiming.glance) s) after the finger lifts still looks pressed: its fill \
        is drawn at opacity \(after.opacity), scale \(after.scale) (at rest before the tap: opacity \(resting.opacity), scale \
        \(resting.scale)), the title at opacity \(title.opacity), scale \(title.scale). The release is animated too slowly to \
        be seen: an animation that has not got half way a second after the tap leaves every tapped button dim, as if \
        pressed or disabled. Let the button come back as quickly as it dims (one .animation for both, or none)
        """)
}

/// Each list less the tail both share (the effects around a view holding both).
private func ownEffects(_ a: [String], _ b: [String]) -> ([String], [String]) {
    var (a, b) = (a, b)
    while let x = a.last, let y = b.last, x == y { a.removeLast(); b.removeLast() }
    return (a, b)
}
