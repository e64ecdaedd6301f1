import Foundation
import Testing
@testable import SwiftUISim

// Radial, angular and elliptical gradients are judged by the colour they
// paint where it matters, as linear ones are (Views/GradientGeometry.swift).
// Apple: RadialGradient (iOS 13) "applies the color function as the distance
// from a center point, scaled to fit within the defined start and end radii";
// AngularGradient (iOS 13) "as the angle changes, relative to a center point
// and defined start and end angles", the missing area "with the colors defined
// by gradient locations one and zero, transitioning between the two halfway";
// EllipticalGradient (iOS 15) stretches "the unit space square in which its
// center and radii are defined" over its bounds.

private enum Glow { case clearAtTheButton, opaqueAtTheButton }

private struct Glowing: View {
    let glow: Glow
    @State private var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Text("Log \(log.joined(separator: ","))")
            Button("Flag") { log.append("flag") }
                .frame(width: 300, height: 60)
                .overlay {
                    switch glow {
                    case .clearAtTheButton:
                        // A vignette: clear in the middle, orange only near the corners.
                        RadialGradient(colors: [.clear, .clear, .orange], center: .center, startRadius: 0, endRadius: 170)
                    case .opaqueAtTheButton:
                        RadialGradient(colors: [.orange, .clear], center: .center, startRadius: 0, endRadius: 170)
                    }
                }
        }
    }
}

@MainActor
struct GradientGeometryTests {
    @Test func aRadialGradientIsWhereItsRadiiSay() {
        let radial = RadialGradient(colors: [.orange, .clear], center: .center, startRadius: 10, endRadius: 50)
        #expect(radial.position(atX: 100, y: 100, width: 200, height: 200) < 0)
        #expect(abs(radial.position(atX: 130, y: 100, width: 200, height: 200) - 0.5) < 1e-9)
        #expect(radial.position(atX: 200, y: 100, width: 200, height: 200) > 1)
        // A glow fading out 10 points from its centre is almost clear over a 300-point square.
        let glow = RadialGradient(colors: [.orange, .clear], center: .center, startRadius: 0, endRadius: 10)
        let mean = glow.areaMean(width: 300, height: 300)?.baseAndAlpha.alpha ?? 1
        #expect(mean < 0.02, "\(mean)")
    }

    @Test func anEllipticalGradientStretchesItsUnitSquare() {
        let elliptical = EllipticalGradient(colors: [.white, .black])
        #expect(elliptical.position(atX: 200, y: 50, width: 400, height: 100) == 0)
        // Its end radius (0.5) reaches each edge's middle, however wide the frame.
        #expect(abs(elliptical.position(atX: 400, y: 50, width: 400, height: 100) - 1) < 1e-9)
        #expect(abs(elliptical.position(atX: 200, y: 100, width: 400, height: 100) - 1) < 1e-9)
    }

    @Test func anAngularGradientTurnsClockwiseAndFillsWhatItMisses() {
        let full = AngularGradient(colors: [.red, .blue], center: .center, angle: .zero)
        #expect(abs(full.position(atX: 200, y: 100, width: 200, height: 200)) < 1e-9, "trailing: start")
        #expect(abs(full.position(atX: 100, y: 200, width: 200, height: 200) - 0.25) < 1e-9, "below: a quarter turn on")
        #expect(abs(full.position(atX: 0, y: 100, width: 200, height: 200) - 0.5) < 1e-9)
        // Half a turn: the missing half takes the colour at 1, then at 0, switching halfway.
        let half = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
        let (cx, cy, r) = (100.0, 100.0, 50.0)
        func at(_ degrees: Double) -> Double {
            half.position(atX: cx + r * cos(degrees * .pi / 180), y: cy + r * sin(degrees * .pi / 180), width: 200, height: 200)
        }
        #expect(abs(at(90) - 0.5) < 1e-9)
        #expect(at(200) == 1)
        #expect(at(340) == 0)
        // More than a turn draws the last complete turn.
        let twice = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(720))
        #expect(abs(twice.position(atX: 100, y: 200, width: 200, height: 200) - 0.25) < 1e-9)
    }

    @Test func aRadialGradientTakesTheTouchOnlyWhereItPaints() throws {
        for (glow, taken) in [(Glow.clearAtTheButton, false), (.opaqueAtTheButton, true)] {
            let host = ViewHost(Glowing(glow: glow))
            let button = try #require(host.control(.button, labelled: "Flag", operating: false))
            let why = ViewHost.whyCoveredInFront(button)
            #expect((why?.contains("in front of it") == true) == taken, "\(glow): \(why ?? "reached")")
            if !taken {
                host.tap("Flag")
                #expect(host.texts.contains("Log flag"), "\(glow): \(host.texts)")
            }
        }
    }

    @Test func aVignettesBandsVaryOverItsFrame() throws {
        let host = ViewHost(Glowing(glow: .clearAtTheButton))
        _ = host.texts  // lays the screen out
        var found: [Node] = []
        func walk(_ node: Node) { if node.view is RadialGradient { found.append(node) }; node.children.forEach(walk) }
        walk(host.graph.root)
        #expect(found.count == 1, "\(found.count) radial gradients; frames \(found.map { LayoutQuery.frame(of: $0) as Any })")
        let bands = try #require(found.first.flatMap { ViewHost.gradientBands(of: $0) })
        #expect(bands.count > 1)
        #expect(bands.contains { $0.colour.isInvisible } && bands.contains { !$0.colour.isInvisible })
    }
}
