import AppKitSim
import AVFoundationSim
import Foundation
import MapKitSim
import Testing
@testable import SwiftUISim

// Round 16 (corpus-r15): SwiftUI's underscored `_onButtonGesture(pressing:perform:)`
// (iOS 13), `ContentUnavailableView.search` of Apple's `SearchUnavailableContent`
// types (iOS 17), `TabSection` as `TabContent` (iOS 18), AVFoundation's
// `AVPlayerLayer` (iOS 4) over a `UIView.layerClass` (iOS 2), UIKit's
// `UIActivityIndicatorView` (iOS 2 / 13) and MapKit's
// `MKMapItem.pointOfInterestCategory` (iOS 13).
// https://developer.apple.com/documentation/swiftui/searchunavailablecontent
// https://developer.apple.com/documentation/swiftui/tabsection
// https://developer.apple.com/documentation/avfoundation/avplayerlayer
// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
// https://developer.apple.com/documentation/mapkit/mkmapitem/pointofinterestcategory

private struct PressCard: View {
    @State private var pressedStates: [Bool] = []
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Advert")
                ._onButtonGesture { pressing in
                    pressedStates.append(pressing)
                } perform: {
                    taps += 1
                }
            Text("taps \(taps), pressed \(pressedStates.map(String.init).joined(separator: ","))")
        }
    }
}

private struct SearchPlaceholder: View {
    @State private var query = ""
    // Apple's type, named: both spellings return it.
    var placeholder: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                            SearchUnavailableContent.Actions> {
        query.isEmpty ? .search : .search(text: query)
    }
    var body: some View {
        VStack {
            Button("Search dune") { query = "dune" }
            placeholder
        }
    }
}

private enum Section: Hashable { case home, songs, albums }

private struct SectionedTabs: View {
    @State private var selection = Section.home
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) { Text("home page") }
            library
        }
    }
    // A section is tab content of the selection's type: its tabs' `.songs`
    // find the enum, and `TabContent`'s modifiers apply to it.
    var library: some TabContent<Section> {
        TabSection("Library") {
            Tab("Songs", systemImage: "music.note", value: .songs) { Text("songs page") }
            Tab("Albums", systemImage: "square.stack", value: .albums) { Text("albums page") }
        }
        .customizationID("library")
        .defaultVisibility(.hidden, for: .tabBar)
    }
}

private struct ListedTabs: View {
    let names = ["One", "Two"]
    var body: some View {
        TabView {
            TabSection("Listed") {
                ForEach(names, id: \.self) { name in
                    Tab(name, systemImage: "circle") { Text("\(name) page") }
                }
            }
        }
    }
}

/// Apple's `PlayerView` (the `AVPlayerLayer` article): a view backed by a player layer.
private final class PlayerView: UIView {
    override static var layerClass: AnyClass { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

private struct Spinner: UIViewRepresentable {
    let animating: Bool
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
    func updateUIView(_ view: UIActivityIndicatorView, context: Context) {
        animating ? view.startAnimating() : view.stopAnimating()
    }
}

private struct SpinnerScreen: View {
    @State private var loading = false
    var body: some View {
        VStack {
            Spinner(animating: loading)
            Button("Load") { loading.toggle() }
        }
    }
}

@MainActor @Suite struct Round16CorpusR15Tests {
    @Test func aButtonGestureReportsThePressThenActs() {
        let host = ViewHost(PressCard())
        host.tap("Advert")
        #expect(host.texts.contains("taps 1, pressed true,false"), "\(host.texts)")
    }

    @Test func theSearchPlaceholderHasApplesTypesAndWording() {
        let host = ViewHost(SearchPlaceholder())
        #expect(host.texts.contains("No Results"), "\(host.texts)")
        #expect(host.texts.contains("Check the spelling or try a new search."), "\(host.texts)")
        host.tap("Search dune")
        #expect(host.texts.contains("No Results for \u{201C}dune\u{201D}"), "\(host.texts)")
    }

    @Test func aTabSectionIsTabContentOfTheSelectionsType() {
        let host = ViewHost(SectionedTabs())
        #expect(host.texts.contains("home page"), "\(host.texts)")
        #expect(!host.texts.contains("songs page"), "only the selected tab shows: \(host.texts)")
    }

    @Test func aTabSectionListsTabsFromData() {
        let host = ViewHost(ListedTabs())
        #expect(host.texts.contains("One page"), "\(host.texts)")
    }

    @Test func aViewIsBackedByItsLayerClass() {
        let view = PlayerView()
        let player = AVPlayer()
        view.playerLayer.player = player
        #expect(view.playerLayer.player === player)
        #expect(view.playerLayer.videoGravity == .resizeAspect, "Apple: resizeAspect is the default")
        #expect(!view.playerLayer.isReadyForDisplay, "no frame is ever decoded here")
        #expect(!(UIView().layer is AVPlayerLayer))
    }

    @Test func aPlayerLayerIsASublayerWithAFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        let layer = AVPlayerLayer(player: AVPlayer())
        layer.videoGravity = .resizeAspectFill
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        #expect(view.layer.sublayers?.count == 1)
        #expect(layer.superlayer === view.layer)
        #expect(layer.bounds.size == CGSize(width: 320, height: 180))
        layer.removeFromSuperlayer()
        #expect(view.layer.sublayers?.isEmpty == true)
        #expect(layer.superlayer == nil)
    }

    @Test func aMacViewTakesAPlayerLayer() {
        let view = NSView(frame: NSRect(x: 0, y: 0, width: 320, height: 180))
        #expect(view.layer == nil, "AppKit: no layer until the view wants one")
        view.wantsLayer = true
        #expect(view.layer != nil && !(view.layer is AVPlayerLayer))
        let playerLayer = AVPlayerLayer(player: AVPlayer())
        view.layer = playerLayer
        view.layer?.frame = view.bounds
        #expect(view.layer === playerLayer && playerLayer.bounds.size == CGSize(width: 320, height: 180))
    }

    @Test func anActivityIndicatorHidesWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden, "hidesWhenStopped is true by default, and a new one is stopped")
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        let host = ViewHost(SpinnerScreen())
        host.tap("Load")
        #expect(host.texts.contains("Load"))
    }

    @Test func aMapItemHasNoCategoryUntilSet() {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 40.79, longitude: -77.86)))
        #expect(item.pointOfInterestCategory == nil)
        item.pointOfInterestCategory = .cafe
        #expect(item.pointOfInterestCategory == .cafe)
    }
}
