// Form styles (iOS 16): how a Form lays out its rows. The simulator lists
// rows one per line whatever the style; the style is recorded.
// https://developer.apple.com/documentation/swiftui/view/formstyle(_:)

public struct AutomaticFormStyle: FormStyle, _SystemStyle { public init() {} }
public struct GroupedFormStyle: FormStyle, _SystemStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle, _SystemStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(_RecordedModifier("formStyle(\(S.self))")) }
}
