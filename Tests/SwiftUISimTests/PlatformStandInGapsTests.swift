import Foundation
import MapKitSim
import Testing
@testable import AppKitSim
@testable import SwiftUISim
@testable import UIKitSim

// Round 15 (corpus-r14): stand-in API a view file reached for, each as Apple
// documents it: UIKit's `UITextView` (iOS 2) and custom-presentation
// `transitioningDelegate` (iOS 7); AppKit's `NSRunningApplication` and
// `NSWorkspace.frontmostApplication` (macOS 10.6/10.7); MapKit's
// `MKAnnotation` on `MKPlacemark` (iOS 3); Foundation's
// `ProcessInfo.isMacCatalystApp` / `isiOSAppOnMac` (iOS 13/14).

@MainActor private final class NotesDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

@MainActor private final class SlideIn: NSObject, UIViewControllerTransitioningDelegate {}

@MainActor @Suite struct PlatformStandInGapsTests {
    /// https://developer.apple.com/documentation/uikit/uitextview
    @Test func aTextViewKeepsItsTextAndSettings() {
        let view = UITextView()
        let delegate = NotesDelegate()
        view.delegate = delegate
        view.text = "Hello"
        view.font = .preferredFont(forTextStyle: .body)
        view.textColor = .label
        view.isEditable = false
        view.isScrollEnabled = false
        #expect(view.attributedText.string == "Hello")
        view.attributedText = NSAttributedString(string: "Styled")
        #expect(view.text == "Styled")
        #expect(view.delegate === delegate && !view.isEditable && !view.isScrollEnabled)
        #expect(view.delegate?.textViewShouldBeginEditing(view) == true)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    @Test func aViewControllerHoldsItsTransitioningDelegateWeakly() {
        let controller = UIViewController()
        var delegate: SlideIn? = SlideIn()
        controller.transitioningDelegate = delegate
        controller.modalPresentationStyle = .custom
        #expect(controller.transitioningDelegate === delegate)
        #expect(delegate?.animationController(forDismissed: controller) == nil)
        delegate = nil
        #expect(controller.transitioningDelegate == nil)
    }

    /// https://developer.apple.com/documentation/appkit/nsworkspace/frontmostapplication
    @Test func theFrontmostApplicationIsThisProcess() {
        let app = NSWorkspace.shared.frontmostApplication
        #expect(app?.processIdentifier == ProcessInfo.processInfo.processIdentifier)
        #expect(app?.localizedName == ProcessInfo.processInfo.processName)
        #expect(app?.icon != nil)
        _ = app?.bundleIdentifier
    }

    /// https://developer.apple.com/documentation/mapkit/mkannotation
    @Test func aPlacemarkIsAnAnnotation() {
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35))
        let annotation: any MKAnnotation = placemark
        #expect(annotation.coordinate.latitude == 48.85)
        #expect(placemark.title == placemark.name && placemark.subtitle == nil)
    }

    /// https://developer.apple.com/documentation/foundation/processinfo/ismaccatalystapp
    @Test func thisProcessIsNeitherCatalystNorAnIOSAppOnAMac() {
        #expect(!ProcessInfo.processInfo.isMacCatalystApp)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    }
}

// Round 15: `NSSortDescriptor(keyPath:ascending:)` over an optional attribute
// (Apple's takes any key path; Linux's Foundation wanted `Comparable`).
// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:)
private final class Order: NSObject {
    let name: String?
    init(_ name: String?) { self.name = name }
}

@Suite struct OptionalKeyPathSortDescriptorTests {
    @Test func anOptionalAttributeSortsWithAbsentValuesFirst() {
        let byName = NSSortDescriptor(keyPath: \Order.name, ascending: true)
        let orders: NSArray = [Order("b"), Order(nil), Order("a")]
        let sorted = orders.sortedArray(using: [byName]).compactMap { ($0 as? Order)?.name ?? "none" }
        #expect(sorted == ["none", "a", "b"])
    }
}
