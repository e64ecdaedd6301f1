// The stub simulator's StoreKit: empty. The real stand-in is built on the real
// simulator (its store views are SwiftUI views), which the stub does not have.
public enum _StoreKitSimStub {}
