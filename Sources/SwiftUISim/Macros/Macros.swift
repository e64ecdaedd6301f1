// SwiftUI's macros, implemented by the SwiftUISimMacros compiler plugin
// (docs/simulator.md, "Macros"). The lab runner loads the plugin into every
// compile of lab code; in this package SwiftPM builds and passes it.

/// Creates an environment values, transaction, container values or focused
/// values entry: `extension EnvironmentValues { @Entry var units: Units = .metric }`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUISimMacros", type: "EntryMacro")

/// Tags a dynamic property at the top of a `#Preview` body (previews are not
/// simulated: the runner leaves `#Preview` out).
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUISimMacros", type: "PreviewableMacro")
