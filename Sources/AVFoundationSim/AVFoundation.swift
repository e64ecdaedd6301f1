import Foundation
// AVFoundation brings CoreMedia (`CMTime`) with it.
@_exported import CoreMediaSim

// The stand-in for Apple's AVFoundation (`import AVFoundation`, through
// `-module-alias`): players that hold what they would play and whether they
// play, and capture authorization. No sound, no picture, no camera:
// `AVCaptureDevice.default(for:)` finds no device, authorization stays
// `.notDetermined` and a request is answered "not granted" (no user).

/// Apple: "The media types that capture devices and assets support" (`.video`, `.audio`).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide"), audio = AVMediaType("soun"), text = AVMediaType("text")
    public static let subtitle = AVMediaType("sbtl"), metadata = AVMediaType("meta")
}

/// Apple: "Constants that indicate the status of an app's authorization to capture media."
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// Apple: "An object that represents a hardware or virtual capture device." None here.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified = 0, back, front }
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }
    open var localizedName: String { "" }
    open var uniqueID: String { "" }
    open var position: Position { .unspecified }

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) { handler(false) }
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
}


/// Apple: "An object that configures capture behavior and coordinates the
/// flow of data from input devices to capture outputs" (iOS 4, macOS 10.7).
/// There is no camera here: inputs and outputs are kept as added,
/// `startRunning()` sets `isRunning` and no frame ever arrives.
/// https://developer.apple.com/documentation/avfoundation/avcapturesession
open class AVCaptureSession: NSObject, @unchecked Sendable {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh"), medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow"), photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
    }
    private let lock = NSLock()
    private var running = false
    open var sessionPreset: Preset = .high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    public override init() {}
    open var isRunning: Bool { lock.withLock { running } }
    open func startRunning() { lock.withLock { running = true } }
    open func stopRunning() { lock.withLock { running = false } }
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
}

/// A capture session's source of media (iOS 4). Abstract, as Apple's.
open class AVCaptureInput: NSObject, @unchecked Sendable {}

/// An input from a capture device (iOS 4). No device exists here
/// (`AVCaptureDevice.default` is nil), so an app never gets to make one;
/// if it does, it throws, as Apple's does for a device it cannot open.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
        throw NSError(domain: "AVFoundationErrorDomain", code: -11814, userInfo: [NSLocalizedDescriptionKey: "Cannot Record (no capture device in the simulator)"])
    }
}

/// A capture session's destination of media (iOS 4). Abstract, as Apple's.
open class AVCaptureOutput: NSObject, @unchecked Sendable {}

/// Frames for processing (iOS 4); none arrive here.
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    open var alwaysDiscardsLateVideoFrames = true
}

/// Photos (iOS 10); none is taken here.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
}

/// Apple: "An object that models the timing and presentation state of an asset during playback."
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
    open var duration: CMTime { .invalid }
    open private(set) var currentTimeValue: CMTime = .zero
    open func currentTime() -> CMTime { currentTimeValue }
    /// iOS 4: posted when an item plays to its end (never here: no time passes).
    public static let didPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// iOS 4.3: posted when an item fails to play to its end (never here).
    public static let failedToPlayToEndTimeNotification = NSNotification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}

extension NSNotification.Name {
    /// The same notifications under their Foundation names (`.AVPlayerItemDidPlayToEndTime`).
    public static var AVPlayerItemDidPlayToEndTime: NSNotification.Name { AVPlayerItem.didPlayToEndTimeNotification }
    public static var AVPlayerItemFailedToPlayToEndTime: NSNotification.Name { AVPlayerItem.failedToPlayToEndTimeNotification }
}

/// Apple: "An object that provides the interface to control the player's
/// transport behavior." Plays nothing: `play()`/`pause()` set `rate` (1 or 0),
/// `seek(to:)` sets the time, and no time passes.
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate, playing }
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    /// What happens when the item ends (iOS 4): `.pause` by default (no item ends here).
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause = 1, none = 2 }
    private var time = CMTime.zero
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    public override init() {}
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func currentTime() -> CMTime { time }
    open func seek(to time: CMTime) { self.time = time }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item; time = .zero }
}

/// Apple: "An object that plays audio data from a file or buffer." Plays
/// nothing; `play()` reports success and `isPlaying` follows it. Data or a
/// file that cannot be read throws, as Apple's does for undecodable data.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var rate: Float = 1
    open var enableRate = false
    open var duration: TimeInterval { 0 }
    open private(set) var isPlaying = false

    public init(contentsOf url: URL) throws {
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile) }
        self.url = url
        data = nil
    }
    public init(data: Data) throws {
        guard !data.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
        self.data = data
        url = nil
    }
    open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { isPlaying = true; return true }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false; currentTime = 0 }
}

/// Apple (iOS): the app's audio session. Its settings are kept; nothing is routed.
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }
    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open private(set) var isActive = false
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
    }
    open func setActive(_ active: Bool) throws { isActive = active }
    /// iOS 6: "The system-wide output volume set by the user" (0 to 1): half, on the simulated device.
    open var outputVolume: Float { 0.5 }
}
