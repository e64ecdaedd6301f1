// The stub simulator's SwiftData: empty. The real stand-in is built on the real
// simulator (`@Query` reads SwiftUI's environment), which the stub does not have.
public enum Schema {}
