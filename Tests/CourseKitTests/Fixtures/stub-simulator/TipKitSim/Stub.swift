// The stub simulator's TipKit: empty. The real stand-in is built on the real
// simulator (it needs SwiftUI's Text and Image), which the stub does not have.
public enum Tips {}
