import Testing
@testable import SwiftUISim

// The paint fact (`TreeNode.paint`, `Modifier.paint`): the colour a user
// sees, as numbers, after the style a shape takes and every colour effect
// around it, and what covers it. Lab checks judge colours by it, not by names.

/// A field outlined by a stroke the test writes, with effects the test picks.
private struct Outlined<Outline: View>: View {
    let outline: Outline
    var body: some View {
        VStack {
            Text("Create your account")
            Text("ana").padding(8).overlay(outline)
        }
    }
}

/// A row whose backgrounds the test writes.
private struct Row<Decorated: View>: View {
    let row: Decorated
    var body: some View { VStack { row } }
}

@MainActor private func strokePaint(_ outline: some View) -> ViewHost.Paint? {
    ViewHost(Outlined(outline: outline)).tree(visibleOnly: true).compactMap(\.paint).first { $0.kind == .stroke }
}

@MainActor private func isRed(_ paint: ViewHost.Paint?) -> Bool {
    guard let paint, let colour = paint.colour else { return false }
    return colour.hue(near: 0, within: 20) && colour.saturation >= 0.5 && paint.shownAlpha >= 0.3
}

@MainActor struct SeenPaintTests {
    @Test func aShapeDrawingLittleOfItselfShowsLittle() throws {
        // A dash every 400 points, or a trim to nothing, draws (almost) none of the outline.
        let dotted = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [0.01, 400]))))
        #expect(dotted.drawnFraction < 0.01 && !isRed(dotted), "\(dotted)")
        let trimmed = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).trim(from: 0, to: 0).stroke(Color.red, lineWidth: 2)))
        #expect(trimmed.drawnFraction == 0 && !isRed(trimmed), "\(trimmed)")
        let half = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).trim(from: 0, to: 0.5).stroke(Color.red, lineWidth: 2)))
        #expect(half.drawnFraction == 0.5 && isRed(half), "half an outline still shows red: \(half)")
        let background = ViewHost(Row(row: Text("Pinned").background(Color.yellow, in: Rectangle().trim(from: 0, to: 0))))
            .tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).first
        #expect(background?.drawnFraction == 0 && (background?.shownAlpha ?? 1) == 0, "\(String(describing: background))")
    }

    @Test func aRedStrokeIsRedByItsNumbersWhateverItWasWrittenWith() throws {
        let named = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2)))
        #expect(named.lineWidth == 2 && isRed(named))
        #expect(isRed(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 2))))
        // `stroke(lineWidth:)` outlines in the foreground style.
        let styled = strokePaint(RoundedRectangle(cornerRadius: 6).stroke(lineWidth: 2).foregroundStyle(Color.red))
        #expect(isRed(styled))
        #expect(!isRed(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(lineWidth: 2))), "the default foreground is black")
        #expect(!isRed(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.blue, lineWidth: 2))))
    }

    @Test func colourEffectsChangeTheColourSeen() throws {
        let grey = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2).grayscale(1))?.colour)
        #expect(grey.saturation < 0.05)
        let turned = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2).hueRotation(.degrees(120)))?.colour)
        #expect(turned.hue(near: 120, within: 40), "red turned 120° is green: \(turned)")
        let multiplied = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2).colorMultiply(.blue))?.colour)
        #expect(multiplied.red < 0.05, "red × blue has no red left: \(multiplied)")
        let faded = try #require(strokePaint(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2).opacity(0.5)))
        #expect(abs(faded.shownAlpha - 0.5) < 0.001)
        // An effect around the whole form reaches the stroke too.
        let host = ViewHost(Outlined(outline: RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2)).saturation(0))
        let outer = try #require(host.tree(visibleOnly: true).compactMap(\.paint).first { $0.kind == .stroke }?.colour)
        #expect(outer.saturation < 0.05)
    }

    @Test func aStyledBackgroundIsCoveredByAnOpaqueLayerInFrontOfIt() throws {
        let host = ViewHost(Row(row: Text("Groceries").background(Color.white).background(Color.yellow)))
        let paints = host.tree(visibleOnly: true).flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
        let yellow = try #require(paints.first { $0.colour?.hue(near: 48, within: 5) == true })
        #expect(yellow.covered == 1 && yellow.shownAlpha == 0, "\(paints)")
        let white = try #require(paints.first { $0.colour?.saturation == 0 && $0.colour?.red == 1 })
        #expect(white.covered == 0)
        // Alone, the yellow shows; at 1% it hardly does.
        let alone = ViewHost(Row(row: Text("Groceries").background(Color.yellow))).tree(visibleOnly: true)
            .flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
        #expect(alone.contains { $0.shownAlpha == 1 && $0.colour?.hue(near: 48, within: 5) == true }, "\(alone)")
        let faint = ViewHost(Row(row: Text("Groceries").background(Color.yellow.opacity(0.01)))).tree(visibleOnly: true)
            .flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
        #expect(faint.allSatisfy { $0.shownAlpha < 0.05 }, "\(faint)")
    }

    @Test func aBackgroundIsListedUnderTheViewItDecorates() throws {
        let tree = ViewHost(Outlined(outline: EmptyView()).background(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2)))
            .tree(visibleOnly: true)
        let stroke = try #require(tree.first { $0.paint?.kind == .stroke })
        let holder = try #require(stroke.parent.map { tree[$0] })
        #expect(stroke.listedUnder == "background")
        #expect(holder.text == nil && holder.modifiers.contains { $0.name == "background" }, "the stroke is listed under \(holder.description)")
    }
}
