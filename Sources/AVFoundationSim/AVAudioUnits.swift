import Foundation

// AVFAudio's effect units as apps hold them (iOS 8, macOS 10.10): an
// `AVAudioUnitReverb` made, given a factory preset and a wet/dry mix, and
// attached to an `AVAudioEngine` the simulator does not have. No audio is
// processed here; the settings are kept and read back.
// https://developer.apple.com/documentation/avfaudio/avaudiounitreverb,
// https://developer.apple.com/documentation/avfaudio/avaudiouniteffect,
// https://developer.apple.com/documentation/avfaudio/avaudionode

/// Apple: "An object you use for audio generation, processing, or an I/O block."
open class AVAudioNode: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// The node's input and output bus counts (one each for an effect).
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }
}

/// Apple: "A subclass of the audio node class that processes audio either in real time or nonreal time."
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {
    /// "The name of the audio unit."
    open var name: String { String(describing: type(of: self)) }
    /// "The name of the manufacturer of the audio unit."
    open var manufacturerName: String { "Apple" }
}

/// Apple: "An object that processes audio in real time."
open class AVAudioUnitEffect: AVAudioUnit, @unchecked Sendable {
    /// "A Boolean value that indicates whether the audio unit bypasses the effect."
    open var bypass = false
}

/// Apple: "An object that implements a reverb effect."
open class AVAudioUnitReverb: AVAudioUnitEffect, @unchecked Sendable {
    /// "The blend of the wet and dry signals" (0 to 100 percent; 100 here until
    /// set, Apple's documented default being unstated).
    open var wetDryMix: Float = 100
    /// The factory preset last loaded (internal: what the simulator keeps).
    private(set) var preset: AVAudioUnitReverbPreset?
    /// "Configures the audio unit as a reverb preset."
    open func loadFactoryPreset(_ preset: AVAudioUnitReverbPreset) { self.preset = preset }
}

/// Apple: "The values that represent the reverb factory presets."
public enum AVAudioUnitReverbPreset: Int, Sendable {
    case smallRoom = 0, mediumRoom = 1, largeRoom = 2, mediumHall = 3, largeHall = 4, plate = 5, mediumChamber = 6,
         largeChamber = 7, cathedral = 8, largeRoom2 = 9, mediumHall2 = 10, mediumHall3 = 11, largeHall2 = 12
}
