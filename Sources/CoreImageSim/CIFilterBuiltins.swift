// Generated from one table (the built-in filters of CoreImage.CIFilterBuiltins most code uses);
// each is a protocol with typed properties and a factory on CIFilter, as Apple declares them.
import Foundation

public protocol CIQRCodeGenerator: CIFilter {
    var message: Data { get set }
    var correctionLevel: String { get set }
}
public protocol CIAztecCodeGenerator: CIFilter {
    var message: Data { get set }
    var correctionLevel: Float { get set }
}
public protocol CICode128BarcodeGenerator: CIFilter {
    var message: Data { get set }
    var quietSpace: Float { get set }
}
public protocol CIPDF417BarcodeGenerator: CIFilter {
    var message: Data { get set }
}
public protocol CIGaussianBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}
public protocol CIBoxBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}
public protocol CIDiscBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}
public protocol CIMotionBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}
public protocol CIZoomBlur: CIFilter {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var amount: Float { get set }
}
public protocol CIColorControls: CIFilter {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}
public protocol CIColorInvert: CIFilter {
    var inputImage: CIImage? { get set }
}
public protocol CIColorMonochrome: CIFilter {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}
public protocol CIFalseColor: CIFilter {
    var inputImage: CIImage? { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
public protocol CISepiaTone: CIFilter {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}
public protocol CIVignette: CIFilter {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}
public protocol CIExposureAdjust: CIFilter {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}
public protocol CIGammaAdjust: CIFilter {
    var inputImage: CIImage? { get set }
    var power: Float { get set }
}
public protocol CIHueAdjust: CIFilter {
    var inputImage: CIImage? { get set }
    var angle: Float { get set }
}
public protocol CIVibrance: CIFilter {
    var inputImage: CIImage? { get set }
    var amount: Float { get set }
}
public protocol CISharpenLuminance: CIFilter {
    var inputImage: CIImage? { get set }
    var sharpness: Float { get set }
    var radius: Float { get set }
}
public protocol CIUnsharpMask: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}
public protocol CIPixellate: CIFilter {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var center: CGPoint { get set }
}
public protocol CICrystallize: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var center: CGPoint { get set }
}
public protocol CIPointillize: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}
public protocol CIEdges: CIFilter {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}
public protocol CIComicEffect: CIFilter {
    var inputImage: CIImage? { get set }
}
public protocol CIBloom: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}
public protocol CIGloom: CIFilter {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}
public protocol CIPhotoEffect: CIFilter {
    var inputImage: CIImage? { get set }
}
public protocol CILanczosScaleTransform: CIFilter {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}
public protocol CIAffineTransform: CIFilter {
    var inputImage: CIImage? { get set }
    var transform: CGAffineTransform { get set }
}
public protocol CICompositeOperation: CIFilter {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}
public protocol CIConstantColorGenerator: CIFilter {
    var color: CIColor { get set }
}
public protocol CICheckerboardGenerator: CIFilter {
    var center: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
    var width: Float { get set }
    var sharpness: Float { get set }
}
public protocol CIRandomGenerator: CIFilter {
}
public protocol CILinearGradient: CIFilter {
    var point0: CGPoint { get set }
    var point1: CGPoint { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}
final class _CIQRCodeGeneratorFilter: CIFilter, CIQRCodeGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CIQRCodeGenerator") }
    var message: Data { get { get("inputMessage", default: Data()) } set { set("inputMessage", newValue) } }
    var correctionLevel: String { get { get("inputCorrectionLevel", default: "M") } set { set("inputCorrectionLevel", newValue) } }
    override var generatedExtent: CGRect? { CGRect(x: 0, y: 0, width: 23, height: 23) }
}
final class _CIAztecCodeGeneratorFilter: CIFilter, CIAztecCodeGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CIAztecCodeGenerator") }
    var message: Data { get { get("inputMessage", default: Data()) } set { set("inputMessage", newValue) } }
    var correctionLevel: Float { get { get("inputCorrectionLevel", default: 23) } set { set("inputCorrectionLevel", newValue) } }
    override var generatedExtent: CGRect? { CGRect(x: 0, y: 0, width: 15, height: 15) }
}
final class _CICode128BarcodeGeneratorFilter: CIFilter, CICode128BarcodeGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CICode128BarcodeGenerator") }
    var message: Data { get { get("inputMessage", default: Data()) } set { set("inputMessage", newValue) } }
    var quietSpace: Float { get { get("inputQuietSpace", default: 7) } set { set("inputQuietSpace", newValue) } }
    override var generatedExtent: CGRect? { CGRect(x: 0, y: 0, width: 100, height: 32) }
}
final class _CIPDF417BarcodeGeneratorFilter: CIFilter, CIPDF417BarcodeGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CIPDF417BarcodeGenerator") }
    var message: Data { get { get("inputMessage", default: Data()) } set { set("inputMessage", newValue) } }
    override var generatedExtent: CGRect? { CGRect(x: 0, y: 0, width: 100, height: 40) }
}
final class _CIGaussianBlurFilter: CIFilter, CIGaussianBlur, @unchecked Sendable {
    init() { super.init(builtin: "CIGaussianBlur") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 10) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIBoxBlurFilter: CIFilter, CIBoxBlur, @unchecked Sendable {
    init() { super.init(builtin: "CIBoxBlur") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 10) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIDiscBlurFilter: CIFilter, CIDiscBlur, @unchecked Sendable {
    init() { super.init(builtin: "CIDiscBlur") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 8) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIMotionBlurFilter: CIFilter, CIMotionBlur, @unchecked Sendable {
    init() { super.init(builtin: "CIMotionBlur") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 20) } set { set(kCIInputRadiusKey, newValue) } }
    var angle: Float { get { get(kCIInputAngleKey, default: 0) } set { set(kCIInputAngleKey, newValue) } }
}
final class _CIZoomBlurFilter: CIFilter, CIZoomBlur, @unchecked Sendable {
    init() { super.init(builtin: "CIZoomBlur") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var center: CGPoint { get { get(kCIInputCenterKey, default: CGPoint(x: 150, y: 150)) } set { set(kCIInputCenterKey, newValue) } }
    var amount: Float { get { get(kCIInputAmountKey, default: 20) } set { set(kCIInputAmountKey, newValue) } }
}
final class _CIColorControlsFilter: CIFilter, CIColorControls, @unchecked Sendable {
    init() { super.init(builtin: "CIColorControls") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var saturation: Float { get { get(kCIInputSaturationKey, default: 1) } set { set(kCIInputSaturationKey, newValue) } }
    var brightness: Float { get { get(kCIInputBrightnessKey, default: 0) } set { set(kCIInputBrightnessKey, newValue) } }
    var contrast: Float { get { get(kCIInputContrastKey, default: 1) } set { set(kCIInputContrastKey, newValue) } }
}
final class _CIColorInvertFilter: CIFilter, CIColorInvert, @unchecked Sendable {
    init() { super.init(builtin: "CIColorInvert") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIColorMonochromeFilter: CIFilter, CIColorMonochrome, @unchecked Sendable {
    init() { super.init(builtin: "CIColorMonochrome") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var color: CIColor { get { get(kCIInputColorKey, default: CIColor(red: 0.6, green: 0.45, blue: 0.3)) } set { set(kCIInputColorKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 1) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIFalseColorFilter: CIFilter, CIFalseColor, @unchecked Sendable {
    init() { super.init(builtin: "CIFalseColor") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var color0: CIColor { get { get("inputColor0", default: CIColor.black) } set { set("inputColor0", newValue) } }
    var color1: CIColor { get { get("inputColor1", default: CIColor.white) } set { set("inputColor1", newValue) } }
}
final class _CISepiaToneFilter: CIFilter, CISepiaTone, @unchecked Sendable {
    init() { super.init(builtin: "CISepiaTone") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 1) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIVignetteFilter: CIFilter, CIVignette, @unchecked Sendable {
    init() { super.init(builtin: "CIVignette") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 0) } set { set(kCIInputIntensityKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 1) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIExposureAdjustFilter: CIFilter, CIExposureAdjust, @unchecked Sendable {
    init() { super.init(builtin: "CIExposureAdjust") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var ev: Float { get { get("inputEV", default: 0) } set { set("inputEV", newValue) } }
}
final class _CIGammaAdjustFilter: CIFilter, CIGammaAdjust, @unchecked Sendable {
    init() { super.init(builtin: "CIGammaAdjust") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var power: Float { get { get("inputPower", default: 1) } set { set("inputPower", newValue) } }
}
final class _CIHueAdjustFilter: CIFilter, CIHueAdjust, @unchecked Sendable {
    init() { super.init(builtin: "CIHueAdjust") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var angle: Float { get { get(kCIInputAngleKey, default: 0) } set { set(kCIInputAngleKey, newValue) } }
}
final class _CIVibranceFilter: CIFilter, CIVibrance, @unchecked Sendable {
    init() { super.init(builtin: "CIVibrance") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var amount: Float { get { get(kCIInputAmountKey, default: 0) } set { set(kCIInputAmountKey, newValue) } }
}
final class _CISharpenLuminanceFilter: CIFilter, CISharpenLuminance, @unchecked Sendable {
    init() { super.init(builtin: "CISharpenLuminance") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var sharpness: Float { get { get(kCIInputSharpnessKey, default: 0.4) } set { set(kCIInputSharpnessKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 1.69) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIUnsharpMaskFilter: CIFilter, CIUnsharpMask, @unchecked Sendable {
    init() { super.init(builtin: "CIUnsharpMask") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 2.5) } set { set(kCIInputRadiusKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 0.5) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIPixellateFilter: CIFilter, CIPixellate, @unchecked Sendable {
    init() { super.init(builtin: "CIPixellate") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var scale: Float { get { get(kCIInputScaleKey, default: 8) } set { set(kCIInputScaleKey, newValue) } }
    var center: CGPoint { get { get(kCIInputCenterKey, default: CGPoint(x: 150, y: 150)) } set { set(kCIInputCenterKey, newValue) } }
}
final class _CICrystallizeFilter: CIFilter, CICrystallize, @unchecked Sendable {
    init() { super.init(builtin: "CICrystallize") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 20) } set { set(kCIInputRadiusKey, newValue) } }
    var center: CGPoint { get { get(kCIInputCenterKey, default: CGPoint(x: 150, y: 150)) } set { set(kCIInputCenterKey, newValue) } }
}
final class _CIPointillizeFilter: CIFilter, CIPointillize, @unchecked Sendable {
    init() { super.init(builtin: "CIPointillize") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 20) } set { set(kCIInputRadiusKey, newValue) } }
}
final class _CIEdgesFilter: CIFilter, CIEdges, @unchecked Sendable {
    init() { super.init(builtin: "CIEdges") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 1) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIComicEffectFilter: CIFilter, CIComicEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIComicEffect") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIBloomFilter: CIFilter, CIBloom, @unchecked Sendable {
    init() { super.init(builtin: "CIBloom") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 10) } set { set(kCIInputRadiusKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 0.5) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIGloomFilter: CIFilter, CIGloom, @unchecked Sendable {
    init() { super.init(builtin: "CIGloom") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var radius: Float { get { get(kCIInputRadiusKey, default: 10) } set { set(kCIInputRadiusKey, newValue) } }
    var intensity: Float { get { get(kCIInputIntensityKey, default: 0.5) } set { set(kCIInputIntensityKey, newValue) } }
}
final class _CIPhotoEffectNoirFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectNoir") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectMonoFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectMono") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectChromeFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectChrome") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectFadeFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectFade") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectInstantFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectInstant") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectProcessFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectProcess") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectTonalFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectTonal") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CIPhotoEffectTransferFilter: CIFilter, CIPhotoEffect, @unchecked Sendable {
    init() { super.init(builtin: "CIPhotoEffectTransfer") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
}
final class _CILanczosScaleTransformFilter: CIFilter, CILanczosScaleTransform, @unchecked Sendable {
    init() { super.init(builtin: "CILanczosScaleTransform") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var scale: Float { get { get(kCIInputScaleKey, default: 1) } set { set(kCIInputScaleKey, newValue) } }
    var aspectRatio: Float { get { get("inputAspectRatio", default: 1) } set { set("inputAspectRatio", newValue) } }
}
final class _CIAffineTransformFilter: CIFilter, CIAffineTransform, @unchecked Sendable {
    init() { super.init(builtin: "CIAffineTransform") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var transform: CGAffineTransform { get { get("inputTransform", default: CGAffineTransform.identity) } set { set("inputTransform", newValue) } }
}
final class _CISourceOverCompositingFilter: CIFilter, CICompositeOperation, @unchecked Sendable {
    init() { super.init(builtin: "CISourceOverCompositing") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var backgroundImage: CIImage? { get { get(kCIInputBackgroundImageKey, default: nil) } set { set(kCIInputBackgroundImageKey, newValue) } }
}
final class _CIMultiplyCompositingFilter: CIFilter, CICompositeOperation, @unchecked Sendable {
    init() { super.init(builtin: "CIMultiplyCompositing") }
    var inputImage: CIImage? { get { get(kCIInputImageKey, default: nil) } set { set(kCIInputImageKey, newValue) } }
    var backgroundImage: CIImage? { get { get(kCIInputBackgroundImageKey, default: nil) } set { set(kCIInputBackgroundImageKey, newValue) } }
}
final class _CIConstantColorGeneratorFilter: CIFilter, CIConstantColorGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CIConstantColorGenerator") }
    var color: CIColor { get { get(kCIInputColorKey, default: CIColor.black) } set { set(kCIInputColorKey, newValue) } }
    override var generatedExtent: CGRect? { CGRect.infinite }
}
final class _CICheckerboardGeneratorFilter: CIFilter, CICheckerboardGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CICheckerboardGenerator") }
    var center: CGPoint { get { get(kCIInputCenterKey, default: CGPoint(x: 150, y: 150)) } set { set(kCIInputCenterKey, newValue) } }
    var color0: CIColor { get { get("inputColor0", default: CIColor.white) } set { set("inputColor0", newValue) } }
    var color1: CIColor { get { get("inputColor1", default: CIColor.black) } set { set("inputColor1", newValue) } }
    var width: Float { get { get("inputWidth", default: 80) } set { set("inputWidth", newValue) } }
    var sharpness: Float { get { get(kCIInputSharpnessKey, default: 1) } set { set(kCIInputSharpnessKey, newValue) } }
    override var generatedExtent: CGRect? { CGRect.infinite }
}
final class _CIRandomGeneratorFilter: CIFilter, CIRandomGenerator, @unchecked Sendable {
    init() { super.init(builtin: "CIRandomGenerator") }
    override var generatedExtent: CGRect? { CGRect.infinite }
}
final class _CILinearGradientFilter: CIFilter, CILinearGradient, @unchecked Sendable {
    init() { super.init(builtin: "CILinearGradient") }
    var point0: CGPoint { get { get("inputPoint0", default: CGPoint.zero) } set { set("inputPoint0", newValue) } }
    var point1: CGPoint { get { get("inputPoint1", default: CGPoint(x: 200, y: 200)) } set { set("inputPoint1", newValue) } }
    var color0: CIColor { get { get("inputColor0", default: CIColor.white) } set { set("inputColor0", newValue) } }
    var color1: CIColor { get { get("inputColor1", default: CIColor.black) } set { set("inputColor1", newValue) } }
    override var generatedExtent: CGRect? { CGRect.infinite }
}
extension CIFilter {
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { _CIQRCodeGeneratorFilter() }
    public static func aztecCodeGenerator() -> CIFilter & CIAztecCodeGenerator { _CIAztecCodeGeneratorFilter() }
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { _CICode128BarcodeGeneratorFilter() }
    public static func pdf417BarcodeGenerator() -> CIFilter & CIPDF417BarcodeGenerator { _CIPDF417BarcodeGeneratorFilter() }
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { _CIGaussianBlurFilter() }
    public static func boxBlur() -> CIFilter & CIBoxBlur { _CIBoxBlurFilter() }
    public static func discBlur() -> CIFilter & CIDiscBlur { _CIDiscBlurFilter() }
    public static func motionBlur() -> CIFilter & CIMotionBlur { _CIMotionBlurFilter() }
    public static func zoomBlur() -> CIFilter & CIZoomBlur { _CIZoomBlurFilter() }
    public static func colorControls() -> CIFilter & CIColorControls { _CIColorControlsFilter() }
    public static func colorInvert() -> CIFilter & CIColorInvert { _CIColorInvertFilter() }
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { _CIColorMonochromeFilter() }
    public static func falseColor() -> CIFilter & CIFalseColor { _CIFalseColorFilter() }
    public static func sepiaTone() -> CIFilter & CISepiaTone { _CISepiaToneFilter() }
    public static func vignette() -> CIFilter & CIVignette { _CIVignetteFilter() }
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { _CIExposureAdjustFilter() }
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { _CIGammaAdjustFilter() }
    public static func hueAdjust() -> CIFilter & CIHueAdjust { _CIHueAdjustFilter() }
    public static func vibrance() -> CIFilter & CIVibrance { _CIVibranceFilter() }
    public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { _CISharpenLuminanceFilter() }
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { _CIUnsharpMaskFilter() }
    public static func pixellate() -> CIFilter & CIPixellate { _CIPixellateFilter() }
    public static func crystallize() -> CIFilter & CICrystallize { _CICrystallizeFilter() }
    public static func pointillize() -> CIFilter & CIPointillize { _CIPointillizeFilter() }
    public static func edges() -> CIFilter & CIEdges { _CIEdgesFilter() }
    public static func comicEffect() -> CIFilter & CIComicEffect { _CIComicEffectFilter() }
    public static func bloom() -> CIFilter & CIBloom { _CIBloomFilter() }
    public static func gloom() -> CIFilter & CIGloom { _CIGloomFilter() }
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { _CIPhotoEffectNoirFilter() }
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { _CIPhotoEffectMonoFilter() }
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { _CIPhotoEffectChromeFilter() }
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { _CIPhotoEffectFadeFilter() }
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { _CIPhotoEffectInstantFilter() }
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { _CIPhotoEffectProcessFilter() }
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { _CIPhotoEffectTonalFilter() }
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { _CIPhotoEffectTransferFilter() }
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { _CILanczosScaleTransformFilter() }
    public static func affineTransform() -> CIFilter & CIAffineTransform { _CIAffineTransformFilter() }
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { _CISourceOverCompositingFilter() }
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation { _CIMultiplyCompositingFilter() }
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { _CIConstantColorGeneratorFilter() }
    public static func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator { _CICheckerboardGeneratorFilter() }
    public static func randomGenerator() -> CIFilter & CIRandomGenerator { _CIRandomGeneratorFilter() }
    public static func linearGradient() -> CIFilter & CILinearGradient { _CILinearGradientFilter() }
}
