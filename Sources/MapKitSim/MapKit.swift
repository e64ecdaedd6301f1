import Foundation
import SwiftUISim
// MapKit brings CoreLocation's coordinates with it, as Apple's does.
@_exported import CoreLocationSim

// The stand-in for Apple's MapKit as SwiftUI code uses it (`import MapKit`,
// through `-module-alias`; round 9): MapKit for SwiftUI (iOS 17, macOS 14:
// `Map` with `MapContentBuilder`, `Marker`, `Annotation`, `MapCameraPosition`,
// `MapStyle`), the iOS 14 `Map(coordinateRegion:annotationItems:)` form, and
// the value types (`MKCoordinateRegion`, `MKCoordinateSpan`, `MKMapItem`).
// Built after the simulator: `Map` is a view. There are no map tiles here: a
// map shows "Map" and, under it, each marker's title and each annotation's
// view, in the order built, so a lab can find and tap them and the graph keeps
// their state and body counts as for any view. The camera does not move by
// itself (no gestures, no user location): a `position` binding is only ever
// changed by the app. https://developer.apple.com/documentation/mapkit/mapkit-for-swiftui

/// https://developer.apple.com/documentation/mapkit/mkcoordinatespan
public struct MKCoordinateSpan: Equatable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) { (self.latitudeDelta, self.longitudeDelta) = (latitudeDelta, longitudeDelta) }
}
/// https://developer.apple.com/documentation/mapkit/mkcoordinateregion
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { (self.center, self.span) = (center, span) }
    /// Meters to degrees: a degree of latitude is about 111 km; of longitude, that times the latitude's cosine.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let perDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / perDegree, longitudeDelta: longitudinalMeters / (perDegree * cosine)))
    }
}

/// https://developer.apple.com/documentation/mapkit/mkplacemark
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate; super.init() }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { self.coordinate = coordinate; super.init() }
}
/// https://developer.apple.com/documentation/mapkit/mkmapitem
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    /// Apple, `MKMapItem.pointOfInterestCategory` (iOS 13): "The point-of-interest
    /// category for the map item", nil when it has none — a map item made
    /// from a placemark, as every one here is, until the app sets it.
    /// https://developer.apple.com/documentation/mapkit/mkmapitem/pointofinterestcategory
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    open var isCurrentLocation: Bool { false }
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// No Maps app here: answers false.
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// https://developer.apple.com/documentation/mapkit/mapcamera (iOS 17)
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        (self.centerCoordinate, self.distance, self.heading, self.pitch) = (centerCoordinate, distance, heading, pitch)
    }
    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }
}

/// https://developer.apple.com/documentation/mapkit/mapcameraposition (iOS 17)
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, region(MKCoordinateRegion), camera(MapCamera), userLocation, item(String?) }
    let kind: Kind
    public static let automatic = MapCameraPosition(kind: .automatic)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { .init(kind: .region(region)) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { .init(kind: .camera(camera)) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition { .init(kind: .item(item.name)) }
    /// No user location here: the position stays the fallback's.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    public var region: MKCoordinateRegion? { if case .region(let r) = kind { r } else { nil } }
    public var camera: MapCamera? { if case .camera(let c) = kind { c } else { nil } }
    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool { false }
    public var isAutomatic: Bool { if case .automatic = kind { true } else { false } }
    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool { String(describing: a.kind) == String(describing: b.kind) }
}
/// https://developer.apple.com/documentation/mapkit/mapcamerabounds
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}
/// https://developer.apple.com/documentation/mapkit/mapinteractionmodes
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = Self(rawValue: 1), zoom = Self(rawValue: 2), rotate = Self(rawValue: 4), pitch = Self(rawValue: 8)
    public static let all: Self = [.pan, .zoom, .rotate, .pitch]
}
/// https://developer.apple.com/documentation/mapkit/mapstyle (iOS 17)
public struct MapStyle: Sendable {
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public struct StandardEmphasis: Sendable { public static let automatic = Self(), muted = Self() }
    let name: String
    public static let standard = MapStyle(name: "standard"), imagery = MapStyle(name: "imagery"), hybrid = MapStyle(name: "hybrid")
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .hybrid }
}
/// https://developer.apple.com/documentation/mapkit/pointofinterestcategories
public struct PointOfInterestCategories: Sendable {
    public static let all = Self(), excludingAll = Self()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> Self { .init() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> Self { .init() }
}
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant"), cafe = Self(rawValue: "MKPOICategoryCafe"), park = Self(rawValue: "MKPOICategoryPark")
}

// MARK: Map content

/// What a map's builder holds: https://developer.apple.com/documentation/mapkit/mapcontent
@MainActor @preconcurrency
public protocol MapContent {
    /// The views the map lists, in order.
    var _mapItems: [AnyView] { get }
}
/// Map content is also a view that draws nothing (so `ForEach` can hold it).
public protocol _MapContentView: MapContent, View {}
extension _MapContentView {
    /// Never shown as such: its container reads it and shows what it stands for.
    public var body: EmptyView { EmptyView() }
}
public struct _MapContentGroup: _MapContentView { public let _mapItems: [AnyView] }
extension ForEach: MapContent where Content: MapContent {
    public var _mapItems: [AnyView] { data.flatMap { content($0)._mapItems } }
}

/// https://developer.apple.com/documentation/mapkit/mapcontentbuilder
@resultBuilder @MainActor
public enum MapContentBuilder {
    public static func buildExpression<C: MapContent>(_ content: C) -> _MapContentGroup { _MapContentGroup(_mapItems: content._mapItems) }
    public static func buildBlock(_ parts: _MapContentGroup...) -> _MapContentGroup { _MapContentGroup(_mapItems: parts.flatMap(\._mapItems)) }
    public static func buildOptional(_ part: _MapContentGroup?) -> _MapContentGroup { part ?? _MapContentGroup(_mapItems: []) }
    public static func buildEither(first: _MapContentGroup) -> _MapContentGroup { first }
    public static func buildEither(second: _MapContentGroup) -> _MapContentGroup { second }
    public static func buildArray(_ parts: [_MapContentGroup]) -> _MapContentGroup { _MapContentGroup(_mapItems: parts.flatMap(\._mapItems)) }
    public static func buildLimitedAvailability(_ part: _MapContentGroup) -> _MapContentGroup { part }
}

/// A balloon marker: https://developer.apple.com/documentation/mapkit/marker (iOS 17). Shows its title.
public struct Marker: _MapContentView {
    public let _mapItems: [AnyView]
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Text(titleKey))] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Text(String(title)))] }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Label(titleKey, systemImage: systemImage))] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Label(String(title), systemImage: systemImage))] }
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Text(titleKey))] }
    public init(item: MKMapItem) { _mapItems = [AnyView(Text(item.name ?? "Marker"))] }
    public init(coordinate: CLLocationCoordinate2D) { _mapItems = [AnyView(Text("Marker"))] }
}
/// A view at a coordinate: https://developer.apple.com/documentation/mapkit/annotation (iOS 17).
/// Shows its view, then its title.
public struct Annotation: _MapContentView {
    public let _mapItems: [AnyView]
    public init<C: View>(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> C) {
        _mapItems = [AnyView(VStack { content(); Text(titleKey) })]
    }
    @_disfavoredOverload
    public init<S: StringProtocol, C: View>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> C) {
        _mapItems = [AnyView(VStack { content(); Text(String(title)) })]
    }
    public init<C: View, L: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L) {
        _mapItems = [AnyView(VStack { content(); label() })]
    }
}
/// https://developer.apple.com/documentation/mapkit/userannotation: no user location here, so nothing is shown.
public struct UserAnnotation: _MapContentView {
    public let _mapItems: [AnyView] = []
    public init(anchor: UnitPoint = .center) {}
}
/// Overlays: https://developer.apple.com/documentation/mapkit/mapcircle, …/mappolyline, …/mappolygon (iOS 17). Not drawn.
public struct MapCircle: _MapContentView {
    public let _mapItems: [AnyView] = []
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}
public struct MapPolyline: _MapContentView {
    public let _mapItems: [AnyView] = []
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    public enum ContourStyle: Sendable { case straight, geodesic }
}
public struct MapPolygon: _MapContentView {
    public let _mapItems: [AnyView] = []
    public init(coordinates: [CLLocationCoordinate2D]) {}
}
/// Map content's modifiers (what is drawn with them is not drawn here).
public struct _ModifiedMapContent<Base: MapContent>: _MapContentView {
    public let _mapItems: [AnyView]
}
extension MapContent {
    public func tag<V: Hashable>(_ tag: V) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
    public func annotationTitles(_ visibility: Visibility) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
    public func mapOverlayLevel(level: Int) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
}
extension MapContent where Self: View {
    public func tint<S: ShapeStyle>(_ tint: S) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
    public func tint(_ color: Color?) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedMapContent<Self> { .init(_mapItems: _mapItems) }
}

// MARK: Map

/// A map: https://developer.apple.com/documentation/mapkit/map (iOS 14; the content builder iOS 17).
/// Shows "Map" (the style's name is not drawn) and each marker and annotation under it.
public struct Map<Content: View>: View {
    let items: [AnyView]
    let position: Binding<MapCameraPosition>?

    public var body: some View {
        VStack(spacing: 8) {
            Text("Map")
            ForEach(items.indices, id: \.self) { items[$0] }
        }
    }
}
extension Map where Content == _MapContentGroup {
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        (items, self.position) = (content()._mapItems, position)
    }
    public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        (items, position) = (content()._mapItems, nil)
    }
    public init<C: MapContent, V: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                            selection: Binding<V?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        (items, self.position) = (content()._mapItems, position)
    }
    public init<C: MapContent, V: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                            selection: Binding<V?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
        (items, position) = (content()._mapItems, nil)
    }
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        (items, self.position) = ([], position)
    }
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        (items, position) = ([], nil)
    }
}

// The iOS 14 map (deprecated in iOS 17, still in the SDK).
/// https://developer.apple.com/documentation/mapkit/mapannotationprotocol
@MainActor @preconcurrency
public protocol MapAnnotationProtocol { var _view: AnyView { get } }
/// https://developer.apple.com/documentation/mapkit/mapmarker
public struct MapMarker: MapAnnotationProtocol {
    public let _view: AnyView
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { _view = AnyView(Text("Marker")) }
}
/// https://developer.apple.com/documentation/mapkit/mappin
public struct MapPin: MapAnnotationProtocol {
    public let _view: AnyView
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { _view = AnyView(Text("Pin")) }
}
/// https://developer.apple.com/documentation/mapkit/mapannotation
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public let _view: AnyView
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) { _view = AnyView(content()) }
}
/// https://developer.apple.com/documentation/mapkit/mapusertrackingmode
public enum MapUserTrackingMode: Sendable { case none, follow }

extension Map where Content == _MapContentGroup {
    /// https://developer.apple.com/documentation/mapkit/map/init(coordinateregion:interactionmodes:showsuserlocation:usertrackingmode:)
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        (items, position) = ([], nil)
    }
    /// https://developer.apple.com/documentation/mapkit/map/init(coordinateregion:interactionmodes:showsuserlocation:usertrackingmode:annotationitems:annotationcontent:)
    public init<Items: RandomAccessCollection, A: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> A
    ) where Items.Element: Identifiable {
        (items, position) = (annotationItems.map { annotationContent($0)._view }, nil)
    }
}

// MARK: Map modifiers and controls

/// Map controls (iOS 17): https://developer.apple.com/documentation/mapkit/mapuserlocationbutton and neighbours. Shown as nothing.
public struct MapUserLocationButton: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
public struct MapCompass: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
public struct MapScaleView: View { public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
public struct MapPitchToggle: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
/// macOS 14 (and Mac Catalyst; not iOS): "Buttons a person uses to adjust the zoom level of the map" and "A slider
/// control that allows a person to change the pitch of the map". https://developer.apple.com/documentation/mapkit/mapzoomstepper,
/// https://developer.apple.com/documentation/mapkit/mappitchslider
public struct MapZoomStepper: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }
public struct MapPitchSlider: View { public init(scope: Namespace.ID? = nil) {}; public var body: some View { EmptyView() } }

/// https://developer.apple.com/documentation/mapkit/mapcameraupdatecontext
public struct MapCameraUpdateContext: Sendable {
    public let camera: MapCamera
    public let region: MKCoordinateRegion
}
/// https://developer.apple.com/documentation/mapkit/mapcameraupdatefrequency
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

extension View {
    /// iOS 17: recorded (the map's name is all that is drawn).
    public func mapStyle(_ style: MapStyle) -> some View { self }
    public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
    /// The camera never moves by itself here, so `action` does not run.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
    public func mapFeatureSelectionDisabled(_ disabled: @escaping (Any) -> Bool) -> some View { self }
}
