import Foundation

// The stand-in for Apple's AudioToolbox as SwiftUI apps use it (`import
// AudioToolbox`, through `-module-alias`; round 12): System Sound Services,
// the C functions that play a short system sound or vibrate (iOS 2, macOS
// 10.5). There is no speaker here: a sound played is recorded
// (`SystemSounds.played`) and its completion runs at once.
// https://developer.apple.com/documentation/audiotoolbox/audio-services
// https://developer.apple.com/documentation/audiotoolbox/systemsoundid

/// Apple: "A system sound object, identified with a sound file you want to play."
public typealias SystemSoundID = UInt32

/// The vibration "sound" (iOS): `AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)`.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// What was played, in order (the simulated device is silent).
package enum SystemSounds {
    nonisolated(unsafe) package static var played: [SystemSoundID] = []
    nonisolated(unsafe) package static var created: [SystemSoundID: URL] = [:]
}

/// Plays a system sound (or vibrates, with `kSystemSoundID_Vibrate`): recorded.
/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplaysystemsound(_:)
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.played.append(inSystemSoundID)
}

/// Plays a sound as an alert (with a vibration where the device has one): recorded.
/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplayalertsound(_:)
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSounds.played.append(inSystemSoundID)
}

/// iOS 9, macOS 10.11: plays the sound, then calls `inCompletionBlock` (at once here).
/// https://developer.apple.com/documentation/audiotoolbox/audioservicesplaysystemsoundwithcompletion(_:_:)
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSounds.played.append(inSystemSoundID)
    inCompletionBlock?()
}

/// iOS 9, macOS 10.11. https://developer.apple.com/documentation/audiotoolbox/audioservicesplayalertsoundwithcompletion(_:_:)
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    SystemSounds.played.append(inSystemSoundID)
    inCompletionBlock?()
}

/// Creates a system sound object for a sound file: its ID (from 4096, after
/// the predefined ones); `noErr` (0).
/// https://developer.apple.com/documentation/audiotoolbox/audioservicescreatesystemsoundid(_:_:)
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let id = SystemSoundID(4096 + SystemSounds.created.count)
    SystemSounds.created[id] = inFileURL
    outSystemSoundID.pointee = id
    return 0
}

/// Disposes of a system sound object: `noErr` (0).
/// https://developer.apple.com/documentation/audiotoolbox/audioservicesdisposesystemsoundid(_:)
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSounds.created.removeValue(forKey: inSystemSoundID)
    return 0
}

/// Apple's result code type (`Int32`; CoreServices' `OSStatus`).
public typealias OSStatus = Int32
