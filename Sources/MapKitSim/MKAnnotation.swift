import Foundation
import CoreLocationSim

// MapKit's annotation protocol (iOS 3, macOS 10.9): an object with a
// coordinate and an optional title and subtitle, which `MKPlacemark` adopts.
// https://developer.apple.com/documentation/mapkit/mkannotation

public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    /// "The string containing the annotation's title" (optional requirement).
    var title: String? { get }
    /// "The string containing the annotation's subtitle" (optional requirement).
    var subtitle: String? { get }
}

extension MKAnnotation {
    // Apple's are `@objc optional` requirements; a Swift protocol gives them a default.
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// `MKPlacemark` is an annotation: its title is the place's name (its
/// address, where Apple's geocoder filled one; there is none here).
/// https://developer.apple.com/documentation/mapkit/mkplacemark
extension MKPlacemark: MKAnnotation {
    public var title: String? { name }
    public var subtitle: String? { nil }
}
