// The stub simulator's AuthenticationServices: empty (the real stand-in is
// built on the real simulator).
public enum ASAuthorization {}
