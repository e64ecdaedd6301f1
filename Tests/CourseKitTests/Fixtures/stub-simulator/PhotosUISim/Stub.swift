// The stub simulator's PhotosUI: empty. The real stand-in is built on the real
// simulator (its API is SwiftUI views), which the stub does not have.
public enum _PhotosUISimStub {}
