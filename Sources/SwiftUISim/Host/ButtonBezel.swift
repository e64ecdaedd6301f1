// Twenty-first review: a bordered button's bezel, painted where a label's
// colour is judged (`Legibility`). Before, a button whose style draws a bezel
// (`.bordered`, `.borderedProminent`) was taken as seen whatever colour its
// bezel and label were, so `.buttonStyle(.bordered).tint(.white)` (a white
// bezel and a white label on a white row) was tapped.
//
// Apple, BorderedButtonStyle (iOS 15): "A button style that applies standard
// border artwork based on the button's context"; tint(_:) (iOS 15): the tint
// colours a bordered button (its example tints `.bordered` buttons). On iOS
// a `.bordered` button draws its label in the tint on a translucent fill of
// the tint; a `.borderedProminent` one draws a solid fill of the tint with a
// white label (Human Interface Guidelines, "Buttons": "bordered … a
// tinted/gray background", "filled"). The simulator paints that fill behind
// the label at the opacity below, so the label is judged against the bezel
// over the row, as any text against the paint behind it.

/// The bezel a bordered button draws behind its label.
enum BezelKind: Sendable, Equatable {
    case bordered, prominent

    /// A prominent button's label when no foreground style is set.
    static let prominentLabel = Color.white

    /// The bezel's colour and opacity for a tint (nil: none set, the accent
    /// colour): a light wash of the tint for `.bordered`, the tint itself for
    /// `.borderedProminent`.
    func paint(tint: Color?) -> (colour: Color?, alpha: Double) {
        let colour = tint ?? .accentColor
        switch self {
        case .bordered: return (colour, 0.15)
        case .prominent: return (colour, 1)
        }
    }
}

private struct BezelKindKey: EnvironmentKey {
    static var defaultValue: BezelKind? { nil }
}

extension EnvironmentValues {
    /// The bezel of the bordered style set nearest above (nil: none).
    var bezelKind: BezelKind? {
        get { buttonStyleHasBezel ? self[BezelKindKey.self] : nil }
        set { self[BezelKindKey.self] = newValue }
    }
}
