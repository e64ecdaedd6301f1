import Foundation
import Testing
@testable import SwiftUISim
import OSSim
import CoreLocationSim
import AVFoundationSim
import ContactsSim
import TranslationSim

// The stand-ins for os, UniformTypeIdentifiers, CoreLocation, AVFoundation,
// Contacts and Translation (Sources/<Name>Sim; lab code imports them by
// Apple's names), each with the Apple page it follows: code that uses them
// compiles, and what they answer is what a device with no user, hardware or
// network answers (docs/simulator.md, "Platform stand-ins").

@Suite struct StandInFrameworksTests {
    @Test func osReExportsLoggerAndLocksLikeAnUnfairLock() {
        // `import os` brings Logger (https://developer.apple.com/documentation/os/logger).
        Logger(subsystem: "course", category: "test").info("nothing is written by default")
        // https://developer.apple.com/documentation/os/osallocatedunfairlock
        let counter = OSAllocatedUnfairLock(initialState: 0)
        let copy = counter
        copy.withLock { $0 += 2 }
        #expect(counter.withLock { $0 } == 2, "copies share one lock and one state")
        // https://developer.apple.com/documentation/os/ossignposter
        let signposter = OSSignposter(subsystem: "course", category: "test")
        let state = signposter.beginInterval("load", id: signposter.makeSignpostID())
        signposter.endInterval("load", state)
        #expect(signposter.withIntervalSignpost("work") { 41 + 1 } == 42)
    }

    @Test func utTypesConformAsApplesDeclarationsSay() {
        // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/conforms(to:)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.json.conforms(to: .text) && UTType.xmlPropertyList.conforms(to: .propertyList))
        // https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/init(filenameextension:conformingto:)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.pdf.preferredMIMEType == "application/pdf")
        let entitlements = UTType(filenameExtension: "entitlements", conformingTo: .data)
        #expect(entitlements?.isDynamic == true && entitlements?.conforms(to: .data) == true && entitlements?.isDeclared == false)
        #expect(UTType("public.plain-text") == .plainText && UTType("no.such.type") == nil)
        let exported = UTType(exportedAs: "com.example.doc", conformingTo: .json)
        #expect(exported.conforms(to: .text) && exported.isSubtype(of: .json) && !exported.isSubtype(of: exported))
    }

    @Test func coreLocationHasValuesButNoFix() async throws {
        // https://developer.apple.com/documentation/corelocation/cllocation/distance(from:)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 1_500, "about 343.5 km great-circle")
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .notDetermined, "no user answers the prompt")
        #expect(manager.location == nil)
        // https://developer.apple.com/documentation/corelocation/cllocationupdate/liveupdates(_:)
        var updates = 0
        for try await _ in CLLocationUpdate.liveUpdates() { updates += 1 }
        #expect(updates == 0, "no fix ever comes; the sequence ends")
    }

    @Test func avFoundationPlaysNothingButKeepsTransportState() async throws {
        // https://developer.apple.com/documentation/avfoundation/avplayer
        let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        player.seek(to: CMTime(seconds: 3, preferredTimescale: 600))
        player.pause()
        #expect(player.rate == 0 && player.currentTime().seconds == 3)
        // https://developer.apple.com/documentation/avfoundation/avcapturedevice/authorizationstatus(for:)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false, "no user grants access")
        #expect(AVCaptureDevice.default(for: .video) == nil, "no camera")
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.caf")) }
        let sound = try AVAudioPlayer(data: Data([1, 2, 3]))
        sound.play()
        #expect(sound.isPlaying)
    }

    @Test func contactsAreValuesAndTheStoreIsEmpty() throws {
        // https://developer.apple.com/documentation/contacts/cnmutablepostaladdress
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        let frozen = try #require(address.copy() as? CNPostalAddress)
        address.city = "Palo Alto"
        #expect(frozen.city == "Cupertino" && !(frozen is CNMutablePostalAddress), "a copy is immutable and apart")
        #expect(CNPostalAddressFormatter.string(from: frozen, style: .mailingAddress) == "1 Infinite Loop\nCupertino CA 95014")
        let contact = CNMutableContact()
        contact.givenName = "Ada"
        contact.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: frozen)]
        #expect(contact.postalAddresses.first?.value.street == "1 Infinite Loop")
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
    }

    @Test func translationFindsNoLanguageModel() async {
        // https://developer.apple.com/documentation/translation/translationsession/configuration
        var configuration = TranslationSession.Configuration(source: Locale.Language(identifier: "de"), target: Locale.Language(identifier: "en"))
        let first = configuration
        configuration.invalidate()
        #expect(configuration != first, "invalidating asks for a new session")
        let session = TranslationSession(installedSource: Locale.Language(identifier: "de"))
        await #expect(throws: TranslationError.unsupportedLanguagePairing) { try await session.translate("Hallo") }
    }
}
