import Testing
@testable import SwiftUISim

// What is painted around a view (shapes, radii, clips, opacity), a held
// press on a styled button, the mounted view values, and where effects are
// attached: the structured answers lab checks read instead of `dump()`.

private struct Card: View {
    let borderRadius: CGFloat
    let clip: Bool
    var body: some View {
        Text("Ana")
            .padding(16)
            .background(Color.white)
            .overlay(RoundedRectangle(cornerRadius: borderRadius).stroke(Color.gray, lineWidth: 1))
            .clipShape(RoundedRectangle(cornerRadius: clip ? 12 : 0))
    }
}

private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Color.blue)
            .clipShape(Capsule())
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct Pressable: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Go") { taps += 1 }.buttonStyle(PressStyle())
        }
    }
}

@Observable private final class Store { var name = "Ada" }

private struct Reader: View {
    @Environment(Store.self) private var store
    var body: some View { Text(store.name) }
}

private struct Loading: View {
    @State private var loaded = false
    var body: some View {
        VStack {
            Text("Body")
            Button("Tap") {}.task { loaded = true }
        }
        .task {}
    }
}

@MainActor @Suite struct PaintAndPressTests {
    @Test func paintNamesEachLayerWithItsShapeFrameAndClips() throws {
        let host = ViewHost(Card(borderRadius: 6, clip: true))
        let layers = host.paint(around: "Ana")
        #expect(layers.map(\.kind) == [.fill, .stroke, .clip])
        let fill = layers[0], stroke = layers[1], clip = layers[2]
        #expect(fill.shape == .rectangle && fill.color == .white)
        #expect(stroke.shape == .roundedRectangle(cornerRadius: 6))
        #expect(clip.shape == .roundedRectangle(cornerRadius: 12))
        // The fill covers the padding: 16 points is 2 columns and 1 row past the text.
        let text = try #require(host.frame(of: "Ana"))
        #expect(fill.frame == ViewHost.Frame(x: text.x - 2, y: text.y - 1, width: text.width + 4, height: text.height + 2))
        #expect(stroke.frame == fill.frame && clip.frame == fill.frame)
        // The clip further out cuts both layers under it.
        #expect(fill.clips.map(\.shape) == [.roundedRectangle(cornerRadius: 12)])
        #expect(stroke.clips.map(\.shape) == [.roundedRectangle(cornerRadius: 12)])
    }

    @Test func aRadiusOfZeroIsARectangleAndShapedFillsKeepTheirShape() {
        #expect(ViewHost.PaintedShape(RoundedRectangle(cornerRadius: 0)) == .rectangle)
        #expect(ViewHost.PaintedShape(Capsule()) == .capsule)
        let host = ViewHost(Text("Hi").padding(8).background(Color.blue.opacity(0.5), in: RoundedRectangle(cornerRadius: 4)).cornerRadius(4))
        let layers = host.paint(around: "Hi")
        #expect(layers.first?.shape == .roundedRectangle(cornerRadius: 4))
        // A colour's own opacity is the layer's opacity; its colour is the base one.
        #expect(layers.first?.color == .blue && layers.first?.opacity == 0.5)
        #expect(layers.last?.kind == .clip && layers.last?.shape == .roundedRectangle(cornerRadius: 4))
    }

    /// The cells round 8 and 16 points to one row; `padding(around:)` has
    /// the points as written, summed up to the nearest fill.
    @Test func paddingAroundIsInPointsUpToTheNearestFill() {
        struct Padded: View {
            var body: some View {
                VStack {
                    Text("Pill").padding(.horizontal, 16).padding(.vertical, 8).background(Capsule().fill(Color.blue))
                    Text("Tall").padding(16).background(Color.blue)
                    Text("Edges").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding(.top).background(Color.red)
                    Text("Bare").padding(4)
                }
            }
        }
        let host = ViewHost(Padded())
        #expect(host.padding(around: "Pill") == ViewHost.Insets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(host.padding(around: "Tall") == ViewHost.Insets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(host.padding(around: "Edges") == ViewHost.Insets(top: 17, leading: 2, bottom: 3, trailing: 4))
        #expect(host.padding(around: "Bare") == nil, "no fill around it")
        #expect(host.padding(around: "Nobody") == nil)
    }

    @Test func hiddenLayersAreLeftOut() {
        let host = ViewHost(Text("Hi").background { Color.red.opacity(0) }.overlay { Capsule().stroke(Color.gray).hidden() })
        #expect(host.paint(around: "Hi").isEmpty)
    }

    @Test func pressHoldsTheButtonDownThenRunsItsAction() {
        let host = ViewHost(Pressable())
        #expect(host.opacity(of: "Go") == 1)
        var seen: (title: Double?, fill: Double?, taps: [String]) = (nil, nil, [])
        host.press("Go") {
            seen = (host.opacity(of: "Go"), host.paint(around: "Go").first { $0.kind == .fill }?.opacity, host.texts)
        }
        #expect(seen.title == 0.5 && seen.fill == 0.5)
        #expect(seen.taps.contains("Taps: 0"), "the action runs on release, not while held")
        #expect(host.opacity(of: "Go") == 1)
        #expect(host.texts.contains("Taps: 1"))
        #expect(host.scale(of: "Go") == 1)
    }

    @Test func viewsOfATypeAreTheMountedValues() {
        let store = Store()
        let host = ViewHost(Reader().environment(store))
        let readers = host.views(of: Reader.self)
        #expect(readers.count == 1)
        #expect(Mirror(reflecting: readers[0]).children.contains { $0.value is Environment<Store> })
        #expect(host.views(of: Loading.self).isEmpty)
    }

    @Test func attachedEffectsNameTheModifiedViewAndItsFrame() throws {
        let host = ViewHost(Loading())
        let tasks = host.attachedEffects.filter { $0.kind == "task" }
        #expect(tasks.count == 2)
        let screen = try #require(host.frame(of: Loading.self))
        let onButton = try #require(tasks.first { $0.attachedTo.contains("Tap") && !$0.attachedTo.contains("Body") })
        #expect(onButton.frame == host.frame(of: "Tap"))
        #expect(tasks.contains { $0.frame == screen })
    }
}
