import Foundation
import SwiftUISim
import UniformTypeIdentifiersSim

// The stand-in for Apple's PhotosUI as SwiftUI code uses it (`import
// PhotosUI`, through `-module-alias`; round 10): `PhotosPicker` and
// `PhotosPickerItem` (iOS 16, macOS 13), `PHPickerFilter` (iOS 14), the
// `photosPicker(isPresented:…)` modifier and the iOS 17 picker styles.
// Built after the simulator: the picker is a view.
//
// There is no photo library here, so the library is one photo: a tap on the
// picker's label chooses it (a multi-selection picker adds it once), as a
// user who picks the first photo would. The app then sees what it would on a
// device: the selection binding changes (`onChange(of:)` runs), and
// `loadTransferable(type: Data.self)` returns the photo's bytes (a 1 × 1 PNG),
// `Image.self` an image. A custom `Transferable` type loads nothing (nil):
// the simulator does not run transfer representations.
// https://developer.apple.com/documentation/photosui/photospicker,
// https://developer.apple.com/documentation/photosui/photospickeritem

/// "A type that represents an item you use with a Photos picker."
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    public let itemIdentifier: String?
    public let supportedContentTypes: [UTType]

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        supportedContentTypes = [.png, .image]
    }

    /// The one photo of the simulated library.
    static let libraryPhoto = PhotosPickerItem(itemIdentifier: "simulated-library/photo-1")
    /// Its bytes: a 1 × 1 transparent PNG.
    static let libraryPhotoData = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")!

    /// Data, an `Image` or a `String` path; nil for other types (the
    /// simulator does not run a type's transfer representations).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { Self.load(type) }

    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(Self.load(type)))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    private static func load<T: Transferable>(_ type: T.Type) -> T? {
        if let data = libraryPhotoData as? T { return data }
        if let image = Image("data(\(libraryPhotoData.count) bytes)") as? T { return image }
        return nil
    }

    /// How the picker chooses between a photo's encodings (iOS 16).
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        public static let automatic = EncodingDisambiguationPolicy(), current = EncodingDisambiguationPolicy(),
            compatible = EncodingDisambiguationPolicy()
    }
}

/// What kinds of assets a picker shows (iOS 14, with `images`, `videos`,
/// `livePhotos`, `any(of:)`; `screenshots`, `all(of:)`, `not(_:)` iOS 15;
/// `cinematicVideos`, `depthEffectPhotos` iOS 16; `spatialMedia` iOS 18).
public struct PHPickerFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
    public static let images = PHPickerFilter("images"), videos = PHPickerFilter("videos"), livePhotos = PHPickerFilter("livePhotos"),
        screenshots = PHPickerFilter("screenshots"), screenRecordings = PHPickerFilter("screenRecordings"),
        panoramas = PHPickerFilter("panoramas"), bursts = PHPickerFilter("bursts"), depthEffectPhotos = PHPickerFilter("depthEffectPhotos"),
        slomoVideos = PHPickerFilter("slomoVideos"), timelapseVideos = PHPickerFilter("timelapseVideos"),
        cinematicVideos = PHPickerFilter("cinematicVideos"), spatialMedia = PHPickerFilter("spatialMedia")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter("any(\(filters.map(\.description)))") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter("all(\(filters.map(\.description)))") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter("not(\(filter))") }
}

/// How a multi-selection picker orders and updates its selection (iOS 16; `continuous` iOS 17).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default"), ordered = PhotosPickerSelectionBehavior(name: "ordered"),
        continuous = PhotosPickerSelectionBehavior(name: "continuous"),
        continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// Where the picker is shown (iOS 17): presented on a tap, or inline.
public struct PhotosPickerStyle: Hashable, Sendable {
    let name: String
    public static let presentation = PhotosPickerStyle(name: "presentation"), inline = PhotosPickerStyle(name: "inline"),
        compact = PhotosPickerStyle(name: "compact")
}

/// Parts of the picker's own interface an app can hide (iOS 17).
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let search = PHPickerCapabilities(rawValue: 1), stagingArea = PHPickerCapabilities(rawValue: 2),
        collectionNavigation = PHPickerCapabilities(rawValue: 4), selectionActions = PHPickerCapabilities(rawValue: 8),
        sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 16)
}

/// "A view that displays a Photos picker for choosing assets from the photo
/// library." Its label is a button; a tap chooses the simulated library's
/// one photo (see the top of this file).
public struct PhotosPicker<Label: View>: View {
    let label: Label
    let choose: @MainActor () -> Void

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
        choose = { selection.wrappedValue = .libraryPhoto }
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
        choose = {
            // The library's one photo, once: picking it again keeps it selected.
            guard !selection.wrappedValue.contains(.libraryPhoto), maxSelectionCount.map({ selection.wrappedValue.count < $0 }) ?? true else { return }
            selection.wrappedValue.append(.libraryPhoto)
        }
    }

    public var body: some View {
        Button(action: choose) { label }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents a Photos picker while `isPresented` is true (iOS 16). Nothing
    /// is presented here (no library to show): recorded, the selection kept.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(_RecordedModifier("photosPicker"))
    }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(_RecordedModifier("photosPicker"))
    }
    /// iOS 17: inline or compact pickers. Recorded; the picker stays a button here.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { modifier(_RecordedModifier("photosPickerStyle")) }
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View {
        modifier(_RecordedModifier("photosPickerAccessoryVisibility"))
    }
    public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View {
        modifier(_RecordedModifier("photosPickerDisabledCapabilities"))
    }
}

// MARK: A photo library of the app's choosing (iOS 16)

/// Photos' "object that manages access and changes to the user's photo
/// library" (iOS 8; `import PhotosUI` brings Photos with it). Here there is one
/// library, the simulated one (see the top of this file): `shared()` returns it.
/// https://developer.apple.com/documentation/photos/phphotolibrary
public final class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    override private init() { super.init() }
    /// "Retrieves the shared photo library object."
    public class func shared() -> PHPhotoLibrary { library }
}

// The pickers and modifiers with a `photoLibrary:` (iOS 16): the library is
// the simulated one, so they choose as the pickers without it do.
// https://developer.apple.com/documentation/photosui/photospicker/init(_:selection:matching:preferreditemencoding:photolibrary:)-6bm2n
extension PhotosPicker {
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, label: label)
    }
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding, label: label)
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(titleKey, selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding)
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        self.init(title, selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding)
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(titleKey, selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding)
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        self.init(title, selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding)
    }
}

extension View {
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        modifier(_RecordedModifier("photosPicker"))
    }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        modifier(_RecordedModifier("photosPicker"))
    }
}
