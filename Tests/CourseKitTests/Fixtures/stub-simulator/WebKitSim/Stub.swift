// The stub simulator's WebKit: empty. The real stand-in is built on the real
// simulator (its views are SwiftUI views), which the stub does not have.
public enum _WebKitSimStub {}
