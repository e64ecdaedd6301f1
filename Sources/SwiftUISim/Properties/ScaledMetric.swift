// `@ScaledMetric` (iOS 14): a number that scales with the user's Dynamic
// Type size. The simulator's text size is the default (`.large`), at which
// the value is the one given; it reads like `@State` for updates (no
// storage of its own: it changes only with the environment).
// https://developer.apple.com/documentation/swiftui/scaledmetric

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    public init(wrappedValue: Value) { base = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public var wrappedValue: Value { base }
}
