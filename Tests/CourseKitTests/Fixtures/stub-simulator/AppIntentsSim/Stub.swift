// The stub simulator's AppIntents: empty. The real stand-in is built on the real
// simulator, which the stub does not have.
public enum _AppIntentsSimStub {}
