import SwiftParser
public enum ViewLintPlaceholder {}
