import AuthenticationServicesSim
import AVFoundationSim
import ChartsSim
import Foundation
import MapKitSim
import PhotosUISim
import SystemSim
import Testing
@testable import SwiftUISim

// Round 13's additions (docs/simulator.md, "Round 13"), each as Apple
// declares it: iOS 18's text selection in a field and an editor, iOS 14's
// progress view over Foundation's `Progress`, iOS 13's binding whose setter
// is given the transaction, PhotosUI's pickers with a photo library, UIKit's
// controls (`UIControl`, `UIDatePicker`'s appearance) and AuthenticationServices'
// `ASAuthorizationAppleIDButton`, macOS 14's map zoom stepper and pitch
// slider, AppKit's `NSEdgeInsets` as Foundation's and `NSView.safeAreaInsets`,
// Charts' dates binned to a unit, AVFAudio's reverb unit and System's `FilePath`.

private struct RenameView: View {
    @State var name = "Untitled"
    @State var selection: TextSelection?
    var body: some View {
        Form {
            TextField("Name", text: $name, selection: $selection)
            Text(selection.map { $0.isInsertion ? "caret" : "range" } ?? "none")
            if case .selection(let range)? = selection?.indices { Text("selected: \(name[range])") }
            Button("Select all") { selection = TextSelection(range: name.startIndex..<name.endIndex) }
        }
    }
}

private struct NotesView: View {
    @State var text = ""
    @State var selection: TextSelection?
    var body: some View {
        VStack {
            TextEditor(text: $text, selection: $selection)
            Text(selection?.isInsertion == true ? "caret at end: \(text.count)" : "no caret")
        }
    }
}

private struct DownloadRow: View {
    let progress: Progress
    var body: some View { ProgressView(progress).progressViewStyle(.linear) }
}

private struct AnimatedToggle: View {
    @State var isOn = false
    @State var animated: [Bool] = []
    var body: some View {
        Toggle("Wi-Fi", isOn: Binding(get: { isOn }, set: { value, transaction in
            animated.append(transaction.animation != nil)
            isOn = value
        }))
        Text("writes: \(animated.map { $0 ? "animated" : "plain" }.joined(separator: ","))")
    }
}

private struct LibraryPicker: View {
    @State var item: PhotosPickerItem?
    var body: some View {
        PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) { Text("Import") }
        Text(item == nil ? "no photo" : "photo chosen")
    }
}

private struct AppleIDButton: UIViewRepresentable {
    let type: ASAuthorizationAppleIDButton.ButtonType
    func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
        let button = ASAuthorizationAppleIDButton(type: type, style: .black)
        button.cornerRadius = 12
        return button
    }
    func updateUIView(_ uiView: ASAuthorizationAppleIDButton, context: Context) {}
}

private struct MacMap: View {
    var body: some View {
        Map()
            .mapControls {
                MapCompass()
                MapZoomStepper()
                MapPitchSlider()
            }
    }
}

private struct Visit: Identifiable {
    let id: Int
    let day: Date
    let count: Int
}

private struct MonthlyChart: View {
    let visits: [Visit]
    var body: some View {
        Chart(visits) { visit in
            LineMark(x: .value("Month", visit.day, unit: .month), y: .value("Visits", visit.count))
                .foregroundStyle(by: .value("Kind", "visits"))
        }
    }
}

private final class NoInsetHostingView<V: View>: NSHostingView<V> {
    override var safeAreaInsets: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

@MainActor @Suite(.serialized) struct Round13FamiliesTests {
    /// https://developer.apple.com/documentation/swiftui/textselection (iOS 18),
    /// …/textfield/init(_:text:selection:prompt:axis:): the app selects the name; typing replaces
    /// it and leaves an insertion point at the end.
    @Test func aTextFieldSelectionIsSetByTheAppAndByTyping() {
        let host = ViewHost(RenameView())
        #expect(host.texts.contains("none"), "\(host.texts)")
        host.tap("Select all")
        #expect(host.texts.contains("range") && host.texts.contains("selected: Untitled"), "\(host.texts)")
        host.type("Groceries", into: "Name")
        #expect(host.texts.contains("caret"), "\(host.texts)")
        let text = "abc"
        let point = TextSelection(insertionPoint: text.endIndex)
        #expect(point.isInsertion && point == TextSelection(range: text.endIndex..<text.endIndex))
        #expect(!TextSelection(ranges: RangeSet(text.startIndex..<text.endIndex)).isInsertion)
    }

    /// …/texteditor/init(text:selection:) (iOS 18).
    @Test func aTextEditorSelectionFollowsTyping() {
        let host = ViewHost(NotesView())
        #expect(host.texts.contains("no caret"), "\(host.texts)")
        host.type("Hello", into: "")
        #expect(host.texts.contains("caret at end: 5"), "\(host.texts)")
    }

    /// …/progressview/init(_:)-l5vj (iOS 14): the fraction completed of a `Progress`; indeterminate
    /// while it has no total.
    @Test func aProgressViewShowsAProgressFractionCompleted() {
        let progress = Progress(totalUnitCount: 10)
        progress.completedUnitCount = 3
        let host = ViewHost(DownloadRow(progress: progress))
        #expect(host.progressShown == [0.3], "\(host.progressShown)")
        let unknown = ViewHost(DownloadRow(progress: Progress(totalUnitCount: 0)))
        #expect(unknown.progressShown.isEmpty, "\(unknown.progressShown)")
    }

    /// …/binding/init(get:set:)-6g3d5 (iOS 13): the setter is given the transaction of the write.
    @Test func aBindingSetterIsGivenTheTransaction() {
        let host = ViewHost(AnimatedToggle())
        host.toggle("Wi-Fi")
        #expect(host.texts.contains("writes: plain"), "\(host.texts)")
        var writes: [Transaction] = []
        let binding = Binding<Int>(get: { 0 }, set: { _, transaction in writes.append(transaction) })
        withAnimation(.easeIn) { binding.wrappedValue = 1 }
        binding.wrappedValue = 2
        #expect(writes.map { $0.animation != nil } == [true, false])
    }

    /// …/photosui/photospicker/init(selection:matching:preferreditemencoding:photolibrary:label:) (iOS 16):
    /// the shared library is the simulated one; a tap chooses its photo.
    @Test func aPhotosPickerWithALibraryChooses() {
        let host = ViewHost(LibraryPicker())
        host.tap("Import")
        #expect(host.texts.contains("photo chosen"), "\(host.texts)")
        #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    }

    /// …/authenticationservices/asauthorizationappleidbutton (iOS 13), …/uikit/uicontrol (iOS 2),
    /// …/uikit/uidatepicker: a control's actions run on `sendActions(for:)`; the date picker's
    /// appearance proxy keeps its minute interval.
    @Test func uiKitControlsAndTheAppleIDButton() {
        let button = ASAuthorizationAppleIDButton(type: .signUp, style: .whiteOutline)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(taps == 1 && ASAuthorizationAppleIDButton.ButtonType.default == .signIn)
        _ = ViewHost(AppleIDButton(type: .continue)).dump()
        UIDatePicker.appearance().minuteInterval = 5
        #expect(UIDatePicker.appearance().minuteInterval == 5)
        UIDatePicker.appearance().minuteInterval = 7   // not a divisor of 60: UIKit uses 1
        #expect(UIDatePicker.appearance().minuteInterval == 1)
        #expect(UIDatePicker().datePickerStyle == .compact)
    }

    /// …/mapkit/mapzoomstepper, …/mapkit/mappitchslider (macOS 14): map controls.
    @Test func macMapControlsCompile() {
        _ = ViewHost(MacMap()).dump()
    }

    /// Foundation's `NSEdgeInsets` (macOS 10.10) is the one AppKit code sees.
    @Test func nsEdgeInsetsIsFoundations() {
        let insets: Foundation.NSEdgeInsets = NSScreen.main!.safeAreaInsets
        #expect(insets.top == 0 && NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right == 4)
    }

    /// …/avfaudio/avaudiounitreverb (iOS 8): settings kept.
    @Test func aReverbUnitKeepsItsSettings() {
        let reverb = AVAudioUnitReverb()
        reverb.loadFactoryPreset(.mediumHall)
        reverb.wetDryMix = 30
        #expect(reverb.wetDryMix == 30 && !reverb.bypass && reverb.numberOfInputs == 1)
    }

    /// …/charts/plottablevalue/value(_:_:unit:calendar:)-2r0fo (iOS 16): a date is plotted at the
    /// start of its unit (the file compiles: without it the type checker gave up with no diagnostic).
    @Test func aDateValueIsBinnedToItsUnit() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let mid = calendar.date(from: DateComponents(year: 2026, month: 3, day: 17, hour: 9))!
        let start = calendar.date(from: DateComponents(year: 2026, month: 3, day: 1))!
        #expect(PlottableValue.value("Month", mid, unit: .month, calendar: calendar).value == start)
        _ = ViewHost(MonthlyChart(visits: [Visit(id: 1, day: mid, count: 3)])).dump()
    }

    /// …/appkit/nsview/safeareainsets (macOS 11): a hosting view subclass can override it.
    @Test func anNSViewSafeAreaCanBeOverridden() {
        let view = NoInsetHostingView(rootView: Text("Menu"))
        #expect(view.safeAreaInsets.top == 0 && NSView().safeAreaInsets.bottom == 0)
    }

    /// …/system/filepath (iOS 14; components iOS 15): paths are normalised and split as Apple's.
    @Test func aFilePathSplitsIntoComponents() {
        var path: FilePath = "/tmp//notes/today.tar.gz/"
        #expect(path.string == "/tmp/notes/today.tar.gz" && path.isAbsolute)
        #expect(path.lastComponent?.string == "today.tar.gz" && path.extension == "gz" && path.stem == "today.tar")
        #expect(path.components.map(\.string) == ["tmp", "notes", "today.tar.gz"])
        path.extension = "txt"
        #expect(path.string == "/tmp/notes/today.tar.txt")
        #expect(path.removingLastComponent() == "/tmp/notes" && FilePath("/").removingLastComponent() == "/")
        #expect(FilePath("docs").appending("a.md").string == "docs/a.md" && !FilePath("docs").isAbsolute)
        let hidden = ".hidden", twoNames = "a/b"
        #expect(FilePath.Component(hidden)?.extension == nil && FilePath.Component(twoNames) == nil)
        #expect(path.starts(with: "/tmp") && !path.starts(with: "tmp"))
    }

    /// …/objectivec/nsobject/keyvalueobservingpublisher (iOS 13), …/avfaudio/avaudiosession/outputvolume,
    /// …/swiftui/sensoryfeedback/impact (iOS 17): fidgetsynth's body compiles; the publisher sends the
    /// value once (no key-value observing on Linux).
    @Test func aKeyValueObservingPublisherSendsTheValueOnce() {
        let host = ViewHost(VolumeDots())
        #expect(host.texts == ["dot 7.0"], "\(host.texts)")
        var values: [Float] = []
        let cancellable = AVAudioSession.sharedInstance().publisher(for: \.outputVolume, options: [.new]).sink { values.append($0) }
        #expect(values.isEmpty)
        cancellable.cancel()
    }
}

private struct VolumeDots: View {
    @State private var size: CGFloat = 1
    @State private var touch = CGPoint.zero
    var body: some View {
        Text("dot \(size)")
            .sensoryFeedback(.impact, trigger: touch)
            .onReceive(AVAudioSession.sharedInstance().publisher(for: \.outputVolume)) { volume in
                size = CGFloat(1 + volume * 12)
            }
    }
}
