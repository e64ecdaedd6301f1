import Foundation

// iOS 26 / macOS 26: how a symbol image fills its layers (flat or with a
// gradient) and how it draws its variable value (by colour or by drawing
// the layers' length; round 11). Symbols are drawn as their names here, so
// both modes are recorded and change nothing on screen.
// https://developer.apple.com/documentation/swiftui/symbolcolorrenderingmode,
// https://developer.apple.com/documentation/swiftui/symbolvariablevaluemode

/// Apple: "A method of filling a layer in a symbol image."
public struct SymbolColorRenderingMode: Equatable, Sendable {
    let name: String
    /// "The symbol image layer should be filled with a solid color."
    public static let flat = SymbolColorRenderingMode(name: "flat")
    /// "The symbol image layer should be filled with an axial gradient."
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// Apple: "A method of rendering the variable value of a symbol image."
public struct SymbolVariableValueMode: Equatable, Sendable {
    let name: String
    /// Each variable layer's opacity on or off by its threshold.
    public static let color = SymbolVariableValueMode(name: "color")
    /// Each variable layer drawn to a length by the value.
    public static let draw = SymbolVariableValueMode(name: "draw")
}

extension View {
    /// iOS 26: "Sets the color rendering mode for symbol images" (nil: the default).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        modifier(_RecordedModifier("symbolColorRenderingMode(\(mode?.name ?? "nil"))"))
    }
    /// iOS 26: "Sets the variable value mode for symbol images within this view."
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        modifier(_RecordedModifier("symbolVariableValueMode(\(mode?.name ?? "nil"))"))
    }
}

extension Image {
    /// iOS 26: the image's colour rendering mode.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }
    /// iOS 26: the image's variable value mode.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }
}
