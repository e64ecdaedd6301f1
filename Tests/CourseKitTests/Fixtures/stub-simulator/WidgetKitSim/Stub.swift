// The stub simulator's WidgetKit: empty. The real stand-in is built on the real
// simulator (its views are SwiftUI views), which the stub does not have.
public enum _WidgetKitSimStub {}
