import Foundation

// The stand-in for Apple's CoreLocation (`import CoreLocation`, through
// `-module-alias`): the value types real code passes around, and a location
// manager with no hardware behind it. Authorization stays `.notDetermined`
// after a request (no user answers the prompt), no location is ever
// delivered, and `liveUpdates()` (iOS 17) yields nothing and ends.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

/// Apple: "The latitude and longitude associated with a location."
public struct CLLocationCoordinate2D: Sendable, Equatable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Apple: whether a coordinate is valid (latitude within ±90, longitude within ±180).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Apple: "The latitude, longitude, and course information reported by the system."
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public override convenience init() { self.init(latitude: 0, longitude: 0) }
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, speed: CLLocationSpeed = -1, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// Great-circle distance in metres (haversine, mean Earth radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (a, b) = (coordinate, location.coordinate)
        let dLat = (b.latitude - a.latitude) * .pi / 180, dLon = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * .pi / 180) * cos(b.latitude * .pi / 180) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * asin(min(1, sqrt(h)))
    }

    open override var description: String {
        "<\(String(format: "%+.8f", coordinate.latitude)),\(String(format: "%+.8f", coordinate.longitude))> +/- \(horizontalAccuracy)m"
    }
}

/// Apple: "Constants indicating whether the app is authorized to use location services."
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy }

public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// Apple: "The methods that you use to receive events from an associated location-manager object."
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}

/// Apple: "The object you use to start and stop the delivery of location-related
/// events to your app." Here nothing is delivered: no device, no user to
/// answer a prompt (the status stays `.notDetermined`).
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open private(set) var location: CLLocation?
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() {}
    open class func locationServicesEnabled() -> Bool { true }
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
}

/// Apple (iOS 17): one update of `CLLocationUpdate.liveUpdates()`.
public struct CLLocationUpdate: Sendable, Equatable {
    public var location: CLLocation?
    public var isStationary: Bool
    @available(*, deprecated, renamed: "isStationary")
    public var stationary: Bool { isStationary }
    public var authorizationDenied = false
    public var authorizationDeniedGlobally = false
    public var authorizationRestricted = false
    public var insufficientlyInUse = false
    public var locationUnavailable = true
    public var accuracyLimited = false
    public var serviceSessionRequired = false
    public var authorizationRequestInProgress = false

    /// Apple: the kind of activity the updates are for.
    public struct LiveConfiguration: Sendable {
        public static let `default` = LiveConfiguration(), automotiveNavigation = LiveConfiguration(),
            otherNavigation = LiveConfiguration(), fitness = LiveConfiguration(), airborne = LiveConfiguration()
    }

    /// Apple: "An asynchronous sequence of location updates." Here it ends at once.
    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> CLLocationUpdate? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}

/// Apple (iOS 17): keeps the app's location session alive in the background.
open class CLBackgroundActivitySession: NSObject, @unchecked Sendable {
    public override init() {}
    open func invalidate() {}
}

/// Apple (iOS 18): a session that asks for authorization while it lives.
open class CLServiceSession: NSObject, @unchecked Sendable {
    public enum AuthorizationRequirement: Sendable { case none, whenInUse, always }
    public init(authorization: AuthorizationRequirement) {}
    open func invalidate() {}
}

/// Apple: turns coordinates into placemarks and back. Here nothing is found.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() {}
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    open func cancelGeocode() {}
}

/// Apple: a user-friendly description of a geographic coordinate.
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation? { nil }
    open var name: String? { nil }
    open var locality: String? { nil }
    open var administrativeArea: String? { nil }
    open var country: String? { nil }
    open var isoCountryCode: String? { nil }
    open var postalCode: String? { nil }
    open var thoroughfare: String? { nil }
    open var subThoroughfare: String? { nil }
}
