import AVKitSim
import ChartsSim
import Foundation
import LocalAuthenticationSim
import MapKitSim
import ServiceManagementSim
import Testing
import UserNotificationsSim
@testable import SwiftUISim

// Round 9's stand-ins (docs/simulator.md, "Round 9"), each as Apple declares
// it (the pages cited per test): Charts, MapKit for SwiftUI and AVKit's
// player (views, built on the simulator), and UserNotifications,
// LocalAuthentication and ServiceManagement (a device with no user).

private struct Sale: Identifiable {
    let id: String
    let amount: Int
}
private struct SalesChart: View {
    @State private var sales = [Sale(id: "food", amount: 300), Sale(id: "rent", amount: 1000)]
    var body: some View {
        Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Category", sale.id), y: .value("Amount", sale.amount))
                    .foregroundStyle(.purple)
                    .cornerRadius(4)
            }
            RuleMark(y: .value("Goal", 500))
        }
        .chartXAxis { AxisMarks(values: .automatic) { _ in AxisGridLine(); AxisValueLabel() } }
        .chartYScale(domain: 0...1200)
        .chartLegend(.hidden)
        Button("Add") { sales.append(Sale(id: "fun", amount: 50)) }
    }
}
private struct Pie: View {
    let values = [("A", 1.5), ("B", 2.5)]
    var body: some View {
        Chart(values, id: \.0) { value in
            SectorMark(angle: .value("Share", value.1), innerRadius: .ratio(0.5), angularInset: 1)
                .foregroundStyle(by: .value("Name", value.0))
        }
    }
}

private struct Place: Identifiable {
    let id: String
    let coordinate: CLLocationCoordinate2D
}
private struct Pinned: View {
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), latitudinalMeters: 1000, longitudinalMeters: 1000))
    @State private var liked = false
    let places = [Place(id: "Park", coordinate: .init(latitude: 37.33, longitude: -122.01))]
    var body: some View {
        Map(position: $position) {
            ForEach(places) { place in Marker(place.id, systemImage: "leaf", coordinate: place.coordinate) }
            Annotation("Office", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)) {
                Button(liked ? "Liked" : "Like") { liked.toggle() }
            }
        }
        .mapStyle(.standard(elevation: .realistic))
        .mapControls { MapCompass() }
    }
}

@MainActor @Suite(.serialized) struct Round9FamiliesTests {
    /// https://developer.apple.com/documentation/charts/barmark/init(x:y:width:height:stacking:),
    /// …/charts/rulemark (iOS 16): a chart lists one row per mark, `ForEach`'s
    /// marks in order, and lists again when its data changes.
    @Test func aChartListsItsMarksAndFollowsItsData() {
        let host = ViewHost(SalesChart())
        #expect(host.texts.contains("BarMark Category: food, Amount: 300"))
        #expect(host.texts.contains("BarMark Category: rent, Amount: 1000"))
        #expect(host.texts.contains("RuleMark Goal: 500"))
        host.tap("Add")
        #expect(host.texts.contains("BarMark Category: fun, Amount: 50"))
        #expect(host.texts.filter { $0.hasPrefix("BarMark") }.count == 3)
    }

    /// https://developer.apple.com/documentation/charts/sectormark (iOS 17),
    /// …/chartcontent/foregroundstyle(by:): the series is listed with the value.
    @Test func aPieChartListsItsSectorsWithTheirSeries() {
        let host = ViewHost(Pie())
        #expect(host.texts.contains("SectorMark Share: 1.5, Name: A"))
        #expect(host.texts.contains("SectorMark Share: 2.5, Name: B"))
    }

    /// https://developer.apple.com/documentation/mapkit/map/init(position:bounds:interactionmodes:scope:content:),
    /// …/mapkit/marker, …/mapkit/annotation (iOS 17): the map lists its markers
    /// and annotations; an annotation's view is live (its button works, its state kept).
    @Test func aMapListsItsMarkersAndAnnotationsLive() {
        let host = ViewHost(Pinned())
        #expect(host.texts.contains("Map"))
        #expect(host.texts.contains("Park"))
        #expect(host.texts.contains("Office"))
        host.tap("Like")
        #expect(host.texts.contains("Liked"))
    }

    /// https://developer.apple.com/documentation/mapkit/mkcoordinateregion/init(center:latitudinalmeters:longitudinalmeters:)
    @Test func aRegionInMetersConvertsToDegrees() {
        let region = MKCoordinateRegion(center: .init(latitude: 0, longitude: 0), latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1) < 0.001)
        #expect(abs(region.span.longitudeDelta - 1) < 0.001)
        #expect(MapCameraPosition.userLocation(fallback: .automatic) == .automatic)
    }

    /// https://developer.apple.com/documentation/avkit/videoplayer (iOS 14): shows the file it
    /// would play and the overlay; nothing plays by itself.
    @Test func aVideoPlayerShowsItsFileAndOverlay() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/videos/city.mp4"))
        let host = ViewHost(VideoPlayer(player: player) { Text("Overlay") })
        #expect(host.texts.contains("city.mp4"))
        #expect(host.texts.contains("Overlay"))
        #expect(ViewHost(VideoPlayer(player: nil)).texts.contains("No video"))
        #expect(player.timeControlStatus == .paused)
    }

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:),
    /// …/add(_:withcompletionhandler:): nobody answers (not granted); requests are kept,
    /// one per identifier, with the content as it was when added.
    @Test func notificationsAreKeptButNeverAuthorized() async throws {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        let content = UNMutableNotificationContent()
        content.title = "Timer"
        content.body = "Done"
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        try await center.add(UNNotificationRequest(identifier: "TIMER", content: content, trigger: trigger))
        content.title = "Changed"
        try await center.add(UNNotificationRequest(identifier: "TIMER", content: content, trigger: trigger))
        let pending = await center.pendingNotificationRequests()
        #expect(pending.count == 1)
        #expect(pending.first?.content.title == "Changed")
        #expect((pending.first?.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 5)
        center.removePendingNotificationRequests(withIdentifiers: ["TIMER"])
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.deliveredNotifications().isEmpty)
    }

    /// https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:),
    /// …/laerror/code/biometrynotavailable: no biometry and no passcode on this device.
    @Test func localAuthenticationIsNeverAvailable() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(context.biometryType == .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("evaluated")
        } catch {
            #expect((error as? LAError)?.code == .passcodeNotSet)
        }
    }

    /// https://developer.apple.com/documentation/servicemanagement/smappservice/register(),
    /// …/unregister() (macOS 13): the main app as a login item.
    @Test func theMainAppRegistersAsALoginItem() throws {
        let service = SMAppService.mainApp
        if service.status == .enabled { try service.unregister() }
        #expect(service.status == .notRegistered)
        try service.register()
        #expect(SMAppService.mainApp.status == .enabled)
        try service.unregister()
        #expect(service.status == .notRegistered)
        #expect(throws: NSError.self) { try service.unregister() }
        #expect(SMAppService.agent(plistName: "helper.plist").status == .notFound)
    }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(accessibilityname:),
    /// …/presentationsizing/sticky(horizontal:vertical:), …/symbols/symboleffectoptions/repeat(_:)-3klm2 (iOS 18).
    @Test func iOS18SmallAdditions() {
        struct Blend: View {
            @State private var shown = false
            var body: some View {
                Text("Mixing \(accessibilityName: Color.red) with \(accessibilityName: Color(red: 0, green: 0.45, blue: 1))")
                Image(systemName: "heart").symbolEffect(.bounce, options: .repeat(.continuous), value: shown)
                Button("Show") { shown = true }
                    .sheet(isPresented: $shown) { Text("Sheet").presentationSizing(.page.sticky()) }
            }
        }
        let host = ViewHost(Blend())
        #expect(host.texts.contains("Mixing red with blue"))
        host.tap("Show")
        #expect(host.texts.contains("Sheet"))
        _ = SymbolEffectOptions.repeat(.periodic(2, delay: 0.5))
    }
}
