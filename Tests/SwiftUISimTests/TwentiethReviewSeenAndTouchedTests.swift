import Testing
@testable import SwiftUISim

// Red-team round 20 (helper fix20b): what a user can see and touch.
// - A button whose label no user can make out (drawn in a colour that does
//   not stand out from the paint behind it) is not seen: a check cannot tap
//   it (`ViewHost.whyLabelUnseen`, by the colour rule `texts` uses).
// - A closed Menu's items, a contextMenu's items and a row's swipe actions
//   are not on screen until opened (`OnScreen.showsOnlyWhenOpened`).
// - `.listRowBackground(_:)` is the paint behind a row's content.
// - A content shape is judged where it lies once laid out in the view's
//   frame (`ViewHost.contentShapeFault`).

private enum Ink { case plain, tintWhite, clear, brightness, mixWhite, onOrange, tintWhiteBordered, tintOrangeBordered, withIcon }

private struct Inked: View {
    let ink: Ink
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            button
        }
    }
    @ViewBuilder private var button: some View {
        switch ink {
        case .plain: Button("Go") { taps += 1 }
        case .tintWhite: Button("Go") { taps += 1 }.buttonStyle(.borderless).tint(.white)
        case .clear: Button("Go") { taps += 1 }.foregroundStyle(.clear)
        case .brightness: Button("Go") { taps += 1 }.brightness(1)
        case .mixWhite: Button("Go") { taps += 1 }.foregroundStyle(Color.white.mix(with: .white, by: 0.5))
        case .onOrange: Button("Go") { taps += 1 }.foregroundStyle(.white).background(Color.orange)
        // Twenty-first review: a prominent bezel in the tint, white on white (was taken as seen).
        case .tintWhiteBordered: Button("Go") { taps += 1 }.buttonStyle(.borderedProminent).tint(.white)
        case .tintOrangeBordered: Button("Go") { taps += 1 }.buttonStyle(.borderedProminent).tint(.orange)
        case .withIcon: Button { taps += 1 } label: { HStack { Image(systemName: "flag"); Text("Go") } }.foregroundStyle(.white)
        }
    }
}

private enum Target { case none, insetIn, insetOut, offsetAway, onePoint, circleInset, offsetLittle }

private struct Shaped: View {
    let target: Target
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            button
        }
    }
    @ViewBuilder private var button: some View {
        switch target {
        case .none: Button("Go") { taps += 1 }
        case .insetIn: Button("Go") { taps += 1 }.contentShape(Rectangle().inset(by: 12))
        case .insetOut: Button("Go") { taps += 1 }.contentShape(Rectangle().inset(by: -12))
        case .offsetAway: Button("Go") { taps += 1 }.contentShape(Rectangle().offset(x: 2000))
        case .onePoint: Button("Go") { taps += 1 }.contentShape(Rectangle().size(width: 1, height: 1))
        case .circleInset: Button("Go") { taps += 1 }.contentShape(Circle().inset(by: 30))
        case .offsetLittle: Button("Go") { taps += 1 }.contentShape(Rectangle().offset(x: 4))
        }
    }
}

private struct Menus: View {
    @State private var taps = 0
    var body: some View {
        List {
            Text("taps \(taps)")
            Menu("Actions") { Button("Inside menu") { taps += 1 } }
            Text("Row").contextMenu { Button("Inside context menu") {} }
            Text("Row 2").swipeActions { Button("Inside swipe") {} }
        }
    }
}

private struct RowBackgrounds: View {
    var body: some View {
        VStack {
            List {
                Text("On orange").foregroundStyle(.white).listRowBackground(Color.orange)
                Text("On white").foregroundStyle(.white).listRowBackground(Color.white)
                Text("No background").foregroundStyle(.white).listRowBackground(nil as Color?)
            }
            // Outside a List a row background paints nothing.
            Text("Not a row").foregroundStyle(.white).listRowBackground(Color.orange)
        }
    }
}

@MainActor struct TwentiethReviewSeenAndTouchedTests {
    private func whyUnseen(_ host: ViewHost, _ label: String) throws -> String? {
        let node = try #require(host.control(.button, labelled: label, operating: false))
        return ViewHost.whyUnseen(node)
    }

    @Test func aButtonWhoseLabelCannotBeMadeOutIsNotSeen() throws {
        for ink in [Ink.tintWhite, .clear, .brightness, .mixWhite, .tintWhiteBordered] {
            let host = ViewHost(Inked(ink: ink))
            #expect(try whyUnseen(host, "Go") != nil, "\(ink): counted as seen")
            #expect(!host.texts.contains("Go"), "\(ink): \(host.texts)")
        }
    }

    @Test func aButtonWithALegibleLabelStaysOperable() throws {
        for ink in [Ink.plain, .onOrange, .tintOrangeBordered, .withIcon] {
            let host = ViewHost(Inked(ink: ink))
            #expect(try whyUnseen(host, "Go") == nil, "\(ink)")
            host.tap("Go")
            #expect(host.texts.contains("taps 1"), "\(ink): \(host.texts)")
        }
    }

    @Test func tappingAWhiteOnWhiteButtonStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inked(ink: .tintWhite)).tap("Go") }
        }
    }

    @Test func aContentShapeIsJudgedWhereItLies() throws {
        for target in [Target.insetIn, .offsetAway, .onePoint, .circleInset] {
            let host = ViewHost(Shaped(target: target))
            let node = try #require(host.control(.button, labelled: "Go", operating: false))
            #expect(ViewHost.whyInert(node) != nil, "\(target): takes touches")
        }
        for target in [Target.none, .insetOut, .offsetLittle] {
            let host = ViewHost(Shaped(target: target))
            host.tap("Go")
            #expect(host.texts.contains("taps 1"), "\(target): \(host.texts)")
        }
    }

    @Test func aClosedMenusItemsAreNotOnScreen() {
        let host = ViewHost(Menus())
        #expect(host.texts.contains("Actions"), "\(host.texts)")
        #expect(host.texts.contains("Row") && host.texts.contains("Row 2"), "\(host.texts)")
        for inside in ["Inside menu", "Inside context menu", "Inside swipe"] {
            #expect(!host.texts.contains(inside), "\(inside): \(host.texts)")
        }
        // A tap stands for opening the menu and choosing the item.
        host.tap("Inside menu")
        #expect(host.texts.contains("taps 1"), "\(host.texts)")
    }

    @Test func aListRowBackgroundIsThePaintBehindTheRow() {
        let texts = ViewHost(RowBackgrounds()).texts
        #expect(texts.contains("On orange"), "\(texts)")
        #expect(!texts.contains("On white"), "\(texts)")
        #expect(!texts.contains("No background"), "\(texts)")
        #expect(!texts.contains("Not a row"), "\(texts)")
    }
}
