import Foundation
@_exported import CoreGraphicsSim
@_exported import CoreMediaSim

// A stand-in for ScreenCaptureKit (macOS 12.3 on), as screen recorders and
// window pickers use it. What can be shared is the simulated machine: one
// display, the simulated 1440 × 900-point screen, no other app's windows or
// applications. A stream starts and stops but never delivers a frame, and
// its delegate is never called (there is nothing to capture).
// https://developer.apple.com/documentation/screencapturekit

public final class SCDisplay: NSObject, @unchecked Sendable {
    public let displayID: CGDirectDisplayID
    public let width: Int, height: Int
    public let frame: CGRect
    init(displayID: CGDirectDisplayID, width: Int, height: Int) {
        (self.displayID, self.width, self.height) = (displayID, width, height)
        frame = CGRect(x: 0, y: 0, width: width, height: height)
    }
}
public typealias CGDirectDisplayID = UInt32

public final class SCRunningApplication: NSObject, @unchecked Sendable {
    public let bundleIdentifier: String
    public let applicationName: String
    public let processID: pid_t
    init(bundleIdentifier: String, applicationName: String, processID: pid_t) {
        (self.bundleIdentifier, self.applicationName, self.processID) = (bundleIdentifier, applicationName, processID)
    }
}

public final class SCWindow: NSObject, @unchecked Sendable {
    public let windowID: CGWindowID
    public let frame: CGRect
    public let title: String?
    public let windowLayer: Int
    public let owningApplication: SCRunningApplication?
    public let isOnScreen: Bool
    public let isActive: Bool
    init(windowID: CGWindowID, frame: CGRect, title: String?, owningApplication: SCRunningApplication?) {
        (self.windowID, self.frame, self.title, self.owningApplication) = (windowID, frame, title, owningApplication)
        (windowLayer, isOnScreen, isActive) = (0, true, false)
    }
}

/// What may be captured: the simulated display, no windows, no applications.
public final class SCShareableContent: NSObject, @unchecked Sendable {
    public let displays: [SCDisplay]
    public let windows: [SCWindow]
    public let applications: [SCRunningApplication]
    init(displays: [SCDisplay], windows: [SCWindow], applications: [SCRunningApplication]) {
        (self.displays, self.windows, self.applications) = (displays, windows, applications)
    }
    static let simulated = SCShareableContent(displays: [SCDisplay(displayID: 1, width: 1440, height: 900)], windows: [], applications: [])

    public static var current: SCShareableContent { get async throws { simulated } }
    public class func excludingDesktopWindows(_ excludeDesktopWindows: Bool, onScreenWindowsOnly: Bool) async throws -> SCShareableContent { simulated }
    public class func excludingDesktopWindows(_ excludeDesktopWindows: Bool, onScreenWindowsOnly: Bool,
                                              completionHandler: @escaping @Sendable (SCShareableContent?, Error?) -> Void) {
        completionHandler(simulated, nil)
    }
    public class func getExcludingDesktopWindows(_ excludeDesktopWindows: Bool, onScreenWindowsOnly: Bool,
                                                 completionHandler: @escaping @Sendable (SCShareableContent?, Error?) -> Void) {
        completionHandler(simulated, nil)
    }
    public class func getWithCompletionHandler(_ completionHandler: @escaping @Sendable (SCShareableContent?, Error?) -> Void) {
        completionHandler(simulated, nil)
    }
}

public final class SCContentFilter: NSObject, @unchecked Sendable {
    public let contentRect: CGRect
    public var pointPixelScale: Float { 2 }
    public init(desktopIndependentWindow window: SCWindow) { contentRect = window.frame }
    public init(display: SCDisplay, excludingWindows excluded: [SCWindow]) { contentRect = display.frame }
    public init(display: SCDisplay, includingWindows included: [SCWindow]) { contentRect = display.frame }
    public init(display: SCDisplay, including applications: [SCRunningApplication], exceptingWindows: [SCWindow]) { contentRect = display.frame }
    public init(display: SCDisplay, excludingApplications applications: [SCRunningApplication], exceptingWindows: [SCWindow]) { contentRect = display.frame }
}

public final class SCStreamConfiguration: NSObject, @unchecked Sendable {
    public var width = 1920, height = 1080
    public var minimumFrameInterval = CMTime(value: 1, timescale: 60)
    public var queueDepth = 8
    public var showsCursor = true
    public var capturesAudio = false
    public var excludesCurrentProcessAudio = false
    public var sampleRate = 48000, channelCount = 2
    public var scalesToFit = false
    public var pixelFormat: UInt32 = 0
    public var sourceRect: CGRect = .null, destinationRect: CGRect = .null
    public var backgroundColor: CGColor?
    public var captureResolution: SCCaptureResolutionType = .automatic
    public var showMouseClicks = false
    public var capturesShadowsOnly = false, ignoreShadowsSingleWindow = false, shouldBeOpaque = false
    public var captureMicrophone = false
    public override init() {}
}
public enum SCCaptureResolutionType: Int, Sendable { case automatic, best, nominal }

public enum SCStreamOutputType: Int, Sendable { case screen, audio, microphone }


public protocol SCStreamOutput: AnyObject {
    func stream(_ stream: SCStream, didOutputSampleBuffer sampleBuffer: CMSampleBuffer, of type: SCStreamOutputType)
}
extension SCStreamOutput {
    public func stream(_ stream: SCStream, didOutputSampleBuffer sampleBuffer: CMSampleBuffer, of type: SCStreamOutputType) {}
}
public protocol SCStreamDelegate: AnyObject {
    func stream(_ stream: SCStream, didStopWithError error: Error)
}
extension SCStreamDelegate {
    public func stream(_ stream: SCStream, didStopWithError error: Error) {}
}

public final class SCStream: NSObject, @unchecked Sendable {
    public let filter: SCContentFilter
    public let configuration: SCStreamConfiguration
    public private(set) var isRunning = false
    public init(filter: SCContentFilter, configuration: SCStreamConfiguration, delegate: (any SCStreamDelegate)?) {
        (self.filter, self.configuration) = (filter, configuration)
    }
    public func addStreamOutput(_ output: any SCStreamOutput, type: SCStreamOutputType, sampleHandlerQueue: DispatchQueue?) throws {}
    public func removeStreamOutput(_ output: any SCStreamOutput, type: SCStreamOutputType) throws {}
    public func startCapture() async throws { isRunning = true }
    public func stopCapture() async throws { isRunning = false }
    public func startCapture(completionHandler: (@Sendable (Error?) -> Void)? = nil) { isRunning = true; completionHandler?(nil) }
    public func stopCapture(completionHandler: (@Sendable (Error?) -> Void)? = nil) { isRunning = false; completionHandler?(nil) }
    public func updateConfiguration(_ streamConfig: SCStreamConfiguration) async throws {}
    public func updateContentFilter(_ contentFilter: SCContentFilter) async throws {}
}

/// A one-shot screenshot (macOS 14): an image of the content's size.
public final class SCScreenshotManager: NSObject, @unchecked Sendable {
    public class func captureImage(contentFilter: SCContentFilter, configuration: SCStreamConfiguration) async throws -> CGImage {
        CGImage(width: configuration.width, height: configuration.height)
    }
}
