// The stub simulator's ActivityKit: empty. The real stand-in is built on the real
// simulator, which the stub does not have.
public enum _ActivityKitSimStub {}
