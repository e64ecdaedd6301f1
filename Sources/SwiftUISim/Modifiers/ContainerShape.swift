// `containerShape(_:)` (iOS 15): the shape `ContainerRelativeShape` inside
// takes. The simulator draws no shapes, so it is recorded.
// https://developer.apple.com/documentation/swiftui/view/containershape(_:)

extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_RecordedModifier("containerShape(\(T.self))"))
    }
}
