// The stub simulator's MapKit: empty. The real stand-in is built on the real
// simulator (its API is SwiftUI views), which the stub does not have.
public enum _MapKitSimStub {}
